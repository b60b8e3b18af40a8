import { cookies } from 'next/headers';
import { NextResponse } from 'next/server';
import { getDb } from '@/db';
import { env } from '@/env';
import { readPostedForm, seeOther } from '@/features/auth/routes';
import { jobQueue } from '@/server/jobs';
import { ATTRIBUTION_KEYS, CONTACT_DRAFT, REQUEST_DONE_COOKIE, WIDGET_CONTACT_DRAFT, requestDoneCookieOptions, FORM_ROUTE, REQUEST_KINDS, STEPS, type RequestKind, submitLeadRequest } from '@/features/lead-requests/routes';
import { encodeDraft, refusalQuery } from '@/lib/forms/form-state';
import { attributionFrom, LEAD_COOKIE, REFERRAL_COOKIE, leadCookieOptions } from '@/features/leads/routes';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';
import { AppError, errorResponse } from '@/lib/app-error';
import { clientIp } from '@/lib/client-ip';
import { todayInBerlin } from '@/lib/dates';
import { wantsJson } from '@/lib/wants-json';
import { asRouteName } from '@/i18n/routes';
import { PARTNER_FIELDS } from '@/features/lead-requests/server';
import { partnerAttribution, widgetReturnPath } from '@/features/widgets/server';

/**
 * The final step of an lp-2 request form (plain POST; `Accept: application/json` gets JSON instead of
 * redirects: `{ ok, requestId, location }`, or the site's error body). Success: the confirmation page, which
 * shows the request only to this browser. An error: back to
 * the form with codes in the query (the step's answers and codes; the contact stays in a short-lived cookie).
 */
export async function POST(request: Request) {
  const read = await readPostedForm(request);
  if ('response' in read) return read.response;
  const { form, locale } = read;
  const json = wantsJson(request);
  const kind = REQUEST_KINDS.find((k) => k === form.get('kind'));
  if (!kind) return errorResponse(new AppError('BAD_REQUEST', 'kind'));

  const now = new Date();
  const tracking = new URLSearchParams(ATTRIBUTION_KEYS.map((k) => [k, String(form.get(k) ?? '')] as [string, string]));
  const jar = await cookies();
  const db = await getDb();
  // From a partner's widget (ADR 044): the partner, and the embedding page if the partner may embed there. Such a
  // request answers with the widget's own pages and sets none of the site's cookies (a frame on another site gets
  // no SameSite=Lax cookie); only a refused contact step keeps what was typed, in a partitioned cookie of its own.
  const partner = await partnerAttribution(db, String(form.get(PARTNER_FIELDS.partner) ?? ''), String(form.get(PARTNER_FIELDS.page) ?? ''));
  const result = await submitLeadRequest(db, await jobQueue(), {
    kind,
    form,
    submissionId: String(form.get('submissionId') ?? ''),
    locale,
    ip: clientIp(request),
    attribution: attributionFrom(tracking, tracking.get('referrer')),
    referralCode: jar.get(REFERRAL_COOKIE)?.value ?? null,
    appointmentUrl: `${env.PUBLIC_BASE_URL}${localizedPath(kind === 'refinance' ? 'refinance-appointment' : 'appointment', locale)}`,
    today: todayInBerlin(now),
    now,
    partner: partner ? { key: partner.key, page: partner.page } : null,
  });

  if (partner && !json) {
    if (result.ok) {
      const sent = seeOther(widgetReturnPath(locale, kind, partner.key, form, { sent: true }));
      sent.cookies.set(WIDGET_CONTACT_DRAFT.name, '', { ...WIDGET_CONTACT_DRAFT.options, maxAge: 0 });
      return sent;
    }
    const problem = result.code === 'INVALID' ? { errors: result.errors } : { error: result.code };
    const refused = seeOther(widgetReturnPath(locale, kind, partner.key, form, { sent: false, query: formQuery(kind, form, problem) }));
    refused.cookies.set(WIDGET_CONTACT_DRAFT.name, encodeDraft(WIDGET_CONTACT_DRAFT, form), WIDGET_CONTACT_DRAFT.options);
    return refused;
  }

  if (result.ok) {
    const target = `${localizedPath('lp-2-received', locale)}?id=${result.requestId}`;
    const response = json ? NextResponse.json({ ok: true, requestId: result.requestId, location: target }) : seeOther(target);
    response.cookies.set(REQUEST_DONE_COOKIE, result.submissionId, requestDoneCookieOptions);
    // Deleted with the attributes it was set with (a __Host- cookie needs Secure and Path=/ even to be removed).
    response.cookies.set(CONTACT_DRAFT.name, '', { ...CONTACT_DRAFT.options, maxAge: 0 });
    if (result.browserToken) response.cookies.set(LEAD_COOKIE, result.browserToken, leadCookieOptions);
    return response;
  }

  if (json) {
    // The site's error body (src/lib/app-error.ts): refused answers are INVALID_INPUT (400, like every other
    // validation error) with the first failing step (1-based) and each field's code; a broken submission id is the
    // form's fault, not the visitor's: BAD_REQUEST.
    if (result.code === 'RATE_LIMITED') return errorResponse(new AppError('RATE_LIMITED', null, { retryAfterSeconds: result.retryAfterSeconds }));
    if (result.code === 'INVALID') return errorResponse(new AppError('INVALID_INPUT', null, { step: result.stepIndex + 1, fields: result.errors }));
    return errorResponse(new AppError('BAD_REQUEST', 'submissionId', { reason: result.code }));
  }
  const response = seeOther(formPage(kind, locale, form, result.code === 'INVALID' ? { errors: result.errors } : { error: result.code }));
  response.cookies.set(CONTACT_DRAFT.name, encodeDraft(CONTACT_DRAFT, form), CONTACT_DRAFT.options);
  return response;
}

/** The contact step again with the earlier answers and the codes; the page shows the first step that fails. */
function formPage(kind: RequestKind, locale: Locale, form: FormData, problem: { errors: Record<string, string> } | { error: string }): string {
  return `${localizedPath(asRouteName(FORM_ROUTE[kind]), locale)}?${formQuery(kind, form, problem)}`;
}

function formQuery(kind: RequestKind, form: FormData, problem: { errors: Record<string, string> } | { error: string }): URLSearchParams {
  const steps = STEPS[kind];
  const query = new URLSearchParams();
  for (const key of [...steps.filter((s) => !s.identifying).flatMap((s) => s.fields), ...ATTRIBUTION_KEYS]) {
    const value = String(form.get(key) ?? '').slice(0, 500);
    if (value !== '') query.set(key, value);
  }
  query.set('step', String(steps.length));
  // The contact step's codes (the form kit's refusal, ADR 025); an earlier step's errors show when the page
  // re-validates its answers from the query.
  const contactFields = steps.at(-1)!.errorFields;
  const refusal = 'error' in problem ? problem : { errors: Object.fromEntries(Object.entries(problem.errors).filter(([field]) => (contactFields as readonly string[]).includes(field))) };
  return new URLSearchParams(refusalQuery(query, refusal));
}
