/**
 * The plan for a homeowner's loan (issue 51 part 2, ADR 052): three paths over the new fixation, for the loan's
 * own residual debt at the fixation's end, its property value and its own lead time.
 *
 * - PROLONGATION with the current bank: at the bank's offer when the homeowner types it, else at today's model
 *   rate plus PROLONGATION_MARKUP [ASSUMPTION, stated on the page: house banks' prolongation offers are often
 *   above the market; the figure is ours, not a published average]. No fees.
 * - SWITCH to another lender when the fixation ends, at today's model rate for the new fixation (model.ts
 *   `mortgageRate`, the landing's rate), with the costs of the land-charge assignment (`landChargeAssignmentCosts`).
 * - FORWARD LOAN arranged today: the landing's engine (follow-up-financing.ts, ADR 042) with the loan's own lead
 *   time as the months ahead (capped at 60: a loan further ahead can be arranged from 60 months before its end,
 *   `arrangeableFrom`), with the same assignment costs.
 *
 * Each path pays the new loan's installment B × (rate + repayment) / 12 (annuity.ts) over N × 12 months, and shows
 * the monthly payment, the interest over the new fixation, the residual debt at its end, the fees and the total
 * (interest + fees: what the path costs; the repayment is the same money in every path only when the rates are
 * equal, so the residual debt is shown beside it). Model figures on the curve of the day; the engine never reads
 * the clock or the database.
 */
import { EngineInputError, finite } from '../errors';
import { gnotkgFeeTableB } from '../fees/notary';
import { VAT_RATE } from '../fees/broker-commission';
import { monthlyInstallment } from '../mortgage/annuity';
import { amortizationSchedule } from '../mortgage/schedule';
import { FOLLOW_UP_FIXATION_YEARS, FOLLOW_UP_LIMITS, followUpFinancing, type FollowUpFixationYears } from '../rates/follow-up-financing';
import type { RateMarket } from '../rates/market';
import { mortgageRate, quotedRate } from '../rates/model';
import { addMonthsToDay, isMonthEnd, monthEndsBetween, parseDay } from './dates';
import { FORWARD_MAX_MONTHS_AHEAD, loanAnchor, summarizeCurrentLoan, type CurrentLoanInput, type CurrentLoanSummary } from './current-loan';

/**
 * [ASSUMPTION] What a prolongation offer of the current bank adds to the market rate when the homeowner has not
 * typed one: 0.3 percentage points. Stated as our assumption on the page (no published average found); the
 * homeowner's own offer replaces it.
 */
export const PROLONGATION_MARKUP = 0.003;

/**
 * Notarial certification of the old lender's signature under the assignment declaration: KV 25100 GNotKG, a 0.2
 * fee of Tabelle B on the land charge's nominal amount, at least €20 and at most €70 [OFF: GNotKG Anlage 1,
 * KV 25100]; the declaration is the bank's own form (no drafting fee assumed).
 */
export const KV_25100 = Object.freeze({ multiple: 0.2, min: 20, max: 70 });
/** Post and telecom flat of the notary, KV 32005 GNotKG: 20 % of the fees, at most €20 [OFF: GNotKG KV 32005]. */
export const KV_32005 = Object.freeze({ share: 0.2, max: 20 });
/**
 * Land registry entry of the assignment (a change of the right): KV 14130 GNotKG, a 0.5 fee on the land charge's
 * full nominal amount [OFF: GNotKG KV 14130; OLG Düsseldorf, 7 October 2014, I-10 W 135/14].
 */
export const KV_14130_MULTIPLE = 0.5;

export interface AssignmentCosts {
  /** The land charge's nominal amount the fees are computed on (euros). */
  landCharge: number;
  /** KV 25100: certification of the signature (0.2, €20–€70). */
  notaryCertification: number;
  /** KV 32005: post and telecom flat. */
  notaryExpenses: number;
  /** 19 % VAT on the notary's items (KV 32014). */
  notaryVat: number;
  /** KV 14130: land registry entry of the assignment (0.5, no VAT). */
  landRegistry: number;
  total: number;
}

const cent = (x: number) => Math.round(x * 100 + 1e-7) / 100;

/** The costs of assigning the land charge to a new lender (Grundschuldabtretung), GNotKG as of notary.ts. */
export function landChargeAssignmentCosts(landCharge: number): AssignmentCosts {
  const value = finite(landCharge, 'landCharge');
  if (value <= 0) throw new EngineInputError('MINIMUM', 'landCharge', { minimum: 0, value });
  const notaryCertification = Math.min(KV_25100.max, Math.max(KV_25100.min, gnotkgFeeTableB(value, KV_25100.multiple)));
  const notaryExpenses = cent(Math.min(KV_32005.max, notaryCertification * KV_32005.share));
  const notaryVat = cent((notaryCertification + notaryExpenses) * VAT_RATE);
  const landRegistry = gnotkgFeeTableB(value, KV_14130_MULTIPLE);
  return { landCharge: value, notaryCertification, notaryExpenses, notaryVat, landRegistry, total: cent(notaryCertification + notaryExpenses + notaryVat + landRegistry) };
}

