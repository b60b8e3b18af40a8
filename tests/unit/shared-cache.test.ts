/**
 * What shared caches and the server's own copies get (ADR 012, amendment of issue 47), wired as server.mjs wires it:
 * the copies first (src/lib/page-cache.ts PageCopies), then the compression middleware, withPageCsp and a stand-in
 * for Next, on a real HTTP server.
 * - A page that is the same for everyone is public with a short s-maxage and a weak ETag; If-None-Match → 304.
 * - A page with Set-Cookie, or one Next renders for the visitor, is private and kept nowhere.
 * - The 404 page is kept per URL under the data version, with its status, in a small LRU of its own: made-up URLs
 *   never push a data page's copy out.
 * - Data pages with their form's inputs are kept per normalised URL in an LRU bounded by bytes; a new data version
 *   misses.
 */
import http from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { NOT_FOUND_PAGE, PAGE_DATA_HEADER, PageCopies, PUBLIC_CACHE_CONTROL, etagMatches, normalisedUrl, weakEtag, withAcceptEncoding } from '@/lib/page-cache';
import { withPageCsp } from '@/lib/page-csp';
import { pageCsp } from '@/lib/security-headers';

/** Next's Cache-Control for a page rendered per request, and for one from its page cache (revalidated daily). */
const NEXT_DYNAMIC = 'private, no-cache, no-store, max-age=0, must-revalidate';
const NEXT_CACHED = 's-maxage=86400, stale-while-revalidate=31449600';
const NEXT_VARY = 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch';

interface Answer {
  status: number;
  headers: Record<string, string>;
  /** Answer through writeHead(status, headers) instead of setHeader (Next does both). */
  writeHead?: boolean;
}

/** What the stand-in for Next answers per path (the query does not matter to it): a data page unless said otherwise. */
let answers: Record<string, Answer> = {};
let renders: string[] = [];
/** The If-None-Match headers the stand-in for Next saw (Next would answer 304 itself for `*` or its own ETag). */
let validatorsSeen: (string | undefined)[] = [];
let version: string | null = 'v1';
let now = 0;
let copies: PageCopies;
const DATA: Answer = { status: 200, headers: { 'cache-control': NEXT_DYNAMIC, vary: NEXT_VARY, [PAGE_DATA_HEADER]: 'rates' } };

/** A page of about `size` bytes that names its URL; the same bytes on every render, as Next's are for the same data. */
function html(url: string, size = 3000): string {
  const filler = '<p>Baufinanzierung mit Zinsbindung</p>'.repeat(Math.ceil(size / 38));
  return `<!DOCTYPE html><html><body><h1>${url.replaceAll('&', '&amp;')}</h1>${filler}<script>boot()</script></body></html>`;
}

