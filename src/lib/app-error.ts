/**
 * The one error vocabulary of the site's HTTP interfaces (known debt 1): a code, the field it is about, and
 * parameters; one code → HTTP status table; one JSON body `{ error: { code, field, params } }` for REST
 * routes. The query endpoint carries the same three in GraphQL's `extensions` (src/lib/graphql/api-error.ts) with
 * the same status table. Server code returns codes; the UI translates them.
 */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  INVALID_INPUT: 400,
  REQUIRED: 400,
  OUT_OF_RANGE: 400,
  UNKNOWN_INPUT: 400,
  UNKNOWN_LOCATION: 400,
  UNKNOWN_SHEET: 400,
  UNKNOWN_PAGE: 400,
  CAPTCHA_INVALID: 400,
  /** Login: the six-digit code is wrong, or no login was asked for in this browser. */
  CODE_WRONG: 400,
  /** Login: too many wrong codes for this link (the link in the e-mail still works). */
  CODE_LOCKED: 400,
  /** Documents: the upload has no file part, an empty file, or a category the checklist does not have. */
  NO_FILE: 400,
  EMPTY_FILE: 400,
  INVALID_CATEGORY: 400,
  /** Query endpoint: the request is over a limit per request (size, depth, aliases, directives, cost; src/lib/graphql/limits.ts). */
  QUERY_TOO_COMPLEX: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  FORBIDDEN_ORIGIN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  /** Documents: the lead's limit of files, or of stored bytes, is reached. */
  TOO_MANY_FILES: 409,
  STORAGE_FULL: 409,
  /** Booking: the slot was free when offered but another booking took it first. */
  SLOT_TAKEN: 409,
  /** Booking: the slot is not one the calendar offers (past, before the first bookable day, off the grid, outside hours, holiday). */
  SLOT_NOT_OFFERED: 400,
  /** A single-purpose link (appointment reschedule/cancel) that has expired or was used. */
  LINK_EXPIRED: 410,
  /** A login link (or staff login link) that has expired or was used. */
  LINK_INVALID: 410,
  PAYLOAD_TOO_LARGE: 413,
  /** Documents: one file over the size limit per file (params may name the limit). */
  FILE_TOO_LARGE: 413,
  UNSUPPORTED_TYPE: 415,
  /** Financing certificate: the figures leave nothing for a loan payment (income below living costs and loans). */
  NO_BUDGET: 400,
  /** Financing certificate: documents for the second applicant of a certificate that has only one. */
  NO_SECOND_APPLICANT: 400,
  /** Financing certificate: the lead has no valid certificate (none, expired, revoked or replaced) to attach documents to. */
  NO_CERTIFICATE: 409,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  /** No Bundesbank curve or model spread set for the date asked (the database has no rate data then). */
  NO_RATE_DATA: 503,
  /** The instance is at capacity for this work (the PDF workers' queue is full, ADR 047): not the client's doing, so no 429; try again after Retry-After. */
  BUSY: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
}

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly field: string | null = null,
    readonly params: Record<string, unknown> = {},
  ) {
    super(field ? `${code} (${field})` : code);
    this.name = 'AppError';
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export interface ErrorBody {
  error: { code: ErrorCode; field: string | null; params: Record<string, unknown> };
}

export function errorBody(code: ErrorCode, field: string | null = null, params: Record<string, unknown> = {}): ErrorBody {
  return { error: { code, field, params } };
}

/**
 * The JSON answer for an error: its status from the table, Retry-After for RATE_LIMITED and BUSY, never cached. Every
 * REST error answer goes through here (tests/unit/error-shape.test.ts checks the routes); `headers` are added
 * or replace the defaults, whatever their case.
 */
export function errorResponse(error: AppError | ErrorCode, headers: Record<string, string> = {}): Response {
  const e = typeof error === 'string' ? new AppError(error) : error;
  const all = new Headers({ 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  if ((e.code === 'RATE_LIMITED' || e.code === 'BUSY') && typeof e.params.retryAfterSeconds === 'number') all.set('retry-after', String(e.params.retryAfterSeconds));
  for (const [name, value] of Object.entries(headers)) all.set(name, value);
  return new Response(JSON.stringify(errorBody(e.code, e.field, e.params)), { status: e.status, headers: all });
}
