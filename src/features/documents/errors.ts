/**
 * Error codes of the documents area and the HTTP status each maps to (the one table the HTTP adapters use);
 * the pages translate the codes (messages `documents.errors`).
 */
export const DOCUMENT_ERROR_STATUS = {
  BAD_REQUEST: 400,
  NO_FILE: 400,
  EMPTY_FILE: 400,
  INVALID_CATEGORY: 400,
  FORBIDDEN_ORIGIN: 403,
  NOT_FOUND: 404,
  FILE_TOO_LARGE: 413,
  UNSUPPORTED_TYPE: 415,
  TOO_MANY_FILES: 409,
  STORAGE_FULL: 409,
  RATE_LIMITED: 429,
} as const;

export type DocumentErrorCode = keyof typeof DOCUMENT_ERROR_STATUS;

export function isDocumentErrorCode(value: unknown): value is DocumentErrorCode {
  return typeof value === 'string' && Object.hasOwn(DOCUMENT_ERROR_STATUS, value);
}
