import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { EngineInputError } from '../errors';
import { BUNDESBANK_SVENSSON, curveOn } from './fixtures';
import {
  instantaneousForwardRate,
  spotRate,
  svenssonForwardPercent,
  svenssonSpotPercent,
  type SvenssonParameters,
} from './svensson';

// Table in shared/reference/german-finance-facts.md § 4 (percent, 2 decimals).
const TABLE: { date: string; z: Record<number, string> }[] = [
  { date: '2024-12-30', z: { 2: '2.02', 5: '2.13', 10: '2.43', 20: '2.65' } },
  { date: '2025-05-30', z: { 2: '1.77', 5: '2.08', 10: '2.59', 20: '3.01' } },
  { date: '2025-06-03', z: { 2: '1.77', 5: '2.05', 10: '2.56', 20: '2.99' } },
];

describe('Svensson spot rate against the facts-file table', () => {
  const cases = TABLE.flatMap(({ date, z }) =>
    Object.entries(z).map(([t, expected]) => ({ label: `${date} z(${t}y)`, date, t: Number(t), expected })),
  );
  test.each(cases)('$label = $expected %', ({ date, t, expected }) => {
    expect(svenssonSpotPercent(curveOn(date), t).toFixed(2)).toBe(expected);
  });
});

describe('units and limits', () => {
  const p = curveOn('2025-06-03');

  test('fraction functions are the percent functions divided by 100', () => {
    for (const t of [0, 0.5, 1, 7, 30]) {
      expect(spotRate(p, t)).toBeCloseTo(svenssonSpotPercent(p, t) / 100, 15);
      expect(instantaneousForwardRate(p, t)).toBeCloseTo(svenssonForwardPercent(p, t) / 100, 15);
    }
  });

  test.each([
    { label: 'spot at T = 0', fn: svenssonSpotPercent, t: 0 },
    { label: 'forward at T = 0', fn: svenssonForwardPercent, t: 0 },
    { label: 'spot at T = 1e-12', fn: svenssonSpotPercent, t: 1e-12 },
    { label: 'spot at T = 1e-6 (formula branch)', fn: svenssonSpotPercent, t: 1e-6 },
    { label: 'forward at T = 1e-6 (formula branch)', fn: svenssonForwardPercent, t: 1e-6 },
  ])('$label → β0 + β1', ({ fn, t }) => {
    expect(fn(p, t)).toBeCloseTo(p.beta0 + p.beta1, 5);
  });

  test('forward is consistent with spot: f(T) = z(T) + T·dz/dT', () => {
    for (const t of [0.5, 1, 2, 5, 10, 20, 29]) {
      const h = 1e-5;
      const dz = (svenssonSpotPercent(p, t + h) - svenssonSpotPercent(p, t - h)) / (2 * h);
      expect(svenssonForwardPercent(p, t)).toBeCloseTo(svenssonSpotPercent(p, t) + t * dz, 6);
    }
  });

  test.each([
    { label: 'negative', t: -1 },
    { label: 'NaN', t: Number.NaN },
    { label: 'Infinity', t: Number.POSITIVE_INFINITY },
  ])('maturity $label → INVALID_MATURITY', ({ t }) => {
    for (const fn of [svenssonSpotPercent, svenssonForwardPercent]) {
      let err: unknown;
      try {
        fn(p, t);
      } catch (e) {
        err = e;
      }
      expect(err).toBeInstanceOf(EngineInputError);
      expect((err as EngineInputError).code).toBe('INVALID_MATURITY');
    }
  });
});

describe('properties', () => {
  const maturity = fc.double({ min: 1e-9, max: 30, noNaN: true, noDefaultInfinity: true });

  test('spot and forward are finite for T in (0, 30] on every stored curve', () => {
    fc.assert(
      fc.property(fc.constantFrom(...BUNDESBANK_SVENSSON), maturity, (p, t) => {
        expect(Number.isFinite(spotRate(p, t))).toBe(true);
        expect(Number.isFinite(instantaneousForwardRate(p, t))).toBe(true);
      }),
    );
  });

  test('spot and forward are finite for plausible random parameters', () => {
    const beta = fc.double({ min: -10, max: 10, noNaN: true });
    const tau = fc.double({ min: 0.05, max: 30, noNaN: true });
    const params: fc.Arbitrary<SvenssonParameters> = fc.record({
      beta0: beta,
      beta1: beta,
      beta2: beta,
      beta3: beta,
      tau1: tau,
      tau2: tau,
    });
    fc.assert(
      fc.property(params, maturity, (p, t) => {
        expect(Number.isFinite(svenssonSpotPercent(p, t))).toBe(true);
        expect(Number.isFinite(svenssonForwardPercent(p, t))).toBe(true);
      }),
    );
  });
});
