/**
 * The home page's building blocks: the small calculator's form (price, savings, place → the mortgage
 * calculator's form with its defaults, payment from the default repayment rate) and the standard case of
 * today's model rates (the rates overview page's default inputs).
 */
import { describe, expect, test } from 'vitest';
import { marketOn } from '@/engine/rates/fixtures';
import { FIXATION_YEARS } from '@/engine/rates/model';
import { ratesTable } from '@/engine/rates/rates-table';
import { monthAfter } from '@/engine/year-month';
import { DEFAULT_FORM, evaluateMortgageForm, formFromParams } from '@/features/calculators/mortgage-form';
import { fullCalculatorQuery, homeCalculatorQuery } from '@/features/home/home-calculator';
import { RATES_DEFAULTS, ratesLoan } from '@/features/rates/rates-query';
import { standardCaseRates } from '@/features/rates/standard-case';

const DATE = '2026-11-21';
const M = marketOn(DATE);

describe('homeCalculatorQuery', () => {
  test('without a query: the calculator defaults, payment by the default repayment rate, not submitted', () => {
    const { form, submitted } = homeCalculatorQuery({});
    expect(submitted).toBe(false);
    expect(form).toEqual({ ...DEFAULT_FORM, mode: 'percent' });
    const e = evaluateMortgageForm(form, DATE, M);
    expect(e.valid).toBe(true);
    // Not the default monthly amount (1,900): the payment follows from the loan and the model rate.
    expect(e.calculation!.chosen.monthlyRate).not.toBe(Number(DEFAULT_FORM.payment));
    expect(e.calculation!.chosen.repaymentRate).toBeCloseTo(0.02, 6);
  });

  test('price, savings and place are taken as typed; other parameters cannot change the defaults', () => {
    const { form, submitted } = homeCalculatorQuery(new URLSearchParams('price=500.000&savings=120000&loc=BY&fix=30&mode=amount&commission=9'));
    expect(submitted).toBe(true);
    expect(form).toEqual({ ...DEFAULT_FORM, mode: 'percent', price: '500.000', savings: '120000', loc: 'BY' });
  });

  test('the full calculator opened with its query computes the same monthly payment', () => {
    const { form } = homeCalculatorQuery({ price: '610000', savings: '95000', loc: 'muenchen' });
    const full = formFromParams(new URLSearchParams(fullCalculatorQuery(form)));
    expect(full).toEqual(form);
    const home = evaluateMortgageForm(form, DATE, M);
    expect(home.valid).toBe(true);
    expect(evaluateMortgageForm(full, DATE, M).calculation!.chosen.monthlyRate).toBe(home.calculation!.chosen.monthlyRate);
  });

  test('bad input gives the calculator’s field errors, never throws', () => {
    const e = evaluateMortgageForm(homeCalculatorQuery({ price: '50', savings: 'abc', loc: 'atlantis' }).form, DATE, M);
    expect(e.valid).toBe(false);
    expect(e.errors.savings?.code).toBe('NOT_A_NUMBER');
    expect(homeCalculatorQuery({ price: ['1', '2'], savings: '9'.repeat(1000) }).form.savings).toHaveLength(32);
  });
});

describe('standardCaseRates', () => {
  test('the rates overview page’s default case in Berlin: six fixations, the engine’s rates for its loan', () => {
    const s = standardCaseRates(DATE, M);
    const loan = ratesLoan({ price: RATES_DEFAULTS.price, state: 'BE', commission: 'with', savings: RATES_DEFAULTS.savings, date: DATE });
    expect(s.loan).toEqual(loan);
    expect(s.loanToValue).toBeCloseTo(loan.loanAmount / RATES_DEFAULTS.price, 10);
    expect(s.table.curveDate).toBe(M.curve.date);
    const expected = ratesTable({ loanAmount: loan.loanAmount, propertyPrice: RATES_DEFAULTS.price, repayment: RATES_DEFAULTS.repayment / 100, yearsFixed: FIXATION_YEARS, startDate: monthAfter(DATE), market: M });
    expect(s.table.rows.map((r) => [r.fixationYears, r.borrowingRate])).toEqual(expected.map((r) => [r.fixationYears, r.borrowingRate]));
    expect(s.table.rows.map((r) => r.fixationYears)).toEqual([5, 10, 15, 20, 25, 30]);
  });
});
