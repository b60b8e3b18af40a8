/**
 * The one reader of a posted form (issue 46, ADR 025 amendment "one reader, one refusal"): every POST form of the
 * site — URL-encoded or multipart without a file — is read here, through the bounded byte reader of
 * ./json-body.ts. Uploads with a file stream through ./multipart.ts instead (never buffered whole). Route handlers
 * never call `request.formData()`, `.text()`, `.json()` or `.arrayBuffer()` (tests/unit/body-readers.test.ts).
 *
 * - Another content type: 415 UNSUPPORTED_TYPE, before a byte is read.
 * - More than `maxBytes` (announced, or arriving chunked): 413 PAYLOAD_TOO_LARGE after at most `maxBytes` and one
 *   chunk were read.
 * - A body cut short (fewer bytes than announced, a broken stream, a multipart body without its closing boundary)
 *   or not a form: 400 BAD_REQUEST. Nothing of such a body is handed on.
 * - A file in the form: 400 INVALID_INPUT on its field (`reason: 'file'`); an empty file input is left out.
 * - NUL, other control characters but tab/newline/return, lone surrogates in a name or value: 400 INVALID_INPUT
 *   (`reason: 'invalidText'`), as for JSON bodies (./text.ts).
 *
 * The caller checks the Origin and the session before calling this: a refused request costs no read at all.
 */
import { AppError } from './app-error';
import { readBodyBytes } from './json-body';
import { isValidText } from './text';

/** The two types of a posted form. */
export const FORM_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'] as const;

/** Whether a Content-Type header names a posted form (parameters such as the boundary or charset may follow). */
export function isFormContentType(type: string | null | undefined): boolean {
  return /^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i.test(type ?? '');
}

export interface FormBodyOptions {
  /** The most bytes read of the body (a form's own fields, a CAPTCHA payload, room for the multipart boundaries). */
  maxBytes: number;
}

/** The posted form of `request`, read up to `maxBytes`; an AppError (415, 413, 400) otherwise, see above. */
export async function readFormBody(request: Request, { maxBytes }: FormBodyOptions): Promise<FormData> {
  const type = request.headers.get('content-type') ?? '';
  if (!isFormContentType(type)) throw new AppError('UNSUPPORTED_TYPE', null, { expected: FORM_CONTENT_TYPES.join(', ') });
  const bytes = await readBodyBytes(request, maxBytes);
  let parsed: FormData;
  try {
    parsed = await new Response(new Blob([bytes as Uint8Array<ArrayBuffer>]), { headers: { 'content-type': type } }).formData();
  } catch {
    // A multipart body without its closing boundary (cut short) or with broken parts.
    throw new AppError('BAD_REQUEST', null, { reason: 'malformed' });
  }
  const form = new FormData();
  for (const [name, value] of parsed) {
    if (typeof value !== 'string') {
      // A file input left empty is sent as a part without name and bytes; any other file has no place here.
      if (value.name === '' && value.size === 0) continue;
      throw new AppError('INVALID_INPUT', name, { reason: 'file' });
    }
    if (!isValidText(name)) throw new AppError('INVALID_INPUT', null, { reason: 'invalidText' });
    if (!isValidText(value)) throw new AppError('INVALID_INPUT', name, { reason: 'invalidText' });
    form.append(name, value);
  }
  return form;
}
