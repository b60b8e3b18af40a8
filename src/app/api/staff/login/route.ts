import { getDb } from '@/db';
import { readPostedForm, seeOther } from '@/features/auth/routes';
import { ADMIN_COOKIE, adminCookieOptions, appTotpKey, loginStaffWithToken } from '@/features/staff/server';
import { localizedPath } from '@/i18n/paths';

/**
 * The staff page's confirm POST: the one-time token → a pending staff session (the admin cookie), once. The staff
 * page then asks for the second factor (ADR 037).
 */
export async function POST(request: Request) {
  const read = await readPostedForm(request);
  if ('response' in read) return read.response;
  const { form, locale } = read;
  const session = await loginStaffWithToken(await getDb(), String(form.get('token') ?? ''), new Date(), appTotpKey());
  if (!session) return seeOther(`${localizedPath('staff', locale)}?error=LINK_INVALID`);
  const response = seeOther(localizedPath('staff', locale));
  response.cookies.set(ADMIN_COOKIE, session.id, adminCookieOptions);
  response.headers.set('Referrer-Policy', 'no-referrer');
  return response;
}
