import { getDb } from '@/db';
import { clientIp } from '@/lib/client-ip';
import { env } from '@/env';
import { readPostedForm, seeOther } from '@/features/auth/routes';
import { appointmentJob, scheduleAppointment, BOOKING_DONE_COOKIE, BOOKING_DRAFT, bookingDoneCookieOptions, confirmQuery } from '@/features/booking/routes';
import { encodeDraft, refusalQuery } from '@/lib/forms/form-state';
import { jobQueue } from '@/server/jobs';
import { LEAD_COOKIE, leadCookieOptions } from '@/features/leads/routes';
import { isContactType } from '@/config/taxonomy';
import { localizedPath } from '@/i18n/paths';
import { AppError, errorResponse } from '@/lib/app-error';

/**
 * The confirm page's form (plain POST, no JavaScript needed): books through the same use case as the query
 * endpoint's updateLeadAndScheduleAsyncAppointment, then follows the job to its outcome:
 * - booked → the confirmation page (`?job=`), which shows the booking only to this browser (proof cookie);
 * - slot taken → the confirm page again with the next free slots; failed → the confirm page with "not saved";
 * - refused input → the confirm page with the error codes (contact data kept in a short-lived cookie, never in the URL).
 */
export async function POST(request: Request) {
  const read = await readPostedForm(request);
  if ('response' in read) return read.response;
  const { form, locale } = read;
  const contactType = String(form.get('contactVia') ?? '');
  if (!isContactType(contactType)) return errorResponse(new AppError('INVALID_INPUT', 'contactVia', { reason: 'unknownType' }));
  const text = (key: string) => {
    const v = form.get(key);
    return typeof v === 'string' && v.trim() !== '' ? v.slice(0, 500) : null;
  };
  const idempotencyKey = String(form.get('idempotencyKey') ?? '');
  const query = confirmQuery({
    date: text('date'),
    time: text('time'),
    tz: text('userTimeZone'),
    advisor: text('advisor'),
    topic: text('topic'),
    utm_source: text('utm_source'),
    utm_medium: text('utm_medium'),
    utm_campaign: text('utm_campaign'),
    referrer: text('referrer'),
    report: text('report'),
    listing: text('listing'),
  });
  /** Back to the confirm page (form kit, ADR 025): the refusal in the address, what was typed in the draft cookie. */
  const back = (refusal: { errors: Record<string, string> } | { error: string } | null) => {
    const response = seeOther(`${localizedPath('appointment-confirm', locale, { contactType })}?${refusal ? refusalQuery(query, refusal) : query}`);
    response.cookies.set(BOOKING_DRAFT.name, encodeDraft(BOOKING_DRAFT, form), BOOKING_DRAFT.options);
    return response;
  };

  const db = await getDb();
  let result: { jobId: string; browserToken?: string };
  try {
    result = await scheduleAppointment(
      { db, boss: await jobQueue(), now: new Date(), baseUrl: env.PUBLIC_BASE_URL },
      {
        givenName: String(form.get('givenName') ?? ''),
        surname: String(form.get('surname') ?? ''),
        email: String(form.get('email') ?? ''),
        phone: text('phone'),
        advisor: text('advisor')?.toLowerCase() ?? null,
        contactVia: contactType,
        date: String(form.get('date') ?? ''),
        time: Number(form.get('time') ?? Number.NaN),
        homeBuyingStatus: text('homeBuyingStatus'),
        userTimeZone: text('userTimeZone'),
        idempotencyKey,
        locale,
        topic: text('topic') === 'refinance' ? 'refinance' : null,
        report: text('report'),
        listing: text('listing'),
        tracking: { utmSource: text('utm_source'), utmMedium: text('utm_medium'), utmCampaign: text('utm_campaign'), referrer: text('referrer') },
        clientIp: clientIp(request),
        captcha: typeof form.get('altcha') === 'string' ? (form.get('altcha') as string) : null,
      },
    );
  } catch (e) {
    if (!(e instanceof AppError)) throw e;
    if (e.code === 'REQUIRED' || e.code === 'INVALID_INPUT') {
      const reason = typeof e.params?.reason === 'string' ? e.params.reason : e.code === 'REQUIRED' ? 'required' : 'invalid';
      // A problem with the slot itself (date, time, zone) is the page's to explain; a field's goes next to it.
      if (['date', 'time', 'userTimeZone', 'contactVia', 'advisor'].includes(e.field ?? '')) return back({ error: 'SLOT_NOT_OFFERED' });
      return back({ errors: (e.params.fields as Record<string, string> | undefined) ?? { [e.field ?? '']: reason } });
    }
    if (e.code === 'RATE_LIMITED') return back({ error: 'RATE_LIMITED' });
    if (e.code === 'CAPTCHA_INVALID') return back({ error: 'CAPTCHA_INVALID' });
    if (e.code === 'SLOT_NOT_OFFERED' || e.code === 'NOT_FOUND') return back({ error: 'SLOT_NOT_OFFERED' });
    return back({ error: 'failed' });
  }

  const job = await appointmentJob(db, result.jobId);
  // Slot taken: the confirm page checks the slot again and offers the next free ones.
  if (job.status === 'slot_taken') return back(null);
  if (job.status === 'failed') return back({ error: 'failed' });
  const response = seeOther(`${localizedPath('appointment-slug-confirmation', locale, { contactType: job.appointment?.contactType ?? contactType })}?job=${result.jobId}`);
  response.cookies.set(BOOKING_DONE_COOKIE, idempotencyKey, bookingDoneCookieOptions);
  response.cookies.set(BOOKING_DRAFT.name, '', { ...BOOKING_DRAFT.options, maxAge: 0 });
  if (result.browserToken) response.cookies.set(LEAD_COOKIE, result.browserToken, leadCookieOptions);
  response.headers.set('Referrer-Policy', 'no-referrer');
  return response;
}
