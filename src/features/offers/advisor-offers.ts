/**
 * The advisor's offers for a lead (issue 50, part 3, ADR 050 "Session 29"): the lead's advisor (or an admin) adds
 * offers — a row of the comparison for the lead's case, its figures copied now, or typed from a bank's binding offer
 * (the effective rate and the cost over the fixation computed when not typed) — with a note and a validity day,
 * marks one as recommended and each as visible to the customer or not. The customer sees the visible ones, accepts one
 * until its validity day, or asks a question about it; either is a step in the lead's timeline and an e-mail to the
 * lead's advisor, queued in the same transaction (ADR 013).
 *
 * Every function answers a result with an error code (`OfferError`), translated by the pages
 * (`offers.advisorOffer.errors`). Staff access is the lead page's rule (leads feature, `staffCanSeeLead`).
 */
import 'server-only';
import { and, asc, desc, eq, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { Database } from '@/db/client';
import { EngineInputError } from '@/engine/errors';
import { solveEffectiveRate, type CashFlow } from '@/engine/mortgage/effective-rate';
import { findAdvisorById } from '@/features/advisors/server';
import { enqueueEmail } from '@/features/email/server';
import { leadRequests } from '@/features/lead-requests/tables';
import { findLeadById, staffCanSeeLead, type LeadRow, type LeadViewer } from '@/features/leads/server';
import type { Locale } from '@/i18n/routes';
import { isIsoDate } from '@/engine/iso-date';
import { compareSheets, CALCULATOR_CASE_DEFAULTS } from './comparison';
import { leadOfferEmail } from './email-templates';
import type { OfferCase, RankedOffer } from './model';
import { lenderSheetInForce } from './repository';
import { leadOffers } from './tables';

export type LeadOfferRow = typeof leadOffers.$inferSelect;

/** The codes a page translates (`offers.advisorOffer.errors.<code>`). */
export const OFFER_ERRORS = [
  'FORBIDDEN',
  'NOT_FOUND',
  'INVALID_INPUT',
  'INVALID_CASE',
  'LENDER_NOT_OFFERED',
  'LENDER_REQUIRED',
  'INVALID_FIGURE',
  'FIGURES_INCONSISTENT',
  'INVALID_DATE',
  'VALIDITY_PAST',
  'NOTE_TOO_LONG',
  'EXPIRED',
  'ALREADY_ACCEPTED',
  'ANOTHER_ACCEPTED',
  'ACCEPTED_LOCKED',
  'QUESTION_REQUIRED',
  'QUESTION_TOO_LONG',
] as const;
export type OfferError = (typeof OFFER_ERRORS)[number];
export type OfferResult<T> = ({ ok: true } & T) | { ok: false; code: OfferError; field?: string };

export const OFFER_NOTE_MAX = 2000;
/** The typed offer form's fields (the names the form posts; a refused form gets them back in the address as `t_<name>`). */
export const TYPED_OFFER_FIELDS = ['lenderName', 'nominalRate', 'effectiveRate', 'monthlyPayment', 'loan', 'fixationYears', 'residualDebt', 'totalCost', 'fees', 'specialRepayment', 'validUntil'] as const;
export const OFFER_QUESTION_MAX = 2000;
export const LENDER_NAME_MAX = 120;

// ---------------------------------------------------------------------------------------------------------
// Reading typed values (the forms post text; the page's locale decides the decimal separator)

/** A typed amount in euros with up to two decimals ("1.234,56" on the German page, "1,234.56" on the English one). */
export function parseEuros(text: string, locale: Locale): number | null {
  let t = text.replace(/[\s\u00a0\u202f€]/g, '');
  if (t === '') return null;
  t = locale === 'de' ? t.replace(/\./g, '').replace(',', '.') : t.replace(/,/g, '');
  return /^\d+(\.\d{1,2})?$/.test(t) ? Number(t) : null;
}

/** A typed percentage ("3,45", "3.45 %") as a fraction (0.0345); null when it is not a number. */
export function parsePercent(text: string): number | null {
  const t = text.replace(/[\s\u00a0\u202f%]/g, '').replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(t)) return null;
  return Number(t) / 100;
}

