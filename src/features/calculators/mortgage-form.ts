/**
 * The mortgage calculator's form state: what the visitor typed (percentages in percent), its URL encoding
 * (shareable, and the no-JavaScript form submits exactly these names), and its evaluation with the engine.
 * Pure: runs on the server (page render, PDF, CSV) and in the browser (instant recalculation).
 */
import type { RateMarket } from '@/engine/rates/market';
import { EngineInputError } from '@/engine/errors';
import { calculateMortgage, type MortgageCalculation } from '@/engine/mortgage/calculator';
import { mortgageTermWarnings, type MortgageTermWarning } from '@/engine/mortgage/term-warnings';
import {
  CALCULATOR_FIXATION_YEARS,
  MORTGAGE_CALCULATOR_DEFAULTS as D,
  MORTGAGE_LIMITS,
  type CalculatorFixationYears,
} from '@/engine/mortgage/defaults';
import {
  toNumber,
  validateMortgageInputs,
  type MortgageField,
} from '@/engine/mortgage/validation';
import { transferTaxRate } from '@/engine/fees/transfer-tax';
import { STATE_CODES, type StateCode } from '@/engine/geo/regions';
import { CITIES, type City } from '@/engine/geo/cities';
import { normalizeMoney } from '@/lib/numbers';
import { searchParam } from '@/lib/search-params';

export { normalizeMoney };

export interface MortgageForm {
  /** Purchase price, euros. */
  price: string;
  /** Savings (equity), euros. */
  savings: string;
  /** Monthly installment, euros (counts when mode = amount). */
  payment: string;
  /** Initial annual repayment in percent (counts when mode = percent). */
  repayment: string;
  mode: 'amount' | 'percent';
  fix: CalculatorFixationYears;
  /** State code (e.g. "BY") or city id (e.g. "muenchen"). */
  loc: string;
  /** Buyer commission in percent. */
  commission: string;
  /** automatic = model (or offer) rate; manual = the rate below. */
  rateMode: 'auto' | 'manual';
  /** Manual nominal rate in percent (counts when rateMode = manual). */
  rate: string;
  /** Year of birth (optional) for the age at payoff. */
  born: string;
}

export const FORM_KEYS = ['price', 'savings', 'payment', 'repayment', 'mode', 'fix', 'loc', 'commission', 'rateMode', 'rate', 'born'] as const;

/** The form field (URL parameter) of each engine field: where a field's error is shown and reported. */
export const FORM_KEY_OF_FIELD: Readonly<Record<MortgageField, keyof MortgageForm>> = {
  purchasePrice: 'price',
  savings: 'savings',
  monthlyPayment: 'payment',
  monthlyPaymentPercentage: 'repayment',
  interestRate: 'rate',
  location: 'loc',
  realEstateCommission: 'commission',
};

export const DEFAULT_FORM: Readonly<MortgageForm> = Object.freeze({
  price: String(D.purchasePrice),
  savings: String(D.savings),
  payment: String(D.monthlyPayment),
  repayment: String(D.monthlyPaymentPercentage),
  mode: D.usePaymentPercentage ? 'percent' : 'amount',
  fix: D.fixedInterestPeriod,
  loc: 'berlin',
  commission: String(D.realEstateCommission),
  rateMode: 'auto',
  rate: '',
  born: '',
});

type ParamSource = URLSearchParams | Record<string, string | string[] | undefined>;

/** Strings longer than this are cut: a form value never needs more, and it bounds the work per request. */
const MAX_LENGTH = 32;

/** Form state from URL parameters: unknown keys ignored, missing keys take the defaults, never throws. */
export function formFromParams(source: ParamSource): MortgageForm {
  const text = (key: keyof MortgageForm) => {
    const v = searchParam(source, key);
    return v === undefined ? (DEFAULT_FORM[key] as string) : v.slice(0, MAX_LENGTH);
  };
  const fixRaw = Number(searchParam(source, 'fix'));
  const mode = searchParam(source, 'mode');
  const rateMode = searchParam(source, 'rateMode');
  return {
    price: text('price'),
    savings: text('savings'),
    payment: text('payment'),
    repayment: text('repayment'),
    mode: mode === 'percent' || mode === 'amount' ? mode : DEFAULT_FORM.mode,
    fix: (CALCULATOR_FIXATION_YEARS as readonly number[]).includes(fixRaw) ? (fixRaw as CalculatorFixationYears) : DEFAULT_FORM.fix,
    loc: text('loc'),
    commission: text('commission'),
    rateMode: rateMode === 'manual' || rateMode === 'auto' ? rateMode : DEFAULT_FORM.rateMode,
    rate: text('rate'),
    born: text('born'),
  };
}

