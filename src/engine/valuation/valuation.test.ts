/**
 * The valuation by property type (issue 49): the method the law chooses leads, the others are checks; special
 * features and the expert view's overrides; the remaining life of ImmoWertV Anlage 2; the law tables' validity and
 * the construction price index by quarter. Each figure is recomputed here by hand, not through the module.
 */
import { describe, expect, test } from 'vitest';
import { costValue, priceIndexFor, remainingLife, tableWarnings, valueProperty, type ValuationInput } from './index';
import { INDEX_2021_TO_2010 } from './law-tables';
import type { SourcedRate } from './market-data';

const RATE: SourcedRate = { value: 0.025, low: 0.02, high: 0.03, scope: 'city', region: 'Leipzig', source: 'test report', url: null, year: 2025 };
const STAT = { eurPerM2: 3000, priceKind: 'transaction', period: '2025', periodEnd: '2025-12-31', source: 'x', url: 'https://example.org' };
const BASE: ValuationInput = {
  type: 'apartment', livingArea: 70, yearBuilt: 1996, modernisedYear: null, modernisation: null, condition: 'well_kept', energyClass: 'D', features: [],
  units: 1, garages: 0, commercialShare: 0, netColdRent: null, land: null, building: null, specialFeatures: [], overrides: { propertyYield: null, marketFactor: null }, rate: RATE,
};
// The 8-unit house in Leipzig of issue 49.
const LEIPZIG: ValuationInput = {
  ...BASE, type: 'multi_family', livingArea: 480, yearBuilt: 1905, units: 8, netColdRent: 3600,
  land: { plotArea: 450, landValuePerM2: 350, share: null }, building: { storeys: 'two', roof: 'converted', standard: 3, grossFloorArea: 800 },
};
const DATE = '2026-11-27';
const pv = (i: number, n: number) => Math.round(((1 - Math.pow(1 + i, -n)) / i) * 100) / 100;

describe('the method the law chooses, by type', () => {
  test('a let multi-family house: the income method leads (8 × €367 administration), the cost method (NHK type 4.2) is a check; no comparison', () => {
    const r = valueProperty(LEIPZIG, STAT, [], DATE);
    expect([r.lead, r.leadBasis, r.comparisonState, r.costMethod]).toEqual(['income', 'byType', 'notForType', 'used']);
    expect(r.income!.costs.administration).toBe(2936);
    expect(r.value).toBe(r.income!.value);
    expect([r.low, r.high]).toEqual([r.income!.low, r.income!.high]);
    // NHK 2010 type 4.2 (7 to 20 flats), standard level 3: €765/m² BGF; no published Sachwertfaktor for the type: 1.0.
    expect([r.cost!.buildingType, r.cost!.costPerM2, r.cost!.marketFactor, r.cost!.marketFactorSource]).toEqual(['4.2', 765, 1, 'none']);
    // 765 × 800 m² × 1.891 = 1,157,292; 15 of 80 years left; + 4 % outdoor works; + 450 × 350 land.
    const building = Math.round(765 * 800 * 1.891 * 100) / 100 * (15 / 80);
    expect(r.cost!.provisionalValue).toBeCloseTo(building * 1.04 + 157_500, 0);
    expect(r.checks).toEqual([{ method: 'cost', value: r.cost!.value, difference: Math.round(((r.cost!.value - r.income!.value) / r.income!.value) * 1000) / 1000 }]);
  });

  test('a condominium flat: comparison leads, the let flat’s income value is a check; its land value is share × plot × land value', () => {
    const flat = { ...BASE, netColdRent: 900, land: { plotArea: 1000, landValuePerM2: 400, share: 85 / 1000 } };
    const r = valueProperty(flat, STAT, [], DATE);
    expect([r.lead, r.costMethod]).toEqual(['comparison', 'notHouse']);
    expect(r.land!.value).toBe(34_000);
    expect([r.landValue, r.income!.landValue]).toEqual(['given', 34_000]);
    expect(r.value).toBe(r.comparison!.value);
    expect(r.checks.map((c) => c.method)).toEqual(['income']);
    // Without a statistic and comparables the income method leads, said as a fallback.
    const fallback = valueProperty(flat, null, [], DATE);
    expect([fallback.lead, fallback.leadBasis, fallback.comparisonState]).toEqual(['income', 'fallback', 'noData']);
  });

  test('a mixed-use building: 5.1 up to half commercial rent, 5.2 above; the income method leads', () => {
    const mixed = { ...LEIPZIG, type: 'mixed_use' as const, units: 6, commercialShare: 0.3 };
    const r = valueProperty(mixed, null, [], DATE);
    expect([r.lead, r.cost!.buildingType, r.cost!.costPerM2]).toEqual(['income', '5.1', 860]);
    expect(valueProperty({ ...mixed, commercialShare: 0.6 }, null, [], DATE).cost!.buildingType).toBe('5.2');
    // Standard levels 1–2 are not published for these types: the cost method is named as not used.
    expect(valueProperty({ ...mixed, building: { ...mixed.building!, standard: 2 } }, null, [], DATE).costMethod).toBe('noStandard');
    // Without the gross floor area (no sourced factor for these types) neither.
    expect(valueProperty({ ...mixed, building: { ...mixed.building!, grossFloorArea: null } }, null, [], DATE).costMethod).toBe('noGrossArea');
  });

  test('special features are added to the leading value as documented steps; the expert view’s yield and factor are used and stated', () => {
    const r = valueProperty({ ...LEIPZIG, specialFeatures: [{ label: 'Repair backlog roof', amount: -40_000 }, { label: 'Rent above market', amount: 5000 }] }, null, [], DATE);
    expect(r.specialFeaturesTotal).toBe(-35_000);
    expect(r.value).toBe(Math.round((r.income!.exact - 35_000) / 1000) * 1000);
    expect(r.adjustedExact).toBeCloseTo(r.income!.exact - 35_000, 2);
    const o = valueProperty({ ...LEIPZIG, overrides: { propertyYield: 0.04, marketFactor: 0.9 } }, null, [], DATE);
    expect([o.income!.propertyYield, o.income!.presentValueFactor, o.income!.range.basis]).toEqual([0.04, pv(0.04, 15), 'model']);
    expect([o.cost!.marketFactor, o.cost!.marketFactorSource]).toEqual([0.9, 'override']);
    expect(o.overrides).toEqual({ propertyYield: 0.04, marketFactor: 0.9 });
  });
});

