import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from './i18n/routing';
import { permanentRedirectTarget } from './i18n/redirects';
import { internalPath, matchPath } from './i18n/paths';
import { paramsExist, propertyCityPageExists } from './i18n/known-params';
import { contentStatus, PREVIEW_SEGMENT } from './features/content/proxy';
import { openingExists } from './features/careers/proxy';
import { ADMIN_COOKIE } from './features/staff/proxy';
import { pageRendersQuery, QUERY_SEGMENT, dataPageKept } from './i18n/query-pages';
import { DATA_PAGE, NOT_FOUND_PAGE, PAGE_DATA_HEADER } from './lib/page-cache';
import { mailboxAllowedFor } from './features/email/proxy';
import { env } from './env';

/** The calculator pages whose lender comparison asks a credit marketplace when one is configured (issue 50). */
const LIVE_OFFER_PAGES = new Set(['german-mortgage-calculator-calculator', 'calculators-slug']);
const marketplaceOn = Boolean(env.EUROPACE_CLIENT_ID && env.EUROPACE_CLIENT_SECRET && env.EUROPACE_PARTNER_ID);

const intl = createMiddleware(routing);

/**
 * Runs before every page request: permanent redirects, unknown parameters to the 404 page, pages with form
 * inputs in the query to their per-request twin, then locale negotiation and localized pathnames (next-intl).
 *
 * It sets no CSP: pages are served from Next's cache, so their policy cannot carry a per-request nonce. The
 * production server adds a policy with the hashes of each page's own inline scripts (server.mjs, ADR 012).
 */
export default async function proxy(request: NextRequest) {
  const { pathname, search, searchParams } = request.nextUrl;
  const redirectTo = permanentRedirectTarget(pathname);
  if (redirectTo) {
    const url = new URL(redirectTo, request.url);
    url.search = search;
    return NextResponse.redirect(url, 301);
  }

  // The 404 page maps the requested path for its language switch.
  request.headers.set('x-pathname', pathname);

  // A page of the table with unknown parameters (e.g. a region that does not exist) is rewritten to a path
  // no page matches, so that Next renders the 404 page on the server (see src/i18n/known-params.ts). The
  // per-request twins are reachable only through the rewrite below, never by their own URL.
  const match = matchPath(pathname);
  const segments = pathname.split('/');
  // The local mailbox exists only for requests from this machine while no SMTP server is configured.
  const hiddenMailbox = match?.route.name === 'mailbox' && !mailboxAllowedFor(request.headers, env);
  // A draft (issue 12): staff see it in the per-request preview twin, which checks the session; everybody
  // else gets the 404 page. Cached pages never depend on the cookie.
  if (match && request.cookies.has(ADMIN_COOKIE) && contentStatus(match) === 'draft') {
    const target = new URL(`/${match.locale}/${PREVIEW_SEGMENT}${internalPath(match.route, match.locale, match.params).slice(match.locale.length + 1)}`, request.url);
    return NextResponse.rewrite(target, { request: { headers: request.headers } });
  }
  if ((match && (!paramsExist(match) || contentStatus(match) !== 'published' || !openingExists(match) || !(await propertyCityPageExists(match)))) || segments[2] === QUERY_SEGMENT || segments[2] === PREVIEW_SEGMENT || hiddenMailbox) {
    const locale = match?.locale ?? (segments[1] === 'en' ? 'en' : 'de');
    const response = NextResponse.rewrite(new URL(`/${locale}/__not-found__`, request.url), { request: { headers: request.headers } });
    // The same 404 page for everyone who asks this path (the production server keeps it under the data version,
    // which counts the listings the city pages' check reads), unless the answer depended on the request: the
    // mailbox's on the client's address, a draft's on the staff cookie (with it, the preview above); and not under a
    // partner widget's path, whose frame-ancestors the server looks up per request (ADR 044).
    const perRequest = hiddenMailbox || match?.route.name === 'widget' || (match !== null && contentStatus(match) === 'draft');
    if (!search && !perRequest) response.headers.set(PAGE_DATA_HEADER, NOT_FOUND_PAGE);
    return response;
  }

  // A submitted GET form or a shared link with inputs: the cached page cannot show its result, the twin of
  // the page renders it per request (src/app/[locale]/with-query/).
  if (match && pageRendersQuery(match.route.name, searchParams)) {
    const target = new URL(`/${match.locale}/${QUERY_SEGMENT}${internalPath(match.route, match.locale, match.params).slice(match.locale.length + 1)}`, request.url);
    target.search = search;
    const response = NextResponse.rewrite(target, { request: { headers: request.headers } });
    // A data page's result for these inputs is the same for everyone: kept per URL under the data version. Not the
    // calculator's while a credit marketplace answers its lender comparison (issue 50): that answer is of the moment.
    if (dataPageKept(match.route.name, searchParams) && !(marketplaceOn && LIVE_OFFER_PAGES.has(match.route.name))) response.headers.set(PAGE_DATA_HEADER, DATA_PAGE);
    return response;
  }

  const response = intl(request);
  // A page with database data that is the same for every visitor while that data stays the same, asked without a
  // query or with its form's inputs only (src/i18n/query-pages.ts dataPageKept).
  if (match && dataPageKept(match.route.name, searchParams)) response.headers.set(PAGE_DATA_HEADER, DATA_PAGE);
  // A path no page has: the 404 page, the same for everyone who asks it (the server keeps only a 404 answer).
  else if (!match && !search && (segments[1] === 'de' || segments[1] === 'en')) response.headers.set(PAGE_DATA_HEADER, NOT_FOUND_PAGE);
  return response;
}

export const config = {
  // Everything except Next's assets, the API, root files served by route handlers, the fonts and the partner
  // widgets' loader (public/widgets/, ADR 044).
  matcher: ['/((?!api/|_next/|favicon\\.ico$|icon\\.svg$|robots\\.txt$|sitemap\\.xml$|fonts/|widgets/).*)'],
};
