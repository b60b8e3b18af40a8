/**
 * Text the site accepts from a client (issue 27): no NUL or other C0 control character but tab, line feed and
 * carriage return, and no lone UTF-16 surrogate. PostgreSQL refuses NUL in text and a lone surrogate cannot be
 * stored as UTF-8, so such input is bad input, refused with a code before it reaches the database. Browser-safe.
 */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;
/** A high surrogate without its low one, or a low one without its high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isValidText(value: string): boolean {
  return !CONTROL.test(value) && !LONE_SURROGATE.test(value);
}

/** Whether any string inside a JSON-like value (objects, arrays, strings; keys too) is not valid text. */
export function hasInvalidText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return !isValidText(value);
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => hasInvalidText(v, depth + 1));
  return Object.entries(value).some(([k, v]) => !isValidText(k) || hasInvalidText(v, depth + 1));
}
