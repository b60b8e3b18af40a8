import type { Database } from '@/db/client';
import { documents } from './tables';
import { hitRateLimit } from '@/features/security/server';
import { isChecklistKey } from './checklist';
import type { DocumentErrorCode } from './errors';
import { checkUploadRequest, readUploadedFile } from './read-upload';
import { documentUsage, lockLeadDocuments } from './repository';
import { databaseStorage, newStorageKey } from './storage';

/** Largest file (security reference "Uploads"): enforced while the body streams in. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
/** Files per lead: a checklist needs a few per item, not more. */
export const MAX_FILES_PER_LEAD = 50;
/** All files of one lead together (bounds the storage a lead takes and the size of its data export). */
export const MAX_BYTES_PER_LEAD = 100 * 1024 * 1024;
/** Uploads per lead and hour. */
export const UPLOAD_RATE_LIMIT = { limit: 30, windowSeconds: 3600 };
export { ACCEPTED_TYPES } from './read-upload';

export interface UploadInput {
  leadId: string;
  /** The request's Content-Type header (multipart/form-data with its boundary). */
  contentType: string | null;
  /** The request's Content-Length header, when sent: a body announced too large is refused unread. */
  contentLength: number | null;
  body: ReadableStream<Uint8Array> | null;
  maxFileBytes?: number;
  now?: Date;
  /** The checklist category the caller files it under (e.g. a certificate's payslip); default: the body's `category` field. */
  category?: string;
  /** The multipart part that holds the file (default `file`). */
  fileField?: string;
  /** A check of the body's text fields before anything is stored (the caller's own fields); true passes. */
  acceptFields?: (fields: Record<string, string>) => boolean;
}

export type UploadResult =
  | { ok: true; document: { id: string; fileName: string; contentType: string; sizeBytes: number; category: string }; fields: Record<string, string> }
  | { ok: false; code: DocumentErrorCode; fields: Record<string, string> };

/**
 * Upload of one document into a checklist category. The rate limit and the per-lead limits are checked before
 * the body is read; then the multipart body is streamed through busboy, and reading stops as soon as the file
 * passes the size limit (the rest of the body is never read). The type comes from the bytes (file-type), the
 * display name is cleaned, and the bytes go under a random key (storage.ts) in the same transaction as their
 * metadata row.
 */
export async function uploadDocument(db: Database, input: UploadInput): Promise<UploadResult> {
  const maxFileBytes = input.maxFileBytes ?? MAX_FILE_BYTES;
  const now = input.now ?? new Date();
  const fail = (code: DocumentErrorCode, fields: Record<string, string> = {}) => {
    void input.body?.cancel().catch(() => {});
    return { ok: false as const, code, fields };
  };
  const announced = checkUploadRequest(input, maxFileBytes);
  if (announced || !input.body || !input.contentType) return fail(announced ?? 'BAD_REQUEST');

  const limit = await hitRateLimit(db, `document-upload:${input.leadId}`, UPLOAD_RATE_LIMIT, now);
  if (!limit.allowed) return fail('RATE_LIMITED');
  const usage = await documentUsage(db, input.leadId);
  if (usage.files >= MAX_FILES_PER_LEAD) return fail('TOO_MANY_FILES');

  const read = await readUploadedFile(input.body, input.contentType, {
    maxFileBytes,
    fileField: input.fileField ?? 'file',
    acceptFields: (fields) => {
      if (!isChecklistKey(input.category ?? fields.category)) return 'INVALID_CATEGORY';
      if (input.acceptFields && !input.acceptFields(fields)) return 'BAD_REQUEST';
      return null;
    },
  });
  const fields = read.fields;
  if (!read.ok) return { ok: false, code: read.code, fields };
  const category = input.category ?? fields.category ?? '';
  const { data, contentType, fileName } = read.file;

  const stored = await db.transaction(async (tx) => {
    await lockLeadDocuments(tx, input.leadId);
    const current = await documentUsage(tx, input.leadId);
    if (current.files >= MAX_FILES_PER_LEAD) return { ok: false as const, code: 'TOO_MANY_FILES' as const };
    if (current.bytes + data.length > MAX_BYTES_PER_LEAD) return { ok: false as const, code: 'STORAGE_FULL' as const };
    const storageKey = newStorageKey();
    const [row] = await tx
      .insert(documents)
      .values({ leadId: input.leadId, storageKey, fileName, contentType, sizeBytes: data.length, category, createdAt: now })
      .returning({ id: documents.id });
    await databaseStorage(tx).put(storageKey, data);
    return { ok: true as const, id: row!.id };
  });
  if (!stored.ok) return { ok: false, code: stored.code, fields };
  return { ok: true, document: { id: stored.id, fileName, contentType, sizeBytes: data.length, category }, fields };
}
