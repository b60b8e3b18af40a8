/**
 * The query endpoint's error shape, shared by every feature's resolvers: a GraphQLError with
 * `extensions: { code, field, params }`, the codes and statuses of src/lib/app-error.ts. The UI translates the code; the message is the code again (for logs).
 * Codes that belong to an HTTP status carry it (Yoga answers with that status and strips `http` from the body).
 */
import type { GraphQLError } from 'graphql';
// createGraphQLError, not `new GraphQLError`: it builds the error with the graphql module instance Yoga
// itself uses (graphql 16 has CJS and ESM builds, and a test runner may load both).
import { createGraphQLError } from 'graphql-yoga';
import { ERROR_STATUS, type ErrorCode } from '@/lib/app-error';

/** The site's error codes (src/lib/app-error.ts). */
export type ApiErrorCode = ErrorCode;

export interface ApiErrorExtensions {
  code: ApiErrorCode;
  field: string | null;
  params: Record<string, unknown>;
}

/** Codes whose HTTP status the whole answer takes (input errors stay 200 with errors, as GraphQL clients expect). */
const HTTP_CODES: readonly ApiErrorCode[] = ['UNAUTHENTICATED', 'FORBIDDEN', 'FORBIDDEN_ORIGIN', 'RATE_LIMITED', 'QUERY_TOO_COMPLEX', 'PAYLOAD_TOO_LARGE'];

export function apiError(code: ApiErrorCode, field: string | null = null, params: Record<string, unknown> = {}): GraphQLError {
  const extensions: ApiErrorExtensions = { code, field, params };
  const status = HTTP_CODES.includes(code) ? ERROR_STATUS[code] : undefined;
  const headers = code === 'RATE_LIMITED' && typeof params.retryAfterSeconds === 'number' ? { 'Retry-After': String(params.retryAfterSeconds) } : undefined;
  return createGraphQLError(field ? `${code} (${field})` : code, { extensions: { ...extensions, ...(status ? { http: { status, ...(headers ? { headers } : {}) } } : {}) } });
}
