/**
 * The three ways to close the gap (issue 13 § 4; spec § 3 pension options ownHome, investmentProperty,
 * privatePensionPlan), the scenario retirement ages, slider values and the chart series.
 *
 * Conventions (today's euros; see ./constants.ts for every figure):
 * - Private pension plan (fund-based, capital payout): upfront fees 0 €, effective cost 0.49–0.79 % a year off
 *   the equity return (expected: the middle of the cost range; worst: return − 2 pp and the highest cost;
 *   best: return + 2 pp and the lowest cost). The capital stays invested and is drawn in equal monthly
 *   amounts until LIFE_EXPECTANCY. Tax on the payout: from age 62 after 12 contract years half of the gains
 *   at the personal marginal rate (§ 20 Abs. 1 Nr. 6 S. 2 EStG), otherwise the gains at the Abgeltungsteuer.
 *   No KV/PV on it (KVdR members pay none on private pensions).
 *   Retirement is feasible at an age when the plan's capital after tax covers capitalNeeded (./gap.ts).
 * - Own home (non-owners only) and investment property: the spec's house card (250,000, loan 237,500, 10-year
 *   fixation, 2 % initial repayment), the rate passed by the caller (the mortgage rate model of the day) kept
 *   until payoff (src/engine/mortgage/annuity.ts); equity + transfer tax 6 % + notary 2 % paid once. Own home:
 *   in retirement the cold rent is saved, less upkeep (1 % of the building value a year) and, while the loan
 *   runs, the installment. Investment property: rent = price ÷ Kaufpreisfaktor 25.7, less upkeep; the rental
 *   result (rent − upkeep − interest − depreciation) is taxed at the marginal rate (a loss saves tax).
 *   Loan amounts are nominal: installments and interest are deflated into today's euros by the inflation
 *   convention. Retirement is feasible at an age when the property's net income closes every month's gap.
 * - Each solution's one-time amount comes out of the bank savings first; monthly amounts are paid on top of
 *   the monthly savings (./gap.ts).
 */
import { balanceAfterMonths, monthlyInstallment, payoffMonths } from '../mortgage/annuity';
import { effectiveAnnualRate } from '../mortgage/effective-rate';
import {
  BUILDING_SHARE,
  DEPRECIATION_OPTIONS,
  EQUITY_NOMINAL_RETURN,
  HOME_APPRECIATION,
  HOUSE_CARD,
  HOUSE_CARD_INITIAL_REPAYMENT,
  HOUSE_CARD_NOTARY,
  HOUSE_CARD_TRANSFER_TAX,
  INFLATION_RATE,
  KAUFPREISFAKTOR,
  LIFE_EXPECTANCY,
  PPP_EFFECTIVE_COST_MAX,
  PPP_EFFECTIVE_COST_MIN,
  PPP_UPFRONT_FEES,
  PRIVATE_PENSION_TAXABLE_GAIN_SHARE,
  ABGELTUNGSTEUER_RATE,
  SCENARIO_RETURN_SPREAD,
  SLIDER_BOUNDS,
  UPKEEP_RATE,
  realRate,
  type DepreciationOption,
} from './constants';
import { annuityFactor, futureValue, monthlyRate } from './finance';
import { capitalNeeded, pensionGap, retirementMonths, type GapResult, type PlanContext } from './gap';
import { marginalTaxRate } from './tax';

export type PensionOption = 'privatePensionPlan' | 'ownHome' | 'investmentProperty';
export type Scenario = 'expected' | 'worst' | 'best';

/** Nominal return of the private pension plan after costs in a scenario. */
export function pppNominalReturn(scenario: Scenario): number {
  if (scenario === 'worst') return EQUITY_NOMINAL_RETURN - SCENARIO_RETURN_SPREAD - PPP_EFFECTIVE_COST_MAX;
  if (scenario === 'best') return EQUITY_NOMINAL_RETURN + SCENARIO_RETURN_SPREAD - PPP_EFFECTIVE_COST_MIN;
  return EQUITY_NOMINAL_RETURN - (PPP_EFFECTIVE_COST_MIN + PPP_EFFECTIVE_COST_MAX) / 2;
}

/** Earliest retirement age the sliders allow for a visitor of `age`. */
export function earliestRetirementAge(age: number): number {
  return Math.max(SLIDER_BOUNDS.retirementAge.min, age + 1);
}