// ---------------------------------------------------------------------------------------------------------
// The figures of a typed offer

/**
 * The effective annual rate (§ 16 PAngV, src/engine/mortgage/effective-rate.ts) of a loan over its fixation, from the
 * figures of a bank's offer: the loan paid out at t = 0, the fees paid at t = 0, the monthly payment at k/12 years for
 * fixation × 12 months, the residual debt paid with the last one (the comparison's convention, ADR 050 part 2).
 */
export function effectiveRateOfFigures(f: { loan: number; monthlyPayment: number; fixationYears: number; residualDebt: number; fees: number }): number | null {
  const months = Math.round(f.fixationYears * 12);
  const payments: CashFlow[] = [];
  if (f.fees > 0) payments.push({ time: 0, amount: f.fees });
  for (let k = 1; k <= months; k++) payments.push({ time: k / 12, amount: f.monthlyPayment + (k === months ? f.residualDebt : 0) });
  return solveEffectiveRate({ drawdowns: [{ time: 0, amount: f.loan }], payments });
}

/** Interest over the fixation plus fees: what is paid minus the principal repaid. */
export function costOfFigures(f: { loan: number; monthlyPayment: number; fixationYears: number; residualDebt: number; fees: number }): number {
  return f.monthlyPayment * Math.round(f.fixationYears * 12) - (f.loan - f.residualDebt) + f.fees;
}

// ---------------------------------------------------------------------------------------------------------
// The lead's case for the comparison

/** The comparison case's fields as the lead page's form types them (all text). */
export interface CaseForm {
  price: string;
  loan: string;
  state: string;
  fixationYears: string;
  repayment: string;
}

export const CASE_FORM_KEYS = { price: 'ocPrice', loan: 'ocLoan', state: 'ocState', fixationYears: 'ocFix', repayment: 'ocRepay' } as const satisfies Record<keyof CaseForm, string>;

/**
 * What the lead page knows of the lead's case: the newest purchase request (price, the location's state, the loan as
 * price minus equity) or refinance request (the property's value and the remaining debt), else the back office's
 * forecast of the loan; 10 years' fixation and 2 % initial repayment unless typed. Empty where nothing is known.
 */
export async function caseFormOfLead(db: Database, lead: Pick<LeadRow, 'id' | 'expectedValueOfMortgage'>): Promise<CaseForm> {
  const [request] = await db
    .select({ kind: leadRequests.kind, answers: leadRequests.answers })
    .from(leadRequests)
    .where(and(eq(leadRequests.leadId, lead.id), or(eq(leadRequests.kind, 'purchase'), eq(leadRequests.kind, 'refinance'))))
    .orderBy(desc(leadRequests.createdAt))
    .limit(1);
  const a = (request?.answers ?? {}) as Record<string, unknown>;
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
  const state = typeof a.location === 'object' && a.location !== null && typeof (a.location as { state?: unknown }).state === 'string' ? String((a.location as { state: string }).state) : '';
  let price: number | null = null;
  let loan: number | null = null;
  if (request?.kind === 'purchase') {
    price = num(a.price);
    const equity = num(a.equity);
    loan = price !== null && equity !== null && price > equity ? price - equity : null;
  } else if (request?.kind === 'refinance') {
    price = num(a.value);
    loan = num(a.debt);
  }
  loan ??= lead.expectedValueOfMortgage ?? null;
  return { price: price === null ? '' : String(price), loan: loan === null ? '' : String(loan), state: /^[A-Z]{2}$/.test(state) ? state : '', fixationYears: '10', repayment: '2' };
}

