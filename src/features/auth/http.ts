import 'server-only';
import { NextResponse } from 'next/server';
import { localizedPath } from '@/i18n/paths';
import { isLocale, type Locale } from '@/i18n/routes';
import { env } from '@/env';
import { errorResponse } from '@/lib/app-error';
import { isSameOrigin } from '@/lib/origin';
import { sessionCookieOptions, SESSION_COOKIE } from './cookies';

/** Largest form body the login endpoints read. */
const MAX_FORM_BYTES = 10_000;

/** A redirect after a form POST (303: the browser follows with GET). */
export function seeOther(path: string): NextResponse {
  return NextResponse.redirect(new URL(path, env.PUBLIC_BASE_URL), 303);
}

/** The login page with a step or an error code (the page translates it), keeping the property-search flow. */
export function loginPage(locale: Locale, query: Record<string, string>, form?: FormData): NextResponse {
  const flow = form ? loginFlow(form) : null;
  return seeOther(`${localizedPath('login', locale)}?${new URLSearchParams(flow ? { ...query, flow } : query)}`);
}

/** The login flow a form carries (spec: `prop_search` is the property-search flow), or null. */
export function loginFlow(form: FormData): 'prop_search' | null {
  return form.get('flow') === 'prop_search' ? 'prop_search' : null;
}

/** Where a login started on the login page should land: the property-search page for that flow. */
export function loginRouteFor(form: FormData): string | null {
  return loginFlow(form) === 'prop_search' ? 'account-property-search' : null;
}

/**
 * The form of a POST from one of our pages, after the Origin check (these endpoints set cookies, so a
 * missing Origin is refused too), or a response to send instead.
 */
export async function readPostedForm(request: Request): Promise<{ form: FormData; locale: Locale } | { response: Response }> {
  const length = Number(request.headers.get('content-length') ?? 0);
  if (length > MAX_FORM_BYTES) return { response: errorResponse('PAYLOAD_TOO_LARGE') };
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return { response: errorResponse('BAD_REQUEST') };
  }
  const raw = form.get('locale');
  const locale: Locale = typeof raw === 'string' && isLocale(raw) ? raw : 'de';
  if (!isSameOrigin(request, { allowMissing: false })) return { response: loginPage(locale, { error: 'FORBIDDEN_ORIGIN' }) };
  return { form, locale };
}

/** After a successful login: the session cookie, the account (or the appointment page the link was asked on). */
export function loggedIn(locale: Locale, session: { id: string }, routeName: string | null): NextResponse {
  const target = routeName === 'account-property-search' || (routeName?.startsWith('appointment') && !routeName.includes('confirm')) ? routeName! : 'account';
  const response = seeOther(localizedPath(target, locale));
  response.cookies.set(SESSION_COOKIE, session.id, sessionCookieOptions);
  response.headers.set('Referrer-Policy', 'no-referrer');
  return response;
}
