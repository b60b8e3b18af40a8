/**
 * A homeowner's current loan (issue 51, ADR 052): its balance on any day, at the fixation's end, the interest still
 * to pay until then, the day from which a forward loan can be arranged and the termination right of
 * § 489 (1) Nr. 2 BGB.
 *
 * Conventions (annuity.ts, schedule.ts):
 * - Rates are nominal annual FRACTIONS; interest accrues monthly at rate / 12; the installment is paid at the END
 *   of each calendar month (on its last day). Money in euros; nothing is rounded here.
 * - A loan given by its ORIGINAL AMOUNT is paid out on `startDate`; its first installment is paid at the end of the
 *   month after the start's month (year-month.ts `monthAfter`, as the calculators do). Its installment is the
 *   monthly payment given, else original amount × (rate + initial repayment) / 12.
 * - A loan given by its REMAINING DEBT on a day is rolled forward from there: the installments of the month ends
 *   after that day count; the installment is the monthly payment given, else remaining debt × (rate + repayment)
 *   / 12 (the repayment share as of that day) [ASSUMPTION: the form says so]. The day may lie ahead (a bank
 *   statement's residual debt at the fixation's end, or the landing calculator's balance when the new loan starts):
 *   then an earlier balance is rolled BACK, B(k−1) = (B(k) + A) / (1 + rate / 12), the exact inverse of a month.
 * - "The balance on day D" is the balance after every installment paid on or before D. "At the fixation's end" is
 *   the balance on the fixation end date (a fixation ending on 30 June includes June's installment).
 * - Special repayment rights are a right, not a payment: the balance assumes none is made.
 * - The rolled-forward schedule is schedule.ts `amortizationSchedule`; the tests check it against the closed
 *   form of annuity.ts.
 */
import { EngineInputError, finite } from '../errors';
import { monthlyInstallment } from '../mortgage/annuity';
import { amortizationSchedule } from '../mortgage/schedule';
import { addMonthsToDay, checkDay, monthEnd, monthEndsBetween, nextDay, periodEnd, wholeMonthsBetween } from './dates';

/** The landing's longest lead time for a forward loan (ADR 042, follow-up-financing.ts FOLLOW_UP_LIMITS). */
export const FORWARD_MAX_MONTHS_AHEAD = 60;
/** § 489 (1) Nr. 2 BGB: ten years after full disbursement … */
export const BGB_489_YEARS = 10;
/** … with six months' notice. */
export const BGB_489_NOTICE_MONTHS = 6;

export interface CurrentLoanInput {
  /** Remaining debt on `remainingDebtDate` (euros), or null when the original amount is given. */
  remainingDebt: number | null;
  remainingDebtDate: string | null;
  /** Original amount paid out on `startDate` (euros), or null when the remaining debt is given. */
  originalAmount: number | null;
  startDate: string | null;
  nominalRate: number;
  /** Initial yearly repayment (fraction), or null when the monthly payment is given. */
  repaymentRate: number | null;
  monthlyPayment: number | null;
  fixationEndDate: string;
  fullDisbursementDate: string | null;
  /** Special repayment per year, fraction of the original amount (shown, not assumed paid). */
  specialRepaymentRate: number;
}

/** Where the roll-forward starts: an amount and the day after which the installments count. */
export interface LoanAnchor {
  amount: number;
  /** Installments paid at month ends after this day count. */
  day: string;
  installment: number;
}

function positive(value: unknown, field: string): number {
  const n = finite(value, field);
  if (n <= 0) throw new EngineInputError('MINIMUM', field, { minimum: 0, value: n });
  return n;
}

