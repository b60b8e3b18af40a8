import { Busboy, type BusboyInstance } from '@fastify/busboy';
import { isValidText } from './text';

/**
 * A multipart/form-data body read as a stream (document uploads, CVs, payslips, advisor pictures): small text fields
 * and one file, and reading stops at the first byte past the file's limit (the rest of the body is never read). The
 * site's other forms are read by ./form-body.ts (readFormBody); this is the one reader for forms with a file
 * (ADR 025 amendment, issue 46). A body cut short (no closing boundary, a broken stream) and a text field with NUL
 * or control characters are BAD_REQUEST: nothing of such a body is handed on.
 */

/** Room for the multipart boundaries, part headers and the small text fields next to the file. */
export const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

export type MultipartResult = { ok: true; fields: Record<string, string>; file: { name: string; data: Buffer } | null } | { ok: false; code: 'BAD_REQUEST' | 'FILE_TOO_LARGE'; fields: Record<string, string> };

export interface MultipartLimits {
  maxFileBytes: number;
  /** The part that holds the file. */
  fileField: string;
  /** Text fields read (the first value of each name counts); default 10 of at most 2,000 bytes. */
  maxFields?: number;
  maxFieldBytes?: number;
}

/**
 * Streams a multipart body through busboy: small text fields, and the first part named `fileField` collected up to
 * `maxFileBytes`. At the first byte past the limit the body's reader is cancelled: nothing more is read.
 */
export async function readMultipart(body: ReadableStream<Uint8Array>, contentType: string, limits: MultipartLimits): Promise<MultipartResult> {
  const { maxFileBytes, fileField, maxFields = 10, maxFieldBytes = 2000 } = limits;
  const fields: Record<string, string> = {};
  let parser: BusboyInstance;
  try {
    // busboy reports 'limit' on reaching its limit exactly, so it gets one byte more: a file of exactly maxFileBytes passes.
    parser = Busboy({ headers: { 'content-type': contentType }, defCharset: 'utf8', limits: { fileSize: maxFileBytes + 1, files: 1, fields: maxFields, fieldSize: maxFieldBytes, parts: maxFields + 2 } });
  } catch {
    return { ok: false, code: 'BAD_REQUEST', fields };
  }
  let failure: 'BAD_REQUEST' | 'FILE_TOO_LARGE' | null = null;
  let file: { name: string; chunks: Buffer[]; size: number } | null = null;
  const closed = new Promise<void>((resolve) => {
    parser.on('finish', () => resolve());
    parser.on('error', () => {
      failure ??= 'BAD_REQUEST';
      resolve();
    });
  });
  parser.on('field', (name: string, value: string) => {
    if (!isValidText(name) || !isValidText(value)) failure ??= 'BAD_REQUEST';
    else if (!Object.hasOwn(fields, name)) fields[name] = value;
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
