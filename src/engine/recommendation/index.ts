/**
 * The personal mortgage recommendation of the OM funnel (issue 14): which fixation, how much repayment, how much
 * equity to put in, which KfW programmes may apply — each with the numbers behind it.
 *
 * Conventions (those of the mortgage calculator, calculator.ts and annuity.ts): nominal annual rates as
 * fractions, interest monthly at i/12, installments at the end of each month; purchase costs, loan and the
 * first rate of every fixation come from `calculateMortgage` with the same inputs, so the report and the
 * calculator show the same figures.
 *
 * Comparison of fixations over the horizon H = the years the buyer expects to keep the property (at most 30,
 * the end of the Bundesbank curve), or until the loan is repaid:
 *  - expected path: the fixation's rate, then refinancing for the same length at the Bund forward rate of the
 *    refinancing window plus the model spread (`forwardFollowUpRate`, as the calculator's expected path);
 *  - stressed path: every follow-up rate 2 percentage points above the expected one (issue 14: "rates +2 points
 *    at the end of each fixation");
 *  - the installment stays as agreed (the German default); where a follow-up rate would leave less than 1 %
 *    repayment, the installment rises to rate + 1 %;
 *  - cost = interest paid within H (what stays owed at the end of H is debt, not cost, and shown apart).
 * Choice: the lowest expected cost plus a risk weight times the extra cost of the stressed path (weights by
 * risk appetite below). Forward rates are market-implied break-even rates, not forecasts.
 *
 * § 489 Abs. 1 Nr. 2 BGB: a fixed-rate loan can be ended 10 years after full disbursement with six months'
 * notice, without prepayment penalty; selling within a fixation before that may cost a prepayment penalty
 * (Vorfälligkeitsentschädigung, § 502 BGB). So when the buyer expects to sell within 10 years, fixations that end
 * after the sale are left out (if sure or likely) and the reason says so.
 */
import { EngineInputError, finite } from '../errors';
import { balanceAfterMonths, fixedTermInstallment } from '../mortgage/annuity';
import { calculateMortgage, type MortgageCalculation } from '../mortgage/calculator';
import { CALCULATOR_FIXATION_YEARS, MORTGAGE_LIMITS, SUGGESTED_COMMISSION_PERCENT, type CalculatorFixationYears } from '../mortgage/defaults';
import { breakEvenRefinancingRate, forwardFollowUpRate } from '../rates/break-even';
import { MAX_CURVE_YEARS } from '../rates/forward';
import type { RateMarket } from '../rates/market';
import { KFW_PROGRAMMES, kfwProgrammes, type KfwMatch } from './kfw';

export { KFW_PROGRAMMES, type KfwMatch };

export type PropertyUsage = 'ownHome' | 'investment';
export type HoldCertainty = 'sure' | 'likely' | 'unsure';
export type RiskAppetite = 'low' | 'medium' | 'high';
export type Building = 'existing' | 'new';

export interface RecommendationInputs {
  purchasePrice: number;
  /** Transfer tax of the place, fraction. */
  locationTax: number;
  /** Buyer's broker commission, fraction; default SUGGESTED_COMMISSION_PERCENT. */
  realEstateCommission?: number;
  usage: PropertyUsage;
  /** All own funds the household has, euros. */
  equity: number;
  /** Household net income per month, euros. */
  netIncomeMonthly: number;
  /** Age of the older borrower, years. */
  age: number;
  /** Default 67 (Regelaltersgrenze for those born 1964 or later). */
  retirementAge?: number;
  /** Years the buyer expects to keep the property. */
  holdYears: number;
  holdCertainty: HoldCertainty;
  risk: RiskAppetite;
  /** Children under 18 in the household (KfW 300/308). */
  children?: number;
  building?: Building;
}

export const RECOMMENDATION_LIMITS = Object.freeze({
  purchasePrice: { min: MORTGAGE_LIMITS.minPurchasePrice, max: MORTGAGE_LIMITS.maxPurchasePrice },
  locationTax: { min: MORTGAGE_LIMITS.minLocationTax, max: MORTGAGE_LIMITS.maxLocationTax },
  realEstateCommission: { min: MORTGAGE_LIMITS.minCommission, max: MORTGAGE_LIMITS.maxCommission },
  equity: { min: 0, max: 10_000_000 },
  netIncomeMonthly: { min: 500, max: 100_000 },
  age: { min: 18, max: 75 },
  retirementAge: { min: 60, max: 75 },
  holdYears: { min: 1, max: 40 },
  children: { min: 0, max: 10 },
});

