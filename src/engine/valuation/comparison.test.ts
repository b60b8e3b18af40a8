import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { EngineInputError } from '../errors';
import { comparisonValue, type Comparable, type Statistic, type Subject } from './comparison';
import { CONDITIONS, ENERGY_CLASSES } from './factors';

const STAT: Statistic = { eurPerM2: 4884, priceKind: 'asking', period: '2025-Q4', periodEnd: '2025-12-31', source: 'ImmoScout24 WohnBarometer Q4/2025', url: 'https://example.org' };
const FLAT: Subject = { type: 'apartment', livingArea: 75, yearBuilt: 1990, modernisedYear: null, condition: 'well_kept', energyClass: 'D', features: [] };
const DATE = '2026-11-27';

describe('the comparison method', () => {
  test('the reference object is worth the statistic’s price per m² times its area, in whole thousands', () => {
    const r = comparisonValue(FLAT, STAT, [], DATE);
    expect(r.eurPerM2).toBe(4884);
    // 4,884 × 75 = 366,300 → 366,000; asking prices and no comparables widen the range from 8 % to 15 %.
    expect(r.value).toBe(366_000);
    expect(r.uncertainty).toBe(0.15);
    expect([r.low, r.high]).toEqual([311_000, 421_000]);
    expect(r.reasons).toEqual(['askingPrices', 'fewComparables']);
    expect(r.statistic!.adjustments.every((a) => a.size === 1)).toBe(true);
  });

  test('each stated factor is applied once: a smaller, newer, modernised flat with a better class and a balcony', () => {
    const subject: Subject = { ...FLAT, livingArea: 60, yearBuilt: 2012, condition: 'modernised', energyClass: 'B', features: ['balcony'] };
    const r = comparisonValue(subject, { ...STAT, priceKind: 'transaction' }, [], DATE);
    const sizes = Object.fromEntries(r.statistic!.adjustments.map((a) => [a.factor, a.size]));
    // (60/75)^-0.1 = 1.0226; age 2012 (1.08) against 1990 (0.97) = 1.1134; modernised 1.05; B 1.03; balcony 1.02.
    expect(sizes).toEqual({ size: 1.0226, age: 1.1134, condition: 1.05, energy: 1.03, features: 1.02 });
    const factor = 1.0226 * 1.1134 * 1.05 * 1.03 * 1.02;
    expect(r.eurPerM2).toBe(Math.round(4884 * factor));
    expect(r.value).toBe(Math.round((r.eurPerM2 * 60) / 1000) * 1000);
  });

  test('with three or more comparables their converted median counts half; their spread can widen the range', () => {
    const comps: Comparable[] = [5000, 5200, 5400, 5600].map((p, i) => ({ id: `c${i}`, price: p * 75, livingArea: 75, yearBuilt: 1990, condition: 'well_kept', energyClass: 'D', features: [], distanceKm: i }));
    const r = comparisonValue(FLAT, STAT, comps, DATE);
    expect(r.comparablesEurPerM2).toBe(5300);
    expect(r.eurPerM2).toBe(Math.round((4884 + 5300) / 2));
    expect(r.reasons).not.toContain('fewComparables');
    const wide = comparisonValue(FLAT, null, [2000, 5000, 5200, 9000, 12000].map((p, i) => ({ id: `w${i}`, price: p * 75, livingArea: 75, yearBuilt: null, condition: null, energyClass: null, features: [], distanceKm: 1 })), DATE);
    expect(wide.reasons).toContain('spread');
    expect(wide.uncertainty).toBeLessThanOrEqual(0.3);
  });

  test('the range names the statistic’s basis: asking prices, or not stated by the source (issue 49)', () => {
    expect(comparisonValue(FLAT, STAT, [], DATE).reasons).toContain('askingPrices');
    const unknown = comparisonValue(FLAT, { ...STAT, priceKind: 'unknown' }, [], DATE);
    expect(unknown.reasons).toContain('basisNotStated');
    expect(unknown.reasons).not.toContain('askingPrices');
    // The same widening as for asking prices: neither is a price paid.
    expect(unknown.uncertainty).toBe(0.15);
    expect(comparisonValue(FLAT, { ...STAT, priceKind: 'transaction' }, [], DATE).reasons).toEqual(['fewComparables']);
  });

  test('a new-build figure is converted from its own period, not from the 1990 reference object', () => {
    const newFlat: Subject = { ...FLAT, yearBuilt: 2025 };
    const fromReference = comparisonValue(newFlat, STAT, [], DATE).statistic!.adjustments.find((a) => a.factor === 'age')!;
    // Against the reference of 1990 a 2025 building gains 1.15 / 0.97.
    expect(fromReference).toMatchObject({ reference: '1990', size: 1.1856 });
    const fromOwnPeriod = comparisonValue(newFlat, { ...STAT, referenceYearBuilt: 2025 }, [], DATE).statistic!.adjustments.find((a) => a.factor === 'age')!;
    expect(fromOwnPeriod).toMatchObject({ reference: '2025', size: 1 });
  });

  test('an old statistic widens the range; without statistic and comparables there is no value', () => {
    expect(comparisonValue(FLAT, { ...STAT, period: '2013', periodEnd: '2013-12-31' }, [], DATE).reasons).toContain('oldStatistic');
    expect(() => comparisonValue(FLAT, null, [], DATE)).toThrow(EngineInputError);
    expect(() => comparisonValue({ ...FLAT, livingArea: 5 }, STAT, [], DATE)).toThrow(/OUT_OF_RANGE/);
  });

  test('property: a better condition or energy class never lowers the value, and the range always holds the most likely value', () => {
    const subject = fc.record({
      type: fc.constantFrom('apartment' as const, 'house' as const),
      livingArea: fc.integer({ min: 20, max: 400 }),
      yearBuilt: fc.integer({ min: 1850, max: 2026 }),
      condition: fc.constantFrom(...CONDITIONS),
      energy: fc.integer({ min: 0, max: ENERGY_CLASSES.length - 1 }),
      eur: fc.integer({ min: 800, max: 15_000 }),
    });
    fc.assert(
      fc.property(subject, ({ type, livingArea, yearBuilt, condition, energy, eur }) => {
        const base: Subject = { type, livingArea, yearBuilt, modernisedYear: null, condition, energyClass: ENERGY_CLASSES[energy]!, features: [] };
        const stat = { ...STAT, eurPerM2: eur };
        const r = comparisonValue(base, stat, [], DATE);
        expect(r.low).toBeLessThanOrEqual(r.value);
        expect(r.high).toBeGreaterThanOrEqual(r.value);
        const ci = CONDITIONS.indexOf(condition);
        if (ci < CONDITIONS.length - 1) expect(comparisonValue({ ...base, condition: CONDITIONS[ci + 1]! }, stat, [], DATE).value).toBeGreaterThanOrEqual(r.value);
        if (energy > 0) expect(comparisonValue({ ...base, energyClass: ENERGY_CLASSES[energy - 1]! }, stat, [], DATE).value).toBeGreaterThanOrEqual(r.value);
      }),
      { numRuns: 300 },
    );
  });
});