/** The compression middleware server.mjs uses (the package ships no types). */
type Middleware = (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void;
const compress = (createRequire(import.meta.url)('compression') as () => Middleware)();

let server: http.Server;
let base = '';
beforeAll(async () => {
  server = http.createServer(async (req, res) => {
    const kept = await copies.answer(req, res);
    if (kept === null) return;
    compress(req, res, () => {
      withPageCsp(res, pageCsp, kept);
      const url = req.url ?? '/';
      const path = url.split('?')[0]!;
      const answer = answers[path] ?? DATA;
      renders.push(url);
      validatorsSeen.push(req.headers['if-none-match']);
      const body = req.method === 'HEAD' ? '' : html(url);
      if (answer.writeHead) {
        res.writeHead(answer.status, { 'content-type': 'text/html; charset=utf-8', ...answer.headers });
      } else {
        res.statusCode = answer.status;
        res.setHeader('content-type', 'text/html; charset=utf-8');
        for (const [k, v] of Object.entries(answer.headers)) res.setHeader(k, v);
      }
      res.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  answers = {};
  renders = [];
  validatorsSeen = [];
  version = 'v1';
  now = 1_000_000;
  copies = new PageCopies({ seconds: 5, dataVersion: async () => version, now: () => now });
});

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One request as the client receives it on the wire (no decompression). */
function raw(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The page as the client reads it, whatever the encoding. */
function text(res: Raw): string {
  return (res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.body) : res.body).toString();
}

const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

describe('public pages tell shared caches they may keep them, with an ETag to revalidate', () => {
  test('a data page: public with a short s-maxage, a weak ETag over the body as sent, Vary: Accept-Encoding; the copy says the same', async () => {
    const first = await raw('/de/baufinanzierungsrechner', BROWSER);
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(PUBLIC_CACHE_CONTROL).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    expect(first.headers.etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(first.headers.etag).toBe(weakEtag(Buffer.from(text(first))));
    expect(first.headers.vary).toMatch(/Accept-Encoding/);
    expect(first.headers.vary).toMatch(/rsc/);
    const copy = await raw('/de/baufinanzierungsrechner', BROWSER);
    expect(copy.headers['x-page-copy']).toBe('HIT');
    expect(copy.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(copy.headers.etag).toBe(first.headers.etag);
    expect(copy.headers.vary).toBe(first.headers.vary);
    // A copy checked against the data version just now has no age: a CDN would count it stale at once.
    expect(copy.headers.age).toBeUndefined();
    expect(text(copy)).toBe(text(first));
    expect(renders).toHaveLength(1);
  });

  test('If-None-Match with the ETag → 304 without a body and with the same ETag, Vary and Cache-Control (from the copy)', async () => {
    const first = await raw('/en/german-mortgage-calculator', BROWSER);
    const again = await raw('/en/german-mortgage-calculator', { ...BROWSER, 'if-none-match': first.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers.vary).toBe(first.headers.vary);
    expect(again.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(renders).toHaveLength(1);
  });

  test('If-None-Match on a request Next answers (no copy yet) → 304 too, not compressed, with the same headers', async () => {
    const first = await raw('/de/baufinanzierung/bayern/muenchen', BROWSER);
    copies = new PageCopies({ seconds: 5, dataVersion: async () => version, now: () => now }); // a restarted instance
    const again = await raw('/de/baufinanzierung/bayern/muenchen', { ...BROWSER, 'if-none-match': `"other", ${first.headers.etag!}` });
    expect(renders).toHaveLength(2);
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers.vary).toMatch(/Accept-Encoding/);
    expect(again.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
  });

  test('Next never sees a page request’s If-None-Match: the server’s ETag decides, not one Next computed before the rewrite', async () => {
    answers['/en/terms'] = { status: 200, headers: { 'cache-control': NEXT_CACHED, 'x-nextjs-cache': 'HIT', etag: '"next-etag"' } };
    const res = await raw('/en/terms', { 'if-none-match': '"next-etag"' });
    expect(res.status).toBe(200);
    expect(validatorsSeen).toEqual([undefined]);
  });

  test('another ETag → the page', async () => {
    await raw('/en/german-mortgage-calculator');
    const res = await raw('/en/german-mortgage-calculator', { 'if-none-match': 'W/"not-this-one"' });
    expect(res.status).toBe(200);
    expect(text(res)).toContain('<h1>/en/german-mortgage-calculator</h1>');
  });

  test('a page from Next’s page cache: the same public policy instead of Next’s day-long one, and the server’s ETag instead of Next’s', async () => {
    answers['/en/terms'] = { status: 200, headers: { 'cache-control': NEXT_CACHED, 'x-nextjs-cache': 'HIT', etag: '"next-etag"', vary: NEXT_VARY } };
    const first = await raw('/en/terms', BROWSER);
    expect(first.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(first.headers.etag).toMatch(/^W\//);
    expect(first.headers.etag).not.toBe('"next-etag"');
    const copy = await raw('/en/terms', { 'if-none-match': first.headers.etag! });
    expect(copy.status).toBe(304);
    expect(copy.headers['x-nextjs-cache']).toBe('HIT');
    expect(renders).toHaveLength(1);
  });

  test('headers given to writeHead are replaced as well', async () => {
    answers['/en/about'] = { ...DATA, writeHead: true };
    const res = await raw('/en/about');
    expect(res.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(res.headers.etag).toMatch(/^W\//);
  });
});

describe('personal pages stay private and are kept nowhere', () => {
  test.each<{ label: string; answer: Answer }>([
    { label: 'a data page that sets a cookie', answer: { status: 200, headers: { ...DATA.headers, 'set-cookie': 'hl_lead=abc; Path=/; HttpOnly' } } },
    { label: 'a page from Next’s cache that sets a cookie', answer: { status: 200, headers: { 'cache-control': NEXT_CACHED, 'x-nextjs-cache': 'HIT', 'set-cookie': 'a=b' } } },
    { label: 'a page Next renders for the visitor (account, confirmation, staff)', answer: { status: 200, headers: { 'cache-control': NEXT_DYNAMIC } } },
    { label: 'the same given to writeHead', answer: { status: 200, headers: { 'cache-control': NEXT_DYNAMIC, 'set-cookie': 'a=b' }, writeHead: true } },
  ])('$label → private, no-store; rendered every time', async ({ answer }) => {
    answers['/en/account'] = answer;
    const first = await raw('/en/account');
    const second = await raw('/en/account');
    for (const res of [first, second]) {
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toMatch(/\bprivate\b/);
      expect(res.headers['cache-control']).toMatch(/\bno-store\b/);
      expect(res.headers['cache-control']).not.toMatch(/public|s-maxage/);
      expect(res.headers['x-page-copy']).toBeUndefined();
    }
    expect(renders).toHaveLength(2);
  });

  test('a private page’s If-None-Match gets no 304', async () => {
    answers['/en/account'] = { status: 200, headers: { 'cache-control': NEXT_DYNAMIC } };
    const first = await raw('/en/account');
    expect(first.headers.etag).toBeUndefined();
    const res = await raw('/en/account', { 'if-none-match': '*' });
    expect(res.status).toBe(200);
  });
});

describe('the 404 page from the copies', () => {
  const NOT_FOUND: Answer = { status: 404, headers: { 'cache-control': NEXT_DYNAMIC, vary: NEXT_VARY, [PAGE_DATA_HEADER]: NOT_FOUND_PAGE } };

  test('kept per URL under the data version with its status 404; public; a new version renders it again', async () => {
    answers['/de/diese-seite-gibt-es-nicht'] = NOT_FOUND;
    const first = await raw('/de/diese-seite-gibt-es-nicht', BROWSER);
    const copy = await raw('/de/diese-seite-gibt-es-nicht', BROWSER);
    expect(first.status).toBe(404);
    expect(copy.status).toBe(404);
    expect(copy.headers['x-page-copy']).toBe('HIT');
    expect(copy.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(text(copy)).toBe(text(first));
    expect(renders).toHaveLength(1);
    // The language switch maps the requested path: another path is another page.
    answers['/de/gibt-es-auch-nicht'] = NOT_FOUND;
    expect(text(await raw('/de/gibt-es-auch-nicht'))).toContain('<h1>/de/gibt-es-auch-nicht</h1>');
    version = 'v2';
    await raw('/de/diese-seite-gibt-es-nicht');
    expect(renders).toHaveLength(3);
  });

  test('a 404 the proxy did not mark (the mailbox, a draft) or one marked as a data page is rendered every time, private', async () => {
    answers['/en/mailbox'] = { status: 404, headers: { 'cache-control': NEXT_DYNAMIC } };
    answers['/en/properties/gone'] = { status: 404, headers: DATA.headers };
    for (const path of ['/en/mailbox', '/en/mailbox', '/en/properties/gone', '/en/properties/gone']) {
      const res = await raw(path);
      expect(res.status).toBe(404);
      expect(res.headers['cache-control']).toMatch(/private/);
    }
    expect(renders).toHaveLength(4);
  });

  test('made-up URLs never push a data page’s copy out: the 404 copies have a small LRU of their own', async () => {
    // Room for about three data pages, and for about three 404 copies of their own (in bytes) or at most 5.
    await raw('/en/properties?page=1');
    const entry = copies.dataPages.bytes;
    copies = new PageCopies({
      seconds: 5,
      maxBytes: Math.floor(entry * 3.5),
      notFoundMaxBytes: Math.floor(entry * 3.5),
      notFoundMaxEntries: 5,
      dataVersion: async () => version,
      now: () => now,
    });
    await raw('/en/properties?place=berlin&pmax=500000');
    await raw('/de/baufinanzierungsrechner?price=500000&savings=100000');
    for (let n = 0; n < 200; n++) {
      answers[`/de/erfunden-${n}`] = NOT_FOUND;
      expect((await raw(`/de/erfunden-${n}`, BROWSER)).status).toBe(404);
      expect(copies.notFoundPages.bytes).toBeLessThanOrEqual(Math.floor(entry * 3.5));
    }
    expect(copies.notFoundPages.size).toBeGreaterThan(0);
    expect(copies.notFoundPages.size).toBeLessThanOrEqual(5);
    // The most recent 404 is answered from its copy; the data pages were kept through all 200.
    renders = [];
    expect((await raw('/de/erfunden-199')).headers['x-page-copy']).toBe('HIT');
    expect((await raw('/en/properties?pmax=500000&place=berlin')).headers['x-page-copy']).toBe('HIT');
    expect((await raw('/de/baufinanzierungsrechner?savings=100000&price=500000')).headers['x-page-copy']).toBe('HIT');
    expect(renders).toEqual([]);
    expect(copies.dataPages.size).toBe(2);
    // By entries too: small 404 pages still stop at the bound of entries.
    copies = new PageCopies({ seconds: 5, notFoundMaxEntries: 5, dataVersion: async () => version, now: () => now });
    for (let n = 0; n < 50; n++) await raw(`/de/erfunden-${n}`);
    expect(copies.notFoundPages.size).toBe(5);
    expect(copies.dataPages.size).toBe(0);
  });

  test('a URL whose answer turns from a 404 into a page (or back) is answered from the newer copy only', async () => {
    answers['/en/properties/new-listing'] = NOT_FOUND;
    await raw('/en/properties/new-listing');
    expect(copies.notFoundPages.size).toBe(1);
    version = 'v2'; // the listing arrived
    answers['/en/properties/new-listing'] = DATA;
    expect((await raw('/en/properties/new-listing')).status).toBe(200);
    expect(copies.notFoundPages.size).toBe(0);
    const copy = await raw('/en/properties/new-listing');
    expect(copy.status).toBe(200);
    expect(copy.headers['x-page-copy']).toBe('HIT');
    version = 'v3'; // withdrawn
    answers['/en/properties/new-listing'] = NOT_FOUND;
    expect((await raw('/en/properties/new-listing')).status).toBe(404);
    expect(copies.dataPages.size).toBe(0);
    expect((await raw('/en/properties/new-listing')).status).toBe(404);
    expect(renders).toHaveLength(3);
  });

  test('a page marked as the 404 that is not a 404 is not kept', async () => {
    answers['/en/odd'] = { status: 200, headers: { 'cache-control': NEXT_DYNAMIC, [PAGE_DATA_HEADER]: NOT_FOUND_PAGE } };
    await raw('/en/odd');
    const res = await raw('/en/odd');
    expect(res.headers['cache-control']).toMatch(/private/);
    expect(renders).toHaveLength(2);
  });
});

describe('data pages with their form’s inputs, per normalised URL', () => {
  test.each([
    { url: '/de/rechner', expected: '/de/rechner' },
    { url: '/de/rechner?', expected: '/de/rechner' },
    { url: '/de/rechner?savings=2&price=1', expected: '/de/rechner?price=1&savings=2' },
    { url: '/de/rechner?price=5%30&loc=city%3Amuenchen', expected: '/de/rechner?loc=city%3Amuenchen&price=50' },
    { url: '/de/rechner?type=house&price=1&type=flat', expected: '/de/rechner?price=1&type=house&type=flat' },
    { url: '/de/rechner?b=&a=%20x+y', expected: '/de/rechner?a=+x+y&b=' },
  ])('$url → $expected', ({ url, expected }) => {
    expect(normalisedUrl(url)).toBe(expected);
  });

  test('two URLs that differ only in the order of their parameters share a copy; other values, an empty value or a parameter more do not', async () => {
    const a = await raw('/de/baufinanzierungsrechner?price=500000&savings=100000');
    const b = await raw('/de/baufinanzierungsrechner?savings=100000&price=500000');
    expect(b.headers['x-page-copy']).toBe('HIT');
    expect(text(b)).toBe(text(a));
    expect(renders).toEqual(['/de/baufinanzierungsrechner?price=500000&savings=100000']);
    for (const other of ['?price=500000&savings=90000', '?price=500000', '?price=500000&savings=', '?price=500000&savings=100000&fix=15', '']) {
      const res = await raw(`/de/baufinanzierungsrechner${other}`);
      expect(res.headers['x-page-copy'], other).toBeUndefined();
      expect(text(res), other).toContain(`<h1>/de/baufinanzierungsrechner${other.replaceAll('&', '&amp;')}</h1>`);
    }
    expect(renders).toHaveLength(6);
  });

  test('a URL the proxy did not mark (a parameter that is no input of the page) is rendered every time and keeps no copy', async () => {
    answers['/de/baufinanzierungsrechner'] = { status: 200, headers: { 'cache-control': NEXT_DYNAMIC } };
    await raw('/de/baufinanzierungsrechner?price=1&utm_source=news');
    const res = await raw('/de/baufinanzierungsrechner?utm_source=news&price=1');
    expect(res.headers['cache-control']).toMatch(/private/);
    expect(renders).toHaveLength(2);
    expect(copies.dataPages.size).toBe(0);
  });

  test('a new data version misses; the version it was rendered with answers only while it holds', async () => {
    await raw('/en/mortgage-rates-germany?price=400000&place=city:berlin');
    await raw('/en/mortgage-rates-germany?place=city:berlin&price=400000');
    expect(renders).toHaveLength(1);
    version = 'v2'; // a new curve, listing or day
    const fresh = await raw('/en/mortgage-rates-germany?price=400000&place=city:berlin');
    expect(fresh.headers['x-page-copy']).toBeUndefined();
    expect(renders).toHaveLength(2);
    await raw('/en/mortgage-rates-germany?price=400000&place=city:berlin');
    expect(renders).toHaveLength(2);
    version = null; // unreadable: nothing from the copies
    await raw('/en/mortgage-rates-germany?price=400000&place=city:berlin');
    expect(renders).toHaveLength(3);
  });

  test('only GET and HEAD are answered from a copy, HEAD without a body; the router’s requests go to Next', async () => {
    await raw('/en/properties?place=berlin');
    const head = await raw('/en/properties?place=berlin', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['x-page-copy']).toBe('HIT');
    expect(head.body.length).toBe(0);
    await raw('/en/properties?place=berlin', { rsc: '1' });
    await raw('/en/properties?place=berlin', {}, 'POST');
    expect(renders).toHaveLength(3);
  });

  test('the copies are an LRU bounded by bytes, compressed copies counted: the least recently used goes first', async () => {
    // One copy's size as counted (body, key, headers), then room for three and a half.
    await raw('/en/properties?page=1');
    const entry = copies.dataPages.bytes;
    expect(entry).toBeGreaterThan(Buffer.byteLength(html('/en/properties?page=1')));
    const maxBytes = Math.floor(entry * 3.5);
    copies = new PageCopies({ seconds: 5, maxBytes, dataVersion: async () => version, now: () => now });
    for (const n of [1, 2, 3]) await raw(`/en/properties?page=${n}`);
    expect(copies.dataPages.size).toBe(3);
    await raw('/en/properties?page=1'); // used again: now the most recent
    await raw('/en/properties?page=4'); // room for it: page 2 goes
    expect(copies.dataPages.size).toBe(3);
    expect(copies.dataPages.bytes).toBeLessThanOrEqual(maxBytes);
    renders = [];
    await raw('/en/properties?page=1');
    await raw('/en/properties?page=3');
    await raw('/en/properties?page=4');
    expect(renders).toEqual([]);
    await raw('/en/properties?page=2');
    expect(renders).toEqual(['/en/properties?page=2']);
  });

  test('a compressed copy is counted with its page, once per encoding', async () => {
    await raw('/en/properties?page=1');
    const plain = copies.dataPages.bytes;
    const br = await raw('/en/properties?page=1', BROWSER);
    expect(br.headers['content-encoding']).toBe('br');
    expect(copies.dataPages.bytes).toBe(plain + br.body.length);
    await raw('/en/properties?page=1', BROWSER);
    const gzip = await raw('/en/properties?page=1', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(copies.dataPages.bytes).toBe(plain + br.body.length + gzip.body.length);
    expect(renders).toHaveLength(1);
  });

  test('a copy larger than the whole bound is not kept', async () => {
    copies = new PageCopies({ seconds: 5, maxBytes: 1000, dataVersion: async () => version, now: () => now });
    await raw('/en/properties?page=1');
    await raw('/en/properties?page=1');
    expect(renders).toHaveLength(2);
    expect(copies.dataPages.size).toBe(0);
  });

  test('PAGE_CACHE_SECONDS=0 keeps nothing', async () => {
    copies = new PageCopies({ seconds: 0, dataVersion: async () => version, now: () => now });
    await raw('/en/properties?page=1');
    await raw('/en/properties?page=1');
    expect(renders).toHaveLength(2);
  });
});

describe('validators and Vary', () => {
  test.each([
    { header: 'W/"abc"', etag: 'W/"abc"', expected: true },
    { header: '"abc"', etag: 'W/"abc"', expected: true },
    { header: 'W/"x", W/"abc"', etag: 'W/"abc"', expected: true },
    { header: '*', etag: 'W/"abc"', expected: true },
    { header: 'W/"abd"', etag: 'W/"abc"', expected: false },
    { header: '', etag: 'W/"abc"', expected: false },
  ])('If-None-Match $header against $etag → $expected', ({ header, etag, expected }) => {
    expect(etagMatches(header, etag)).toBe(expected);
  });

  test.each([
    { vary: '', expected: 'Accept-Encoding' },
    { vary: 'rsc', expected: 'rsc, Accept-Encoding' },
    { vary: 'rsc, accept-encoding', expected: 'rsc, accept-encoding' },
    { vary: '*', expected: '*' },
  ])('Vary "$vary" → "$expected"', ({ vary, expected }) => {
    expect(withAcceptEncoding(vary)).toBe(expected);
  });
});
