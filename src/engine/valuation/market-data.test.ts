import { describe, expect, test } from 'vitest';
import { asPublished, BERLIN_CONDITIONS, berlinFactorExact, berlinMarketFactor, berlinYieldPercent, capitalisationRate, costModelFor, factorAsPublished, type FactorProperty, NATIONAL_RATES, rateFrom, REGIONAL_RATES, VALUATION_TYPES, type RateProperty, type RegionalRate } from './market-data';

describe('published property yields (Liegenschaftszinssätze)', () => {
  test('every figure names its source and year, has an https address or none, and lies within its spread', () => {
    const all = [...REGIONAL_RATES, ...Object.values(NATIONAL_RATES)];
    for (const r of all) {
      expect(r.source.length, JSON.stringify(r)).toBeGreaterThan(10);
      expect(r.year).toBeGreaterThanOrEqual(2020);
      expect(r.year).toBeLessThanOrEqual(2026);
      if (r.url !== null) expect(r.url).toMatch(/^https:\/\/\S+$/);
      expect(r.low).toBeLessThanOrEqual(r.value);
      expect(r.value).toBeLessThanOrEqual(r.high);
      // A property yield is a few per cent: a figure entered as "2.7" instead of 0.027 would fail here.
      expect(r.value).toBeGreaterThan(0);
      expect(r.value).toBeLessThan(0.1);
    }
    // One place has at most one figure per type, so the lookup is unambiguous.
    const keys = REGIONAL_RATES.map((r) => `${r.scope}|${r.region}|${r.type}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  test('the national fallback is the law’s rate for each type', () => {
    expect(VALUATION_TYPES.map((t) => [t, capitalisationRate(t, null, null).value])).toEqual([
      ['apartment', 0.03],
      ['one_two_family', 0.025],
      ['multi_family', 0.035],
      ['mixed_use', 0.045],
    ]);
    for (const t of VALUATION_TYPES) expect(capitalisationRate(t, null, null)).toMatchObject({ scope: 'national', region: 'Deutschland', source: expect.stringMatching(/BewG/) });
  });

  test('München’s multi-family houses take the valuation board’s figure; its flats and other cities the national one', () => {
    expect(capitalisationRate('multi_family', 'München', 'Bayern')).toMatchObject({ value: 0.027, scope: 'city', region: 'München', year: 2024 });
    expect(capitalisationRate('apartment', 'München', 'Bayern')).toEqual(NATIONAL_RATES.apartment);
    expect(capitalisationRate('multi_family', 'Leipzig', 'Sachsen')).toEqual(NATIONAL_RATES.multi_family);
  });

  test('the lookup order: city, then state, then national', () => {
    const rate = (scope: RegionalRate['scope'], region: string, value: number): RegionalRate => ({ scope, region, type: 'multi_family', value, low: value, high: value, source: `Test ${region}`, url: null, year: 2025 });
    const table = [rate('state', 'Sachsen', 0.04), rate('city', 'Leipzig', 0.045), rate('state', 'Leipzig', 0.09)];
    // The city's own figure wins over its state's (and a state of the same name as a city is not the city).
    expect(rateFrom(table, 'multi_family', 'Leipzig', 'Sachsen')).toEqual({ scope: 'city', region: 'Leipzig', value: 0.045, low: 0.045, high: 0.045, source: 'Test Leipzig', url: null, year: 2025 });
    // A city without a figure falls back to its state's.
    expect(rateFrom(table, 'multi_family', 'Chemnitz', 'Sachsen')).toMatchObject({ scope: 'state', region: 'Sachsen', value: 0.04 });
    expect(rateFrom(table, 'multi_family', null, 'Sachsen')).toMatchObject({ scope: 'state', value: 0.04 });
    // Neither: the national figure; another type never borrows this type's figure.
    expect(rateFrom(table, 'multi_family', 'Erfurt', 'Thüringen')).toEqual(NATIONAL_RATES.multi_family);
    expect(rateFrom(table, 'apartment', 'Leipzig', 'Sachsen')).toEqual(NATIONAL_RATES.apartment);
  });
});

describe('Berlin: the valuation board’s formula for multi-family and mixed-use buildings (Liegenschaftszinssätze 2025)', () => {
  // 8 flats, 600 m², €3,600 a month: 6.00 €/m², built 1905, no shops.
  const HOUSE: RateProperty = { units: 8, commercialShare: 0, netColdRent: 3600, livingArea: 600, yearBuilt: 1905 };
  const berlin = (type: 'multi_family' | 'mixed_use', property: Partial<RateProperty> = {}) => capitalisationRate(type, 'Berlin', 'Berlin', { ...HOUSE, ...property });

  test('the board’s worked checks: Südost at 6.00 €/m² gives 2.894 %, published 2.9 %; City (+0.167) 3.061 %, published 3.1 %', () => {
    // 0.644 + 0.132 × 6.00 + 0.0013304 × 1,096 days
    expect(berlinYieldPercent(6, 0)).toBeCloseTo(0.644 + 0.792 + 1.45812, 10);
    expect(Math.round(berlinYieldPercent(6, 0) * 1000) / 1000).toBe(2.894);
    expect(asPublished(berlinYieldPercent(6, 0))).toBe(0.029);
    expect(Math.round(berlinYieldPercent(6, 0, 0.167) * 1000) / 1000).toBe(3.061);
    expect(asPublished(berlinYieldPercent(6, 0, 0.167))).toBe(0.031);
    // One decimal as the board publishes, also where the float lands just below the half.
    expect([asPublished(3.05), asPublished(3.0499), asPublished(2.95)]).toEqual([0.031, 0.03, 0.03]);
  });

  test('a Berlin multi-family house: the formula without location corrections, the range from City + Mitte (−0.433) to Nord + Reinickendorf (+0.2)', () => {
    const r = berlin('multi_family');
    expect(r).toMatchObject({ value: 0.029, low: 0.025, high: 0.031, scope: 'city', region: 'Berlin', year: 2024, url: null });
    expect(r.source).toMatch(/^Gutachterausschuss für Grundstückswerte in Berlin, Liegenschaftszinssätze 2025 zum Stichtag 31\.12\.2024 \(Amtsblatt für Berlin Nr\. 39 vom 19\.09\.2025, S\. 2477 ff\.\), Mietwohn- und Mietwohngeschäftshäuser$/);
    expect(r.model).toEqual({ kind: 'berlin2025', averageRent: 6, commercialPoints: 0, exact: 2.89412, location: { low: -0.433, high: 0.2 }, westPart: false, outside: [] });
    // 8.00 €/m²: 3.15812 → 3.2 %, 2.72512 → 2.7 %, 3.35812 → 3.4 %.
    expect(berlin('multi_family', { netColdRent: 4800 })).toMatchObject({ value: 0.032, low: 0.027, high: 0.034 });
    // Built 1980: the West part’s +0.3 may apply (Reinickendorf, +0.2 + 0.3): 3.65812 → 3.7 %.
    expect(berlin('multi_family', { netColdRent: 4800, yearBuilt: 1980 })).toMatchObject({ value: 0.032, low: 0.027, high: 0.037, model: { westPart: true, location: { low: -0.433, high: 0.5 } } });
    // Berlin is found by the state as well (the city-state); the rate lies within its range.
    expect(capitalisationRate('multi_family', null, 'Berlin', HOUSE)).toEqual(r);
  });

  test('mixed use with a 30 % commercial share: +0.008 per percentage point, +0.24', () => {
    // 8.00 €/m²: 3.15812 + 0.24 = 3.39812 → 3.4 %; 2.96512 → 3.0 %; 3.59812 → 3.6 %.
    const r = berlin('mixed_use', { netColdRent: 4800, commercialShare: 0.3 });
    expect(r).toMatchObject({ value: 0.034, low: 0.03, high: 0.036, model: { commercialPoints: 30, exact: 3.39812, outside: [] } });
    expect(r.value - berlin('mixed_use', { netColdRent: 4800, commercialShare: 0 }).value).toBeCloseTo(0.002, 10);
    // A multi-family house never takes a commercial share, whatever the input carries.
    expect(berlin('multi_family', { netColdRent: 4800, commercialShare: 0.3 }).value).toBe(0.032);
  });

  test('outside the board’s scope the law’s rate applies: 3 units, a commercial share of 85 %, built before 1865, a flat', () => {
    expect(berlin('multi_family', { units: 3 })).toEqual(NATIONAL_RATES.multi_family);
    expect(berlin('mixed_use', { commercialShare: 0.85 })).toEqual(NATIONAL_RATES.mixed_use);
    expect(berlin('mixed_use', { commercialShare: 0.8 })).toMatchObject({ region: 'Berlin', model: { commercialPoints: 80 } });
    expect(berlin('multi_family', { yearBuilt: 1850 })).toEqual(NATIONAL_RATES.multi_family);
    expect(capitalisationRate('apartment', 'Berlin', 'Berlin', { ...HOUSE, units: 1 })).toEqual(NATIONAL_RATES.apartment);
    // Without the property's figures (old callers) there is nothing to compute with.
    expect(capitalisationRate('multi_family', 'Berlin', 'Berlin')).toEqual(NATIONAL_RATES.multi_family);
  });

  test('outside the validity range (rent 5.60–12.10 €/m², commercial 0–49.2 %, area 407–3,318 m², age 30–141): still computed, and named', () => {
    // 14.00 €/m²: 0.644 + 1.848 + 1.45812 = 3.95012 → 4.0 %.
    const r = berlin('multi_family', { netColdRent: 8400 });
    expect(r.value).toBe(0.04);
    expect(r.model!.outside).toEqual([{ input: 'rent', value: 14, min: 5.6, max: 12.1 }]);
    const small = berlin('mixed_use', { netColdRent: 1500, livingArea: 300, commercialShare: 0.6, yearBuilt: 2010 });
    expect(small.model!.outside.map((o) => [o.input, o.value])).toEqual([['rent', 5], ['commercialShare', 60], ['area', 300], ['age', 14]]);
  });

  test('other cities keep their figures with the same property', () => {
    expect(capitalisationRate('multi_family', 'München', 'Bayern', HOUSE)).toMatchObject({ value: 0.027, region: 'München' });
    expect(capitalisationRate('multi_family', 'Leipzig', 'Sachsen', HOUSE)).toEqual(NATIONAL_RATES.multi_family);
    expect(capitalisationRate('mixed_use', 'Potsdam', 'Brandenburg', { ...HOUSE, commercialShare: 0.3 })).toEqual(NATIONAL_RATES.mixed_use);
  });
});

describe('Berlin: the valuation board’s Sachwertfaktor for one- and two-family houses (Sachwertfaktoren 2025)', () => {
  // A house built 1980 (group 1971–1990, ±0), average condition (normal, ±0), inside every validity range.
  const HOUSE: FactorProperty = { provisionalValue: 300_000, yearBuilt: 1980, condition: 'average', plotArea: 500, grossFloorArea: 250, landValuePerM2: 600 };
  const factor = (p: Partial<FactorProperty> = {}) => berlinMarketFactor({ ...HOUSE, ...p });

  test('the board’s check: group 1, €300,000 → 1.398 − 0.084 − 0.302 = 1.012, published 1.01', () => {
    expect(berlinFactorExact(300_000)).toBeCloseTo(1.398 - 0.084 - 0.30239, 10);
    expect(Math.round(berlinFactorExact(300_000) * 1000) / 1000).toBe(1.012);
    expect(factorAsPublished(berlinFactorExact(300_000))).toBe(1.01);
    // Two decimals as the board publishes, also where the float lands just below the half.
    expect([factorAsPublished(1.005), factorAsPublished(1.0049), factorAsPublished(0.995)]).toEqual([1.01, 1, 1]);
  });

  test('a Berlin house: the formula with what the inputs decide, the range from the corrections they leave open', () => {
    const r = factor();
    expect(r).toMatchObject({ kind: 'berlin2025', value: 1.01, exact: 1.01161, year: 2024, outside: [] });
    expect(r.source).toMatch(/^Gutachterausschuss für Grundstückswerte in Berlin, Sachwertfaktoren 2025 zum Stichtag 31\.12\.2024 \(Amtsblatt für Berlin Nr\. 29 vom 11\.07\.2025, S\. 1852 ff\.\), Ein- und Zweifamilienhäuser$/);
    // Open: group 3 −0.105, prefab timber −0.072, simple location −0.043 (−0.22) … mid-terrace +0.341, good location +0.075 (+0.416).
    expect([r.open, r.low, r.high]).toEqual([{ low: -0.22, high: 0.416 }, 0.79, 1.43]);
    expect([r.yearGroup, r.condition]).toEqual([{ from: 1971, to: 1990, correction: 0 }, { taken: 'normal', correction: 0, open: null }]);
    // Built 1960 (1949–1970, −0.123), as new (good, +0.179): 1.01161 + 0.056 = 1.06761 → 1.07; 0.84761 → 0.85; 1.48361 → 1.48.
    expect(factor({ yearBuilt: 1960, condition: 'as_new' })).toMatchObject({ exact: 1.06761, value: 1.07, low: 0.85, high: 1.48, condition: { taken: 'good', correction: 0.179, open: null } });
    // Needs renovation: normal or the board's poor (−0.141) — the value at normal, poor in the low end: 0.65061 → 0.65.
    expect(factor({ condition: 'needs_renovation' })).toMatchObject({ value: 1.01, low: 0.65, high: 1.43, condition: { taken: 'normal', open: 'poor' } });
    // Well kept: normal or good (+0.179) — good in the high end: 1.60661 → 1.61.
    expect(factor({ condition: 'well_kept' })).toMatchObject({ value: 1.01, low: 0.79, high: 1.61, condition: { taken: 'normal', open: 'good' } });
    // Year groups at their edges: 1919 ±0, 1920 −0.061, 1991 +0.106, 2020 ±0; €600,000 takes −0.168.
    expect([1919, 1920, 1948, 1949, 1970, 1971, 1991, 2009, 2010, 2024].map((y) => factor({ yearBuilt: y }).yearGroup.correction)).toEqual([0, -0.061, -0.061, -0.123, -0.123, 0, 0.106, 0.106, 0, 0]);
    expect(factor({ provisionalValue: 600_000 }).exact).toBe(0.92761);
    expect(Object.keys(BERLIN_CONDITIONS).sort()).toEqual(['as_new', 'average', 'modernised', 'needs_renovation', 'well_kept']);
  });

  test('outside the validity range (provisional value €289,845–1,114,060, plot 212–993 m², gross floor area 146–430 m², land value 410–1,200 €/m²): still computed, and named', () => {
    const r = factor({ provisionalValue: 1_200_000, plotArea: 1200, grossFloorArea: 140, landValuePerM2: 1500 });
    // 1.398 − 0.336 − 0.30239 = 0.75961 → 0.76.
    expect(r.value).toBe(0.76);
    expect(r.outside).toEqual([
      { input: 'provisionalValue', value: 1_200_000, min: 289_845, max: 1_114_060 },
      { input: 'plotArea', value: 1200, min: 212, max: 993 },
      { input: 'grossFloorArea', value: 140, min: 146, max: 430 },
      { input: 'landValuePerM2', value: 1500, min: 410, max: 1200 },
    ]);
    expect(factor({ provisionalValue: 289_845, plotArea: 993 }).outside).toEqual([]);
  });

  test('the model is Berlin’s only: by city or state', () => {
    expect([costModelFor('Berlin', 'Berlin'), costModelFor(null, 'Berlin'), costModelFor('Potsdam', 'Brandenburg'), costModelFor(null, null)]).toEqual(['berlin2025', 'berlin2025', null, null]);
  });
});
