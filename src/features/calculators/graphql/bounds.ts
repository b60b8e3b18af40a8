/**
 * Bounds of the calculators' GraphQL arguments: the calculator's own (src/engine/mortgage/defaults.ts
 * MORTGAGE_LIMITS, the min/max outputs of computeMortgageBounds, and validateMortgageInputs of
 * src/engine/mortgage/validation.ts, exactly as the calculator page applies them), so that the endpoint
 * refuses what the calculator refuses instead of answering with a silly figure (a monthly payment of 1e308
 * repaid in 0 months at "∞ %") or failing inside the engine.
 *
 * Every violation is OUT_OF_RANGE with field = the API's argument or input name and params
 * { min, max, value } (`reason`: the calculator's validation code where there is one); a list over its
 * length is OUT_OF_RANGE with params { maxItems, value: the length }.
 *
 * - price (fees), property_price (rates_table): the purchase price range 100,000–10,000,000 [SPEC § 9];
 * - loan_amount: the smallest loan (10,000) up to the largest one the calculator can produce for that
 *   price: the price plus the highest transfer tax, commission and notary fee, financed without savings;
 * - land_charge: 0 up to the largest loan of the highest price;
 * - repayment (rates_table): the initial repayment range 1–10 % of the calculator;
 * - calculate/chart inputs: the engine's static ranges, then the calculation's bounds for the monthly payment
 *   or the repayment percentage (whichever the toggle selects), the savings and the interest rate; the other
 *   one of payment and percentage only within the static range of the largest possible loan;
 * - years_fixed: at most one entry per fixation period (6); restricted_cities: at most the number of cities.
 */
import { CITIES } from '@/engine/geo/cities';
import { loanEstimate } from '@/engine/fees/purchase-costs';
import { monthlyInstallment } from '@/engine/mortgage/annuity';
import type { MortgageCalculation, MortgageInputs } from '@/engine/mortgage/calculator';
import { MORTGAGE_LIMITS } from '@/engine/mortgage/defaults';
import { validateMortgageInputs, type MortgageBounds, type MortgageField } from '@/engine/mortgage/validation';
import { FIXATION_YEARS } from '@/engine/rates/model';
import { apiError } from './errors';
import { mortgageFieldMap } from './inputs';

const L = MORTGAGE_LIMITS;

/** Rounded to cents (bounds shown to a client: 585,000, not 585,000.0000000001). */
function roundCents(euros: number): number {
  return Math.round(euros * 100) / 100;
}

export interface Range {
  min: number;
  max: number;
}

/** Loan ÷ price at most: price + the highest transfer tax, commission and notary fee, no savings (1.17). */
export const MAX_FINANCING_RATIO = Math.round(loanEstimate({ price: 1, cityTax: L.maxLocationTax, commissionRate: L.maxCommission, savings: 0 }) * 1e4) / 1e4;

/** The largest loan the calculator can produce (the highest price, financed with all its costs). */
export const MAX_LOAN_AMOUNT = roundCents(L.maxPurchasePrice * MAX_FINANCING_RATIO);

/** The largest monthly installment the calculator accepts for any loan (largest loan, highest rate and repayment). */
export const MAX_MONTHLY_PAYMENT = roundCents(monthlyInstallment(MAX_LOAN_AMOUNT, L.maxInterestRate, L.maxInitialRepayment));

export const PURCHASE_PRICE: Range = Object.freeze({ min: L.minPurchasePrice, max: L.maxPurchasePrice });

/** Amount arguments of the fee operations by name. */
export const AMOUNT_RANGES: Readonly<Record<string, Range>> = Object.freeze({
  price: PURCHASE_PRICE,
  land_charge: Object.freeze({ min: 0, max: MAX_LOAN_AMOUNT }),
});

/** The initial annual repayment of rates_table (fraction), the calculator's range. */
export const REPAYMENT: Range = Object.freeze({ min: L.minInitialRepayment, max: L.maxInitialRepayment });

/** Longest list arguments. */
export const MAX_LIST_ITEMS = Object.freeze({
  years_fixed: FIXATION_YEARS.length,
  restricted_cities: CITIES.length,
});

/** A number argument within its range (null/undefined: not given, nothing to check). */
export function checkRange(value: number | null | undefined, field: string, range: Range): void {
  if (value === null || value === undefined) return;
  if (!Number.isFinite(value) || value < range.min || value > range.max) {
    throw apiError('OUT_OF_RANGE', field, { min: range.min, max: range.max, value: Number.isFinite(value) ? value : null });
  }
}

/** Amount arguments of the fee operations (see AMOUNT_RANGES), in the order given. */
export function checkAmounts(args: Record<string, unknown>, names: readonly string[]): void {
  for (const name of names) {
    const value = args[name];
    const range = AMOUNT_RANGES[name];
    if (!range) throw new Error(`no range for amount ${name}`);
    checkRange(typeof value === 'number' ? value : null, name, range);
  }
}

/** A list argument of at most MAX_LIST_ITEMS[field] entries. */
export function checkListLength(list: readonly unknown[] | null | undefined, field: keyof typeof MAX_LIST_ITEMS): void {
  if (list && list.length > MAX_LIST_ITEMS[field]) throw apiError('OUT_OF_RANGE', field, { maxItems: MAX_LIST_ITEMS[field], value: list.length });
}

export interface RatesTableAmounts {
  loan_amount: number;
  property_price: number;
  repayment: number;
  years_fixed?: readonly number[] | null;
}

/** The amounts and lists of rates_table (fixation values are checked by the engine). */
export function checkRatesTableArgs(args: RatesTableAmounts): void {
  checkRange(args.property_price, 'property_price', PURCHASE_PRICE);
  checkRange(args.loan_amount, 'loan_amount', { min: L.minLoanAmount, max: roundCents(args.property_price * MAX_FINANCING_RATIO) });
  checkRange(args.repayment, 'repayment', REPAYMENT);
  checkListLength(args.years_fixed, 'years_fixed');
}

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
