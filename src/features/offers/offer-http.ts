/**
 * The advisor's offer over HTTP (issue 50, part 3): the lead page's offer forms (staff), the account's accept and
 * question forms (the customer) and the offer's PDF. Plain POST forms that work without JavaScript: origin, type and
 * session are checked before the body is read (readStaffForm, readAccountForm); the answer goes back to the page with
 * `offerDone=` or `offerError=<code>` (translated there). The routes under src/app/api only call these.
 */
import 'server-only';
import type { PgBoss } from 'pg-boss';
import { SITE } from '@/config/site';
import { getDb } from '@/db';
import { env } from '@/env';
import { readAccountForm, seeOther } from '@/features/auth/server';
import { getLoggedInLead } from '@/features/leads/server';
import { readStaffForm } from '@/features/staff/server';
import { localizedPath } from '@/i18n/paths';
import { isLocale, type Locale } from '@/i18n/routes';
import { AppError, errorResponse } from '@/lib/app-error';
import { todayInBerlin } from '@/lib/dates';
import { pdfBusyResponse } from '@/lib/pdf/busy-response';
import { PdfBusyError } from '@/lib/pdf/pool';
import {
  acceptLeadOffer,
  addLeadOffer,
  askAboutLeadOffer,
  CASE_FORM_KEYS,
  offerCaseOfForm,
  parseEuros,
  parsePercent,
  removeLeadOffer,
  updateLeadOffer,
  visibleOfferOf,
  TYPED_OFFER_FIELDS,
  type CaseForm,
} from './advisor-offers';
import { offerPdfFileName, renderOfferPdf } from './offer-pdf';

const leadPageUrl = (leadId: string) => (locale: Locale) => `${env.PUBLIC_BASE_URL ?? ''}${localizedPath('staff-lead', locale, { lead: leadId })}`;

/** POST /api/staff/leads/<lead>/offers: action = comparison | typed | update | remove. */
export async function staffLeadOfferRequest(request: Request, leadId: string): Promise<Response> {
  const read = await readStaffForm(request, 'staff');
  if ('response' in read) return read.response;
  const { form, locale, staff, text } = read;
  const db = await getDb();
  const now = new Date();
  const today = todayInBerlin(now);
  const viewer = { role: staff.role, advisorId: staff.advisorId, staffId: staff.id };
  const back = (query: Record<string, string>, anchor = 'lead-offers') => seeOther(`${localizedPath('staff-lead', locale, { lead: leadId })}?${new URLSearchParams(query)}#${anchor}`);
  const caseForm: CaseForm = { price: text(CASE_FORM_KEYS.price), loan: text(CASE_FORM_KEYS.loan), state: text(CASE_FORM_KEYS.state), fixationYears: text(CASE_FORM_KEYS.fixationYears), repayment: text(CASE_FORM_KEYS.repayment) };
  const caseQuery = Object.fromEntries(Object.entries(CASE_FORM_KEYS).map(([k, q]) => [q, caseForm[k as keyof CaseForm]]));
  const common = { leadId, validUntil: text('validUntil'), note: String(form.get('note') ?? ''), recommended: form.get('recommended') === '1', visibleToCustomer: form.get('visible') === '1' };
  switch (text('action')) {
    case 'comparison': {
      const parsed = offerCaseOfForm(caseForm, locale, today);
      if (!parsed.ok) return back({ offerError: 'INVALID_CASE', ...caseQuery });
      const result = await addLeadOffer(db, viewer, { ...common, source: 'comparison', offerCase: parsed.offerCase, lenderId: text('lender') }, today, now);
      if (!result.ok && result.code === 'FORBIDDEN') return errorResponse('FORBIDDEN');
      return result.ok ? back({ offerDone: 'added' }, `offer-${result.offer.id}`) : back({ offerError: result.code, ...caseQuery });
    }
    case 'typed': {
      const money = (name: string) => (text(name) === '' ? null : (parseEuros(text(name), locale) ?? NaN));
      const percent = (name: string) => (text(name) === '' ? null : (parsePercent(text(name)) ?? NaN));
      const years = text('fixationYears');
      const result = await addLeadOffer(
        db,
        viewer,
        {
          ...common,
          source: 'typed',
          lenderName: text('lenderName'),
          nominalRate: percent('nominalRate') ?? NaN,
          effectiveRate: percent('effectiveRate'),
          monthlyPayment: money('monthlyPayment') ?? NaN,
          loan: money('loan') ?? NaN,
          fixationYears: /^\d{1,2}$/.test(years) ? Number(years) : NaN,
          residualDebt: money('residualDebt') ?? NaN,
          totalCost: money('totalCost'),
          fees: money('fees') ?? 0,
          specialRepayment: percent('specialRepayment') ?? 0,
        },
        today,
        now,
      );
      if (!result.ok && result.code === 'FORBIDDEN') return errorResponse('FORBIDDEN');
      if (result.ok) return back({ offerDone: 'added' }, `offer-${result.offer.id}`);
      const typed = Object.fromEntries(TYPED_OFFER_FIELDS.map((f) => [`t_${f}`, text(f).slice(0, 200)]));
      return back({ offerError: result.code, ...(result.field ? { offerField: result.field } : {}), ...typed }, 'lead-offer-typed');
    }
    case 'update': {
      const result = await updateLeadOffer(db, viewer, { ...common, offerId: text('offer') }, today, now);
      if (!result.ok && result.code === 'FORBIDDEN') return errorResponse('FORBIDDEN');
      return result.ok ? back({ offerDone: 'updated' }, `offer-${result.offer.id}`) : back({ offerError: result.code });
    }
    case 'remove': {
      const result = await removeLeadOffer(db, viewer, leadId, text('offer'));
      if (!result.ok && result.code === 'FORBIDDEN') return errorResponse('FORBIDDEN');
      return result.ok ? back({ offerDone: 'removed' }) : back({ offerError: result.code });
    }
    default:
      return back({ offerError: 'INVALID_INPUT' });
  }
}

