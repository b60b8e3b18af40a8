import { getDb } from '@/db';
import { loginWithToken } from '@/features/auth/login';
import { loggedIn, loginPage, readPostedForm } from '@/features/auth/http';

/** The confirm page's button (POST): uses up the link's token and logs in, once. */
export async function POST(request: Request) {
  const read = await readPostedForm(request);
  if ('response' in read) return read.response;
  const { form, locale } = read;
  const result = await loginWithToken(await getDb(), String(form.get('token') ?? ''));
  if (!result.ok) return loginPage(locale, { error: result.code });
  return loggedIn(locale, result.session, result.routeName);
}
