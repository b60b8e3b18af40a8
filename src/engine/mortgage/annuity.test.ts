import { describe, expect, test } from 'vitest';
import { balanceAfterMonths, monthlyInstallment, payoffMonths } from './annuity';

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
