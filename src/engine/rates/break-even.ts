/**
 * Short versus long fixation: break-even follow-up rate, and follow-up (Anschluss-) rate risk.
 *
 * Conventions (annuity.ts): rates are nominal annual fractions, interest monthly at i/12, installments at the
 * end of each month, "after N years" = after N × 12 installments, nothing rounded.
 */
import { EngineInputError, type EngineErrorCode } from '../errors';
import { balanceAfterMonths, fixedTermInstallment, monthlyInstallment } from '../mortgage/annuity';
import { annualForwardRate, MAX_CURVE_YEARS } from './forward';
import { assertFixationYears, type RateModel } from './model';
import type { SvenssonParameters } from './svensson';

export interface BreakEvenInput {
  loanAmount: number;
  /** Initial annual repayment (fraction) used to derive the common installment. */
  repayment: number;
  shortYears: number;
  longYears: number;
  /** Nominal rate of the short fixation (fraction). */
  shortRate: number;
  /** Nominal rate of the long fixation (fraction). */
  longRate: number;
  /**
   * Monthly installment paid on BOTH paths. Default: the long fixation's installment,
   * monthlyInstallment(loanAmount, longRate, repayment).
   */
  installment?: number;
}

/** Search bracket for the follow-up rate (fractions). */
const BRACKET_LOW = -0.1;
const BRACKET_HIGH = 1;

function checkFinite(value: number, field: string, code: EngineErrorCode = 'INVALID_INPUT'): void {
  if (!Number.isFinite(value)) throw new EngineInputError(code, field, { value });
}

function checkYears(shortYears: number, longYears: number): void {
  if (!Number.isInteger(shortYears) || shortYears < 1) {
    throw new EngineInputError('INVALID_YEARS', 'shortYears', { value: shortYears });
  }
  if (!Number.isInteger(longYears) || longYears <= shortYears || longYears > 50) {
    throw new EngineInputError('INVALID_YEARS', 'longYears', { value: longYears, min: shortYears + 1, max: 50 });
  }
}

/** The installment both paths pay (see BreakEvenInput.installment). */
export function commonInstallment(input: BreakEvenInput): number {
  return input.installment ?? monthlyInstallment(input.loanAmount, input.longRate, input.repayment);
}

/** Balance after longYears when the long fixation is taken (rate longRate throughout). */
export function longFixationBalance(input: BreakEvenInput): number {
  return balanceAfterMonths(input.loanAmount, input.longRate, commonInstallment(input), input.longYears * 12);
}

/**
 * Balance after longYears on the short path: shortYears at shortRate, then the remaining balance refinanced at
 * `followUpRate` with the same installment until longYears.
 */
export function refinancedBalance(input: BreakEvenInput, followUpRate: number): number {
  const a = commonInstallment(input);
  const afterShort = balanceAfterMonths(input.loanAmount, input.shortRate, a, input.shortYears * 12);
  return balanceAfterMonths(afterShort, followUpRate, a, (input.longYears - input.shortYears) * 12);
}

/**
 * Break-even follow-up rate r*: the nominal rate for the years shortYears..longYears at which taking the
 * short fixation and refinancing leaves the same balance after longYears as the long fixation.
 *
 * Convention: both paths pay the SAME monthly installment (default: the long fixation's installment), so
 * equal balance after longYears ⇔ equal total cost (same payments, same remaining debt). Solved by
 * bisection (the balance is non-decreasing in the follow-up rate) to about 1e-12.
 *
 * Returns null when r* is not defined: the long path (or the short path before refinancing) is already paid
 * off within the period — then every rate up to some bound ties — or r* lies outside [−10 %, 100 %].
 * If shortRate == longRate, r* == that rate.
 */
