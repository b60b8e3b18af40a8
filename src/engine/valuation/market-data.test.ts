import { describe, expect, test } from 'vitest';
import { capitalisationRate, NATIONAL_RATES, rateFrom, REGIONAL_RATES, VALUATION_TYPES, type RegionalRate } from './market-data';

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
