import 'server-only';
import { cookies } from 'next/headers';
import { NextResponse } from 'next/server';
import type { Database } from '@/db/client';
import { leadIdForBrowser, rememberLeadBrowser, LEAD_COOKIE, leadCookieOptions, getLoggedInLead, sessionCookieOptions, SESSION_COOKIE } from '@/features/leads/server';
import { localizedPath } from '@/i18n/paths';
import { isLocale, routeByName, type Locale, asRouteName } from '@/i18n/routes';
import { CONTACT_TYPES } from '@/config/taxonomy';
import { env } from '@/env';
import { AppError, errorResponse } from '@/lib/app-error';
import { isSameOrigin } from '@/lib/origin';
import { FORM_CONTENT_TYPES, isFormContentType, readFormBody } from '@/lib/form-body';
import { wantsJson } from '@/lib/wants-json';
import type { LeadRow } from '@/features/leads/server';
import type { LoginErrorCode } from './login';
import { safeReturnPath } from './return-path';

/**
 * The success answer of the login endpoints to the login dialog (it asks with `Accept: application/json`);
 * errors are the site's error body (loginErrorResponse).
 */
export interface LoginJson {
  ok: true;
  /** The dialog step to show: `login` (link sent, enter the code) or `done` (logged in: go to `location`). */
  step: 'login' | 'done';
  /** Only for the browser that holds the lead cookie of the entered address. */
  givenName?: string | null;
  location?: string;
}

/** A success answer for the dialog. Never cached. */
export function loginJson(body: LoginJson): NextResponse {
  return NextResponse.json(body, { headers: { 'Cache-Control': 'no-store' } });
}

/**
 * A refused login step as the site's error answer (`{ error: { code, field, params } }`, status from
 * ERROR_STATUS; 429 carries Retry-After). The address checks become REQUIRED / INVALID_INPUT on `email` with the
 * check's code as `params.reason` (the dialog translates it, `loginForm.errors.*`); the code step's errors are
 * about `code`.
 */
export function loginError(code: LoginErrorCode, retryAfterSeconds?: number): AppError {
  switch (code) {
    case 'required':
      return new AppError('REQUIRED', 'email', { reason: code });
    case 'invalidEmail':
    case 'invalidName':
    case 'invalidPhone':
      return new AppError('INVALID_INPUT', 'email', { reason: code });
    case 'RATE_LIMITED':
      return new AppError(code, null, retryAfterSeconds === undefined ? {} : { retryAfterSeconds });
    case 'CODE_WRONG':
    case 'CODE_LOCKED':
      return new AppError(code, 'code');
    default:
      return new AppError(code);
  }
}

export function loginErrorResponse(code: LoginErrorCode, retryAfterSeconds?: number): Response {
  return errorResponse(loginError(code, retryAfterSeconds));
}

/** Largest form body the login endpoints read. */
const MAX_FORM_BYTES = 10_000;

/** A redirect after a form POST (303: the browser follows with GET). */
export function seeOther(path: string): NextResponse {
  return NextResponse.redirect(new URL(path, env.PUBLIC_BASE_URL), 303);
}

/**
 * The login page with a step or an error code (the page translates it), keeping the property-search flow and the
 * page to return to (`next`, only when it is one of ours: safeReturnPath).
 */
export function loginPage(locale: Locale, query: Record<string, string>, form?: FormData): NextResponse {
  const flow = form ? loginFlow(form) : null;
  const next = form ? safeReturnPath(form.get('next'), locale) : null;
  return seeOther(`${localizedPath('login', locale)}?${new URLSearchParams({ ...query, ...(flow ? { flow } : {}), ...(next ? { next } : {}) })}`);
}

/** The login flow a form carries (spec: `prop_search` is the property-search flow), or null. */
export function loginFlow(form: FormData): 'prop_search' | null {
  return form.get('flow') === 'prop_search' ? 'prop_search' : null;
}

/**
 * Where a login should land: the property-search page for that flow; the appointment page the dialog was
 * opened on (spec section 4: a route whose name starts with `appointment` and is not a confirm page, stored as
 * `appointment-slug:phone` when it has a contact type); the page that required the login (`next`: its path and
 * query, stored as given when safeReturnPath accepts it for the form's locale; issue 48, part 7); else null (the
 * account).
 */
export function loginRouteFor(form: FormData, locale: Locale): string | null {
  if (loginFlow(form) === 'prop_search') return 'account-property-search';
  const route = form.get('route');
  if (typeof route !== 'string' || !isAppointmentRoute(route)) return safeReturnPath(form.get('next'), locale);
  const contactType = form.get('contactType');
  const needsType = routeByName(route).paths.en.includes('[contactType]');
  if (!needsType) return route;
  return typeof contactType === 'string' && (CONTACT_TYPES as readonly string[]).includes(contactType) ? `${route}:${contactType}` : 'appointment';
}

function isAppointmentRoute(name: string): boolean {
  if (!name.startsWith('appointment') || name.includes('confirm')) return false;
  try {
    const paths = routeByName(name).paths.en;
    // Only the contact type is a parameter we can restore.
    return !/\[(?!contactType\])/.test(paths);
  } catch {
    return false;
  }
}

/**
 * The page a login lands on, for the route name stored with its link (see loginRouteFor). A stored return path
 * (it starts with `/`) is checked again, for the locale of the login: a path of the other language, or anything
 * that is not one of ours, lands on the account.
 */
