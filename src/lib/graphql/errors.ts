/**
 * Error mapping of the query endpoint (every feature's operations).
 *
 * Every error a client can cause becomes a GraphQLError with `extensions: { code, field, params }`; the UI
 * translates the code (the `message` is the code again, for logs, never user-facing English text).
 * Anything else is a bug: it is logged and masked as code INTERNAL.
 *
 * Codes:
 * - UNKNOWN_INPUT     an input name the sheet does not have (field = that name)
 * - INVALID_INPUT     wrong type or malformed value (e.g. a string for a number, a malformed date)
 * - OUT_OF_RANGE      a number outside its allowed range; params {min, max, value} or {allowed, value}
 * - REQUIRED          a needed argument is missing
 * - UNKNOWN_LOCATION  a city, postal code or region that is not known
 * - UNKNOWN_SHEET / UNKNOWN_PAGE  calculation sheet or page not available (params {allowed})
 * - BAD_REQUEST       a malformed GraphQL request without a more specific code
 * - INTERNAL          unexpected server error (masked)
 * The HTTP adapter adds FORBIDDEN_ORIGIN (403) and METHOD_NOT_ALLOWED (405); the server adds QUERY_TOO_COMPLEX
 * (400, a limit per request: src/lib/graphql/limits.ts) and PAYLOAD_TOO_LARGE (413).
 */
import type { GraphQLError } from 'graphql';
// createGraphQLError, not `new GraphQLError`: it builds the error with the graphql module instance Yoga
// itself uses (graphql 16 has CJS and ESM builds, and a test runner may load both).
import { createGraphQLError } from 'graphql-yoga';
import type { z } from 'zod';
import { EngineInputError, type EngineErrorCode } from '@/engine/errors';

export { apiError, type ApiErrorCode, type ApiErrorExtensions } from '@/lib/graphql/api-error';
import { apiError, type ApiErrorCode } from '@/lib/graphql/api-error';
import { AppError } from '@/lib/app-error';

/** Maps an engine field name (e.g. 'purchasePrice', 'offerRates.5') to the API's name for it. */
export type FieldMap = (engineField: string) => string;

export const identityFieldMap: FieldMap = (f) => f;

/** Engine codes → API codes. Codes not listed become INVALID_INPUT. */
const ENGINE_CODES: Readonly<Partial<Record<EngineErrorCode, ApiErrorCode>>> = {
  OUT_OF_RANGE: 'OUT_OF_RANGE',
  INVALID_NUMBER: 'INVALID_INPUT',
  INVALID_DATE: 'INVALID_INPUT',
  INVALID_FIXATION: 'OUT_OF_RANGE',
  NO_CURVE_FOR_DATE: 'OUT_OF_RANGE',
  INVALID_LOAN_AMOUNT: 'OUT_OF_RANGE',
  INVALID_PROPERTY_VALUE: 'OUT_OF_RANGE',
  INVALID_RATE: 'OUT_OF_RANGE',
  INVALID_REPAYMENT: 'OUT_OF_RANGE',
  INVALID_YEARS: 'OUT_OF_RANGE',
  INVALID_START_DATE: 'INVALID_INPUT',
  // The fee tables (src/engine/fees).
  INVALID_PRICE: 'OUT_OF_RANGE',
  DATE_BEFORE_HISTORY: 'OUT_OF_RANGE',
  DATE_BEFORE_RULE: 'OUT_OF_RANGE',
  UNKNOWN_STATE: 'UNKNOWN_LOCATION',
};

function cleanParams(params: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(params)) {
    // JSON has no Infinity/NaN: an open bound is reported as null.
    out[k] = typeof v === 'number' && !Number.isFinite(v) ? null : v;
  }
  return out;
}

export function fromEngineError(e: EngineInputError, fieldMap: FieldMap = identityFieldMap): GraphQLError {
  const code = ENGINE_CODES[e.code] ?? 'INVALID_INPUT';
  const params = cleanParams(e.params);
  if (code !== e.code) params.reason = e.code;
  return apiError(code, e.field === undefined ? null : fieldMap(e.field), params);
}

/**
 * A calculation engine's validation error (codes of src/engine/errors.ts as the newer engines throw them) as the
 * API's error, the engine's code as params.reason: REQUIRED → REQUIRED; MINIMUM / MAXIMUM → OUT_OF_RANGE
 * {min | max, value}; INVALID_OPTION → OUT_OF_RANGE {allowed, value}; anything else → INVALID_INPUT.
 */
export function engineValidationError(e: EngineInputError, fieldMap: FieldMap = identityFieldMap): GraphQLError {
  const field = e.field === undefined ? null : fieldMap(e.field);
  const value = e.params.value ?? null;
  switch (e.code) {
    case 'REQUIRED':
      return apiError('REQUIRED', field, { reason: e.code });
    case 'MINIMUM':
      return apiError('OUT_OF_RANGE', field, { min: e.params.minimum, value, reason: e.code });
    case 'MAXIMUM':
      return apiError('OUT_OF_RANGE', field, { max: e.params.maximum, value, reason: e.code });
    case 'INVALID_OPTION':
      return apiError('OUT_OF_RANGE', field, { allowed: e.params.allowed ?? e.params.options, value, reason: e.code });
    default:
      return apiError('INVALID_INPUT', field, { reason: e.code });
  }
}

