import { NextResponse } from 'next/server';
import { getDb } from '@/db';
import { env } from '@/env';
import { seeOther } from '@/features/auth/routes';
import { APPLICATION_DRAFT, openingById, submitApplication } from '@/features/careers/server';
import { localizedPath } from '@/i18n/paths';
import { isLocale, type Locale } from '@/i18n/routes';
import { AppError, errorResponse } from '@/lib/app-error';
import { clientIp } from '@/lib/client-ip';
import { encodeDraft, encodeFieldErrors } from '@/lib/forms/form-state';
import { isSameOrigin } from '@/lib/origin';
import { wantsJson } from '@/lib/wants-json';
import { jobQueue } from '@/server/jobs';

/**
 * A job application (multipart: the answers, the CV in `cv`, the CAPTCHA's `altcha`). The body is streamed,
 * never read with request.formData(): the size limit stops reading at the first byte too many. Without
 * JavaScript the answer is a 303 back to the form's page (`?status=sent`, or the codes in the address and the
 * typed values in the draft cookie); with `Accept: application/json` it is `{ ok, duplicate }` (201) or the
 * site's error body with the code's status (400, 404, 413, 415, 429).
 */
export async function POST(request: Request) {
  const url = new URL(request.url);
  const json = wantsJson(request);
  /** The form's page: its opening's (in the form's language), else the unsolicited application. */
  const page = (locale: Locale, openingId: string | null | undefined) => {
    const opening = openingId ? openingById(locale, openingId) : null;
    return opening ? localizedPath('careers-opening', locale, { opening: opening.slug }) : localizedPath('careers-apply', locale);
  };
  const queryLocale = url.searchParams.get('locale');
  const early: Locale = isLocale(queryLocale) ? queryLocale : 'de';
  if (!isSameOrigin(request, { allowMissing: false })) {
    void request.body?.cancel().catch(() => {});
    return json ? errorResponse('FORBIDDEN_ORIGIN') : seeOther(`${page(early, url.searchParams.get('opening'))}?error=FORBIDDEN_ORIGIN#application`);
  }
  const length = request.headers.get('content-length');
  const result = await submitApplication(await getDb(), await jobQueue(), {
    contentType: request.headers.get('content-type'),
    contentLength: length !== null && /^\d+$/.test(length) ? Number(length) : null,
    body: request.body,
    ip: clientIp(request),
    baseUrl: env.PUBLIC_BASE_URL,
  });
  const locale: Locale = result.ok ? result.locale : isLocale(result.fields.locale) ? result.fields.locale : early;
  const path = page(locale, result.fields.opening ?? url.searchParams.get('opening'));
  if (result.ok) {
    if (json) return NextResponse.json({ ok: true, duplicate: result.duplicate }, { status: 201 });
    const response = seeOther(`${path}?status=sent#application`);
    response.cookies.set(APPLICATION_DRAFT.name, '', { ...APPLICATION_DRAFT.options, maxAge: 0 });
    return response;
  }
  if (json) return errorResponse(new AppError(result.code, null, { ...(Object.keys(result.errors).length ? { fields: result.errors } : {}), ...(result.retryAfterSeconds ? { retryAfterSeconds: result.retryAfterSeconds } : {}) }));
  const query = new URLSearchParams();
  if (result.code !== 'INVALID_INPUT') query.set('error', result.code);
  const errors = encodeFieldErrors(result.errors);
  if (errors) query.set('errors', errors);
  const response = seeOther(`${path}?${query}#application`);
  response.cookies.set(APPLICATION_DRAFT.name, encodeDraft(APPLICATION_DRAFT, result.fields as Record<(typeof APPLICATION_DRAFT.fields)[number], string>), APPLICATION_DRAFT.options);
  return response;
}
