/**
 * House budget ("Wie viel Haus kann ich mir leisten?", issue 14): from the household's income, commitments,
 * equity, loan terms and the place to the highest purchase price, its loan and monthly payment.
 *
 * Rules (stated on the page with the result):
 * - Monthly budget for the loan, one of two rules the visitor chooses:
 *   - 'burden': net household income × burden ratio − other loan payments (rule of thumb: at most 35–40 %
 *     of the net income for all loan payments, worked-examples.md #6 and ./affordability.ts);
 *   - 'livingCosts': net household income − living costs − other loan payments (a bank's household
 *     calculation, "Haushaltsrechnung": what is left after living costs carries the loan).
 * - Purchase costs and loan exactly as the mortgage calculator computes them (src/engine/mortgage/calculator.ts,
 *   spec § 9): loan = price × (1 + transfer tax + commission + 2 % notary) − equity. The equity pays the purchase
 *   costs first, the rest goes into the price; equity below the costs means the loan finances part of them.
 * - Interest rate: the visitor's own rate, or the rate model's rate for the loan and loan-to-value of the
 *   price (src/engine/rates/model.ts), so a higher price with a higher loan-to-value costs a higher rate.
 * - Installment = loan × (rate + initial repayment) / 12 (the mortgage calculator's percent mode).
 * - The maximum price is the highest whole-euro price whose installment stays within the budget, capped at the
 *   calculator's 10,000,000. Putting that price, the equity, the repayment rate, fixation and place into the
 *   mortgage calculator gives the same monthly payment (tests/unit and e2e check the round trip).
 *
 * The model rate is constant between the steps of the loan-to-value surcharges and the small-loan surcharges,
 * so within each such price interval the installment rises linearly with the price; the maximum is found
 * exactly per interval (no iteration), then checked against the real functions.
 */
import { EngineInputError, finite } from './errors';
import { LOAN_ESTIMATE_NOTARY_RATE, loanEstimate } from './fees/purchase-costs';
import { monthlyInstallment } from './mortgage/annuity';
import { CALCULATOR_FIXATION_YEARS, MORTGAGE_LIMITS, isCalculatorFixationYears, type CalculatorFixationYears } from './mortgage/defaults';
import type { RateMarket } from './rates/market';
import { mortgageRate } from './rates/model';

export type BudgetRule = 'burden' | 'livingCosts';

/** Allowed burden ratios (fractions): the 35–40 % rule of thumb lies inside; above 40 % the result says so. */
export const BURDEN_RATIO_LIMITS = Object.freeze({ min: 0.1, max: 0.5, guidanceMax: 0.4, default: 0.35 });

/** Defaults of the budget page [CONVENTION]: a household of two with a typical income, Berlin, 2 % repayment. */
export const BUDGET_DEFAULTS = Object.freeze({
  netIncome: 5000,
  otherLoans: 0,
  rule: 'burden' as BudgetRule,
  burdenRatio: BURDEN_RATIO_LIMITS.default,
  livingCosts: 2500,
  equity: 80_000,
  repayment: 0.02,
  fixationYears: 10 as CalculatorFixationYears,
});

export interface BudgetInputs {
  /** Monthly net household income, euros. */
  netIncome: number;
  /** Monthly payments of other loans (car, consumer credit), euros. */
  otherLoans: number;
  rule: BudgetRule;
  /** Fraction of the net income for all loan payments (rule 'burden'). */
  burdenRatio?: number | null;
  /** Monthly living costs without the current rent (rule 'livingCosts'), euros. */
  livingCosts?: number | null;
  /** Own funds, euros. */
  equity: number;
  /** Transfer tax of the place, fraction. */
  locationTax: number;
  /** Buyer's broker commission, fraction (0–5 %). */
  commission: number;
  /** Initial annual repayment, fraction (1–10 %). */
  repayment: number;
  fixationYears: number;
  /** The visitor's own nominal rate (fraction); null = the model rate of the market. */
  interestRate?: number | null;
}

