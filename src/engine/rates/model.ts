/**
 * MORTGAGE RATE MODEL — MODEL ASSUMPTIONS, NOT OFFERS.
 *
 * The rates produced here are indicative estimates built from the Bundesbank Federal-securities curve plus
 * assumed spreads and surcharges. They are not lender conditions and must be shown to users as a model
 * ("Modellzins, unverbindlich"), with the curve date.
 *
 *   nominal rate = z(fixationYears)            Bundesbank Svensson spot rate, annual, % → fraction
 *                + spreadByFixation[fixation]  Bund → mortgage spread (calibrated, see RATE_MODEL)
 *                + LTV surcharge               by Beleihungsauslauf step (loan ÷ property value)
 *                + loan size surcharge         small loans
 *   then floored at RATE_MODEL.minimumRate.
 *
 * The sum, rounded to 0.01 percentage points as lenders quote a borrowing rate (amended 2026-11-28), is used as
 * the nominal (Soll-)zins with the monthly convention of annuity.ts; the
 * difference between the annually compounded Bund spot rate and a monthly nominal rate (≈ 4 bp at 3 %) is
 * absorbed into the calibrated spread.
 */
import { EngineInputError } from '../errors';
import { spotRate, type SvenssonParameterSet } from './svensson';

export const FIXATION_YEARS = [5, 10, 15, 20, 25, 30] as const;
export type FixationYears = (typeof FIXATION_YEARS)[number];

export function isFixationYears(value: unknown): value is FixationYears {
  return typeof value === 'number' && (FIXATION_YEARS as readonly number[]).includes(value);
}

/** Throws EngineInputError 'INVALID_FIXATION' unless `value` is 5, 10, 15, 20, 25 or 30. */
export function assertFixationYears(value: unknown, field = 'fixationYears'): asserts value is FixationYears {
  if (!isFixationYears(value)) {
    throw new EngineInputError('INVALID_FIXATION', field, { value, allowed: [...FIXATION_YEARS] });
  }
}

export interface LtvStep {
  /** Upper bound of the step, inclusive (loan ÷ property value as a fraction). */
  readonly maxLtv: number;
  /** Surcharge added to the rate, fraction. */
  readonly add: number;
  /** True where the step is not backed by a checked source. */
  readonly unverified: boolean;
}

export interface SizeSurcharge {
  /** Applies when loanAmount < below (euros). The first matching entry wins. */
  readonly below: number;
  readonly add: number;
}

export interface RateModel {
  /** Always true: everything in this object is a model assumption, not a lender offer. */
  readonly isModelAssumption: true;
  /** Date from which these parameters are meant to be used, ISO. */
  readonly validFrom: string;
  /** Curve the spreads were calibrated on (also the default curve of `mortgageRate`). */
  readonly curveDate: string;
  /** Spread over the Bund spot rate of the same maturity, by fixation period (fractions). */
  readonly spreadByFixation: Readonly<Record<FixationYears, number>>;
  /** Ascending by maxLtv; the first step with ltv ≤ maxLtv applies. */
  readonly ltvSteps: readonly LtvStep[];
  /** Ascending by `below`. */
  readonly sizeSurcharges: readonly SizeSurcharge[];
  /** Lower bound of the resulting nominal rate (fraction). */
  readonly minimumRate: number;
  readonly sources: readonly string[];
}