/** The comparison case of a typed case form on a day, or the field that is wrong. */
export function offerCaseOfForm(form: CaseForm, locale: Locale, day: string): { ok: true; offerCase: OfferCase } | { ok: false; field: keyof CaseForm } {
  const price = parseEuros(form.price, locale);
  if (price === null || price <= 0) return { ok: false, field: 'price' };
  const loan = parseEuros(form.loan, locale);
  if (loan === null || loan <= 0) return { ok: false, field: 'loan' };
  const state = form.state.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(state)) return { ok: false, field: 'state' };
  const years = Number(form.fixationYears);
  if (!Number.isInteger(years) || years < 1 || years > 40) return { ok: false, field: 'fixationYears' };
  const repayment = parsePercent(form.repayment);
  if (repayment === null || repayment <= 0 || repayment > 0.5) return { ok: false, field: 'repayment' };
  return {
    ok: true,
    offerCase: { price, loan, equity: Math.max(0, price - loan), state, fixationYears: years, repaymentRate: repayment, date: day, ...CALCULATOR_CASE_DEFAULTS },
  };
}

/** The ranked comparison of the condition sheets for a case (the marketplace is not asked: its rows name no lender of ours). */
export async function compareForLead(db: Database, offerCase: OfferCase): Promise<{ ok: true; offers: RankedOffer[] } | { ok: false; code: 'INVALID_CASE' }> {
  try {
    return { ok: true, offers: (await compareSheets(db, offerCase)).offers };
  } catch (error) {
    if (error instanceof EngineInputError) return { ok: false, code: 'INVALID_CASE' };
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------------------
// Staff: adding and changing offers

interface Common {
  leadId: string;
  /** YYYY-MM-DD (Europe/Berlin), not before `today`. */
  validUntil: string;
  note: string;
  recommended: boolean;
  visibleToCustomer: boolean;
}

export type NewOffer =
  | (Common & { source: 'comparison'; offerCase: OfferCase; lenderId: string })
  | (Common & {
      source: 'typed';
      lenderName: string;
      nominalRate: number;
      /** null: computed from the other figures. */
      effectiveRate: number | null;
      monthlyPayment: number;
      loan: number;
      fixationYears: number;
      residualDebt: number;
      /** null: computed from the other figures. */
      totalCost: number | null;
      fees: number;
      specialRepayment: number;
    });

async function leadFor(db: Database, viewer: LeadViewer, leadId: string): Promise<OfferResult<{ lead: LeadRow }>> {
  if (!/^[0-9a-f-]{36}$/i.test(leadId)) return { ok: false, code: 'NOT_FOUND' };
  const lead = await findLeadById(db, leadId);
  if (!lead) return { ok: false, code: 'NOT_FOUND' };
  if (!staffCanSeeLead(viewer, lead)) return { ok: false, code: 'FORBIDDEN' };
  return { ok: true, lead };
}

function checkCommon(c: Pick<Common, 'validUntil' | 'note'>, today: string): OfferError | null {
  if (!isIsoDate(c.validUntil)) return 'INVALID_DATE';
  if (c.validUntil < today) return 'VALIDITY_PAST';
  if (c.note.length > OFFER_NOTE_MAX) return 'NOTE_TOO_LONG';
  return null;
}

const finitePositive = (v: number) => Number.isFinite(v) && v > 0;

/**
 * Adds an offer to a lead (the lead's advisor or an admin). A comparison row is computed again on the server for the
 * case and copied; a typed offer's missing effective rate and cost are computed. Marking it recommended takes the mark
 * from the lead's other offers in the same transaction.
 */
export async function addLeadOffer(db: Database, viewer: LeadViewer & { staffId: string | null }, input: NewOffer, today: string, now: Date): Promise<OfferResult<{ offer: LeadOfferRow }>> {
  const found = await leadFor(db, viewer, input.leadId);
  if (!found.ok) return found;
  const common = checkCommon(input, today);
  if (common) return { ok: false, code: common };
  let values: Omit<typeof leadOffers.$inferInsert, 'leadId' | 'validUntil' | 'note' | 'recommended' | 'visibleToCustomer' | 'createdBy' | 'createdAt' | 'updatedAt'>;
  if (input.source === 'comparison') {
    const compared = await compareForLead(db, input.offerCase);
    if (!compared.ok) return { ok: false, code: compared.code };
    const row = compared.offers.find((o) => o.lenderId === input.lenderId);
    if (!row) return { ok: false, code: 'LENDER_NOT_OFFERED' };
    // The sheet the row was priced from: its fees and the special repayment it allows without a surcharge.
    const sheet = await lenderSheetInForce(db, row.lenderId, input.offerCase.date);
    const fees = sheet ? sheet.fees.reduce((sum, f) => sum + f.amount, 0) : Math.max(0, row.totalCost - interestPart(row, input.offerCase));
    values = {
      source: 'comparison',
      lenderId: row.lenderId,
      lenderName: row.lenderName,
      isDemo: row.isDemo,
      nominalRate: row.nominalRate,
      effectiveRate: row.effectiveRate,
      monthlyPayment: row.monthlyPayment,
      loan: input.offerCase.loan,
      fixationYears: input.offerCase.fixationYears,
      residualDebt: row.residualDebt,
      totalCost: row.totalCost,
      fees: Math.round(fees * 100) / 100,
      specialRepayment: sheet?.specialRepaymentFree ?? 0,
      offerCase: { ...input.offerCase },
      conditionsSource: row.conditionsSource,
    };
  } else {
    const name = input.lenderName.trim();
    if (name === '') return { ok: false, code: 'LENDER_REQUIRED', field: 'lenderName' };
    if (name.length > LENDER_NAME_MAX) return { ok: false, code: 'INVALID_INPUT', field: 'lenderName' };
    const checks: [string, boolean][] = [
      ['nominalRate', Number.isFinite(input.nominalRate) && input.nominalRate >= 0 && input.nominalRate < 0.3],
      ['monthlyPayment', finitePositive(input.monthlyPayment)],
      ['loan', finitePositive(input.loan) && input.loan <= 100_000_000],
      ['fixationYears', Number.isInteger(input.fixationYears) && input.fixationYears >= 1 && input.fixationYears <= 40],
      ['residualDebt', Number.isFinite(input.residualDebt) && input.residualDebt >= 0 && input.residualDebt <= input.loan],
      ['fees', Number.isFinite(input.fees) && input.fees >= 0],
      ['specialRepayment', Number.isFinite(input.specialRepayment) && input.specialRepayment >= 0 && input.specialRepayment <= 1],
      ['effectiveRate', input.effectiveRate === null || (Number.isFinite(input.effectiveRate) && input.effectiveRate >= 0 && input.effectiveRate < 0.3)],
      ['totalCost', input.totalCost === null || (Number.isFinite(input.totalCost) && input.totalCost >= 0)],
    ];
    const bad = checks.find(([, ok]) => !ok);
    if (bad) return { ok: false, code: 'INVALID_FIGURE', field: bad[0] };
    const effective = input.effectiveRate ?? effectiveRateOfFigures(input);
    const cost = input.totalCost ?? costOfFigures(input);
    // Payments that do not even repay what the residual debt says was repaid, or an effective rate the figures cannot give.
    if (effective === null || effective < 0 || cost < 0) return { ok: false, code: 'FIGURES_INCONSISTENT' };
    values = {
      source: 'typed',
      lenderId: null,
      lenderName: name,
      isDemo: false,
      nominalRate: input.nominalRate,
      effectiveRate: effective,
      monthlyPayment: input.monthlyPayment,
      loan: input.loan,
      fixationYears: input.fixationYears,
      residualDebt: input.residualDebt,
      totalCost: cost,
      fees: input.fees,
      specialRepayment: input.specialRepayment,
      offerCase: null,
      conditionsSource: null,
    };
  }
  const offer = await db.transaction(async (tx) => {
    if (input.recommended) await tx.update(leadOffers).set({ recommended: false, updatedAt: now }).where(and(eq(leadOffers.leadId, input.leadId), eq(leadOffers.recommended, true)));
    const [row] = await tx
      .insert(leadOffers)
      .values({ ...values, leadId: input.leadId, validUntil: input.validUntil, note: input.note.trim() || null, recommended: input.recommended, visibleToCustomer: input.visibleToCustomer, createdBy: viewer.staffId, createdAt: now, updatedAt: now })
      .returning();
    return row!;
  });
  return { ok: true, offer };
}

/** The interest part of a comparison row's cost (cost minus the lender's fees), from its figures. */
function interestPart(row: RankedOffer, c: OfferCase): number {
  return row.monthlyPayment * c.fixationYears * 12 - (c.loan - row.residualDebt);
}

export interface OfferChange {
  leadId: string;
  offerId: string;
  validUntil: string;
  note: string;
  recommended: boolean;
  visibleToCustomer: boolean;
}

/**
 * Changes an offer's note, validity, recommendation and visibility (its figures stay). An expired offer keeps its day
 * unless a new one is given (so it can still be hidden or annotated); a new day must not lie in the past.
 */
export async function updateLeadOffer(db: Database, viewer: LeadViewer, change: OfferChange, today: string, now: Date): Promise<OfferResult<{ offer: LeadOfferRow }>> {
  const found = await leadFor(db, viewer, change.leadId);
  if (!found.ok) return found;
  if (!/^[0-9a-f-]{36}$/i.test(change.offerId)) return { ok: false, code: 'NOT_FOUND' };
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(leadOffers).where(and(eq(leadOffers.id, change.offerId), eq(leadOffers.leadId, change.leadId)));
    if (!current) return { ok: false, code: 'NOT_FOUND' } as const;
    const common = checkCommon(change, change.validUntil === current.validUntil ? '0000-01-01' : today);
    if (common) return { ok: false, code: common } as const;
    if (change.recommended) {
      await tx.update(leadOffers).set({ recommended: false, updatedAt: now }).where(and(eq(leadOffers.leadId, change.leadId), eq(leadOffers.recommended, true), ne(leadOffers.id, change.offerId)));
    }
    const [offer] = await tx
      .update(leadOffers)
      .set({ validUntil: change.validUntil, note: change.note.trim() || null, recommended: change.recommended, visibleToCustomer: change.visibleToCustomer, updatedAt: now })
      .where(eq(leadOffers.id, change.offerId))
      .returning();
    return { ok: true, offer: offer! } as const;
  });
}

