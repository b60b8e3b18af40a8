/**
 * The copies of pages that server.mjs answers without entering Next, and the cache headers every HTML page leaves
 * with (ADR 012 and its amendment "shared caches and pages with parameters", ADR 034). Copies are a cache, not
 * state: every instance keeps its own, a restart starts empty, and instances stay interchangeable.
 *
 * Two kinds of copy, one class:
 * - **Micro-cache** of the pages Next served from its page cache: kept for a few seconds (PAGE_CACHE_SECONDS), so a
 *   page Next has regenerated shows within that time. Only GET requests without a query string and without the
 *   router's RSC headers, answered 200 from Next's page cache (`x-nextjs-cache`) with a shared `s-maxage`, without
 *   cookies. The key is the path, which alone decides what the proxy does with such a request.
 * - **Copies under the page data version** of the pages rendered per request that show data of the database and are
 *   otherwise the same for every visitor: the response says so (header `x-page-data`, set by the proxy from
 *   src/i18n/query-pages.ts), and the copy is answered only while the version the server read before the request
 *   (`DATA_VERSION`, registered by the app at start: src/page-data-version.ts) is unchanged. These are the data pages
 *   without a query, the same pages with their form's inputs (the `with-query` twins: calculators, rates, property
 *   search), and the 404 page (`x-page-data: not-found`, kept with its status). The key is the normalised URL
 *   (`normalisedUrl`: the path as sent, the query's parameters sorted by name); the proxy marks a page only when
 *   every parameter is one of the page's inputs, so a URL with anything else (tracking, made-up names) is never
 *   kept, and a copy only ever answers a URL that asks the same page. Bounded by bytes (an LRU: `maxBytes`,
 *   PAGE_CACHE_MAX_MB), its compressed copies counted. The 404 copies have an LRU of their own, small and fixed
 *   (`NOT_FOUND_MAX_ENTRIES` copies in `NOT_FOUND_MAX_BYTES`): any path may be asked, so made-up URLs each get one,
 *   and in their own LRU no number of them can push a data page's copy out.
 *
 * Either copy is sent in the encoding the client accepts, compressed once per copy and encoding, never per request.
 *
 * Cache headers (`sendPage`): a page that is the same for everyone (from Next's page cache, or a data page as above)
 * says `public, max-age=0, s-maxage=60, stale-while-revalidate=300` with a weak ETag over its body as sent
 * (uncompressed) and `Vary: Accept-Encoding`, so a CDN in front of the instances may keep it for a minute and a
 * browser revalidates it (If-None-Match → 304). Every other HTML page, and any page that sets a cookie, is
 * `private, no-store`.
 *
 * Plain TypeScript with Node imports only: server.mjs loads it with Node's type stripping.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { SendDecision, SentPage } from './page-csp.ts';

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
  /** Bytes of the key and the headers, counted with the body. */
  overhead: number;
}

/** How long a shared cache (CDN) may answer a public page without asking, and how long after that it may answer a stale one while it asks. */
export const SHARED_MAX_AGE_SECONDS = 60;
export const STALE_WHILE_REVALIDATE_SECONDS = 300;
/** Cache-Control of a page that is the same for everyone: browsers revalidate (max-age=0), shared caches keep it briefly. */
export const PUBLIC_CACHE_CONTROL = `public, max-age=0, s-maxage=${SHARED_MAX_AGE_SECONDS}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}`;
/** Cache-Control of every other page: nobody keeps it. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';
/** Default bound of the copies of data pages kept under the page data version (PAGE_CACHE_MAX_MB). */
export const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;
/**
 * Bound of the 404 copies, apart from the data pages' (a 404 copy with its compressed copies is some tens of kB):
 * enough for the missing paths that are asked again and again (old links, a crawler's list), too little to matter
 * when every request names a new one.
 */
export const NOT_FOUND_MAX_ENTRIES = 300;
export const NOT_FOUND_MAX_BYTES = 8 * 1024 * 1024;

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
/** The value of PAGE_DATA_HEADER on the data pages. */
export const DATA_PAGE = 'rates';
/** The value of PAGE_DATA_HEADER on the 404 page when it is the same for everyone who asks this URL. */
export const NOT_FOUND_PAGE = 'not-found';
/** Response header of an answer from a kept copy of such a page. */
export const PAGE_COPY_HEADER = 'x-page-copy';
const LOCALIZED_PAGE = /^\/(de|en)(\/|\?|$)/;

/** Request headers that make Next answer with something else than the page's HTML (its RSC payload). */
const ROUTER_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-action'];

/**
 * The URL as a key: the path exactly as sent, the query's parameters sorted by name (the values of a repeated name
 * keep their order), each encoded the one way URLSearchParams writes it; no query, or an empty one, is the path.
 * Two URLs get one key only when a page sees the same parameters in them. Empty values stay: a form sends them,
 * and a page may show an empty field otherwise than a missing one.
 */
