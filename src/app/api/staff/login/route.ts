import { getDb } from '@/db';
import { readPostedForm, seeOther } from '@/features/auth/http';
import { ADMIN_COOKIE, adminCookieOptions } from '@/features/staff/cookies';
import { loginStaffWithToken } from '@/features/staff/staff';
import { localizedPath } from '@/i18n/paths';

/** The staff page's confirm POST: the one-time token → a staff session (the admin cookie), once. */
export async function POST(request: Request) {
  const read = await readPostedForm(request);
  if ('response' in read) return read.response;
  const { form, locale } = read;
  const session = await loginStaffWithToken(await getDb(), String(form.get('token') ?? ''));
  if (!session) return seeOther(`${localizedPath('staff', locale)}?error=LINK_INVALID`);
  const response = seeOther(localizedPath('staff', locale));
  response.cookies.set(ADMIN_COOKIE, session.id, adminCookieOptions);
  response.headers.set('Referrer-Policy', 'no-referrer');
  return response;
}
