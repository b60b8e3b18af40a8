/**
 * A short-lived copy of pages that Next served from its cache, kept in the memory of this server process and
 * answered without entering Next (ADR 012). It is the micro-cache a reverse proxy would keep in front of the
 * app: Next stays the cache of record (rendering, revalidation), this copy lives for a few seconds only, so
 * a page Next has regenerated shows within that time. It holds no state of its own: every instance keeps its
 * own copy, and a restart starts empty.
 *
 * Only what is the same for every visitor is kept: GET requests without a query string and without the
 * router's RSC headers, answered 200 from Next's page cache (`x-nextjs-cache`) with a shared `s-maxage`,
 * without cookies. The key is the path, which alone decides what the proxy does with such a request.
 * Requests with a query (tracking parameters, form inputs) go to Next: nobody can fill this memory with
 * made-up query strings.
 *
 * A second kind of copy holds pages rendered per request that show data of the database and are otherwise
 * the same for every visitor (the rate pages, ADR 019): the page's response says so (header `x-page-data`,
 * set by the proxy from src/i18n/query-pages.ts), and the copy is kept under the data's version, which the
 * server reads from the shared database before each such request (`DATA_VERSION`, registered by the app at
 * start: src/page-data-version.ts). A copy is answered only while that version is unchanged, so new
 * data counts on the next request of every instance, and the copy lives at most `ttlMs`.
 *
 * Plain TypeScript with Node imports only: server.mjs loads it with Node's type stripping.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { SentPage } from './page-csp.ts';

/** The encodings a copy is kept in besides the page's own bytes, in the order they are preferred. */
type Encoding = 'br' | 'gzip';

interface Entry {
  page: SentPage;
  stored: number;
  expires: number;
  /** The data version the page was rendered with ('' for pages from Next's cache). */
  version: string;
  /** The body compressed once per encoding, on the first request that accepts it. */
  encoded: Partial<Record<Encoding, Buffer>>;
}

/**
 * Brotli at quality 5 compresses a page better than gzip 6 in about the same time; a copy is compressed once per
 * encoding, so the quality costs once per copy, not per request.
 */
const ENCODERS: Record<Encoding, (body: Buffer) => Buffer> = {
  br: (body) => brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body) => gzipSync(body, { level: 6 }),
};
/** Below this size compressing gains nothing worth a header (the compression middleware's default threshold). */
const MIN_COMPRESS_BYTES = 1024;

/**
 * The encoding to send for a request's Accept-Encoding: brotli, else gzip, else none. A coding with q=0 is refused;
 * `*` accepts both.
 */
