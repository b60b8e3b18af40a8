/**
 * Follow-up financing (Anschlussfinanzierung) with a forward loan: today's model rate for the new fixation,
 * the surcharge of a loan that starts in m months (forward loan), the new loan's installment and balance, and
 * the break-even rate against waiting. Issue 29, ADR 042.
 *
 * Conventions (annuity.ts, break-even.ts):
 * - Rates are nominal annual FRACTIONS; interest accrues monthly at rate / 12, installments are paid at the end
 *   of each month, "after N years" = after N × 12 installments. Money in euros; nothing is rounded here.
 * - Repayment: the INITIAL annual repayment rate (Anfangstilgung, fraction) on the remaining balance, as in the
 *   rest of the engine: installment A = B × (rate + repayment) / 12, constant over the new fixation.
 * - Today's model rate: `mortgageRate` (model.ts) for the new fixation with the remaining balance as the loan and
 *   the property value for the LTV step, exactly the rate the rates table shows for such a loan.
 * - The forward surcharge is the model's FORWARD PREMIUM, read off the same Bundesbank curve:
 *
 *       surcharge(m) = F(m/12, m/12 + N) − z(N)
 *       forward rate = today's model rate + surcharge(m)
 *
 *   with N the new fixation in years, z(N) the Svensson spot rate and F the annually compounded forward rate
 *   of forward.ts, F(a, b) = (DF(a) / DF(b))^(1/(b − a)) − 1 with DF(T) = (1 + z(T))^−T (its compounding
 *   convention is [UNVERIFIED], see forward.ts). m = 0 gives exactly 0; on an upward curve it grows with m; where
 *   the short end falls (2024-12-30) a start a few months ahead can come out slightly negative, and it is
 *   reported as it is (no floor), like the curve says. The spreads and surcharges of the
 *   model are the same for a loan starting today and one starting in m months, so only the Bund part moves.
 *   A model, not a lender's forward price: banks quote their own surcharge and may add a commitment period; show it as a model with the curve's date.
 * - Break-even rate against waiting: the nominal rate for the same fixation at the start date at which taking
 *   the forward loan now and waiting cost the same. As in break-even.ts both paths pay the SAME installment
 *   (the forward loan's) on the same balance, so equal cost ⇔ equal balance after N years. The balance after
 *   n installments is strictly increasing in the rate for a fixed installment, so the two balances are equal
 *   only at the forward rate itself: r* = forward rate. Above r* the forward loan was worth it, below it
 *   waiting was cheaper. `waitingBalance` lets a caller (and the tests) check this.
 * - New fixations are 5, 10, 15 or 20 years and the start at most 60 months ahead, so that the forward
 *   period ends by 25 years, inside the 30 years the curve is evaluated for (forward.ts MAX_CURVE_YEARS).
 */
import { EngineInputError, finite } from '../errors';
import { balanceAfterMonths, monthlyInstallment } from '../mortgage/annuity';
import { annualForwardRate } from './forward';
import type { RateMarket } from './market';
import { mortgageRate, quotedRate, type FixationYears, type MortgageRateResult } from './model';
import { interestPaidOverMonths } from './rates-table';
import { spotRate, type SvenssonParameters } from './svensson';

/** New fixations the follow-up calculator offers (years). */
export const FOLLOW_UP_FIXATION_YEARS = [5, 10, 15, 20] as const;
export type FollowUpFixationYears = (typeof FOLLOW_UP_FIXATION_YEARS)[number];

/** Months ahead shown in the surcharge table. */
export const FORWARD_TABLE_MONTHS = [6, 12, 24, 36, 48, 60] as const;

/**
 * Bounds of the inputs. [ASSUMPTION] Balance and property value follow the refinance request's plausibility
 * bounds (features/lead-requests MONEY_LIMITS: debt from 10,000 to the calculator's 10,000,000; value from
 * 50,000 to 20,000,000); forward loans up to 60 months ahead (the landing page's own text: up to five years before the fixation ends); the
 * initial repayment has the mortgage calculator's bounds (1 % to 10 %, mortgage/defaults.ts).
 */
export const FOLLOW_UP_LIMITS = Object.freeze({
  minBalance: 10_000,
  maxBalance: 10_000_000,
  minPropertyValue: 50_000,
  maxPropertyValue: 20_000_000,
  maxMonthsAhead: 60,
  minRepayment: 0.01,
  maxRepayment: 0.1,
});

export interface FollowUpFinancingInput {
  /** Remaining balance when the new loan starts (euros). */
  balance: number;
  /** Value of the property (euros), for the model's LTV step. */
  propertyValue: number;
  /** Months until the current fixation ends and the new loan starts: 0 (now) to 60, whole months. */
  monthsAhead: number;
  /** New fixation: 5, 10, 15 or 20 years. */
  fixationYears: number;
  /** Initial annual repayment of the new loan (fraction, 0.02 = 2 %). */
  repayment: number;
  /** The curve and spread set of the day (from the database; the engine never looks them up). */
  market: RateMarket;
}

export interface ForwardRow {
  monthsAhead: number;
  /** Forward premium in rate units (fraction; 0.0015 = 0.15 percentage points). */
  surcharge: number;
  /** surcharge ÷ monthsAhead (fraction per month); 0 for m = 0. */
  surchargePerMonth: number;
  /** Today's model rate + surcharge (fraction), to 0.01 percentage points as quoted (quotedRate). */
  forwardRate: number;
  /** Monthly installment at the forward rate (euros). */
  installment: number;
  /** Balance after the new fixation at the forward rate (euros). */
  endBalance: number;
}

