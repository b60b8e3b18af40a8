/**
 * Rent or buy: net worth of a buyer and of a renter over a horizon, month by month.
 *
 * Conventions (default figures for appreciation, maintenance and rent factors are in german-finance-facts.md
 * section 8 and belong to the caller; the tax figures too, see ./rent-vs-buy-calculator.ts):
 * - Rates are fractions per year; money is euros as floats; nothing is rounded here.
 * - The horizon's years are calendar years; month 0 is 1 January of year 1 (the purchase). The buyer pays the
 *   purchase costs (price × purchaseCostRate) and the down payment from savings; the loan is price − downPayment.
 *   The renter keeps the same amount (downPayment + purchase costs) and invests it at month 0.
 * - Loan: German annuity convention of ./mortgage/annuity.ts, installment = loan × (rate + initial
 *   repayment) / 12, constant, paid at the end of each month until payoff (then 0); the rate is kept
 *   for the whole horizon (no refinancing after the fixation period).
 * - Maintenance is due on the building only (the land does not wear out): in year y it is
 *   maintenanceRate × price × buildingShare × (1 + maintenanceGrowthRate)^(y−1) a year, paid monthly (1/12).
 * - Owner's monthly costs = loan payment of the month + maintenance. Property taxes, insurance, utilities
 *   and service charges are assumed equal for both sides and left out.
 * - Property value at the end of year y = price × (1 + appreciationRate)^y. Selling costs are ignored; the
 *   owner-occupied home's gain is tax-free (§ 23 Abs. 1 Satz 1 Nr. 1 Satz 3 EStG), so no tax on it.
 * - Rent in loan year y (months 12(y−1)+1 … 12y) = monthlyRent × (1 + rentGrowthRate)^(y−1), paid monthly.
 * - Investments grow monthly at (1 + investmentReturn)^(1/12) − 1 (so a full year gives exactly
 *   investmentReturn); contributions are made at the end of the month, after growth.
 * - Each month the renter invests max(0, owner's costs − rent). If `buyerInvestsDifference` is true,
 *   the buyer likewise invests max(0, rent − owner's costs) (e.g. after payoff) and that portfolio counts
 *   towards the buyer's net worth; default false (buyer net worth = property value − loan balance).
 * - Tax (`fundTax`; absent = no tax): each portfolio is an accumulating fund (thesaurierender Investmentfonds)
 *   taxed as the InvStG does since 1 January 2018; each path has its own allowance (they are alternatives,
 *   not one household):
 *   · Vorabpauschale of year y (§ 18 InvStG) = per share: price at the start of the year × 70 % of the
 *     Basiszins of the year, at most the price rise of the year (§ 18 Abs. 1), nothing distributed; for shares
 *     bought during the year reduced by 1/12 for each full month before the month of purchase (§ 18 Abs. 2: a
 *     contribution at the end of month k counts (13 − k)/12). It is deemed received on the first working day
 *     of year y + 1 (§ 18 Abs. 3) and taxed there: taxRate × max(0, (1 − partialExemption) × Vorabpauschale −
 *     the allowance of year y + 1); what it uses of that allowance is gone for the rest of year y + 1.
 *   · The tax is paid from the portfolio at the start of year y + 1: fund shares are sold at the average cost
 *     basis (not first-in-first-out) so that the sale's proceeds after its own tax cover it (the shares sold
 *     carry a gain too). Both households thus keep spending the same each month.
 *   · Sale (§ 19 InvStG): gain = proceeds − cost − the Vorabpauschalen already taxed on the shares sold (in
 *     full, § 19 Abs. 1 Satz 3–4); taxed at taxRate on (1 − partialExemption) × gain above what is left of the
 *     year's allowance; a loss is not taxed (no loss carry-forward: with a constant return there is none).
 *   · Net worth at the end of year y counts each portfolio after the tax a sale on that day would cost
 *     (no Vorabpauschale of year y: the shares are gone before it is received). That is the fair comparison
 *     with the owner, whose gain is tax-free.
 * - Break-even year: the first year y ≥ 1 at whose end buyerNetWorth ≥ renterNetWorth; null if none
 *   within the horizon.
 */