describe('the remaining life of ImmoWertV Anlage 2', () => {
  test('a 1911 flat with 11 points on 2026-11-27: the formula, recomputed by hand', () => {
    // Age 115, held at the total life of 80 for the formula; 11 points: a 0.398, b 0.881, c 0.9717 (from 17 %).
    const r = remainingLife(1911, DATE, null, { roof: 4, windows: 2, heating: 2, baths: 2, interior: 1 });
    expect([r.method, r.points, r.age, r.formulaApplied]).toEqual(['anlage2', 11, 115, true]);
    expect(r.years).toBe(Math.round((0.398 * 80 * 80) / 80 - 0.881 * 80 + 0.9717 * 80));
    expect(r.years).toBe(39);
    // The old rule gave the 15-year minimum for the same flat "modernised in 2015" (the year counted: 1995, age 31: 49).
    expect(remainingLife(1911, DATE, null, null).years).toBe(15);
  });

  test('a 1976 house, 50 years old, 8 points (mid modernisation): 0.5 × 50² ÷ 80 − 1.1 × 50 + 1.0 × 80 = 40.6 → 41 years', () => {
    const r = remainingLife(1976, DATE, null, { roof: 4, windows: 2, heating: 2 });
    expect([r.points, r.relativeAge, r.years]).toEqual([8, 62.5, Math.round(0.5 * 2500 / 80 - 1.1 * 50 + 80)]);
    expect(r.years).toBe(41);
  });

  test('below the relative age from which the formula applies: total life less the age; points capped per element', () => {
    // 20 years old = 25 %, 4 points apply from 40 %: 80 − 20 = 60.
    const r = remainingLife(2006, DATE, null, { roof: 4 });
    expect([r.formulaApplied, r.years]).toEqual([false, 60]);
    expect(remainingLife(1950, DATE, null, { roof: 9, windows: 9 }).points).toBe(6);
  });

  test('old addresses: "modernised in YEAR" keeps the earlier rule (the year counted is 20 years before it)', () => {
    expect(remainingLife(1960, DATE, 2015, null)).toMatchObject({ method: 'modernisedYear', years: 80 - (2026 - 1995) });
  });
});

