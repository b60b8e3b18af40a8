import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { marketOn } from './fixtures';
import { mortgageRate } from './model';
import { addMonths } from '../year-month';
import { interestPaidOverMonths, ratesTable, type RatesTableInput } from './rates-table';
import { engineErrorOf } from '../test-helpers';

const START = { year: 2025, month: 1 };

/** Independent month-by-month simulation (end-of-month installments, last one smaller). */
function simulate(principal: number, rate: number, installment: number, months: number) {
  let balance = principal;
  let interest = 0;
  for (let k = 0; k < months && balance > 0; k++) {
    const i = (balance * rate) / 12;
    interest += i;
    balance = Math.max(0, balance + i - installment);
  }
  return { balance, interest };
}

/** The calibration day's curve with the published model parameters. */
const M = marketOn('2025-06-03');

describe('row checked by hand', () => {
  // 300,000 at 3.7 % + 2 %: 300,000 × 5.7 % / 12 = 1,425.00; balance after 120 installments 227,527.99;
  // paid off after 341 installments (worked-examples.md, derived checks).
  const [row] = ratesTable({
    market: M,
    loanAmount: 300_000,
    propertyPrice: 375_000,
    repayment: 0.02,
    yearsFixed: [10],
    chosenFixation: 10,
    startDate: START,
    rateOverride: 0.037,
  });

  test.each([
    { field: 'monthlyRate', expected: 1425.0 },
    { field: 'balanceAfterFixedYears', expected: 227_527.99 },
    { field: 'balanceAtChosenFixation', expected: 227_527.99 },
    // 120 × 1,425 − (300,000 − 227,527.99) = 171,000 − 72,472.01
    { field: 'interestPaid', expected: 98_527.99 },
    { field: 'impliedInitialRepayment', expected: 0.02 },
    { field: 'loanToValue', expected: 0.8 },
    { field: 'borrowingRate', expected: 0.037 },
  ] as const)('$field = $expected', ({ field, expected }) => {
    expect(row?.[field]).toBeCloseTo(expected, 2);
  });

  test('payoff after 341 installments: last one in May 2053 (Jan 2025 + 340 months)', () => {
    expect(row?.payoffMonths).toBe(341);
    expect(row?.fullRepaymentDate).toEqual({ year: 2053, month: 5 });
    expect(row?.fullRepaymentYear).toBe(2053);
  });

  test('effective rate (1 + 0.037/12)^12 − 1 = 3.76 %', () => {
    expect(row?.effectiveRate).toBeCloseTo(0.037634, 6);
    expect(Math.round((row?.effectiveRate ?? 0) * 10_000) / 100).toBe(3.76);
    expect(row?.rateSource).toBe('override');
    expect(row?.fixationYears).toBe(10);
  });
});

describe('worked example 100k at 4 % + 2 %', () => {
  test('balance 75,458.37 after 10 years, 331 installments', () => {
    const [row] = ratesTable({
    market: M,
      loanAmount: 100_000,
      propertyPrice: 200_000,
      repayment: 0.02,
      yearsFixed: [10],
      startDate: { year: 2026, month: 3 },
      rateOverride: 0.04,
    });
    expect(row?.monthlyRate).toBeCloseTo(500, 10);
    expect(row?.balanceAfterFixedYears).toBeCloseTo(75_458.37, 2);
    expect(row?.payoffMonths).toBe(331);
    expect(row?.fullRepaymentDate).toEqual(addMonths({ year: 2026, month: 3 }, 330)); // 2053-09
    expect(row?.fullRepaymentDate).toEqual({ year: 2053, month: 9 });
  });
});

describe('table from the model', () => {
  const input: RatesTableInput = { market: M, loanAmount: 300_000, propertyPrice: 375_000, repayment: 0.02, startDate: START };
  const rows = ratesTable(input);

  test('one row per fixation 5..30, rates from the model', () => {
    expect(rows.map((r) => r.fixationYears)).toEqual([5, 10, 15, 20, 25, 30]);
    for (const r of rows) {
      expect(r.rateSource).toBe('model');
      expect(r.borrowingRate).toBe(
        mortgageRate({ fixationYears: r.fixationYears, loanAmount: 300_000, propertyValue: 375_000, ...M }).rate,
      );
      expect(r.monthlyRate).toBeCloseTo((300_000 * (r.borrowingRate + 0.02)) / 12, 9);
    }
  });

  test('balanceAtChosenFixation uses the default chosen fixation of 10 years with each row\'s own rate', () => {
    const ten = rows.find((r) => r.fixationYears === 10);
    expect(ten?.balanceAtChosenFixation).toBeCloseTo(ten?.balanceAfterFixedYears ?? NaN, 9);
    for (const r of rows) {
      expect(r.balanceAtChosenFixation).toBeCloseTo(simulate(300_000, r.borrowingRate, r.monthlyRate, 120).balance, 4);
    }
  });

  test('per-fixation override map mixes override and model', () => {
    const mixed = ratesTable({ ...input, yearsFixed: [5, 10], rateOverride: { 10: 0.035 } });
    expect(mixed.map((r) => r.rateSource)).toEqual(['model', 'override']);
    expect(mixed[1]?.borrowingRate).toBe(0.035);
  });
});

