/**
 * Validation of the mortgage calculator form (product spec § 5 "Mortgage calculator").
 *
 * Pure functions that return codes with parameters; the UI translates them (never English text here).
 *
 * Rules, in the order they are checked per field (the first failing rule is reported):
 * 1. REQUIRED fires for an empty value (undefined, null, '', whitespace, NaN). Zero is NOT empty.
 *    For `location` the code is LOCATION_REQUIRED ('Please, choose a location').
 * 2. NOT_A_NUMBER: a non-empty value that is neither a finite number nor a numeric string (a comma is
 *    accepted as the decimal mark). Not in the spec, which only has number fields; added so that callers
 *    other than the form (API, stored state) cannot slip garbage past the rules.
 * 3. The bound rules apply only when a numeric value is present AND the bound is above zero (spec § 5);
 *    a value equal to a bound passes:
 *    - interestRate: INTEREST_TOO_LOW {min} / INTEREST_TOO_HIGH {max}; skipped entirely (not even required)
 *      when the rate is automatic (disabled field).
 *    - monthlyPayment: PAYMENT_TOO_LOW {min} / PAYMENT_TOO_HIGH {max}        } only the one selected by the
 *    - monthlyPaymentPercentage: PAYMENT_PERCENTAGE_RANGE {min, max}        } toggle (`usePercentage`) counts
 *    - purchasePrice: PRICE_TOO_LOW {min} / PRICE_TOO_HIGH {max}
 *    - realEstateCommission: COMMISSION_TOO_HIGH {max}
 *    - savings: SAVINGS_TOO_LOW {min} / SAVINGS_TOO_HIGH {max}
 *
 * Units: the same as the calculation inputs (./calculator.ts): money in euros, every rate and percentage as
 * a FRACTION (interest 0.035, commission 0.0357, repayment percentage 0.02). Bounds are fractions too, so a
 * message can format `params` with a percent formatter (which multiplies by 100) — spec § 5: "bounds
 * fractions times 100".
 *
 * The result only holds the failing fields; an empty object means valid (errors are cleared when all
 * rules pass). The function never throws, whatever it is given.
 */

export type MortgageField =
  | 'purchasePrice'
  | 'savings'
  | 'monthlyPayment'
  | 'monthlyPaymentPercentage'
  | 'interestRate'
  | 'location'
  | 'realEstateCommission';

export type MortgageValidationCode =
  | 'REQUIRED'
  | 'NOT_A_NUMBER'
  | 'LOCATION_REQUIRED'
  | 'INTEREST_TOO_HIGH'
  | 'INTEREST_TOO_LOW'
  | 'PAYMENT_TOO_HIGH'
  | 'PAYMENT_TOO_LOW'
  | 'PAYMENT_PERCENTAGE_RANGE'
  | 'PRICE_TOO_HIGH'
  | 'PRICE_TOO_LOW'
  | 'COMMISSION_TOO_HIGH'
  | 'SAVINGS_TOO_HIGH'
  | 'SAVINGS_TOO_LOW';

export interface ValidationIssue {
  code: MortgageValidationCode;
  params: Record<string, number>;
}

export type MortgageValidationErrors = Partial<Record<MortgageField, ValidationIssue>>;

/** Form values as typed (numbers or numeric strings; location a non-empty string or object). */
export type MortgageFormValues = Partial<Record<MortgageField, unknown>>;

/**
 * Bounds to validate against (euros; rates as fractions). A missing or non-positive bound disables its
 * rule. Produced by computeMortgageBounds in ./calculator.ts (the calculation's min/max outputs).
 */
export interface MortgageBounds {
  minPurchasePrice: number;
  maxPurchasePrice: number;
  maxCommission: number;
  minSavings: number;
  maxSavings: number;
  minMonthlyPayment: number;
  maxMonthlyPayment: number;
  minPaymentPercentage: number;
  maxPaymentPercentage: number;
  minInterestRate: number;
  maxInterestRate: number;
}

export interface ValidationOptions {
  /** The interest rate comes from the model/offers (field disabled): the interestRate rules are skipped. */
  rateAutomatic: boolean;
  /** Toggle: true = monthlyPaymentPercentage counts, false = monthlyPayment counts. */
  usePercentage: boolean;
}

/** Empty in the sense of spec § 5: no value at all; 0 is a value. */
export function isEmptyValue(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (typeof value === 'number' && Number.isNaN(value))
  );
}

/**
 * Numeric value of a form entry: a finite number, or a string such as "1234.5", "1234,5" or " 3,5 ".
 * Returns null for anything else (including grouped strings like "1.234,5", which number inputs never send).
 */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const t = value.trim();
  if (!/^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/.test(t)) return null;
  const n = Number(t.replace(',', '.'));
  return Number.isFinite(n) ? n : null;
}

