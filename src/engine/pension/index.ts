/**
 * The retirement planner (issue 13 "Engine"): one pure function from the planner's inputs (spec § 3 "Pension
 * planner inputs") to every output the page needs (spec § 3 outputs, § 4 behaviour, § 9 constants).
 * No clock: `today` is an option. No database: the house cards' loan rate is passed in, either as the rate
 * market of the day (the mortgage rate model for a 10-year fixation, src/engine/rates/model.ts) or as a rate.
 *
 * Money: today's euros unless `inflation` is on; then amounts at a future age are nominal, scaled by
 * (1 + INFLATION_RATE)^(years from today) — the whole model is real (./statutory.ts, ./gap.ts), so points,
 * ages and the feasibility do not change with the toggle. Solution contributions are today's amounts.
 *
 * Validation (spec § 5) throws EngineInputError(code, field, params):
 * - REQUIRED: age, monthlyGrossIncome, monthlySavings, totalSavingsInBank, monthlyColdRent missing;
 *   GRV points missing: either `grvPoints.total` or both `employed` and `selfEmployed` (0 allowed each),
 *   and a list whose entries are all zero counts as empty (field 'grvPoints');
 * - INVALID_NUMBER: not a finite number; INVALID_OPTION: an enumeration value outside the spec's;
 * - MINIMUM {minimum} / MAXIMUM {maximum}: age 20–66; money ≥ 0; retirement age 58–75 and above the age;
 *   contributions within the slider bounds; ETF share 0–1; interest rates 0–0.2.
 */
import { EngineInputError, finite } from '../errors';
import { payoffMonths as loanPayoffMonths } from '../mortgage/annuity';
import { isIsoDate } from '../iso-date';
import type { RateMarket } from '../rates/market';
import type { StateCode } from '../geo/regions';
import { mortgageRate } from '../rates/model';
import {
  AFFORDABILITY_MAX_SHARE,
  DEPRECIATION_OPTIONS,
  HOME_APPRECIATION,
  HOUSE_CARD,
  HOUSE_CARD_TRANSFER_TAX,
  INFLATION_RATE,
  LIFE_EXPECTANCY,
  MAX_AGE,
  MAX_EARLY_MONTHS,
  MIN_AGE,
  PPP_EFFECTIVE_COST_MAX,
  PPP_EFFECTIVE_COST_MIN,
  PPP_UPFRONT_FEES,
  SLIDER_BOUNDS,
  type DepreciationOption,
} from './constants';
import { pensionGap, type GapResult, type PlanContext } from './gap';
import { employeeNet, employeeTaxableAnnual, type Employment } from './net';
import {
  chartSeries,
  earliestRetirementAge,
  houseCash,
  houseFeasible,
  houseLoan,
  investmentRent,
  pppFeasibleAge,
  pppNominalReturn,
  pppRequiredMonthly,
  type ChartSeries,
  type HouseLoan,
  type PensionOption,
  type SolutionSummary,
} from './solutions';
import { maxPointsPerYear } from './statutory';
import { churchTaxRate, marginalTaxRate, type TaxFiling } from './tax';
import { resolveLocation } from '../geo/lookup';
import { transferTaxRate } from '../fees/transfer-tax';

export type { PensionOption } from './solutions';
export { pensionAssumptions, PENSION_DEFAULTS, SLIDER_BOUNDS, type PensionAssumption } from './constants';

export interface GrvPoints {
  total?: number | null;
  employed?: number | null;
  selfEmployed?: number | null;
}

