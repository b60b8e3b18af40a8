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
 * Plain TypeScript with Node imports only: server.mjs loads it with Node's type stripping.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SentPage } from './page-csp.ts';

interface Entry {
  page: SentPage;
  stored: number;
  expires: number;
}

/** Request headers that make Next answer with something else than the page's HTML (its RSC payload). */
const ROUTER_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-action'];

export class PageCache {
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #now: () => number;
  readonly #entries = new Map<string, Entry>();

  constructor({ ttlMs, maxEntries = 500, now = Date.now }: { ttlMs: number; maxEntries?: number; now?: () => number }) {
    this.#ttlMs = ttlMs;
    this.#maxEntries = maxEntries;
    this.#now = now;
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

  /** Answers the request from the copy when it holds a fresh one; false when Next must answer. */
  serve(req: IncomingMessage, res: ServerResponse): boolean {
    const key = this.#key(req);
    if (key === null) return false;
    const entry = this.#entries.get(key);
    if (!entry) return false;
    if (entry.expires <= this.#now()) {
      this.#entries.delete(key);
      return false;
    }
    const { page } = entry;
    for (const [name, value] of Object.entries(page.headers)) res.setHeader(name, value);
    // A later answer of a cached page is a cache hit, whatever Next said when it first sent it.
    res.setHeader('x-nextjs-cache', 'HIT');
    res.setHeader('age', Math.floor((this.#now() - entry.stored) / 1000));
    const etag = page.headers.etag;
    if (typeof etag === 'string' && req.headers['if-none-match'] === etag) {
      res.removeHeader('content-length');
      res.writeHead(304);
      res.end();
      return true;
    }
    res.setHeader('content-length', page.body.length);
    res.writeHead(page.status);
    res.end(req.method === 'HEAD' ? undefined : page.body);
    return true;
  }

  /** Keeps a page Next has just sent, when it is the same for every visitor. */
  store(req: IncomingMessage, page: SentPage): void {
    const key = this.#key(req);
    if (key === null || req.method !== 'GET' || !isShared(page)) return;
    if (this.#entries.size >= this.#maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.delete(key);
    const now = this.#now();
    this.#entries.set(key, { page, stored: now, expires: now + this.#ttlMs });
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
