/**
 * The property valuation (issue 26, ADR 031): the methods of the ImmoWertV 2021 that fit the property and the
 * data. Owner-occupied: the comparison method. Rented: the income method as well, with the land value estimated as
 * a stated share of the comparison value; both are shown, the most likely value is their mean and the range spans
 * both. The cost method (Sachwertverfahren) needs the land value (Bodenrichtwert), which the site does not know: it
 * is named as not used, never guessed. Pure.
 */
import { EngineInputError } from '../errors';
import { comparisonValue, type Comparable, type ComparisonResult, type Statistic, type Subject } from './comparison';
import { incomeValue, LAND_SHARE, type IncomeResult } from './income';

export * from './comparison';
export * from './factors';
export * from './income';

export interface ValuationInput extends Subject {
  /** Net cold rent per month when the property is let; null when owner-occupied or empty. */
  netColdRent: number | null;
}

export interface ValuationResult {
  value: number;
  low: number;
  high: number;
  comparison: ComparisonResult | null;
  income: IncomeResult | null;
  /** Why the cost method was not used (always: no land values). */
  costMethod: 'noLandValues';
  /** Whether the income method's land value is an estimate from the comparison value, or unknown (0). */
  landValue: 'estimated' | 'unknown' | null;
  date: string;
}

export function valueProperty(input: ValuationInput, statistic: Statistic | null, comparables: readonly Comparable[], date: string): ValuationResult {
  let comparison: ComparisonResult | null = null;
  try {
    comparison = comparisonValue(input, statistic, comparables, date);
  } catch (error) {
    if (!(error instanceof EngineInputError && error.code === 'NO_DATA' && input.netColdRent !== null)) throw error;
  }
  const income =
    input.netColdRent !== null
      ? incomeValue({ ...input, netColdRent: input.netColdRent, landValue: comparison ? Math.round(comparison.value * LAND_SHARE[input.type]) : 0, date })
      : null;
  const methods = [comparison, income].filter((m): m is ComparisonResult | IncomeResult => m !== null);
  const value = Math.round(methods.reduce((s, m) => s + m.value, 0) / methods.length / 1000) * 1000;
  return {
    value,
    low: Math.min(value, ...methods.map((m) => m.low)),
    high: Math.max(value, ...methods.map((m) => m.high)),
    comparison,
    income,
    costMethod: 'noLandValues',
    landValue: income ? (comparison ? 'estimated' : 'unknown') : null,
    date,
  };
}
