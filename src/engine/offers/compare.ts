/**
 * Lender offers for the client's case (issue 50, part 2): from the lenders' dated condition sheets and one case,
 * which lenders would lend, at what price, ranked; and which would not, and why. Pure: no clock, no database.
 *
 * The shapes below are the offers feature's (src/features/offers/model.ts names them Lender, OfferCase, Comparison, …):
 * defined here, once, because the engine imports nothing outside src/engine.
 *
 * Conventions (as ../mortgage/annuity.ts, ../mortgage/schedule.ts and shared/reference/worked-examples.md):
 * - Rates and shares are fractions (0.0357 = 3.57 %), money in euros as floats; nothing is rounded here.
 * - A lender is excluded by the first rule it fails, in this order: purpose, region (state), employment, loan below
 *   its minimum loan, no rate cell for the fixation, loan-to-value above the sheet's highest step for that fixation,
 *   no loan-size band of that step holding the loan, forward months beyond the maximum (or no forward pricing).
 * - Rate cell: the fixation's cells; of them the loan-to-value step with the smallest ltvMax ≥ loan ÷ price; of that
 *   step the loan band with loanMin ≤ loan ≤ loanMax (loanMax null: no bound; of overlapping bands the one with the
 *   highest loanMin, the most specific).
 * - Surcharges, added to the cell's nominal rate: small loan (loan < below); forward (months beyond the free months ×
 *   perMonth); special repayment (wanted above the free allowance: the cheapest option whose yearly percentage
 *   covers the wish; `percent` is in PERCENT, 10 = 10 % a year, as its name and the sheet shapes' bound 0–100 say;
 *   none covers it: no surcharge can buy it, the lender is still shown with its free allowance, see below); energy
 *   class (the sheet's addition or discount for the case's class, where it prices one).
 *   A wish above every option is not an exclusion reason of the shared model (EXCLUSION_REASONS): such a lender is
 *   ranked with its largest option's surcharge and `specialRepaymentShortfall` tells the page how much is missing.
 * - Monthly payment: loan × (rate + initial repayment) ÷ 12, as the mortgage calculator computes it
 *   (../mortgage/annuity.ts monthlyInstallment); the installments are paid at the end of each month.
 * - Residual debt: after fixation × 12 installments (../mortgage/schedule.ts amortizationSchedule; 0 when repaid
 *   earlier). Total cost over the fixation: the interest of those installments plus the lender's fees.
 * - Effective annual rate under § 16 PAngV and its annex (../mortgage/effective-rate.ts solveEffectiveRate), over
 *   the fixation: the loan paid out at t = 0; the lender's fees paid by the borrower at t = 0; installment k at
 *   t = k/12 years (standard months); the residual debt paid together with the last installment of the fixation (the
 *   usual convention for a loan whose term is longer than its fixation: the annex's assumption that the rate stays
 *   fixed is only made for the fixed period, and banks state the effective rate for the fixation this way). Without
 *   fees this is (1 + i/12)^12 − 1, the calculator's effective rate.
 * - Ranking: effective rate, then monthly payment, then total cost over the fixation (each ascending), then the
 *   lender's name (so equal offers keep one order).
 */
import { EngineInputError, finite } from '../errors';
import { isIsoDate } from '../iso-date';
import { monthlyInstallment } from '../mortgage/annuity';
import { solveEffectiveRate, type CashFlow } from '../mortgage/effective-rate';
import { amortizationSchedule } from '../mortgage/schedule';

// ---------------------------------------------------------------------------------------------------------
// Shapes (the offers feature's model.ts gives them its names)

export type OfferLenderKind = 'bank' | 'savings_bank' | 'building_society' | 'insurer';
export type OfferLoanPurpose = 'purchase' | 'refinance' | 'forward' | 'construction';
export type OfferEmployment = 'employed' | 'civil_servant' | 'self_employed' | 'retired';
export type OfferPropertyUse = 'owner_occupied' | 'let';
export type EnergyClass = 'A+' | 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G' | 'H';

export interface OfferLender {
  id: string;
  name: string;
  kind: OfferLenderKind;
  regions: string[];
  minLoan: number;
  purposes: OfferLoanPurpose[];
  employments: OfferEmployment[];
  isDemo: boolean;
}

export interface OfferRateCell {
  fixationYears: number;
  ltvMax: number;
  loanMin: number;
  loanMax: number | null;
  nominalRate: number;
}

export interface OfferSurcharges {
  smallLoan: { below: number; add: number } | null;
  forward: { freeMonths: number; perMonth: number; maxMonths: number } | null;
  specialRepayment: { percent: number; add: number }[];
  energyClass: Partial<Record<EnergyClass, number>>;
}