/** Spec § 3 "Pension planner inputs" (camelCase). Percentages as fractions. */
export interface PensionInputs {
  age?: number | null;
  monthlyGrossIncome?: number | null;
  /** Spec enumerations; they do not change the figures (life expectancy 85 for all, spec § 9). */
  sex?: 'male' | 'female' | 'other' | null;
  education?: 'university' | 'highSchool' | 'other' | null;
  monthlySavings?: number | null;
  totalSavingsInBank?: number | null;
  homeOwner?: boolean | null;
  /**
   * City, postal code or state of residence (free text). When it resolves to a state (engine/geo/lookup.ts),
   * the house cards use that state's transfer tax on `today` and church tax its rate (8 % BY/BW, else 9 %);
   * otherwise the default transfer tax (6 %) and 9 %, and the plan says the place was not recognised.
   */
  cityOfResidence?: string | null;
  /** Member of a church that levies church tax (Kirchensteuer on the income tax); default false. */
  churchTax?: boolean | null;
  monthlyColdRent?: number | null;
  partnerMonthlyGrossIncome?: number | null;
  currentHomePropertyValue?: number | null;
  currentHomeOutstandingMortgage?: number | null;
  currentHomeMonthlyMortgagePayment?: number | null;
  /** Fraction (0.035 = 3.5 %). */
  currentHomeInterestRate?: number | null;
  inflation?: boolean | null;
  currentEmployment?: Employment | null;
  grvCompulsoryEnroll?: boolean | null;
  grvPoints?: GrvPoints | null;
  /** Share of the monthly savings invested in ETFs, fraction 0..1. */
  etfShare?: number | null;
  /** Value of the ETF holdings today. */
  etfValue?: number | null;
  monthlyOtherPension?: number | null;
  desiredRetirementAge?: number | null;
  monthlyContribution?: number | null;
  oneTimeContribution?: number | null;
  /** Default: joint when a partner income is given, else single. */
  taxFiling?: TaxFiling | null;
  /** true: childless Pflege rate; unknown: the standard rate. */
  childless?: boolean | null;
  /** Depreciation of the investment property; default 2 % linear. */
  depreciation?: DepreciationOption | null;
}

export interface PensionOptions {
  /** Today's date 'YYYY-MM-DD' (the engine never reads the clock). */
  today: string;
  /** Rate market of the day: the house-card loan rate comes from the mortgage rate model (10 years). */
  market?: RateMarket;
  /** Or the nominal house-card loan rate directly (fraction); wins over `market`. */
  houseLoanRate?: number;
}

export interface PensionPlan {
  today: string;
  moneyBasis: 'today' | 'nominal';
  inflationRate: number;
  lifeExpectancy: number;
  desiredRetirementAge: number;
  /** Expected net income in the last year before the desired retirement age. */
  expectedIncomeBeforeRetirement: number;
  /** The same year's gross income (today's income grown by 1.5 % a year). */
  grossIncomeBeforeRetirement: number;
  requiredPension: number;
  pensionGap: number;
  /** Gap between the retirement age and the earliest statutory start (0 if none) and its length. */
  bridgeGap: number;
  bridgeMonths: number;
  pie: { statePension: number; ownInvestmentIncome: number; pensionGap: number; requiredPension: number; retirementAge: number };
  statutory: {
    points: number;
    pointsSoFar: number;
    futurePoints: number;
    rentenwert: number;
    zugangsfaktor: number;
    regelaltersgrenzeMonths: number;
    startAgeMonths: number;
    startYear: number;
    besteuerungsanteil: number;
    monthlyGross: number;
    healthInsurance: number;
    careInsurance: number;
    incomeTax: number;
    monthlyNet: number;
  };
  ownInvestments: { capitalAtRetirement: number; monthlyIncome: number };
  suggestions: Record<PensionOption, SolutionSummary | null>;
  /** The option with the earliest feasible retirement age (null if none closes the gap by 75). */
  suggestionRecommendation: PensionOption | null;
  scenarioRetirementAges: { expected: number | null; worst: number | null; best: number | null };
  sliders: {
    retirementAge: { min: number; max: number; recommended: number | null };
    monthlyContribution: { min: number; max: number; recommended: number };
    oneTimeContribution: { min: number; max: number; recommended: number };
  };
  /**
   * Monthly plan contribution that closes the gap at the desired age with the chosen one-time amount (the
   * monthly slider's recommendation, rounded up; unclamped; null when no contribution up to 1,000,000 € a month would).
   */
  requiredMonthlyContribution: number | null;
  thresholds: {
    earliestStatutoryStartMonths: number;
    regelaltersgrenzeMonths: number;
    maxPointsPerYear: number;
    affordabilityMaxShare: number;
  };
  cards: {
    privatePensionPlan: { effectiveCostMin: number; effectiveCostMax: number; upfrontFees: number; returnRate: number; affordable: boolean };
    ownHome: HouseCard | null;
    investmentProperty: HouseCard & { monthlyRent: number; depreciation: DepreciationOption };
  };
  chart: ChartSeries;
}

