/**
 * Forward rates from a Svensson curve. All results are FRACTIONS (0.0256 = 2.56 %).
 *
 * Compounding convention [UNVERIFIED]: Svensson's paper works with continuously compounded rates. A
 * third-party repository (2026) reports that the Bundesbank formula reproduces the published zero rates (ZI)
 * to ±0.5 bp and that ANNUAL discounting, DF(T) = (1 + z(T))^−T, reproduces the published par curve (ZAR) to
 * ±0.45 bp, whereas continuous discounting was 5–8 bp off (german-finance-facts.md § 4). We therefore use
 * annual discounting for period forward rates. To be confirmed in the Bundesbank's "Erläuterungen,
 * Tabelle II.7".
 *
 * The curve is only evaluated up to 30 years (the facts file advises against going beyond 30y).
 */
import { EngineInputError } from '../errors';
import { instantaneousForwardRate, spotRate, type SvenssonParameters } from './svensson';

/** Longest maturity (years) the engine evaluates. */
export const MAX_CURVE_YEARS = 30;

/**
 * Instantaneous forward rates f(t) for t = 1..years (index 0 is year 1), as fractions.
 * `years` must be an integer from 1 to 30.
 */
export function forwardRates(curve: SvenssonParameters, years: number = MAX_CURVE_YEARS): number[] {
  if (!Number.isInteger(years) || years < 1 || years > MAX_CURVE_YEARS) {
    throw new EngineInputError('INVALID_YEARS', 'years', { value: years, min: 1, max: MAX_CURVE_YEARS });
  }
  const out: number[] = [];
  for (let t = 1; t <= years; t++) out.push(instantaneousForwardRate(curve, t));
  return out;
}

/** Discount factor DF(T) = (1 + z(T))^−T with z as an annually compounded fraction [UNVERIFIED convention]. */
export function discountFactor(curve: SvenssonParameters, maturityYears: number): number {
  if (maturityYears === 0) return 1;
  return Math.pow(1 + spotRate(curve, maturityYears), -maturityYears);
}

/**
 * Annually compounded forward rate for the period [fromYear, toYear]:
 *   F = (DF(from) / DF(to))^(1/(to − from)) − 1.
 * With fromYear = 0 this is the spot rate z(toYear). Requires 0 ≤ fromYear < toYear ≤ 30.
 */
export function annualForwardRate(curve: SvenssonParameters, fromYear: number, toYear: number): number {
  if (
    !Number.isFinite(fromYear) ||
    !Number.isFinite(toYear) ||
    fromYear < 0 ||
    toYear > MAX_CURVE_YEARS ||
    toYear <= fromYear
  ) {
    throw new EngineInputError('INVALID_FORWARD_PERIOD', 'fromYear', { fromYear, toYear, max: MAX_CURVE_YEARS });
  }
  return Math.pow(discountFactor(curve, fromYear) / discountFactor(curve, toYear), 1 / (toYear - fromYear)) - 1;
}
