/**
 * The one reader of a posted form (issue 46, ADR 025 amendment): URL-encoded and multipart bodies without a file,
 * read only up to the limit (chunked too), a body cut short or malformed refused whole, a file or control characters
 * refused as INVALID_INPUT; and the streaming reader of forms with a file refuses a body cut short.
 */
import { describe, expect, test } from 'vitest';
import { AppError } from '@/lib/app-error';
import { readFormBody } from '@/lib/form-body';
import { readMultipart } from '@/lib/multipart';
import { BOUNDARY, lazyBody, multipartField } from '../support/lazy-body';

const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;
const URLENCODED = 'application/x-www-form-urlencoded';

const post = (body: BodyInit | ReadableStream<Uint8Array> | null, headers: Record<string, string>) =>
  new Request('http://localhost:3000/api/any', { method: 'POST', headers, body, duplex: 'half' } as RequestInit);

/** The AppError a read ends with (code, field, params), or the form's entries. */
async function outcome(request: Request, maxBytes = 10_000) {
  try {
    return { entries: [...(await readFormBody(request, { maxBytes }))] };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { code: error.code, status: error.status, field: error.field, params: error.params };
  }
}

const multipart = (parts: [string, string][], close = true) => `${parts.map(([name, value]) => `${multipartField(name)}${value}\r\n`).join('')}${close ? `--${BOUNDARY}--\r\n` : ''}`;