export interface HouseCard {
  propertyValue: number;
  loanAmount: number;
  fixationYears: number;
  interestRate: number;
  effectiveRate: number;
  monthlyInstallment: number;
  payoffMonths: number | null;
  /** Own money towards the price. */
  downPayment: number;
  /** Transfer tax and notary (2 %) of the price. */
  purchaseCosts: number;
  /** Transfer tax rate used: the state of residence's on `today`, or the default 6 % when no state is known. */
  transferTaxRate: number;
  /** The state whose transfer tax is used (null: the city field was empty or not recognised). */
  transferTaxState: StateCode | null;
  /** Cash needed at the purchase: down payment + purchase costs. */
  oneTimeCost: number;
  monthlyUpkeep: number;
  appreciation: number;
  affordable: boolean;
  /** The date of the Bundesbank curve behind the model rate (null: the rate was given directly). */
  rateCurveDate: string | null;
}

// ---------------------------------------------------------------------------------------------------------
// Validation

function missing(v: unknown): boolean {
  return v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
}

function required(v: unknown, field: string): number {
  if (missing(v)) throw new EngineInputError('REQUIRED', field);
  return finite(v, field);
}

function bounded(n: number, field: string, minimum: number, maximum: number | null): number {
  if (n < minimum) throw new EngineInputError('MINIMUM', field, { minimum, value: n });
  if (maximum !== null && n > maximum) throw new EngineInputError('MAXIMUM', field, { maximum, value: n });
  return n;
}

function optional(v: unknown, field: string, fallback: number, minimum: number, maximum: number | null): number {
  if (missing(v)) return fallback;
  return bounded(finite(v, field), field, minimum, maximum);
}

function option<T extends string>(v: unknown, field: string, allowed: readonly T[], fallback: T): T {
  if (missing(v)) return fallback;
  if (typeof v !== 'string' || !(allowed as readonly string[]).includes(v)) throw new EngineInputError('INVALID_OPTION', field, { value: v, allowed });
  return v as T;
}

function flag(v: unknown, field: string): boolean | undefined {
  if (missing(v)) return undefined;
  if (typeof v !== 'boolean') throw new EngineInputError('INVALID_OPTION', field, { value: v, allowed: [true, false] });
  return v;
}

/** GRV points so far (spec § 5: present, 0 allowed, an all-zero list counts as empty). */
export function grvPointsSoFar(points: GrvPoints | null | undefined): number {
  const p = points ?? {};
  let values: number[];
  if (!missing(p.total)) values = [bounded(finite(p.total, 'grvPoints.total'), 'grvPoints.total', 0, null)];
  else {
    if (missing(p.employed)) throw new EngineInputError('REQUIRED', 'grvPoints.employed');
    if (missing(p.selfEmployed)) throw new EngineInputError('REQUIRED', 'grvPoints.selfEmployed');
    values = [
      bounded(finite(p.employed, 'grvPoints.employed'), 'grvPoints.employed', 0, null),
      bounded(finite(p.selfEmployed, 'grvPoints.selfEmployed'), 'grvPoints.selfEmployed', 0, null),
    ];
  }
  if (values.every((v) => v === 0)) throw new EngineInputError('REQUIRED', 'grvPoints');
  return values.reduce((a, b) => a + b, 0);
}

interface Resolved {
  ctx: PlanContext;
  inflation: boolean;
  desiredAge: number;
  monthlyContribution: number;
  oneTimeContribution: number;
  depreciation: DepreciationOption;
}