export function breakEvenRefinancingRate(input: BreakEvenInput): number | null {
  const { loanAmount, repayment, shortYears, longYears, shortRate, longRate } = input;
  if (!Number.isFinite(loanAmount) || loanAmount <= 0) {
    throw new EngineInputError('INVALID_LOAN_AMOUNT', 'loanAmount', { value: loanAmount });
  }
  checkFinite(repayment, 'repayment', 'INVALID_REPAYMENT');
  checkFinite(shortRate, 'shortRate', 'INVALID_RATE');
  checkFinite(longRate, 'longRate', 'INVALID_RATE');
  checkYears(shortYears, longYears);
  const a = commonInstallment(input);
  if (!Number.isFinite(a) || a <= 0) throw new EngineInputError('INVALID_INSTALLMENT', 'installment', { value: a });

  const target = longFixationBalance(input);
  const afterShort = balanceAfterMonths(loanAmount, shortRate, a, shortYears * 12);
  if (target <= 0 || afterShort <= 0) return null;

  const g = (r: number) => refinancedBalance(input, r) - target;
  let lo = BRACKET_LOW;
  let hi = BRACKET_HIGH;
  if (g(lo) > 0 || g(hi) < 0) return null;
  for (let i = 0; i < 200 && hi - lo > 1e-13; i++) {
    const mid = (lo + hi) / 2;
    if (g(mid) < 0) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

export interface FollowUpRiskInput {
  /** Remaining balance at the end of the fixation (euros). */
  balance: number;
  /** Installments left to keep the originally planned payoff date. */
  remainingMonths: number;
  /** Follow-up nominal rates (fractions), e.g. from `forwardFollowUpRate` plus stress scenarios. */
  rates: readonly number[];
  /** Installment paid so far, to report the change. */
  currentInstallment?: number;
}

export interface FollowUpRiskRow {
  rate: number;
  /** Level installment that repays `balance` exactly after `remainingMonths` installments. */
  installment: number;
  /** Initial annual repayment implied at the new rate (fraction). */
  impliedInitialRepayment: number;
  /** installment − currentInstallment, null without currentInstallment. */
  change: number | null;
}

/**
 * Installment needed after the fixation to keep the payoff term, for each follow-up rate.
 *
 * Convention: exact level annuity with monthly interest at rate/12 and end-of-month installments,
 * A = B·r / (1 − (1+r)^−n) with r = rate/12, n = remainingMonths (A = B/n at r = 0), so the balance reaches
 * zero exactly at the n-th installment (all installments equal, unlike a loan set up by initial repayment).
 */
export function followUpRisk(input: FollowUpRiskInput): FollowUpRiskRow[] {
  const { balance, remainingMonths, rates, currentInstallment } = input;
  if (!Number.isFinite(balance) || balance < 0) {
    throw new EngineInputError('INVALID_BALANCE', 'balance', { value: balance });
  }
  if (!Number.isInteger(remainingMonths) || remainingMonths < 1) {
    throw new EngineInputError('INVALID_TERM', 'remainingMonths', { value: remainingMonths });
  }
  return rates.map((rate) => {
    checkFinite(rate, 'rates', 'INVALID_RATE');
    const installment = balance === 0 ? 0 : fixedTermInstallment(balance, rate, remainingMonths);
    return {
      rate,
      installment,
      impliedInitialRepayment: balance > 0 ? (installment * 12) / balance - rate : 0,
      change: currentInstallment === undefined ? null : installment - currentInstallment,
    };
  });
}

export interface ForwardFollowUpRateInput {
  curve: SvenssonParameters;
  /** Year (from today) in which the follow-up fixation starts, e.g. the end of the current fixation. */
  fromYear: number;
  /** Length of the follow-up fixation (5, 10, …, 30). */
  fixationYears: number;
  /** Spread over the Bund forward; default: the model spread for `fixationYears`. */
  spread?: number;
  /** Any extra surcharge (e.g. an LTV step at refinancing); default 0. */
  surcharge?: number;
  /** The model parameters valid on the curve's day (its spread is the default spread). */
  model: RateModel;
}

/**
 * Follow-up rate implied by today's curve: annually compounded Bund forward rate for
 * [fromYear, min(fromYear + fixationYears, 30)] (forward.ts, compounding [UNVERIFIED]) + spread + surcharge,
 * used directly as a nominal rate like model.ts does. The window is cut at 30 years because the curve is not
 * evaluated beyond that. Forward rates are market-implied break-even rates, not forecasts; they include no
 * term premium adjustment, so show them as a scenario next to stress rates.
 */
export function forwardFollowUpRate(input: ForwardFollowUpRateInput): number {
  const { curve, fromYear, fixationYears } = input;
  assertFixationYears(fixationYears);
  if (!Number.isFinite(fromYear) || fromYear < 0 || fromYear >= MAX_CURVE_YEARS) {
    throw new EngineInputError('INVALID_FORWARD_PERIOD', 'fromYear', { value: fromYear, max: MAX_CURVE_YEARS });
  }
  const model = input.model;
  const spread = input.spread ?? model.spreadByFixation[fixationYears];
  const toYear = Math.min(fromYear + fixationYears, MAX_CURVE_YEARS);
  return annualForwardRate(curve, fromYear, toYear) + spread + (input.surcharge ?? 0);
}
