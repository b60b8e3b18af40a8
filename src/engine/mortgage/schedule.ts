/**
 * Month-by-month amortisation schedule (Tilgungsplan) of a German annuity loan, with optional
 * special repayments (Sondertilgungen), yearly aggregates and a fixation-period summary.
 *
 * Conventions (same as ./annuity.ts and ../../../../shared/reference/worked-examples.md):
 * - Rates are fractions (3.5 % = 0.035); money is euros as floats; nothing is rounded here.
 * - Interest accrues monthly at annualRate / 12 on the balance at the start of the month; the
 *   installment is paid at the end of the month (interest first, the rest repays principal).
 * - A special repayment is paid at the end of its month, after the installment, and is capped so the
 *   balance never goes below zero.
 * - Month numbers are 1-based: month 1 is the first installment. Loan year y covers months
 *   12(y−1)+1 … 12y.
 * - `startDate` is the calendar month of the first installment; row k is dated startDate + (k − 1)
 *   months. Without a startDate, row dates are null.
 * - The schedule stops at payoff (the last installment is smaller: remaining balance plus interest)
 *   or after maxMonths rows, whichever comes first.
 */

import { addMonths, type YearMonth } from '../year-month';
import { payoffMonths as closedFormPayoffMonths } from './annuity';

/**
 * Special repayments: either an explicit list (amounts in euros paid at the end of the given 1-based
 * month; several entries for the same month add up) or a fixed amount paid at the end of every loan
 * year (month 12·y) from loan year `fromYear` (default 1) on.
 */
export type SpecialRepayments = { month: number; amount: number }[] | { yearlyAmount: number; fromYear?: number };

export interface ScheduleInput {
  principal: number;
  annualRate: number;
  /** Constant monthly installment (interest + repayment), euros. */
  installment: number;
  startDate?: YearMonth;
  /** Maximum number of rows; default DEFAULT_MAX_MONTHS. */
  maxMonths?: number;
  specialRepayments?: SpecialRepayments;
}

export interface ScheduleRow {
  /** 1-based installment number. */
  month: number;
  /** 1-based loan year (months 1–12 → 1). */
  year: number;
  /** Calendar month of this installment, or null when no startDate was given. */
  date: YearMonth | null;
  interest: number;
  /** Regular repayment part of the installment (installment − interest; the whole balance at payoff). */
  principal: number;
  /** Special repayment paid at the end of this month (after the installment), already capped. */
  specialRepayment: number;
  /** Total cash paid this month: interest + principal + specialRepayment. */
  payment: number;
  /** Balance at the end of the month, after installment and special repayment. */
  balance: number;
}

/** Safety cap on the number of simulated months (100 years) when maxMonths is not given. */
export const DEFAULT_MAX_MONTHS = 1200;

/**
 * A balance left after an installment that is below max(1e-6 €, 1e-9 × installment) counts as paid off
 * (the installment absorbs it). This only absorbs floating point noise and matches the 1e-9-month
 * tolerance of the closed-form payoffMonths in ./annuity.ts, so both end in the same month.
 */
function payoffEpsilon(installment: number): number {
  return Math.max(1e-6, 1e-9 * Math.abs(installment));
}

/** Special repayment amount due at the end of 1-based `month` (before capping). */
function specialAmountFor(special: SpecialRepayments | undefined, month: number): number {
  if (!special) return 0;
  if (Array.isArray(special)) {
    let sum = 0;
    for (const s of special) if (s.month === month && s.amount > 0) sum += s.amount;
    return sum;
  }
  if (month % 12 !== 0 || special.yearlyAmount <= 0) return 0;
  const loanYear = month / 12;
  return loanYear >= (special.fromYear ?? 1) ? special.yearlyAmount : 0;
}

/**
 * Month-by-month amortisation schedule. Stops at payoff (balance 0, last installment smaller) or after
 * `maxMonths` rows. If the installment is below the month's interest the balance grows (negative
 * principal); if it covers at least the first month's interest the balance never increases.
 */