import { monthlyInstallment } from './mortgage/annuity';
import { amortizationSchedule } from './mortgage/schedule';

/** Share of the Basiszins that makes the Basisertrag (§ 18 Abs. 1 Satz 2 InvStG, since 01.01.2018). */
export const BASISERTRAG_SHARE = 0.7;

/** How both portfolios are taxed (module comment): an accumulating fund under the InvStG. */
export interface FundTax {
  /** Tax rate on taxable capital income, fraction (Abgeltungsteuer plus Solidaritätszuschlag). */
  taxRate: number;
  /** Sparer-Pauschbetrag per calendar year, euros. */
  allowance: number;
  /** Teilfreistellung: the tax-free share of the fund's income and gains (0.3 for an equity fund). */
  partialExemption: number;
  /** Basiszins of year 1, 2, … of the horizon (fractions); years beyond the list take its last entry. */
  baseRates: readonly number[];
}

export interface RentVsBuyInput {
  /** Purchase price, euros. */
  price: number;
  /** Purchase costs as a fraction of the price (transfer tax + notary + commission). */
  purchaseCostRate: number;
  /**
   * Equity paid towards the price (on top of the purchase costs), euros; at most the price. Negative when the
   * equity does not cover the purchase costs: the loan then finances the rest of them (at least −costs).
   */
  downPayment: number;
  /** Nominal annual loan rate. */
  annualRate: number;
  /** Initial annual repayment rate. */
  initialRepayment: number;
  /** Maintenance in the first year as a fraction of the building value (price × buildingShare), e.g. 0.01. */
  maintenanceRate: number;
  /** Share of the price that pays for the building (the rest is land), in (0, 1]. */
  buildingShare: number;
  /** Yearly increase of the maintenance costs (construction prices). */
  maintenanceGrowthRate: number;
  /** Annual property appreciation. */
  appreciationRate: number;
  /** Monthly rent in the first year, euros. */
  monthlyRent: number;
  /** Annual rent growth. */
  rentGrowthRate: number;
  /** Annual return on invested savings (before tax). */
  investmentReturn: number;
  /** Horizon in whole years (≥ 1). */
  horizonYears: number;
  /** Buyer invests months where rent would have cost more than owning; default false. */
  buyerInvestsDifference?: boolean;
  /** Taxation of the portfolios; absent = untaxed. */
  fundTax?: FundTax;
}

/** One portfolio at the end of a year. */
export interface FundYear {
  /** Market value before any tax on a sale. */
  value: number;
  /** Acquisition cost of the shares held. */
  costBasis: number;
  /** Vorabpauschale of this year (taxed at the start of the next one; 0 in the last year: sold before). */
  vorabpauschale: number;
  /** Tax paid during the year: on the previous year's Vorabpauschale and on the shares sold to pay it. */
  taxPaid: number;
  /** Tax a sale at the end of the year would cost. */
  taxAtSale: number;
  /** value − taxAtSale: what counts towards net worth. */
  afterTax: number;
}

export interface RentVsBuyYear {
  /** 1-based year; values are as of the end of the year. */
  year: number;
  propertyValue: number;
  loanBalance: number;
  /** propertyValue − loanBalance (+ buyerPortfolio when buyerInvestsDifference). */
  buyerNetWorth: number;
  /** Renter's portfolio after the tax a sale would cost (renterFund.afterTax). */
  renterNetWorth: number;
  /** Buyer's portfolio after the tax a sale would cost (0 unless buyerInvestsDifference). */
  buyerPortfolio: number;
  renterFund: FundYear;
  buyerFund: FundYear;
  /** Rent paid during the year. */
  rentPaid: number;
  /** Owner's costs (loan payments + maintenance) paid during the year. */
  ownerCosts: number;
  /** Maintenance paid during the year (part of ownerCosts). */
  maintenance: number;
}

export interface RentVsBuyResult {
  loan: number;
  installment: number;
  purchaseCosts: number;
  /** Cash the buyer spends at month 0 and the renter invests instead: downPayment + purchaseCosts. */
  initialInvestment: number;
  series: RentVsBuyYear[];
  breakEvenYear: number | null;
  finalBuyerNetWorth: number;
  finalRenterNetWorth: number;
}

