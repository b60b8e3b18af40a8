import { describe, expect, test } from 'vitest';
import { DEFAULT_FORM, evaluateMortgageForm, formFromParams, formToParams, normalizeMoney, resolvePlace } from '@/features/calculators/mortgage-form';
import { marketOn } from '@/engine/rates/fixtures';

const DATE = '2026-11-21';
/** The engine's newest fixture curve with the published model (the site reads them from its database). */
const M = marketOn(DATE);

describe('normalizeMoney', () => {
  test.each([
    { label: 'German grouping', input: '425.000', expected: '425000' },
    { label: 'English grouping', input: '1,250,000', expected: '1250000' },
    { label: 'spaces', input: ' 425 000 ', expected: '425000' },
    { label: 'plain', input: '425000', expected: '425000' },
    { label: 'a decimal is not a grouping', input: '42.5', expected: '42.5' },
    { label: 'irregular groups stay as typed', input: '1.2345', expected: '1.2345' },
  ])('$label: "$input" → "$expected"', ({ input, expected }) => {
    expect(normalizeMoney(input)).toBe(expected);
  });
});

describe('form state in the URL', () => {
  test('missing keys take the spec defaults; unknown keys and bad enums are ignored', () => {
    const form = formFromParams(new URLSearchParams('fix=7&mode=weird&rateMode=x&evil=1'));
    expect(form).toEqual(DEFAULT_FORM);
  });

  test('a form survives the round trip through its URL', () => {
    const form = { ...DEFAULT_FORM, price: '500000', fix: 20 as const, loc: 'muenchen', mode: 'percent' as const, rateMode: 'manual' as const, rate: '3,9' };
    expect(formFromParams(formToParams(form))).toEqual(form);
  });

  test('over-long values are cut, so one request cannot carry megabytes into the engine', () => {
    expect(formFromParams({ price: '9'.repeat(10_000) }).price).toHaveLength(32);
  });
});

describe('evaluateMortgageForm (spec section 4 sequence)', () => {
  test('defaults: Berlin, 425,000, 80,000 savings → loan 379,000 at 1,900 a month, valid', () => {
    const e = evaluateMortgageForm(DEFAULT_FORM, DATE, M);
    expect(e.valid).toBe(true);
    expect(e.place?.taxRate).toBe(0.06);
    expect(e.calculation!.loanAmount).toBeCloseTo(379_000, 6);
    expect(e.calculation!.chosen.monthlyRate).toBe(1900);
  });

  test.each([
    { label: 'German decimal comma in the commission', patch: { commission: '3,57' }, loan: 425_000 * 1.1157 - 80_000 },
    { label: 'grouped price', patch: { price: '425.000' }, loan: 379_000 },
    { label: 'state instead of city', patch: { loc: 'BY' }, loan: 425_000 * 1.055 - 80_000 },
  ])('$label', ({ patch, loan }) => {
    const e = evaluateMortgageForm({ ...DEFAULT_FORM, ...patch }, DATE, M);
    expect(e.errors).toEqual({});
    expect(e.calculation!.loanAmount).toBeCloseTo(loan, 6);
  });

  test.each([
    { label: 'price below the minimum', patch: { price: '50000' }, field: 'purchasePrice', code: 'PRICE_TOO_LOW' },
    { label: 'price above the maximum', patch: { price: '20000000' }, field: 'purchasePrice', code: 'PRICE_TOO_HIGH' },
    { label: 'empty price', patch: { price: '' }, field: 'purchasePrice', code: 'REQUIRED' },
    { label: 'text as price', patch: { price: 'viel' }, field: 'purchasePrice', code: 'NOT_A_NUMBER' },
    { label: 'no location', patch: { loc: '' }, field: 'location', code: 'LOCATION_REQUIRED' },
    { label: 'unknown location', patch: { loc: 'atlantis' }, field: 'location', code: 'LOCATION_REQUIRED' },
    { label: 'commission above 5 %', patch: { commission: '7' }, field: 'realEstateCommission', code: 'COMMISSION_TOO_HIGH' },
    { label: 'payment too low', patch: { payment: '500' }, field: 'monthlyPayment', code: 'PAYMENT_TOO_LOW' },
    { label: 'manual rate too high', patch: { rateMode: 'manual' as const, rate: '20' }, field: 'interestRate', code: 'INTEREST_TOO_HIGH' },
    { label: 'manual rate empty', patch: { rateMode: 'manual' as const, rate: '' }, field: 'interestRate', code: 'REQUIRED' },
  ])('$label → $field $code, no result shown', ({ patch, field, code }) => {
    const e = evaluateMortgageForm({ ...DEFAULT_FORM, ...patch }, DATE, M);
    expect(e.valid).toBe(false);
    expect(e.errors[field as keyof typeof e.errors]?.code).toBe(code);
  });

  test('the other payment field does not count (toggle)', () => {
    expect(evaluateMortgageForm({ ...DEFAULT_FORM, repayment: 'x' }, DATE, M).valid).toBe(true);
    expect(evaluateMortgageForm({ ...DEFAULT_FORM, mode: 'percent', payment: 'x' }, DATE, M).valid).toBe(true);
  });

  test('age at payoff from the year of birth', () => {
    const e = evaluateMortgageForm({ ...DEFAULT_FORM, born: '1990' }, DATE, M);
    expect(e.payoffAge).toBe(e.calculation!.chosen.payoffDate!.year - 1990);
    expect(evaluateMortgageForm({ ...DEFAULT_FORM, born: '3000' }, DATE, M).payoffAge).toBeNull();
  });

  test('resolvePlace: transfer tax in force on the date (Saxony 3.5 % before 2023, 5.5 % since)', () => {
    expect(resolvePlace('leipzig', '2022-12-31')!.taxRate).toBe(0.035);
    expect(resolvePlace('leipzig', '2023-01-01')!.taxRate).toBe(0.055);
  });
});

