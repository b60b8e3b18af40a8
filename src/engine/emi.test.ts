import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { emi } from './emi';
import { balanceAfterMonths, fixedTermInstallment, payoffMonths } from './mortgage/annuity';
import { amortizationSchedule } from './mortgage/schedule';

describe('EMI (standard annuity formula)', () => {
  test.each([
    // Textbook check: 100,000 over 30 years at 6 % → 599.55 per month (standard amortisation tables).
    { label: 'textbook 100k, 6 %, 360 months', principal: 100_000, rate: 0.06, n: 360, installment: 599.55, interest: 115_838.19 },
    // Derived: same loan at 0 % is straight repayment.
    { label: 'zero rate 120k, 120 months', principal: 120_000, rate: 0, n: 120, installment: 1000, interest: 0 },
    // Derived: a one-month term repays principal plus one month of interest (300,000 × 0.037 / 12 = 925).
    { label: 'derived 300k, 3.7 %, 1 month', principal: 300_000, rate: 0.037, n: 1, installment: 300_925, interest: 925 },
  ])('$label → €$installment per month, €$interest interest', ({ principal, rate, n, installment, interest }) => {
    const r = emi({ principal, annualRate: rate, termMonths: n });
    expect(r.installment).toBeCloseTo(installment, 2);
    expect(r.totalInterest).toBeCloseTo(interest, 0);
    expect(r.totalPayment).toBeCloseTo(r.installment * n, 9);
  });

  test('worked example 300k at 3.7 %+2 % (1,425/month, paid off after 341): EMI(341) ≤ 1,425 < EMI(340)', () => {
    const a341 = fixedTermInstallment(300_000, 0.037, 341);
    expect(a341).toBeLessThanOrEqual(1425);
    expect(fixedTermInstallment(300_000, 0.037, 340)).toBeGreaterThan(1425);
    expect(payoffMonths(300_000, 0.037, a341)).toBe(341);
  });

  test('rejects a non-positive term', () => {
    expect(() => fixedTermInstallment(1000, 0.05, 0)).toThrow(RangeError);
  });
});

describe('EMI properties (fast-check)', () => {
  const arb = fc.record({
    principal: fc.double({ min: 1000, max: 2_000_000, noNaN: true }),
    annualRate: fc.integer({ min: 0, max: 2000 }).map((bp) => bp / 10_000),
    termMonths: fc.integer({ min: 1, max: 480 }),
  });

  test('EMI × n ≥ principal, total interest ≥ 0', () => {
    fc.assert(fc.property(arb, (inp) => {
      const r = emi(inp);
      expect(r.installment * inp.termMonths).toBeGreaterThanOrEqual(inp.principal * (1 - 1e-12));
      expect(r.totalInterest).toBeGreaterThanOrEqual(-1e-9 * inp.principal);
    }));
  });

  test('the loan is repaid exactly after n installments', () => {
    fc.assert(fc.property(arb, (inp) => {
      const a = fixedTermInstallment(inp.principal, inp.annualRate, inp.termMonths);
      expect(balanceAfterMonths(inp.principal, inp.annualRate, a, inp.termMonths - 1)).toBeGreaterThan(0);
      const rows = amortizationSchedule({ principal: inp.principal, annualRate: inp.annualRate, installment: a, maxMonths: inp.termMonths + 5 });
      expect(rows).toHaveLength(inp.termMonths);
      expect(rows[rows.length - 1]!.balance).toBe(0);
    }));
  });
});
