/**
 * Production HTTP server: Next.js behind a thin Node http server (ADR 006, ADR 012). It does what Next
 * cannot do for us:
 * 1. A request path with a malformed percent-encoding (e.g. "/en/%E0%A4%A") gets the 404 page of its locale
 *    (Next answers it with a bare 500 before any application code runs).
 * 2. Every HTML page gets its Content-Security-Policy from its own bytes: the hashes of its inline scripts
 *    (src/lib/page-csp.ts). Pages come from Next's cache, the same for every visitor, so a per-request nonce
 *    is not possible; the hashes allow exactly the page's own inline scripts.
 * 3. A micro-cache of the pages Next served from its page cache (src/lib/page-cache.ts): for a few seconds
 *    (PAGE_CACHE_SECONDS, default 5; 0 turns it off) this process answers them without entering Next. The data
 *    pages, rendered per request (home, calculators, rates, property pages; with their form's inputs too, per
 *    normalised URL) and the 404 page are kept the same way under the page data version, read from the database
 *    before each such request (up to 10 minutes, the data pages in at most PAGE_CACHE_MAX_MB, the 404 copies in a
 *    small LRU of their own so that made-up URLs cannot push a data page out, least recently used out first; also
 *    off with PAGE_CACHE_SECONDS=0).
 * 3a. Cache headers: a page that is the same for everyone says `public, max-age=0, s-maxage=60,
 *    stale-while-revalidate=300` with a weak ETag (If-None-Match → 304), so a CDN in front may keep it; every other
 *    page, and any that sets a cookie, `private, no-store` (ADR 012, amendment of issue 47).
 * 4. Next's start-up scripts load after the page's first paint (src/lib/defer-scripts.ts, ADR 022), rewritten
 *    into the page before its policy is computed.
 * 5. The partner widgets' pages may be framed by their partner's origins (src/lib/widget-frame.ts, ADR 044):
 *    their frame-ancestors comes from the database per request, and they carry no X-Frame-Options.
 * 6. Compression (gzip/deflate) after the policy is computed, so that the page is hashed uncompressed (Next's
 *    own compression is off in next.config.ts). Kept copies (3.) are kept compressed (brotli or gzip) and sent
 *    as they are.
 */
import http from 'node:http';
import next from 'next';
import compression from 'compression';
import { withPageCsp } from './src/lib/page-csp.ts';
import { deferStartupScripts } from './src/lib/defer-scripts.ts';
import { HSTS_VALUE, pageCsp } from './src/lib/security-headers.ts';
import { mapTilesOrigin } from './src/lib/map-tiles.ts';
import { DATA_VERSION, PageCopies } from './src/lib/page-cache.ts';
import { WIDGET_ORIGINS, framingFor, isWidgetPath } from './src/lib/widget-frame.ts';
import { carriesForwardingHeader } from './src/lib/forwarding-headers.ts';
import { closePdfRenderPool } from './src/lib/pdf/shutdown.ts';
import { assertPublicBaseUrl, assertRuntimeSecrets, env, hstsEnabled } from './src/env.ts';