export interface BudgetResult {
  rule: BudgetRule;
  /** What the household can pay for the mortgage per month under the rule. */
  maxInstallment: number;
  /** Highest purchase price in whole euros (0 when the budget does not reach the smallest loan). */
  maxPrice: number;
  loan: number;
  /** Installment at maxPrice (≤ maxInstallment). */
  monthlyPayment: number;
  interestRate: number;
  rateSource: 'model' | 'override';
  /** Transfer tax + notary + commission at maxPrice. */
  purchaseCosts: number;
  /** Equity used for the purchase costs and for the price. */
  equityForCosts: number;
  equityForPrice: number;
  loanToValue: number;
  /** The loan also finances part of the purchase costs (equity below them). */
  financesCosts: boolean;
  /** The price is below the mortgage calculator's smallest price (100,000) or the loan below its smallest. */
  belowCalculatorRange: boolean;
  /** The price reached the calculator's largest price and was capped there. */
  capped: boolean;
  /** The burden ratio is above the 40 % guidance. */
  aboveGuidance: boolean;
}

function within(value: unknown, field: string, min: number, max: number | null): number {
  const v = finite(value, field);
  if (v < min) throw new EngineInputError('MINIMUM', field, { minimum: min, value: v });
  if (max !== null && v > max) throw new EngineInputError('MAXIMUM', field, { maximum: max, value: v });
  return v;
}

/**
 * The budget of a household. Throws EngineInputError (code, field, params): INVALID_NUMBER, MINIMUM {minimum},
 * MAXIMUM {maximum}, REQUIRED (the chosen rule's figure missing), INVALID_OPTION, NO_MARKET (no own rate and
 * no market); NO_BUDGET when nothing is left for a loan.
 */
