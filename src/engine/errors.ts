/**
 * The one error class of the pure finance engine (src/engine/**): every engine module throws EngineInputError
 * for input it cannot compute with, and nothing else on purpose (anything else is a bug).
 *
 * The engine never formats user-facing messages: the UI maps `code` (and `field`, `params`) to a translated
 * text, the query endpoint maps it to its own codes (src/lib/graphql/errors.ts). `message` is a developer-facing
 * English description only.
 */

/**
 * The engine's codes. Generic checks: REQUIRED, INVALID_NUMBER, INVALID_INPUT, INVALID_OPTION {allowed, value},
 * MINIMUM {minimum, value}, MAXIMUM {maximum, value}, OUT_OF_RANGE {min, max, value}. Module-specific ones
 * name the value (INVALID_FIXATION, INVALID_DATE, NO_CURVE_FOR_DATE, …); the fee tables add
 * UNKNOWN_STATE {value}, INVALID_PRICE {min, value}, DATE_BEFORE_HISTORY {min, value, state} (transfer tax before
 * 1997) and DATE_BEFORE_RULE {min, value} (broker commission before §§ 656a–d BGB).
 */
export const ENGINE_ERROR_CODES = [
  'REQUIRED',
  'INVALID_NUMBER',
  'INVALID_INPUT',
  'INVALID_OPTION',
  'MINIMUM',
  'MAXIMUM',
  'OUT_OF_RANGE',
  'INVALID_BALANCE',
  'INVALID_DATE',
  'INVALID_FIXATION',
  'INVALID_FORWARD_PERIOD',
  'INVALID_INSTALLMENT',
  'INVALID_LOAN_AMOUNT',
  'INVALID_MATURITY',
  'INVALID_PRICE',
  'INVALID_PROPERTY_VALUE',
  'INVALID_RATE',
  'INVALID_REPAYMENT',
  'INVALID_START_DATE',
  'INVALID_TERM',
  'INVALID_YEARS',
  'DATE_BEFORE_HISTORY',
  'DATE_BEFORE_RULE',
  'MISSING_MARKET',
  'NO_BUDGET',
  'NO_CURVE_FOR_DATE',
  /** Valuation: neither a price statistic nor enough comparables for the place and type. */
  'NO_DATA',
  'NO_MARKET',
  'UNKNOWN_STATE',
] as const;

export type EngineErrorCode = (typeof ENGINE_ERROR_CODES)[number];

export class EngineInputError extends Error {
  /** Stable machine-readable code, e.g. 'INVALID_FIXATION'. */
  readonly code: EngineErrorCode;
  /** Name of the offending input field, if any (e.g. 'fixationYears'). */
  readonly field: string | undefined;
  /** Extra values for the translated message (e.g. the rejected value, allowed values). */
  readonly params: Readonly<Record<string, unknown>>;

  constructor(code: EngineErrorCode, field?: string, params: Record<string, unknown> = {}, message?: string) {
    super(message ?? `${code}${field ? ` (${field})` : ''}`);
    this.name = 'EngineInputError';
    this.code = code;
    this.field = field;
    this.params = params;
  }
}

/** `value` when it is a finite number; anything else (NaN, ±Infinity, a string, null…) is INVALID_NUMBER for `field`. */
export function finite(value: unknown, field: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new EngineInputError('INVALID_NUMBER', field, { value });
  return value;
}