// This server always serves the production build: its secrets and its public address are required whatever
// NODE_ENV says (PUBLIC_BASE_URL may be left out only for a local run, see publicBaseUrlProblem in src/env.ts).
try {
  assertRuntimeSecrets({ ...env, NODE_ENV: 'production' });
  assertPublicBaseUrl({ ...process.env, NODE_ENV: 'production' });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const port = env.PORT;
const hostname = env.HOSTNAME_BIND ?? '0.0.0.0';
const app = next({ dev: false, hostname: 'localhost', port });
await app.prepare();
const handle = app.getRequestHandler();
const compress = compression();

/** The version of the data the rate pages show, or null (not registered yet, or unreadable: no copy then). */
async function dataVersion() {
  const read = globalThis[DATA_VERSION];
  if (typeof read !== 'function') return null;
  try {
    return await read();
  } catch (error) {
    console.error('page data version could not be read', error);
    return null;
  }
}
// The copies of pages (src/lib/page-cache.ts): the data pages' by normalised URL (query included; the proxy marks only
// URLs whose every parameter is one of the page's inputs) in at most PAGE_CACHE_MAX_MB, the 404 copies apart in a small
// fixed LRU, so made-up URLs can neither grow the memory nor push a data page's copy out.
// The street map's tile host, when another origin (ADR 049): the pages may fetch tiles from it, nothing else.
const connectSources = [mapTilesOrigin(env.MAP_TILES_URL)].filter((o) => o !== null);
const copies = new PageCopies({ seconds: env.PAGE_CACHE_SECONDS, maxBytes: env.PAGE_CACHE_MAX_MB * 1024 * 1024, dataVersion });

/** Every response but a widget page's: frame-ancestors 'none' (and X-Frame-Options DENY from next.config.ts). */
const NOT_FRAMED = { frameAncestors: "'none'", removeHeaders: [] };

function isDecodable(text) {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

const server = http.createServer(async (req, res) => {
  const url = req.url ?? '/';
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  if (!isDecodable(path)) {
    const first = path.split('/')[1];
    req.url = `/${first === 'en' ? 'en' : 'de'}/404`;
  }
  // Whether a proxy forwarded the request: any forwarding header as it arrived (X-Forwarded-*, Forwarded, X-Real-IP,
  // X-Client-IP, True-Client-IP, CF-Connecting-IP, Via …: src/lib/forwarding-headers.ts), judged before Next adds its
  // own X-Forwarded-* and before x-client-ip is set below; a value the client sent under this name is replaced
  // (src/features/email/mailbox-access.ts).
  req.headers['x-client-forwarded'] = carriesForwardingHeader(Object.keys(req.headers)) ? '1' : '0';
  // The client's address for per-IP rate limits (src/lib/client-ip.ts): never what the client claims.
  req.headers['x-client-ip'] = req.socket.remoteAddress ?? 'unknown';
  // HSTS from the run-time environment (ENABLE_HSTS, or an https PUBLIC_BASE_URL in production), not the build's.
  if (hstsEnabled) res.setHeader('Strict-Transport-Security', HSTS_VALUE);
  // A kept copy is answered before the compression middleware: it is sent in the encoding the client accepts,
  // compressed once per copy (src/lib/page-cache.ts), not again for every request. Otherwise `kept` gives Next's
  // HTML answer its cache headers (public with an ETag and a 304 for a matching If-None-Match, or private) and keeps it.
  const kept = await copies.answer(req, res);
  if (kept === null) return;
  // A partner widget may be framed by exactly its partner's origins (ADR 044): looked up per request. Widget
  // pages are rendered per request (never from the copies above: private answers are not kept, and the proxy
  // does not mark a 404 under a widget's path), and the partner is part of their path, so no copy could carry
  // another partner's policy.
  const framing = isWidgetPath(path) ? await framingFor(path, globalThis[WIDGET_ORIGINS]) : NOT_FRAMED;
  compress(req, res, () => {
    withPageCsp(
      res,
      (hashes) => pageCsp({ ...hashes, frameAncestors: framing.frameAncestors, connectSources }),
      kept,
      deferStartupScripts,
      framing.removeHeaders,
    );
    handle(req, res).catch((error) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('Internal Server Error');
    });
  });
});
// Idle keep-alive connections stay open longer than a load balancer's (60 s is the common default): with Node's
// 5 s, a client that sends its next request just as the server closes the idle connection gets a reset
// (ECONNRESET) instead of an answer. The header timeout must exceed the keep-alive timeout.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.listen(port, hostname, () => {
  console.log(`Hauslotse ready on http://localhost:${port}`);
});
// Graceful stop: no new connections, idle keep-alive connections closed now, requests under way get up to
// SHUTDOWN_GRACE_MS (10 s) to finish; then the rest are cut and the process exits (an orchestrator's own kill
// deadline is usually 30 s, and a browser holding a keep-alive connection must not keep the process alive). Once the
// requests are done, the PDF worker threads are closed (src/lib/pdf, ADR 047) before the process exits.
const graceMs = Number(process.env.SHUTDOWN_GRACE_MS ?? 10_000);
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.close(() => void closePdfRenderPool().finally(() => process.exit(0)));
    server.closeIdleConnections();
    setTimeout(() => {
      server.closeAllConnections();
      process.exit(0);
    }, graceMs).unref();
  });
}
