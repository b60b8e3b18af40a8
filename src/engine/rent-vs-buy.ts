/**
 * Rent or buy: net worth of a buyer and of a renter over a horizon, month by month.
 *
 * Conventions (all documented assumptions, no law involved; default figures for appreciation,
 * maintenance and rent factors are in german-finance-facts.md section 8 and belong to the caller):
 * - Rates are fractions per year; money is euros as floats; nothing is rounded here.
 * - Month 0 (purchase): the buyer pays the purchase costs (price × purchaseCostRate) and the down
 *   payment from savings; the loan is price − downPayment. The renter keeps the same amount
 *   (downPayment + purchase costs) and invests it at month 0.
 * - Loan: German annuity convention of ./mortgage/annuity.ts, installment = loan × (rate + initial
 *   repayment) / 12, constant, paid at the end of each month until payoff (then 0); the rate is kept
 *   for the whole horizon (no refinancing after the fixation period).
 * - Maintenance: maintenanceRate × purchase price per year, paid monthly (1/12), not indexed.
 * - Owner's monthly costs = loan payment of the month + maintenance. Property taxes, insurance, utilities
 *   and service charges are assumed equal for both sides and left out.
 * - Property value at the end of year y = price × (1 + appreciationRate)^y. Selling costs are ignored.
 * - Rent in loan year y (months 12(y−1)+1 … 12y) = monthlyRent × (1 + rentGrowthRate)^(y−1), paid monthly.
 * - Investments grow monthly at (1 + investmentReturn)^(1/12) − 1 (so a full year gives exactly
 *   investmentReturn); contributions are made at the end of the month, after growth.
 * - Tax on the investments (optional, default none): at the end of each year the year's gains are taxed at
 *   `taxRate` above `taxAllowance` (Abgeltungsteuer with the Sparer-Pauschbetrag, both per year), as if the
 *   gains were realised every year; each path has its own allowance (they are alternatives, not one household).
 * - Each month the renter invests max(0, owner's costs − rent). If `buyerInvestsDifference` is true,
 *   the buyer likewise invests max(0, rent − owner's costs) (e.g. after payoff) and that portfolio counts
 *   towards the buyer's net worth; default false (buyer net worth = property value − loan balance).
 * - Break-even year: the first year y ≥ 1 at whose end buyerNetWorth ≥ renterNetWorth; null if none
 *   within the horizon.
 */

import { monthlyInstallment } from './mortgage/annuity';
import { amortizationSchedule } from './mortgage/schedule';

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
  /** Maintenance per year as a fraction of the purchase price (e.g. 0.01). */
  maintenanceRate: number;
  /** Annual property appreciation. */
  appreciationRate: number;
  /** Monthly rent in the first year, euros. */
  monthlyRent: number;
  /** Annual rent growth. */
  rentGrowthRate: number;
  /** Annual return on invested savings. */
  investmentReturn: number;
  /** Horizon in whole years (≥ 1). */
  horizonYears: number;
  /** Buyer invests months where rent would have cost more than owning; default false. */
  buyerInvestsDifference?: boolean;
  /** Tax rate on investment gains (fraction), default 0. */
  taxRate?: number;
  /** Tax-free gains per year (euros), default 0. */
  taxAllowance?: number;
}

export interface RentVsBuyYear {
  /** 1-based year; values are as of the end of the year. */
  year: number;
  propertyValue: number;
  loanBalance: number;
  /** propertyValue − loanBalance (+ buyerPortfolio when buyerInvestsDifference). */
  buyerNetWorth: number;
  /** Renter's portfolio value. */
  renterNetWorth: number;
  /** Buyer's portfolio (0 unless buyerInvestsDifference). */
  buyerPortfolio: number;
  /** Rent paid during the year. */
  rentPaid: number;
  /** Owner's costs (loan payments + maintenance) paid during the year. */
  ownerCosts: number;
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

/** Year-by-year net worth of buying vs renting (conventions in the module comment). */
export function rentVsBuy(input: RentVsBuyInput): RentVsBuyResult {
  const {
    price, purchaseCostRate, downPayment, annualRate, initialRepayment, maintenanceRate,
    appreciationRate, monthlyRent, rentGrowthRate, investmentReturn,
  } = input;
  const horizonYears = Math.floor(input.horizonYears);
  if (!(horizonYears >= 1)) throw new RangeError('horizonYears must be ≥ 1');
  if (!(price > 0)) throw new RangeError('price must be > 0');
  const purchaseCosts = price * purchaseCostRate;
  if (!(downPayment >= -purchaseCosts && downPayment <= price)) throw new RangeError('downPayment must be between −purchase costs and price');
  const taxRate = input.taxRate ?? 0;
  const taxAllowance = input.taxAllowance ?? 0;
  if (!(taxRate >= 0 && taxRate < 1) || !(taxAllowance >= 0)) throw new RangeError('taxRate must be in [0, 1) and taxAllowance ≥ 0');

  const loan = price - downPayment;
  const installment = monthlyInstallment(loan, annualRate, initialRepayment);
  const initialInvestment = downPayment + purchaseCosts;
  const rows = amortizationSchedule({ principal: loan, annualRate, installment, maxMonths: horizonYears * 12 });
  const monthlyReturn = Math.pow(1 + investmentReturn, 1 / 12) - 1;
  const maintenancePerMonth = (maintenanceRate * price) / 12;

  let renterPortfolio = initialInvestment;
  let buyerPortfolio = 0;
  let renterGains = 0;
  let buyerGains = 0;
  const taxOn = (gains: number) => taxRate * Math.max(0, gains - taxAllowance);
  let balance = loan;
  const series: RentVsBuyYear[] = [];
  let rentPaid = 0;
  let ownerCosts = 0;
  for (let m = 1; m <= horizonYears * 12; m++) {
    const year = Math.ceil(m / 12);
    const row = rows[m - 1];
    const loanPayment = row ? row.payment : 0;
    if (row) balance = row.balance;
    const owner = loanPayment + maintenancePerMonth;
    const rent = monthlyRent * Math.pow(1 + rentGrowthRate, year - 1);
    rentPaid += rent;
    ownerCosts += owner;
    renterGains += renterPortfolio * monthlyReturn;
    renterPortfolio = renterPortfolio * (1 + monthlyReturn) + Math.max(0, owner - rent);
    if (input.buyerInvestsDifference) {
      buyerGains += buyerPortfolio * monthlyReturn;
      buyerPortfolio = buyerPortfolio * (1 + monthlyReturn) + Math.max(0, rent - owner);
    }
    if (m % 12 === 0) {
      renterPortfolio -= taxOn(renterGains);
      buyerPortfolio -= taxOn(buyerGains);
      renterGains = 0;
      buyerGains = 0;
      const propertyValue = price * Math.pow(1 + appreciationRate, year);
      series.push({
        year,
        propertyValue,
        loanBalance: balance,
        buyerNetWorth: propertyValue - balance + buyerPortfolio,
        renterNetWorth: renterPortfolio,
        buyerPortfolio,
        rentPaid,
        ownerCosts,
      });
      rentPaid = 0;
      ownerCosts = 0;
    }
  }
  const breakEven = series.find((y) => y.buyerNetWorth >= y.renterNetWorth);
  const last = series[series.length - 1]!;
  return {
    loan,
    installment,
    purchaseCosts,
    initialInvestment,
    series,
    breakEvenYear: breakEven ? breakEven.year : null,
    finalBuyerNetWorth: last.buyerNetWorth,
    finalRenterNetWorth: last.renterNetWorth,
  };
}