/** A bound is active when it is a finite number above zero. */
function bound(bounds: unknown, key: keyof MortgageBounds): number | null {
  if (typeof bounds !== 'object' || bounds === null) return null;
  const v = (bounds as Record<string, unknown>)[key];
  return typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : null;
}

type Rule = (n: number, bounds: unknown) => ValidationIssue | null;

function tooLow(key: keyof MortgageBounds, code: MortgageValidationCode): Rule {
  return (n, bounds) => {
    const min = bound(bounds, key);
    return min !== null && n < min ? { code, params: { min } } : null;
  };
}

function tooHigh(key: keyof MortgageBounds, code: MortgageValidationCode): Rule {
  return (n, bounds) => {
    const max = bound(bounds, key);
    return max !== null && n > max ? { code, params: { max } } : null;
  };
}

const percentageRange: Rule = (n, bounds) => {
  const min = bound(bounds, 'minPaymentPercentage');
  const max = bound(bounds, 'maxPaymentPercentage');
  if ((min !== null && n < min) || (max !== null && n > max)) {
    // Both ends are shown in the message; a disabled end is reported as 0.
    return { code: 'PAYMENT_PERCENTAGE_RANGE', params: { min: min ?? 0, max: max ?? 0 } };
  }
  return null;
};

const NUMERIC_RULES: Readonly<Record<Exclude<MortgageField, 'location'>, readonly Rule[]>> = {
  purchasePrice: [tooLow('minPurchasePrice', 'PRICE_TOO_LOW'), tooHigh('maxPurchasePrice', 'PRICE_TOO_HIGH')],
  savings: [tooLow('minSavings', 'SAVINGS_TOO_LOW'), tooHigh('maxSavings', 'SAVINGS_TOO_HIGH')],
  monthlyPayment: [tooLow('minMonthlyPayment', 'PAYMENT_TOO_LOW'), tooHigh('maxMonthlyPayment', 'PAYMENT_TOO_HIGH')],
  monthlyPaymentPercentage: [percentageRange],
  interestRate: [tooLow('minInterestRate', 'INTEREST_TOO_LOW'), tooHigh('maxInterestRate', 'INTEREST_TOO_HIGH')],
  realEstateCommission: [tooHigh('maxCommission', 'COMMISSION_TOO_HIGH')],
};

function checkNumeric(field: Exclude<MortgageField, 'location'>, value: unknown, bounds: unknown): ValidationIssue | null {
  if (isEmptyValue(value)) return { code: 'REQUIRED', params: {} };
  const n = toNumber(value);
  if (n === null) return { code: 'NOT_A_NUMBER', params: {} };
  for (const rule of NUMERIC_RULES[field]) {
    const issue = rule(n, bounds);
    if (issue) return issue;
  }
  return null;
}

/** The fields that count for the given options, in display order. */
export function activeMortgageFields(options: ValidationOptions): MortgageField[] {
  const fields: MortgageField[] = ['purchasePrice', 'location', 'savings', 'realEstateCommission'];
  fields.push(options.usePercentage ? 'monthlyPaymentPercentage' : 'monthlyPayment');
  if (!options.rateAutomatic) fields.push('interestRate');
  return fields;
}

/**
 * Validates the calculator form (see the file comment for the rules). Never throws: non-object `values`
 * count as all empty, a non-object `bounds` disables every bound rule, and non-boolean options are read as
 * `rateAutomatic: false`, `usePercentage: false`.
 */
export function validateMortgageInputs(values: MortgageFormValues, bounds: MortgageBounds | Partial<MortgageBounds>, options: ValidationOptions): MortgageValidationErrors {
  const v: Record<string, unknown> = typeof values === 'object' && values !== null ? (values as Record<string, unknown>) : {};
  const opts = typeof options === 'object' && options !== null ? (options as unknown as Partial<Record<string, unknown>>) : {};
  const active = activeMortgageFields({ rateAutomatic: opts.rateAutomatic === true, usePercentage: opts.usePercentage === true });
  const errors: MortgageValidationErrors = {};
  for (const field of active) {
    const value = Object.prototype.hasOwnProperty.call(v, field) ? v[field] : undefined;
    let issue: ValidationIssue | null;
    if (field === 'location') {
      issue = isEmptyValue(value) ? { code: 'LOCATION_REQUIRED', params: {} } : null;
    } else {
      issue = checkNumeric(field, value, bounds);
    }
    if (issue) errors[field] = issue;
  }
  return errors;
}

/** Spec § 5: the inputs count as filled when purchasePrice, savings and monthlyPayment are all non-zero. */
export function isMortgageFormFilled(values: MortgageFormValues): boolean {
  const v: Record<string, unknown> = typeof values === 'object' && values !== null ? (values as Record<string, unknown>) : {};
  return (['purchasePrice', 'savings', 'monthlyPayment'] as const).every((f) => {
    const n = toNumber(v[f]);
    return n !== null && n !== 0;
  });
}