/** POST /api/account/offers: action = accept | ask (offer, question); the lead's own visible offers only. */
export async function customerOfferRequest(request: Request, queue: () => Promise<PgBoss>): Promise<Response> {
  const read = await readAccountForm(request);
  if ('response' in read) return read.response;
  const { form, locale, lead } = read;
  const text = (name: string) => String(form.get(name) ?? '');
  const offerId = text('offer');
  const now = new Date();
  const back = (query: Record<string, string>) => seeOther(`${localizedPath('account', locale)}?${new URLSearchParams({ ...query, offer: offerId })}#offer-${/^[0-9a-f-]{36}$/i.test(offerId) ? offerId : 'list'}`);
  const action = { leadId: lead.id, offerId, today: todayInBerlin(now), now, leadPageUrl: leadPageUrl(lead.id), fallbackAddress: SITE.email };
  const db = await getDb();
  switch (text('action')) {
    case 'accept': {
      const result = await acceptLeadOffer(db, await queue(), action);
      return back(result.ok ? { offerDone: 'accepted' } : { offerError: result.code });
    }
    case 'ask': {
      const result = await askAboutLeadOffer(db, await queue(), { ...action, question: text('question') });
      return back(result.ok ? { offerDone: 'asked' } : { offerError: result.code });
    }
    default:
      return back({ offerError: 'INVALID_INPUT' });
  }
}

/** GET /api/account/offers/<id>/pdf?locale=de|en: one of the lead's visible offers as a PDF. */
export async function customerOfferPdfRequest(request: Request, id: string): Promise<Response> {
  const headers = { 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' };
  const rawLocale = new URL(request.url).searchParams.get('locale') ?? 'de';
  if (!isLocale(rawLocale)) return errorResponse(new AppError('INVALID_INPUT', 'locale', { allowed: ['de', 'en'] }), headers);
  const lead = await getLoggedInLead();
  if (!lead) return errorResponse('UNAUTHENTICATED', headers);
  const offer = await visibleOfferOf(await getDb(), lead.id, id);
  if (!offer) return errorResponse('NOT_FOUND', headers);
  let pdf: Uint8Array<ArrayBuffer>;
  try {
    pdf = await renderOfferPdf(offer, [lead.givenName, lead.surname].filter(Boolean).join(' ') || lead.email, rawLocale, todayInBerlin());
  } catch (error) {
    // The PDF workers' queue is full (ADR 047): 503 with Retry-After.
    if (error instanceof PdfBusyError) return pdfBusyResponse(error, rawLocale, headers);
    throw error;
  }
  return new Response(pdf, {
    status: 200,
    headers: { ...headers, 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${offerPdfFileName(offer, rawLocale)}"`, 'Content-Length': String(pdf.byteLength) },
  });
}
