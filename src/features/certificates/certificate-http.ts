/**
 * The financing certificate's HTTP handlers (issue 26): the account's request form (plain POST; a refused form
 * comes back the form kit's way, ADR 025), the payslip upload (multipart, streamed; the spec's payslip flow) and
 * the PDF download. The routes under src/app/api/account/financing-certificate/ only call these.
 */
import 'server-only';
import { NextResponse } from 'next/server';
import { getDb } from '@/db';
import { readAccountForm, seeOther } from '@/features/auth/server';
import { getLoggedInLead } from '@/features/leads/server';
import { todaysRatesOrNull } from '@/features/rates/server';
import { localizedPath } from '@/i18n/paths';
import { isLocale, type Locale } from '@/i18n/routes';
import { AppError, errorResponse, type ErrorCode } from '@/lib/app-error';
import { todayInBerlin } from '@/lib/dates';
import { draftCookie, encodeDraft, refusalQuery } from '@/lib/forms/form-state';
import { isSameOrigin } from '@/lib/origin';
import { pdfBusyResponse } from '@/lib/pdf/busy-response';
import { PdfBusyError } from '@/lib/pdf/pool';
import { wantsJson } from '@/lib/wants-json';
import { CERTIFICATE_FIELDS } from './certificate-form';
import { requestCertificate, uploadPayslip } from './certificates';
import { certificateOfLead } from './repository';
import { certificatePdfFileName, renderCertificatePdf } from './pdf';

/** What was typed into a refused request form (ten minutes, HttpOnly; names and addresses never go into a URL). */
export const CERTIFICATE_DRAFT = draftCookie('hl_certificate_form', CERTIFICATE_FIELDS);
/** Problems of the whole form that the page translates (`certificates.formErrors`). */
export const CERTIFICATE_FORM_ERRORS = ['NO_BUDGET', 'NO_RATE_DATA', 'FORBIDDEN_ORIGIN'] as const;
/** Payslip upload results the page translates (`certificates.payslipErrors`). */
export const PAYSLIP_ERRORS = [
  'NO_CERTIFICATE', 'NO_SECOND_APPLICANT', 'BAD_REQUEST', 'NO_FILE', 'EMPTY_FILE', 'INVALID_CATEGORY', 'FORBIDDEN_ORIGIN', 'NOT_FOUND', 'FILE_TOO_LARGE', 'UNSUPPORTED_TYPE', 'TOO_MANY_FILES', 'STORAGE_FULL', 'RATE_LIMITED',
] as const;

const page = (locale: Locale, query: URLSearchParams, hash = '') => seeOther(`${localizedPath('account-financing-certificate', locale)}${query.size ? `?${query}` : ''}${hash}`);

/** POST /api/account/financing-certificate: issue a certificate from the account's form. */
export async function certificateFormRequest(request: Request): Promise<Response> {
  const read = await readAccountForm(request);
  if ('response' in read) return read.response;
  const { form, locale, lead } = read;
  const db = await getDb();
  const today = todayInBerlin();
  const rates = await todaysRatesOrNull(db, today);
  const outcome = await requestCertificate(db, { leadId: lead.id, locale, source: form, market: rates?.market ?? null, today, now: new Date() });
  if (outcome.ok) {
    const done = page(locale, new URLSearchParams({ issued: outcome.certificate.number }), '#certificate-current');
    done.cookies.set(CERTIFICATE_DRAFT.name, '', { ...CERTIFICATE_DRAFT.options, maxAge: 0 });
    return done;
  }
  const refused = page(locale, refusalQuery(new URLSearchParams(), 'errors' in outcome ? { errors: outcome.errors } : { error: outcome.code }), '#certificate-form-title');
  refused.cookies.set(CERTIFICATE_DRAFT.name, encodeDraft(CERTIFICATE_DRAFT, form), CERTIFICATE_DRAFT.options);
  return refused;
}

/**
 * POST /api/account/financing-certificate/payslip?applicant=primary|secondary&locale=de|en (multipart: the spec's
 * `uploadDocumentExtended` fields type, document_type, applicant_type and one file). The applicant is in the
 * address, so the document request runs before a byte of the body is read. With `Accept: application/json` the
 * answer is `{ step, document }` (201) or the site's error body.
 */
export async function payslipRequest(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const json = wantsJson(request);
  const rawLocale = url.searchParams.get('locale');
  const locale: Locale = isLocale(rawLocale) ? rawLocale : 'de';
  const applicant = url.searchParams.get('applicant');
  const back = (query: Record<string, string>) => page(locale, new URLSearchParams(query), '#certificate-payslips');
  if (!isSameOrigin(request, { allowMissing: false })) return json ? errorResponse('FORBIDDEN_ORIGIN') : back({ payslipError: 'FORBIDDEN_ORIGIN' });
  const lead = await getLoggedInLead();
  if (!lead) return json ? errorResponse('UNAUTHENTICATED') : seeOther(localizedPath('login', locale));
  if (applicant !== 'primary' && applicant !== 'secondary') {
    return json ? errorResponse(new AppError('INVALID_INPUT', 'applicant', { allowed: ['primary', 'secondary'] })) : back({ payslipError: 'BAD_REQUEST' });
  }
  const length = request.headers.get('content-length');
  const outcome = await uploadPayslip(await getDb(), {
    leadId: lead.id,
    applicantType: applicant,
    contentType: request.headers.get('content-type'),
    contentLength: length !== null && /^\d+$/.test(length) ? Number(length) : null,
    body: request.body,
    today: todayInBerlin(),
    now: new Date(),
  });
  if (!outcome.ok) {
    const code = outcome.code === 'INVALID_INPUT' ? 'BAD_REQUEST' : outcome.code;
    if (json) return errorResponse(new AppError(code as ErrorCode, null, { step: outcome.step }));
    return back({ payslipError: (PAYSLIP_ERRORS as readonly string[]).includes(code) ? code : 'BAD_REQUEST', applicant });
  }
  if (json) return NextResponse.json({ step: 'PAYSLIP_UPLOADED', document: { id: outcome.documentId, fileName: outcome.fileName, document_type: outcome.documentType, applicant_type: applicant } }, { status: 201 });
  return back({ payslip: outcome.fileName });
}

/** GET /api/account/financing-certificate/<id>/pdf?locale=de|en: one of the lead's certificates as a PDF. */
export async function certificatePdfRequest(request: Request, id: string): Promise<Response> {
  const headers = { 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' };
  const rawLocale = new URL(request.url).searchParams.get('locale') ?? 'de';
  if (!isLocale(rawLocale)) return errorResponse(new AppError('INVALID_INPUT', 'locale', { allowed: ['de', 'en'] }), headers);
  const lead = await getLoggedInLead();
  if (!lead) return errorResponse('UNAUTHENTICATED', headers);
  const certificate = await certificateOfLead(await getDb(), lead.id, id);
  if (!certificate) return errorResponse('NOT_FOUND', headers);
  let pdf: Uint8Array<ArrayBuffer>;
  try {
    pdf = await renderCertificatePdf(certificate, rawLocale, todayInBerlin());
  } catch (error) {
    // The PDF workers' queue is full (ADR 047): 503 with Retry-After.
    if (error instanceof PdfBusyError) return pdfBusyResponse(error, rawLocale, headers);
    throw error;
  }
  return new Response(pdf, {
    status: 200,
    headers: { ...headers, 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${certificatePdfFileName(certificate, rawLocale)}"`, 'Content-Length': String(pdf.byteLength) },
  });
}
