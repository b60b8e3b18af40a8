/**
 * "My loan" in the account (issue 51 parts 1 and 5): saving a typed loan, taking the figures of a refinance request or
 * of the refinance landing's calculator, the save that waits for the login (as the property radar's pending save,
 * features/properties/radar.ts `savePending`/`claimPending`), and the lead's loans for the data export.
 */
import { and, asc, desc, eq, lt } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { EngineInputError } from '@/engine/errors';
import { summarizeCurrentLoan, type CurrentLoanSummary } from '@/engine/loans/current-loan';
import { addMonthsToDay, monthEnd } from '@/engine/loans/dates';
import { FOLLOW_UP_LIMITS } from '@/engine/rates/follow-up-financing';
import { leadRequests } from '@/features/lead-requests/tables';
import { parseForm, type FieldErrors, type FormSource } from '@/lib/forms/parse-form';
import { hashToken, isTokenShape, randomToken } from '@/lib/tokens';
import { consistencyError, LOAN_FORM_CODES, LOAN_FORM_FIELDS, LOAN_LIMITS, loanFormSchema, loanInput, parseAmount, parsePercentText, type LoanFormField } from './loan-form';
import { deleteLoan, insertLoan, loansOf, updateLoan, type LoanFields, type LoanRow, type LoanSource } from './repository';
import { homeownerLoans, loanAlertsSent, loanPendingSaves, loanRateWatches } from './tables';

/** How long the landing's figures wait for the login (as the radar's pending save: a day). */
export const PENDING_LOAN_SECONDS = 24 * 3600;

export type SaveLoanOutcome = { ok: true; id: string } | { ok: false; errors: FieldErrors } | { ok: false; code: 'NOT_FOUND' | 'TOO_MANY_LOANS' };

/** Reads the posted form (zod at the boundary): the loan's inputs, or one code per failing field. */
export function parseLoanForm(form: FormSource): { ok: true; fields: LoanFields } | { ok: false; errors: FieldErrors } {
  const parsed = parseForm(loanFormSchema, form, LOAN_FORM_FIELDS, { codes: LOAN_FORM_CODES, fallback: 'invalidChoice' });
  return parsed.ok ? { ok: true, fields: parsed.data } : { ok: false, errors: parsed.errors };
}

/** Saves the form as a new loan of the lead (`loanId` null) or as its changed loan. */
export async function saveLoanForm(db: Database, leadId: string, form: FormSource, loanId: string | null, source: LoanSource, now: Date): Promise<SaveLoanOutcome> {
  const parsed = parseLoanForm(form);
  if (!parsed.ok) return parsed;
  if (loanId) return (await updateLoan(db, leadId, loanId, parsed.fields, now)) ? { ok: true, id: loanId } : { ok: false, code: 'NOT_FOUND' };
  const id = await insertLoan(db, leadId, parsed.fields, source, now);
  return id ? { ok: true, id } : { ok: false, code: 'TOO_MANY_LOANS' };
}

export async function deleteLoanOfLead(db: Database, leadId: string, loanId: string): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(loanId)) return false;
  return deleteLoan(db, leadId, loanId);
}

// Figures

export interface LoanWithFigures {
  row: LoanRow;
  /** The engine's figures on `today`, or null when the kept inputs no longer compute (never for a saved form). */
  summary: CurrentLoanSummary | null;
}

export function loanFigures(row: LoanRow, today: string): CurrentLoanSummary | null {
  try {
    return summarizeCurrentLoan(loanInput(row), today);
  } catch (e) {
    if (e instanceof EngineInputError) return null;
    throw e;
  }
}

/** The lead's loans with their figures on `today`. */
export async function myLoans(db: Database, leadId: string, today: string): Promise<LoanWithFigures[]> {
  return (await loansOf(db, leadId)).map((row) => ({ row, summary: loanFigures(row, today) }));
}

// From a refinance request

export interface RefinanceRequestFigures {
  id: string;
  createdAt: Date;
  /** The remaining debt when the fixation ends (the request's `debt`). */
  debt: number;
  /** The month the fixation ends, 'YYYY-MM'. */
  fixEnd: string;
  value: number;
}

/** The lead's refinance requests (lead-requests feature: `kind` 'refinance', answers { debt, fixEnd, value }), newest first. */
export async function refinanceRequestsOf(db: Database, leadId: string): Promise<RefinanceRequestFigures[]> {
  const rows = await db
    .select({ id: leadRequests.id, answers: leadRequests.answers, createdAt: leadRequests.createdAt })
    .from(leadRequests)
    .where(and(eq(leadRequests.leadId, leadId), eq(leadRequests.kind, 'refinance')))
    .orderBy(desc(leadRequests.createdAt))
    .limit(10);
  return rows.flatMap((r) => {
    const a = r.answers as { debt?: unknown; fixEnd?: unknown; value?: unknown };
    if (typeof a.debt !== 'number' || typeof a.value !== 'number' || typeof a.fixEnd !== 'string' || !/^\d{4}-\d{2}$/.test(a.fixEnd)) return [];
    return [{ id: r.id, createdAt: r.createdAt, debt: a.debt, fixEnd: a.fixEnd, value: a.value }];
  });
}