export function landingPath(routeName: string | null, locale: Locale): string {
  if (routeName === 'account-property-search') return localizedPath(routeName, locale);
  if (routeName?.startsWith('/')) return safeReturnPath(routeName, locale) ?? localizedPath('account', locale);
  const [name, contactType] = (routeName ?? '').split(':');
  if (name && isAppointmentRoute(name)) {
    if (!routeByName(name).paths.en.includes('[contactType]')) return localizedPath(asRouteName(name), locale);
    if (contactType && (CONTACT_TYPES as readonly string[]).includes(contactType)) return localizedPath(asRouteName(name), locale, { contactType });
  }
  return localizedPath('account', locale);
}

/**
 * The language of an answer given before the body is read: the action's `?locale=`, else the language of the page
 * the form was posted from (its Referer, when it is a page of this site), else German.
 */
export function earlyLocale(request: Request): Locale {
  const fromQuery = new URL(request.url).searchParams.get('locale');
  if (isLocale(fromQuery)) return fromQuery;
  const referer = request.headers.get('referer');
  if (referer) {
    try {
      const url = new URL(referer);
      const first = url.pathname.split('/')[1];
      if (url.origin === new URL(env.PUBLIC_BASE_URL).origin && isLocale(first)) return first;
    } catch {
      // not a URL: no language from it
    }
  }
  return 'de';
}

/**
 * What a form POST is refused for without reading its body (ADR 033, issue 46): a foreign or missing Origin (these
 * endpoints set cookies or change state) and a body that is no form (415). The response to send instead, or null.
 * A route that needs a session checks it after this and before `readPostedForm`.
 */
export function refuseBeforeBody(request: Request): Response | null {
  if (!isSameOrigin(request, { allowMissing: false })) {
    return wantsJson(request) ? errorResponse('FORBIDDEN_ORIGIN') : loginPage(earlyLocale(request), { error: 'FORBIDDEN_ORIGIN' });
  }
  if (!isFormContentType(request.headers.get('content-type'))) return errorResponse(new AppError('UNSUPPORTED_TYPE', null, { expected: FORM_CONTENT_TYPES.join(', ') }));
  return null;
}

/**
 * The form of a POST from one of our pages, or a response to send instead. Everything that can be checked without
 * the body is checked first (`refuseBeforeBody`), and the body is then read by the site's one form reader
 * (`readFormBody`, src/lib/form-body.ts): only up to the limit, chunked or not, a body cut short or with control
 * characters refused. Refused requests are answered without a byte of their body read (the server discards the rest).
 */
export async function readPostedForm(request: Request, options: { maxBytes?: number } = {}): Promise<{ form: FormData; locale: Locale } | { response: Response }> {
  const refused = refuseBeforeBody(request);
  if (refused) return { response: refused };
  return readCheckedForm(request, options.maxBytes ?? MAX_FORM_BYTES);
}

/** The body of a POST whose Origin and type were checked (refuseBeforeBody). */
async function readCheckedForm(request: Request, maxBytes: number): Promise<{ form: FormData; locale: Locale } | { response: Response }> {
  let form: FormData;
  try {
    form = await readFormBody(request, { maxBytes });
  } catch (error) {
    return { response: errorResponse(error instanceof AppError ? error : 'BAD_REQUEST') };
  }
  const raw = form.get('locale');
  const locale: Locale = typeof raw === 'string' && isLocale(raw) ? raw : earlyLocale(request);
  return { form, locale };
}

/**
 * After a successful login: the session cookie, the lead cookie (this browser now knows its lead: spec section
 * 6), then the account, the property search, the appointment page the link was asked on or the page that
 * required the login (landingPath); a redirect for a form, JSON for the dialog.
 */
export async function loggedIn(
  db: Database,
  { locale, session, routeName, leadId, json }: { locale: Locale; session: { id: string }; routeName: string | null; leadId: string; json: boolean },
): Promise<NextResponse> {
  const location = landingPath(routeName, locale);
  const response = json ? loginJson({ ok: true, step: 'done', location }) : seeOther(location);
  response.cookies.set(SESSION_COOKIE, session.id, sessionCookieOptions);
  const current = (await cookies()).get(LEAD_COOKIE)?.value;
  if ((await leadIdForBrowser(db, current)) !== leadId) {
    response.cookies.set(LEAD_COOKIE, await rememberLeadBrowser(db, leadId), leadCookieOptions);
  }
  response.headers.set('Referrer-Policy', 'no-referrer');
  return response;
}

/**
 * A form POST of the account area: the form after the Origin check and the logged-in lead; without a live
 * session, the response is a redirect to the login page, given before the body is read.
 */
export async function readAccountForm(request: Request): Promise<{ form: FormData; locale: Locale; lead: LeadRow } | { response: Response }> {
  // Origin, type and session before the body (issue 46): a stranger's request costs no read.
  const refused = refuseBeforeBody(request);
  if (refused) return { response: refused };
  const lead = await getLoggedInLead();
  // A POST cannot be repeated after the login: the login page without a page to return to.
  if (!lead) return { response: seeOther(localizedPath('login', earlyLocale(request))) };
  const read = await readCheckedForm(request, MAX_FORM_BYTES);
  if ('response' in read) return read;
  return { ...read, lead };
}