/** URL parameters of a form state (all keys, so that a shared link reproduces the result exactly). */
export function formToParams(form: MortgageForm): URLSearchParams {
  const p = new URLSearchParams();
  // Amounts as plain numbers ("425.000" typed → 425000): one address for the same inputs in both languages.
  for (const key of FORM_KEYS) p.set(key, MONEY_KEYS.has(key) ? normalizeMoney(String(form[key])) : String(form[key]));
  return p;
}

/** The amount fields (shown grouped while typing, kept plain in addresses and storage). */
const MONEY_KEYS: ReadonlySet<string> = new Set(['price', 'savings', 'payment']);

export interface ResolvedPlace {
  state: StateCode;
  city: City | null;
  /** Transfer tax rate in force on the calculation date. */
  taxRate: number;
}

/** The location of the form: a state code or a city id. */
export function resolvePlace(loc: string, date: string): ResolvedPlace | null {
  const code = loc.trim();
  if ((STATE_CODES as readonly string[]).includes(code)) {
    return { state: code as StateCode, city: null, taxRate: transferTaxRate(code as StateCode, date) };
  }
  const city = CITIES.find((c) => c.id === code);
  if (!city) return null;
  return { state: city.state, city, taxRate: transferTaxRate(city.state, date) };
}

export interface FieldError {
  code: string;
  params: Record<string, number>;
}

export type FormErrors = Partial<Record<MortgageField, FieldError>>;

export interface Evaluation {
  /** Present when the inputs could be calculated (also when a bound is broken: the bounds come from it). */
  calculation: MortgageCalculation | null;
  place: ResolvedPlace | null;
  errors: FormErrors;
  /** No error: the results may be shown. */
  valid: boolean;
  /** Age at payoff when a valid year of birth was given. */
  payoffAge: number | null;
  /** A term above 40 years or a payoff after the regular retirement age: shown, not refused (issue 24). */
  termWarnings: MortgageTermWarning[];
  /** A year of birth that is not a plausible borrower's (the results stay: it only adds the payoff age). */
  bornError: FieldError | null;
}

/** A borrower is 18 to 100 years old in the calculation year. */
export const BORN_AGE_RANGE = Object.freeze({ min: 18, max: 100 });

/** The year of birth's error, or null when it is empty or plausible. */
export function bornError(born: string, date: string): FieldError | null {
  const text = born.trim();
  if (text === '') return null;
  const year = Number(date.slice(0, 4));
  const range = { min: year - BORN_AGE_RANGE.max, max: year - BORN_AGE_RANGE.min };
  if (!/^\d{4}$/.test(text) || Number(text) < range.min || Number(text) > range.max) return { code: 'BORN_RANGE', params: range };
  return null;
}

const FIELD_OF_ENGINE: Record<string, MortgageField> = {
  purchasePrice: 'purchasePrice',
  savings: 'savings',
  monthlyPayment: 'monthlyPayment',
  monthlyPaymentPercentage: 'monthlyPaymentPercentage',
  interestRateOverride: 'interestRate',
  realEstateCommission: 'realEstateCommission',
  locationTax: 'location',
};