export type PathKind = 'prolongation' | 'switch' | 'forward';

export interface PathResult {
  kind: PathKind;
  /** Nominal rate of the new fixation (fraction). */
  rate: number;
  /** Where the rate comes from: the bank's typed offer, the model rate + markup, the model rate, the forward rate. */
  rateSource: 'offer' | 'model_markup' | 'model' | 'forward';
  installment: number;
  /** Interest over the new fixation (euros). */
  interest: number;
  /** Installments over the new fixation (euros; the last one smaller at payoff). */
  payments: number;
  /** Residual debt at the new fixation's end. */
  residualDebt: number;
  /** Fees of the path (the land-charge assignment for switch and forward). */
  fees: number;
  /** interest + fees: what the path costs over the new fixation. */
  total: number;
}

export interface LoanPlanInput {
  loan: CurrentLoanInput;
  today: string;
  /** The property's value (euros), for the model's LTV step. */
  propertyValue: number;
  /** New fixation: 5, 10, 15 or 20 years. */
  fixationYears: number;
  /** Initial repayment of the new loan (fraction). */
  repayment: number;
  /** The bank's prolongation offer (fraction), or null to assume the model rate + PROLONGATION_MARKUP. */
  prolongationOffer: number | null;
  market: RateMarket;
}

export interface LoanPlan {
  current: CurrentLoanSummary;
  /** The balance the new fixation starts with (the residual debt at the fixation's end). */
  balance: number;
  fixationYears: FollowUpFixationYears;
  repayment: number;
  curveDate: string;
  /** Today's model rate for the new fixation. */
  modelRate: number;
  /** Months ahead the forward loan is priced for: the loan's own lead time, at most 60. */
  forwardMonthsAhead: number;
  /** The forward surcharge for those months (fraction). */
  forwardSurcharge: number;
  /** When the lead time is over 60 months: the day the forward loan can first be arranged; else null (today). */
  arrangeableFrom: string | null;
  assignment: AssignmentCosts;
  prolongation: PathResult;
  switch: PathResult;
  forward: PathResult;
}

function newLoanPath(kind: PathKind, rateSource: PathResult['rateSource'], balance: number, rate: number, repayment: number, months: number, fees: number): PathResult {
  const installment = monthlyInstallment(balance, rate, repayment);
  const rows = amortizationSchedule({ principal: balance, annualRate: rate, installment, maxMonths: months });
  let interest = 0;
  let payments = 0;
  for (const row of rows) {
    interest += row.interest;
    payments += row.payment;
  }
  const residualDebt = rows[rows.length - 1]?.balance ?? balance;
  return { kind, rate, rateSource, installment, interest, payments, residualDebt, fees, total: interest + fees };
}

function checkFixation(value: number): FollowUpFixationYears {
  if (!(FOLLOW_UP_FIXATION_YEARS as readonly number[]).includes(value)) throw new EngineInputError('INVALID_FIXATION', 'fixationYears', { value, allowed: [...FOLLOW_UP_FIXATION_YEARS] });
  return value as FollowUpFixationYears;
}