export const RECOMMENDATION_DEFAULTS = Object.freeze({
  retirementAge: 67,
  realEstateCommission: SUGGESTED_COMMISSION_PERCENT / 100,
  /** Repayment used when the loan would be repaid by retirement at less than this rate: the lender minimum. */
  minRepayment: MORTGAGE_LIMITS.minInitialRepayment,
  maxRepayment: MORTGAGE_LIMITS.maxInitialRepayment,
  /** Stress: follow-up rates this much above the expected ones. */
  stressAdd: 0.02,
  /** Share of the net income above which the installment is a warning (house budget's guidance). */
  burdenGuidance: 0.4,
  /**
   * Reserve kept back [CONVENTION, consumer advice: Verbraucherzentrale and Stiftung Warentest recommend three
   * to six net monthly incomes as an emergency reserve]: 3 months, 6 when the buyer is unsure how long they stay.
   */
  reserveMonths: { sure: 3, likely: 3, unsure: 6 } as Readonly<Record<HoldCertainty, number>>,
  reserveMinimum: 5_000,
  /** Weight of the stressed path's extra cost in the choice, by risk appetite [CONVENTION]. */
  riskWeight: { low: 1, medium: 0.5, high: 0.1 } as Readonly<Record<RiskAppetite, number>>,
  /** § 489 Abs. 1 Nr. 2 BGB. */
  terminationRightYears: 10,
});

export type FixationReason =
  /** The lowest expected cost plus risk weight. */
  | 'LOWEST_WEIGHTED_COST'
  /** The recommended fixation is not the cheapest on the expected path: it protects against rising rates. */
  | 'STRESS_PROTECTION'
  /** Fixations ending after the expected sale were left out (prepayment penalty). */
  | 'SALE_BEFORE_END'
  /** The fixation is longer than 10 years: it can still be ended after 10 years without penalty. */
  | 'TERMINATION_RIGHT';

export interface FixationOption {
  fixationYears: CalculatorFixationYears;
  /** Nominal rate of the fixation (model rate with the LTV step of the loan). */
  interestRate: number;
  /** Installment at the recommended repayment. */
  monthlyRate: number;
  /** Follow-up rate on the expected path at the end of the fixation; null if none falls into the horizon. */
  followUpRate: number | null;
  /** Interest paid within the horizon, expected path, whole euros. */
  expectedCost: number;
  /** Interest paid within the horizon with follow-up rates +2 points, whole euros. */
  stressedCost: number;
  /** Debt left at the end of the horizon, expected path, whole euros. */
  balanceAtHorizon: number;
  /** Left out because it ends after the expected sale (within 10 years). */
  excluded: boolean;
  /** expectedCost + weight × (stressedCost − expectedCost). */
  score: number;
}

export interface BreakEvenPair {
  shortYears: CalculatorFixationYears;
  longYears: CalculatorFixationYears;
  /** Follow-up rate at which both cost the same (`breakEvenRefinancingRate`); null when not defined. */
  breakEvenRate: number | null;
  /** The follow-up rate today's curve implies for the short fixation's refinancing. */
  forwardRate: number;
}

export type RepaymentNote = 'BY_RETIREMENT' | 'MINIMUM_REPAYMENT' | 'MAXIMUM_REPAYMENT' | 'PAST_RETIREMENT';

export type ReserveNote =
  /** Equity covers the costs and the reserve; the rest goes into the purchase. */
  | 'RESERVE_KEPT'
  /** Equity does not cover the costs and a reserve: the reserve is smaller than advised. */
  | 'RESERVE_SHORT'
  /** Equity is below the purchase costs: the loan also pays part of the costs. */
  | 'COSTS_FINANCED';