/**
 * The form's text prefilled from a refinance request: its debt is the remaining debt when the fixation ends (the
 * month's last day); the rate and the installment are not in the request, the homeowner adds them.
 */
export function formFromRequest(request: RefinanceRequestFigures, locale: 'de' | 'en'): Partial<Record<LoanFormField, string>> {
  const end = monthEnd(`${request.fixEnd}-01`);
  const group = (n: number) => new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB', { maximumFractionDigits: 2 }).format(n);
  return { basis: 'remaining', debt: group(request.debt), debtDate: end, fixEnd: end, value: group(request.value), paymentKind: 'payment' };
}

// From the refinance landing's calculator

export const LANDING_KEEP_FIELDS = ['debt', 'value', 'months', 'rate', 'payment', 'bank'] as const;
type LandingField = (typeof LANDING_KEEP_FIELDS)[number];

/**
 * The landing calculator's figures with the current loan's rate and monthly payment (the two the calculator does not
 * ask): the remaining debt `debt` when the fixation ends, `months` from today (its month's last day, as the refinance
 * request's month), the property's value. Codes per field as the account's form; `months` and `debt`/`value` are the
 * calculator's (follow-up-financing.ts FOLLOW_UP_LIMITS).
 */
export function landingLoanFields(form: FormSource, today: string): { ok: true; fields: LoanFields } | { ok: false; errors: Partial<Record<LandingField, string>>; draft: Partial<Record<LoanFormField, string>> } {
  const get = (k: LandingField) => {
    const v = form instanceof FormData || form instanceof URLSearchParams ? form.get(k) : (form as Record<string, unknown>)[k];
    return typeof v === 'string' ? v.slice(0, 100) : '';
  };
  const errors: Partial<Record<LandingField, string>> = {};
  const debt = parseAmount(get('debt'));
  if (debt === null || debt < FOLLOW_UP_LIMITS.minBalance || debt > FOLLOW_UP_LIMITS.maxBalance) errors.debt = debt === null ? 'notAnAmount' : debt < FOLLOW_UP_LIMITS.minBalance ? 'tooLow' : 'tooHigh';
  const value = parseAmount(get('value'));
  if (value === null || value < FOLLOW_UP_LIMITS.minPropertyValue || value > FOLLOW_UP_LIMITS.maxPropertyValue) errors.value = value === null ? 'notAnAmount' : value < FOLLOW_UP_LIMITS.minPropertyValue ? 'tooLow' : 'tooHigh';
  const monthsText = get('months').trim();
  const months = /^\d{1,2}$/.test(monthsText) ? Number(monthsText) : null;
  if (months === null || months > FOLLOW_UP_LIMITS.maxMonthsAhead) errors.months = 'invalidChoice';
  const rateText = get('rate');
  const rate = parsePercentText(rateText);
  if (rateText.trim() === '') errors.rate = 'required';
  else if (rate === null) errors.rate = 'notAPercent';
  else if (rate > LOAN_LIMITS.maxRate) errors.rate = 'tooHigh';
  const paymentText = get('payment');
  const payment = parseAmount(paymentText);
  if (paymentText.trim() === '') errors.payment = 'required';
  else if (payment === null) errors.payment = 'notAnAmount';
  else if (payment < LOAN_LIMITS.minPayment) errors.payment = 'tooLow';
  else if (payment > LOAN_LIMITS.maxPayment) errors.payment = 'tooHigh';
  const bank = get('bank').normalize('NFC').trim().replace(/\s+/g, ' ').slice(0, LOAN_LIMITS.bankMax);
  const end = monthEnd(addMonthsToDay(today, months ?? 0));
  const fields: LoanFields = {
    bankName: bank,
    remainingDebt: debt,
    remainingDebtDate: end,
    originalAmount: null,
    startDate: null,
    nominalRate: rate ?? 0,
    repaymentRate: null,
    monthlyPayment: payment,
    fixationEndDate: end,
    fullDisbursementDate: null,
    specialRepaymentRate: 0,
    propertyValue: value,
  };
  if (Object.keys(errors).length === 0) {
    const inconsistent = consistencyError(fields);
    if (inconsistent) errors[inconsistent[0] === 'payment' ? 'payment' : 'rate'] = inconsistent[1];
  }
  if (Object.keys(errors).length === 0) return { ok: true, fields };
  // What the account's form shows when the figures need another look there (nothing typed is lost).
  const draft: Partial<Record<LoanFormField, string>> = { basis: 'remaining', debt: get('debt'), debtDate: end, fixEnd: end, value: get('value'), rate: rateText, paymentKind: 'payment', payment: paymentText, bank };
  return { ok: false, errors, draft };
}