/** The three paths of the file comment. Throws EngineInputError (e.g. MINIMUM on `balance` when less than €10,000 is left). */
export function loanPlan(input: LoanPlanInput): LoanPlan {
  const current = summarizeCurrentLoan(input.loan, input.today);
  const fixationYears = checkFixation(input.fixationYears);
  const repayment = finite(input.repayment, 'repayment');
  if (repayment < FOLLOW_UP_LIMITS.minRepayment || repayment > FOLLOW_UP_LIMITS.maxRepayment) {
    throw new EngineInputError('OUT_OF_RANGE', 'repayment', { min: FOLLOW_UP_LIMITS.minRepayment, max: FOLLOW_UP_LIMITS.maxRepayment, value: repayment });
  }
  const offer = input.prolongationOffer === null ? null : finite(input.prolongationOffer, 'prolongationOffer');
  if (offer !== null && (offer <= 0 || offer >= 0.2)) throw new EngineInputError('INVALID_RATE', 'prolongationOffer', { value: offer, min: 0, max: 0.2 });
  const market = input.market;
  if (!market?.curve || !market.model) throw new EngineInputError('NO_MARKET', 'market');

  const balance = current.balanceAtFixationEnd;
  const lead = current.monthsToFixationEnd;
  const forwardMonthsAhead = Math.min(lead, FORWARD_MAX_MONTHS_AHEAD);
  // The landing's engine checks balance, value and months as the landing does (MINIMUM/MAXIMUM on `balance`, …).
  const forward = followUpFinancing({ balance, propertyValue: input.propertyValue, monthsAhead: forwardMonthsAhead, fixationYears, repayment, market });
  const model = mortgageRate({ fixationYears, loanAmount: balance, propertyValue: input.propertyValue, curve: market.curve, model: market.model });
  const months = fixationYears * 12;
  // [ASSUMPTION] The land charge is the original loan amount (the usual registration); with only a remaining debt
  // given, that amount. notary.ts's purchase costs compute the charge's entry on the loan the same way.
  const anchor = loanAnchor(input.loan);
  const assignment = landChargeAssignmentCosts(input.loan.originalAmount ?? anchor.amount);
  const prolongationRate = offer ?? quotedRate(model.rate + PROLONGATION_MARKUP);
  return {
    current,
    balance,
    fixationYears,
    repayment,
    curveDate: market.curve.date,
    modelRate: model.rate,
    forwardMonthsAhead,
    forwardSurcharge: forward.surcharge,
    arrangeableFrom: lead > FORWARD_MAX_MONTHS_AHEAD ? current.forwardFrom : null,
    assignment,
    prolongation: newLoanPath('prolongation', offer === null ? 'model_markup' : 'offer', balance, prolongationRate, repayment, months, 0),
    switch: newLoanPath('switch', 'model', balance, model.rate, repayment, months, assignment.total),
    forward: newLoanPath('forward', 'forward', balance, forward.forwardRate, repayment, months, assignment.total),
  };
}

export interface PlanChart {
  /** Calendar years: the end of each year from today's to the new fixation's end. */
  years: number[];
  /** Cumulative cost from today (the current loan's interest, then the path's interest and fees) at each year's end. */
  series: Record<PathKind, number[]>;
}

/**
 * The chart of the three paths over the lead time and the new fixation: what each path has cost from today by the
 * end of each calendar year (the current loan's interest until its fixation ends, the same for all three; then
 * the path's fees when the new loan starts and its interest month by month).
 */
/** Where the figures start: today, or an original amount's start when it lies ahead. */
function startOfFigures(loan: CurrentLoanInput, anchorDay: string, today: string): string {
  return loan.remainingDebt === null && today < anchorDay ? anchorDay : today;
}

export function planChart(plan: LoanPlan, loan: CurrentLoanInput, today: string): PlanChart {
  const anchor = loanAnchor(loan);
  const from = startOfFigures(loan, anchor.day, today);
  const end = loan.fixationEndDate > from ? loan.fixationEndDate : from;
  const leadMonths = monthEndsBetween(from, end);
  const startBalance = plan.current.balanceToday;
  const currentRows = leadMonths > 0 ? amortizationSchedule({ principal: startBalance, annualRate: loan.nominalRate, installment: anchor.installment, maxMonths: leadMonths }) : [];
  const newMonths = plan.fixationYears * 12;
  const firstYear = parseDay(from).year;
  const lastDay = addMonthsToDay(end, newMonths);
  const lastYear = parseDay(lastDay).year;
  const years: number[] = [];
  for (let y = firstYear; y <= lastYear; y++) years.push(y);
  // The k-th month end after a day (k ≥ 1) and its calendar year.
  const yearOfMonthEnd = (day: string, k: number) => parseDay(addMonthsToDay(day, isMonthEnd(day) ? k : k - 1)).year;
  const series = {} as Record<PathKind, number[]>;
  for (const kind of ['prolongation', 'switch', 'forward'] as const) {
    const path = plan[kind];
    const rows = amortizationSchedule({ principal: plan.balance, annualRate: path.rate, installment: path.installment, maxMonths: newMonths });
    const byYear = new Map<number, number>();
    let cumulative = 0;
    currentRows.forEach((row, i) => {
      cumulative += row.interest;
      byYear.set(yearOfMonthEnd(from, i + 1), cumulative);
    });
    cumulative += path.fees;
    byYear.set(parseDay(end).year, cumulative);
    rows.forEach((row, i) => {
      cumulative += row.interest;
      byYear.set(yearOfMonthEnd(end, i + 1), cumulative);
    });
    let last = 0;
    series[kind] = years.map((y) => {
      last = byYear.get(y) ?? last;
      return last;
    });
  }
  return { years, series };
}