export function chooseEncoding(acceptEncoding: string | string[] | undefined): Encoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const accepts = (coding: Encoding) => (q.get(coding) ?? q.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

/** Where the app registers the function that reads the current data version (a promise of a string). */
export const DATA_VERSION = Symbol.for('hauslotse.pageDataVersion');
/** Response header of a page rendered per request from data of one kind, otherwise the same for everyone. */
export const PAGE_DATA_HEADER = 'x-page-data';
/** Response header of an answer from a kept copy of such a page. */
export const PAGE_COPY_HEADER = 'x-page-copy';
const LOCALIZED_PAGE = /^\/(de|en)(\/|$)/;

/** Request headers that make Next answer with something else than the page's HTML (its RSC payload). */
const ROUTER_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-action'];

export class PageCache {
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #now: () => number;
  readonly #accepts: (page: SentPage) => boolean;
  readonly #entries = new Map<string, Entry>();

  /** `accepts`: which pages it keeps (default: those from Next's page cache, `isShared`). */
  constructor({ ttlMs, maxEntries = 500, now = Date.now, accepts = isShared }: { ttlMs: number; maxEntries?: number; now?: () => number; accepts?: (page: SentPage) => boolean }) {
    this.#ttlMs = ttlMs;
    this.#maxEntries = maxEntries;
    this.#now = now;
    this.#accepts = accepts;
  }

  /** Whether a copy could answer this request: a page of the site, asked without a query (see #key). */
  wants(req: IncomingMessage): boolean {
    const key = this.#key(req);
    return key !== null && LOCALIZED_PAGE.test(key);
  }

  get size(): number {
    return this.#entries.size;
  }

  #key(req: IncomingMessage): string | null {
    if (this.#ttlMs <= 0) return null;
    if (req.method !== 'GET' && req.method !== 'HEAD') return null;
    if (ROUTER_HEADERS.some((h) => req.headers[h] !== undefined)) return null;
    const url = req.url ?? '';
    if (!url.startsWith('/') || url.includes('?')) return null;
    return url;
  }

  /**
   * Answers the request from the copy when it holds a fresh one of the given data version; false when Next
   * must answer.
   */
  serve(req: IncomingMessage, res: ServerResponse, version = ''): boolean {
    const key = this.#key(req);
    if (key === null) return false;
    const entry = this.#entries.get(key);
    if (!entry) return false;
    if (entry.expires <= this.#now() || entry.version !== version) {
      this.#entries.delete(key);
      return false;
    }
    const { page } = entry;
    for (const [name, value] of Object.entries(page.headers)) res.setHeader(name, value);
    // A later answer of a cached page is a cache hit, whatever Next said when it first sent it; a copy of a
    // page rendered per request says so in a header of its own (Next did not cache it).
    if (entry.version === '') res.setHeader('x-nextjs-cache', 'HIT');
    else res.setHeader(PAGE_COPY_HEADER, 'HIT');
    res.setHeader('age', Math.floor((this.#now() - entry.stored) / 1000));
    const etag = page.headers.etag;
    if (typeof etag === 'string' && req.headers['if-none-match'] === etag) {
      res.removeHeader('content-length');
      res.writeHead(304);
      res.end();
      return true;
    }
    // The copy is sent as it is kept: compressed once per encoding, never per request (ADR 012 amended).
    const vary = String(res.getHeader('vary') ?? '');
    if (!/\baccept-encoding\b/i.test(vary)) res.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    const encoding = page.body.length >= MIN_COMPRESS_BYTES ? chooseEncoding(req.headers['accept-encoding']) : null;
    let body = page.body;
    if (encoding) {
      body = entry.encoded[encoding] ??= ENCODERS[encoding](page.body);
      res.setHeader('content-encoding', encoding);
    }
    res.setHeader('content-length', body.length);
    res.writeHead(page.status);
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }

  /**
   * Keeps a page Next has just sent, when it is the same for every visitor, under the data version read before
   * it was rendered (a page rendered while new data arrived is kept under the older version, so it is not
   * answered again).
   */
  store(req: IncomingMessage, page: SentPage, version = ''): void {
    const key = this.#key(req);
    if (key === null || req.method !== 'GET' || !this.#accepts(page)) return;
    if (this.#entries.size >= this.#maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.delete(key);
    const now = this.#now();
    this.#entries.set(key, { page, stored: now, expires: now + this.#ttlMs, version, encoded: {} });
  }
}

function header(page: SentPage, name: string): string {
  const value = page.headers[name];
  return Array.isArray(value) ? value.join(', ') : (value ?? '');
}

/** A page Next served from (or has just put into) its page cache, for every visitor alike. */
export function isShared(page: SentPage): boolean {
  const cacheControl = header(page, 'cache-control').toLowerCase();
  return (
    page.status === 200 &&
    ['HIT', 'MISS'].includes(header(page, 'x-nextjs-cache').toUpperCase()) &&
    /\bs-maxage=\d+/.test(cacheControl) &&
    !/\b(private|no-store|no-cache)\b/.test(cacheControl) &&
    page.headers['set-cookie'] === undefined
  );
}

/** A page rendered per request from data of one kind (header `x-page-data`), the same for every visitor. */
export function isDataPage(page: SentPage): boolean {
  return page.status === 200 && header(page, PAGE_DATA_HEADER) !== '' && page.headers['set-cookie'] === undefined;
}