/** Removes an offer the customer has not accepted. */
export async function removeLeadOffer(db: Database, viewer: LeadViewer, leadId: string, offerId: string): Promise<OfferResult<object>> {
  const found = await leadFor(db, viewer, leadId);
  if (!found.ok) return found;
  if (!/^[0-9a-f-]{36}$/i.test(offerId)) return { ok: false, code: 'NOT_FOUND' };
  const [current] = await db.select().from(leadOffers).where(and(eq(leadOffers.id, offerId), eq(leadOffers.leadId, leadId)));
  if (!current) return { ok: false, code: 'NOT_FOUND' };
  if (current.acceptedAt) return { ok: false, code: 'ACCEPTED_LOCKED' };
  await db.delete(leadOffers).where(eq(leadOffers.id, offerId));
  return { ok: true };
}

/** Every offer of a lead, for staff: recommended first, then newest first. */
export async function leadOffersOf(db: Database, leadId: string): Promise<LeadOfferRow[]> {
  return db.select().from(leadOffers).where(eq(leadOffers.leadId, leadId)).orderBy(desc(leadOffers.recommended), desc(leadOffers.createdAt), asc(leadOffers.id));
}

/** The offers the customer sees: the visible ones, recommended first, then newest first. */
export async function visibleOffersOf(db: Database, leadId: string): Promise<LeadOfferRow[]> {
  return db
    .select()
    .from(leadOffers)
    .where(and(eq(leadOffers.leadId, leadId), eq(leadOffers.visibleToCustomer, true)))
    .orderBy(desc(leadOffers.recommended), desc(leadOffers.createdAt), asc(leadOffers.id));
}

