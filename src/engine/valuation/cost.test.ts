import { describe, expect, test } from 'vitest';
import { costValue, marketFactor, NHK_2010, type CostInput } from './cost';
import { incomeValue, presentValueFactor } from './income';
import { valueProperty, type ValuationInput } from './index';
import type { SourcedRate } from './market-data';

// A house built 1996, valued on 30 June 2026: 30 years old, 50 of 80 years left.
const HOUSE: CostInput = { type: 'one_two_family', livingArea: 150, grossFloorArea: null, plotArea: 600, landValuePerM2: 300, cellar: true, storeys: 'one', roof: 'converted', standard: 3, units: 1, commercialShare: 0, remainingLife: 50, marketFactorOverride: null, date: '2026-06-30' };
const RATE: SourcedRate = { value: 0.025, low: 0.025, high: 0.025, scope: 'national', region: 'Deutschland', source: 'test', url: null, year: 2025 };

describe('the cost method (Sachwertverfahren)', () => {
  test('every step of a detached house with a cellar and a converted attic (NHK type 1.01, standard level 3), 30 years old', () => {
    const r = costValue(HOUSE);
    // NHK 2010: €835/m² gross floor area; 150 m² living area × 1.50 = 225 m²; index 189.1 (2025, 2010 = 100).
    expect([r.buildingType, r.costPerM2, r.grossFloorArea, r.grossAreaEstimated, r.priceIndex, r.index.period]).toEqual(['1.01', 835, 225, true, 1.891, '2025']);
    expect(r.constructionCost).toBe(355_271.63);
    // 80 years total life (Anlage 1), 30 years old: 50 years left, linear depreciation (§ 38) 50 / 80.
    expect([r.remainingLife, r.ageFactor]).toEqual([50, 0.625]);
    expect(r.buildingValue).toBe(222_044.77);
    expect(r.outdoorWorks).toBe(8881.79);
    expect(r.landValue).toBe(180_000);
    expect(r.provisionalValue).toBe(410_926.56);
    // BewG Anlage 25, €300/m² between the 250 and 350 columns, €410,927 between the 400,000 and 500,000 rows.
    expect([r.marketFactor, r.marketFactorSource]).toEqual([1.2391, 'statutory']);
    expect(r.value).toBe(509_000);
    expect(r.low).toBeLessThanOrEqual(r.value);
    expect(r.high).toBeGreaterThanOrEqual(r.value);
  });

  test('a house in Berlin: the valuation board’s Sachwertfaktor 2025 by its formula, the range from the corrections left open', () => {
    const r = costValue({ ...HOUSE, marketModel: { kind: 'berlin2025', yearBuilt: 1996, condition: 'average' } });
    expect(r.provisionalValue).toBe(410_926.56);
    // 1.398 − 0.00000028 × 410,926.56 − 0.30239 + 0.106 (built 1991–2009) ± 0 (normal) = 1.08655 → 1.09.
    expect([r.marketFactor, r.marketFactorSource, r.marketFactorModel!.exact]).toEqual([1.09, 'berlin2025', 1.08655]);
    expect(r.value).toBe(448_000);
    // The range from the factor's ends: 0.86655 → 0.87 (€357,506), 1.50255 → 1.50 (€616,390).
    expect([r.marketFactorModel!.low, r.marketFactorModel!.high, r.low, r.high]).toEqual([0.87, 1.5, 358_000, 616_000]);
    // €300/m² lies below the board's land values (410–1,200 €/m²): named, still computed.
    expect(r.marketFactorModel!.outside).toEqual([{ input: 'landValuePerM2', value: 300, min: 410, max: 1200 }]);
    // Unchanged: outside Berlin (no model), other types in Berlin, and the user's own factor.
    expect([costValue(HOUSE).marketFactorSource, costValue(HOUSE).marketFactor, costValue(HOUSE).marketFactorModel]).toEqual(['statutory', 1.2391, null]);
    const multi = costValue({ ...HOUSE, type: 'multi_family', units: 6, standard: 4, grossFloorArea: 600, marketModel: { kind: 'berlin2025', yearBuilt: 1996, condition: 'average' } });
    expect([multi.marketFactorSource, multi.marketFactor, multi.marketFactorModel]).toEqual(['none', 1, null]);
    const own = costValue({ ...HOUSE, marketFactorOverride: 0.95, marketModel: { kind: 'berlin2025', yearBuilt: 1996, condition: 'average' } });
    expect([own.marketFactorSource, own.marketFactor, own.marketFactorModel]).toEqual(['override', 0.95, null]);
  });

  test('the statutory market factors: the table’s own values, interpolated between them, never extrapolated', () => {
    expect(marketFactor(200_000, 120)).toBe(1.2);
    expect(marketFactor(50_000, 1000)).toBe(1.8);
    expect(marketFactor(250_000, 120)).toBe(1.15);
    expect(marketFactor(2_000_000, 2000)).toBe(marketFactor(500_000, 1000));
    expect(marketFactor(10_000, 10)).toBe(1.4);
  });

  test('the NHK table as the law prints it: type 1.01 row, and 1.21 at level 4 = €1,215/m² (cross-checked)', () => {
    expect(NHK_2010.cellar.one.converted.costs).toEqual([655, 725, 835, 1005, 1260]);
    expect(NHK_2010.noCellar.one.converted).toEqual({ type: '1.21', costs: [790, 875, 1005, 1215, 1515] });
  });

  test('a house without a cellar needs its gross floor area (no sourced factor); given, it is used as it is', () => {
    expect(() => costValue({ ...HOUSE, cellar: false })).toThrow(/NO_DATA/);
    const r = costValue({ ...HOUSE, cellar: false, grossFloorArea: 200, standard: 4 });
    expect([r.buildingType, r.costPerM2, r.grossFloorArea, r.grossAreaEstimated]).toEqual(['1.21', 1215, 200, false]);
  });

  test('a better standard or a longer remaining life never lowers the value', () => {
    let last = 0;
    for (const standard of [1, 2, 3, 4, 5] as const) {
      const v = costValue({ ...HOUSE, standard }).provisionalValue;
      expect(v).toBeGreaterThan(last);
      last = v;
    }
    expect(costValue({ ...HOUSE, remainingLife: 59 }).buildingValue).toBeGreaterThan(costValue(HOUSE).buildingValue);
  });

  test('bad input is refused with a code', () => {
    expect(() => costValue({ ...HOUSE, landValuePerM2: 0 })).toThrow(/OUT_OF_RANGE/);
    expect(() => costValue({ ...HOUSE, plotArea: 0 })).toThrow(/REQUIRED/);
  });
});

