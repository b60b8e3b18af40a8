/**
 * The input sentence of the rates pages ("I want to purchase a property for €X in [place] [with/without
 * commission] with total savings of €Y and an annual repayment of Z %") as URL query parameters:
 * price, place, commission (with|without), savings, repayment (percent).
 *
 * Parsing never throws: an invalid or out-of-range field yields an error code for the visitor's language
 * and the calculation falls back to that field's default. Pure (no React, Next or i18n imports).
 */
import { normalizeMoney } from '@/lib/numbers';
import { firstValue } from '@/lib/search-params';
import { z } from 'zod';
import { purchaseCosts } from '@/engine/fees/purchase-costs';
import { CITIES, type City } from '@/engine/geo/cities';
import { STATE_CODES, regionByCode, type StateCode } from '@/engine/geo/regions';
import type { Locale } from '@/i18n/routes';

export const COMMISSION_OPTIONS = ['with', 'without'] as const;
export type Commission = (typeof COMMISSION_OPTIONS)[number];

export type RatesField = 'price' | 'place' | 'commission' | 'savings' | 'repayment';

/** Spec § 9 calculator defaults (price 425,000, savings 80,000, repayment 2 %); the rates pages count the commission in by default. */
export const RATES_DEFAULTS = Object.freeze({ price: 425_000, savings: 80_000, repayment: 2, commission: 'with' as Commission });

/** Spec § 9: purchase price 100,000 to 10,000,000; repayment 1 to 10 % (rates page); savings ≥ 0 and below price + costs. */
export const RATES_LIMITS = Object.freeze({
  price: { min: 100_000, max: 10_000_000 },
  savings: { min: 0 },
  repayment: { min: 1, max: 10 },
});

// ---------------------------------------------------------------------------------------------------------
// Places

/** A place of the select: a federal state (value = state code, "BY") or a city (value = city id, "muenchen"). */
export type Place =
  | { kind: 'state'; state: StateCode; value: string; city?: undefined }
  | { kind: 'city'; state: StateCode; value: string; city: City };

export function statePlace(state: StateCode): Place {
  return { kind: 'state', state, value: state };
}

export function cityPlace(city: City): Place {
  return { kind: 'city', state: city.state, value: city.id, city };
}

/** The place of a select value (state code or city id), or null when unknown. */
export function placeFromValue(value: string): Place | null {
  const v = value.trim();
  if ((STATE_CODES as readonly string[]).includes(v.toUpperCase())) return statePlace(v.toUpperCase() as StateCode);
  const city = CITIES.find((c) => c.id === v.toLowerCase());
  return city ? cityPlace(city) : null;
}

export function placeName(place: Place, locale: Locale): string {
  return place.kind === 'city' ? place.city.name[locale] : regionByCode(place.state).name[locale];
}

// ---------------------------------------------------------------------------------------------------------
// Loan rule

export interface RatesLoanInput {
  price: number;
  state: StateCode;
  commission: Commission;
  savings: number;
  /** Contract date YYYY-MM-DD (decides the transfer tax rate). */
  date: string;
}

export interface RatesLoan {
  price: number;
  transferTax: number;
  transferTaxRate: number;
  /** Notary and land registry by the 2 % rule. */
  notary: number;
  /** Buyer share of the broker commission; 0 without commission. */
  commission: number;
  commissionRate: number;
  /** transferTax + notary + commission. */
  costs: number;
  savings: number;
  /** price + costs − savings, not clamped (≤ 0 means the savings cover everything). */
  loanAmount: number;
}

/**
 * Spec § 9, rates page: the loan is the sum of the costs plus the price minus the down payment, i.e.
 * price + transfer tax + notary and land registry (2 % rule) + buyer commission (with commission) − savings.
 */
