/**
 * The rent-or-buy calculator (issue 14): the page's inputs → both paths' net worth year by year (./rent-vs-buy.ts),
 * the outcome, the year in which buying has earned back its purchase costs, and the rent at which the answer flips.
 *
 * Conventions besides those of ./rent-vs-buy.ts (stated on the page):
 * - Purchase costs and loan as in the mortgage calculator (spec § 9): transfer tax of the place + commission +
 *   2 % notary and land registry; the equity pays them first, the rest goes into the price; the loan is
 *   price + costs − equity. The renter invests the whole equity instead.
 * - Rate: the visitor's own, or the rate model's for the loan, loan-to-value and fixation of the market; kept after
 *   the fixation (no forecast of follow-up rates).
 * - Both households spend the same each month: whoever pays less invests the difference. After the loan is repaid
 *   the owner pays only maintenance and invests what the rent would have cost ("the owner's saving counts").
 * - Both households save in an accumulating equity ETF (thesaurierender Aktienfonds), taxed as the InvStG does since
 *   01.01.2018 (mechanics in ./rent-vs-buy.ts): Teilfreistellung 30 % (§ 20 Abs. 1 Satz 1 InvStG), Vorabpauschale
 *   with the Basiszins of each calendar year (§ 18 InvStG; BASISZINS), the gain taxed at the sale at the end
 *   (§ 19 InvStG). Tax rate: Abgeltungsteuer plus solidarity surcharge (26.375 %, § 32d EStG, § 4 SolzG) above the
 *   Sparer-Pauschbetrag (1,000 € single, 2,000 € joint, § 20 Abs. 9 EStG, since 2023); church tax is left out.
 *   The renter's net worth counts after the tax a sale would cost; the owner-occupied home's value gain is tax-free
 *   (§ 23 Abs. 1 Satz 1 Nr. 1 Satz 3 EStG), so both paths are compared after tax.
 * - Calendar: year 1 of the horizon is the calendar year of the calculation date (the purchase on 1 January of
 *   it); years after the last published Basiszins take that one [ASSUMPTION]; without a date every year does.
 * - Maintenance: the given share of the building value (price × buildingShare; default 75 % [ASSUMPTION]: the land
 *   share varies with the place, the Bodenrichtwert tells) in year 1, rising by maintenanceGrowth a year (default
 *   2 % [ASSUMPTION], construction prices).
 * - Threshold: the first-year cold rent at which both paths end the horizon with the same net worth, found by
 *   bisection to a tenth of a cent; `buying wins` from that rent up (the difference rises with the rent).
 */
import { EngineInputError, finite } from './errors';
import { LOAN_ESTIMATE_NOTARY_RATE, loanEstimate } from './fees/purchase-costs';
import { MORTGAGE_LIMITS, CALCULATOR_FIXATION_YEARS, isCalculatorFixationYears, type CalculatorFixationYears } from './mortgage/defaults';
import type { RateMarket } from './rates/market';
import { mortgageRate } from './rates/model';
import { rentVsBuy, type RentVsBuyResult, type RentVsBuyYear } from './rent-vs-buy';

/** Abgeltungsteuer 25 % (§ 32d Abs. 1 EStG, since 01.01.2009) plus 5.5 % solidarity surcharge on it (§ 4 SolzG 1995). */
export const CAPITAL_GAINS_TAX_RATE = 0.25 * 1.055;
/** Sparer-Pauschbetrag per year since 01.01.2023 (§ 20 Abs. 9 EStG, Jahressteuergesetz 2022): single / joint. */
export const SAVER_ALLOWANCE = Object.freeze({ single: 1000, joint: 2000, validFrom: '2023-01-01' });
/** Teilfreistellung of an equity fund (> 50 % equities, § 2 Abs. 6 InvStG): 30 %, § 20 Abs. 1 Satz 1 InvStG, since 01.01.2018. */
export const EQUITY_FUND_PARTIAL_EXEMPTION = Object.freeze({ rate: 0.3, validFrom: '2018-01-01' });

/**
 * Basiszins for the Vorabpauschale (§ 18 Abs. 4 InvStG): the Bundesbank's 15-year yield of the first trading day
 * of the year, published by the BMF. Add each January's letter here.
 */
export const BASISZINS: readonly { year: number; rate: number; /** Date of the BMF letter (BStBl I). */ letter: string; reference?: string }[] = Object.freeze([
  { year: 2023, rate: 0.0255, letter: '2023-01-04' },
  { year: 2024, rate: 0.0229, letter: '2024-01-05' },
  { year: 2025, rate: 0.0253, letter: '2025-01-10', reference: 'IV C 1 - S 1980/00230/009/002' },
  { year: 2026, rate: 0.032, letter: '2026-01-13' },
]);
/** The last published Basiszins: assumed for every later year [ASSUMPTION]. */
export const LATEST_BASISZINS = BASISZINS[BASISZINS.length - 1]!;

/**
 * Basiszins of a calendar year: the published one; the latest for later years [ASSUMPTION]; the first for earlier
 * ones (the calculator applies today's law and does not look back before 2023, when the allowance was 801 €).
 */