/**
 * One accumulating fund under the InvStG (module comment). Prices are relative to the start of the current
 * year: `vpBase` is the start-of-year value of the shares held, each weighted by the twelfths of § 18 Abs. 2.
 */
class Fund {
  value = 0;
  cost = 0;
  /** Vorabpauschalen already taxed on the shares held (§ 19 Abs. 1 Satz 3). */
  vpTaxed = 0;
  private vpBase = 0;
  /** Allowance left in the current calendar year. */
  private allowanceLeft: number;
  private taxPaid = 0;
  private growth = 1;

  private readonly tax: FundTax | undefined;
  private readonly monthlyReturn: number;

  constructor(tax: FundTax | undefined, monthlyReturn: number, initial: number) {
    this.tax = tax;
    this.monthlyReturn = monthlyReturn;
    this.value = initial;
    this.cost = initial;
    this.vpBase = initial;
    this.allowanceLeft = tax ? tax.allowance : 0;
  }

  /** Month `k` (1–12) of the year: growth, then the contribution at the end of the month. */
  month(k: number, contribution: number): void {
    this.value *= 1 + this.monthlyReturn;
    this.growth *= 1 + this.monthlyReturn;
    if (contribution > 0) {
      this.value += contribution;
      this.cost += contribution;
      // Shares bought at the end of month k: their start-of-year value, (13 − k) twelfths of the year.
      this.vpBase += ((contribution / this.growth) * (13 - k)) / 12;
    }
  }

  private saleTax(gain: number): number {
    const t = this.tax!;
    return t.taxRate * Math.max(0, (1 - t.partialExemption) * gain - this.allowanceLeft);
  }

  /** The year's Vorabpauschale (§ 18 Abs. 1–2): per share min(70 % of the Basiszins, the price rise). */
  private vorabpauschale(baseRate: number): number {
    const perEuro = Math.min(BASISERTRAG_SHARE * baseRate, this.growth - 1);
    return perEuro > 0 ? this.vpBase * perEuro : 0;
  }

  /** End of a year: the portfolio as it stands, and what selling it now would cost in tax. */
  endOfYear(baseRate: number, last: boolean): FundYear {
    const taxAtSale = this.tax ? this.saleTax(this.value - this.cost - this.vpTaxed) : 0;
    return {
      value: this.value,
      costBasis: this.cost,
      vorabpauschale: this.tax && !last ? this.vorabpauschale(baseRate) : 0,
      taxPaid: this.taxPaid,
      taxAtSale,
      afterTax: this.value - taxAtSale,
    };
  }

  /**
   * The first working day of the next year (§ 18 Abs. 3): the Vorabpauschale `vp` is received and taxed with
   * the new year's allowance; shares are sold to pay the tax, their own gain taxed too.
   */
  newYear(vp: number): void {
    this.growth = 1;
    this.taxPaid = 0;
    const t = this.tax;
    if (t) {
      this.allowanceLeft = t.allowance;
      const taxable = (1 - t.partialExemption) * vp;
      const tax = t.taxRate * Math.max(0, taxable - this.allowanceLeft);
      this.allowanceLeft = Math.max(0, this.allowanceLeft - taxable);
      this.vpTaxed += vp;
      if (tax > 0 && this.value > 0) {
        // Sell w with w − saleTax(w) = tax; the shares sold carry the gain share g of the portfolio.
        const g = Math.max(0, (this.value - this.cost - this.vpTaxed) / this.value);
        const taxableShare = (1 - t.partialExemption) * g;
        const w = Math.min(
          this.value,
          taxableShare * tax <= this.allowanceLeft ? tax : (tax - t.taxRate * this.allowanceLeft) / (1 - t.taxRate * taxableShare),
        );
        const f = w / this.value;
        const taxOnSale = this.saleTax(f * (this.value - this.cost - this.vpTaxed));
        this.allowanceLeft = Math.max(0, this.allowanceLeft - taxableShare * w);
        this.value -= w;
        this.cost *= 1 - f;
        this.vpTaxed *= 1 - f;
        this.taxPaid = tax + taxOnSale;
      }
    }
    this.vpBase = this.value;
  }
}

