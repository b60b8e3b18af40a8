/**
 * Purchase costs (Kaufnebenkosten) of a home and the spec's loan estimate.
 *
 * - Transfer tax: dated rate of the state on the contract date (./transfer-tax), rounded down to whole
 *   euros (§ 11 Abs. 2 GrEStG).
 * - Notary and land registry: spec rule of thumb 2 % ('rule') or the itemised GNotKG calculation ('exact').
 * - Broker commission: customary buyer share of the state (./broker-commission), 0 % for new builds from a
 *   developer, or the caller's override (spec: commission 0 to 5 %).
 *
 * Worked examples 3 and 5 (worked-examples.md, german-mortgage.de): 400,000 in Berlin → transfer tax
 * 24,000 (6 %), notary and registry 8,000 (2 %), commission 14,280 (3.57 %), total 46,280 (11.57 %);
 * with 80,000 down the cash needed is 126,280.
 *
 * Pure module: runs in the browser.
 */
import type { StateCode } from '../geo/regions';
import { brokerCommission } from './broker-commission';
import { NOTARY_RULE_RATE, notaryAndRegistryCosts, notaryRuleOfThumb, type NotaryAndRegistryCosts } from './notary';
import { transferTaxAmount, transferTaxEntry } from './transfer-tax';

export type NotaryMode = 'rule' | 'exact';

export interface PurchaseCostsInput {
  price: number;
  state: StateCode;
  /** Contract date YYYY-MM-DD (decides the transfer tax rate). */
  date: string;
  /** Bought new from a developer: buyer commission defaults to 0 %. */
  newBuild: boolean;
  /** Buyer commission rate override (fraction, e.g. 0.0357); wins over the state default and newBuild. */
  commissionRate?: number;
  notaryMode: NotaryMode;
  /** Own funds (Eigenkapital) brought into the purchase. */
  savings: number;
  /**
   * Grundschuld amount for notaryMode 'exact'. Default: the loan needed, price + transfer tax + commission
   * + 2 % rule-of-thumb notary − savings (at least 0).
   */
  landCharge?: number;
}

export interface PurchaseCosts {
  transferTax: number;
  transferTaxRate: number;
  /** Notary and land registry together (gross). */
  notary: number;
  commission: number;
  commissionRate: number;
  /** transferTax + notary + commission. */
  total: number;
  /** total / price (0 for price 0). */
  totalRate: number;
  /** Own funds needed if the costs are paid in cash on top of `savings` as down payment: savings + total. */
  cashNeeded: number;
  /** Loan if the savings cover part of price + costs: max(0, price + total − savings). */
  loanAmount: number;
  /** Itemised notary and registry costs in notaryMode 'exact'. */
  notaryDetail?: NotaryAndRegistryCosts;
  /** Which inputs rest on [UNVERIFIED] figures (for the UI to show as assumptions). */
  assumptions: string[];
}

export function purchaseCosts(input: PurchaseCostsInput): PurchaseCosts {
  const { price, state, date, newBuild, commissionRate, notaryMode, savings } = input;
  if (!Number.isFinite(price) || price < 0) throw new RangeError(`price must be a finite number ≥ 0, got ${price}`);
  if (!Number.isFinite(savings)) throw new RangeError(`savings must be a finite number, got ${savings}`);
  if (commissionRate !== undefined && (!Number.isFinite(commissionRate) || commissionRate < 0 || commissionRate > 1)) {
    throw new RangeError(`commissionRate must be a fraction between 0 and 1, got ${commissionRate}`);
  }
  const assumptions: string[] = [];

  const taxEntry = transferTaxEntry(state, date);
  if (taxEntry.assumption) assumptions.push(`transferTax:${state}:${taxEntry.validFrom}`);
  const transferTax = transferTaxAmount(price, state, date);

  let buyerRate: number;
  if (commissionRate !== undefined) {
    buyerRate = commissionRate;
  } else {
    const c = brokerCommission({ state, newBuild, price });
    buyerRate = c.buyerRate;
    if (c.assumption) assumptions.push(newBuild ? 'commission:newBuild' : `commission:${state}`);
  }
  const commission = price * buyerRate;

  let notary: number;
  let notaryDetail: NotaryAndRegistryCosts | undefined;
  if (notaryMode === 'exact') {
    const landCharge =
      input.landCharge ?? Math.max(0, price + transferTax + commission + notaryRuleOfThumb(price) - savings);
    notaryDetail = notaryAndRegistryCosts({ price, landCharge });
    notary = notaryDetail.total;
    if (notaryDetail.items.some((i) => i.assumption)) assumptions.push('notary:fixedAmounts');
  } else {
    notary = notaryRuleOfThumb(price);
  }

  const total = transferTax + notary + commission;
  return {
    transferTax,
    transferTaxRate: taxEntry.rate,
    notary,
    commission,
    commissionRate: buyerRate,
    total,
    totalRate: price > 0 ? total / price : 0,
    cashNeeded: savings + total,
    loanAmount: Math.max(0, price + total - savings),
    ...(notaryDetail ? { notaryDetail } : {}),
    assumptions,
  };
}

/** Notary + registry share used by the spec's loan estimate (2 %). */
export const LOAN_ESTIMATE_NOTARY_RATE = NOTARY_RULE_RATE;

export interface LoanEstimateInput {
  price: number;
  /** Transfer tax rate of the location (fraction; spec default 0.06 for Berlin). */
  cityTax: number;
  /** Buyer commission rate (fraction; spec default 0.0357). */
  commissionRate: number;
  savings: number;
}

/**
 * Spec § 9 loan estimate: price × (1 + cityTax + commissionRate + 0.02) − savings.
 * Kept exactly linear (no clamping): a negative result means the savings exceed price plus costs.
 */
export function loanEstimate({ price, cityTax, commissionRate, savings }: LoanEstimateInput): number {
  return price * (1 + cityTax + commissionRate + LOAN_ESTIMATE_NOTARY_RATE) - savings;
}
