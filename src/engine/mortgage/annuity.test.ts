import { describe, expect, test } from 'vitest';
import { balanceAfterMonths, fixedTermInstallment, monthlyInstallment, payoffMonths } from './annuity';

describe('annuity core (worked-examples.md)', () => {
  test.each([
    { label: 'dkm.de 100k 4 %+2 %', principal: 100_000, rate: 0.04, rep: 0.02, expected: 500 },
    { label: 'immotap 300k 3.5 %+2 %', principal: 300_000, rate: 0.035, rep: 0.02, expected: 1375 },
    { label: 'german-mortgage.de 320k 3.5 %+2 %', principal: 320_000, rate: 0.035, rep: 0.02, expected: 1467 },
  ])('$label → €$expected per month', ({ principal, rate, rep, expected }) => {
    expect(Math.round(monthlyInstallment(principal, rate, rep))).toBe(expected);
  });

  test('300k at 3.7 % + 2 %: balance after 120 installments and payoff', () => {
    const a = monthlyInstallment(300_000, 0.037, 0.02);
    expect(a).toBeCloseTo(1425, 6);
    expect(balanceAfterMonths(300_000, 0.037, a, 120)).toBeCloseTo(227_527.99, 2);
    expect(payoffMonths(300_000, 0.037, a)).toBe(341);
  });

  test('100k at 4 % + 2 %: balance after 120 installments and payoff', () => {
    const a = monthlyInstallment(100_000, 0.04, 0.02);
    expect(balanceAfterMonths(100_000, 0.04, a, 120)).toBeCloseTo(75_458.37, 2);
    expect(payoffMonths(100_000, 0.04, a)).toBe(331);
  });

  test('no payoff when the installment only covers interest', () => {
    expect(payoffMonths(100_000, 0.04, (100_000 * 0.04) / 12)).toBeNull();
  });
});

describe('fixedTermInstallment (level installment for a fixed term)', () => {
  test.each([
    // Textbook: 100,000 over 30 years at 6 % → 599.55 per month (standard amortisation tables).
    { label: 'textbook 100k, 6 %, 360 months', principal: 100_000, rate: 0.06, months: 360, expected: 599.55 },
    // 1,000 at 12 % (1 % a month) over a year: 10 / (1 − 1.01^−12) = 88.85.
    { label: '1k, 12 %, 12 months', principal: 1000, rate: 0.12, months: 12, expected: 88.85 },
    { label: 'zero rate is straight repayment', principal: 120_000, rate: 0, months: 120, expected: 1000 },
    { label: 'one month repays principal plus a month of interest', principal: 300_000, rate: 0.037, months: 1, expected: 300_925 },
    { label: 'nothing borrowed, nothing to pay', principal: 0, rate: 0.04, months: 240, expected: 0 },
    // The follow-up risk and recommendation cases: a remaining balance over the remaining months.
    { label: 'balance 227,527.99 over 221 months at 5.7 %', principal: 227_527.99, rate: 0.057, months: 221, expected: 1665.0 },
  ])('$label → €$expected', ({ principal, rate, months, expected }) => {
    expect(fixedTermInstallment(principal, rate, months)).toBeCloseTo(expected, 2);
  });

  test.each([
    { label: 'a low rate', principal: 250_000, rate: 0.001, months: 300 },
    { label: 'a usual rate', principal: 250_000, rate: 0.037, months: 300 },
    { label: 'a high rate', principal: 250_000, rate: 0.15, months: 300 },
    { label: 'a negative rate', principal: 250_000, rate: -0.005, months: 300 },
  ])('$label: the installment repays the loan exactly after the term', ({ principal, rate, months }) => {
    const a = fixedTermInstallment(principal, rate, months);
    const r = rate / 12;
    expect(a).toBeCloseTo((principal * r) / (1 - Math.pow(1 + r, -months)), 8);
    expect(balanceAfterMonths(principal, rate, a, months - 1)).toBeGreaterThan(0);
    expect(balanceAfterMonths(principal, rate, a, months)).toBeCloseTo(0, 6);
  });

  test.each([
    { label: 'a zero term', months: 0 },
    { label: 'a negative term', months: -12 },
    { label: 'no term (NaN)', months: Number.NaN },
  ])('rejects $label', ({ months }) => {
    expect(() => fixedTermInstallment(1000, 0.05, months)).toThrow(RangeError);
  });
});
