import { Busboy, type BusboyInstance } from '@fastify/busboy';
import { fileTypeFromBuffer } from 'file-type';
import type { Database } from '@/db/client';
import { documents } from '@/db/schema';
import { hitRateLimit } from '@/features/security/server';
import { isChecklistKey } from './checklist';
import type { DocumentErrorCode } from './errors';
import { sanitizeFileName } from './file-name';
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
/** Detected by content, never by name or header. */
export const ACCEPTED_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
/** Room for the multipart boundaries, part headers and the small fields next to the file. */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

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
  if (!input.contentType?.toLowerCase().startsWith('multipart/form-data') || !input.body) return fail('BAD_REQUEST');
  if (input.contentLength !== null && input.contentLength > maxFileBytes + MULTIPART_OVERHEAD_BYTES) return fail('FILE_TOO_LARGE');

  const limit = await hitRateLimit(db, `document-upload:${input.leadId}`, UPLOAD_RATE_LIMIT, now);
  if (!limit.allowed) return fail('RATE_LIMITED');
  const usage = await documentUsage(db, input.leadId);
  if (usage.files >= MAX_FILES_PER_LEAD) return fail('TOO_MANY_FILES');

  const parsed = await readMultipart(input.body, input.contentType, maxFileBytes, input.fileField ?? 'file');
  const fields = parsed.fields;
  if (!parsed.ok) return { ok: false, code: parsed.code, fields };
  const category = input.category ?? fields.category;
  if (!isChecklistKey(category)) return { ok: false, code: 'INVALID_CATEGORY', fields };
  if (input.acceptFields && !input.acceptFields(fields)) return { ok: false, code: 'BAD_REQUEST', fields };
  if (!parsed.file) return { ok: false, code: 'NO_FILE', fields };
  const data = parsed.file.data;
  if (data.length === 0) return { ok: false, code: 'EMPTY_FILE', fields };
  const detected = await fileTypeFromBuffer(data);
  const contentType = detected?.mime;
  if (!contentType || !(ACCEPTED_TYPES as readonly string[]).includes(contentType)) return { ok: false, code: 'UNSUPPORTED_TYPE', fields };
  const fileName = sanitizeFileName(parsed.file.name, contentType);

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

type Parsed = { ok: true; fields: Record<string, string>; file: { name: string; data: Buffer } | null } | { ok: false; code: DocumentErrorCode; fields: Record<string, string> };

/**
 * Streams a multipart body through busboy: small text fields, and the first part named `fileField` collected up to
 * `maxFileBytes`. At the first byte past the limit the body's reader is cancelled: nothing more is read.
 */
async function readMultipart(body: ReadableStream<Uint8Array>, contentType: string, maxFileBytes: number, fileField: string): Promise<Parsed> {
  const fields: Record<string, string> = {};
  let parser: BusboyInstance;
  try {
    // busboy reports 'limit' on reaching its limit exactly, so it gets one byte more: a file of exactly maxFileBytes passes.
    parser = Busboy({ headers: { 'content-type': contentType }, defCharset: 'utf8', limits: { fileSize: maxFileBytes + 1, files: 1, fields: 10, fieldSize: 2000, parts: 12 } });
  } catch {
    return { ok: false, code: 'BAD_REQUEST', fields };
  }
  let failure: DocumentErrorCode | null = null;
  let file: { name: string; chunks: Buffer[]; size: number } | null = null;
  const closed = new Promise<void>((resolve) => {
    parser.on('finish', () => resolve());
    parser.on('error', () => {
      failure ??= 'BAD_REQUEST';
      resolve();
    });
  });
  parser.on('field', (name: string, value: string) => {
    if (!Object.hasOwn(fields, name)) fields[name] = value;
  });
  parser.on('file', (name: string, stream: NodeJS.ReadableStream, filename: string | undefined) => {
    if (name !== fileField || file) {
      stream.on('error', () => {});
      stream.resume();
      return;
    }
    const entry = { name: filename ?? '', chunks: [] as Buffer[], size: 0 };
    file = entry;
    // A body cut short (or abandoned at the size limit) ends the file stream with an error: already handled.
    stream.on('error', () => {});
    stream.on('data', (chunk: Buffer) => {
      entry.chunks.push(chunk);
      entry.size += chunk.length;
    });
    stream.on('limit', () => {
      failure = 'FILE_TOO_LARGE';
    });
  });

  const reader = body.getReader();
  let read = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      read += value.byteLength;
      // Whatever busboy has seen so far: the whole body may not be much larger than one file.
      if (read > maxFileBytes + MULTIPART_OVERHEAD_BYTES) failure = 'FILE_TOO_LARGE';
      if (failure) break;
      if (!parser.write(value)) await Promise.race([new Promise<void>((resolve) => parser.once('drain', resolve)), closed]);
      if (failure) break;
    }
  } catch {
    failure ??= 'BAD_REQUEST';
  }
  if (failure) {
    await reader.cancel().catch(() => {});
    parser.destroy();
    return { ok: false, code: failure, fields };
  }
  parser.end();
  await closed;
  const done = file as { name: string; chunks: Buffer[]; size: number } | null;
  if (failure) return { ok: false, code: failure, fields };
  if (done && done.size > maxFileBytes) return { ok: false, code: 'FILE_TOO_LARGE', fields };
  return { ok: true, fields, file: done ? { name: done.name, data: Buffer.concat(done.chunks) } : null };
}