export interface Recommendation {
  date: string;
  curveDate: string;
  horizonYears: number;
  financing: {
    purchasePrice: number;
    transferTax: number;
    notaryFee: number;
    commission: number;
    purchaseCosts: number;
    equity: number;
    /** Equity put into the purchase (costs first). */
    downPayment: number;
    /** Equity kept back. */
    reserve: number;
    /** The advised reserve before it was cut to the equity available. */
    reserveTarget: number;
    loanAmount: number;
    loanToValue: number;
    note: ReserveNote;
    /** Interest saved within the recommended fixation if ALL equity went in instead (≥ 0; 0 when nothing kept). */
    interestSavedWithAllEquity: number;
    /** The rate with all equity put in (a lower LTV step may apply). */
    rateWithAllEquity: number;
  };
  repayment: {
    /** Initial annual repayment, fraction. */
    rate: number;
    monthlyRate: number;
    /** Installment ÷ net income. */
    shareOfIncome: number;
    aboveGuidance: boolean;
    note: RepaymentNote;
    /** Age when the loan is repaid on the expected path; null if not within 100 years. */
    payoffAge: number | null;
    retirementAge: number;
  };
  fixations: FixationOption[];
  recommended: FixationOption;
  reasons: FixationReason[];
  /** The fixation with the lowest expected cost (may differ from the recommended one). */
  cheapestExpected: CalculatorFixationYears;
  breakEven: BreakEvenPair[];
  /** Installment after the recommended fixation that keeps the payoff date: at the expected and the stressed rate. */
  stress: { balance: number; expectedRate: number; stressedRate: number; expectedInstallment: number; stressedInstallment: number } | null;
  kfw: KfwMatch[];
}

function number(value: unknown, field: string, limits: { min: number; max: number }, whole = false): number {
  const v = finite(value, field);
  if (whole && !Number.isInteger(v)) throw new EngineInputError('INVALID_NUMBER', field, { value: v });
  if (v < limits.min) throw new EngineInputError('MINIMUM', field, { minimum: limits.min, value: v });
  if (v > limits.max) throw new EngineInputError('MAXIMUM', field, { maximum: limits.max, value: v });
  return v;
}

function option<T extends string>(value: unknown, field: string, options: readonly T[]): T {
  if (!options.includes(value as T)) throw new EngineInputError('INVALID_OPTION', field, { value, options });
  return value as T;
}

const euros = (n: number) => Math.round(n);

/**
 * Simulates one fixation over the horizon: first rate for `years`, then refinancing for the same length at the
 * forward follow-up rate (+ `add`), installment kept (raised to rate + 1 % repayment if needed).
 */
function pathCost(
  calc: MortgageCalculation,
  market: RateMarket,
  years: CalculatorFixationYears,
  firstRate: number,
  installment: number,
  horizonMonths: number,
  add: number,
): { interest: number; balance: number; firstFollowUp: number | null } {
  let balance = calc.loanAmount;
  let interest = 0;
  let rate = firstRate;
  let pay = installment;
  let firstFollowUp: number | null = null;
  for (let month = 0; month < horizonMonths && balance > 0; month++) {
    if (month > 0 && month % (years * 12) === 0) {
      const fromYear = month / 12;
      if (fromYear < MAX_CURVE_YEARS) {
        rate = forwardFollowUpRate({ curve: market.curve, fromYear, fixationYears: years, model: market.model }) + add;
        firstFollowUp ??= rate;
        pay = Math.max(pay, (balance * (rate + RECOMMENDATION_DEFAULTS.minRepayment)) / 12);
      }
    }
    const monthInterest = (balance * rate) / 12;
    interest += monthInterest;
    balance = Math.max(0, balance + monthInterest - pay);
  }
  return { interest, balance, firstFollowUp };
}

/** Initial repayment that repays `loan` at `rate` in exactly `months` level installments. */
function repaymentForTerm(loan: number, rate: number, months: number): number {
  const installment = fixedTermInstallment(loan, rate, months);
  return (installment * 12) / loan - rate;
}

