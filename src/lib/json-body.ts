/**
 * The site's bounded body readers (ADR 033, issue 46): every request body is read through `readBodyBytes` — the
 * Content-Length checked before anything is read, the stream read only up to `maxBytes` (a chunked body cannot pass
 * it), a body cut short refused — and then decoded: JSON here (`readJsonBody`), a posted form in ./form-body.ts
 * (`readFormBody`). Uploads with a file stream through ./multipart.ts, bounded the same way. Errors are AppErrors:
 * 415 for another content type, 413 for a larger body, 400 BAD_REQUEST for a body that is cut short or not JSON,
 * 400 INVALID_INPUT for strings with NUL, control characters or lone surrogates.
 */
import { AppError } from './app-error';
import { hasInvalidText } from './text';

export async function readJsonBody(request: Request, maxBytes = 16 * 1024): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) throw new AppError('UNSUPPORTED_TYPE', null, { expected: 'application/json' });
  const bytes = await readBodyBytes(request, maxBytes);
  const text = new TextDecoder('utf-8').decode(bytes);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new AppError('BAD_REQUEST', null, { reason: 'not JSON' });
  }
  // NUL, control characters, lone surrogates: bad input, never a database error (src/lib/text.ts).
  if (hasInvalidText(parsed)) throw new AppError('INVALID_INPUT', null, { reason: 'invalidText' });
  return parsed;
}

/**
 * The request body as bytes, at most `maxBytes`: the Content-Length is checked first, then the stream is read only
 * up to the limit (a chunked body cannot pass it): 413 PAYLOAD_TOO_LARGE otherwise. A body that breaks off (the
 * client went away) or brings fewer bytes than its Content-Length announced is 400 BAD_REQUEST: a part of a body is
 * never handed on as if it were the whole.
 */
export async function readBodyBytes(request: Request, maxBytes: number): Promise<Uint8Array> {
  const header = request.headers.get('content-length');
  const declared = header === null ? null : /^\s*\d+\s*$/.test(header) ? Number(header) : Number.NaN;
  if (Number.isNaN(declared)) throw new AppError('BAD_REQUEST', null, { reason: 'contentLength' });
  if (declared !== null && declared > maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', null, { maxBytes });
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      let next: ReadableStreamReadResult<Uint8Array>;
      try {
        next = await reader.read();
      } catch {
        throw new AppError('BAD_REQUEST', null, { reason: 'incomplete' });
      }
      if (next.done) break;
      size += next.value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => {});
        throw new AppError('PAYLOAD_TOO_LARGE', null, { maxBytes });
      }
      chunks.push(next.value);
    }
  }
  if (declared !== null && size !== declared) throw new AppError('BAD_REQUEST', null, { reason: 'incomplete' });
  return new Uint8Array(Buffer.concat(chunks));
}
