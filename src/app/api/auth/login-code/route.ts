import { cookies } from 'next/headers';
import { getDb } from '@/db';
import { loginWithCode, loginEmailCookieOptions, LOGIN_EMAIL_COOKIE, readLoginCookie, loggedIn, loginErrorResponse, loginPage, readPostedForm } from '@/features/auth/routes';
import { clientIp } from '@/lib/client-ip';
import { wantsJson } from '@/lib/wants-json';

/** The code step (POST form, or the dialog with JSON): the code from the e-mail, in the browser that asked for it. */
export async function POST(request: Request) {
  const read = await readPostedForm(request);
  if ('response' in read) return read.response;
  const { form, locale } = read;
  const json = wantsJson(request);
  const db = await getDb();
  const jar = await cookies();
  const result = await loginWithCode(db, readLoginCookie(jar.get(LOGIN_EMAIL_COOKIE)?.value), String(form.get('code') ?? ''), { ip: clientIp(request) });
  if (!result.ok) return json ? loginErrorResponse(result.code, 'retryAfterSeconds' in result ? result.retryAfterSeconds : undefined) : loginPage(locale, { step: 'sent', error: result.code }, form);
  const response = await loggedIn(db, { locale, session: result.session, routeName: result.routeName, leadId: result.leadId, json });
  // Deleted with the same attributes (a __Host- cookie is only replaced by a Secure one with Path=/).
  response.cookies.set(LOGIN_EMAIL_COOKIE, '', { ...loginEmailCookieOptions, maxAge: 0 });
  return response;
}
