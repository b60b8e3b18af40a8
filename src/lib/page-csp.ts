/**
 * The CSP of an HTML page from the page itself (ADR 012): the SHA-256 hashes of its inline scripts and style
 * elements, computed from the bytes as they are sent. A page from Next's cache is the same for every visitor,
 * so its policy is too, and no per-request nonce forces Next to render it again.
 *
 * Plain TypeScript with Node imports only: the production server (server.mjs) loads it with Node's type
 * stripping, and the unit tests import it directly.
 */
import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';

export interface InlineHashes {
  scriptHashes: string[];
  styleHashes: string[];
}

// Attributes may hold a quoted '>'; the element's text ends at the first end tag (HTML's raw text rule).
const SCRIPT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script\s*>/gi;
const STYLE = /<style\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/style\s*>/gi;
const SRC_ATTRIBUTE = /\ssrc\s*=/i;
const TYPE_ATTRIBUTE = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
/** Script types a browser executes (HTML: an empty type, a JavaScript MIME type, or module). */
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module', 'text/ecmascript', 'application/ecmascript']);

function sha256(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

function isExecutable(attributes: string): boolean {
  if (SRC_ATTRIBUTE.test(attributes)) return false;
  const type = TYPE_ATTRIBUTE.exec(attributes);
  if (!type) return true;
  return EXECUTABLE_TYPES.has((type[1] ?? type[2] ?? type[3] ?? '').trim().toLowerCase());
}

/**
 * The hash sources for the inline scripts and style elements of an HTML document, in order of appearance,
 * without repeats. Data blocks (JSON-LD) and scripts loaded from a file need none: CSP does not run the one
 * and allows the other through 'self'.
 */
export function inlineHashes(html: string): InlineHashes {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT)) {
    if (isExecutable(attributes)) scripts.add(sha256(text));
  }
  for (const [, , text = ''] of html.matchAll(STYLE)) styles.add(sha256(text));
  return { scriptHashes: [...scripts], styleHashes: [...styles] };
}

type Chunk = string | Uint8Array;

/** An HTML response as it was sent: status, headers (lower-case names) and body. */
export interface SentPage {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

/**
 * What `onSent` may change before a page leaves (server.mjs: its cache headers, src/lib/page-cache.ts): headers to
 * set (a value) or remove (null), and whether the request's If-None-Match matched, so that a 304 without a body
 * goes out instead (with the same headers: ETag, Vary, Cache-Control, CSP).
 */
export interface SendDecision {
  headers?: Record<string, string | null>;
  notModified?: boolean;
}

/**
 * Holds back an HTML response until it is complete, then sends it with `Content-Security-Policy` set to
 * `policy(inlineHashes(html))`. Responses of any other type pass through untouched, as they are written.
 * `onSent` receives each HTML response as it is about to be sent (the page cache of server.mjs keeps cacheable
 * ones) and may change its headers or answer 304 instead (SendDecision).
 * Call it before the framework writes anything to `res`.
 */
export function withPageCsp(
  res: ServerResponse,
  policy: (hashes: InlineHashes) => string,
  onSent?: (page: SentPage) => SendDecision | void,
  /** Rewrites the complete HTML before it is hashed and sent (server.mjs: deferStartupScripts). */
  transform?: (html: string) => string,
  /** Header names (lower case) an HTML response must not carry (a widget page's X-Frame-Options, ADR 044). */
  removeHeaders: readonly string[] = [],
): void {
  const original = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders };
  let decided: 'html' | 'other' | null = null;
  let head: unknown[] | null = null;
  const chunks: Buffer[] = [];

  const restore = () => {
    res.writeHead = original.writeHead;
    res.write = original.write;
    res.end = original.end;
    res.flushHeaders = original.flushHeaders;
  };

  const decide = (headArgs?: unknown[]) => {
    if (decided) return decided;
    let type = res.getHeader('content-type');
    const headers = headArgs?.find((a) => typeof a === 'object' && a !== null && !Array.isArray(a)) as Record<string, unknown> | undefined;
    for (const [key, value] of Object.entries(headers ?? {})) if (key.toLowerCase() === 'content-type') type = value as string;
    decided = String(type ?? '').toLowerCase().startsWith('text/html') ? 'html' : 'other';
    if (decided === 'other') restore();
    return decided;
  };

