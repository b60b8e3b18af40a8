/**
 * Typed input errors raised by the pure finance engine (src/engine/**).
 *
 * The engine never formats user-facing messages: the UI maps `code` (and `field`, `params`) to a translated
 * text. `message` is a developer-facing English description only.
 */
export class EngineInputError extends Error {
  /** Stable machine-readable code, e.g. 'INVALID_FIXATION'. */
  readonly code: string;
  /** Name of the offending input field, if any (e.g. 'fixationYears'). */
  readonly field: string | undefined;
  /** Extra values for the translated message (e.g. the rejected value, allowed values). */
  readonly params: Readonly<Record<string, unknown>>;

  constructor(code: string, field?: string, params: Record<string, unknown> = {}, message?: string) {
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
