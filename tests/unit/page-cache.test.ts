/**
 * The micro-cache of server.mjs (src/lib/page-cache.ts, ADR 012): what it keeps, for how long, and how it
 * answers, on a real HTTP server whose handler plays Next.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { chooseEncoding, PageCache } from '@/lib/page-cache';
import { withPageCsp } from '@/lib/page-csp';
import { pageCsp } from '@/lib/security-headers';

let now = 0;
let calls = 0;
let cache: PageCache;
/** What the stand-in for Next answers: headers and status per path. */
let answer: { status: number; headers: Record<string, string> } = { status: 200, headers: {} };
const SHARED = { 'x-nextjs-cache': 'HIT', 'cache-control': 's-maxage=3600, stale-while-revalidate=31532400', etag: '"abc"' };
const page = (url: string) => `<!DOCTYPE html><html><body><h1>${url}</h1>${url.includes('/big') ? '<p>Baufinanzierung mit Zinsbindung</p>'.repeat(200) : ''}<script>boot()</script></body></html>`;

/** One GET as the client receives it on the wire (no decompression), with the Accept-Encoding given. */
function rawGet(url: string, acceptEncoding?: string): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

let server: http.Server;
let base = '';
beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (cache.serve(req, res)) return;
    withPageCsp(res, pageCsp, (sent) => cache.store(req, sent));
    calls++;
    res.statusCode = answer.status;
    res.setHeader('content-type', 'text/html; charset=utf-8');
    for (const [k, v] of Object.entries(answer.headers)) res.setHeader(k, v);
    res.end(page(req.url ?? ''));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  now = 1_000_000;
  calls = 0;
  cache = new PageCache({ ttlMs: 5000, maxEntries: 3, now: () => now });
  answer = { status: 200, headers: SHARED };
});

describe('a page Next served from its cache', () => {
  test('the second request is answered from the copy: same bytes, same policy, marked as a hit', async () => {
    const first = await fetch(`${base}/de/impressum`);
    const firstBody = await first.text();
    now += 2500;
    const second = await fetch(`${base}/de/impressum`);
    expect(calls).toBe(1);
    expect(second.status).toBe(200);
    expect(await second.text()).toBe(firstBody);
    expect(second.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
    expect(second.headers.get('content-security-policy')).toContain("'sha256-");
    expect(second.headers.get('x-nextjs-cache')).toBe('HIT');
    expect(second.headers.get('age')).toBe('2');
  });

  test.each([
    { label: 'within the lifetime', after: 4999, expected: 1 },
    { label: 'after the lifetime Next answers again', after: 5000, expected: 2 },
  ])('$label → Next asked $expected time(s)', async ({ after, expected }) => {
    await fetch(`${base}/de`);
    now += after;
    await fetch(`${base}/de`);
    expect(calls).toBe(expected);
  });

  test.each([
    { label: 'another path is another page', first: '/de/x', second: '/de/y', expected: 2 },
    { label: 'a query string (tracking, form inputs) always goes to Next', first: '/de/x?utm_source=a', second: '/de/x?utm_source=a', expected: 2 },
    { label: 'a query string does not get the copy of the plain path', first: '/de/x', second: '/de/x?price=1', expected: 2 },
  ])('$label', async ({ first, second, expected }) => {
    await fetch(base + first);
    await fetch(base + second);
    expect(calls).toBe(expected);
  });

  test('If-None-Match with the page ETag → 304 without body from the copy', async () => {
    await fetch(`${base}/en`);
    const res = await fetch(`${base}/en`, { headers: { 'if-none-match': '"abc"' } });
    expect(res.status).toBe(304);
    expect(await res.text()).toBe('');
    expect(calls).toBe(1);
  });

  test('HEAD is answered from the copy without a body', async () => {
    await fetch(`${base}/en`);
    const res = await fetch(`${base}/en`, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
    expect(calls).toBe(1);
  });

  test('the oldest copy makes room when the cache is full', async () => {
    for (const p of ['/a', '/b', '/c', '/d']) await fetch(base + p);
    calls = 0;
    await fetch(`${base}/d`);
    await fetch(`${base}/a`);
    expect(calls).toBe(1);
    expect(cache.size).toBe(3);
  });
});

describe('what is never kept', () => {
  test.each([
    { label: 'a page for one visitor (private)', headers: { ...SHARED, 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' }, status: 200 },
    { label: 'a page rendered per request (no x-nextjs-cache)', headers: { 'cache-control': 's-maxage=3600' }, status: 200 },
    { label: 'a stale page Next is regenerating', headers: { ...SHARED, 'x-nextjs-cache': 'STALE' }, status: 200 },
    { label: 'a response that sets a cookie', headers: { ...SHARED, 'set-cookie': 'a=b' }, status: 200 },
    { label: 'a 404', headers: SHARED, status: 404 },
  ])('$label → Next answers every time', async ({ headers, status }) => {
    answer = { status, headers };
    await fetch(`${base}/p`);
    await fetch(`${base}/p`);
    expect(calls).toBe(2);
  });

  test.each<{ label: string; init: RequestInit }>([
    { label: 'the router asks for the RSC payload', init: { headers: { rsc: '1' } } },
    { label: 'a prefetch', init: { headers: { 'next-router-prefetch': '1' } } },
    { label: 'a POST', init: { method: 'POST' } },
  ])('$label → not answered from the copy', async ({ init }) => {
    await fetch(`${base}/q`);
    await fetch(`${base}/q`, init);
    expect(calls).toBe(2);
  });

  test('lifetime 0 turns it off', async () => {
    cache = new PageCache({ ttlMs: 0, now: () => now });
    await fetch(`${base}/r`);
    await fetch(`${base}/r`);
    expect(calls).toBe(2);
  });
});

describe('kept copies are sent compressed as the client accepts, compressed once per copy', () => {
  test.each([
    { header: 'gzip, deflate, br, zstd', expected: 'br' },
    { header: 'gzip, deflate', expected: 'gzip' },
    { header: 'br;q=0, gzip;q=0.5', expected: 'gzip' },
    { header: '*', expected: 'br' },
    { header: 'identity', expected: null },
    { header: '', expected: null },
  ])('Accept-Encoding "$header" → $expected', ({ header, expected }) => {
    expect(chooseEncoding(header)).toBe(expected);
  });

  test('a browser gets brotli, an older client gzip, a client without Accept-Encoding the plain bytes; all the same page', async () => {
    const first = await rawGet(`${base}/de/big`, 'gzip, deflate, br, zstd');
    const plain = page('/de/big');
    const br = await rawGet(`${base}/de/big`, 'gzip, deflate, br, zstd');
    const gzip = await rawGet(`${base}/de/big`, 'gzip');
    const none = await rawGet(`${base}/de/big`);
    expect(calls).toBe(1);
    expect(first.headers['content-encoding']).toBeUndefined(); // Next's own answer (no middleware in this stand-in)
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(plain.length / 4);
    expect(brotliDecompressSync(br.body).toString()).toBe(none.body.toString());
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(none.body.toString());
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body.toString()).toContain('<h1>/de/big</h1>');
  });

  test('a copy too small to gain from compression is sent as it is', async () => {
    await rawGet(`${base}/de/small`, 'br');
    const again = await rawGet(`${base}/de/small`, 'br');
    expect(calls).toBe(1);
    expect(again.headers['content-encoding']).toBeUndefined();
  });
});