export function recommendMortgage(inputs: RecommendationInputs, { date, market }: { date: string; market: RateMarket }): Recommendation {
  const L = RECOMMENDATION_LIMITS;
  const D = RECOMMENDATION_DEFAULTS;
  const price = number(inputs.purchasePrice, 'purchasePrice', L.purchasePrice);
  const locationTax = number(inputs.locationTax, 'locationTax', L.locationTax);
  const commission = number(inputs.realEstateCommission ?? D.realEstateCommission, 'realEstateCommission', L.realEstateCommission);
  const usage = option(inputs.usage, 'usage', ['ownHome', 'investment'] as const);
  const equity = number(inputs.equity, 'equity', L.equity);
  const income = number(inputs.netIncomeMonthly, 'netIncomeMonthly', L.netIncomeMonthly);
  const age = number(inputs.age, 'age', L.age, true);
  const retirementAge = number(inputs.retirementAge ?? D.retirementAge, 'retirementAge', L.retirementAge, true);
  const hold = number(inputs.holdYears, 'holdYears', L.holdYears, true);
  const certainty = option(inputs.holdCertainty, 'holdCertainty', ['sure', 'likely', 'unsure'] as const);
  const risk = option(inputs.risk, 'risk', ['low', 'medium', 'high'] as const);
  const children = number(inputs.children ?? 0, 'children', L.children, true);
  const building = option(inputs.building ?? 'existing', 'building', ['existing', 'new'] as const);

  // Purchase costs (as the calculator) and the down payment: costs first, a reserve kept back.
  const base = { purchasePrice: price, locationTax, realEstateCommission: commission, monthlyPayment: 0, usePaymentPercentage: true, fixationYears: 10 as CalculatorFixationYears };
  const probe = calculateMortgage({ ...base, savings: 0, monthlyPaymentPercentage: 0.02 }, { date, market });
  const costs = probe.purchaseCosts;
  const total = price + costs;
  const maxSavings = total - MORTGAGE_LIMITS.minLoanAmount;
  const reserveTarget = Math.max(D.reserveMinimum, D.reserveMonths[certainty] * income);
  let note: ReserveNote;
  let downPayment: number;
  if (equity < costs) {
    note = 'COSTS_FINANCED';
    downPayment = equity;
  } else if (equity - costs < reserveTarget) {
    note = 'RESERVE_SHORT';
    downPayment = costs;
  } else {
    note = 'RESERVE_KEPT';
    downPayment = equity - reserveTarget;
  }
  downPayment = euros(Math.min(downPayment, maxSavings));
  const allIn = euros(Math.min(equity, maxSavings));

  // Repayment that finishes by retirement at the 10-year rate (the common reference), within the lender range.
  const first = calculateMortgage({ ...base, savings: downPayment, monthlyPaymentPercentage: 0.02 }, { date, market });
  const monthsToRetirement = (retirementAge - age) * 12;
  let repaymentNote: RepaymentNote = 'BY_RETIREMENT';
  let repayment: number;
  if (monthsToRetirement < 12) {
    repaymentNote = 'PAST_RETIREMENT';
    repayment = D.maxRepayment;
  } else {
    repayment = repaymentForTerm(first.loanAmount, first.chosen.interestRate, monthsToRetirement);
    if (repayment < D.minRepayment) {
      repayment = D.minRepayment;
      repaymentNote = 'MINIMUM_REPAYMENT';
    } else if (repayment > D.maxRepayment) {
      repayment = D.maxRepayment;
      repaymentNote = 'MAXIMUM_REPAYMENT';
    }
  }
  repayment = Math.ceil(repayment * 10_000) / 10_000;

  const calc = calculateMortgage({ ...base, savings: downPayment, monthlyPaymentPercentage: repayment }, { date, market });
  const horizonYears = Math.min(hold, MAX_CURVE_YEARS);
  const horizonMonths = horizonYears * 12;
  const weight = D.riskWeight[risk];
  const leavesBefore = hold < D.terminationRightYears && certainty !== 'unsure';
  const fixations: FixationOption[] = calc.results.map((r) => {
    const installment = r.monthlyRate;
    const expected = pathCost(calc, market, r.fixationYears, r.interestRate, installment, horizonMonths, 0);
    const stressed = pathCost(calc, market, r.fixationYears, r.interestRate, installment, horizonMonths, D.stressAdd);
    // Ends after a sale the buyer expects within 10 years: a prepayment penalty may apply.
    const excluded = leavesBefore && r.fixationYears > hold && r.fixationYears !== CALCULATOR_FIXATION_YEARS[0];
    return {
      fixationYears: r.fixationYears,
      interestRate: r.interestRate,
      monthlyRate: installment,
      followUpRate: expected.firstFollowUp,
      expectedCost: euros(expected.interest),
      stressedCost: euros(stressed.interest),
      balanceAtHorizon: euros(expected.balance),
      excluded,
      score: expected.interest + weight * (stressed.interest - expected.interest),
    };
  });
  const candidates = fixations.filter((f) => !f.excluded);
  const recommended = candidates.reduce((best, f) => (f.score < best.score - 1e-9 ? f : best));
  const cheapest = fixations.reduce((best, f) => (f.expectedCost < best.expectedCost ? f : best));
  const reasons: FixationReason[] = ['LOWEST_WEIGHTED_COST'];
  if (cheapest.fixationYears !== recommended.fixationYears && !cheapest.excluded) reasons.push('STRESS_PROTECTION');
  if (fixations.some((f) => f.excluded)) reasons.push('SALE_BEFORE_END');
  if (recommended.fixationYears > D.terminationRightYears) reasons.push('TERMINATION_RIGHT');

  // Break-even follow-up rate of every pair, next to the forward rate for the short one's refinancing.
  const breakEven: BreakEvenPair[] = [];
  for (const s of calc.results) {
    for (const l of calc.results) {
      if (l.fixationYears <= s.fixationYears) continue;
      breakEven.push({
        shortYears: s.fixationYears,
        longYears: l.fixationYears,
        breakEvenRate: breakEvenRefinancingRate({ loanAmount: calc.loanAmount, repayment, shortYears: s.fixationYears, longYears: l.fixationYears, shortRate: s.interestRate, longRate: l.interestRate }),
        forwardRate: forwardFollowUpRate({ curve: market.curve, fromYear: s.fixationYears, fixationYears: (l.fixationYears - s.fixationYears) as CalculatorFixationYears, model: market.model }),
      });
    }
  }

  // The installment after the recommended fixation that keeps the payoff date, expected and stressed.
  const chosen = calc.results.find((r) => r.fixationYears === recommended.fixationYears)!;
  const fixMonths = recommended.fixationYears * 12;
  const balanceAfter = balanceAfterMonths(calc.loanAmount, chosen.interestRate, recommended.monthlyRate, fixMonths);
  let stress: Recommendation['stress'] = null;
  const payoff = chosen.payoffMonths;
  if (balanceAfter > 0 && payoff !== null && payoff > fixMonths && recommended.fixationYears < MAX_CURVE_YEARS) {
    const expectedRate = forwardFollowUpRate({ curve: market.curve, fromYear: recommended.fixationYears, fixationYears: recommended.fixationYears, model: market.model });
    const stressedRate = expectedRate + D.stressAdd;
    const remaining = payoff - fixMonths;
    const level = (rate: number) => fixedTermInstallment(balanceAfter, rate, remaining);
    stress = { balance: euros(balanceAfter), expectedRate, stressedRate, expectedInstallment: euros(level(expectedRate)), stressedInstallment: euros(level(stressedRate)) };
  }

  // What putting in all equity would save within the recommended fixation.
  let interestSavedWithAllEquity = 0;
  let rateWithAllEquity = chosen.interestRate;
  if (allIn > downPayment) {
    const all = calculateMortgage({ ...base, savings: allIn, monthlyPaymentPercentage: repayment, fixationYears: recommended.fixationYears }, { date, market });
    rateWithAllEquity = all.chosen.interestRate;
    interestSavedWithAllEquity = euros(Math.max(0, chosen.interestPaidFixation - all.chosen.interestPaidFixation));
  }

  const monthlyRate = recommended.monthlyRate;
  const payoffAge = chosen.expectedPayoffMonths === null ? null : age + Math.ceil(chosen.expectedPayoffMonths / 12);
  return {
    date,
    curveDate: calc.curveDate,
    horizonYears,
    financing: {
      purchasePrice: price,
      transferTax: euros(calc.locationTax),
      notaryFee: euros(calc.notaryFee),
      commission: euros(calc.realEstateCommission),
      purchaseCosts: euros(costs),
      equity,
      downPayment,
      reserve: euros(equity - downPayment),
      reserveTarget: euros(reserveTarget),
      loanAmount: euros(calc.loanAmount),
      loanToValue: calc.loanToValue,
      note,
      interestSavedWithAllEquity,
      rateWithAllEquity,
    },
    repayment: {
      rate: repayment,
      monthlyRate,
      shareOfIncome: monthlyRate / income,
      aboveGuidance: monthlyRate / income > D.burdenGuidance,
      note: repaymentNote,
      payoffAge,
      retirementAge,
    },
    fixations,
    recommended,
    reasons,
    cheapestExpected: cheapest.fixationYears,
    breakEven,
    stress,
    kfw: kfwProgrammes({ usage, building, children, price, loan: calc.loanAmount }),
  };
}
