import { cookies } from 'next/headers';
import { getDb } from '@/db';
import { mailQueue } from '@/features/email/runtime';
import { requestLogin } from '@/features/auth/login';
import { loginEmailCookieOptions, LOGIN_EMAIL_COOKIE } from '@/features/auth/cookies';
import { loginPage, loginRouteFor, readPostedForm } from '@/features/auth/http';
import { attributionFrom } from '@/features/leads/attribution';
import { REFERRAL_COOKIE } from '@/features/leads/cookies';
import { referrerFromCookie } from '@/features/leads/referral';
import { localizedPath } from '@/i18n/paths';
import { env } from '@/env';
import { clientIp } from '@/lib/client-ip';

/** The e-mail step of the login page (POST form): queues the login e-mail, then "check your inbox". */
export async function POST(request: Request) {
  const read = await readPostedForm(request);
  if ('response' in read) return read.response;
  const { form, locale } = read;
  const email = String(form.get('email') ?? '');
  const referer = request.headers.get('referer');
  const landing = referer ? new URL(referer, env.PUBLIC_BASE_URL) : null;
  const db = await getDb();
  const result = await requestLogin(db, await mailQueue(), {
    email,
    locale,
    ip: clientIp(request),
    routeName: loginRouteFor(form),
    attribution: attributionFrom(landing?.searchParams ?? new URLSearchParams(), null),
    referrerLeadId: await referrerFromCookie(db, (await cookies()).get(REFERRAL_COOKIE)?.value),
    confirmUrl: (token) => `${env.PUBLIC_BASE_URL}${localizedPath('login-confirm', locale)}?token=${token}`,
  });
  if (!result.ok) return loginPage(locale, { error: result.code }, form);
  (await cookies()).set(LOGIN_EMAIL_COOKIE, result.email, loginEmailCookieOptions);
  return loginPage(locale, { step: 'sent' }, form);
}