describe('messages that never contradict themselves (issue 14)', () => {
  const cases = [
    { label: 'negative savings', patch: { savings: '-5' }, key: 'savings', code: 'SAVINGS_NEGATIVE' },
    { label: 'negative commission', patch: { commission: '-1' }, key: 'realEstateCommission', code: 'COMMISSION_NEGATIVE' },
    { label: 'commission above 5 %', patch: { commission: '7' }, key: 'realEstateCommission', code: 'COMMISSION_TOO_HIGH' },
    { label: 'payment 0', patch: { payment: '0' }, key: 'monthlyPayment', code: 'PAYMENT_NOT_POSITIVE' },
    { label: 'negative payment', patch: { payment: '-5' }, key: 'monthlyPayment', code: 'PAYMENT_NOT_POSITIVE' },
    { label: 'repayment 0 %', patch: { mode: 'percent' as const, repayment: '0' }, key: 'monthlyPaymentPercentage', code: 'REPAYMENT_NOT_POSITIVE' },
    { label: 'repayment 60 %', patch: { mode: 'percent' as const, repayment: '60' }, key: 'monthlyPaymentPercentage', code: 'REPAYMENT_TOO_HIGH' },
  ] as const;
  test.each(cases)('$label → $code', ({ patch, key, code }) => {
    const e = evaluateMortgageForm({ ...DEFAULT_FORM, ...patch }, DATE, M);
    expect(e.errors[key]?.code).toBe(code);
    expect(e.valid).toBe(false);
  });

  test.each([
    { label: 'empty', born: '', error: null, age: false },
    { label: 'plausible', born: '1990', error: null, age: true },
    { label: 'too old', born: '1800', error: 'BORN_RANGE', age: false },
    { label: 'a child', born: '2015', error: 'BORN_RANGE', age: false },
    { label: 'not a year', born: 'abc', error: 'BORN_RANGE', age: false },
    { label: 'two digits', born: '90', error: 'BORN_RANGE', age: false },
  ])('year of birth $label ("$born"): error $error, results stay', ({ born, error, age }) => {
    const e = evaluateMortgageForm({ ...DEFAULT_FORM, born }, DATE, M);
    expect(e.bornError?.code ?? null).toBe(error);
    if (error) expect(e.bornError!.params).toEqual({ min: 1926, max: 2008 });
    expect(e.valid).toBe(true);
    expect(e.payoffAge !== null).toBe(age);
  });
});

describe('a long term is shown as a warning, not refused (issue 24, point 5)', () => {
  // A peer's published example: 372,000 € at 0.98 % with 2 % initial repayment and 10 years fixed, repaid after 41 years.
  const form = { ...DEFAULT_FORM, price: '400000', savings: '50000', loc: 'muenchen', commission: '0', mode: 'percent' as const, repayment: '2', fix: 10 as const, rateMode: 'manual' as const, rate: '0,98' };

  test('the published case is valid, costs 923.80 € a month and carries the LONG_TERM warning', () => {
    const e = evaluateMortgageForm(form, DATE, M);
    expect(e.errors).toEqual({});
    expect(e.valid).toBe(true);
    expect(e.calculation!.loanAmount).toBeCloseTo(372_000, 6);
    expect(e.calculation!.chosen.monthlyRate).toBeCloseTo(923.8, 2);
    expect(e.termWarnings).toEqual([{ code: 'LONG_TERM', params: { years: 41, limit: 40 } }]);
  });

  test('with a year of birth, a payoff after the regular retirement age is a second warning', () => {
    const e = evaluateMortgageForm({ ...form, born: '1980' }, DATE, M);
    expect(e.valid).toBe(true);
    expect(e.termWarnings.map((w) => w.code)).toEqual(['LONG_TERM', 'PAID_OFF_AFTER_RETIREMENT']);
    expect(e.termWarnings[1]!.params).toEqual({ age: e.payoffAge, retirementAge: 67 });
  });

  test('the default case warns of nothing', () => {
    expect(evaluateMortgageForm(DEFAULT_FORM, DATE, M).termWarnings).toEqual([]);
  });
});
