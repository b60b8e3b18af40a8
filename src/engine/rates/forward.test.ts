import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { EngineInputError } from '../errors';
import { BUNDESBANK_SVENSSON, curveOn } from './fixtures';
import { annualForwardRate, discountFactor, forwardRates } from './forward';
import { instantaneousForwardRate, spotRate } from './svensson';

const curve = curveOn('2025-06-03');

describe('forwardRates', () => {
  test('30 yearly instantaneous forwards by default, as fractions', () => {
    const f = forwardRates(curve);
    expect(f).toHaveLength(30);
    expect(f[0]).toBeCloseTo(instantaneousForwardRate(curve, 1), 15);
    expect(f[29]).toBeCloseTo(instantaneousForwardRate(curve, 30), 15);
    for (const x of f) expect(Math.abs(x)).toBeLessThan(0.1); // fractions, not percent
  });

  test('shorter list', () => {
    expect(forwardRates(curve, 5)).toEqual(forwardRates(curve).slice(0, 5));
  });

  test.each([
    { label: 'zero', years: 0 },
    { label: 'beyond 30', years: 31 },
    { label: 'fractional', years: 2.5 },
  ])('years $label → INVALID_YEARS', ({ years }) => {
    expect(() => forwardRates(curve, years)).toThrow(EngineInputError);
  });
});

describe('annualForwardRate (annual compounding, DF = (1+z)^−T)', () => {
  test.each([2, 5, 10, 20, 30])('from 0 to %i equals the spot rate', (t) => {
    expect(annualForwardRate(curve, 0, t)).toBeCloseTo(spotRate(curve, t), 14);
  });

  test.each([
    { label: '5→10', a: 5, b: 10 },
    { label: '10→15', a: 10, b: 15 },
    { label: '10→20', a: 10, b: 20 },
    { label: '1→2', a: 1, b: 2 },
  ])('compounding identity $label: (1+z_b)^b = (1+z_a)^a (1+F)^(b−a)', ({ a, b }) => {
    const f = annualForwardRate(curve, a, b);
    const lhs = Math.pow(1 + spotRate(curve, b), b);
    const rhs = Math.pow(1 + spotRate(curve, a), a) * Math.pow(1 + f, b - a);
    expect(lhs).toBeCloseTo(rhs, 12);
  });

  test('upward-sloping 2025-06-03 curve: forward 5→10 above the 10y spot', () => {
    const f = annualForwardRate(curve, 5, 10);
    expect(f).toBeGreaterThan(spotRate(curve, 10));
    // Hand check: ((1.025601)^10 / (1.020541)^5)^(1/5) − 1 ≈ 3.07 %
    expect(f).toBeCloseTo(0.0307, 3);
  });

  test('discount factor at 0 is 1 and at 10y is (1+z)^−10', () => {
    expect(discountFactor(curve, 0)).toBe(1);
    expect(discountFactor(curve, 10)).toBeCloseTo(Math.pow(1.025601, -10), 5);
  });

  test.each([
    { label: 'reversed', a: 10, b: 5 },
    { label: 'empty', a: 5, b: 5 },
    { label: 'beyond 30', a: 20, b: 31 },
    { label: 'negative start', a: -1, b: 5 },
  ])('$label period → INVALID_FORWARD_PERIOD', ({ a, b }) => {
    let code: string | undefined;
    try {
      annualForwardRate(curve, a, b);
    } catch (e) {
      code = (e as EngineInputError).code;
    }
    expect(code).toBe('INVALID_FORWARD_PERIOD');
  });

  test('property: forward rates are finite on every stored curve', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BUNDESBANK_SVENSSON),
        fc.integer({ min: 0, max: 29 }),
        fc.integer({ min: 1, max: 30 }),
        (p, a, len) => {
          const b = Math.min(30, a + len);
          expect(Number.isFinite(annualForwardRate(p, a, b))).toBe(true);
          for (const x of forwardRates(p)) expect(Number.isFinite(x)).toBe(true);
        },
      ),
    );
  });
});
