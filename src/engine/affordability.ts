/**
 * House budget ("Wie viel Haus kann ich mir leisten?") from income, savings and loan terms.
 *
 * Conventions:
 * - Rates are fractions; money is euros as floats; nothing is rounded here.
 * - Max monthly installment = monthly net household income × burden ratio (Haushaltsrechnung rule of
 *   thumb). Source: Dr. Klein rule of thumb "rate ≤ 35 % of household net income" (german-finance-facts.md
 *   section 5; a rule of thumb, not law, so it has no valid-from date); common German broker guidance allows up to 40 % (worked-examples.md #6:
 *   40 % of 5,000 net = 2,000 per month). Allowed range 0.35–0.40, default 0.35.
 * - Max loan follows the German annuity convention of ../mortgage/annuity.ts:
 *   installment = loan × (rate + initial repayment) / 12, so loan = 12 × installment / (rate + repayment).
 * - Purchase costs (Kaufnebenkosten) are one fraction of the price passed in by the caller: transfer tax
 *   of the federal state + notary/land register (≈ 2 %) + buyer's broker commission.
 * - Max purchase price P solves P × (1 + costRate) − savings = max loan: all savings go into the
 *   purchase (costs first) and the loan covers the rest.
 */

import { monthlyInstallment } from './mortgage/annuity';

/** Default burden ratio (35 %, Dr. Klein rule of thumb; facts section 5). */
export const DEFAULT_BURDEN_RATIO = 0.35;
/** Lowest allowed burden ratio (35–40 % rule). */
export const MIN_BURDEN_RATIO = 0.35;
/** Highest allowed burden ratio (35–40 % rule; worked-examples.md #6 uses 40 %). */
export const MAX_BURDEN_RATIO = 0.4;

export interface AffordabilityInput {
  /** Monthly net household income, euros. */
  monthlyNetIncome: number;
  /** Savings available as equity, euros. */
  savings: number;
  /** Purchase costs as a fraction of the price (transfer tax + notary 0.02 + commission), e.g. 0.1157. */
  purchaseCostRate: number;
  /** Nominal annual interest rate (fraction). */
  annualRate: number;
  /** Initial annual repayment rate (anfängliche Tilgung, fraction). */
  initialRepayment: number;
  /** Share of net income available for the installment, 0.35–0.40; default 0.35. */
  burdenRatio?: number;
}

export interface AffordabilityResult {
  maxMonthlyInstallment: number;
  maxLoan: number;
  maxPurchasePrice: number;
  /** Purchase costs at the max price: maxPurchasePrice × purchaseCostRate. */
  purchaseCosts: number;
  /** Total cost: maxPurchasePrice + purchaseCosts (= maxLoan + savings). */
  totalCost: number;
  /** Equity share of the total cost: savings / totalCost (0 if the total is 0). */
  equityShare: number;
  /** Loan relative to the purchase price (Beleihungsauslauf on the price): maxLoan / maxPurchasePrice. */
  loanToPrice: number;
}

/**
 * Maximum monthly installment, loan and purchase price for a household. Throws RangeError on a burden
 * ratio outside 0.35–0.40, negative income/savings/cost rate, or rate + repayment ≤ 0.
 */
export function affordability(input: AffordabilityInput): AffordabilityResult {
  const { monthlyNetIncome, savings, purchaseCostRate, annualRate, initialRepayment } = input;
  const burdenRatio = input.burdenRatio ?? DEFAULT_BURDEN_RATIO;
  if (!(burdenRatio >= MIN_BURDEN_RATIO - 1e-12 && burdenRatio <= MAX_BURDEN_RATIO + 1e-12)) {
    throw new RangeError(`burdenRatio must be between ${MIN_BURDEN_RATIO} and ${MAX_BURDEN_RATIO}, got ${burdenRatio}`);
  }
  if (!(monthlyNetIncome >= 0)) throw new RangeError('monthlyNetIncome must be ≥ 0');
  if (!(savings >= 0)) throw new RangeError('savings must be ≥ 0');
  if (!(purchaseCostRate >= 0)) throw new RangeError('purchaseCostRate must be ≥ 0');
  if (!(annualRate + initialRepayment > 0)) throw new RangeError('annualRate + initialRepayment must be > 0');

  const maxMonthlyInstallment = monthlyNetIncome * burdenRatio;
  const maxLoan = maxLoanForInstallment(maxMonthlyInstallment, annualRate, initialRepayment);
  const totalCost = maxLoan + savings;
  const maxPurchasePrice = totalCost / (1 + purchaseCostRate);
  const purchaseCosts = maxPurchasePrice * purchaseCostRate;
  return {
    maxMonthlyInstallment,
    maxLoan,
    maxPurchasePrice,
    purchaseCosts,
    totalCost,
    equityShare: totalCost > 0 ? savings / totalCost : 0,
    loanToPrice: maxPurchasePrice > 0 ? maxLoan / maxPurchasePrice : 0,
  };
}

/**
 * Largest loan whose German-convention installment L × (rate + repayment) / 12 equals `installment`
 * (inverse of monthlyInstallment in ../mortgage/annuity.ts).
 */
export function maxLoanForInstallment(installment: number, annualRate: number, initialRepayment: number): number {
  const perEuro = monthlyInstallment(1, annualRate, initialRepayment);
  return installment / perEuro;
}
