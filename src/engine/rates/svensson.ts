/**
 * Svensson (1994) term structure, as used by the Deutsche Bundesbank for listed Federal securities
 * (method since 1997: Monatsbericht 10/1997 p. 61 ff.; Schich, Discussion Paper 4/1997).
 * Formulas as in shared/reference/german-finance-facts.md § 4.
 *
 * UNITS — read this before using the raw functions:
 * - The Bundesbank publishes β0..β3 in PERCENT p.a. and τ1, τ2 in years. The raw functions
 *   `svenssonSpotPercent` / `svenssonForwardPercent` therefore return PERCENT (2.56 means 2.56 %).
 * - Everywhere else in the engine rates are FRACTIONS (0.0256). `spotRate` / `instantaneousForwardRate`
 *   are the boundary: they divide by 100. Use those outside this file.
 *
 * Compounding: the Svensson formula yields the published zero rates (ZI). Whether they are to be read as
 * continuously or annually compounded is [UNVERIFIED] — see forward.ts, which uses annual discounting
 * DF = (1+z)^−T because that reportedly reproduces the published par curve (ZAR).
 */
import { EngineInputError } from '../errors';

/** One dated set of Bundesbank Svensson parameters (β in % p.a., τ in years). */
export interface SvenssonParameterSet {
  /** Trading day the parameters were fitted for, ISO 'YYYY-MM-DD'. */
  readonly date: string;
  readonly beta0: number;
  readonly beta1: number;
  readonly beta2: number;
  readonly beta3: number;
  readonly tau1: number;
  readonly tau2: number;
  /** Where the figures come from (publication, series, data vintage). */
  readonly source: string;
}

/** The β/τ part of a parameter set (enough to evaluate the curve). */
export type SvenssonParameters = Pick<SvenssonParameterSet, 'beta0' | 'beta1' | 'beta2' | 'beta3' | 'tau1' | 'tau2'>;

/** Below this maturity (years) the T → 0 limit is used instead of the formula. */
const T_EPSILON = 1e-9;

function checkMaturity(maturityYears: number): void {
  if (!Number.isFinite(maturityYears) || maturityYears < 0) {
    throw new EngineInputError('INVALID_MATURITY', 'maturityYears', { value: maturityYears });
  }
}

/** (1 − e^(−x)) / x, accurate for small x (uses expm1). */
function loading(x: number): number {
  return -Math.expm1(-x) / x;
}

/**
 * Spot (zero) rate z(T) in PERCENT p.a.:
 *   z(T) = β0 + β1·g(T/τ1) + β2·[g(T/τ1) − e^(−T/τ1)] + β3·[g(T/τ2) − e^(−T/τ2)],  g(x) = (1 − e^(−x))/x.
 * At T = 0 the limit β0 + β1 is returned (the β2, β3 terms vanish).
 */
export function svenssonSpotPercent(p: SvenssonParameters, maturityYears: number): number {
  checkMaturity(maturityYears);
  if (maturityYears < T_EPSILON) return p.beta0 + p.beta1;
  const x1 = maturityYears / p.tau1;
  const x2 = maturityYears / p.tau2;
  const g1 = loading(x1);
  const g2 = loading(x2);
  return p.beta0 + p.beta1 * g1 + p.beta2 * (g1 - Math.exp(-x1)) + p.beta3 * (g2 - Math.exp(-x2));
}

/**
 * Instantaneous forward rate f(T) in PERCENT p.a.:
 *   f(T) = β0 + β1·e^(−T/τ1) + β2·(T/τ1)·e^(−T/τ1) + β3·(T/τ2)·e^(−T/τ2).
 * At T = 0 this is β0 + β1, the same limit as the spot rate.
 */
export function svenssonForwardPercent(p: SvenssonParameters, maturityYears: number): number {
  checkMaturity(maturityYears);
  if (maturityYears < T_EPSILON) return p.beta0 + p.beta1;
  const x1 = maturityYears / p.tau1;
  const x2 = maturityYears / p.tau2;
  const e1 = Math.exp(-x1);
  const e2 = Math.exp(-x2);
  return p.beta0 + p.beta1 * e1 + p.beta2 * x1 * e1 + p.beta3 * x2 * e2;
}

/** Spot rate z(T) as a FRACTION (percent ÷ 100). */
export function spotRate(p: SvenssonParameters, maturityYears: number): number {
  return svenssonSpotPercent(p, maturityYears) / 100;
}

/** Instantaneous forward rate f(T) as a FRACTION (percent ÷ 100). */
export function instantaneousForwardRate(p: SvenssonParameters, maturityYears: number): number {
  return svenssonForwardPercent(p, maturityYears) / 100;
}
