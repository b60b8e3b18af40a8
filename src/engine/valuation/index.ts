/**
 * The property valuation (issue 26, ADR 031): the methods of the ImmoWertV 2021 that fit the property and the
 * data. Owner-occupied: the comparison method. Rented: the income method as well, with the land value the owner
 * gives (plot × Bodenrichtwert) or else estimated as a stated share of the comparison value. Houses whose land value
 * the owner gives: the cost method (Sachwertverfahren) as well. Every method used is shown, the most likely value is
 * their mean and the range spans them all; a method not used is named with the reason. Pure.
 */
import { EngineInputError } from '../errors';
import { comparisonValue, type Comparable, type ComparisonResult, type Statistic, type Subject } from './comparison';
import { incomeValue, LAND_SHARE, type IncomeResult } from './income';
import { costValue, type CostInput, type CostResult } from './cost';

export * from './comparison';
export * from './factors';
export * from './income';
export * from './cost';

export interface ValuationInput extends Subject {
  /** Net cold rent per month when the property is let; null when owner-occupied or empty. */
  netColdRent: number | null;
  /** A house's land and building for the cost method, when the owner gives the land value; else null. */
  cost?: Omit<CostInput, 'livingArea' | 'yearBuilt' | 'modernisedYear' | 'date' | 'cellar'> | null;
}

/** Why the cost method was or was not used. */
export type CostMethodState = 'used' | 'notHouse' | 'noLandValue' | 'noGrossArea';

export interface ValuationResult {
  value: number;
  low: number;
  high: number;
  comparison: ComparisonResult | null;
  income: IncomeResult | null;
  cost: CostResult | null;
  costMethod: CostMethodState;
  /** The income method's land value: given by the owner, estimated from the comparison value, or unknown (0). */
  landValue: 'given' | 'estimated' | 'unknown' | null;
  date: string;
}

export function valueProperty(input: ValuationInput, statistic: Statistic | null, comparables: readonly Comparable[], date: string): ValuationResult {
  let cost: CostResult | null = null;
  let costMethod: CostMethodState = input.type !== 'house' ? 'notHouse' : input.cost ? 'used' : 'noLandValue';
  if (input.type === 'house' && input.cost) {
    try {
      cost = costValue({ ...input.cost, livingArea: input.livingArea, yearBuilt: input.yearBuilt, modernisedYear: input.modernisedYear, cellar: input.features.includes('cellar'), date });
    } catch (error) {
      if (!(error instanceof EngineInputError && error.code === 'NO_DATA')) throw error;
      costMethod = 'noGrossArea';
    }
  }
  let comparison: ComparisonResult | null = null;
  try {
    comparison = comparisonValue(input, statistic, comparables, date);
  } catch (error) {
    if (!(error instanceof EngineInputError && error.code === 'NO_DATA' && (input.netColdRent !== null || cost !== null))) throw error;
  }
  const givenLand = input.type === 'house' && input.cost ? Math.round(input.cost.plotArea * input.cost.landValuePerM2) : null;
  const landValue = givenLand ?? (comparison ? Math.round(comparison.value * LAND_SHARE[input.type]) : 0);
  const income = input.netColdRent !== null ? incomeValue({ ...input, netColdRent: input.netColdRent, landValue, date }) : null;
  const methods = [comparison, income, cost].filter((m): m is ComparisonResult | IncomeResult | CostResult => m !== null);
  const value = Math.round(methods.reduce((s, m) => s + m.value, 0) / methods.length / 1000) * 1000;
  return {
    value,
    low: Math.min(value, ...methods.map((m) => m.low)),
    high: Math.max(value, ...methods.map((m) => m.high)),
    comparison,
    income,
    cost,
    costMethod,
    landValue: income ? (givenLand !== null ? 'given' : comparison ? 'estimated' : 'unknown') : null,
    date,
  };
}