/** One visible offer of the lead, or null. */
export async function visibleOfferOf(db: Database, leadId: string, offerId: string): Promise<LeadOfferRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(offerId)) return null;
  const [row] = await db.select().from(leadOffers).where(and(eq(leadOffers.id, offerId), eq(leadOffers.leadId, leadId), eq(leadOffers.visibleToCustomer, true)));
  return row ?? null;
}

/** Expired: its validity day lies before today (Berlin). */
export const offerExpired = (offer: Pick<LeadOfferRow, 'validUntil'>, today: string) => offer.validUntil < today;

// ---------------------------------------------------------------------------------------------------------
// The customer: accept or ask

export interface CustomerAction {
  leadId: string;
  offerId: string;
  today: string;
  now: Date;
  /** The lead's page in the back office, in the e-mail's language. */
  leadPageUrl: (locale: Locale) => string;
}

/** The e-mail's language for the lead's advisor: German unless the advisor's languages leave it out. */
const advisorLocale = (languages: string[] | null | undefined): Locale => (!languages || languages.length === 0 || languages.includes('de') ? 'de' : 'en');

async function notifyAdvisor(tx: Database, boss: PgBoss, lead: LeadRow, offer: LeadOfferRow, kind: 'accepted' | 'question', at: Date, leadPageUrl: (l: Locale) => string, fallbackAddress: string): Promise<void> {
  const advisorId = lead.claimedAdvisorId ?? lead.defaultAdvisorId;
  const advisor = await findAdvisorById(tx, advisorId);
  const locale = advisorLocale(advisor?.languages);
  await enqueueEmail(tx, boss, {
    idempotencyKey: `lead-offer:${offer.id}:${kind}:${at.getTime()}`,
    to: advisor?.email ?? fallbackAddress,
    locale,
    message: {
      template: leadOfferEmail,
      data: {
        kind,
        advisorGivenName: advisor?.givenName ?? null,
        leadName: [lead.givenName, lead.surname].filter(Boolean).join(' ') || lead.email,
        leadEmail: lead.email,
        lenderName: offer.lenderName,
        isDemo: offer.isDemo,
        nominalRate: offer.nominalRate,
        effectiveRate: offer.effectiveRate,
        monthlyPayment: offer.monthlyPayment,
        loan: offer.loan,
        fixationYears: offer.fixationYears,
        validUntil: offer.validUntil,
        question: kind === 'question' ? offer.question : null,
        leadPageUrl: leadPageUrl(locale),
      },
    },
  });
}

