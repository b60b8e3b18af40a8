import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  breakEvenRefinancingRate,
  commonInstallment,
  followUpRisk,
  forwardFollowUpRate,
  longFixationBalance,
  refinancedBalance,
  type BreakEvenInput,
} from './break-even';
import { curveOn } from './fixtures';
import { annualForwardRate } from './forward';
import { RATE_MODEL } from './model';
import { spotRate } from './svensson';
import { engineErrorOf } from '../test-helpers';

/** Independent month-by-month simulation of the short path (fixed installment, rate switch). */
function simulatePath(l: number, a: number, shortRate: number, shortMonths: number, followRate: number, totalMonths: number) {
  let b = l;
  for (let k = 0; k < totalMonths && b > 0; k++) {
    const r = k < shortMonths ? shortRate : followRate;
    b = Math.max(0, b * (1 + r / 12) - a);
  }
  return b;
}

describe('breakEvenRefinancingRate', () => {
  test.each([
    { label: '10 vs 15 at 3.7 %', shortYears: 10, longYears: 15, rate: 0.037 },
    { label: '5 vs 10 at 4 %', shortYears: 5, longYears: 10, rate: 0.04 },
    { label: '10 vs 20 at 1 %', shortYears: 10, longYears: 20, rate: 0.01 },
    { label: '15 vs 20 at 6 %', shortYears: 15, longYears: 20, rate: 0.06 },
  ])('symmetric: $label → r* equals the rate', ({ shortYears, longYears, rate }) => {
    const r = breakEvenRefinancingRate({
      loanAmount: 300_000,
      repayment: 0.02,
      shortYears,
      longYears,
      shortRate: rate,
      longRate: rate,
    });
    expect(r).not.toBeNull();
    expect(r!).toBeCloseTo(rate, 10);
  });

  // Model rates 2025-06-03 at 80 % LTV: 10y 3.73 %, 15y 4.03 %; 300k, 2 % repayment; both pay the 15y installment.
  const example: BreakEvenInput = {
    loanAmount: 300_000,
    repayment: 0.02,
    shortYears: 10,
    longYears: 15,
    shortRate: 0.0373,
    longRate: 0.0403,
  };

  test('10 vs 15 years: r* above the long rate, checked by month-by-month simulation', () => {
    const r = breakEvenRefinancingRate(example)!;
    const a = commonInstallment(example);
    expect(a).toBeCloseTo((300_000 * (0.0403 + 0.02)) / 12, 9); // 1,507.50
    expect(r).toBeGreaterThan(example.longRate);
    // The short path repays faster for 10 years, so the follow-up 5 years can cost clearly more than 4.03 %.
    expect(r).toBeGreaterThan(0.045);
    expect(r).toBeLessThan(0.06);
    const target = simulatePath(300_000, a, 0.0403, 180, 0.0403, 180);
    expect(simulatePath(300_000, a, 0.0373, 120, r, 180)).toBeCloseTo(target, 4);
    expect(longFixationBalance(example)).toBeCloseTo(target, 4);
  });

  test('short rate above long rate → r* below the long rate', () => {
    const r = breakEvenRefinancingRate({ ...example, shortRate: 0.045, longRate: 0.04 })!;
    expect(r).toBeLessThan(0.04);
  });

  test('explicit common installment', () => {
    const input = { ...example, installment: 2_000 };
    const r = breakEvenRefinancingRate(input)!;
    expect(refinancedBalance(input, r)).toBeCloseTo(longFixationBalance(input), 4);
  });

  test('null when the long path is paid off within the long fixation', () => {
    expect(breakEvenRefinancingRate({ ...example, repayment: 0.15, longYears: 30 })).toBeNull();
  });

  test.each([
    { label: 'long not longer', patch: { longYears: 10 }, code: 'INVALID_YEARS', field: 'longYears' },
    { label: 'short 0', patch: { shortYears: 0 }, code: 'INVALID_YEARS', field: 'shortYears' },
    { label: 'loan negative', patch: { loanAmount: -1 }, code: 'INVALID_LOAN_AMOUNT', field: 'loanAmount' },
    { label: 'rate NaN', patch: { shortRate: Number.NaN }, code: 'INVALID_RATE', field: 'shortRate' },
  ])('$label → $code', ({ patch, code, field }) => {
    const e = engineErrorOf(() => breakEvenRefinancingRate({ ...example, ...patch }));
    expect(e.code).toBe(code);
    expect(e.field).toBe(field);
  });

  test('property: round trip — refinancing at r* reproduces the long path balance', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 50_000, max: 1_500_000 }),
        fc.double({ min: 0.01, max: 0.03, noNaN: true }),
        fc.constantFrom(5, 10, 15),
        fc.constantFrom(5, 10, 15),
        fc.double({ min: 0.005, max: 0.08, noNaN: true }),
        fc.double({ min: -0.02, max: 0.02, noNaN: true }),
        (loanAmount, repayment, shortYears, extra, shortRate, gap) => {
          const longRate = Math.max(0.005, shortRate + gap);
          const input = { loanAmount, repayment, shortYears, longYears: shortYears + extra, shortRate, longRate };
          const r = breakEvenRefinancingRate(input);
          if (r === null) {
            // Documented null cases: a path is already repaid (r* not unique) or r* outside [−10 %, 100 %].
            const a = commonInstallment(input);
            const afterShort = simulatePath(loanAmount, a, shortRate, shortYears * 12, shortRate, shortYears * 12);
            const target = longFixationBalance(input);
            const paidOff = Math.min(target, afterShort) === 0;
            const outside = refinancedBalance(input, -0.1) > target || refinancedBalance(input, 1) < target;
            expect(paidOff || outside).toBe(true);
            return;
          }
          expect(refinancedBalance(input, r)).toBeCloseTo(longFixationBalance(input), 3);
          // Cheaper short fixation ⇒ dearer break-even follow-up rate, and vice versa.
          if (shortRate < longRate) expect(r).toBeGreaterThanOrEqual(longRate - 1e-12);
          if (shortRate > longRate) expect(r).toBeLessThanOrEqual(longRate + 1e-12);
        },
      ),
    );
  });
});

