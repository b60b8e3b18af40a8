/**
 * Reads a JSON request body with a size limit that holds for chunked bodies too: the stream is read only up to
 * `maxBytes`, and the Content-Length is checked before anything is read. Errors are AppErrors: 415 for another
 * content type, 413 for a larger body, 400 BAD_REQUEST for text that is not JSON, 400 INVALID_INPUT for strings
 * with NUL, control characters or lone surrogates.
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
 * up to the limit (a chunked body cannot pass it). 413 PAYLOAD_TOO_LARGE otherwise.
 */
export async function readBodyBytes(request: Request, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', null, { maxBytes });
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        throw new AppError('PAYLOAD_TOO_LARGE', null, { maxBytes });
      }
      chunks.push(value);
    }
  }
  return new Uint8Array(Buffer.concat(chunks));
}