  const toBuffer = (chunk: Chunk, encoding?: unknown) => (typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : Buffer.from(chunk));

  res.writeHead = function writeHead(this: ServerResponse, ...args: unknown[]) {
    if (decide(args) === 'other') return (original.writeHead as (...a: unknown[]) => ServerResponse).apply(res, args);
    head = args;
    return res;
  } as ServerResponse['writeHead'];

  res.flushHeaders = function flushHeaders() {
    if (decide() === 'other') original.flushHeaders.call(res);
  };

  res.write = function write(chunk: Chunk, encoding?: unknown, callback?: unknown) {
    if (decide() === 'other') return (original.write as (...a: unknown[]) => boolean).call(res, chunk, encoding, callback);
    chunks.push(toBuffer(chunk, encoding));
    const done = typeof encoding === 'function' ? encoding : callback;
    if (typeof done === 'function') queueMicrotask(() => (done as () => void)());
    return true;
  } as ServerResponse['write'];

  res.end = function end(chunk?: unknown, encoding?: unknown, callback?: unknown) {
    if (decide() === 'other') return (original.end as (...a: unknown[]) => ServerResponse).call(res, chunk, encoding, callback);
    if (typeof chunk === 'function') callback = chunk;
    else if (chunk !== undefined && chunk !== null) chunks.push(toBuffer(chunk as Chunk, encoding));
    if (typeof encoding === 'function') callback = encoding;
    restore();
    const sent = Buffer.concat(chunks);
    const body = transform && sent.length > 0 ? Buffer.from(transform(sent.toString('utf8')), 'utf8') : sent;
    // The headers given to writeHead, if any (they win over those set on `res`).
    const given = head?.find((a) => typeof a === 'object' && a !== null && !Array.isArray(a)) as Record<string, unknown> | undefined;
    // A 304 or a HEAD answer has no body to hash: the browser keeps the policy it stored with the page.
    for (const name of removeHeaders) {
      res.removeHeader(name);
      for (const key of Object.keys(given ?? {})) if (key.toLowerCase() === name) delete given![key];
    }
    if (body.length > 0) {
      res.setHeader('Content-Security-Policy', policy(inlineHashes(body.toString('utf8'))));
      if (res.hasHeader('content-length')) res.setHeader('Content-Length', body.length);
      // A length given to writeHead counts the bytes as written, before any transform.
      for (const key of Object.keys(given ?? {})) if (key.toLowerCase() === 'content-length') given![key] = body.length;
    }
    const decision = onSent?.({ status: headStatus(head) ?? res.statusCode, headers: sentHeaders(res, head), body });
    for (const [name, value] of Object.entries(decision?.headers ?? {})) {
      for (const key of Object.keys(given ?? {})) if (key.toLowerCase() === name.toLowerCase()) delete given![key];
      if (value === null) res.removeHeader(name);
      else res.setHeader(name, value);
    }
    if (decision?.notModified) {
      // Not through writeHead: the compression middleware decides there, before it knows that no body follows;
      // at end it sees an empty body and leaves it alone (it still adds Vary: Accept-Encoding).
      for (const [key, value] of Object.entries(given ?? {})) if (value !== undefined) res.setHeader(key, value as string | string[] | number);
      res.removeHeader('content-length');
      res.statusCode = 304;
      return (original.end as (...a: unknown[]) => ServerResponse).call(res, Buffer.alloc(0), callback);
    }
    if (head) (original.writeHead as (...a: unknown[]) => ServerResponse).apply(res, head);
    return (original.end as (...a: unknown[]) => ServerResponse).call(res, body, callback);
  } as ServerResponse['end'];
}

function headStatus(head: unknown[] | null): number | undefined {
  return typeof head?.[0] === 'number' ? head[0] : undefined;
}

/** The headers set on `res` plus those given to writeHead (which win), with lower-case names. */
function sentHeaders(res: ServerResponse, head: unknown[] | null): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(res.getHeaders())) if (value !== undefined) out[key.toLowerCase()] = Array.isArray(value) ? value : String(value);
  const given = head?.find((a) => typeof a === 'object' && a !== null && !Array.isArray(a)) as Record<string, unknown> | undefined;
  for (const [key, value] of Object.entries(given ?? {})) if (value !== undefined) out[key.toLowerCase()] = Array.isArray(value) ? value.map(String) : String(value);
  return out;
}
