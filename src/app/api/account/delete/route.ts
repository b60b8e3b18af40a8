import { getDb } from '@/db';
import { LOGIN_EMAIL_COOKIE, loginEmailCookieOptions, readAccountForm, seeOther } from '@/features/auth/routes';
import { SESSION_COOKIE, sessionCookieOptions, LEAD_COOKIE, leadCookieOptions } from '@/features/leads/routes';
import { ACCOUNT_DELETED_COOKIE, accountDeletedCookieOptions, deleteAccount } from '@/features/privacy/routes';
import { localizedPath } from '@/i18n/paths';

/**
 * Account deletion (POST form on the "Your data" page). The lead confirms by typing its e-mail address; then
 * everything goes in one transaction (features/privacy/delete-account.ts), the browser's session, lead and
 * login cookies are cleared, and the page says the account was deleted (flash cookie, see privacy/cookies.ts).
 */
export async function POST(request: Request) {
  const read = await readAccountForm(request);
  if ('response' in read) return read.response;
  const { form, locale, lead } = read;
  const typed = String(form.get('confirmEmail') ?? '').trim().normalize('NFKC').toLowerCase();
  if (typed !== lead.email.toLowerCase()) return seeOther(`${localizedPath('account-data', locale)}?deleteError=CONFIRMATION_MISMATCH#delete`);
  await deleteAccount(await getDb(), lead.id);
  const response = seeOther(localizedPath('account-data', locale));
  response.cookies.set(SESSION_COOKIE, '', { ...sessionCookieOptions, maxAge: 0 });
  response.cookies.set(LEAD_COOKIE, '', { ...leadCookieOptions, maxAge: 0 });
  response.cookies.set(LOGIN_EMAIL_COOKIE, '', { ...loginEmailCookieOptions, maxAge: 0 });
  response.cookies.set(ACCOUNT_DELETED_COOKIE, '1', accountDeletedCookieOptions);
  response.headers.set('Cache-Control', 'no-store');
  return response;
}