export function ratesLoan({ price, state, commission, savings, date }: RatesLoanInput): RatesLoan {
  const c = purchaseCosts({
    price,
    state,
    date,
    newBuild: false,
    ...(commission === 'without' ? { commissionRate: 0 } : {}),
    notaryMode: 'rule',
    savings,
  });
  return {
    price,
    transferTax: c.transferTax,
    transferTaxRate: c.transferTaxRate,
    notary: c.notary,
    commission: c.commission,
    commissionRate: c.commissionRate,
    costs: c.total,
    savings,
    loanAmount: c.loanAmount,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Query parsing

export type FieldErrorCode = 'required' | 'notANumber' | 'tooLow' | 'tooHigh' | 'unknown';

export interface FieldError {
  code: FieldErrorCode;
  /** Values for the message (bounds in euros or percent). */
  params: Record<string, number>;
}

export type RatesErrors = Partial<Record<RatesField, FieldError>>;

export interface RatesInput {
  price: number;
  place: Place;
  commission: Commission;
  savings: number;
  /** Initial annual repayment in percent (2 = 2 %). */
  repayment: number;
}

export interface RatesQuery {
  /** What the form shows: the visitor's text where given (also when invalid, so it can be corrected), else the default. */
  form: { price: string; place: string; commission: Commission; savings: string; repayment: string };
  /** Values of the calculation: the valid inputs, the default for every invalid field. */
  input: RatesInput;
  /** Loan of `input` by the rates page rule. */
  loan: RatesLoan;
  errors: RatesErrors;
}

export type QuerySource = URLSearchParams | Record<string, string | string[] | undefined>;

/** No form value needs more; it bounds the work per request. */
const MAX_LENGTH = 40;

/** One query value: the first of repeated parameters, cut to MAX_LENGTH; absent stays undefined. */
const queryValue = z.preprocess(
  (v) => firstValue(v as string | string[] | undefined),
  z
    .string()
    .transform((s) => s.slice(0, MAX_LENGTH))
    .optional()
    .catch(undefined),
);

/** The query parameters of the rates pages' form. */
export const RATES_QUERY_KEYS = ['price', 'place', 'commission', 'savings', 'repayment'] as const;

/** The raw query of the rates pages (unknown parameters are ignored). */
export const ratesQuerySchema = z.object(Object.fromEntries(RATES_QUERY_KEYS.map((key) => [key, queryValue])) as Record<(typeof RATES_QUERY_KEYS)[number], typeof queryValue>);

export type RawRatesQuery = z.infer<typeof ratesQuerySchema>;

/** A plain decimal number as a form submits it: digits, optional sign, '.' or ',' as decimal mark; spaces ignored. */
const NUMBER = /^-?\d+(?:[.,]\d+)?$/;

/** A number field: its error messages are the error codes. */
function numberField(min: number, max = Number.POSITIVE_INFINITY) {
  return z
    .string()
    .transform((s) => s.replace(/[\s\u00a0\u202f_]/g, ''))
    .pipe(z.string().min(1, 'required').regex(NUMBER, 'notANumber'))
    .transform((s) => Number(s.replace(',', '.')))
    .pipe(z.number().min(min, 'tooLow').max(max, 'tooHigh'));
}

const FIELD_SCHEMAS = {
  price: numberField(RATES_LIMITS.price.min, RATES_LIMITS.price.max),
  savings: numberField(RATES_LIMITS.savings.min),
  repayment: numberField(RATES_LIMITS.repayment.min, RATES_LIMITS.repayment.max),
};

const BOUNDS: Record<keyof typeof FIELD_SCHEMAS, Record<string, number>> = {
  price: { min: RATES_LIMITS.price.min, max: RATES_LIMITS.price.max },
  savings: { min: RATES_LIMITS.savings.min },
  repayment: { min: RATES_LIMITS.repayment.min, max: RATES_LIMITS.repayment.max },
};

function parseNumber(field: keyof typeof FIELD_SCHEMAS, raw: string | undefined): { value: number } | { error: FieldError } | null {
  if (raw === undefined) return null;
  const r = FIELD_SCHEMAS[field].safeParse(raw);
  if (r.success) return { value: r.data };
  const code = (r.error.issues[0]?.message ?? 'notANumber') as FieldErrorCode;
  return { error: { code, params: BOUNDS[field] } };
}

function read(source: QuerySource): Record<string, unknown> {
  if (source instanceof URLSearchParams) {
    const out: Record<string, string> = {};
    for (const key of ratesQuerySchema.keyof().options) {
      const v = source.get(key);
      if (v !== null) out[key] = v;
    }
    return out;
  }
  return source;
}

/**
 * The rates page inputs from the URL query. `defaultPlace` is the page's own place (region or city page) and
 * is used unless the query names another known place. `date` (YYYY-MM-DD) decides the transfer tax for the
 * savings bound (savings must stay below price + costs).
 */
export function parseRatesQuery(source: QuerySource, { defaultPlace, date }: { defaultPlace: Place; date: string }): RatesQuery {
  const raw = ratesQuerySchema.parse(read(source));
  const errors: RatesErrors = {};

  const price = parseNumber('price', raw.price === undefined ? undefined : normalizeMoney(raw.price));
  const savings = parseNumber('savings', raw.savings === undefined ? undefined : normalizeMoney(raw.savings));
  const repayment = parseNumber('repayment', raw.repayment);
  if (price && 'error' in price) errors.price = price.error;
  if (savings && 'error' in savings) errors.savings = savings.error;
  if (repayment && 'error' in repayment) errors.repayment = repayment.error;

  let place = defaultPlace;
  if (raw.place !== undefined && raw.place.trim() !== '') {
    const p = placeFromValue(raw.place);
    if (p) place = p;
    else errors.place = { code: 'unknown', params: {} };
  }

  const commission: Commission = (COMMISSION_OPTIONS as readonly string[]).includes(raw.commission ?? '')
    ? (raw.commission as Commission)
    : RATES_DEFAULTS.commission;

  const input: RatesInput = {
    price: price && 'value' in price ? price.value : RATES_DEFAULTS.price,
    place,
    commission,
    savings: savings && 'value' in savings ? savings.value : RATES_DEFAULTS.savings,
    repayment: repayment && 'value' in repayment ? repayment.value : RATES_DEFAULTS.repayment,
  };

  let loan = ratesLoan({ price: input.price, state: place.state, commission, savings: input.savings, date });
  if (loan.loanAmount <= 0) {
    // The savings cover the price and all costs: nothing to finance. Show the bound, use the default savings
    // (always below the smallest price, so the fallback loan is positive).
    errors.savings = { code: 'tooHigh', params: { min: RATES_LIMITS.savings.min, max: Math.floor(input.price + loan.costs) } };
    input.savings = RATES_DEFAULTS.savings;
    loan = ratesLoan({ price: input.price, state: place.state, commission, savings: input.savings, date });
  }

  return {
    form: {
      price: raw.price ?? String(RATES_DEFAULTS.price),
      place: place.value,
      commission,
      savings: raw.savings ?? String(RATES_DEFAULTS.savings),
      repayment: raw.repayment ?? String(RATES_DEFAULTS.repayment),
    },
    input,
    loan,
    errors,
  };
}