describe('readFormBody', () => {
  test('a URL-encoded and a multipart form are read whole', async () => {
    expect(await outcome(post('given=J%C3%BCrgen&note=Zeile%201%0D%0AZeile%202&locale=en', { 'content-type': URLENCODED }))).toEqual({ entries: [['given', 'Jürgen'], ['note', 'Zeile 1\r\nZeile 2'], ['locale', 'en']] });
    expect(await outcome(post(multipart([['lead[given_name]', 'Anna'], ['lead[phone]', '030 1234567']]), { 'content-type': MULTIPART }))).toEqual({ entries: [['lead[given_name]', 'Anna'], ['lead[phone]', '030 1234567']] });
  });

  test('another type: 415 before a byte is read', async () => {
    const body = lazyBody(1024 * 1024);
    expect(await outcome(post(body.stream, { 'content-type': 'text/plain' }))).toMatchObject({ code: 'UNSUPPORTED_TYPE', status: 415 });
    expect(await outcome(post(lazyBody(10).stream, { 'content-type': 'multipart/form-data-ish' }))).toMatchObject({ code: 'UNSUPPORTED_TYPE' });
    expect(body.pulled()).toBe(0);
  });

  test('a chunked body of 400 MB: 413 after the limit and one chunk, the stream cancelled', async () => {
    const body = lazyBody(400 * 1024 * 1024, { prefix: multipartField('lead[given_name]') });
    const before = process.memoryUsage().arrayBuffers;
    expect(await outcome(post(body.stream, { 'content-type': MULTIPART }), 100_000)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', status: 413, params: { maxBytes: 100_000 } });
    expect(body.pulled()).toBeLessThanOrEqual(Math.ceil(100_000 / 65_536) + 1);
    expect(body.cancelled()).toBe(true);
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(64 * 1024 * 1024);
  });

  test('a Content-Length over the limit: 413 before a byte is read', async () => {
    const body = lazyBody(50_000);
    expect(await outcome(post(body.stream, { 'content-type': URLENCODED, 'content-length': '50000' }))).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(body.pulled()).toBe(0);
  });

  test('a body cut short is refused whole: fewer bytes than announced, a broken stream, a multipart body without its end', async () => {
    expect(await outcome(post('given=Anna&surname=Schm', { 'content-type': URLENCODED, 'content-length': '60' }))).toMatchObject({ code: 'BAD_REQUEST', status: 400, params: { reason: 'incomplete' } });
    const broken = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('given=Anna&surname=Schm'));
        controller.error(new Error('socket hang up'));
      },
    });
    expect(await outcome(post(broken, { 'content-type': URLENCODED }))).toMatchObject({ code: 'BAD_REQUEST', params: { reason: 'incomplete' } });
    const whole = multipart([['lead[given_name]', 'Anna'], ['lead[surname]', 'Schmidt']]);
    expect(await outcome(post(whole.slice(0, whole.length - 12), { 'content-type': MULTIPART }))).toMatchObject({ code: 'BAD_REQUEST', params: { reason: 'malformed' } });
    expect(await outcome(post(multipart([['lead[given_name]', 'Anna']], false), { 'content-type': MULTIPART }))).toMatchObject({ code: 'BAD_REQUEST' });
    expect(await outcome(post('not a multipart body', { 'content-type': MULTIPART }))).toMatchObject({ code: 'BAD_REQUEST' });
  });

  test('NUL and control characters in a value or a name: 400 INVALID_INPUT', async () => {
    expect(await outcome(post('given=An%00na', { 'content-type': URLENCODED }))).toEqual({ code: 'INVALID_INPUT', status: 400, field: 'given', params: { reason: 'invalidText' } });
    expect(await outcome(post('given=An%1Bna', { 'content-type': URLENCODED }))).toMatchObject({ code: 'INVALID_INPUT', field: 'given' });
    expect(await outcome(post('gi%07ven=Anna', { 'content-type': URLENCODED }))).toEqual({ code: 'INVALID_INPUT', status: 400, field: null, params: { reason: 'invalidText' } });
    expect(await outcome(post(multipart([['note', 'a\u0000b']]), { 'content-type': MULTIPART }))).toMatchObject({ code: 'INVALID_INPUT', field: 'note' });
  });

  test('a file: 400 INVALID_INPUT on its field; an empty file input is left out', async () => {
    const file = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\r\n--${BOUNDARY}--\r\n`;
    expect(await outcome(post(file, { 'content-type': MULTIPART }))).toEqual({ code: 'INVALID_INPUT', status: 400, field: 'cv', params: { reason: 'file' } });
    const empty = `${multipartField('given')}Anna\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="picture"; filename=""\r\nContent-Type: application/octet-stream\r\n\r\n\r\n--${BOUNDARY}--\r\n`;
    expect(await outcome(post(empty, { 'content-type': MULTIPART }))).toEqual({ entries: [['given', 'Anna']] });
  });
});

describe('readMultipart (forms with a file)', () => {
  const stream = (text: string) => new Response(text).body!;
  const file = (data: string) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="picture"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n${data}\r\n`;

  test('a whole body: its fields and its file', async () => {
    const result = await readMultipart(stream(`${multipartField('givenName')}Anna\r\n${file('JPEGDATA')}--${BOUNDARY}--\r\n`), MULTIPART, { maxFileBytes: 1000, fileField: 'picture' });
    expect(result).toMatchObject({ ok: true, fields: { givenName: 'Anna' }, file: { name: 'p.jpg' } });
  });

  test('a body cut short inside the file or before its end: BAD_REQUEST, no file', async () => {
    const whole = `${multipartField('givenName')}Anna\r\n${file('JPEGDATA')}--${BOUNDARY}--\r\n`;
    for (const cut of [whole.length - 12, whole.length - 30]) {
      const result = await readMultipart(stream(whole.slice(0, cut)), MULTIPART, { maxFileBytes: 1000, fileField: 'picture' });
      expect(result).toMatchObject({ ok: false, code: 'BAD_REQUEST' });
    }
  });

  test('a chunked body far over the file limit: refused after the limit, the stream cancelled', async () => {
    const body = lazyBody(400 * 1024 * 1024, { prefix: file('') });
    const result = await readMultipart(body.stream, MULTIPART, { maxFileBytes: 1024 * 1024, fileField: 'picture' });
    expect(result).toMatchObject({ ok: false, code: 'FILE_TOO_LARGE' });
    expect(body.pulled()).toBeLessThanOrEqual(Math.ceil((1024 * 1024 + 16 * 1024) / 65_536) + 1);
    expect(body.cancelled()).toBe(true);
  });

  test('a text field with NUL: BAD_REQUEST', async () => {
    const result = await readMultipart(stream(`${multipartField('givenName')}An\u0000na\r\n--${BOUNDARY}--\r\n`), MULTIPART, { maxFileBytes: 1000, fileField: 'picture' });
    expect(result).toMatchObject({ ok: false, code: 'BAD_REQUEST' });
  });
});