// ---------------------------------------------------------------------------------------------------------
// Private pension plan

export interface PppAtRetirement {
  capital: number;
  principal: number;
  /** Share of the payout that is tax (0..1). */
  taxRate: number;
  /** Capital after the payout tax. */
  netCapital: number;
  /** Gross monthly payout until the life expectancy. */
  monthlyPayout: number;
}

function pppTaxRate(ctx: PlanContext, gap: GapResult, capital: number, principal: number, contractYears: number): number {
  if (capital <= 0) return 0;
  const gainShare = Math.max(0, 1 - principal / capital);
  if (gap.retirementAge >= 62 && contractYears >= 12) {
    const marginal = marginalTaxRate(gap.retirement.taxableAnnual + gap.partnerTaxableRetired, ctx.year, ctx.filing, { churchTaxRate: ctx.churchTaxRate });
    return gainShare * PRIVATE_PENSION_TAXABLE_GAIN_SHARE * marginal;
  }
  return gainShare * ABGELTUNGSTEUER_RATE;
}

export function pppAtRetirement(ctx: PlanContext, gap: GapResult, oneTime: number, monthly: number, scenario: Scenario): PppAtRetirement {
  const months = (gap.retirementAge - ctx.age) * 12;
  const rate = realRate(pppNominalReturn(scenario));
  const capital = futureValue(Math.max(0, oneTime - PPP_UPFRONT_FEES), monthly, rate, months);
  const principal = oneTime + monthly * months;
  const taxRate = pppTaxRate(ctx, gap, capital, principal, months / 12);
  const netCapital = capital * (1 - taxRate);
  const payoutMonths = retirementMonths(gap.retirementAge);
  return { capital, principal, taxRate, netCapital, monthlyPayout: payoutMonths > 0 ? capital / annuityFactor(rate, payoutMonths) : 0 };
}

/** Whether the plan closes the gap at `retirementAge`, and the capital figures. */
export function pppFeasible(ctx: PlanContext, retirementAge: number, oneTime: number, monthly: number, scenario: Scenario) {
  const gap = pensionGap(ctx, retirementAge, oneTime);
  const ppp = pppAtRetirement(ctx, gap, oneTime, monthly, scenario);
  const needed = capitalNeeded(gap, realRate(pppNominalReturn(scenario)));
  return { gap, ppp, needed, feasible: ppp.netCapital + 1e-6 >= needed };
}

/** Earliest age in the slider range at which the plan closes the gap; null if none up to 75. */
export function pppFeasibleAge(ctx: PlanContext, oneTime: number, monthly: number, scenario: Scenario = 'expected'): number | null {
  for (let r = earliestRetirementAge(ctx.age); r <= SLIDER_BOUNDS.retirementAge.max; r++) {
    if (pppFeasible(ctx, r, oneTime, monthly, scenario).feasible) return r;
  }
  return null;
}

/**
 * Smallest monthly contribution that closes the gap at `retirementAge` with `oneTime` paid in today (≥ 0,
 * to the cent), by bisection: the contribution also moves money out of the monthly savings and changes the
 * payout tax, so there is no closed form. Infinity if even 1,000,000 € a month would not close it.
 */
export function pppRequiredMonthly(ctx: PlanContext, retirementAge: number, oneTime: number, scenario: Scenario = 'expected'): number {
  const ok = (m: number) => pppFeasible(ctx, retirementAge, oneTime, m, scenario).feasible;
  if (ok(0)) return 0;
  let hi = SLIDER_BOUNDS.monthlyContribution.max;
  while (!ok(hi)) {
    hi *= 4;
    if (hi > 1e6) return Infinity;
  }
  let lo = 0;
  while (hi - lo > 0.01) {
    const mid = (lo + hi) / 2;
    if (ok(mid)) hi = mid;
    else lo = mid;
  }
  return hi;
}

// ---------------------------------------------------------------------------------------------------------
// House cards (own home, investment property)

export interface HouseLoan {
  propertyValue: number;
  loanAmount: number;
  fixationYears: number;
  /** Nominal rate (fraction). */
  rate: number;
  effectiveRate: number;
  installment: number;
  /** Installments until repaid (null: never). */
  payoffMonths: number | null;
  /** Own money paid towards the price (price − loan). */
  downPayment: number;
  /** Transfer tax rate used (the state of residence's, else HOUSE_CARD_TRANSFER_TAX). */
  transferTaxRate: number;
  /** Transfer tax and notary (transferTaxRate + HOUSE_CARD_NOTARY of the price). */
  purchaseCosts: number;
  /** Cash needed at the purchase: downPayment + purchaseCosts. */
  oneTimeCost: number;
  upkeepMonthly: number;
}

