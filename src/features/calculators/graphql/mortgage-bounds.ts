/**
 * The calculation's bounds of the calculate and chart operations (the calculator's own, see src/graphql/bounds.ts).
 */
import type { MortgageCalculation, MortgageInputs } from '@/engine/mortgage/calculator';
import { validateMortgageInputs, type MortgageBounds, type MortgageField } from '@/engine/mortgage/validation';
import { apiError } from '@/lib/graphql/errors';
import { checkRange, MAX_MONTHLY_PAYMENT, type Range } from '@/lib/graphql/bounds';
import { mortgageFieldMap } from './inputs';

/** The bounds of each calculator field, for the error's params. */
function boundsOf(field: MortgageField, b: MortgageBounds): Partial<Range> {
  switch (field) {
    case 'purchasePrice':
      return { min: b.minPurchasePrice, max: b.maxPurchasePrice };
    case 'savings':
      return { min: b.minSavings, max: b.maxSavings };
    case 'monthlyPayment':
      return { min: b.minMonthlyPayment, max: b.maxMonthlyPayment };
    case 'monthlyPaymentPercentage':
      return { min: b.minPaymentPercentage, max: b.maxPaymentPercentage };
    case 'interestRate':
      return { min: b.minInterestRate, max: b.maxInterestRate };
    case 'realEstateCommission':
      return { min: 0, max: b.maxCommission };
    case 'location':
      return {};
  }
}

/** Calculator field → the engine field whose API name the error carries. */
const ENGINE_FIELD: Readonly<Record<MortgageField, string>> = {
  purchasePrice: 'purchasePrice',
  savings: 'savings',
  monthlyPayment: 'monthlyPayment',
  monthlyPaymentPercentage: 'monthlyPaymentPercentage',
  interestRate: 'interestRateOverride',
  realEstateCommission: 'realEstateCommission',
  location: 'locationTax',
};

/**
 * After the calculation, as the calculator page does (spec § 4: calculate, store min/max, validate): the
 * inputs against the calculation's bounds (validateMortgageInputs). Also the figure the toggle does not use
 * stays within the static range of the largest possible loan, so that no input is echoed as a silly value.
 */
export function checkMortgageBounds(inputs: MortgageInputs, calculation: MortgageCalculation): void {
  checkRange(inputs.usePaymentPercentage ? inputs.monthlyPayment : null, mortgageFieldMap('monthlyPayment'), { min: 0, max: MAX_MONTHLY_PAYMENT });
  const values: Record<MortgageField, unknown> = {
    purchasePrice: inputs.purchasePrice,
    savings: inputs.savings,
    monthlyPayment: inputs.monthlyPayment,
    monthlyPaymentPercentage: inputs.monthlyPaymentPercentage,
    interestRate: inputs.interestRateOverride ?? '',
    // The location tax stands for the location (its range is the engine's).
    location: 'given',
    realEstateCommission: inputs.realEstateCommission,
  };
  const errors = validateMortgageInputs(values, calculation.bounds, {
    rateAutomatic: inputs.interestRateOverride === null || inputs.interestRateOverride === undefined,
    usePercentage: inputs.usePaymentPercentage,
  });
  const [field, issue] = (Object.entries(errors) as [MortgageField, NonNullable<(typeof errors)[MortgageField]>][])[0] ?? [];
  if (!field || !issue) return;
  const value = values[field];
  throw apiError('OUT_OF_RANGE', mortgageFieldMap(ENGINE_FIELD[field]), {
    ...boundsOf(field, calculation.bounds),
    value: typeof value === 'number' ? value : null,
    reason: issue.code,
  });
}