/** Keeps the landing's figures until the login; returns the cookie's token. Older pending saves are purged. */
export async function savePendingLoan(db: Database, fields: LoanFields, now: Date): Promise<string> {
  const token = randomToken();
  await db.delete(loanPendingSaves).where(lt(loanPendingSaves.createdAt, new Date(now.getTime() - PENDING_LOAN_SECONDS * 1000)));
  await db.insert(loanPendingSaves).values({ tokenHash: hashToken(token), payload: JSON.stringify(fields), createdAt: now });
  return token;
}

export type ClaimLoanOutcome = { ok: true; id: string } | { ok: false; code: 'TOO_MANY_LOANS' | 'INVALID_INPUT' } | null;

/**
 * Saves the visitor's pending loan for the lead who has now logged in, once: the row is deleted as it is claimed, so
 * a reload (or a second instance) saves nothing more. Null when there is nothing (left) to claim.
 */
export async function claimPendingLoan(db: Database, leadId: string, token: string | null | undefined, now: Date): Promise<ClaimLoanOutcome> {
  if (!isTokenShape(token)) return null;
  return db.transaction(async (tx) => {
    const [pending] = await tx.delete(loanPendingSaves).where(eq(loanPendingSaves.tokenHash, hashToken(token))).returning();
    if (!pending || pending.createdAt.getTime() < now.getTime() - PENDING_LOAN_SECONDS * 1000) return null;
    let fields: LoanFields;
    try {
      fields = JSON.parse(pending.payload) as LoanFields;
    } catch {
      return { ok: false as const, code: 'INVALID_INPUT' as const };
    }
    if (consistencyError(fields)) return { ok: false as const, code: 'INVALID_INPUT' as const };
    const id = await insertLoan(tx, leadId, fields, 'landing', now);
    return id ? { ok: true as const, id } : { ok: false as const, code: 'TOO_MANY_LOANS' as const };
  });
}

/**
 * The lead's loans for the data export (GDPR Art. 15, 20): every kept input, oldest first, with the alerts sent for
 * them and the lead's rate watches (without the unsubscribe token's hash).
 */
export async function loanDataOf(db: Database, leadId: string) {
  const loans = await db
    .select({
      id: homeownerLoans.id,
      bankName: homeownerLoans.bankName,
      remainingDebt: homeownerLoans.remainingDebt,
      remainingDebtDate: homeownerLoans.remainingDebtDate,
      originalAmount: homeownerLoans.originalAmount,
      startDate: homeownerLoans.startDate,
      nominalRate: homeownerLoans.nominalRate,
      repaymentRate: homeownerLoans.repaymentRate,
      monthlyPayment: homeownerLoans.monthlyPayment,
      fixationEndDate: homeownerLoans.fixationEndDate,
      fullDisbursementDate: homeownerLoans.fullDisbursementDate,
      specialRepaymentRate: homeownerLoans.specialRepaymentRate,
      propertyValue: homeownerLoans.propertyValue,
      source: homeownerLoans.source,
      createdAt: homeownerLoans.createdAt,
      updatedAt: homeownerLoans.updatedAt,
    })
    .from(homeownerLoans)
    .where(eq(homeownerLoans.leadId, leadId))
    .orderBy(asc(homeownerLoans.createdAt));
  const alertsSent = await db
    .select({ loanId: loanAlertsSent.loanId, kind: loanAlertsSent.kind, sentAt: loanAlertsSent.sentAt })
    .from(loanAlertsSent)
    .innerJoin(homeownerLoans, eq(homeownerLoans.id, loanAlertsSent.loanId))
    .where(eq(homeownerLoans.leadId, leadId))
    .orderBy(asc(loanAlertsSent.sentAt));
  const rateWatches = await db
    .select({
      loanId: loanRateWatches.loanId,
      loanAmount: loanRateWatches.loanAmount,
      propertyValue: loanRateWatches.propertyValue,
      fixationYears: loanRateWatches.fixationYears,
      thresholdRate: loanRateWatches.thresholdRate,
      below: loanRateWatches.below,
      lastCheckedCurveDate: loanRateWatches.lastCheckedCurveDate,
      lastSentAt: loanRateWatches.lastSentAt,
      unsubscribedAt: loanRateWatches.unsubscribedAt,
      createdAt: loanRateWatches.createdAt,
    })
    .from(loanRateWatches)
    .where(eq(loanRateWatches.leadId, leadId))
    .orderBy(asc(loanRateWatches.createdAt));
  return { loans, alertsSent, rateWatches };
}