export function houseBudget(inputs: BudgetInputs, options: { market?: RateMarket | null } = {}): BudgetResult {
  const netIncome = within(inputs.netIncome, 'netIncome', 0, 1_000_000);
  const otherLoans = within(inputs.otherLoans, 'otherLoans', 0, 1_000_000);
  const equity = within(inputs.equity, 'equity', 0, MORTGAGE_LIMITS.maxPurchasePrice);
  const locationTax = within(inputs.locationTax, 'locationTax', MORTGAGE_LIMITS.minLocationTax, MORTGAGE_LIMITS.maxLocationTax);
  const commission = within(inputs.commission, 'commission', MORTGAGE_LIMITS.minCommission, MORTGAGE_LIMITS.maxCommission);
  const repayment = within(inputs.repayment, 'repayment', MORTGAGE_LIMITS.minInitialRepayment, MORTGAGE_LIMITS.maxInitialRepayment);
  const fixationYears = inputs.fixationYears;
  if (!isCalculatorFixationYears(fixationYears)) {
    throw new EngineInputError('INVALID_OPTION', 'fixationYears', { value: fixationYears, allowed: [...CALCULATOR_FIXATION_YEARS] });
  }
  const rule = inputs.rule;
  if (rule !== 'burden' && rule !== 'livingCosts') throw new EngineInputError('INVALID_OPTION', 'rule', { value: rule });

  let burdenRatio = 0;
  let maxInstallment: number;
  if (rule === 'burden') {
    if (inputs.burdenRatio === undefined || inputs.burdenRatio === null) throw new EngineInputError('REQUIRED', 'burdenRatio');
    burdenRatio = within(inputs.burdenRatio, 'burdenRatio', BURDEN_RATIO_LIMITS.min, BURDEN_RATIO_LIMITS.max);
    maxInstallment = netIncome * burdenRatio - otherLoans;
  } else {
    if (inputs.livingCosts === undefined || inputs.livingCosts === null) throw new EngineInputError('REQUIRED', 'livingCosts');
    const livingCosts = within(inputs.livingCosts, 'livingCosts', 0, 1_000_000);
    maxInstallment = netIncome - livingCosts - otherLoans;
  }
  if (!(maxInstallment > 0)) throw new EngineInputError('NO_BUDGET', 'netIncome', { maxInstallment });

  const override = inputs.interestRate === undefined || inputs.interestRate === null
    ? null
    : within(inputs.interestRate, 'interestRate', MORTGAGE_LIMITS.minInterestRate, MORTGAGE_LIMITS.maxInterestRate);
  const market = options.market ?? null;
  if (override === null && !market) throw new EngineInputError('NO_MARKET', 'interestRate');

  const costFactor = 1 + locationTax + commission + LOAN_ESTIMATE_NOTARY_RATE;
  const loanAt = (price: number) => loanEstimate({ price, cityTax: locationTax, commissionRate: commission, savings: equity });
  const rateAt = (price: number): number => {
    if (override !== null) return override;
    const loan = loanAt(price);
    return mortgageRate({ fixationYears, loanAmount: Math.max(loan, 1), propertyValue: price, curve: market!.curve, model: market!.model }).rate;
  };
  const installmentAt = (price: number) => monthlyInstallment(Math.max(0, loanAt(price)), rateAt(price), repayment);
  const fits = (price: number) => installmentAt(price) <= maxInstallment + 1e-9;

  // Prices where the model rate may change: loan-to-value steps (ltv = costFactor − equity / price) and
  // small-loan steps (loan = price × costFactor − equity).
  const breaks = new Set<number>([0, MORTGAGE_LIMITS.maxPurchasePrice]);
  if (override === null) {
    for (const step of market!.model.ltvSteps) {
      if (costFactor - step.maxLtv > 0) breaks.add(equity / (costFactor - step.maxLtv));
    }
    for (const s of market!.model.sizeSurcharges) breaks.add((s.below + equity) / costFactor);
  }
  const points = [...breaks].filter((p) => p >= 0 && p <= MORTGAGE_LIMITS.maxPurchasePrice).sort((a, b) => a - b);

  // Within each interval the rate is constant: the price whose installment equals the budget is linear.
  let best = 0;
  const consider = (price: number) => {
    const p = Math.floor(Math.min(price, MORTGAGE_LIMITS.maxPurchasePrice));
    if (p > best && p > 0 && loanAt(p) > 0 && fits(p)) best = p;
  };
  for (let i = 0; i < points.length - 1; i++) {
    const a = points[i]!;
    const b = points[i + 1]!;
    if (b <= a) continue;
    const mid = (a + b) / 2;
    const rate = rateAt(mid);
    const maxLoan = (12 * maxInstallment) / (rate + repayment);
    const solved = (maxLoan + equity) / costFactor;
    consider(Math.min(solved, b));
    // Rounding at a step: the whole euro just below and at the interval's end.
    consider(b - 1);
    consider(b);
  }
  const maxPrice = best;
  const loan = maxPrice > 0 ? Math.max(0, loanAt(maxPrice)) : 0;
  const rate = maxPrice > 0 ? rateAt(maxPrice) : override ?? 0;
  const purchaseCosts = maxPrice * (costFactor - 1);
  const equityForCosts = Math.min(equity, purchaseCosts);
  return {
    rule,
    maxInstallment,
    maxPrice,
    loan,
    monthlyPayment: loan > 0 ? monthlyInstallment(loan, rate, repayment) : 0,
    interestRate: rate,
    rateSource: override !== null ? 'override' : 'model',
    purchaseCosts,
    equityForCosts,
    equityForPrice: Math.max(0, equity - equityForCosts),
    loanToValue: maxPrice > 0 ? loan / maxPrice : 0,
    financesCosts: equity < purchaseCosts,
    belowCalculatorRange: maxPrice < MORTGAGE_LIMITS.minPurchasePrice || loan < MORTGAGE_LIMITS.minLoanAmount,
    capped: maxPrice >= MORTGAGE_LIMITS.maxPurchasePrice,
    aboveGuidance: rule === 'burden' && burdenRatio > BURDEN_RATIO_LIMITS.guidanceMax + 1e-12,
  };
}