describe('edge cases', () => {
  test('repayment 0: interest only, never repaid', () => {
    const [row] = ratesTable({
    market: M,
      loanAmount: 100_000,
      propertyPrice: 200_000,
      repayment: 0,
      yearsFixed: [10],
      startDate: START,
      rateOverride: 0.04,
    });
    expect(row?.payoffMonths).toBeNull();
    expect(row?.fullRepaymentDate).toBeNull();
    expect(row?.fullRepaymentYear).toBeNull();
    expect(row?.balanceAfterFixedYears).toBeCloseTo(100_000, 6);
    expect(row?.interestPaid).toBeCloseTo(40_000, 6);
  });

  test('loan repaid inside the fixed years: interest stops at payoff, balance 0', () => {
    const [row] = ratesTable({
    market: M,
      loanAmount: 100_000,
      propertyPrice: 200_000,
      repayment: 0.1,
      yearsFixed: [30],
      startDate: START,
      rateOverride: 0.03,
    });
    const sim = simulate(100_000, 0.03, row?.monthlyRate ?? NaN, 360);
    expect(row?.balanceAfterFixedYears).toBe(0);
    expect(row?.interestPaid).toBeCloseTo(sim.interest, 6);
    expect(row?.payoffMonths).toBeLessThan(360);
  });

  test('zero rate', () => {
    const [row] = ratesTable({
    market: M,
      loanAmount: 120_000,
      propertyPrice: 200_000,
      repayment: 0.05,
      yearsFixed: [10],
      startDate: START,
      rateOverride: 0,
    });
    expect(row?.monthlyRate).toBe(500);
    expect(row?.payoffMonths).toBe(240);
    expect(row?.interestPaid).toBe(0);
    expect(row?.effectiveRate).toBe(0);
    expect(row?.fullRepaymentDate).toEqual({ year: 2044, month: 12 });
  });
});

describe('input errors', () => {
  const base: RatesTableInput = { market: M, loanAmount: 300_000, propertyPrice: 375_000, repayment: 0.02, startDate: START };
  test.each([
    { label: 'fixation 12 in yearsFixed', patch: { yearsFixed: [10, 12] }, code: 'INVALID_FIXATION', field: 'yearsFixed' },
    { label: 'chosen fixation 7', patch: { chosenFixation: 7 }, code: 'INVALID_FIXATION', field: 'chosenFixation' },
    { label: 'month 13', patch: { startDate: { year: 2025, month: 13 } }, code: 'INVALID_START_DATE', field: 'startDate' },
    { label: 'fractional year', patch: { startDate: { year: 2025.5, month: 1 } }, code: 'INVALID_START_DATE', field: 'startDate' },
    { label: 'negative repayment', patch: { repayment: -0.01 }, code: 'INVALID_REPAYMENT', field: 'repayment' },
    { label: 'loan 0', patch: { loanAmount: 0 }, code: 'INVALID_LOAN_AMOUNT', field: 'loanAmount' },
    { label: 'price NaN', patch: { propertyPrice: Number.NaN }, code: 'INVALID_PROPERTY_VALUE', field: 'propertyPrice' },
    { label: 'override 3.7 (percent, not fraction)', patch: { rateOverride: 3.7 }, code: 'INVALID_RATE', field: 'rateOverride' },
  ])('$label → $code', ({ patch, code, field }) => {
    const e = engineErrorOf(() => ratesTable({ ...base, ...patch } as RatesTableInput));
    expect(e.code).toBe(code);
    expect(e.field).toBe(field);
  });
});

describe('properties', () => {
  const loan = fc.integer({ min: 20_000, max: 2_000_000 });
  const rate = fc.double({ min: 0.001, max: 0.1, noNaN: true });
  const repayment = fc.double({ min: 0.005, max: 0.1, noNaN: true });

  test('with the same rate, balance after the fixed years never rises with a longer fixation', () => {
    fc.assert(
      fc.property(loan, rate, repayment, (loanAmount, r, rep) => {
        const rows = ratesTable({
    market: M,
          loanAmount,
          propertyPrice: loanAmount,
          repayment: rep,
          startDate: START,
          rateOverride: r,
        });
        for (let k = 1; k < rows.length; k++) {
          const prev = rows[k - 1]!.balanceAfterFixedYears;
          const cur = rows[k]!.balanceAfterFixedYears;
          if (prev > 0) expect(cur).toBeLessThan(prev);
          else expect(cur).toBe(0);
        }
      }),
    );
  });

  test('interest paid matches a month-by-month simulation', () => {
    fc.assert(
      fc.property(loan, rate, repayment, fc.integer({ min: 1, max: 420 }), (loanAmount, r, rep, months) => {
        const a = (loanAmount * (r + rep)) / 12;
        const sim = simulate(loanAmount, r, a, months);
        expect(interestPaidOverMonths(loanAmount, r, a, months)).toBeCloseTo(sim.interest, 4);
      }),
    );
  });
});