export function houseLoan(rate: number, transferTaxRate: number = HOUSE_CARD_TRANSFER_TAX): HouseLoan {
  const { propertyValue, loanAmount, fixationYears } = HOUSE_CARD;
  const installment = monthlyInstallment(loanAmount, rate, HOUSE_CARD_INITIAL_REPAYMENT);
  const downPayment = propertyValue - loanAmount;
  const purchaseCosts = propertyValue * (transferTaxRate + HOUSE_CARD_NOTARY);
  return {
    propertyValue,
    loanAmount,
    fixationYears,
    rate,
    effectiveRate: effectiveAnnualRate(rate),
    installment,
    payoffMonths: payoffMonths(loanAmount, rate, installment),
    downPayment,
    transferTaxRate,
    purchaseCosts,
    oneTimeCost: downPayment + purchaseCosts,
    upkeepMonthly: (propertyValue * BUILDING_SHARE * UPKEEP_RATE) / 12,
  };
}

const MONTHLY_INFLATION = monthlyRate(INFLATION_RATE);

/** Deflator for month m from today. */
function deflate(m: number): number {
  return Math.pow(1 + MONTHLY_INFLATION, -m);
}

/** Depreciation (AfA) of year index y (0 = first year), nominal euros a year. */
export function depreciationOfYear(option: DepreciationOption, y: number): number {
  const base = HOUSE_CARD.propertyValue * BUILDING_SHARE;
  const { rate, degressive } = DEPRECIATION_OPTIONS[option];
  if (degressive) return base * rate * Math.pow(1 - rate, y);
  return y < Math.ceil(1 / rate) ? Math.min(base * rate, Math.max(0, base - base * rate * y)) : 0;
}

/** Monthly rent of the investment property (today's euros). */
export function investmentRent(): number {
  return HOUSE_CARD.propertyValue / KAUFPREISFAKTOR / 12;
}

/** Net monthly cash of a house option in month m from today (today's euros; negative = it costs money). */
export function houseCash(option: 'ownHome' | 'investmentProperty', loan: HouseLoan, m: number, coldRent: number, marginalRate: number, depreciation: DepreciationOption): number {
  const running = loan.payoffMonths === null || m < loan.payoffMonths;
  const balance = running ? balanceAfterMonths(loan.loanAmount, loan.rate, loan.installment, m) : 0;
  const d = deflate(m);
  const installment = running ? Math.min(loan.installment, balance * (1 + loan.rate / 12)) * d : 0;
  if (option === 'ownHome') return coldRent - loan.upkeepMonthly - installment;
  const rent = investmentRent();
  const interest = (balance * loan.rate * d) / 12;
  const afa = (depreciationOfYear(depreciation, Math.floor(m / 12)) * d) / 12;
  const result = rent - loan.upkeepMonthly - interest - afa;
  return rent - loan.upkeepMonthly - installment - result * marginalRate;
}

export interface HouseEvaluation {
  gap: GapResult;
  needed: number;
  feasible: boolean;
}

export function houseFeasible(
  ctx: PlanContext,
  option: 'ownHome' | 'investmentProperty',
  loan: HouseLoan,
  retirementAge: number,
  depreciation: DepreciationOption,
  marginalRetired: (gap: GapResult) => number,
): HouseEvaluation {
  const gap = pensionGap(ctx, retirementAge, loan.oneTimeCost);
  const startMonth = (retirementAge - ctx.age) * 12;
  const marginal = marginalRetired(gap);
  const coldRent = option === 'ownHome' ? ctx.monthlyColdRent : 0;
  const needed = capitalNeeded(gap, 0, (k) => houseCash(option, loan, startMonth + k, coldRent, marginal, depreciation));
  return { gap, needed, feasible: needed <= 1e-6 };
}

export interface SolutionSummary {
  option: PensionOption;
  oneTimeInvestment: number;
  /** Monthly amount (plan: what closes the gap at the desired age; null if no amount would). */
  monthlyInvestment: number | null;
  /** Earliest feasible retirement age in the slider range (null: none up to 75). */
  retirementAge: number | null;
  /** Nominal return a year (plan: after costs; property: rent yield after upkeep + appreciation; home: appreciation). */
  returnRate: number;
}

