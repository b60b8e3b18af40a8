import { getDb } from '@/db';
import { env } from '@/env';
import { readPostedForm, seeOther } from '@/features/auth/routes';
import { cancelRegistration, WEBINAR_DONE_COOKIE, webinarDoneCookieOptions } from '@/features/webinars/server';
import { localizedPath } from '@/i18n/paths';
import { jobQueue } from '@/server/jobs';

/** The cancel page's POST (issue 29): cancels the registration of the link's token, then says what happened. */
export async function POST(request: Request) {
  const read = await readPostedForm(request);
  if ('response' in read) return read.response;
  const { form, locale } = read;
  const token = form.get('token');
  const outcome = await cancelRegistration(await getDb(), await jobQueue(), typeof token === 'string' ? token : null, new Date(), env.PUBLIC_BASE_URL);
  const response = seeOther(`${localizedPath('webinar-cancel', locale)}?done=${outcome}`);
  response.cookies.set(WEBINAR_DONE_COOKIE, `cancel:${outcome}`, webinarDoneCookieOptions);
  return response;
}
