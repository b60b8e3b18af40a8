/**
 * The amount a financing certificate states (issue 26, ADR 032): the house-budget engine on the applicants'
 * figures, the lower of two answers —
 * - the bank's household calculation (rule 'livingCosts': the living-cost flat rates per adult and child, the
 *   running costs of the home, a 10 % buffer: engine/house-budget.ts HOUSEHOLD_CALCULATION), and
 * - the 40 % guidance: all loan payments at most 40 % of the net income (BURDEN_RATIO_LIMITS.guidanceMax) —
 * at today's model rate for 10 years fixed and 2 % initial repayment, with the purchase costs of the property's
 * state (else of the primary applicant's German address; else the highest transfer tax of any state), 2 % notary
 * and land registry and the customary buyer's commission of 3.57 %. Pure: no database.
 */
import { EngineInputError } from '@/engine/errors';
import { currentTransferTaxEntries, transferTaxRate } from '@/engine/fees/transfer-tax';
import { LOAN_ESTIMATE_NOTARY_RATE } from '@/engine/fees/purchase-costs';
import { stateForPostalCode } from '@/engine/geo/lookup';
import type { StateCode } from '@/engine/geo/regions';
import { BUDGET_DEFAULTS, BURDEN_RATIO_LIMITS, houseBudget, type BudgetResult } from '@/engine/house-budget';
import { SUGGESTED_COMMISSION_PERCENT } from '@/engine/mortgage/defaults';
import type { RateMarket } from '@/engine/rates/market';
import type { CertificateRequest } from './certificate-form';

/** The certificate's financing terms [CONVENTION: the calculators' defaults]. */
export const CERTIFICATE_TERMS = Object.freeze({ repayment: 0.02, fixationYears: 10 as const, commission: SUGGESTED_COMMISSION_PERCENT / 100, livingArea: BUDGET_DEFAULTS.livingArea });

export interface CertificateFigures {
  netIncome: number;
  otherLoans: number;
  savings: number;
  adults: number;
  children: number;
  /** The household calculation's monthly figures. */
  livingCosts: number;
  runningCosts: number;
  buffer: number;
  livingArea: number;
  /** Which answer set the amount: the household calculation or the 40 % guidance. */
  limitedBy: 'household' | 'guidance';
  /** What each rule leaves for the mortgage a month: after the household calculation, and 40 % of the income less other loans. */
  householdInstallment: number;
  guidanceInstallment: number;
  maxInstallment: number;
  monthlyPayment: number;
  /** Nominal rate (fraction) of the model for the amount, and the date of the curve it comes from. */
  interestRate: number;
  rateDate: string;
  repayment: number;
  fixationYears: number;
  /** Transfer tax rate and where it comes from: the property's state, the applicant's state, or the highest of all states. */
  transferTax: number;
  taxState: StateCode | null;
  taxBasis: 'property' | 'address' | 'highest';
  notaryRate: number;
  commission: number;
  purchaseCosts: number;
  maxPrice: number;
  loan: number;
  /** The savings do not cover the purchase costs: the loan would finance part of them. */
  financesCosts: boolean;
  /** The property's price, when named, and whether it is within the amount. */
  purchasePrice: number | null;
  priceWithin: boolean | null;
}

/**
 * Whether a certificate finances more than the price (the loan above the price, over 100 %): the savings do not
 * cover the purchase costs, so the loan would finance part of them, which many banks do not do. The one rule behind
 * the caution on the account's page, the PDF and the verification page (issue 49): the engine's `financesCosts` as
 * stored on the day of issue.
 */
export function financesCosts(figures: Record<string, unknown> | CertificateFigures): boolean {
  return (figures as Partial<CertificateFigures>).financesCosts === true;
}

export type CertificateAmount = { ok: true; figures: CertificateFigures } | { ok: false; code: 'NO_BUDGET' | 'NO_MARKET' };

function taxOf(request: CertificateRequest, date: string): { rate: number; state: StateCode | null; basis: CertificateFigures['taxBasis'] } {
  const propertyState = request.property ? stateForPostalCode(request.property.address.zipcode)?.state : undefined;
  if (propertyState) return { rate: transferTaxRate(propertyState, date), state: propertyState, basis: 'property' };
  const home = request.applicants[0].address;
  const homeState = home.country === 'DE' ? stateForPostalCode(home.zipcode)?.state : undefined;
  if (homeState) return { rate: transferTaxRate(homeState, date), state: homeState, basis: 'address' };
  const entries = Object.entries(currentTransferTaxEntries()) as [StateCode, { rate: number }][];
  const highest = entries.reduce((a, b) => (b[1].rate > a[1].rate ? b : a));
  return { rate: highest[1].rate, state: null, basis: 'highest' };
}