/**
 * All model parameters in one dated object.
 *
 * Calibration (2025-06-03 Bundesbank curve, 80 % LTV, loan ≥ €150k):
 *   target figures: Finanztip 25.09.2025, 60 % / 80 % LTV: 5y 3.6/3.7 %, 10y 3.7/3.8 %, 15y 3.9/4.0 %,
 *   20y 4.1/4.2 %; Biallo 11.06.2025 10y 3.63 %, 5y 3.61 %; Interhyp 09/2025 10y ≈ 3.6 % [SEC].
 *   Spread convention: 10y mortgage ≈ 10y Bund + 0.9–1.1 pp [SEC, implied by the figures above].
 *
 *   fixation  z(T) 2025-06-03  spread   +LTV 80 %  = model rate (Finanztip 80 %)
 *    5y        2.054 %         1.55 pp  0.10 pp    3.70 %  (3.7)
 *   10y        2.560 %         1.07 pp  0.10 pp    3.73 %  (3.8; Biallo/Interhyp ≈ 3.6 at lower LTV)
 *   15y        2.857 %         1.07 pp  0.10 pp    4.03 %  (4.0)
 *   20y        2.990 %         1.11 pp  0.10 pp    4.20 %  (4.2)
 *   25y        3.015 %         1.15 pp  0.10 pp    4.27 %  (no source: extrapolated [ASSUMPTION])
 *   30y        2.975 %         1.22 pp  0.10 pp    4.29 %  (no source: extrapolated [ASSUMPTION])
 *
 * Note on the 5-year spread: it is HIGHER than the 10-year spread. The market prices 5-year fixations only
 * about 0.1 pp below 10-year ones while 5y and 10y Bunds are about 0.5 pp apart, so a non-decreasing spread
 * cannot reproduce the 5y figure (it would give ≈ 3.25 %). Economically this reflects fixed origination and
 * servicing costs spread over fewer years. From 10 years on the spread is non-decreasing in the fixation.
 * Caveat: the Finanztip figures are from 25.09.2025, the curve from 03.06.2025 (Bunds were somewhat higher in
 * September), so these spreads are rough.
 */
export const RATE_MODEL: RateModel = Object.freeze({
  isModelAssumption: true as const,
  validFrom: '2025-06-03',
  curveDate: '2025-06-03',
  spreadByFixation: Object.freeze({
    5: 0.0155,
    10: 0.0107,
    15: 0.0107,
    20: 0.0111,
    25: 0.0115, // [ASSUMPTION] extrapolated, no published 25y figure collected
    30: 0.0122, // [ASSUMPTION] extrapolated, no published 30y figure collected
  }),
  ltvSteps: Object.freeze([
    // ≤ 60 %: base price (Pfandbrief cover limit 60 % of Beleihungswert, § 14 PfandBG) [OFF]
    Object.freeze({ maxLtv: 0.6, add: 0, unverified: false }),
    // 60–80 %: +0.1 pp observed by Finanztip 25.09.2025 [SEC]; the step boundaries are the typical
    // 60/80/90/100 % ones, the exact surcharges vary by lender [UNVERIFIED].
    Object.freeze({ maxLtv: 0.8, add: 0.001, unverified: true }),
    // 80–90 %: typical +0.1–0.3 pp [UNVERIFIED]
    Object.freeze({ maxLtv: 0.9, add: 0.002, unverified: true }),
    // 90–100 %: [UNVERIFIED]; the roth-finanz.de example puts a 100 % loan at about +0.5 pp over the base,
    // this model uses +0.4 pp up to 100 % and +0.6 pp above.
    Object.freeze({ maxLtv: 1.0, add: 0.004, unverified: true }),
    // > 100 % (financing purchase costs too): [UNVERIFIED]
    Object.freeze({ maxLtv: Infinity, add: 0.006, unverified: true }),
  ]),
  // [ASSUMPTION] small-loan surcharges, not from a collected source: lenders' fixed costs weigh more on
  // small loans. Show as an assumption.
  sizeSurcharges: Object.freeze([
    Object.freeze({ below: 100_000, add: 0.002 }),
    Object.freeze({ below: 150_000, add: 0.001 }),
  ]),
  // [ASSUMPTION] lower bound for the model rate (2020/21 lows of 10y mortgages were about 0.7–1 % [SEC
  // recollection, unverified]); only matters for negative-yield curves.
  minimumRate: 0.005,
  sources: Object.freeze([
    'Deutsche Bundesbank, Zinsstrukturkurve börsennotierter Bundeswertpapiere (BBSIS.D.I.ZST.*), Stand 03.06.2025',
    'Finanztip, Bauzinsen by fixation and LTV, 25.09.2025 [SEC]',
    'Biallo index 11.06.2025; Interhyp 09/2025 [SEC]',
    'roth-finanz.de 100 % financing example [SEC, UNVERIFIED]',
  ]),
});