function resolve(inputs: PensionInputs, today: string): Resolved {
  const age = bounded(required(inputs.age, 'age'), 'age', MIN_AGE, MAX_AGE);
  const monthlyGross = bounded(required(inputs.monthlyGrossIncome, 'monthlyGrossIncome'), 'monthlyGrossIncome', 0, null);
  const monthlySavings = bounded(required(inputs.monthlySavings, 'monthlySavings'), 'monthlySavings', 0, null);
  const bankSavings = bounded(required(inputs.totalSavingsInBank, 'totalSavingsInBank'), 'totalSavingsInBank', 0, null);
  const monthlyColdRent = bounded(required(inputs.monthlyColdRent, 'monthlyColdRent'), 'monthlyColdRent', 0, null);
  const pointsSoFar = grvPointsSoFar(inputs.grvPoints);
  const employment = option(inputs.currentEmployment, 'currentEmployment', ['employed', 'selfEmployed'] as const, 'employed');
  const compulsoryGrv = flag(inputs.grvCompulsoryEnroll, 'grvCompulsoryEnroll') ?? false;
  const homeOwner = flag(inputs.homeOwner, 'homeOwner') ?? false;
  const partner = optional(inputs.partnerMonthlyGrossIncome, 'partnerMonthlyGrossIncome', 0, 0, null);
  const filing = option(inputs.taxFiling, 'taxFiling', ['single', 'joint'] as const, partner > 0 ? 'joint' : 'single');
  const etfShare = optional(inputs.etfShare, 'etfShare', 0, 0, 1);
  const etfValue = optional(inputs.etfValue, 'etfValue', 0, 0, null);
  const otherPension = optional(inputs.monthlyOtherPension, 'monthlyOtherPension', 0, 0, null);
  const minRetirement = Math.max(SLIDER_BOUNDS.retirementAge.min, age + 1);
  const desiredAge = Math.round(
    optional(inputs.desiredRetirementAge, 'desiredRetirementAge', Math.max(67, minRetirement), minRetirement, SLIDER_BOUNDS.retirementAge.max),
  );
  const monthlyContribution = optional(inputs.monthlyContribution, 'monthlyContribution', 0, SLIDER_BOUNDS.monthlyContribution.min, SLIDER_BOUNDS.monthlyContribution.max);
  const oneTimeContribution = optional(inputs.oneTimeContribution, 'oneTimeContribution', 0, SLIDER_BOUNDS.oneTimeContribution.min, SLIDER_BOUNDS.oneTimeContribution.max);
  const depreciation = option(inputs.depreciation, 'depreciation', Object.keys(DEPRECIATION_OPTIONS) as DepreciationOption[], 'linear2');
  optional(inputs.currentHomePropertyValue, 'currentHomePropertyValue', 0, 0, null);
  option(inputs.sex, 'sex', ['male', 'female', 'other'] as const, 'other');
  option(inputs.education, 'education', ['university', 'highSchool', 'other'] as const, 'other');
  let homeMortgagePayment = 0;
  let homeMortgagePayoffMonths: number | null = null;
  if (homeOwner) {
    const outstanding = optional(inputs.currentHomeOutstandingMortgage, 'currentHomeOutstandingMortgage', 0, 0, null);
    homeMortgagePayment = optional(inputs.currentHomeMonthlyMortgagePayment, 'currentHomeMonthlyMortgagePayment', 0, 0, null);
    const rate = optional(inputs.currentHomeInterestRate, 'currentHomeInterestRate', 0, 0, 0.2);
    homeMortgagePayoffMonths = outstanding > 0 && homeMortgagePayment > 0 ? loanPayoffMonths(outstanding, rate, homeMortgagePayment) : outstanding > 0 ? null : 0;
  }
  const inflation = flag(inputs.inflation, 'inflation') ?? false;
  const place = typeof inputs.cityOfResidence === 'string' ? resolveLocation(inputs.cityOfResidence.slice(0, 200)) : null;
  const state = place?.state ?? null;
  const churchTax = flag(inputs.churchTax, 'churchTax') ?? false;
  return {
    ctx: {
      today,
      year: Number(today.slice(0, 4)),
      age,
      monthlyGross,
      employment,
      insured: employment === 'employed' || compulsoryGrv,
      compulsoryGrv,
      pointsSoFar,
      monthlySavings,
      bankSavings,
      etfValue,
      etfShare,
      otherPension,
      homeOwner,
      monthlyColdRent,
      partnerMonthlyGross: partner,
      filing,
      childless: flag(inputs.childless, 'childless'),
      state,
      churchTaxRate: churchTax ? churchTaxRate(state) : 0,
      homeMortgagePayment,
      homeMortgagePayoffMonths,
    },
    inflation,
    desiredAge,
    monthlyContribution,
    oneTimeContribution,
    depreciation,
  };
}