/** Year-by-year net worth of buying vs renting (conventions in the module comment). */
export function rentVsBuy(input: RentVsBuyInput): RentVsBuyResult {
  const {
    price, purchaseCostRate, downPayment, annualRate, initialRepayment, maintenanceRate, buildingShare, maintenanceGrowthRate,
    appreciationRate, monthlyRent, rentGrowthRate, investmentReturn, fundTax,
  } = input;
  const horizonYears = Math.floor(input.horizonYears);
  if (!(horizonYears >= 1)) throw new RangeError('horizonYears must be ≥ 1');
  if (!(price > 0)) throw new RangeError('price must be > 0');
  if (!(buildingShare > 0 && buildingShare <= 1)) throw new RangeError('buildingShare must be in (0, 1]');
  const purchaseCosts = price * purchaseCostRate;
  if (!(downPayment >= -purchaseCosts && downPayment <= price)) throw new RangeError('downPayment must be between −purchase costs and price');
  if (fundTax) {
    const { taxRate, allowance, partialExemption, baseRates } = fundTax;
    if (!(taxRate >= 0 && taxRate < 1) || !(allowance >= 0) || !(partialExemption >= 0 && partialExemption <= 1) || baseRates.length === 0 || !baseRates.every(Number.isFinite)) {
      throw new RangeError('fundTax: taxRate in [0, 1), allowance ≥ 0, partialExemption in [0, 1], at least one finite base rate');
    }
  }
  const baseRate = (year: number) => (fundTax ? fundTax.baseRates[Math.min(year, fundTax.baseRates.length) - 1]! : 0);

  const loan = price - downPayment;
  const installment = monthlyInstallment(loan, annualRate, initialRepayment);
  const initialInvestment = downPayment + purchaseCosts;
  const rows = amortizationSchedule({ principal: loan, annualRate, installment, maxMonths: horizonYears * 12 });
  const monthlyReturn = Math.pow(1 + investmentReturn, 1 / 12) - 1;

  const renter = new Fund(fundTax, monthlyReturn, initialInvestment);
  const buyer = new Fund(fundTax, monthlyReturn, 0);
  let balance = loan;
  const series: RentVsBuyYear[] = [];
  for (let year = 1; year <= horizonYears; year++) {
    const maintenancePerMonth = (maintenanceRate * price * buildingShare * Math.pow(1 + maintenanceGrowthRate, year - 1)) / 12;
    const rent = monthlyRent * Math.pow(1 + rentGrowthRate, year - 1);
    let ownerCosts = 0;
    for (let k = 1; k <= 12; k++) {
      const row = rows[(year - 1) * 12 + k - 1];
      const loanPayment = row ? row.payment : 0;
      if (row) balance = row.balance;
      const owner = loanPayment + maintenancePerMonth;
      ownerCosts += owner;
      renter.month(k, Math.max(0, owner - rent));
      buyer.month(k, input.buyerInvestsDifference ? Math.max(0, rent - owner) : 0);
    }
    const last = year === horizonYears;
    const renterFund = renter.endOfYear(baseRate(year), last);
    const buyerFund = buyer.endOfYear(baseRate(year), last);
    const propertyValue = price * Math.pow(1 + appreciationRate, year);
    series.push({
      year,
      propertyValue,
      loanBalance: balance,
      buyerNetWorth: propertyValue - balance + buyerFund.afterTax,
      renterNetWorth: renterFund.afterTax,
      buyerPortfolio: buyerFund.afterTax,
      renterFund,
      buyerFund,
      rentPaid: 12 * rent,
      ownerCosts,
      maintenance: 12 * maintenancePerMonth,
    });
    if (!last) {
      renter.newYear(renterFund.vorabpauschale);
      buyer.newYear(buyerFund.vorabpauschale);
    }
  }
  const breakEven = series.find((y) => y.buyerNetWorth >= y.renterNetWorth);
  const final = series[series.length - 1]!;
  return {
    loan,
    installment,
    purchaseCosts,
    initialInvestment,
    series,
    breakEvenYear: breakEven ? breakEven.year : null,
    finalBuyerNetWorth: final.buyerNetWorth,
    finalRenterNetWorth: final.renterNetWorth,
  };
}
