/**
 * The fixation-end alerts (issue 51 part 3, ADR 052): e-mails 60, 36, 12 and 6 months before a homeowner's fixed rate
 * ends, each once per loan, with the figures of that day.
 *
 * 1. The sweep (`sweepLoanAlerts`) reads the loans whose fixation ends after today and within 60 months, and asks the
 *    pure schedule (alerts-schedule.ts) which alert is due today for each (none backfilled before the day the loan
 *    was entered, none after the end).
 * 2. Delivery (`deliverLoanAlert`) is one transaction: insert the `loan_alerts_sent` row (unique per loan and kind),
 *    and only when this transaction inserted it, write the e-mail through the outbox (ADR 013) with the key
 *    `loan:<id>:alert:<kind>:<fixation end>`. A second instance that sweeps at the same moment waits on the unique row
 *    and then finds it taken: it sends nothing. A crash before the commit leaves nothing; after it the outbox sends the
 *    e-mail. When the homeowner changes the fixation's end (a prolongation), a row sent before the new fixation's day
 *    for its kind belongs to the old fixation: it no longer counts and is replaced when the new alert is sent.
 * 3. Jobs (queue `loan-alerts`, alerts-queue.ts): a daily schedule (07:00 Berlin), a sweep when a worker starts, and a
 *    sweep when the Berlin day changes in a running process (`loanAlertsDayWatch`, so that a day missed by the
 *    schedule is caught up). Each sweep also checks the rate watches (rate-watch.ts).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { Database } from '@/db/client';
import { enqueueEmail } from '@/features/email/server';
import { findLeadById } from '@/features/leads/server';
import { todaysRatesOrNull } from '@/features/rates/server';
import { isLocale, type Locale } from '@/i18n/routes';
import { todayInBerlin } from '@/lib/dates';
import { addMonthsToDay, wholeMonthsBetween } from '@/engine/loans/dates';
import { alertDay, dueAlert, isLoanAlertKind, type LoanAlertKind } from './alerts-schedule';
import { ALERT_NEXT_FIXATION_YEARS, nextFixationRate, residualDebtAtEnd } from './alerts-figures';
import { loanLinks } from './alerts-links';
import { LOAN_ALERTS_CRON, LOAN_ALERTS_QUEUE, LOAN_ALERTS_TZ, type LoanAlertsJob } from './alerts-queue';
import { loanAlertEmail } from './email-templates';
import { loansEndingBetween } from './repository';
import { checkRateWatches } from './rate-watch';
import { homeownerLoans, loanAlertsSent } from './tables';

export interface LoanAlertServices {
  db: Database;
  boss: PgBoss;
  now: Date;
  /** Absolute origin for the e-mail's links. */
  baseUrl: string;
}

export type LoanAlertOutcome = 'sent' | 'already' | 'gone';

/**
 * Sends one alert of one loan, once (see the file comment): 'already' when this kind was sent for the loan before (by
 * this or another instance), 'gone' when the loan or its lead no longer exists.
 */
export async function deliverLoanAlert(s: LoanAlertServices, loanId: string, kind: LoanAlertKind): Promise<LoanAlertOutcome> {
  return s.db.transaction(async (tx) => {
    const [loan] = await tx.select().from(homeownerLoans).where(eq(homeownerLoans.id, loanId));
    if (!loan) return 'gone';
    // A row of this kind from an earlier fixation of the loan (sent before this fixation's alert day: the homeowner
    // changed the end, e.g. after a prolongation) does not count: it goes, and this fixation's alert is sent.
    const [previous] = await tx.select().from(loanAlertsSent).where(and(eq(loanAlertsSent.loanId, loanId), eq(loanAlertsSent.kind, kind)));
    if (previous && !sentForFixation(previous, loan.fixationEndDate)) await tx.delete(loanAlertsSent).where(eq(loanAlertsSent.id, previous.id));
    const [claimed] = await tx.insert(loanAlertsSent).values({ loanId, kind, sentAt: s.now }).onConflictDoNothing().returning({ id: loanAlertsSent.id });
    if (!claimed) return 'already';
    const lead = await findLeadById(tx, loan.leadId);
    if (!lead) return 'gone';
    const locale: Locale = isLocale(lead.locale) ? lead.locale : 'de';
    const today = todayInBerlin(s.now);
    const residualDebt = residualDebtAtEnd(loan) ?? 0;
    const market = (await todaysRatesOrNull(tx, today))?.market ?? null;
    const email = await enqueueEmail(tx, s.boss, {
      idempotencyKey: `loan:${loan.id}:alert:${kind}:${loan.fixationEndDate}`,
      to: lead.email,
      locale,
      message: {
        template: loanAlertEmail,
        data: {
          givenName: lead.givenName,
          kind,
          monthsLeft: wholeMonthsBetween(today, loan.fixationEndDate),
          bankName: loan.bankName,
          fixationEnd: loan.fixationEndDate,
          residualDebt,
          rate: nextFixationRate(residualDebt, loan.propertyValue, ALERT_NEXT_FIXATION_YEARS, market),
          noRate: residualDebt < 1 ? 'debt' : loan.propertyValue === null ? 'propertyValue' : 'market',
          ...loanLinks(s.baseUrl, locale, loan.id),
        },
      },
    });
    await tx.update(loanAlertsSent).set({ emailId: email.id }).where(eq(loanAlertsSent.id, claimed.id));
    return 'sent';
  });
}

