import { fileTypeFromBuffer } from 'file-type';
import { MULTIPART_OVERHEAD_BYTES, readMultipart } from '@/lib/multipart';
import type { DocumentErrorCode } from './errors';
import { sanitizeFileName } from './file-name';

/**
 * The checks every file upload of the site goes through (security reference "Uploads"), whoever the file belongs
 * to: a lead's document (upload-document.ts) or an applicant's CV (features/careers). The body is streamed and
 * reading stops at the first byte past the limit; the type comes from the bytes, never from the name or the
 * part's header; the display name is cleaned and given the detected type's extension.
 */

/** Detected by content, never by name or header. */
export const ACCEPTED_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type AcceptedType = (typeof ACCEPTED_TYPES)[number];

export type UploadReadErrorCode = Extract<DocumentErrorCode, 'BAD_REQUEST' | 'FILE_TOO_LARGE' | 'NO_FILE' | 'EMPTY_FILE' | 'UNSUPPORTED_TYPE'>;

/**
 * The cheap checks on the request's headers, before anything is read: a multipart body, and (when the length is
 * announced) not larger than one file and the form's fields. Null when the body may be read.
 */
export function checkUploadRequest(input: { contentType: string | null; contentLength: number | null; body: ReadableStream<Uint8Array> | null }, maxFileBytes: number): 'BAD_REQUEST' | 'FILE_TOO_LARGE' | null {
  if (!input.contentType?.toLowerCase().startsWith('multipart/form-data') || !input.body) return 'BAD_REQUEST';
  if (input.contentLength !== null && input.contentLength > maxFileBytes + MULTIPART_OVERHEAD_BYTES) return 'FILE_TOO_LARGE';
  return null;
}

export interface ReadUploadOptions<C extends string> {
  maxFileBytes: number;
  /** The multipart part that holds the file. */
  fileField: string;
  /** Only these detected types pass (default ACCEPTED_TYPES). */
  accepted?: readonly AcceptedType[];
  /** Text fields read, and their size (see lib/multipart.ts). */
  maxFields?: number;
  maxFieldBytes?: number;
  /** A check of the text fields, after the body is read and before the file is looked at: a code refuses. */
  acceptFields?: (fields: Record<string, string>) => C | null;
}

export type ReadUploadResult<C extends string = never> =
  | { ok: true; fields: Record<string, string>; file: { data: Buffer; contentType: AcceptedType; fileName: string } }
  | { ok: false; code: UploadReadErrorCode | C; fields: Record<string, string> };

/** Reads a multipart body with one file and checks the file: present, not empty, within the limit, of an accepted type. */
export async function readUploadedFile<C extends string = never>(body: ReadableStream<Uint8Array>, contentType: string, options: ReadUploadOptions<C>): Promise<ReadUploadResult<C>> {
  const parsed = await readMultipart(body, contentType, { maxFileBytes: options.maxFileBytes, fileField: options.fileField, maxFields: options.maxFields, maxFieldBytes: options.maxFieldBytes });
  const fields = parsed.fields;
  if (!parsed.ok) return { ok: false, code: parsed.code, fields };
  const refused = options.acceptFields?.(fields) ?? null;
  if (refused) return { ok: false, code: refused, fields };
  if (!parsed.file) return { ok: false, code: 'NO_FILE', fields };
  const data = parsed.file.data;
  if (data.length === 0) return { ok: false, code: 'EMPTY_FILE', fields };
  const detected = (await fileTypeFromBuffer(data))?.mime;
  const accepted: readonly string[] = options.accepted ?? ACCEPTED_TYPES;
  if (!detected || !accepted.includes(detected)) return { ok: false, code: 'UNSUPPORTED_TYPE', fields };
  const type = detected as AcceptedType;
  return { ok: true, fields, file: { data, contentType: type, fileName: sanitizeFileName(parsed.file.name, type) } };
}
