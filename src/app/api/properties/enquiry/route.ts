import { NextResponse } from 'next/server';
import { getDb } from '@/db';
import { env } from '@/env';
import { readPostedForm, seeOther } from '@/features/auth/routes';
import { attributionFrom, LEAD_COOKIE, leadCookieOptions } from '@/features/leads/routes';
import { ENQUIRY_DONE_COOKIE, ENQUIRY_DRAFT, enquiryDoneCookieOptions, sendListingEnquiry } from '@/features/properties/routes';
import { localizedPath } from '@/i18n/paths';
import { AppError, errorResponse } from '@/lib/app-error';
import { clientIp } from '@/lib/client-ip';
import { encodeDraft, refusalQuery } from '@/lib/forms/form-state';
import { wantsJson } from '@/lib/wants-json';
import { jobQueue } from '@/server/jobs';

const ENQUIRY_MAX_BODY_BYTES = 32_000;

/**
 * The enquiry form of a listing page (plain POST, works without JavaScript; issue 48). Success: 303 to the private
 * enquiry page, which says "sent" only to this browser (a short-lived cookie with the enquiry's id). A refusal: 303 to
 * the same page with the codes in its address and what was typed in the draft cookie (ADR 025). `Accept:
 * application/json` gets `{ ok, location }` or the site's error body (400 INVALID_INPUT with each field's code, 400
 * CAPTCHA_INVALID, 404 NOT_FOUND, 429 RATE_LIMITED). Never a 500 for bad input.
 */
export async function POST(request: Request) {
  // A message of 2,000 characters in any script, URL-encoded, with the CAPTCHA's payload: more than the default 10 KB.
  const read = await readPostedForm(request, { maxBytes: ENQUIRY_MAX_BODY_BYTES });
  if ('response' in read) return read.response;
  const { form, locale } = read;
  const json = wantsJson(request);
  const text = (key: string) => {
    const v = form.get(key);
    return typeof v === 'string' ? v.slice(0, 500) : '';
  };
  const slug = text('listing');
  if (!/^[a-z0-9-]{3,120}$/.test(slug)) return errorResponse(new AppError('BAD_REQUEST', 'listing'));
  const tracking = new URLSearchParams();
  for (const key of ['utm_source', 'utm_medium', 'utm_campaign']) if (text(key)) tracking.set(key, text(key));

  const db = await getDb();
  const result = await sendListingEnquiry(db, await jobQueue(), {
    slug,
    form,
    locale,
    ip: clientIp(request),
    // The CAPTCHA's payload is longer than a form field (parseCaptchaPayload bounds it).
    captcha: typeof form.get('altcha') === 'string' ? (form.get('altcha') as string) || null : null,
    attribution: attributionFrom(tracking, null),
    now: new Date(),
    baseUrl: env.PUBLIC_BASE_URL,
  });
  const page = `${localizedPath('property-enquiry', locale)}?${new URLSearchParams({ listing: slug })}`;

  if (result.ok) {
    const target = `${page}&sent=1`;
    const response = json ? NextResponse.json({ ok: true, location: target }) : seeOther(target);
    response.cookies.set(ENQUIRY_DONE_COOKIE, result.enquiryId, enquiryDoneCookieOptions);
    response.cookies.set(ENQUIRY_DRAFT.name, '', { ...ENQUIRY_DRAFT.options, maxAge: 0 });
    if (result.browserToken) response.cookies.set(LEAD_COOKIE, result.browserToken, leadCookieOptions);
    return response;
  }
  if (json) {
    if ('errors' in result) return errorResponse(new AppError('INVALID_INPUT', null, { fields: result.errors }));
    if (result.error === 'RATE_LIMITED') return errorResponse(new AppError('RATE_LIMITED', null, { retryAfterSeconds: result.retryAfterSeconds ?? 600 }));
    if (result.error === 'LISTING_GONE') return errorResponse(new AppError('NOT_FOUND', 'listing'));
    return errorResponse(new AppError('CAPTCHA_INVALID', 'altcha'));
  }
  const query = refusalQuery(new URLSearchParams({ listing: slug }), 'errors' in result ? { errors: result.errors } : { error: result.error });
  const response = seeOther(`${localizedPath('property-enquiry', locale)}?${query}`);
  response.cookies.set(ENQUIRY_DRAFT.name, encodeDraft(ENQUIRY_DRAFT, form), ENQUIRY_DRAFT.options);
  return response;
}