/** The loan's starting point and installment. Throws EngineInputError for inputs it cannot use. */
export function loanAnchor(loan: CurrentLoanInput): LoanAnchor {
  const rate = finite(loan.nominalRate, 'nominalRate');
  if (rate < 0 || rate >= 0.2) throw new EngineInputError('INVALID_RATE', 'nominalRate', { value: rate, min: 0, max: 0.2 });
  let amount: number;
  let day: string;
  if (loan.remainingDebt !== null && loan.remainingDebtDate !== null) {
    amount = positive(loan.remainingDebt, 'remainingDebt');
    day = checkDay(loan.remainingDebtDate, 'remainingDebtDate');
  } else if (loan.originalAmount !== null && loan.startDate !== null) {
    amount = positive(loan.originalAmount, 'originalAmount');
    // The first installment is at the end of the month after the start's month: count month ends after this one.
    day = monthEnd(checkDay(loan.startDate, 'startDate'));
  } else {
    throw new EngineInputError('REQUIRED', loan.remainingDebt === null && loan.originalAmount === null ? 'remainingDebt' : 'remainingDebtDate');
  }
  let installment: number;
  if (loan.monthlyPayment !== null) installment = positive(loan.monthlyPayment, 'monthlyPayment');
  else if (loan.repaymentRate !== null) {
    const repayment = finite(loan.repaymentRate, 'repaymentRate');
    if (repayment <= 0 || repayment > 0.2) throw new EngineInputError('INVALID_REPAYMENT', 'repaymentRate', { value: repayment });
    installment = monthlyInstallment(amount, rate, repayment);
  } else throw new EngineInputError('REQUIRED', 'repaymentRate');
  // An installment that does not cover the first month's interest never repays the loan.
  if (installment <= (amount * rate) / 12) throw new EngineInputError('INVALID_INSTALLMENT', 'monthlyPayment', { value: installment, minimum: (amount * rate) / 12 });
  checkDay(loan.fixationEndDate, 'fixationEndDate');
  // A remaining debt may be given for the fixation's end itself; an original amount's fixation ends after the start.
  if (loan.fixationEndDate < day || (loan.remainingDebt === null && loan.fixationEndDate <= day)) throw new EngineInputError('INVALID_DATE', 'fixationEndDate', { value: loan.fixationEndDate, after: day });
  if (loan.fullDisbursementDate !== null) checkDay(loan.fullDisbursementDate, 'fullDisbursementDate');
  return { amount, day, installment };
}

export interface Stretch {
  /** Balance on the stretch's last day. */
  balance: number;
  /** Interest of the installments in the stretch. */
  interest: number;
  /** Installments paid in the stretch (euros, the last one smaller at payoff). */
  payments: number;
  /** Number of installments paid. */
  installments: number;
}

/** The loan from its anchor to `day` (inclusive): the balance then and what was paid. Throws for a day before the anchor. */
export function rollForward(loan: CurrentLoanInput, day: string): Stretch {
  const anchor = loanAnchor(loan);
  checkDay(day, 'day');
  if (day < anchor.day) throw new EngineInputError('INVALID_DATE', 'day', { value: day, minimum: anchor.day });
  return stretch(anchor.amount, loan.nominalRate, anchor.installment, monthEndsBetween(anchor.day, day));
}

/** The balance `months` installments before a known balance (the inverse of the schedule's months). */
function rollBack(balance: number, rate: number, installment: number, months: number): number {
  let b = balance;
  for (let k = 0; k < months; k++) b = (b + installment) / (1 + rate / 12);
  return b;
}

/**
 * The balance on `day`: rolled forward from the anchor, or back from it for a day before a remaining debt's day.
 * Throws for a day before an original amount's start.
 */
function balanceAt(loan: CurrentLoanInput, anchor: LoanAnchor, day: string): number {
  if (day >= anchor.day) return stretch(anchor.amount, loan.nominalRate, anchor.installment, monthEndsBetween(anchor.day, day)).balance;
  if (loan.remainingDebt === null) throw new EngineInputError('INVALID_DATE', 'day', { value: day, minimum: anchor.day });
  return rollBack(anchor.amount, loan.nominalRate, anchor.installment, monthEndsBetween(day, anchor.day));
}

function stretch(principal: number, rate: number, installment: number, months: number): Stretch {
  if (months <= 0) return { balance: principal, interest: 0, payments: 0, installments: 0 };
  const rows = amortizationSchedule({ principal, annualRate: rate, installment, maxMonths: months });
  let interest = 0;
  let payments = 0;
  for (const row of rows) {
    interest += row.interest;
    payments += row.payment;
  }
  return { balance: rows[rows.length - 1]?.balance ?? principal, interest, payments, installments: rows.length };
}

/** The balance on `day` (after every installment paid on or before it). */
export function balanceOn(loan: CurrentLoanInput, day: string): number {
  return balanceAt(loan, loanAnchor(loan), checkDay(day, 'day'));
}

export interface Termination489 {
  /** The day the ten years since full disbursement have passed (§§ 187 (1), 188 (2) BGB). */
  tenYearsEnd: string;
  /** The first day notice can be given (the day after tenYearsEnd). */
  noticeFrom: string;
  /** The loan ends at the earliest on this day (notice on noticeFrom + six months). */
  earliestEnd: string;
  /** Whether the earliest end falls before the fixation's end (only then does the right matter). */
  beforeFixationEnd: boolean;
  /**
   * The latest day to give notice so that the loan ends by the fixation's end (null when the right does not help
   * before it). From `today` on, a day already past is no longer possible: `noticePassed`.
   */
  latestNoticeDay: string | null;
}