/**
 * The customer accepts a visible offer: once, before its validity day has passed, and only one offer per lead. The
 * acceptance and the advisor's e-mail are written together.
 */
export async function acceptLeadOffer(db: Database, boss: PgBoss, action: CustomerAction & { fallbackAddress: string }): Promise<OfferResult<{ offer: LeadOfferRow }>> {
  return db.transaction(async (tx) => {
    const lead = await findLeadById(tx, action.leadId);
    if (!lead) return { ok: false, code: 'NOT_FOUND' } as const;
    // Locks the lead's offers: two acceptances at once end as one.
    const offers = await tx.select().from(leadOffers).where(eq(leadOffers.leadId, action.leadId)).for('update');
    const offer = offers.find((o) => o.id === action.offerId && o.visibleToCustomer);
    if (!offer) return { ok: false, code: 'NOT_FOUND' } as const;
    if (offer.acceptedAt) return { ok: false, code: 'ALREADY_ACCEPTED' } as const;
    if (offers.some((o) => o.acceptedAt !== null)) return { ok: false, code: 'ANOTHER_ACCEPTED' } as const;
    if (offerExpired(offer, action.today)) return { ok: false, code: 'EXPIRED' } as const;
    const [accepted] = await tx.update(leadOffers).set({ acceptedAt: action.now, updatedAt: action.now }).where(eq(leadOffers.id, offer.id)).returning();
    await notifyAdvisor(tx, boss, lead, accepted!, 'accepted', action.now, action.leadPageUrl, action.fallbackAddress);
    return { ok: true, offer: accepted! } as const;
  });
}