function houseRate(options: PensionOptions): number {
  if (options.houseLoanRate !== undefined) {
    const r = options.houseLoanRate;
    if (!Number.isFinite(r) || r < 0 || r > 0.2) throw new EngineInputError('OUT_OF_RANGE', 'houseLoanRate', { min: 0, max: 0.2, value: r });
    return r;
  }
  if (!options.market) throw new EngineInputError('MISSING_MARKET', 'market');
  return mortgageRate({
    fixationYears: HOUSE_CARD.fixationYears,
    loanAmount: HOUSE_CARD.loanAmount,
    propertyValue: HOUSE_CARD.propertyValue,
    curve: options.market.curve,
    model: options.market.model,
  }).rate;
}

// ---------------------------------------------------------------------------------------------------------

/** Marginal tax rate of the visitor while working (today's income) — for the investment property's rental result. */
function marginalWorking(ctx: PlanContext): number {
  const own = employeeTaxableAnnual(ctx.monthlyGross, ctx.employment, ctx.compulsoryGrv, ctx.today, ctx.childless);
  const partner = ctx.filing === 'joint' ? employeeTaxableAnnual(ctx.partnerMonthlyGross, 'employed', false, ctx.today, ctx.childless) : 0;
  return marginalTaxRate(own + partner, ctx.year, ctx.filing, { churchTaxRate: ctx.churchTaxRate });
}

function marginalRetired(ctx: PlanContext) {
  return (gap: GapResult): number => marginalTaxRate(gap.retirement.taxableAnnual + gap.partnerTaxableRetired, ctx.year, ctx.filing, { churchTaxRate: ctx.churchTaxRate });
}

function houseFeasibleAge(ctx: PlanContext, opt: 'ownHome' | 'investmentProperty', loan: HouseLoan, depreciation: DepreciationOption): number | null {
  const marginal = marginalRetired(ctx);
  for (let r = earliestRetirementAge(ctx.age); r <= SLIDER_BOUNDS.retirementAge.max; r++) {
    if (houseFeasible(ctx, opt, loan, r, depreciation, marginal).feasible) return r;
  }
  return null;
}

