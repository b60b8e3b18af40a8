/**
 * Required income, expected income before retirement, retirement income and the pension gap (issue 13 § 3).
 *
 * Conventions (all amounts monthly, in today's euros; ./index.ts scales for inflation):
 * - Expected income before retirement: the visitor's NET income in the last year before the retirement age,
 *   from today's gross grown by INCOME_GROWTH a year (./net.ts employeeNet).
 * - Required pension (the spec's "required pension", what keeps the standard of living): that net income
 *   minus what the visitor saves today (monthly savings, grown with the income: a constant savings rate)
 *   minus the installment of the own home's mortgage when it is repaid before retirement (owners only).
 * - Retirement income: net statutory pension (./statutory.ts, ./net.ts pensionerNet) + other pensions +
 *   the drawdown of own investments (bank savings, ETF holdings and the monthly savings accumulated until
 *   retirement and drawn in equal monthly amounts until LIFE_EXPECTANCY at the bank return). A solution's
 *   one-time amount comes out of the bank savings first (the spec's default 29,500 against 30,000 in the
 *   bank); its monthly amount is paid on top of the monthly savings, which keep building the own
 *   investments. (Taking it out of the savings could move money from ETFs into a plan with a lower return,
 *   so that a higher contribution would delay retirement.)
 * - Gap = max(0, required − retirement income) once the statutory pension runs; before it starts
 *   (retiring more than 48 months before the Regelaltersgrenze) the bridge gap has no statutory pension.
 * - Pie values: statePension (net statutory + other pensions), ownInvestmentIncome (net drawdown), pensionGap,
 *   requiredPension; the three parts cover the required pension (parts beyond it are capped).
 */
import {
  BANK_NOMINAL_RETURN,
  EQUITY_NOMINAL_RETURN,
  INCOME_GROWTH,
  LIFE_EXPECTANCY,
  realRate,
} from './constants';
import { annuityFactor, discount, futureValue } from './finance';
import type { StateCode } from '../geo/regions';
import { employeeNet, employeeTaxableAnnual, pensionerNet, type Employment, type PensionerNet, type TaxContext } from './net';
import { statutoryPension, type StatutoryPension } from './statutory';
import type { TaxFiling } from './tax';

/** Validated inputs (./index.ts) in the engine's units. */
export interface PlanContext {
  today: string;
  year: number;
  age: number;
  monthlyGross: number;
  employment: Employment;
  /** Future years earn GRV points. */
  insured: boolean;
  compulsoryGrv: boolean;
  pointsSoFar: number;
  monthlySavings: number;
  bankSavings: number;
  etfValue: number;
  /** Share of the monthly savings invested in ETFs (0..1). */
  etfShare: number;
  otherPension: number;
  homeOwner: boolean;
  monthlyColdRent: number;
  partnerMonthlyGross: number;
  filing: TaxFiling;
  childless: boolean | undefined;
  /** State of residence from the city field (null: not given or not recognised). */
  state: StateCode | null;
  /** Church tax rate on the income tax (0: no church member). */
  churchTaxRate: number;
  /** Owners: monthly installment of the current home's mortgage and the months until it is repaid (null: never). */
  homeMortgagePayment: number;
  homeMortgagePayoffMonths: number | null;
}

export interface OwnInvestments {
  /** Capital at retirement. */
  capital: number;
  /** Money paid in (for the taxable gains share). */
  principal: number;
  /** Monthly drawdown, gross. */
  monthlyDrawdown: number;
  gainShare: number;
}

const BANK_REAL = realRate(BANK_NOMINAL_RETURN);
const EQUITY_REAL = realRate(EQUITY_NOMINAL_RETURN);

/** Months from the retirement age to the life expectancy. */
export function retirementMonths(retirementAge: number): number {
  return Math.max(0, (LIFE_EXPECTANCY - retirementAge) * 12);
}

/** The visitor's own investments at the retirement age, after moving `oneTime` out of the bank into a solution. */
export function ownInvestments(ctx: PlanContext, retirementAge: number, oneTime = 0): OwnInvestments {
  const months = Math.max(0, (retirementAge - ctx.age) * 12);
  const bank = Math.max(0, ctx.bankSavings - oneTime);
  const savings = ctx.monthlySavings;
  const capital =
    futureValue(bank, savings * (1 - ctx.etfShare), BANK_REAL, months) + futureValue(ctx.etfValue, savings * ctx.etfShare, EQUITY_REAL, months);
  const principal = bank + ctx.etfValue + savings * months;
  const payoutMonths = retirementMonths(retirementAge);
  const monthlyDrawdown = payoutMonths > 0 ? capital / annuityFactor(BANK_REAL, payoutMonths) : 0;
  const gainShare = capital > 0 ? Math.max(0, 1 - principal / capital) : 0;
  return { capital, principal, monthlyDrawdown, gainShare };
}

function taxContext(ctx: PlanContext, partnerTaxableAnnual: number): TaxContext {
  return { year: ctx.year, filing: ctx.filing, partnerTaxableAnnual, churchTaxRate: ctx.churchTaxRate };
}

