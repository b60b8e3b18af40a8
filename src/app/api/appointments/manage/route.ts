import { getDb } from '@/db';
import { env } from '@/env';
import { readPostedForm, seeOther } from '@/features/auth/routes';
import { cancelByToken, rescheduleByToken, MANAGE_DONE_COOKIE, manageDoneCookieOptions } from '@/features/booking/routes';
import { jobQueue } from '@/server/jobs';
import { localizedPath } from '@/i18n/paths';
import { AppError } from '@/lib/app-error';

/**
 * The manage page's forms (no JavaScript needed): cancel, or move to a slot of the list, by the e-mail's
 * single-purpose token (features/booking/booking.ts). Outcomes go back to the page: done (flash cookie), or the
 * error code next to the list; a used or expired link shows the page's "no longer valid".
 */
export async function POST(request: Request) {
  const read = await readPostedForm(request);
  if ('response' in read) return read.response;
  const { form, locale } = read;
  const token = String(form.get('token') ?? '');
  const page = localizedPath('manage-appointment', locale);
  const services = { db: await getDb(), boss: await jobQueue(), now: new Date(), baseUrl: env.PUBLIC_BASE_URL };
  try {
    let outcome: 'cancelled' | 'moved';
    if (form.get('action') === 'cancel') {
      await cancelByToken(services, token);
      outcome = 'cancelled';
    } else {
      const [date = '', hour = ''] = String(form.get('slot') ?? '').split('|');
      if (!date || !hour) return seeOther(`${page}?${new URLSearchParams({ token, error: 'required' })}`);
      await rescheduleByToken(services, token, date, Number(hour), String(form.get('zone') ?? ''));
      outcome = 'moved';
    }
    const response = seeOther(`${page}?done=${outcome}`);
    response.cookies.set(MANAGE_DONE_COOKIE, outcome, manageDoneCookieOptions);
    response.headers.set('Referrer-Policy', 'no-referrer');
    return response;
  } catch (e) {
    if (!(e instanceof AppError)) throw e;
    const error = e.code === 'SLOT_TAKEN' || e.code === 'SLOT_NOT_OFFERED' ? e.code : e.code === 'LINK_EXPIRED' || e.code === 'NOT_FOUND' ? 'invalid' : 'SLOT_NOT_OFFERED';
    return seeOther(`${page}?${new URLSearchParams({ token, error })}`);
  }
}