export interface OfferConditionSheet {
  id: string;
  lenderId: string;
  validFrom: string;
  rates: OfferRateCell[];
  surcharges: OfferSurcharges;
  fees: { name: string; amount: number }[];
  specialRepaymentFree: number;
  source: string;
}

export interface OfferLenderConditions {
  lender: OfferLender;
  sheet: OfferConditionSheet;
}

export interface OfferCaseInput {
  price: number;
  loan: number;
  equity: number;
  state: string;
  use: OfferPropertyUse;
  purpose: OfferLoanPurpose;
  fixationYears: number;
  repaymentRate: number;
  specialRepayment: number;
  employment: OfferEmployment;
  energyClass: string | null;
  forwardMonths: number;
  date: string;
}

export type SurchargeName = 'smallLoan' | 'forward' | 'specialRepayment' | 'energyClass';

export interface OfferResult {
  lenderId: string;
  lenderName: string;
  lenderKind: OfferLenderKind;
  isDemo: boolean;
  source: 'sheet' | 'marketplace' | 'model';
  nominalRate: number;
  effectiveRate: number;
  monthlyPayment: number;
  residualDebt: number;
  totalCost: number;
  surchargesApplied: { name: SurchargeName; add: number }[];
  validFrom: string;
  conditionsSource: string;
}

export type OfferExclusionReason = 'region' | 'loanSize' | 'ltv' | 'purpose' | 'fixation' | 'employment' | 'forwardMonths';

export interface OfferExclusion {
  lenderId: string;
  lenderName: string;
  isDemo: boolean;
  reason: OfferExclusionReason;
  params: Record<string, number | string>;
}

export interface OfferComparison {
  offers: OfferResult[];
  excluded: OfferExclusion[];
  fallback: null | { reason: 'noConditions' | 'sourceUnavailable' };
}

// ---------------------------------------------------------------------------------------------------------
// The case's checks

/** Longest fixation the engine prices (years); the calculator offers 5–30. */
export const MAX_OFFER_FIXATION_YEARS = 40;

/** The case checked: every number finite and in a range the arithmetic can use; throws EngineInputError. */
export function checkOfferCase(c: OfferCaseInput): void {
  if (typeof c !== 'object' || c === null) throw new EngineInputError('INVALID_INPUT', 'offerCase', { value: c });
  const price = finite(c.price, 'price');
  if (price <= 0) throw new EngineInputError('INVALID_PRICE', 'price', { min: 0, value: price });
  const loan = finite(c.loan, 'loan');
  if (loan <= 0) throw new EngineInputError('INVALID_LOAN_AMOUNT', 'loan', { min: 0, value: loan });
  if (finite(c.equity, 'equity') < 0) throw new EngineInputError('MINIMUM', 'equity', { minimum: 0, value: c.equity });
  const years = finite(c.fixationYears, 'fixationYears');
  if (!Number.isInteger(years) || years < 1 || years > MAX_OFFER_FIXATION_YEARS) {
    throw new EngineInputError('INVALID_FIXATION', 'fixationYears', { min: 1, max: MAX_OFFER_FIXATION_YEARS, value: years });
  }
  const repayment = finite(c.repaymentRate, 'repaymentRate');
  if (repayment <= 0 || repayment > 0.5) throw new EngineInputError('INVALID_REPAYMENT', 'repaymentRate', { min: 0, max: 0.5, value: repayment });
  const special = finite(c.specialRepayment, 'specialRepayment');
  if (special < 0 || special > 1) throw new EngineInputError('OUT_OF_RANGE', 'specialRepayment', { min: 0, max: 1, value: special });
  const forward = finite(c.forwardMonths, 'forwardMonths');
  if (!Number.isInteger(forward) || forward < 0 || forward > 120) {
    throw new EngineInputError('INVALID_FORWARD_PERIOD', 'forwardMonths', { min: 0, max: 120, value: forward });
  }
  if (typeof c.state !== 'string' || !/^[A-Z]{2}$/.test(c.state)) throw new EngineInputError('UNKNOWN_STATE', 'state', { value: c.state });
  if (!isIsoDate(c.date)) throw new EngineInputError('INVALID_DATE', 'date', { value: c.date });
}

// ---------------------------------------------------------------------------------------------------------
// One lender

/** Loans within a cent of a bound count as on it (amounts come from sums of floats). */
const LTV_EPSILON = 1e-9;