/** Turns an engine range error into the section 5 code of its field. */
function engineError(e: EngineInputError): [MortgageField, FieldError] | null {
  const field = FIELD_OF_ENGINE[e.field ?? ''];
  if (!field) return null;
  const p = e.params as Record<string, unknown>;
  const value = typeof p.value === 'number' ? p.value : NaN;
  const min = typeof p.min === 'number' ? p.min : null;
  const max = typeof p.max === 'number' ? p.max : null;
  const tooLow = min !== null && value < min;
  switch (field) {
    case 'purchasePrice':
      return [field, tooLow ? { code: 'PRICE_TOO_LOW', params: { min: MORTGAGE_LIMITS.minPurchasePrice } } : { code: 'PRICE_TOO_HIGH', params: { max: MORTGAGE_LIMITS.maxPurchasePrice } }];
    case 'savings':
      // The static range only fails below 0 (savings of 0 are fine): say "not negative", not "over 0 €".
      if (tooLow && (min ?? 0) <= 0) return [field, { code: 'SAVINGS_NEGATIVE', params: {} }];
      return [field, tooLow ? { code: 'SAVINGS_TOO_LOW', params: { min: min ?? 0 } } : { code: 'SAVINGS_TOO_HIGH', params: { max: max ?? 0 } }];
    case 'realEstateCommission':
      return [field, tooLow ? { code: 'COMMISSION_NEGATIVE', params: {} } : { code: 'COMMISSION_TOO_HIGH', params: { max: MORTGAGE_LIMITS.maxCommission } }];
    case 'interestRate':
      return [field, tooLow ? { code: 'INTEREST_TOO_LOW', params: { min: min ?? 0 } } : { code: 'INTEREST_TOO_HIGH', params: { max: max ?? 0 } }];
    // The static ranges of the payment fields exclude 0 itself: "more than 0", never "at least 0 €" or "0–50 %".
    case 'monthlyPayment':
      return [field, max !== null && value > max ? { code: 'PAYMENT_TOO_HIGH', params: { max } } : { code: 'PAYMENT_NOT_POSITIVE', params: {} }];
    case 'monthlyPaymentPercentage':
      return [field, max !== null && value > max ? { code: 'REPAYMENT_TOO_HIGH', params: { max } } : { code: 'REPAYMENT_NOT_POSITIVE', params: {} }];
    default:
      return [field, { code: e.code, params: {} }];
  }
}

/**
 * Spec section 4 sequence in one pass: location tax, rate (manual or model), calculation, bounds from the
 * calculation, validation (section 5). Never throws.
 */
export function evaluateMortgageForm(typed: MortgageForm, date: string, market: RateMarket): Evaluation {
  const form = { ...typed, price: normalizeMoney(typed.price), savings: normalizeMoney(typed.savings), payment: normalizeMoney(typed.payment) };
  const errors: FormErrors = {};
  const place = form.loc.trim() === '' ? null : resolvePlace(form.loc, date);
  const usePercentage = form.mode === 'percent';
  const rateAutomatic = form.rateMode !== 'manual';
  const values = {
    purchasePrice: form.price,
    savings: form.savings,
    monthlyPayment: form.payment,
    monthlyPaymentPercentage: percentToFraction(form.repayment),
    interestRate: rateAutomatic ? '' : percentToFraction(form.rate),
    location: place ? form.loc : '',
    realEstateCommission: percentToFraction(form.commission),
  };
  // Required and number checks first (no bounds needed for those).
  Object.assign(errors, validateMortgageInputs(values, {}, { rateAutomatic, usePercentage }));

  let calculation: MortgageCalculation | null = null;
  const price = toNumber(form.price);
  const savings = toNumber(form.savings);
  const payment = toNumber(form.payment);
  const repayment = toNumber(form.repayment);
  const commission = toNumber(form.commission);
  const rate = rateAutomatic ? null : toNumber(form.rate);
  if (Object.keys(errors).length === 0 && place && price !== null && savings !== null && commission !== null && (usePercentage ? repayment !== null : payment !== null)) {
    try {
      calculation = calculateMortgage(
        {
          purchasePrice: price,
          savings,
          locationTax: place.taxRate,
          realEstateCommission: commission / 100,
          monthlyPayment: payment ?? 0,
          monthlyPaymentPercentage: (repayment ?? 0) / 100,
          usePaymentPercentage: usePercentage,
          fixationYears: form.fix,
          interestRateOverride: rate === null ? null : rate / 100,
        },
        { date, market },
      );
      Object.assign(errors, validateMortgageInputs(values, calculation.bounds, { rateAutomatic, usePercentage }));
    } catch (e) {
      if (!(e instanceof EngineInputError)) throw e;
      const mapped = engineError(e);
      if (mapped) errors[mapped[0]] = mapped[1];
      else errors.purchasePrice = { code: e.code, params: {} };
    }
  }
  const valid = Object.keys(errors).length === 0 && calculation !== null;
  const bornProblem = bornError(form.born, date);
  const payoffYear = calculation?.chosen.payoffDate?.year ?? null;
  const birthYear = !bornProblem && form.born.trim() !== '' ? Number(form.born.trim()) : null;
  const payoffAge = birthYear !== null && payoffYear !== null ? payoffYear - birthYear : null;
  const termWarnings = valid && calculation ? mortgageTermWarnings(calculation.chosen.payoffMonths, calculation.chosen.payoffDate, birthYear) : [];
  return { calculation, place, errors, valid, payoffAge, termWarnings, bornError: bornProblem };
}

function percentToFraction(text: string): string | number {
  const n = toNumber(text);
  return n === null ? text : n / 100;
}