describe('followUpRisk', () => {
  test.each([
    { label: '0 %: balance / months', balance: 120_000, months: 120, rate: 0, expected: 1_000 },
    // Textbook annuity: 100,000 at 6 % nominal (0.5 %/month) over 120 months = 1,110.21.
    { label: '6 % over 10 years', balance: 100_000, months: 120, rate: 0.06, expected: 1_110.21 },
    // 300,000 at 3 % over 30 years = 1,264.81.
    { label: '3 % over 30 years', balance: 300_000, months: 360, rate: 0.03, expected: 1_264.81 },
  ])('$label → $expected', ({ balance, months, rate, expected }) => {
    const [row] = followUpRisk({ balance, remainingMonths: months, rates: [rate] });
    expect(row?.installment).toBeCloseTo(expected, 2);
  });

  test('keeping the payoff date of 300k at 3.7 % + 2 % after 10 years (221 installments left)', () => {
    const rows = followUpRisk({
      balance: 227_527.99,
      remainingMonths: 341 - 120,
      rates: [0.037, 0.05, 0.07],
      currentInstallment: 1_425,
    });
    // Same rate: the level annuity is just below 1,425 (the original plan ends with a smaller last installment).
    expect(rows[0]!.installment).toBeLessThanOrEqual(1_425);
    expect(rows[0]!.installment).toBeGreaterThan(1_400);
    expect(rows[1]!.change!).toBeGreaterThan(100);
    expect(rows[2]!.installment).toBeGreaterThan(rows[1]!.installment);
    // The installment really repays the balance in 221 months.
    const b = simulatePath(227_527.99, rows[1]!.installment, 0.05, 0, 0.05, 220);
    expect(b * (1 + 0.05 / 12)).toBeCloseTo(rows[1]!.installment, 4);
  });

  test('no current installment → change null; zero balance → zero installment', () => {
    expect(followUpRisk({ balance: 0, remainingMonths: 12, rates: [0.04] })[0]).toEqual({
      rate: 0.04,
      installment: 0,
      impliedInitialRepayment: 0,
      change: null,
    });
  });

  test.each([
    { label: 'negative balance', input: { balance: -1, remainingMonths: 12, rates: [0.03] }, code: 'INVALID_BALANCE' },
    { label: 'zero months', input: { balance: 1, remainingMonths: 0, rates: [0.03] }, code: 'INVALID_TERM' },
    { label: 'NaN rate', input: { balance: 1, remainingMonths: 12, rates: [Number.NaN] }, code: 'INVALID_RATE' },
  ])('$label → $code', ({ input, code }) => {
    expect(engineErrorOf(() => followUpRisk(input)).code).toBe(code);
  });
});

describe('forwardFollowUpRate', () => {
  const curve = curveOn('2025-06-03');

  test.each([
    { label: 'today, 10y, no spread = 10y spot', fromYear: 0, fixationYears: 10, spread: 0, expected: spotRate(curve, 10) },
    { label: 'in 10y for 10y, no spread', fromYear: 10, fixationYears: 10, spread: 0, expected: annualForwardRate(curve, 10, 20) },
    { label: 'in 25y for 10y is cut at 30y', fromYear: 25, fixationYears: 10, spread: 0, expected: annualForwardRate(curve, 25, 30) },
    {
      label: 'in 10y for 5y with the model spread',
      fromYear: 10,
      fixationYears: 5,
      spread: undefined,
      expected: annualForwardRate(curve, 10, 15) + RATE_MODEL.spreadByFixation[5],
    },
  ])('$label', ({ fromYear, fixationYears, spread, expected }) => {
    const r = forwardFollowUpRate({ curve, model: RATE_MODEL, fromYear, fixationYears, ...(spread !== undefined ? { spread } : {}) });
    expect(r).toBeCloseTo(expected, 14);
  });

  test('surcharge is added; invalid fixation and start year are rejected', () => {
    const base = forwardFollowUpRate({ curve, model: RATE_MODEL, fromYear: 10, fixationYears: 10 });
    expect(forwardFollowUpRate({ curve, model: RATE_MODEL, fromYear: 10, fixationYears: 10, surcharge: 0.002 })).toBeCloseTo(base + 0.002, 14);
    expect(engineErrorOf(() => forwardFollowUpRate({ curve, model: RATE_MODEL, fromYear: 10, fixationYears: 8 })).code).toBe('INVALID_FIXATION');
    expect(engineErrorOf(() => forwardFollowUpRate({ curve, model: RATE_MODEL, fromYear: 30, fixationYears: 10 })).code).toBe(
      'INVALID_FORWARD_PERIOD',
    );
  });
});