/** The rate cell for the case, or why there is none. */
export function findRateCell(
  sheet: OfferConditionSheet,
  c: Pick<OfferCaseInput, 'fixationYears' | 'loan' | 'price'>,
): { cell: OfferRateCell } | { reason: 'fixation' | 'ltv' | 'loanSize'; params: Record<string, number> } {
  const forFixation = sheet.rates.filter((r) => r.fixationYears === c.fixationYears);
  if (forFixation.length === 0) {
    const offered = [...new Set(sheet.rates.map((r) => r.fixationYears))].sort((a, b) => a - b);
    return { reason: 'fixation', params: { fixationYears: c.fixationYears, ...(offered.length ? { minFixation: offered[0]!, maxFixation: offered[offered.length - 1]! } : {}) } };
  }
  const ltv = c.loan / c.price;
  const steps = [...new Set(forFixation.map((r) => r.ltvMax))].sort((a, b) => a - b);
  const step = steps.find((s) => s >= ltv - LTV_EPSILON);
  if (step === undefined) return { reason: 'ltv', params: { ltv, ltvMax: steps[steps.length - 1]! } };
  const bands = forFixation.filter((r) => r.ltvMax === step);
  const fitting = bands.filter((r) => r.loanMin <= c.loan + 0.005 && (r.loanMax === null || c.loan <= r.loanMax + 0.005)).sort((a, b) => b.loanMin - a.loanMin);
  if (fitting.length === 0) {
    const loanMin = Math.min(...bands.map((b) => b.loanMin));
    const loanMax = bands.some((b) => b.loanMax === null) ? null : Math.max(...bands.map((b) => b.loanMax ?? 0));
    return { reason: 'loanSize', params: { loan: c.loan, loanMin, ...(loanMax === null ? {} : { loanMax }) } };
  }
  return { cell: fitting[0]! };
}

/**
 * The special repayment surcharge: none when the wish fits the free allowance; else the cheapest option whose
 * yearly percentage (in percent) covers the wish; when none covers it, the largest option (the most the lender
 * sells) with the shortfall.
 */
export function specialRepaymentSurcharge(
  wanted: number,
  free: number,
  options: readonly { percent: number; add: number }[],
): { add: number; shortfall: number } {
  if (wanted <= free + 1e-12) return { add: 0, shortfall: 0 };
  const covering = options.filter((o) => o.percent / 100 >= wanted - 1e-12).sort((a, b) => a.add - b.add || a.percent - b.percent);
  if (covering.length > 0) return { add: covering[0]!.add, shortfall: 0 };
  const largest = [...options].sort((a, b) => b.percent - a.percent || a.add - b.add)[0];
  const allowed = Math.max(free, largest ? largest.percent / 100 : 0);
  return { add: largest && largest.percent / 100 > free ? largest.add : 0, shortfall: wanted - allowed };
}

export interface LoanFigures {
  monthlyPayment: number;
  residualDebt: number;
  /** Interest paid over the fixation. */
  interest: number;
  fees: number;
  /** § 16 PAngV effective annual rate over the fixation, fees included (fraction). */
  effectiveRate: number;
}

/**
 * Monthly payment, residual debt, interest and the effective rate of a loan over its fixation (see the file
 * comment for the conventions).
 */
export function loanFigures(loan: number, nominalRate: number, repaymentRate: number, fixationYears: number, fees: number): LoanFigures {
  const installment = monthlyInstallment(loan, nominalRate, repaymentRate);
  const months = Math.round(fixationYears * 12);
  const rows = amortizationSchedule({ principal: loan, annualRate: nominalRate, installment, maxMonths: months });
  let interest = 0;
  const payments: CashFlow[] = [];
  if (fees > 0) payments.push({ time: 0, amount: fees });
  for (const row of rows) {
    interest += row.interest;
    payments.push({ time: row.month / 12, amount: row.payment });
  }
  const residualDebt = rows.length > 0 ? rows[rows.length - 1]!.balance : loan;
  // The residual debt is paid with the fixation's last installment.
  if (residualDebt > 0 && payments.length > 0) payments[payments.length - 1] = { ...payments[payments.length - 1]!, amount: payments[payments.length - 1]!.amount + residualDebt };
  const effectiveRate = solveEffectiveRate({ drawdowns: [{ time: 0, amount: loan }], payments });
  if (effectiveRate === null) throw new EngineInputError('INVALID_INPUT', 'nominalRate', { value: nominalRate });
  return { monthlyPayment: installment, residualDebt, interest, fees, effectiveRate };
}

export type LenderEvaluation =
  | { kind: 'offer'; offer: OfferResult; specialRepaymentShortfall: number }
  | { kind: 'excluded'; exclusion: OfferExclusion };

