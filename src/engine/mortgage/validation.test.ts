import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  activeMortgageFields,
  isEmptyValue,
  isMortgageFormFilled,
  toNumber,
  validateMortgageInputs,
  type MortgageBounds,
  type MortgageFormValues,
  type ValidationOptions,
} from './validation';

const BOUNDS: MortgageBounds = {
  minPurchasePrice: 100_000,
  maxPurchasePrice: 10_000_000,
  maxCommission: 0.05,
  minSavings: 5_000,
  maxSavings: 449_000,
  minMonthlyPayment: 1_544,
  maxMonthlyPayment: 4_368,
  minPaymentPercentage: 0.0106,
  maxPaymentPercentage: 0.1,
  minInterestRate: 0.005,
  maxInterestRate: 0.15,
};

const VALID: MortgageFormValues = {
  purchasePrice: 425_000,
  savings: 80_000,
  monthlyPayment: 1_900,
  monthlyPaymentPercentage: 0.02,
  interestRate: 0.035,
  location: 'Berlin',
  realEstateCommission: 0,
};

const MANUAL_AMOUNT: ValidationOptions = { rateAutomatic: false, usePercentage: false };

describe('validateMortgageInputs (spec § 5)', () => {
  test('valid values → no errors', () => {
    expect(validateMortgageInputs(VALID, BOUNDS, MANUAL_AMOUNT)).toEqual({});
    expect(validateMortgageInputs(VALID, BOUNDS, { rateAutomatic: true, usePercentage: true })).toEqual({});
  });

  test.each([
    // required: empty, not zero
    { label: 'empty price', field: 'purchasePrice', value: '', expected: { code: 'REQUIRED', params: {} } },
    { label: 'null savings', field: 'savings', value: null, expected: { code: 'REQUIRED', params: {} } },
    { label: 'missing payment', field: 'monthlyPayment', value: undefined, expected: { code: 'REQUIRED', params: {} } },
    { label: 'blank commission', field: 'realEstateCommission', value: '  ', expected: { code: 'REQUIRED', params: {} } },
    { label: 'NaN interest', field: 'interestRate', value: Number.NaN, expected: { code: 'REQUIRED', params: {} } },
    { label: 'zero commission is a value', field: 'realEstateCommission', value: 0, expected: undefined },
    { label: 'zero price is a value (too low, not required)', field: 'purchasePrice', value: 0, expected: { code: 'PRICE_TOO_LOW', params: { min: 100_000 } } },
    { label: 'not a number', field: 'savings', value: 'abc', expected: { code: 'NOT_A_NUMBER', params: {} } },
    { label: 'object as price', field: 'purchasePrice', value: { a: 1 }, expected: { code: 'NOT_A_NUMBER', params: {} } },
    // location
    { label: 'empty location', field: 'location', value: '', expected: { code: 'LOCATION_REQUIRED', params: {} } },
    { label: 'null location', field: 'location', value: null, expected: { code: 'LOCATION_REQUIRED', params: {} } },
    // price
    { label: 'price 99,999', field: 'purchasePrice', value: 99_999, expected: { code: 'PRICE_TOO_LOW', params: { min: 100_000 } } },
    { label: 'price 100,000 (bound passes)', field: 'purchasePrice', value: 100_000, expected: undefined },
    { label: 'price 10,000,001', field: 'purchasePrice', value: 10_000_001, expected: { code: 'PRICE_TOO_HIGH', params: { max: 10_000_000 } } },
    { label: 'price as numeric string', field: 'purchasePrice', value: '425000', expected: undefined },
    // commission
    { label: 'commission 5.1 %', field: 'realEstateCommission', value: 0.051, expected: { code: 'COMMISSION_TOO_HIGH', params: { max: 0.05 } } },
    { label: 'commission 5 % (bound passes)', field: 'realEstateCommission', value: 0.05, expected: undefined },
    { label: 'commission with decimal comma', field: 'realEstateCommission', value: '0,0357', expected: undefined },
    // savings
    { label: 'savings 4,999', field: 'savings', value: 4_999, expected: { code: 'SAVINGS_TOO_LOW', params: { min: 5_000 } } },
    { label: 'savings 449,001', field: 'savings', value: 449_001, expected: { code: 'SAVINGS_TOO_HIGH', params: { max: 449_000 } } },
    // payment
    { label: 'payment 1,500', field: 'monthlyPayment', value: 1_500, expected: { code: 'PAYMENT_TOO_LOW', params: { min: 1_544 } } },
    { label: 'payment 5,000', field: 'monthlyPayment', value: 5_000, expected: { code: 'PAYMENT_TOO_HIGH', params: { max: 4_368 } } },
    // interest
    { label: 'interest 0.4 %', field: 'interestRate', value: 0.004, expected: { code: 'INTEREST_TOO_LOW', params: { min: 0.005 } } },
    { label: 'interest 16 %', field: 'interestRate', value: 0.16, expected: { code: 'INTEREST_TOO_HIGH', params: { max: 0.15 } } },
    { label: 'interest "0,035" with a decimal comma', field: 'interestRate', value: '0,035', expected: undefined },
  ] as const)('$label → $expected.code', ({ field, value, expected }) => {
    const errors = validateMortgageInputs({ ...VALID, [field]: value }, BOUNDS, MANUAL_AMOUNT);
    expect(errors[field]).toEqual(expected);
    // Only the field under test fails.
    expect(Object.keys(errors).filter((k) => k !== field)).toEqual([]);
  });

  test.each([
    { label: 'below', value: 0.01, fails: true },
    { label: 'above', value: 0.11, fails: true },
    { label: 'at the minimum', value: 0.0106, fails: false },
    { label: 'inside', value: 0.02, fails: false },
  ])('payment percentage $label → range error with both bounds: $fails', ({ value, fails }) => {
    const errors = validateMortgageInputs({ ...VALID, monthlyPaymentPercentage: value }, BOUNDS, { rateAutomatic: false, usePercentage: true });
    expect(errors.monthlyPaymentPercentage).toEqual(fails ? { code: 'PAYMENT_PERCENTAGE_RANGE', params: { min: 0.0106, max: 0.1 } } : undefined);
  });

  describe('the toggle: only one of monthlyPayment / monthlyPaymentPercentage counts', () => {
    test('amount mode ignores a bad percentage', () => {
      expect(validateMortgageInputs({ ...VALID, monthlyPaymentPercentage: '' }, BOUNDS, MANUAL_AMOUNT)).toEqual({});
      expect(validateMortgageInputs({ ...VALID, monthlyPaymentPercentage: 5 }, BOUNDS, MANUAL_AMOUNT)).toEqual({});
    });
    test('percentage mode ignores a bad amount', () => {
      const opts = { rateAutomatic: false, usePercentage: true };
      expect(validateMortgageInputs({ ...VALID, monthlyPayment: '' }, BOUNDS, opts)).toEqual({});
      expect(validateMortgageInputs({ ...VALID, monthlyPayment: 1 }, BOUNDS, opts)).toEqual({});
      expect(validateMortgageInputs({ ...VALID, monthlyPaymentPercentage: null }, BOUNDS, opts)).toEqual({
        monthlyPaymentPercentage: { code: 'REQUIRED', params: {} },
      });
    });
  });

  test('automatic rate: interest neither required nor bounded', () => {
    const opts = { rateAutomatic: true, usePercentage: false };
    expect(validateMortgageInputs({ ...VALID, interestRate: '' }, BOUNDS, opts)).toEqual({});
    expect(validateMortgageInputs({ ...VALID, interestRate: 0.9 }, BOUNDS, opts)).toEqual({});
  });

  test.each([
    { label: 'min savings 0 → negative savings pass', bounds: { ...BOUNDS, minSavings: 0 }, values: { savings: -100 } },
    { label: 'max savings 0 → any savings pass', bounds: { ...BOUNDS, maxSavings: 0 }, values: { savings: 5e9 } },
    { label: 'no payment bounds before the first calculation', bounds: { ...BOUNDS, minMonthlyPayment: 0, maxMonthlyPayment: 0 }, values: { monthlyPayment: 1 } },
    { label: 'negative bound disables the rule', bounds: { ...BOUNDS, maxCommission: -1 }, values: { realEstateCommission: 0.5 } },
    { label: 'missing bounds object', bounds: {}, values: { purchasePrice: 1, interestRate: 9 } },
  ])('bounds of zero or below are skipped: $label', ({ bounds, values }) => {
    expect(validateMortgageInputs({ ...VALID, ...values }, bounds, MANUAL_AMOUNT)).toEqual({});
  });

  test('several failing fields are all reported, one issue each', () => {
    const errors = validateMortgageInputs({ purchasePrice: 50_000, savings: '', location: '' }, BOUNDS, MANUAL_AMOUNT);
    expect(errors).toEqual({
      purchasePrice: { code: 'PRICE_TOO_LOW', params: { min: 100_000 } },
      savings: { code: 'REQUIRED', params: {} },
      location: { code: 'LOCATION_REQUIRED', params: {} },
      realEstateCommission: { code: 'REQUIRED', params: {} },
      monthlyPayment: { code: 'REQUIRED', params: {} },
      interestRate: { code: 'REQUIRED', params: {} },
    });
  });

  test('active fields follow the options', () => {
    expect(activeMortgageFields({ rateAutomatic: true, usePercentage: true })).toEqual([
      'purchasePrice',
      'location',
      'savings',
      'realEstateCommission',
      'monthlyPaymentPercentage',
    ]);
  });

  test('property: never throws and only returns known codes, for any JSON input', () => {
    const codes = new Set([
      'REQUIRED', 'NOT_A_NUMBER', 'LOCATION_REQUIRED', 'INTEREST_TOO_HIGH', 'INTEREST_TOO_LOW', 'PAYMENT_TOO_HIGH', 'PAYMENT_TOO_LOW',
      'PAYMENT_PERCENTAGE_RANGE', 'PRICE_TOO_HIGH', 'PRICE_TOO_LOW', 'COMMISSION_TOO_HIGH', 'SAVINGS_TOO_HIGH', 'SAVINGS_TOO_LOW',
    ]);
    const fieldValue = fc.oneof(fc.jsonValue(), fc.double(), fc.constant(undefined), fc.string());
    const values = fc.oneof(
      fc.jsonValue(),
      fc.record(
        {
          purchasePrice: fieldValue,
          savings: fieldValue,
          monthlyPayment: fieldValue,
          monthlyPaymentPercentage: fieldValue,
          interestRate: fieldValue,
          location: fieldValue,
          realEstateCommission: fieldValue,
        },
        { requiredKeys: [] },
      ),
    );
    const bounds = fc.oneof(fc.jsonValue(), fc.dictionary(fc.constantFrom(...Object.keys(BOUNDS)), fc.oneof(fc.double(), fc.jsonValue())));
    fc.assert(
      fc.property(values, bounds, fc.jsonValue(), (v, b, o) => {
        const errors = validateMortgageInputs(v as MortgageFormValues, b as unknown as MortgageBounds, o as unknown as ValidationOptions);
        for (const issue of Object.values(errors)) {
          expect(codes.has(issue.code)).toBe(true);
          for (const p of Object.values(issue.params)) expect(Number.isFinite(p)).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('helpers', () => {
  test.each([
    { value: 0, empty: false, number: 0 },
    { value: '', empty: true, number: null },
    { value: ' 3,5 ', empty: false, number: 3.5 },
    { value: '1e5', empty: false, number: null },
    { value: '-2.5', empty: false, number: -2.5 },
    { value: Infinity, empty: false, number: null },
    { value: true, empty: false, number: null },
  ])('$value → empty $empty, number $number', ({ value, empty, number }) => {
    expect(isEmptyValue(value)).toBe(empty);
    expect(toNumber(value)).toBe(number);
  });

  test.each([
    { label: 'all non-zero', values: { purchasePrice: 1, savings: 2, monthlyPayment: 3 }, filled: true },
    { label: 'savings zero', values: { purchasePrice: 1, savings: 0, monthlyPayment: 3 }, filled: false },
    { label: 'payment missing', values: { purchasePrice: 1, savings: 2 }, filled: false },
  ])('inputs filled (spec § 5): $label → $filled', ({ values, filled }) => {
    expect(isMortgageFormFilled(values)).toBe(filled);
  });
});
