import { cookies } from 'next/headers';
import { getDb } from '@/db';
import { jobQueue } from '@/server/jobs';
import { requestLogin, loginCookieValue, loginEmailCookieOptions, LOGIN_EMAIL_COOKIE, loginErrorResponse, loginJson, loginPage, loginRouteFor, readPostedForm } from '@/features/auth/routes';
import { attributionFrom, leadIdForBrowser, LEAD_COOKIE, REFERRAL_COOKIE, referrerFromCookie } from '@/features/leads/routes';
import { localizedPath } from '@/i18n/paths';
import { env } from '@/env';
import { clientIp } from '@/lib/client-ip';
import { wantsJson } from '@/lib/wants-json';

/**
 * The e-mail step (POST form from the login page, or the login dialog with `Accept: application/json`):
 * checks the CAPTCHA, queues the login e-mail, then "check your inbox" (a 303 to the page's sent step, or JSON
 * `{ ok, step: 'login' }` for the dialog; errors as the site's error body, 429 with Retry-After when rate limited).
 */
export async function POST(request: Request) {
  const read = await readPostedForm(request);
  if ('response' in read) return read.response;
  const { form, locale } = read;
  const json = wantsJson(request);
  const db = await getDb();
  const jar = await cookies();
  const email = String(form.get('email') ?? '');
  const captcha = form.get('altcha');
  const referer = request.headers.get('referer');
  const landing = referer ? new URL(referer, env.PUBLIC_BASE_URL) : null;
  const result = await requestLogin(db, await jobQueue(), {
    email,
    locale,
    ip: clientIp(request),
    routeName: loginRouteFor(form, locale),
    captcha: typeof captcha === 'string' && captcha !== '' ? captcha : null,
    browserLeadId: await leadIdForBrowser(db, jar.get(LEAD_COOKIE)?.value),
    attribution: attributionFrom(landing?.searchParams ?? new URLSearchParams(), null),
    referrerLeadId: await referrerFromCookie(db, jar.get(REFERRAL_COOKIE)?.value),
    confirmUrl: (token) => `${env.PUBLIC_BASE_URL}${localizedPath('login-confirm', locale)}?token=${token}`,
  });
  if (!result.ok) {
    return json ? loginErrorResponse(result.code, result.retryAfterSeconds) : loginPage(locale, { error: result.code }, form);
  }
  jar.set(LOGIN_EMAIL_COOKIE, loginCookieValue(result.browser, result.email), loginEmailCookieOptions);
  return json ? loginJson({ ok: true, step: 'login', givenName: result.givenName }) : loginPage(locale, { step: 'sent' }, form);
}
