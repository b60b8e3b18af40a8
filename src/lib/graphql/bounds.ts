/**
 * Bounds of the query endpoint's amount and list arguments, shared by the features' operations: the calculator's own (src/engine/mortgage/defaults.ts
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
 * rates_table's check is in src/features/rates/graphql/resolvers.ts, the calculation's bounds of calculate and
 * chart in src/features/calculators/graphql/mortgage-bounds.ts.
 */
import { CITIES } from '@/engine/geo/cities';
import { loanEstimate } from '@/engine/fees/purchase-costs';
import { monthlyInstallment } from '@/engine/mortgage/annuity';
import { MORTGAGE_LIMITS } from '@/engine/mortgage/defaults';
import { FIXATION_YEARS } from '@/engine/rates/model';
import { apiError } from './errors';

const L = MORTGAGE_LIMITS;

/** Rounded to cents (bounds shown to a client: 585,000, not 585,000.0000000001). */
export function roundCents(euros: number): number {
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
