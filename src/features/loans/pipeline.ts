/**
 * The advisor's view (issue 51 part 4, ADR 052): the homeowners' loans whose fixation ends within a chosen window, as a
 * pipeline of refinance cases, soonest end first, with their figures (bank, residual debt at the end, fixation end,
 * months left) and the alerts sent. The lead page's rule decides who sees what (features/leads `leadsVisibleTo`): an
 * admin all, an advisor the loans of their own leads (claimed or assigned), anyone else none.
 */
import { and, asc, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { leads } from '@/features/leads/tables';
import { leadsVisibleTo, type LeadViewer } from '@/features/leads/server';
import { addMonthsToDay, wholeMonthsBetween } from '@/engine/loans/dates';
import { isLoanAlertKind, type LoanAlertKind } from './alerts-schedule';
import { residualDebtAtEnd } from './alerts-figures';
import { sentForFixation } from './alerts';
import { homeownerLoans, loanAlertsSent } from './tables';

/** The windows the page offers (months from today); 12 when none or an unknown one is asked. */
export const PIPELINE_WINDOWS = [6, 12, 24, 60] as const;
export type PipelineWindow = (typeof PIPELINE_WINDOWS)[number];
export const DEFAULT_PIPELINE_WINDOW: PipelineWindow = 12;

export function parsePipelineWindow(value: string | undefined | null): PipelineWindow {
  return PIPELINE_WINDOWS.find((w) => String(w) === value) ?? DEFAULT_PIPELINE_WINDOW;
}

/** The most cases the page lists (soonest first); the page says when there are more. */
export const PIPELINE_LIMIT = 500;

export interface PipelineCase {
  loanId: string;
  leadId: string;
  leadName: string | null;
  leadEmail: string;
  bankName: string;
  fixationEnd: string;
  monthsLeft: number;
  /** Residual debt at the fixation's end (euros); null when the loan's inputs cannot be rolled forward. */
  residualDebt: number | null;
  /** The alerts sent, oldest first. */
  alerts: { kind: LoanAlertKind; sentAt: Date }[];
}

/** The viewer's refinance cases whose fixation ends after `today` and within `months` months of it. */
export async function refinancePipeline(db: Database, viewer: LeadViewer, months: PipelineWindow, today: string): Promise<{ cases: PipelineCase[]; more: boolean }> {
  const rows = await db
    .select({ loan: homeownerLoans, givenName: leads.givenName, surname: leads.surname, email: leads.email })
    .from(homeownerLoans)
    .innerJoin(leads, eq(leads.id, homeownerLoans.leadId))
    .where(and(gt(homeownerLoans.fixationEndDate, today), lte(homeownerLoans.fixationEndDate, addMonthsToDay(today, months)), leadsVisibleTo(viewer)))
    .orderBy(asc(homeownerLoans.fixationEndDate), asc(homeownerLoans.id))
    .limit(PIPELINE_LIMIT + 1);
  const shown = rows.slice(0, PIPELINE_LIMIT);
  const sent = shown.length
    ? await db
        .select({ loanId: loanAlertsSent.loanId, kind: loanAlertsSent.kind, sentAt: loanAlertsSent.sentAt })
        .from(loanAlertsSent)
        .where(inArray(loanAlertsSent.loanId, shown.map((r) => r.loan.id)))
        .orderBy(asc(loanAlertsSent.sentAt))
    : [];
  const cases = shown.map(({ loan, givenName, surname, email }) => ({
    loanId: loan.id,
    leadId: loan.leadId,
    leadName: [givenName, surname].filter(Boolean).join(' ') || null,
    leadEmail: email,
    bankName: loan.bankName,
    fixationEnd: loan.fixationEndDate,
    monthsLeft: wholeMonthsBetween(today, loan.fixationEndDate),
    residualDebt: residualDebtAtEnd(loan),
    // The alerts of the loan's current fixation (a changed end date starts the schedule anew: alerts.ts).
    alerts: sent.filter((a) => a.loanId === loan.id && sentForFixation(a, loan.fixationEndDate)).flatMap((a) => (isLoanAlertKind(a.kind) ? [{ kind: a.kind, sentAt: a.sentAt }] : [])),
  }));
  return { cases, more: rows.length > PIPELINE_LIMIT };
}