export function normalisedUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const path = url.slice(0, q);
  const pairs = [...new URLSearchParams(url.slice(q + 1))];
  if (pairs.length === 0) return path;
  // Array.prototype.sort is stable: the values of one name keep their order.
  pairs.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${path}?${new URLSearchParams(pairs).toString()}`;
}

export class PageCache {
  readonly #ttlMs: number;
  readonly #now: () => number;
  readonly #accepts: (page: SentPage) => boolean;
  readonly #query: boolean;
  readonly #entries: LRUCache<string, Entry>;

  /**
   * `accepts`: which pages it keeps (default: those from Next's page cache, `isShared`). `query`: whether URLs with a
   * query are kept, under their normalised URL (the copies of data pages, whose proxy marks only known inputs);
   * without it a request with a query always goes to Next. At most `maxEntries` copies and `maxBytes` bytes (bodies,
   * their compressed copies, keys and headers); the least recently used go first.
   */
  constructor({
    ttlMs,
    maxEntries,
    maxBytes = DEFAULT_MAX_BYTES,
    now = Date.now,
    accepts = isShared,
    query = false,
  }: {
    ttlMs: number;
    maxEntries?: number;
    maxBytes?: number;
    now?: () => number;
    accepts?: (page: SentPage) => boolean;
    query?: boolean;
  }) {
    this.#ttlMs = ttlMs;
    this.#now = now;
    this.#accepts = accepts;
    this.#query = query;
    this.#entries = new LRUCache<string, Entry>({
      ...(maxEntries ? { max: maxEntries } : {}),
      maxSize: maxBytes,
      sizeCalculation: (entry) => Math.max(1, entrySize(entry)),
    });
  }

  /** Whether a copy could answer this request: a page of the site, asked as a copy may be kept (see #key). */
  wants(req: IncomingMessage): boolean {
    const key = this.#key(req);
    return key !== null && LOCALIZED_PAGE.test(key);
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The bytes the copies take, as counted against `maxBytes`. */
  get bytes(): number {
    return this.#entries.calculatedSize;
  }

  /** Drops the request's copy, if any (the same URL is now kept by another cache). */
  forget(req: IncomingMessage): void {
    const key = this.#key(req);
    if (key !== null) this.#entries.delete(key);
  }

  #key(req: IncomingMessage): string | null {
    if (this.#ttlMs <= 0) return null;
    if (req.method !== 'GET' && req.method !== 'HEAD') return null;
    if (ROUTER_HEADERS.some((h) => req.headers[h] !== undefined)) return null;
    const url = req.url ?? '';
    if (!url.startsWith('/')) return null;
    if (!url.includes('?')) return url;
    return this.#query ? normalisedUrl(url) : null;
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
    // page rendered per request says so in a header of its own (Next did not cache it). Only the few-seconds copy
    // has an age: a copy under the data version was checked against the data just now, as fresh as a new render,
    // and an Age would make a CDN count it stale at once.
    if (entry.version === '') {
      res.setHeader('x-nextjs-cache', 'HIT');
      res.setHeader('age', Math.floor((this.#now() - entry.stored) / 1000));
    } else {
      res.setHeader(PAGE_COPY_HEADER, 'HIT');
    }
    // Sent in the encoding the client accepts (below): the answer varies by Accept-Encoding, the 304 too.
    res.setHeader('vary', withAcceptEncoding(String(res.getHeader('vary') ?? '')));
    const etag = page.headers.etag;
    if (page.status === 200 && typeof etag === 'string' && etagMatches(req.headers['if-none-match'], etag)) {
      res.removeHeader('content-length');
      res.writeHead(304);
      res.end();
      return true;
    }
    // The copy is sent as it is kept: compressed once per encoding, never per request (ADR 034).
    const encoding = page.body.length >= MIN_COMPRESS_BYTES ? chooseEncoding(req.headers['accept-encoding']) : null;
    let body = page.body;
    if (encoding) {
      const kept = entry.encoded[encoding];
      if (kept) body = kept;
      else {
        body = ENCODERS[encoding](page.body);
        // A new entry object, so that the LRU counts the compressed bytes too (it measures on set, per object).
        this.#entries.set(key, { ...entry, encoded: { ...entry.encoded, [encoding]: body } });
      }
      res.setHeader('content-encoding', encoding);
    }
    res.setHeader('content-length', body.length);
    res.writeHead(page.status);
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }

  /**
   * Keeps a page Next has just sent (with the headers it leaves with, `sendPage`), when it is the same for every
   * visitor, under the data version read before it was rendered (a page rendered while new data arrived is kept
   * under the older version, so it is not answered again).
   */
  store(req: IncomingMessage, page: SentPage, version = ''): void {
    const key = this.#key(req);
    if (key === null || req.method !== 'GET' || !this.#accepts(page)) return;
    const now = this.#now();
    let overhead = key.length;
    for (const [name, value] of Object.entries(page.headers)) overhead += name.length + String(value).length + 4;
    this.#entries.set(key, { page, stored: now, expires: now + this.#ttlMs, version, encoded: {}, overhead });
  }
}

/** A GET or HEAD of a page of the site, not the router's payload (API routes keep their own validators). */
function isPageRequest(req: IncomingMessage): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (ROUTER_HEADERS.some((h) => req.headers[h] !== undefined)) return false;
  return LOCALIZED_PAGE.test(req.url ?? '');
}

function entrySize(entry: Entry): number {
  return entry.overhead + entry.page.body.length + (entry.encoded.br?.length ?? 0) + (entry.encoded.gzip?.length ?? 0);
}

function header(page: SentPage, name: string): string {
  const value = page.headers[name];
  return Array.isArray(value) ? value.join(', ') : (value ?? '');
}

/** A page Next served from (or has just put into) its page cache, for every visitor alike. */
export function isShared(page: SentPage): boolean {
  return page.status === 200 && fromNextCache(page, ['HIT', 'MISS']);
}

function fromNextCache(page: SentPage, states: readonly string[]): boolean {
  const cacheControl = header(page, 'cache-control').toLowerCase();
  return (
    states.includes(header(page, 'x-nextjs-cache').toUpperCase()) &&
    /\bs-maxage=\d+/.test(cacheControl) &&
    !/\b(private|no-store|no-cache)\b/.test(cacheControl) &&
    page.headers['set-cookie'] === undefined
  );
}

/**
 * A page rendered per request from data of one kind (header `x-page-data`), the same for every visitor: a data page
 * (200) or the 404 page (404, `not-found`).
 */
export function isDataPage(page: SentPage): boolean {
  if (page.headers['set-cookie'] !== undefined) return false;
  const kind = header(page, PAGE_DATA_HEADER);
  if (kind === NOT_FOUND_PAGE) return page.status === 404;
  return kind !== '' && page.status === 200;
}

/** The 404 page as isDataPage keeps it (`not-found`, status 404): kept apart from the data pages' copies. */
function isNotFoundCopy(page: SentPage): boolean {
  return page.status === 404 && isDataPage(page);
}

/** A data page as isDataPage keeps it, but not the 404 page. */
function isDataPageCopy(page: SentPage): boolean {
  return page.status === 200 && isDataPage(page);
}

/**
 * Whether a page as Next sent it is the same for everyone, so that shared caches may keep it: from Next's page
 * cache (a stale one too: Next regenerates it, and it is the same for everyone meanwhile) or a data page, and
 * without a cookie.
 */
export function isPublicPage(page: SentPage): boolean {
  if (page.headers['set-cookie'] !== undefined) return false;
  return isDataPage(page) || (page.status === 200 && fromNextCache(page, ['HIT', 'MISS', 'STALE']));
}

/**
 * A weak validator over the body as sent, uncompressed: the page's meaning, whichever encoding carries it (a strong
 * one would have to differ per encoding, and the compression middleware encodes a first answer after its headers
 * are out). The CSP is computed from the same bytes, so it changes with them.
 */
export function weakEtag(body: Buffer): string {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** If-None-Match against an ETag, compared weakly (RFC 9110 13.1.2): `*`, or one of the listed tags. */
export function etagMatches(ifNoneMatch: string | string[] | undefined, etag: string): boolean {
  const value = Array.isArray(ifNoneMatch) ? ifNoneMatch.join(',') : (ifNoneMatch ?? '');
  if (value.trim() === '') return false;
  if (value.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const ours = opaque(etag);
  return value.split(',').some((tag) => opaque(tag) === ours);
}

/** A Vary header's value with Accept-Encoding in it (once). */
export function withAcceptEncoding(vary: string): string {
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary)) return vary;
  return vary.trim() ? `${vary}, Accept-Encoding` : 'Accept-Encoding';
}

/**
 * The cache headers of an HTML page Next has just sent: public with a weak ETag when it is the same for everyone
 * (`isPublicPage`), else private and stored nowhere.
 */
export function cacheHeaders(page: SentPage): Record<string, string | null> {
  if (!isPublicPage(page)) {
    const cacheControl = header(page, 'cache-control').toLowerCase();
    return /\bprivate\b/.test(cacheControl) && /\bno-store\b/.test(cacheControl) ? {} : { 'cache-control': PRIVATE_CACHE_CONTROL };
  }
  return {
    'cache-control': PUBLIC_CACHE_CONTROL,
    // A HEAD answer has no body to validate: no ETag rather than a wrong one (Next's is over the bytes before
    // server.mjs rewrote them).
    etag: page.body.length > 0 ? weakEtag(page.body) : null,
    vary: withAcceptEncoding(header(page, 'vary')),
  };
}

/**
 * What server.mjs does with an HTML page Next has just sent (withPageCsp's onSent): its cache headers, and a 304 when
 * the request's If-None-Match names its ETag (status 200 only). `page` is the page as it leaves, for the copies.
 */
export function sendPage(ifNoneMatch: string | string[] | undefined, sent: SentPage): { page: SentPage; decision: SendDecision } {
  const changes = cacheHeaders(sent);
  const headers = { ...sent.headers };
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) delete headers[name];
    else headers[name] = value;
  }
  const etag = changes.etag;
  const notModified = sent.status === 200 && typeof etag === 'string' && etagMatches(ifNoneMatch, etag);
  return { page: { ...sent, headers }, decision: { headers: changes, notModified } };
}

/**
 * Both kinds of copy as server.mjs uses them for one request: `answer` sends a kept copy (null), or returns the
 * `onSent` for withPageCsp that gives Next's answer its cache headers (or a 304) and keeps it.
 */
export class PageCopies {
  /** The few-seconds copies of the pages from Next's page cache, by path. */
  readonly pages: PageCache;
  /** The copies of data pages under the page data version, by normalised URL, bounded by bytes (`maxBytes`). */
  readonly dataPages: PageCache;
  /**
   * The 404 copies under the page data version, by normalised URL, in an LRU of their own (`notFoundMaxEntries`,
   * `notFoundMaxBytes`), so that made-up URLs never push a data page's copy out.
   */
  readonly notFoundPages: PageCache;
  readonly #dataVersion: () => Promise<string | null>;

  /**
   * `seconds`: the micro-cache's lifetime (PAGE_CACHE_SECONDS; 0 turns every kind off). `dataVersion`: the current
   * page data version, or null when it cannot be read (then nothing is answered from or kept under it).
   */
  constructor({
    seconds,
    maxBytes = DEFAULT_MAX_BYTES,
    notFoundMaxEntries = NOT_FOUND_MAX_ENTRIES,
    notFoundMaxBytes = NOT_FOUND_MAX_BYTES,
    dataVersion,
    dataTtlMs = 10 * 60_000,
    now = Date.now,
  }: {
    seconds: number;
    maxBytes?: number;
    notFoundMaxEntries?: number;
    notFoundMaxBytes?: number;
    dataVersion: () => Promise<string | null>;
    dataTtlMs?: number;
    now?: () => number;
  }) {
    const dataTtl = seconds > 0 ? dataTtlMs : 0;
    this.pages = new PageCache({ ttlMs: 1000 * seconds, maxEntries: 500, now });
    this.dataPages = new PageCache({ ttlMs: dataTtl, accepts: isDataPageCopy, query: true, maxBytes, now });
    this.notFoundPages = new PageCache({
      ttlMs: dataTtl,
      accepts: isNotFoundCopy,
      query: true,
      maxEntries: notFoundMaxEntries,
      maxBytes: notFoundMaxBytes,
      now,
    });
    this.#dataVersion = dataVersion;
  }

  async answer(req: IncomingMessage, res: ServerResponse): Promise<((page: SentPage) => SendDecision) | null> {
    if (this.pages.serve(req, res)) return null;
    const version = this.dataPages.wants(req) ? await this.#dataVersion() : null;
    // A URL's copy is in one of the two (a stale one in the other misses on its version and is dropped).
    if (version !== null && (this.dataPages.serve(req, res, version) || this.notFoundPages.serve(req, res, version))) return null;
    // The page's validator is the server's (weakEtag), not Next's (over the bytes before server.mjs rewrote them, and
    // sent with Next's own Cache-Control): Next never sees a page request's If-None-Match, so it never answers 304
    // itself (it would for `*`, or for an ETag of its own from an earlier build).
    const ifNoneMatch = req.headers['if-none-match'];
    if (isPageRequest(req)) delete req.headers['if-none-match'];
    return (rendered) => {
      const { page, decision } = sendPage(ifNoneMatch, rendered);
      this.pages.store(req, page);
      if (version !== null) {
        // Each kind in its own LRU; a copy of the other kind for the same URL is dropped.
        if (isDataPageCopy(page)) {
          this.notFoundPages.forget(req);
          this.dataPages.store(req, page, version);
        } else if (isNotFoundCopy(page)) {
          this.dataPages.forget(req);
          this.notFoundPages.store(req, page, version);
        }
      }
      return decision;
    };
  }
}