export interface GapResult {
  retirementAge: number;
  statutory: StatutoryPension;
  /** Monthly gross income in the last year before retirement. */
  grossBeforeRetirement: number;
  /** Expected (net) income before retirement. */
  expectedIncomeBeforeRetirement: number;
  requiredPension: number;
  investments: OwnInvestments;
  /** Net income once the statutory pension runs. */
  retirement: PensionerNet;
  /** Joint filing: the partner's taxable income a year assumed in retirement (0 when filing singly). */
  partnerTaxableRetired: number;
  /** Net income between the retirement age and the start of the statutory pension (only other pensions and drawdown). */
  bridge: PensionerNet;
  /** Months between retirement and the statutory start (0 unless retiring before the earliest start). */
  bridgeMonths: number;
  pensionGap: number;
  bridgeGap: number;
  /** required − net income, unclamped (negative: a surplus). */
  rawPensionGap: number;
  rawBridgeGap: number;
  pie: { statePension: number; ownInvestmentIncome: number; pensionGap: number; requiredPension: number; retirementAge: number };
}

export function pensionGap(ctx: PlanContext, retirementAge: number, oneTime = 0): GapResult {
  const workYears = Math.max(0, retirementAge - ctx.age - 1);
  const growth = Math.pow(1 + INCOME_GROWTH, workYears);
  const grossBefore = ctx.monthlyGross * growth;
  const partnerBefore = ctx.partnerMonthlyGross * growth;
  const partnerTaxableBefore = ctx.filing === 'joint' ? employeeTaxableAnnual(partnerBefore, 'employed', false, ctx.today, ctx.childless) : 0;
  const before = employeeNet({
    monthlyGross: grossBefore,
    employment: ctx.employment,
    compulsoryGrv: ctx.compulsoryGrv,
    childless: ctx.childless,
    date: ctx.today,
    tax: taxContext(ctx, partnerTaxableBefore),
  });
  const monthsToRetirement = (retirementAge - ctx.age) * 12;
  const mortgageGone =
    ctx.homeOwner && ctx.homeMortgagePayment > 0 && ctx.homeMortgagePayoffMonths !== null && ctx.homeMortgagePayoffMonths <= monthsToRetirement;
  const requiredPension = Math.max(0, before.net - ctx.monthlySavings * growth - (mortgageGone ? ctx.homeMortgagePayment : 0));

  const statutory = statutoryPension({
    age: ctx.age,
    monthlyGross: ctx.monthlyGross,
    pointsSoFar: ctx.pointsSoFar,
    insured: ctx.insured,
    retirementAge,
    today: ctx.today,
  });
  const investments = ownInvestments(ctx, retirementAge, oneTime);
  // Joint filing: the partner's retirement income stands to the visitor's as their incomes do today.
  const partnerTaxableRetired = grossBefore > 0 ? (partnerTaxableBefore * statutory.monthlyGross) / grossBefore : 0;
  const common = {
    otherPension: ctx.otherPension,
    investmentIncome: investments.monthlyDrawdown,
    investmentGainShare: investments.gainShare,
    childless: ctx.childless,
    date: ctx.today,
    tax: taxContext(ctx, partnerTaxableRetired),
  };
  const retirement = pensionerNet({ ...common, statutoryGross: statutory.monthlyGross, startYear: statutory.startYear });
  const bridge = pensionerNet({ ...common, statutoryGross: 0, startYear: statutory.startYear });
  const bridgeMonths = Math.max(0, statutory.startAgeMonths - retirementAge * 12);
  const rawPensionGap = requiredPension - retirement.net;
  const rawBridgeGap = bridgeMonths > 0 ? requiredPension - bridge.net : 0;
  const gap = Math.max(0, rawPensionGap);
  const bridgeGap = Math.max(0, rawBridgeGap);
  const statePension = Math.min(requiredPension, Math.max(0, retirement.pensionsNet));
  const ownInvestmentIncome = Math.min(requiredPension - statePension, Math.max(0, retirement.investmentNet));
  return {
    retirementAge,
    statutory,
    grossBeforeRetirement: grossBefore,
    expectedIncomeBeforeRetirement: before.net,
    requiredPension,
    investments,
    retirement,
    partnerTaxableRetired,
    bridge,
    bridgeMonths,
    pensionGap: gap,
    bridgeGap,
    rawPensionGap,
    rawBridgeGap,
    pie: { statePension, ownInvestmentIncome, pensionGap: gap, requiredPension, retirementAge },
  };
}

/**
 * Capital needed at the retirement age to pay the shortfalls until LIFE_EXPECTANCY at `payoutRate` (real, a
 * year; payments at the end of each month): the bridge gap until the statutory start, then the pension gap,
 * each less `benefit(k)`, a solution's net monthly income k months after retirement (may be negative while a
 * solution still costs money). Surplus months do not offset later shortfalls.
 */
export function capitalNeeded(gap: GapResult, payoutRate: number, benefit?: (monthAfterRetirement: number) => number): number {
  const total = retirementMonths(gap.retirementAge);
  const bridge = Math.min(total, gap.bridgeMonths);
  if (!benefit) {
    return (
      Math.max(0, gap.rawBridgeGap) * annuityFactor(payoutRate, bridge) +
      Math.max(0, gap.rawPensionGap) * annuityFactor(payoutRate, total - bridge) * discount(payoutRate, bridge)
    );
  }
  const v = discount(payoutRate, 1);
  let factor = 1;
  let sum = 0;
  for (let k = 0; k < total; k++) {
    factor *= v;
    const raw = (k < bridge ? gap.rawBridgeGap : gap.rawPensionGap) - benefit(k);
    if (raw > 0) sum += raw * factor;
  }
  return sum;
}
