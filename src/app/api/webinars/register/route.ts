import { getDb } from '@/db';
import { env } from '@/env';
import { readPostedForm, seeOther } from '@/features/auth/routes';
import { attributionFrom, LEAD_COOKIE, leadCookieOptions } from '@/features/leads/routes';
import { registerForWebinar, WEBINAR_DONE_COOKIE, WEBINAR_DRAFT, webinarDoneCookieOptions } from '@/features/webinars/server';
import { localizedPath } from '@/i18n/paths';
import { clientIp } from '@/lib/client-ip';
import { encodeDraft, refusalQuery } from '@/lib/forms/form-state';
import { jobQueue } from '@/server/jobs';

/**
 * The registration form's POST (plain form, no JavaScript needed; issue 29). Success → the registration page
 * says "a seat" or "the waiting list" to this browser only (short-lived cookie); a refusal → the same page with
 * its codes in the address and what was typed in the draft cookie (ADR 025). Never a 500 for bad input.
 */
export async function POST(request: Request) {
  const read = await readPostedForm(request);
  if ('response' in read) return read.response;
  const { form, locale } = read;
  const text = (key: string) => {
    const v = form.get(key);
    return typeof v === 'string' ? v.slice(0, 500) : '';
  };
  const webinarId = text('webinar');
  const query = new URLSearchParams({ webinar: webinarId });
  const tracking = new URLSearchParams();
  for (const key of ['utm_source', 'utm_medium', 'utm_campaign', 'gclid', 'fbclid']) if (text(key)) tracking.set(key, text(key));
  for (const [k, v] of tracking) query.set(k, v);
  if (text('referrer')) query.set('referrer', text('referrer'));
  const page = localizedPath('webinar-register', locale);

  const db = await getDb();
  const result = await registerForWebinar(db, await jobQueue(), {
    webinarId,
    form,
    submissionId: text('submissionId'),
    locale,
    ip: clientIp(request),
    // The CAPTCHA's payload is longer than a form field (parseCaptchaPayload bounds it).
    captcha: typeof form.get('altcha') === 'string' ? (form.get('altcha') as string) || null : null,
    attribution: attributionFrom(tracking, text('referrer') || null),
    now: new Date(),
    baseUrl: env.PUBLIC_BASE_URL,
  });
  if (!result.ok) {
    const response = seeOther(`${page}?${refusalQuery(query, 'errors' in result ? { errors: result.errors } : { error: result.error })}`);
    response.cookies.set(WEBINAR_DRAFT.name, encodeDraft(WEBINAR_DRAFT, form), WEBINAR_DRAFT.options);
    return response;
  }
  const response = seeOther(`${page}?${new URLSearchParams({ webinar: webinarId, done: result.status })}`);
  response.cookies.set(WEBINAR_DONE_COOKIE, `${webinarId}:${result.status}`, webinarDoneCookieOptions);
  response.cookies.delete(WEBINAR_DRAFT.name);
  if (result.browserToken) response.cookies.set(LEAD_COOKIE, result.browserToken, leadCookieOptions);
  return response;
}
