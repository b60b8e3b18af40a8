/**
 * The error codes of the documents area: a part of the site's one error vocabulary (src/lib/app-error.ts, which
 * holds their HTTP statuses); the pages translate the codes (messages `documents.errors`).
 */
import type { ErrorCode } from '@/lib/app-error';

export const DOCUMENT_ERROR_CODES = [
  'BAD_REQUEST',
  'NO_FILE',
  'EMPTY_FILE',
  'INVALID_CATEGORY',
  'FORBIDDEN_ORIGIN',
  'NOT_FOUND',
  'FILE_TOO_LARGE',
  'UNSUPPORTED_TYPE',
  'TOO_MANY_FILES',
  'STORAGE_FULL',
  'RATE_LIMITED',
] as const satisfies readonly ErrorCode[];

export type DocumentErrorCode = (typeof DOCUMENT_ERROR_CODES)[number];

export function isDocumentErrorCode(value: unknown): value is DocumentErrorCode {
  return typeof value === 'string' && (DOCUMENT_ERROR_CODES as readonly string[]).includes(value);
}