/**
 * Zod issues → the first issue as an API error. Unknown keys → UNKNOWN_INPUT; wrong types → INVALID_INPUT;
 * size checks → OUT_OF_RANGE. `rootField` names the argument when the issue is about the whole value.
 */
export function fromZodError(error: z.ZodError, rootField: string, fieldMap: FieldMap = identityFieldMap): GraphQLError {
  const issue = error.issues[0];
  if (!issue) return apiError('INVALID_INPUT', rootField);
  const pathField = issue.path.length > 0 ? fieldMap(issue.path.map(String).join('.')) : rootField;
  switch (issue.code) {
    case 'unrecognized_keys':
      return apiError('UNKNOWN_INPUT', String(issue.keys[0] ?? rootField), { keys: issue.keys });
    case 'too_small':
      return apiError('OUT_OF_RANGE', pathField, { min: Number(issue.minimum), inclusive: issue.inclusive ?? true });
    case 'too_big':
      return apiError('OUT_OF_RANGE', pathField, { max: Number(issue.maximum), inclusive: issue.inclusive ?? true });
    case 'invalid_type':
      return apiError('INVALID_INPUT', pathField, { expected: issue.expected });
    case 'invalid_value':
      return apiError('OUT_OF_RANGE', pathField, { allowed: issue.values });
    default:
      return apiError('INVALID_INPUT', pathField);
  }
}

/**
 * GraphQLError check by name, not instanceof: graphql 16 ships CJS and ESM builds, and a bundler or test
 * runner may load both (the dual package hazard), so errors made by the executor are not `instanceof` the
 * class imported here.
 */
export function isGraphQLError(e: unknown): e is GraphQLError {
  return e instanceof Error && e.name === 'GraphQLError';
}

function isApiGraphQLError(e: unknown): e is GraphQLError {
  return isGraphQLError(e) && typeof e.extensions?.code === 'string';
}

/** Known error types → API error; anything else is returned unchanged (and later masked as INTERNAL). */
export function toApiError(e: unknown, fieldMap: FieldMap = identityFieldMap): unknown {
  if (isApiGraphQLError(e)) return e;
  if (e instanceof AppError) return apiError(e.code, e.field, e.params);
  if (e instanceof EngineInputError) return fromEngineError(e, fieldMap);
  return e;
}

/** Runs a resolver body and converts known errors (see toApiError). */
export function withApiErrors<T>(fieldMap: FieldMap, fn: () => T): T {
  try {
    return fn();
  } catch (e) {
    throw toApiError(e, fieldMap);
  }
}

const VARIABLE_ERROR = /^Variable "\$([A-Za-z_][A-Za-z0-9_]*)"/;

/**
 * Yoga's maskError hook. It sees every error of a request:
 * - errors that already carry a code pass unchanged: the API errors thrown by resolvers (./resolvers.ts
 *   converts known engine errors with withApiErrors) and GraphQL's own request errors (syntax:
 *   GRAPHQL_PARSE_FAILED, validation: GRAPHQL_VALIDATION_FAILED, both HTTP 400);
 * - a variable coercion error (wrong type in `variables`) gets code INVALID_INPUT, field = the variable;
 * - a known engine error that escaped a resolver is converted like in withApiErrors;
 * - any other request-level GraphQL error (no path) gets code BAD_REQUEST;
 * - everything else (errors during execution without a code: thrown exceptions, non-null violations) is a
 *   bug: logged and masked as INTERNAL.
 */
export function maskError(error: unknown, message: string): Error {
  if (isGraphQLError(error)) {
    if (typeof error.extensions?.code === 'string') return error;
    const location = { nodes: error.nodes, source: error.source, positions: error.positions, path: error.path };
    const variable = VARIABLE_ERROR.exec(error.message);
    if (variable) {
      return createGraphQLError(error.message, {
        ...location,
        extensions: { ...error.extensions, code: 'INVALID_INPUT', field: variable[1], params: {} },
      });
    }
    const original = error.originalError;
    const mapped = original ? toApiError(original) : null;
    if (isGraphQLError(mapped) && typeof mapped.extensions?.code === 'string') {
      return createGraphQLError(mapped.message, { ...location, extensions: mapped.extensions });
    }
    if (!original && error.path === undefined) {
      return createGraphQLError(error.message, { ...location, extensions: { ...error.extensions, code: 'BAD_REQUEST', field: null, params: {} } });
    }
    logUnexpected(original ?? error);
  } else {
    logUnexpected(error);
  }
  return createGraphQLError(message, { extensions: { code: 'INTERNAL', field: null, params: {} } });
}

function logUnexpected(error: unknown): void {
  // Unexpected errors are bugs: keep the stack in the server log, never in the response.
  console.error('[graphql] unexpected error', error);
}