/** A household's figures for the budget: incomes added, other loans, savings, the transfer tax assumed. */
export interface BudgetHousehold {
  netIncome: number;
  otherLoans: number;
  savings: number;
  adults: number;
  children: number;
  locationTax: number;
}

/**
 * What a household can finance on the certificate's terms: the house-budget engine under the bank's household
 * calculation and under the 40 % guidance, the lower of the two (`chosen`); null when either leaves nothing for a
 * loan. The one computation of "what you can afford": the certificate's amount and the property search's budget
 * (issue 48) both come from it.
 */
export function certificateBudget(h: BudgetHousehold, market: RateMarket): { household: BudgetResult; guidance: BudgetResult; chosen: BudgetResult; limitedBy: 'household' | 'guidance' } | null {
  const common = {
    netIncome: h.netIncome,
    otherLoans: h.otherLoans,
    equity: h.savings,
    locationTax: h.locationTax,
    commission: CERTIFICATE_TERMS.commission,
    repayment: CERTIFICATE_TERMS.repayment,
    fixationYears: CERTIFICATE_TERMS.fixationYears,
  };
  const run = (inputs: Parameters<typeof houseBudget>[0]): BudgetResult | null => {
    try {
      return houseBudget(inputs, { market });
    } catch (e) {
      if (e instanceof EngineInputError && e.code === 'NO_BUDGET') return null;
      throw e;
    }
  };
  const household = run({ ...common, rule: 'livingCosts', adults: h.adults, children: h.children, livingArea: CERTIFICATE_TERMS.livingArea, livingCosts: null });
  const guidance = run({ ...common, rule: 'burden', burdenRatio: BURDEN_RATIO_LIMITS.guidanceMax });
  if (!household || !guidance || household.maxPrice === 0 || guidance.maxPrice === 0) return null;
  const chosen = household.maxPrice <= guidance.maxPrice ? household : guidance;
  return { household, guidance, chosen, limitedBy: chosen === household ? 'household' : 'guidance' };
}

export function certificateAmount(request: CertificateRequest, market: RateMarket | null, date: string): CertificateAmount {
  if (!market) return { ok: false, code: 'NO_MARKET' };
  const tax = taxOf(request, date);
  const netIncome = request.applicants.reduce((sum, a) => sum + a.netIncome, 0);
  const budget = certificateBudget({ netIncome, otherLoans: request.otherLoans, savings: request.savings, adults: request.applicants.length, children: request.children, locationTax: tax.rate }, market);
  if (!budget) return { ok: false, code: 'NO_BUDGET' };
  const { household, guidance, chosen, limitedBy } = budget;
  const costs = household.household!;
  const purchasePrice = request.property?.purchasePrice ?? null;
  return {
    ok: true,
    figures: {
      netIncome,
      otherLoans: request.otherLoans,
      savings: request.savings,
      adults: request.applicants.length,
      children: request.children,
      livingCosts: costs.livingCosts,
      runningCosts: costs.runningCosts,
      buffer: costs.buffer,
      livingArea: costs.livingArea,
      limitedBy,
      householdInstallment: Math.floor(household.maxInstallment),
      guidanceInstallment: Math.floor(guidance.maxInstallment),
      maxInstallment: Math.floor(chosen.maxInstallment),
      monthlyPayment: Math.round(chosen.monthlyPayment * 100) / 100,
      interestRate: chosen.interestRate,
      rateDate: market.curve.date,
      repayment: CERTIFICATE_TERMS.repayment,
      fixationYears: CERTIFICATE_TERMS.fixationYears,
      transferTax: tax.rate,
      taxState: tax.state,
      taxBasis: tax.basis,
      notaryRate: LOAN_ESTIMATE_NOTARY_RATE,
      commission: CERTIFICATE_TERMS.commission,
      purchaseCosts: Math.round(chosen.purchaseCosts),
      maxPrice: chosen.maxPrice,
      loan: Math.floor(chosen.loan),
      financesCosts: chosen.financesCosts,
      purchasePrice,
      priceWithin: purchasePrice === null ? null : purchasePrice <= chosen.maxPrice,
    },
  };
}
