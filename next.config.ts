import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { env, hstsEnabled } from './src/env';
import { NON_PAGE_CSP, staticSecurityHeaders } from './src/lib/security-headers';

void env; // importing validates the environment: a bad one fails the build and the start

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

const config: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  serverExternalPackages: ['@electric-sql/pglite'],
  async headers() {
    return [
      { source: '/:path*', headers: staticSecurityHeaders(hstsEnabled) },
      { source: '/api/:path*', headers: [{ key: 'Content-Security-Policy', value: NON_PAGE_CSP }] },
      { source: '/(robots.txt|sitemap.xml)', headers: [{ key: 'Content-Security-Policy', value: NON_PAGE_CSP }] },
    ];
  },
};

export default withNextIntl(config);