export function amortizationSchedule(input: ScheduleInput): ScheduleRow[] {
  const { principal, annualRate, installment, startDate, specialRepayments } = input;
  const maxMonths = Math.floor(input.maxMonths ?? DEFAULT_MAX_MONTHS);
  const r = annualRate / 12;
  const epsilon = payoffEpsilon(installment);
  const rows: ScheduleRow[] = [];
  let balance = principal;
  for (let month = 1; month <= maxMonths && balance > 0; month++) {
    const interest = balance * r;
    let repayment = installment - interest;
    if (balance - repayment <= epsilon) repayment = balance; // last, smaller installment
    balance -= repayment;
    let special = 0;
    if (balance > 0) {
      special = Math.min(specialAmountFor(specialRepayments, month), balance);
      balance = special === balance ? 0 : balance - special;
    }
    rows.push({
      month,
      year: Math.ceil(month / 12),
      date: startDate ? addMonths(startDate, month - 1) : null,
      interest,
      principal: repayment,
      specialRepayment: special,
      payment: interest + repayment + special,
      balance,
    });
  }
  return rows;
}

export interface YearlyAggregate {
  /** 1-based loan year, or the calendar year when grouped by calendar year. */
  year: number;
  interest: number;
  principal: number;
  specialRepayment: number;
  /** Total cash paid in the year (sum of row payments, special repayments included). */
  payments: number;
  /** Balance after the last row of the year. */
  endBalance: number;
}

/**
 * Sums schedule rows per year. By default groups by loan year (row.year); with
 * `{ by: 'calendarYear' }` groups by row.date.year (rows need dates).
 */
export function yearlyAggregates(rows: readonly ScheduleRow[], options: { by?: 'loanYear' | 'calendarYear' } = {}): YearlyAggregate[] {
  const byCalendar = options.by === 'calendarYear';
  const out: YearlyAggregate[] = [];
  for (const row of rows) {
    let year = row.year;
    if (byCalendar) {
      if (!row.date) throw new Error('yearlyAggregates: calendarYear grouping needs dated rows (pass startDate)');
      year = row.date.year;
    }
    let agg = out[out.length - 1];
    if (!agg || agg.year !== year) {
      agg = { year, interest: 0, principal: 0, specialRepayment: 0, payments: 0, endBalance: row.balance };
      out.push(agg);
    }
    agg.interest += row.interest;
    agg.principal += row.principal;
    agg.specialRepayment += row.specialRepayment;
    agg.payments += row.payment;
    agg.endBalance = row.balance;
  }
  return out;
}

export interface FixationInput {
  principal: number;
  annualRate: number;
  installment: number;
  fixationYears: number;
  /** Calendar month of the first installment. */
  startDate: YearMonth;
  specialRepayments?: SpecialRepayments;
}

export interface FixationSummary {
  /** Balance after fixationYears × 12 installments (0 if paid off earlier). */
  balanceAfterFixation: number;
  interestPaidInFixation: number;
  /** Regular and special repayments within the fixation period. */
  principalPaidInFixation: number;
  /**
   * Installments until full repayment, assuming the rate and installment stay the same after the
   * fixation period; null if the loan never amortises.
   */
  payoffMonths: number | null;
  /** Calendar month of the last installment; null if never paid off (or nothing to repay). */
  payoffDate: YearMonth | null;
}

/**
 * Summary of the fixed-rate period (Zinsbindung) plus the payoff point when rate and installment are
 * kept after it. Without special repayments the payoff comes from the closed form in ./annuity.ts
 * (null iff installment ≤ first month's interest); with special repayments it is simulated for up to
 * DEFAULT_MAX_MONTHS months (null if not repaid by then).
 */
export function summarizeFixation(input: FixationInput): FixationSummary {
  const { principal, annualRate, installment, fixationYears, startDate, specialRepayments } = input;
  const fixationMonths = Math.round(fixationYears * 12);
  const inFixation = amortizationSchedule({ principal, annualRate, installment, maxMonths: fixationMonths, specialRepayments });
  let interestPaid = 0;
  let principalPaid = 0;
  for (const row of inFixation) {
    interestPaid += row.interest;
    principalPaid += row.principal + row.specialRepayment;
  }
  const last = inFixation[inFixation.length - 1];
  const balanceAfterFixation = last ? last.balance : principal;

  let payoff: number | null;
  if (!specialRepayments) {
    payoff = closedFormPayoffMonths(principal, annualRate, installment);
  } else if (balanceAfterFixation <= 0) {
    payoff = inFixation.length;
  } else {
    const full = amortizationSchedule({ principal, annualRate, installment, maxMonths: DEFAULT_MAX_MONTHS, specialRepayments });
    const end = full[full.length - 1];
    payoff = end && end.balance <= 0 ? full.length : null;
  }
  return {
    balanceAfterFixation,
    interestPaidInFixation: interestPaid,
    principalPaidInFixation: principalPaid,
    payoffMonths: payoff,
    payoffDate: payoff === null || payoff === 0 ? null : addMonths(startDate, payoff - 1),
  };
}