export function basiszinsFor(year: number): number {
  const known = BASISZINS.find((b) => b.year === year);
  if (known) return known.rate;
  return year > LATEST_BASISZINS.year ? LATEST_BASISZINS.rate : BASISZINS[0]!.rate;
}

/** Defaults of the page [CONVENTION; figures: german-finance-facts.md § 8 appreciation 1.5–2.5 %, maintenance 1–1.5 % of the building value]. */
export const RENT_VS_BUY_DEFAULTS = Object.freeze({
  price: 400_000,
  equity: 100_000,
  repayment: 0.02,
  fixationYears: 10 as CalculatorFixationYears,
  monthlyRent: 1200,
  rentGrowth: 0.02,
  appreciation: 0.02,
  maintenance: 0.01,
  /** Building share of the price of a flat [ASSUMPTION]. */
  buildingShare: 0.75,
  /** Yearly rise of the maintenance costs [ASSUMPTION]. */
  maintenanceGrowth: 0.02,
  investmentReturn: 0.05,
  jointFiling: false,
  horizonYears: 20,
});

export const RENT_VS_BUY_LIMITS = Object.freeze({
  minHorizon: 1,
  maxHorizon: 50,
  /** Growth and return rates between −5 % and 15 % a year. */
  minRate: -0.05,
  maxRate: 0.15,
  maxMaintenance: 0.05,
  minBuildingShare: 0.1,
  maxBuildingShare: 1,
});

export interface RentVsBuyInputs {
  price: number;
  equity: number;
  /** Transfer tax of the place, fraction. */
  locationTax: number;
  /** Buyer's broker commission, fraction (0–5 %). */
  commission: number;
  /** Own nominal rate (fraction); null = the model rate of the market. */
  interestRate?: number | null;
  fixationYears: number;
  /** Initial annual repayment, fraction. */
  repayment: number;
  /** Cold rent in the first year, euros per month. */
  monthlyRent: number;
  rentGrowth: number;
  appreciation: number;
  /** Maintenance in the first year as a fraction of the building value (price × buildingShare). */
  maintenance: number;
  /** Share of the price that pays for the building, fraction. */
  buildingShare: number;
  /** Yearly rise of the maintenance costs, fraction. */
  maintenanceGrowth: number;
  /** Return of the alternative investment before tax, per year. */
  investmentReturn: number;
  /** Joint assessment: the double saver's allowance. */
  jointFiling: boolean;
  horizonYears: number;
}

export interface RentVsBuyCalculation {
  interestRate: number;
  rateSource: 'model' | 'override';
  loan: number;
  installment: number;
  purchaseCosts: number;
  series: RentVsBuyYear[];
  finalBuyerNetWorth: number;
  finalRenterNetWorth: number;
  /** finalBuyerNetWorth − finalRenterNetWorth: positive means buying ends richer. */
  difference: number;
  winner: 'buy' | 'rent' | 'tie';
  /** First year whose end sees the buyer at least as rich as the renter (the purchase costs earned back). */
  breakEvenYear: number | null;
  /** First-year rent at which both end equal; null when no rent up to the bound flips the answer. */
  thresholdRent: number | null;
  /** 'always': buying wins even at a rent of 0; 'never': renting wins at any rent up to the bound. */
  threshold: 'rent' | 'always' | 'never';
  /** Year the loan is repaid within the horizon, else null. */
  payoffYear: number | null;
}

function within(value: unknown, field: string, min: number, max: number): number {
  const v = finite(value, field);
  if (v < min) throw new EngineInputError('MINIMUM', field, { minimum: min, value: v });
  if (v > max) throw new EngineInputError('MAXIMUM', field, { maximum: max, value: v });
  return v;
}

/** Highest first-year rent the threshold search considers: 10 % of the price a month. */
const THRESHOLD_RENT_FACTOR = 0.1;

/**
 * `options.date` (YYYY-MM-DD): the calculation date, whose calendar year is year 1 of the horizon (Basiszins);
 * without it every year takes the latest Basiszins.
 */