/**
 * The customer asks a question about a visible offer (also an expired or accepted one). The offer keeps the newest
 * question; every question is an e-mail to the advisor.
 */
export async function askAboutLeadOffer(db: Database, boss: PgBoss, action: CustomerAction & { question: string; fallbackAddress: string }): Promise<OfferResult<{ offer: LeadOfferRow }>> {
  const question = action.question.replace(/\r\n?/g, '\n').trim();
  if (question === '') return { ok: false, code: 'QUESTION_REQUIRED', field: 'question' };
  if (question.length > OFFER_QUESTION_MAX) return { ok: false, code: 'QUESTION_TOO_LONG', field: 'question' };
  if (!/^[0-9a-f-]{36}$/i.test(action.offerId)) return { ok: false, code: 'NOT_FOUND' };
  return db.transaction(async (tx) => {
    const lead = await findLeadById(tx, action.leadId);
    if (!lead) return { ok: false, code: 'NOT_FOUND' } as const;
    const [offer] = await tx.select().from(leadOffers).where(and(eq(leadOffers.id, action.offerId), eq(leadOffers.leadId, action.leadId), eq(leadOffers.visibleToCustomer, true)));
    if (!offer) return { ok: false, code: 'NOT_FOUND' } as const;
    const [asked] = await tx.update(leadOffers).set({ question, askedAt: action.now, updatedAt: action.now }).where(eq(leadOffers.id, offer.id)).returning();
    await notifyAdvisor(tx, boss, lead, asked!, 'question', action.now, action.leadPageUrl, action.fallbackAddress);
    return { ok: true, offer: asked! } as const;
  });
}

// ---------------------------------------------------------------------------------------------------------
// The lead's timeline

export type OfferTimelineEvent =
  | { kind: 'offerAccepted'; at: Date; offerId: string; lenderName: string; isDemo: boolean; monthlyPayment: number; effectiveRate: number }
  | { kind: 'offerQuestion'; at: Date; offerId: string; lenderName: string; isDemo: boolean; question: string };

/** The customer's answers to the lead's offers as steps of the lead's timeline (back office). */
export async function leadOfferEvents(db: Database, leadId: string): Promise<OfferTimelineEvent[]> {
  const rows = await db
    .select()
    .from(leadOffers)
    .where(and(eq(leadOffers.leadId, leadId), or(isNotNull(leadOffers.acceptedAt), isNotNull(leadOffers.askedAt))))
    .orderBy(sql`greatest(${leadOffers.acceptedAt}, ${leadOffers.askedAt}) desc`);
  const events: OfferTimelineEvent[] = [];
  for (const o of rows) {
    if (o.acceptedAt) events.push({ kind: 'offerAccepted', at: o.acceptedAt, offerId: o.id, lenderName: o.lenderName, isDemo: o.isDemo, monthlyPayment: o.monthlyPayment, effectiveRate: o.effectiveRate });
    if (o.askedAt && o.question) events.push({ kind: 'offerQuestion', at: o.askedAt, offerId: o.id, lenderName: o.lenderName, isDemo: o.isDemo, question: o.question });
  }
  return events;
}

/** The lead's offers for the data export (GDPR Art. 15 and 20): every offer made for the lead, with its figures and the lead's answers. */
export async function offersDataOf(db: Database, leadId: string) {
  const rows = await db.select().from(leadOffers).where(eq(leadOffers.leadId, leadId)).orderBy(asc(leadOffers.createdAt), asc(leadOffers.id));
  return rows.map(({ id: _id, leadId: _lead, lenderId: _lender, createdBy: _by, offerCase: _case, ...offer }) => offer);
}