/** One lender's answer to the case: its offer, or why it would not lend. The case must have passed checkOfferCase. */
export function evaluateLender({ lender, sheet }: OfferLenderConditions, c: OfferCaseInput): LenderEvaluation {
  const exclude = (reason: OfferExclusionReason, params: Record<string, number | string>): LenderEvaluation => ({
    kind: 'excluded',
    exclusion: { lenderId: lender.id, lenderName: lender.name, isDemo: lender.isDemo, reason, params },
  });
  if (!lender.purposes.includes(c.purpose)) return exclude('purpose', { purpose: c.purpose });
  if (lender.regions.length > 0 && !lender.regions.includes(c.state)) return exclude('region', { state: c.state });
  if (!lender.employments.includes(c.employment)) return exclude('employment', { employment: c.employment });
  if (c.loan < lender.minLoan) return exclude('loanSize', { loan: c.loan, minLoan: lender.minLoan });
  const found = findRateCell(sheet, c);
  if ('reason' in found) return exclude(found.reason, found.params);

  const surcharges: { name: SurchargeName; add: number }[] = [];
  const s = sheet.surcharges;
  if (c.forwardMonths > 0) {
    if (!s.forward) return exclude('forwardMonths', { forwardMonths: c.forwardMonths, maxMonths: 0 });
    if (c.forwardMonths > s.forward.maxMonths) return exclude('forwardMonths', { forwardMonths: c.forwardMonths, maxMonths: s.forward.maxMonths });
    const charged = c.forwardMonths - s.forward.freeMonths;
    if (charged > 0 && s.forward.perMonth !== 0) surcharges.push({ name: 'forward', add: charged * s.forward.perMonth });
  }
  if (s.smallLoan && c.loan < s.smallLoan.below && s.smallLoan.add !== 0) surcharges.push({ name: 'smallLoan', add: s.smallLoan.add });
  const special = specialRepaymentSurcharge(c.specialRepayment, sheet.specialRepaymentFree, s.specialRepayment);
  if (special.add !== 0) surcharges.push({ name: 'specialRepayment', add: special.add });
  const energy = c.energyClass === null ? undefined : s.energyClass[c.energyClass as EnergyClass];
  if (energy !== undefined && energy !== 0) surcharges.push({ name: 'energyClass', add: energy });

  const nominalRate = found.cell.nominalRate + surcharges.reduce((sum, x) => sum + x.add, 0);
  const fees = sheet.fees.reduce((sum, f) => sum + f.amount, 0);
  const figures = loanFigures(c.loan, nominalRate, c.repaymentRate, c.fixationYears, fees);
  return {
    kind: 'offer',
    specialRepaymentShortfall: special.shortfall,
    offer: {
      lenderId: lender.id,
      lenderName: lender.name,
      lenderKind: lender.kind,
      isDemo: lender.isDemo,
      source: 'sheet',
      nominalRate,
      effectiveRate: figures.effectiveRate,
      monthlyPayment: figures.monthlyPayment,
      residualDebt: figures.residualDebt,
      totalCost: figures.interest + fees,
      surchargesApplied: surcharges,
      validFrom: sheet.validFrom,
      conditionsSource: sheet.source,
    },
  };
}

// ---------------------------------------------------------------------------------------------------------
// The comparison

/** Offers in ranking order: effective rate, monthly payment, total cost, then name and id. */
export function rankOffers<T extends Pick<OfferResult, 'effectiveRate' | 'monthlyPayment' | 'totalCost' | 'lenderName' | 'lenderId'>>(offers: readonly T[]): T[] {
  // Differences below these count as equal (float noise of the same figures computed along different paths).
  const near = (a: number, b: number, eps: number) => Math.abs(a - b) <= eps;
  return [...offers].sort((a, b) => {
    if (!near(a.effectiveRate, b.effectiveRate, 1e-10)) return a.effectiveRate - b.effectiveRate;
    if (!near(a.monthlyPayment, b.monthlyPayment, 1e-6)) return a.monthlyPayment - b.monthlyPayment;
    if (!near(a.totalCost, b.totalCost, 1e-6)) return a.totalCost - b.totalCost;
    return a.lenderName.localeCompare(b.lenderName, 'de') || (a.lenderId < b.lenderId ? -1 : a.lenderId > b.lenderId ? 1 : 0);
  });
}

/**
 * The comparison of the condition sheets for one case: ranked offers, exclusions with their reasons (in the order of
 * the lenders given), and `fallback: { reason: 'noConditions' }` when no lender's conditions apply (none given, or all
 * excluded): the caller then shows the model rate and says so. Throws EngineInputError for a case it cannot price.
 */
export function compareConditions(conditions: readonly OfferLenderConditions[], offerCase: OfferCaseInput): OfferComparison {
  checkOfferCase(offerCase);
  const offers: OfferResult[] = [];
  const excluded: OfferExclusion[] = [];
  for (const lc of conditions) {
    const result = evaluateLender(lc, offerCase);
    if (result.kind === 'offer') offers.push(result.offer);
    else excluded.push(result.exclusion);
  }
  return { offers: rankOffers(offers), excluded, fallback: offers.length === 0 ? { reason: 'noConditions' } : null };
}