describe('the law’s own tables as checks of the capitalisation', () => {
  test('Vervielfältiger (BewG Anlage 21): 3 %, 50 years → 25.73; 3 %, 100 years → 31.60', () => {
    expect(presentValueFactor(0.03, 50).toFixed(2)).toBe('25.73');
    expect(presentValueFactor(0.03, 100).toFixed(2)).toBe('31.60');
  });
  test('Abzinsungsfaktor (BewG Anlage 26): 3 %, 50 years → 0.2281: the income method discounts the land value so', () => {
    // A flat (3 % yield) with 50 years left; land value €100,000 → €22,810.71.
    const r = incomeValue({ type: 'apartment', livingArea: 70, units: 1, garages: 0, commercialShare: 0, netColdRent: 900, landValue: 100_000, remainingLife: 50, propertyYield: 0.03, spread: null });
    expect((r.discountedLandValue / 100_000).toFixed(4)).toBe('0.2281');
  });
});

describe('the valuation with the cost method', () => {
  const stat = { eurPerM2: 3000, priceKind: 'transaction', period: '2025', periodEnd: '2025-12-31', source: 'x', url: 'https://example.org' };
  const house: ValuationInput = {
    type: 'one_two_family', livingArea: 150, yearBuilt: 1996, modernisedYear: null, modernisation: null, condition: 'well_kept', energyClass: 'D', features: ['cellar'],
    units: 1, garages: 0, commercialShare: 0, netColdRent: null, land: null, building: null, specialFeatures: [], overrides: { propertyYield: null, marketFactor: null }, rate: RATE,
  };
  const withLand: ValuationInput = { ...house, land: { plotArea: 600, landValuePerM2: 300, share: null }, building: { storeys: 'one', roof: 'converted', standard: 3, grossFloorArea: null } };

  test('a house with its land value: the cost method leads, comparison is a check with its difference', () => {
    const r = valueProperty(withLand, stat, [], '2026-06-30');
    expect([r.costMethod, r.lead, r.leadBasis]).toEqual(['used', 'cost', 'byType']);
    expect(r.cost!.value).toBe(509_000);
    // The result is the cost value (no special features), never a mean of the methods.
    expect(r.value).toBe(509_000);
    expect([r.low, r.high]).toEqual([r.cost!.low, r.cost!.high]);
    expect(r.checks).toEqual([{ method: 'comparison', value: r.comparison!.value, difference: Math.round(((r.comparison!.value - 509_000) / 509_000) * 1000) / 1000 }]);
  });

  test('without data for the comparison method the cost method alone; a let house takes the given land value', () => {
    const alone = valueProperty(withLand, null, [], '2026-06-30');
    expect([alone.comparison, alone.comparisonState, alone.value]).toEqual([null, 'noData', 509_000]);
    const let_ = valueProperty({ ...withLand, netColdRent: 1500 }, stat, [], '2026-06-30');
    expect([let_.landValue, let_.income!.landValue, let_.lead]).toEqual(['given', 180_000, 'cost']);
    expect(let_.checks.map((c) => c.method)).toEqual(['comparison', 'income']);
  });

  test('a house in Berlin (costModel berlin2025): the board’s factor, and the valuation’s range is its range', () => {
    const r = valueProperty({ ...withLand, yearBuilt: 1980, condition: 'average', costModel: 'berlin2025' }, stat, [], '2026-06-30');
    expect([r.lead, r.cost!.marketFactorSource, r.cost!.marketFactorModel!.yearGroup.correction]).toEqual(['cost', 'berlin2025', 0]);
    expect([r.value, r.low, r.high]).toEqual([r.cost!.value, r.cost!.low, r.cost!.high]);
    expect(r.low).toBe(Math.round((r.cost!.provisionalValue * r.cost!.marketFactorModel!.low) / 1000) * 1000);
    // Elsewhere BewG Anlage 25, as before.
    expect(valueProperty(withLand, stat, [], '2026-06-30').cost!.marketFactorSource).toBe('statutory');
  });

  test('without a land value the comparison method leads (a documented fallback); the reasons a method is not used', () => {
    const r = valueProperty(house, stat, [], '2026-06-30');
    expect([r.costMethod, r.lead, r.leadBasis]).toEqual(['noLandValue', 'comparison', 'fallback']);
    expect(valueProperty({ ...withLand, features: [] }, stat, [], '2026-06-30').costMethod).toBe('noGrossArea');
    expect(valueProperty({ ...withLand, type: 'apartment', land: null }, stat, [], '2026-06-30').costMethod).toBe('notHouse');
  });
});
