/**
 * The query endpoint's error shape, shared by every feature's resolvers: a GraphQLError with
 * `extensions: { code, field, params }`. The UI translates the code; the message is the code again (for logs).
 * Codes that belong to an HTTP status carry it (Yoga answers with that status and strips `http` from the body).
 */
import type { GraphQLError } from 'graphql';
// createGraphQLError, not `new GraphQLError`: it builds the error with the graphql module instance Yoga
// itself uses (graphql 16 has CJS and ESM builds, and a test runner may load both).
import { createGraphQLError } from 'graphql-yoga';

export type ApiErrorCode =
  | 'UNKNOWN_INPUT'
  | 'INVALID_INPUT'
  | 'OUT_OF_RANGE'
  | 'REQUIRED'
  | 'UNKNOWN_LOCATION'
  | 'UNKNOWN_SHEET'
  | 'UNKNOWN_PAGE'
  | 'INTERNAL'
  | 'BAD_REQUEST'
  | 'FORBIDDEN_ORIGIN'
  | 'METHOD_NOT_ALLOWED'
  /** The operation needs a logged-in lead (or, where stated, a browser known as a lead). */
  | 'UNAUTHENTICATED'
  /** The lead may not read this (e.g. another lead's data). */
  | 'FORBIDDEN'
  /** Too many requests; params.retryAfterSeconds. */
  | 'RATE_LIMITED';

export interface ApiErrorExtensions {
  code: ApiErrorCode;
  field: string | null;
  params: Record<string, unknown>;
}

const HTTP_STATUS: Partial<Record<ApiErrorCode, number>> = { UNAUTHENTICATED: 401, FORBIDDEN: 403, FORBIDDEN_ORIGIN: 403, RATE_LIMITED: 429 };

export function apiError(code: ApiErrorCode, field: string | null = null, params: Record<string, unknown> = {}): GraphQLError {
  const extensions: ApiErrorExtensions = { code, field, params };
  const status = HTTP_STATUS[code];
  const headers = code === 'RATE_LIMITED' && typeof params.retryAfterSeconds === 'number' ? { 'Retry-After': String(params.retryAfterSeconds) } : undefined;
  return createGraphQLError(field ? `${code} (${field})` : code, { extensions: { ...extensions, ...(status ? { http: { status, ...(headers ? { headers } : {}) } } : {}) } });
}