export interface FollowUpFinancingResult extends ForwardRow {
  fixationYears: FollowUpFixationYears;
  balance: number;
  repayment: number;
  /** Today's model rate for the new fixation (model.ts), with its parts and the curve's date. */
  modelRate: MortgageRateResult;
  /** Date of the Bundesbank curve (ISO). */
  curveDate: string;
  /** Bund spot rate z(N) (fraction). */
  spotZero: number;
  /** Bund forward rate F(m/12, m/12 + N) (fraction). */
  forwardZero: number;
  /** Interest paid over the new fixation at the forward rate (euros; stops at payoff). */
  interestPaid: number;
  /**
   * What the surcharge costs over the new fixation: interest at the forward rate minus interest at today's
   * model rate, both with the forward loan's installment (equal payments, as in break-even.ts) (euros).
   */
  surchargeCost: number;
  /** Rate at the start date above which the forward loan was worth it (= forwardRate, see the file comment). */
  breakEvenRate: number;
  /** breakEvenRate − today's model rate: the rise the market has to exceed (fraction). */
  breakEvenRise: number;
  /** The surcharge table for FORWARD_TABLE_MONTHS. */
  table: ForwardRow[];
}

function isFollowUpFixation(value: number): value is FollowUpFixationYears {
  return (FOLLOW_UP_FIXATION_YEARS as readonly number[]).includes(value);
}

function checkBounds(value: unknown, field: string, min: number, max: number): number {
  const n = finite(value, field);
  if (n < min) throw new EngineInputError('MINIMUM', field, { minimum: min, value: n });
  if (n > max) throw new EngineInputError('MAXIMUM', field, { maximum: max, value: n });
  return n;
}

function checkMonthsAhead(value: unknown): number {
  const n = finite(value, 'monthsAhead');
  if (!Number.isInteger(n)) throw new EngineInputError('INVALID_INPUT', 'monthsAhead', { value: n, integer: true });
  return checkBounds(n, 'monthsAhead', 0, FOLLOW_UP_LIMITS.maxMonthsAhead);
}

function checkFixation(value: unknown): FollowUpFixationYears {
  if (typeof value !== 'number' || !isFollowUpFixation(value)) {
    throw new EngineInputError('INVALID_FIXATION', 'fixationYears', { value, allowed: [...FOLLOW_UP_FIXATION_YEARS] });
  }
  return value;
}

/**
 * The forward premium F(m/12, m/12 + N) − z(N) (fraction) of a loan with an N-year fixation starting in
 * `monthsAhead` months; exactly 0 for monthsAhead = 0. See the file comment.
 */
export function forwardSurcharge(curve: SvenssonParameters, monthsAhead: number, fixationYears: number): number {
  const m = checkMonthsAhead(monthsAhead);
  const n = checkFixation(fixationYears);
  if (m === 0) return 0;
  const start = m / 12;
  return annualForwardRate(curve, start, start + n) - spotRate(curve, n);
}

/**
 * Balance after the new fixation when the visitor waits and borrows at `rate` at the start date, paying the
 * forward loan's installment (the break-even convention). Equal to `endBalance` exactly at `breakEvenRate`.
 */
export function waitingBalance(result: Pick<FollowUpFinancingResult, 'balance' | 'installment' | 'fixationYears'>, rate: number): number {
  const r = finite(rate, 'rate');
  return balanceAfterMonths(result.balance, r, result.installment, result.fixationYears * 12);
}

/** The follow-up financing of the file comment. Throws EngineInputError for input it cannot compute with. */
export function followUpFinancing(input: FollowUpFinancingInput): FollowUpFinancingResult {
  const balance = checkBounds(input.balance, 'balance', FOLLOW_UP_LIMITS.minBalance, FOLLOW_UP_LIMITS.maxBalance);
  const propertyValue = checkBounds(input.propertyValue, 'propertyValue', FOLLOW_UP_LIMITS.minPropertyValue, FOLLOW_UP_LIMITS.maxPropertyValue);
  const monthsAhead = checkMonthsAhead(input.monthsAhead);
  const fixationYears = checkFixation(input.fixationYears);
  const repayment = checkBounds(input.repayment, 'repayment', FOLLOW_UP_LIMITS.minRepayment, FOLLOW_UP_LIMITS.maxRepayment);
  const market = input.market;
  if (!market?.curve || !market.model) throw new EngineInputError('NO_MARKET', 'market');

  const modelRate = mortgageRate({ fixationYears: fixationYears as FixationYears, loanAmount: balance, propertyValue, curve: market.curve, model: market.model });
  const months = fixationYears * 12;
  const row = (m: number): ForwardRow => {
    const surcharge = forwardSurcharge(market.curve, m, fixationYears);
    // Quoted like today's rate, to 0.01 percentage points.
    const forwardRate = quotedRate(modelRate.rate + surcharge);
    const installment = monthlyInstallment(balance, forwardRate, repayment);
    return {
      monthsAhead: m,
      surcharge,
      surchargePerMonth: m === 0 ? 0 : surcharge / m,
      forwardRate,
      installment,
      endBalance: balanceAfterMonths(balance, forwardRate, installment, months),
    };
  };

  const chosen = row(monthsAhead);
  const start = monthsAhead / 12;
  const interestPaid = interestPaidOverMonths(balance, chosen.forwardRate, chosen.installment, months);
  return {
    ...chosen,
    fixationYears,
    balance,
    repayment,
    modelRate,
    curveDate: market.curve.date,
    spotZero: spotRate(market.curve, fixationYears),
    forwardZero: annualForwardRate(market.curve, start, start + fixationYears),
    interestPaid,
    surchargeCost: interestPaid - interestPaidOverMonths(balance, modelRate.rate, chosen.installment, months),
    breakEvenRate: chosen.forwardRate,
    breakEvenRise: chosen.forwardRate - modelRate.rate,
    table: FORWARD_TABLE_MONTHS.map(row),
  };
}
