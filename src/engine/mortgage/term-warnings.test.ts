import { describe, expect, test } from 'vitest';
import { calculateMortgage, computeMortgageBounds } from './calculator';
import { validateMortgageInputs } from './validation';
import { mortgageTermWarnings } from './term-warnings';
import { marketOn } from '../rates/fixtures';

describe('a long term is a warning, not a refusal (issue 24, point 5)', () => {
  // A peer's published example: 372,000 € at 0.98 % with 2 % initial repayment, 10-year fixation, repaid after 41 years.
  const DATE = '2026-01-15';
  const loan = 372_000;
  const payment = (loan * (0.0098 + 0.02)) / 12;

  test('the published case is calculated: repaid after 41 years, with the LONG_TERM warning', () => {
    const bounds = computeMortgageBounds({ purchasePrice: 400_000, locationTax: 0, realEstateCommission: 0, loanAmount: loan, interestRate: 0.0098 });
    expect(bounds.minMonthlyPayment).toBeCloseTo((loan * 0.0198) / 12, 8); // 1 % initial repayment
    expect(payment).toBeGreaterThan(bounds.minMonthlyPayment);
    expect(validateMortgageInputs({ purchasePrice: 400_000, savings: 60_000, monthlyPayment: payment, location: 'BY', realEstateCommission: 0, interestRate: 0.98 }, bounds, { rateAutomatic: false, usePercentage: false }).monthlyPayment).toBeUndefined();

    const c = calculateMortgage(
      { purchasePrice: loan, savings: loan * 0.02, locationTax: 0, realEstateCommission: 0, monthlyPayment: payment, monthlyPaymentPercentage: 0.02, usePaymentPercentage: false, fixationYears: 10, interestRateOverride: 0.0098 },
      { date: DATE, market: marketOn(DATE) },
    );
    expect(c.loanAmount).toBeCloseTo(loan, 6); // the notary's 2 % paid from savings
    expect(Math.ceil(c.chosen.payoffMonths! / 12)).toBe(41);
    expect(mortgageTermWarnings(c.chosen.payoffMonths, c.chosen.payoffDate, null)).toEqual([{ code: 'LONG_TERM', params: { years: 41, limit: 40 } }]);
  });

  test('40 years or less: no warning; after the Regelaltersgrenze: a warning with both ages', () => {
    expect(mortgageTermWarnings(480, { year: 2065, month: 6 }, null)).toEqual([]);
    expect(mortgageTermWarnings(300, { year: 2050, month: 6 }, 1990)).toEqual([]); // 60 < 67
    expect(mortgageTermWarnings(300, { year: 2058, month: 6 }, 1990)).toEqual([{ code: 'PAID_OFF_AFTER_RETIREMENT', params: { age: 68, retirementAge: 67 } }]);
    // Born 1960: Regelaltersgrenze 66 years and 4 months → 66 in whole years.
    expect(mortgageTermWarnings(300, { year: 2027, month: 1 }, 1960)).toEqual([{ code: 'PAID_OFF_AFTER_RETIREMENT', params: { age: 67, retirementAge: 66 } }]);
  });
});
