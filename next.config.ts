import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { env } from './src/env';
import { DEV_PAGE_CSP, NON_PAGE_CSP, staticSecurityHeaders } from './src/lib/security-headers';

void env; // importing validates the environment: a bad one fails the build and the start

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');
const isDev = process.env.NODE_ENV === 'development';

/** API routes that answer with `Referrer-Policy: no-referrer` (see headers()). */
const NO_REFERRER_ROUTES = ['/api/account/appointments/manage', '/api/appointments/:path*', '/api/auth/confirm', '/api/auth/login-code', '/api/staff/login', '/api/r/:path*', '/api/calendar/:path*'];

const config: NextConfig = {
  poweredByHeader: false,
  // `npm test` type-checks everything (tsc, strict) before it builds, beside the unit tests; the build does not
  // check the same code a second time (ADR 023). `npm run typecheck` checks by hand.
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
  // piscina starts its threads from its own files in node_modules, which a bundle would not have (ADR 047);
  // @react-pdf/renderer is on Next's own list of external packages.
  serverExternalPackages: ['@electric-sql/pglite', 'piscina'],
  // server.mjs compresses, after it has hashed the page's inline scripts for its CSP (ADR 012).
  compress: false,
  experimental: {
    // The 404 page is rendered at the routing level, apart from every page's tree, so that it may read the
    // request (its language switch maps the requested path) while the pages stay static (ADR 012).
    globalNotFound: true,
    // Pages rendered at run time stay in this instance's memory: no instance writes them to its disk, and a
    // restart never serves a page rendered by an earlier run with another environment (ADR 012).
    isrFlushToDisk: false,
    // forbidden() for the back office's 403 (an advisor opening another advisor's lead, ADR 038).
    authInterrupts: true,
  },
  async headers() {
    return [
      { source: '/:path*', headers: staticSecurityHeaders() },
      // Production pages get their policy from server.mjs (hashes of their inline scripts).
      ...(isDev ? [{ source: '/((?!api/).*)', headers: [{ key: 'Content-Security-Policy', value: DEV_PAGE_CSP }] }] : []),
      { source: '/api/:path*', headers: [{ key: 'Content-Security-Policy', value: NON_PAGE_CSP }] },
      // These headers replace those a route sets itself, and the last match wins. Routes that redirect to a URL
      // holding a secret (a manage-page token, a booking's job id) or that log in send no Referer at all.
      ...NO_REFERRER_ROUTES.map((source) => ({ source, headers: [{ key: 'Referrer-Policy', value: 'no-referrer' }] })),
      { source: '/(robots.txt|sitemap.xml)', headers: [{ key: 'Content-Security-Policy', value: NON_PAGE_CSP }] },
      // The partner widgets' loader (ADR 044) runs on partners' sites: it may be loaded from any origin, and a
      // fixed version is cached for a day (a new behaviour gets a new file name: v2.js).
      {
        source: '/widgets/:file*',
        headers: [
          { key: 'Content-Security-Policy', value: NON_PAGE_CSP },
          { key: 'Cross-Origin-Resource-Policy', value: 'cross-origin' },
          { key: 'Cache-Control', value: 'public, max-age=86400' },
        ],
      },
    ];
  },
};

export default withNextIntl(config);