/** The alerts due today, each delivered once; returns how many e-mails this sweep wrote. */
export async function sweepLoanAlerts(s: LoanAlertServices): Promise<{ sent: number }> {
  const today = todayInBerlin(s.now);
  // A loan ending tomorrow still has its fixation running today; one ending beyond 60 months has no alert due yet.
  const loans = (await loansEndingBetween(s.db, today, addMonthsToDay(today, 60))).filter((l) => l.fixationEndDate > today);
  if (loans.length === 0) return { sent: 0 };
  const sentRows = await s.db.select({ loanId: loanAlertsSent.loanId, kind: loanAlertsSent.kind, sentAt: loanAlertsSent.sentAt }).from(loanAlertsSent).where(inArray(loanAlertsSent.loanId, loans.map((l) => l.id)));
  let sent = 0;
  for (const loan of loans) {
    const kinds = sentRows.filter((r) => r.loanId === loan.id && sentForFixation(r, loan.fixationEndDate)).map((r) => r.kind);
    const kind = dueAlert({ fixationEnd: loan.fixationEndDate, enteredOn: todayInBerlin(loan.createdAt), today, sent: kinds });
    if (kind && (await deliverLoanAlert(s, loan.id, kind)) === 'sent') sent += 1;
  }
  return { sent };
}

/**
 * Whether a sent row belongs to the loan's current fixation: it was sent on or after that fixation's day for its kind.
 * A row sent before it is from an earlier fixation end (the homeowner changed the end date, e.g. after a prolongation).
 */
export function sentForFixation(row: { kind: string; sentAt: Date }, fixationEnd: string): boolean {
  return isLoanAlertKind(row.kind) && todayInBerlin(row.sentAt) >= alertDay(fixationEnd, row.kind);
}

/** The alerts already sent for these loans, oldest first (the pipeline shows them). */
export async function alertsSentFor(db: Database, loanIds: readonly string[]): Promise<{ loanId: string; kind: string; sentAt: Date }[]> {
  if (loanIds.length === 0) return [];
  return db.select({ loanId: loanAlertsSent.loanId, kind: loanAlertsSent.kind, sentAt: loanAlertsSent.sentAt }).from(loanAlertsSent).where(inArray(loanAlertsSent.loanId, [...loanIds])).orderBy(loanAlertsSent.sentAt);
}

/** Asks for a sweep of the alerts (and the rate watches) now. */
export async function requestLoanAlertsSweep(boss: PgBoss): Promise<void> {
  await boss.send(LOAN_ALERTS_QUEUE, { kind: 'sweep' } satisfies LoanAlertsJob);
}

/**
 * For the composition root's periodic sweep (lib/jobs/sweep.ts): asks for a sweep when the Berlin day has changed since
 * the last call in this process (the first call only notes the day: the worker's start asked already).
 */
export function loanAlertsDayWatch(boss: PgBoss): (now: Date) => Promise<boolean> {
  let seen: string | null = null;
  return async (now) => {
    const today = todayInBerlin(now);
    if (seen === today) return false;
    const first = seen === null;
    seen = today;
    if (first) return false;
    await requestLoanAlertsSweep(boss);
    return true;
  };
}

/**
 * Runs the queue's jobs in this process, keeps the daily schedule (one for all instances; pg-boss runs each due job
 * once) and asks for a sweep at once: alerts due while no server ran, and rate watches after a curve import from the
 * command line on embedded PGlite, go out now. Returns the worker id.
 */
export async function startLoanAlertsWorker(boss: PgBoss, db: Database, baseUrl: string, options: { pollingIntervalSeconds?: number; now?: () => Date } = {}): Promise<string> {
  const now = options.now ?? (() => new Date());
  await boss.schedule(LOAN_ALERTS_QUEUE, LOAN_ALERTS_CRON, { kind: 'sweep' } satisfies LoanAlertsJob, { tz: LOAN_ALERTS_TZ });
  const worker = await boss.work<LoanAlertsJob>(LOAN_ALERTS_QUEUE, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize: 1 }, async ([job]) => {
    if (!job) return;
    const s = { db, boss, now: now(), baseUrl };
    if (job.data.kind === 'sweep') await sweepLoanAlerts(s);
    await checkRateWatches(s);
  });
  await requestLoanAlertsSweep(boss);
  return worker;
}