export interface ChartSeries {
  /** Ages from today's age to the life expectancy. */
  ages: number[];
  /** Plan capital with the slider contributions, drawn down from the desired retirement age. */
  ppp: number[];
  /**
   * What the investment property has brought by that age: its equity (value − loan balance) plus the sum of its
   * monthly net cash so far (rent − upkeep − installment − tax on the rental result; negative while it costs),
   * without interest on that cash.
   */
  investmentProperty: number[];
  /**
   * The same for the own home: equity plus the sum of the rent saved minus upkeep and installment; null for owners
   * (option not offered).
   */
  ownHome: number[] | null;
  /** Plan capital (before the payout tax) needed to retire at that age; null outside the retirement-age slider range. */
  feasibleRetirement: (number | null)[];
}

/** Equity of a house card m months from today (today's euros, appreciation HOME_APPRECIATION nominal). */
export function houseEquity(loan: HouseLoan, m: number): number {
  const value = loan.propertyValue * Math.pow(1 + HOME_APPRECIATION, m / 12);
  const balance = loan.payoffMonths !== null && m >= loan.payoffMonths ? 0 : balanceAfterMonths(loan.loanAmount, loan.rate, loan.installment, m);
  return (value - balance) * deflate(m);
}

export interface HouseChartContext {
  depreciation: DepreciationOption;
  /** Marginal income tax rate while working and once retired (the rental result is taxed at it). */
  marginalWorking: number;
  marginalRetired: number;
}

export function chartSeries(ctx: PlanContext, loan: HouseLoan, desiredAge: number, oneTime: number, monthly: number, house: HouseChartContext): ChartSeries {
  const ages: number[] = [];
  const ppp: number[] = [];
  const investmentProperty: number[] = [];
  const ownHome: number[] = [];
  const feasibleRetirement: (number | null)[] = [];
  const rate = realRate(pppNominalReturn('expected'));
  const desired = pppFeasible(ctx, desiredAge, oneTime, monthly, 'expected');
  const payoutMonths = retirementMonths(desiredAge);
  const capitalAtRetirement = desired.ppp.capital;
  const i = monthlyRate(rate);
  const grossPayout = Math.min(
    payoutMonths > 0 ? capitalAtRetirement / annuityFactor(rate, payoutMonths) : 0,
    desired.gap.pensionGap / Math.max(0.5, 1 - desired.ppp.taxRate),
  );
  let homeCash = 0;
  let propertyCash = 0;
  for (let a = ctx.age; a <= LIFE_EXPECTANCY; a++) {
    const m = (a - ctx.age) * 12;
    if (a > ctx.age) {
      // The twelve months of the year that just ended.
      for (let k = m - 12; k < m; k++) {
        const marginal = ctx.age + k / 12 < desiredAge ? house.marginalWorking : house.marginalRetired;
        homeCash += houseCash('ownHome', loan, k, ctx.monthlyColdRent, 0, house.depreciation);
        propertyCash += houseCash('investmentProperty', loan, k, 0, marginal, house.depreciation);
      }
    }
    ages.push(a);
    if (a <= desiredAge) ppp.push(futureValue(Math.max(0, oneTime - PPP_UPFRONT_FEES), monthly, rate, m));
    else {
      const k = (a - desiredAge) * 12;
      const f = Math.pow(1 + i, k);
      const annuity = Math.abs(i) < 1e-12 ? k : (f - 1) / i;
      ppp.push(Math.max(0, capitalAtRetirement * f - grossPayout * annuity));
    }
    const equity = houseEquity(loan, m);
    investmentProperty.push(equity + propertyCash);
    ownHome.push(equity + homeCash);
    if (a >= earliestRetirementAge(ctx.age) && a <= SLIDER_BOUNDS.retirementAge.max) {
      // Before the payout tax, comparable with the plan's capital.
      const f = pppFeasible(ctx, a, oneTime, monthly, 'expected');
      feasibleRetirement.push(f.needed / Math.max(0.5, 1 - f.ppp.taxRate));
    } else feasibleRetirement.push(null);
  }
  return { ages, ppp, investmentProperty, ownHome: ctx.homeOwner ? null : ownHome, feasibleRetirement };
}
