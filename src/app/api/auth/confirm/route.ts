import { getDb } from '@/db';
import { loginWithToken, loggedIn, loginPage, readPostedForm } from '@/features/auth/routes';

/** The confirm page's button (POST): uses up the link's token and logs in, once. */
export async function POST(request: Request) {
  const read = await readPostedForm(request);
  if ('response' in read) return read.response;
  const { form, locale } = read;
  const db = await getDb();
  const result = await loginWithToken(db, String(form.get('token') ?? ''));
  if (!result.ok) return loginPage(locale, { error: result.code });
  return loggedIn(db, { locale, session: result.session, routeName: result.routeName, leadId: result.leadId, json: false });
}
