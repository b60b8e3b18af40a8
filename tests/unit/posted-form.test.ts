/**
 * The shared reader of the site's POST forms (issue 27 point 1): a foreign Origin or another content type is
 * refused before a byte of the body is read, and the body is read only up to the limit, also when it comes
 * chunked without a Content-Length.
 */
import { describe, expect, test } from 'vitest';
import { readPostedForm } from '@/features/auth/http';

/** A body of `size` bytes in 1 KiB chunks, counting what the reader pulled. */
function body(size: number, chunk = 'a'.repeat(1024)) {
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (sent >= size) return controller.close();
        sent += chunk.length;
        controller.enqueue(new TextEncoder().encode(chunk));
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulled: () => sent };
}

const post = (stream: ReadableStream<Uint8Array> | string, headers: Record<string, string>) =>
  new Request('http://localhost:3000/api/auth/login-link', { method: 'POST', headers: { host: 'localhost:3000', ...headers }, body: stream, duplex: 'half' } as RequestInit);

describe('readPostedForm', () => {
  test('a foreign Origin: 303 to the login page with the code, nothing read', async () => {
    const b = body(200 * 1024 * 1024);
    const read = await readPostedForm(post(b.stream, { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' }));
    expect('response' in read && read.response.status).toBe(303);
    expect(b.pulled()).toBe(0);
  });

  test('another content type: 415, nothing read', async () => {
    const b = body(1024 * 1024);
    const read = await readPostedForm(post(b.stream, { origin: 'http://localhost:3000', 'content-type': 'text/plain' }));
    expect('response' in read && read.response.status).toBe(415);
    expect(b.pulled()).toBe(0);
  });

  test('a chunked body over the limit: 413 after reading at most the limit and one chunk', async () => {
    const b = body(100 * 1024 * 1024);
    const read = await readPostedForm(post(b.stream, { origin: 'http://localhost:3000', 'content-type': 'application/x-www-form-urlencoded' }));
    expect('response' in read && read.response.status).toBe(413);
    expect(b.pulled()).toBeLessThanOrEqual(11 * 1024);
  });

  test('a form of this site is read with its locale', async () => {
    const read = await readPostedForm(post('email=anna%40example.de&locale=en', { origin: 'http://localhost:3000', 'content-type': 'application/x-www-form-urlencoded' }));
    expect('form' in read && [read.locale, read.form.get('email')]).toEqual(['en', 'anna@example.de']);
  });
});