/**
 * § 489 (1) Nr. 2 BGB: the borrower may terminate a fixed-rate loan in whole or in part "wenn seit dem vollständigen
 * Empfang zehn Jahre vergangen sind, unter Einhaltung einer Kündigungsfrist von sechs Monaten"; a later agreement
 * on a new fixation or rate (a prolongation) restarts the ten years from that agreement. Periods per §§ 187 (1),
 * 188 (2), (3) BGB: disbursed 15 March 2015 → ten years pass at the end of 15 March 2025 → notice from 16 March
 * 2025 → the loan ends at the end of 16 September 2025.
 */
export function termination489(fullDisbursementDate: string, fixationEndDate: string): Termination489 {
  checkDay(fullDisbursementDate, 'fullDisbursementDate');
  checkDay(fixationEndDate, 'fixationEndDate');
  const tenYearsEnd = periodEnd(fullDisbursementDate, BGB_489_YEARS * 12);
  const noticeFrom = nextDay(tenYearsEnd);
  const earliestEnd = periodEnd(noticeFrom, BGB_489_NOTICE_MONTHS);
  const beforeFixationEnd = earliestEnd < fixationEndDate;
  let latestNoticeDay: string | null = null;
  if (earliestEnd <= fixationEndDate) {
    // The latest notice day d ≥ noticeFrom whose six months end by the fixation's end (several days can end on a
    // month's last day: 29, 30, 31 August → 28 February).
    let d = addMonthsToDay(fixationEndDate, -BGB_489_NOTICE_MONTHS);
    if (d < noticeFrom) d = noticeFrom;
    while (periodEnd(nextDay(d), BGB_489_NOTICE_MONTHS) <= fixationEndDate) d = nextDay(d);
    latestNoticeDay = d;
  }
  return { tenYearsEnd, noticeFrom, earliestEnd, beforeFixationEnd, latestNoticeDay };
}

export interface CurrentLoanSummary {
  /** The installment (euros per month). */
  installment: number;
  /** Balance on `today`. */
  balanceToday: number;
  /** Balance on the fixation end date. */
  balanceAtFixationEnd: number;
  /** Interest of the installments after today up to the fixation's end. */
  interestUntilFixationEnd: number;
  /** Installments after today up to the fixation's end (euros). */
  paymentsUntilFixationEnd: number;
  /** Whole months from today to the fixation's end (0 once it has ended). */
  monthsToFixationEnd: number;
  fixationEnded: boolean;
  /** The first day a forward loan can be arranged: 60 months before the fixation's end (the landing's range). */
  forwardFrom: string;
  /** Whether a forward loan can be arranged today (today ≥ forwardFrom and the fixation has not ended). */
  forwardPossibleToday: boolean;
  /** The special repayment allowed per year in euros (of the original amount, else of the remaining debt given). */
  specialRepaymentPerYear: number;
  /** § 489 (1) Nr. 2 BGB; null without the full disbursement date. */
  termination: Termination489 | null;
}

/** The account's figures of a loan on `today`. Throws EngineInputError for inputs it cannot use. */
export function summarizeCurrentLoan(loan: CurrentLoanInput, today: string): CurrentLoanSummary {
  const anchor = loanAnchor(loan);
  checkDay(today, 'today');
  // Before an original amount's start, the figures start with the loan.
  const from = loan.remainingDebt === null && today < anchor.day ? anchor.day : today;
  const balanceToday = balanceAt(loan, anchor, from);
  const fixationEnded = loan.fixationEndDate <= today;
  const rest = stretch(balanceToday, loan.nominalRate, anchor.installment, fixationEnded ? 0 : monthEndsBetween(from, loan.fixationEndDate));
  const atEnd = balanceAt(loan, anchor, loan.fixationEndDate);
  const forwardFrom = addMonthsToDay(loan.fixationEndDate, -FORWARD_MAX_MONTHS_AHEAD);
  const special = finite(loan.specialRepaymentRate, 'specialRepaymentRate');
  if (special < 0 || special > 1) throw new EngineInputError('OUT_OF_RANGE', 'specialRepaymentRate', { min: 0, max: 1, value: special });
  return {
    installment: anchor.installment,
    balanceToday,
    balanceAtFixationEnd: atEnd,
    interestUntilFixationEnd: rest.interest,
    paymentsUntilFixationEnd: rest.payments,
    monthsToFixationEnd: wholeMonthsBetween(today, loan.fixationEndDate),
    fixationEnded,
    forwardFrom,
    forwardPossibleToday: !fixationEnded && today >= forwardFrom,
    specialRepaymentPerYear: special * (loan.originalAmount ?? loan.remainingDebt ?? 0),
    termination: loan.fullDisbursementDate ? termination489(loan.fullDisbursementDate, loan.fixationEndDate) : null,
  };
}
