/**
 * When a homeowner's loan gets its fixation-end alerts (issue 51 part 3, ADR 052): 60, 36, 12 and 6 calendar months
 * before the fixed rate ends, each at most once. Pure: days are ISO dates ('YYYY-MM-DD', Europe/Berlin days).
 *
 * - An alert's day is the fixation's end minus its months, on the same day of the month, or the month's last day
 *   when that month is shorter (end 2029-03-31 − 1 month → 2029-02-28).
 * - An alert is scheduled only when its day is on or after the day the loan was entered: nothing is backfilled. A
 *   loan entered 20 months before the end gets the 12- and 6-month alerts; one entered 5 months before the end, or
 *   after the end, gets none.
 * - On a day, the due alert is the latest scheduled one whose day has come and that has not been sent, while the
 *   fixation has not ended. When a sweep missed days (no server ran), an earlier alert that a later one has
 *   overtaken is not sent any more: the homeowner gets the one that matches the time left, not a stale one.
 */

import { addMonthsToDay } from '@/engine/loans/dates';

export const LOAN_ALERT_KINDS = ['60m', '36m', '12m', '6m'] as const;
export type LoanAlertKind = (typeof LOAN_ALERT_KINDS)[number];

/** Months before the fixation's end, per alert. */
export const LOAN_ALERT_MONTHS: Readonly<Record<LoanAlertKind, number>> = Object.freeze({ '60m': 60, '36m': 36, '12m': 12, '6m': 6 });

export function isLoanAlertKind(value: unknown): value is LoanAlertKind {
  return typeof value === 'string' && (LOAN_ALERT_KINDS as readonly string[]).includes(value);
}

/** The day an alert of this kind is due for a fixation ending on `fixationEnd`. */
export function alertDay(fixationEnd: string, kind: LoanAlertKind): string {
  return addMonthsToDay(fixationEnd, -LOAN_ALERT_MONTHS[kind]);
}

export interface ScheduledAlert {
  kind: LoanAlertKind;
  day: string;
}

/** The alerts a loan entered on `enteredOn` gets, earliest first (see the file comment: nothing backfilled). */
export function alertSchedule(fixationEnd: string, enteredOn: string): ScheduledAlert[] {
  return LOAN_ALERT_KINDS.map((kind) => ({ kind, day: alertDay(fixationEnd, kind) })).filter((a) => a.day >= enteredOn && a.day < fixationEnd);
}

/**
 * The alert to send on `today`, or null: the latest scheduled alert whose day has come, unless it was sent or the
 * fixation has ended. An alert sent already, or a later one sent, means nothing earlier is due.
 */
export function dueAlert(input: { fixationEnd: string; enteredOn: string; today: string; sent: Iterable<string> }): LoanAlertKind | null {
  if (input.today >= input.fixationEnd) return null;
  const sent = new Set(input.sent);
  const come = alertSchedule(input.fixationEnd, input.enteredOn).filter((a) => a.day <= input.today);
  const latest = come[come.length - 1];
  if (!latest || sent.has(latest.kind)) return null;
  return latest.kind;
}
