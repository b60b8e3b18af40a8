/**
 * Security headers (docs/decisions/005-security-headers.md, 012-pages-from-cache.md). Pages are served from
 * Next's cache, so their CSP allows each page's own inline scripts by hash (computed from the HTML as it is
 * sent, src/lib/page-csp.ts); everything else gets the static headers from next.config.ts.
 *
 * Plain TypeScript without imports: the production server (server.mjs) loads it with Node's type stripping.
 */

export interface PageCspSources {
  /** 'sha256-…' sources of the page's inline scripts. */
  scriptHashes: readonly string[];
  /** 'sha256-…' sources of the page's inline style elements. */
  styleHashes: readonly string[];
  /**
   * Who may frame the page: `'none'` for every page but the partner widgets, whose partner's exact origins
   * server.mjs puts here (src/lib/widget-frame.ts, ADR 044).
   */
  frameAncestors?: string;
  /**
   * Further origins the page may fetch from: the street map's tile host when MAP_TILES_URL names another origin
   * (src/lib/map-tiles.ts, ADR 049); none by default.
   */
  connectSources?: readonly string[];
}

/**
 * The policy of an HTML page. Scripts: the site's own files ('self': every script file is served by this
 * origin, from Next's build output) and exactly the inline scripts of this page, by hash. No
 * 'unsafe-inline', no 'unsafe-eval', no 'strict-dynamic' (with it, 'self' would no longer allow the
 * framework's script files, which carry no hash or nonce).
 */
export function pageCsp({ scriptHashes, styleHashes, frameAncestors = `'none'`, connectSources = [] }: PageCspSources): string {
  const quoted = (hashes: readonly string[]) => hashes.map((h) => ` '${h}'`).join('');
  return [
    `default-src 'self'`,
    `script-src 'self'${quoted(scriptHashes)}`,
    // React sets a few dynamic values as style attributes, which CSP3 governs with style-src-attr.
    `style-src 'self'${quoted(styleHashes)}`,
    `style-src-attr 'unsafe-inline'`,
    `img-src 'self' data: blob:`,
    `font-src 'self'`,
    `connect-src 'self'${connectSources.map((s) => ` ${s}`).join('')}`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `form-action 'self'`,
    `frame-ancestors ${frameAncestors}`,
    // The widget library shows the site's own widgets live (ADR 044); nothing else is ever framed.
    `frame-src 'self'`,
    `manifest-src 'self'`,
    // The CAPTCHA's worker is served by the site (ADR 016); no blob: workers.
    `worker-src 'self'`,
    'upgrade-insecure-requests',
  ].join('; ');
}

/**
 * The development server (`next dev`) injects scripts for hot reloading and React's debugging and does not
 * pass through server.mjs: it gets a policy that allows them. Never used in production.
 */
export const DEV_PAGE_CSP = [
  `default-src 'self'`,
  `script-src 'self' 'unsafe-inline' 'unsafe-eval'`,
  `style-src 'self' 'unsafe-inline'`,
  `img-src 'self' data: blob:`,
  `font-src 'self'`,
  `connect-src 'self' ws:`,
  `object-src 'none'`,
  `base-uri 'none'`,
  `form-action 'self'`,
  `frame-ancestors 'none'`,
].join('; ');

/** CSP for responses that are not pages (API, files): nothing may load, nothing may frame them. */
export const NON_PAGE_CSP = `default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`;

/** HSTS as the production server sends it when enabled at run time (server.mjs; env.ts `hstsEnabled`). */
export const HSTS_VALUE = 'max-age=63072000; includeSubDomains; preload';

/**
 * Headers of every response that do not depend on the environment (next.config.ts, fixed at build). HSTS is
 * not among them: it follows the run-time environment (server.mjs), so one build serves http and https.
 */
export function staticSecurityHeaders(hsts = false): { key: string; value: string }[] {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()' },
    ...(hsts ? [{ key: 'Strict-Transport-Security', value: HSTS_VALUE }] : []),
  ];
}