export function calculatePensionPlan(inputs: PensionInputs, options: PensionOptions): PensionPlan {
  if (!options || !isIsoDate(options.today)) throw new EngineInputError('INVALID_DATE', 'today', { value: options?.today });
  const r = resolve(inputs ?? {}, options.today);
  const { ctx, desiredAge } = r;
  const loan = houseLoan(houseRate(options), ctx.state ? transferTaxRate(ctx.state, ctx.today) : HOUSE_CARD_TRANSFER_TAX);
  const scale = (yearsFromToday: number) => (r.inflation ? Math.pow(1 + INFLATION_RATE, yearsFromToday) : 1);

  const gap = pensionGap(ctx, desiredAge, r.oneTimeContribution);
  const atRetirement = scale(desiredAge - ctx.age);

  // Sliders and the private pension plan.
  const recommendedOneTime = Math.min(SLIDER_BOUNDS.oneTimeContribution.max, ctx.bankSavings);
  // The monthly amount for the desired age with the one-time amount the visitor chose: the slider's
  // recommendation and the plan's card show the same figure (issue 24: "recommended 156" next to "needs 157").
  const requiredMonthly = pppRequiredMonthly(ctx, desiredAge, r.oneTimeContribution, 'expected');
  const recommendedMonthly = Math.min(SLIDER_BOUNDS.monthlyContribution.max, Math.ceil(requiredMonthly));
  const pppAge = pppFeasibleAge(ctx, r.oneTimeContribution, r.monthlyContribution, 'expected');
  const scenarioRetirementAges = {
    expected: pppAge,
    worst: pppFeasibleAge(ctx, r.oneTimeContribution, r.monthlyContribution, 'worst'),
    best: pppFeasibleAge(ctx, r.oneTimeContribution, r.monthlyContribution, 'best'),
  };

  // Houses.
  const netToday = employeeNet({
    monthlyGross: ctx.monthlyGross,
    employment: ctx.employment,
    compulsoryGrv: ctx.compulsoryGrv,
    childless: ctx.childless,
    date: ctx.today,
    tax: {
      year: ctx.year,
      filing: ctx.filing,
      partnerTaxableAnnual: ctx.filing === 'joint' ? employeeTaxableAnnual(ctx.partnerMonthlyGross, 'employed', false, ctx.today, ctx.childless) : 0,
      churchTaxRate: ctx.churchTaxRate,
    },
  }).net;
  const affordable = loan.installment <= AFFORDABILITY_MAX_SHARE * netToday;
  const marginalNow = marginalWorking(ctx);
  const ownHomeMonthly = Math.max(0, -houseCash('ownHome', loan, 0, ctx.monthlyColdRent, 0, r.depreciation));
  const propertyMonthly = Math.max(0, -houseCash('investmentProperty', loan, 0, 0, marginalNow, r.depreciation));
  const rent = investmentRent();
  const houseCard = (): HouseCard => ({
    propertyValue: loan.propertyValue,
    loanAmount: loan.loanAmount,
    fixationYears: loan.fixationYears,
    interestRate: loan.rate,
    effectiveRate: loan.effectiveRate,
    monthlyInstallment: loan.installment,
    payoffMonths: loan.payoffMonths,
    downPayment: loan.downPayment,
    purchaseCosts: loan.purchaseCosts,
    transferTaxRate: loan.transferTaxRate,
    transferTaxState: ctx.state,
    rateCurveDate: options.houseLoanRate === undefined && options.market ? options.market.curve.date : null,
    oneTimeCost: loan.oneTimeCost,
    monthlyUpkeep: loan.upkeepMonthly,
    appreciation: HOME_APPRECIATION,
    affordable,
  });

  const suggestions: Record<PensionOption, SolutionSummary | null> = {
    privatePensionPlan: {
      option: 'privatePensionPlan',
      // One coherent case, as for the houses: these amounts retire you at this age (issue 24: the card showed
      // the earliest age for the slider's amount next to the amount needed for the desired age).
      oneTimeInvestment: r.oneTimeContribution,
      monthlyInvestment: r.monthlyContribution,
      retirementAge: pppAge,
      returnRate: pppNominalReturn('expected'),
    },
    ownHome: ctx.homeOwner
      ? null
      : {
          option: 'ownHome',
          oneTimeInvestment: loan.oneTimeCost,
          monthlyInvestment: ownHomeMonthly,
          retirementAge: houseFeasibleAge(ctx, 'ownHome', loan, r.depreciation),
          returnRate: HOME_APPRECIATION,
        },
    investmentProperty: {
      option: 'investmentProperty',
      oneTimeInvestment: loan.oneTimeCost,
      monthlyInvestment: propertyMonthly,
      retirementAge: houseFeasibleAge(ctx, 'investmentProperty', loan, r.depreciation),
      returnRate: ((rent - loan.upkeepMonthly) * 12) / loan.propertyValue + HOME_APPRECIATION,
    },
  };
  let suggestionRecommendation: PensionOption | null = null;
  let best = Infinity;
  for (const key of ['privatePensionPlan', 'ownHome', 'investmentProperty'] as const) {
    const s = suggestions[key];
    if (s && s.retirementAge !== null && s.retirementAge < best) {
      best = s.retirementAge;
      suggestionRecommendation = key;
    }
  }

  const chart = chartSeries(ctx, loan, desiredAge, r.oneTimeContribution, r.monthlyContribution, {
    depreciation: r.depreciation,
    marginalWorking: marginalNow,
    marginalRetired: marginalRetired(ctx)(gap),
  });
  if (r.inflation) {
    const f = (values: number[]) => values.map((v, i) => v * scale(i));
    chart.ppp = f(chart.ppp);
    chart.investmentProperty = f(chart.investmentProperty);
    if (chart.ownHome) chart.ownHome = f(chart.ownHome);
    chart.feasibleRetirement = chart.feasibleRetirement.map((v, i) => (v === null ? null : v * scale(i)));
  }

  const st = gap.statutory;
  return {
    today: options.today,
    moneyBasis: r.inflation ? 'nominal' : 'today',
    inflationRate: r.inflation ? INFLATION_RATE : 0,
    lifeExpectancy: LIFE_EXPECTANCY,
    desiredRetirementAge: desiredAge,
    expectedIncomeBeforeRetirement: gap.expectedIncomeBeforeRetirement * scale(desiredAge - ctx.age - 1),
    grossIncomeBeforeRetirement: gap.grossBeforeRetirement * scale(desiredAge - ctx.age - 1),
    requiredPension: gap.requiredPension * atRetirement,
    pensionGap: gap.pensionGap * atRetirement,
    bridgeGap: gap.bridgeGap * atRetirement,
    bridgeMonths: gap.bridgeMonths,
    pie: {
      statePension: gap.pie.statePension * atRetirement,
      ownInvestmentIncome: gap.pie.ownInvestmentIncome * atRetirement,
      pensionGap: gap.pie.pensionGap * atRetirement,
      requiredPension: gap.pie.requiredPension * atRetirement,
      retirementAge: desiredAge,
    },
    statutory: {
      points: st.totalPoints,
      pointsSoFar: st.pointsSoFar,
      futurePoints: st.futurePoints,
      rentenwert: st.rentenwert * atRetirement,
      zugangsfaktor: st.zugangsfaktor,
      regelaltersgrenzeMonths: st.regelaltersgrenzeMonths,
      startAgeMonths: st.startAgeMonths,
      startYear: st.startYear,
      besteuerungsanteil: gap.retirement.besteuerungsanteil,
      monthlyGross: st.monthlyGross * atRetirement,
      healthInsurance: gap.retirement.kvStatutory * atRetirement,
      careInsurance: gap.retirement.pvStatutory * atRetirement,
      incomeTax: gap.retirement.incomeTax * atRetirement,
      monthlyNet: (st.monthlyGross - gap.retirement.kvStatutory - gap.retirement.pvStatutory - gap.retirement.incomeTax) * atRetirement,
    },
    ownInvestments: {
      capitalAtRetirement: gap.investments.capital * atRetirement,
      monthlyIncome: gap.retirement.investmentNet * atRetirement,
    },
    suggestions,
    suggestionRecommendation,
    scenarioRetirementAges,
    sliders: {
      retirementAge: { ...SLIDER_BOUNDS.retirementAge, recommended: pppFeasibleAge(ctx, r.oneTimeContribution, recommendedMonthly, 'expected') },
      monthlyContribution: { ...SLIDER_BOUNDS.monthlyContribution, recommended: recommendedMonthly },
      oneTimeContribution: { ...SLIDER_BOUNDS.oneTimeContribution, recommended: recommendedOneTime },
    },
    requiredMonthlyContribution: Number.isFinite(requiredMonthly) ? requiredMonthly : null,
    thresholds: {
      earliestStatutoryStartMonths: st.regelaltersgrenzeMonths - MAX_EARLY_MONTHS,
      regelaltersgrenzeMonths: st.regelaltersgrenzeMonths,
      maxPointsPerYear: maxPointsPerYear(ctx.today),
      affordabilityMaxShare: AFFORDABILITY_MAX_SHARE,
    },
    cards: {
      privatePensionPlan: {
        effectiveCostMin: PPP_EFFECTIVE_COST_MIN,
        effectiveCostMax: PPP_EFFECTIVE_COST_MAX,
        upfrontFees: PPP_UPFRONT_FEES,
        returnRate: pppNominalReturn('expected'),
        affordable: requiredMonthly <= SLIDER_BOUNDS.monthlyContribution.max,
      },
      ownHome: ctx.homeOwner ? null : houseCard(),
      investmentProperty: { ...houseCard(), monthlyRent: rent, depreciation: r.depreciation },
    },
    chart,
  };
}