export function calculateRentVsBuy(inputs: RentVsBuyInputs, options: { market?: RateMarket | null; date?: string } = {}): RentVsBuyCalculation {
  const L = MORTGAGE_LIMITS;
  const R = RENT_VS_BUY_LIMITS;
  const price = within(inputs.price, 'price', L.minPurchasePrice, L.maxPurchasePrice);
  const locationTax = within(inputs.locationTax, 'locationTax', L.minLocationTax, L.maxLocationTax);
  const commission = within(inputs.commission, 'commission', L.minCommission, L.maxCommission);
  const costRate = locationTax + commission + LOAN_ESTIMATE_NOTARY_RATE;
  const purchaseCosts = price * costRate;
  const maxEquity = price + purchaseCosts - L.minLoanAmount;
  const equity = within(inputs.equity, 'equity', 0, maxEquity);
  const repayment = within(inputs.repayment, 'repayment', L.minInitialRepayment, L.maxInitialRepayment);
  const fixationYears = inputs.fixationYears;
  if (!isCalculatorFixationYears(fixationYears)) {
    throw new EngineInputError('INVALID_OPTION', 'fixationYears', { value: fixationYears, allowed: [...CALCULATOR_FIXATION_YEARS] });
  }
  const monthlyRent = within(inputs.monthlyRent, 'monthlyRent', 0, price * THRESHOLD_RENT_FACTOR);
  const rentGrowth = within(inputs.rentGrowth, 'rentGrowth', R.minRate, R.maxRate);
  const appreciation = within(inputs.appreciation, 'appreciation', R.minRate, R.maxRate);
  const maintenance = within(inputs.maintenance, 'maintenance', 0, R.maxMaintenance);
  const buildingShare = within(inputs.buildingShare, 'buildingShare', R.minBuildingShare, R.maxBuildingShare);
  const maintenanceGrowth = within(inputs.maintenanceGrowth, 'maintenanceGrowth', R.minRate, R.maxRate);
  const investmentReturn = within(inputs.investmentReturn, 'investmentReturn', R.minRate, R.maxRate);
  const horizonYears = within(inputs.horizonYears, 'horizonYears', R.minHorizon, R.maxHorizon);
  if (!Number.isInteger(horizonYears)) throw new EngineInputError('INVALID_NUMBER', 'horizonYears', { value: horizonYears });
  if (typeof inputs.jointFiling !== 'boolean') throw new EngineInputError('INVALID_OPTION', 'jointFiling', { value: inputs.jointFiling });

  const startYear = options.date !== undefined ? Number(options.date.slice(0, 4)) : NaN;
  if (options.date !== undefined && !(Number.isInteger(startYear) && startYear > 0)) throw new EngineInputError('INVALID_DATE', 'date', { value: options.date });
  const baseRates = Number.isNaN(startYear) ? [LATEST_BASISZINS.rate] : Array.from({ length: horizonYears }, (_, i) => basiszinsFor(startYear + i));

  const loan = loanEstimate({ price, cityTax: locationTax, commissionRate: commission, savings: equity });
  let interestRate: number;
  let rateSource: 'model' | 'override';
  if (inputs.interestRate !== undefined && inputs.interestRate !== null) {
    interestRate = within(inputs.interestRate, 'interestRate', L.minInterestRate, L.maxInterestRate);
    rateSource = 'override';
  } else {
    const market = options.market;
    if (!market) throw new EngineInputError('NO_MARKET', 'interestRate');
    interestRate = mortgageRate({ fixationYears, loanAmount: loan, propertyValue: price, curve: market.curve, model: market.model }).rate;
    rateSource = 'model';
  }

  const run = (rent: number): RentVsBuyResult =>
    rentVsBuy({
      price,
      purchaseCostRate: costRate,
      downPayment: equity - purchaseCosts,
      annualRate: interestRate,
      initialRepayment: repayment,
      maintenanceRate: maintenance,
      buildingShare,
      maintenanceGrowthRate: maintenanceGrowth,
      appreciationRate: appreciation,
      monthlyRent: rent,
      rentGrowthRate: rentGrowth,
      investmentReturn,
      horizonYears,
      buyerInvestsDifference: true,
      fundTax: {
        taxRate: CAPITAL_GAINS_TAX_RATE,
        allowance: inputs.jointFiling ? SAVER_ALLOWANCE.joint : SAVER_ALLOWANCE.single,
        partialExemption: EQUITY_FUND_PARTIAL_EXEMPTION.rate,
        baseRates,
      },
    });
  const diff = (rent: number) => {
    const r = run(rent);
    return r.finalBuyerNetWorth - r.finalRenterNetWorth;
  };

  const result = run(monthlyRent);
  const difference = result.finalBuyerNetWorth - result.finalRenterNetWorth;

  // The difference rises with the rent: bisection for the rent where it is zero.
  const maxRent = price * THRESHOLD_RENT_FACTOR;
  let threshold: RentVsBuyCalculation['threshold'];
  let thresholdRent: number | null = null;
  if (diff(0) >= 0) threshold = 'always';
  else if (diff(maxRent) < 0) threshold = 'never';
  else {
    threshold = 'rent';
    let lo = 0;
    let hi = maxRent;
    while (hi - lo > 0.001) {
      const mid = (lo + hi) / 2;
      if (diff(mid) < 0) lo = mid;
      else hi = mid;
    }
    thresholdRent = hi;
  }

  const payoff = result.series.find((y) => y.loanBalance <= 0.005);
  return {
    interestRate,
    rateSource,
    loan,
    installment: result.installment,
    purchaseCosts,
    series: result.series,
    finalBuyerNetWorth: result.finalBuyerNetWorth,
    finalRenterNetWorth: result.finalRenterNetWorth,
    difference,
    winner: Math.abs(difference) < 0.5 ? 'tie' : difference > 0 ? 'buy' : 'rent',
    breakEvenYear: result.breakEvenYear,
    thresholdRent,
    threshold,
    payoffYear: payoff ? payoff.year : null,
  };
}
