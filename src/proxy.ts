import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from './i18n/routing';
import { permanentRedirectTarget } from './i18n/redirects';
import { pageCsp } from './lib/security-headers';
import { matchPath } from './i18n/paths';
import { paramsExist } from './i18n/known-params';

const intl = createMiddleware(routing);
const isDev = process.env.NODE_ENV === 'development';

/**
 * Runs before every page request: permanent redirects, locale negotiation and localized pathnames
 * (next-intl), and a fresh CSP nonce per request. Next.js reads the nonce from the request's CSP header and
 * puts it on its own scripts; components read it from `x-nonce`.
 */
export default function proxy(request: NextRequest) {
  const redirectTo = permanentRedirectTarget(request.nextUrl.pathname);
  if (redirectTo) {
    const url = new URL(redirectTo, request.url);
    url.search = request.nextUrl.search;
    return NextResponse.redirect(url, 301);
  }

  const nonce = btoa(crypto.randomUUID());
  const csp = pageCsp(nonce, isDev);
  request.headers.set('x-nonce', nonce);
  request.headers.set('content-security-policy', csp);
  request.headers.set('x-pathname', request.nextUrl.pathname);

  // A page of the table with unknown parameters (e.g. a region that does not exist) is rewritten to a path
  // no page matches, so that Next renders the 404 page on the server (see src/i18n/known-params.ts).
  const match = matchPath(request.nextUrl.pathname);
  if (match && !paramsExist(match)) {
    const response = NextResponse.rewrite(new URL(`/${match.locale}/__not-found__`, request.url), { request: { headers: request.headers } });
    response.headers.set('Content-Security-Policy', csp);
    return response;
  }

  const response = intl(request);
  response.headers.set('Content-Security-Policy', csp);
  return response;
}

export const config = {
  // Everything except Next's assets, the API, and root files served by route handlers.
  matcher: ['/((?!api/|_next/|favicon\\.ico$|icon\\.svg$|robots\\.txt$|sitemap\\.xml$|fonts/).*)'],
};