export interface MortgageRateInput {
  fixationYears: number;
  loanAmount: number;
  propertyValue: number;
  /** The Bundesbank parameter set of the day (from the database: features/rates/market-repository.ts). */
  curve: SvenssonParameterSet;
  /** The model parameters valid on that day. */
  model: RateModel;
}

export interface MortgageRateComponents {
  /** Bund spot rate for the fixation period (fraction). */
  curve: number;
  spread: number;
  ltvSurcharge: number;
  sizeSurcharge: number;
}

export interface MortgageRateResult {
  /** Nominal annual rate, fraction, to 0.01 percentage points (quotedRate): the rate every figure uses. */
  rate: number;
  /** The rate in PERCENT rounded to 2 decimals for display (3.73 means 3.73 %). */
  rateRounded: number;
  /** The parts before the floor; when `floorApplied` their sum is below `rate`. */
  components: MortgageRateComponents;
  floorApplied: boolean;
  /** Loan ÷ property value (fraction). */
  ltv: number;
  fixationYears: FixationYears;
  /** Date of the Bundesbank parameter set used. */
  curveDate: string;
  isModelAssumption: true;
}

/** The LTV surcharge for a loan-to-value fraction (first step with ltv ≤ maxLtv). */
export function ltvSurcharge(ltv: number, model: RateModel): number {
  for (const step of model.ltvSteps) if (ltv <= step.maxLtv) return step.add;
  return model.ltvSteps[model.ltvSteps.length - 1]?.add ?? 0;
}

/** The loan size surcharge (first entry with loanAmount < below, else 0). */
export function sizeSurcharge(loanAmount: number, model: RateModel): number {
  for (const s of model.sizeSurcharges) if (loanAmount < s.below) return s.add;
  return 0;
}

/** A nominal rate (fraction) to 0.01 percentage points, as a lender quotes it: 0.0387431 → 0.0387. */
export function quotedRate(rate: number): number {
  return Math.round(rate * 10_000) / 10_000;
}

/** Percent with 2 decimals from a fraction: 0.037301 → 3.73. */
export function toPercentRounded(rate: number): number {
  return Math.round(rate * 10_000) / 100;
}

/** Model mortgage rate for a fixation period, loan and property value. See the file comment. */
export function mortgageRate(input: MortgageRateInput): MortgageRateResult {
  const { fixationYears, loanAmount, propertyValue, model } = input;
  assertFixationYears(fixationYears);
  if (!Number.isFinite(loanAmount) || loanAmount <= 0) {
    throw new EngineInputError('INVALID_LOAN_AMOUNT', 'loanAmount', { value: loanAmount });
  }
  if (!Number.isFinite(propertyValue) || propertyValue <= 0) {
    throw new EngineInputError('INVALID_PROPERTY_VALUE', 'propertyValue', { value: propertyValue });
  }
  const curveSet = input.curve;
  const ltv = loanAmount / propertyValue;
  const components: MortgageRateComponents = {
    curve: spotRate(curveSet, fixationYears),
    spread: model.spreadByFixation[fixationYears],
    ltvSurcharge: ltvSurcharge(ltv, model),
    sizeSurcharge: sizeSurcharge(loanAmount, model),
  };
  const raw = components.curve + components.spread + components.ltvSurcharge + components.sizeSurcharge;
  const floorApplied = raw < model.minimumRate;
  // Quoted as lenders quote a borrowing rate: to 0.01 percentage points. Every figure computed from the rate
  // (payment, effective rate, balances) uses the rate the visitor reads.
  const rate = quotedRate(floorApplied ? model.minimumRate : raw);
  return {
    rate,
    rateRounded: toPercentRounded(rate),
    components,
    floorApplied,
    ltv,
    fixationYears,
    curveDate: curveSet.date,
    isModelAssumption: true,
  };
}