describe('the law tables: valid from and to, the construction price index by quarter', () => {
  test('the index for a date is the newest quarter published by then, rebased from 2015 = 100 (÷ 90.1)', () => {
    // Destatis 2023 Q1: 158.9 on 2015 = 100, published 6 April 2023 → 158.9 / 90.1 × 100 = 176.36 → 176.4.
    expect(priceIndexFor('2023-05-15')).toMatchObject({ period: '2023-Q1', value: 176.4 });
    expect(priceIndexFor('2023-04-05').period).toBe('2022-Q4');
    expect(priceIndexFor('2026-11-27')).toMatchObject({ period: '2025', value: 189.1 });
  });

  test('from 2024 Q3 on Destatis’ 2021 = 100 series, rebased with the Berlin valuation board’s factor 1.4124', () => {
    // 2024 Q4: 130.8 on 2021 = 100 → 184.7, the figure the Gutachterausschuss Berlin publishes on 2010 = 100.
    expect(priceIndexFor('2025-02-01')).toMatchObject({ period: '2024-Q4', value: 184.7, asPublished: { value: 130.8, base: '2021 = 100' } });
    // 2025 Q2: 133.6 × 1.4124 = 188.70; used from its publication on 10 July 2025 until 2025 Q3's on 10 October.
    expect(priceIndexFor('2025-07-10')).toMatchObject({ period: '2025-Q2', value: 188.7, validTo: '2025-10-09' });
    expect(priceIndexFor('2025-07-09').period).toBe('2025-Q1');
    // 2025 Q3 (134.3 → 189.7) until the BMF's 2026 figure takes over on 9 January 2026.
    expect(priceIndexFor('2026-01-08')).toMatchObject({ period: '2025-Q3', value: 189.7 });
    expect(priceIndexFor('2026-01-09').period).toBe('2025');
    // The quarters' averages give the BMF's annual figures with the same factor: 2025 → 189.1 for dates in 2026.
    expect(Math.round(((132.6 + 133.6 + 134.3 + 135.0) / 4) * INDEX_2021_TO_2010 * 10) / 10).toBe(189.1);
    expect(Math.round(((128.5 + 129.4 + 130.3 + 130.8) / 4) * INDEX_2021_TO_2010 * 10) / 10).toBe(183.3);
  });

  test('a valuation date past a table’s end is warned about: the 2026 management costs in 2027, a stale index', () => {
    expect(tableWarnings('2026-11-27', { income: true, cost: true })).toEqual([]);
    expect(tableWarnings('2027-02-01', { income: true, cost: false })).toEqual([{ table: 'managementCosts', kind: 'after', validFrom: '2026-01-01', validTo: '2026-12-31' }]);
    expect(tableWarnings('2027-02-01', { income: false, cost: true }).map((w) => w.table)).toEqual(['priceIndex']);
    // Every day from 2021 Q4's publication to the end of 2026 has an index in force: no index warning.
    for (let d = new Date('2022-01-10T00:00:00Z'); d <= new Date('2026-12-31T00:00:00Z'); d.setUTCDate(d.getUTCDate() + 1)) {
      expect(tableWarnings(d.toISOString().slice(0, 10), { income: false, cost: true }), d.toISOString()).toEqual([]);
    }
    expect(tableWarnings('2025-06-30', { income: true, cost: false })[0]).toMatchObject({ table: 'managementCosts', kind: 'before' });
    const r = valueProperty(LEIPZIG, null, [], '2027-03-01');
    expect(r.warnings.map((w) => w.table)).toEqual(['managementCosts', 'priceIndex']);
  });

  test('the cost method takes the index of the valuation date', () => {
    const house = { type: 'one_two_family' as const, livingArea: 150, grossFloorArea: null, plotArea: 600, landValuePerM2: 300, cellar: true, storeys: 'one' as const, roof: 'converted' as const, standard: 3 as const, units: 1, commercialShare: 0, remainingLife: 50, marketFactorOverride: null };
    const r = costValue({ ...house, date: '2023-05-15' });
    expect(r.priceIndex).toBe(1.764);
    expect(r.constructionCost).toBe(Math.round(835 * 225 * 1.764 * 100) / 100);
  });
});
