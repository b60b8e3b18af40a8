/**
 * The property valuation (issues 26 and 49, ADR 031): the methods of the ImmoWertV 2021 that fit the property, the
 * leading one chosen as the law describes it, the others as plausibility checks. Pure.
 *
 * The method the law chooses (ImmoWertV § 6 (1): by the kind of property and the customs of its market; ImmoWertA
 * zu § 6): a condominium flat by comparison, with the income method as a check when it is let; a one- or two-family
 * house by the cost method (Sachwertverfahren, its market is owner-occupiers), with comparison (and income, when
 * let) as checks; a multi-family house or a mixed-use building, bought for its rent, by the income method, with the
 * cost method as a check. When the leading method is not possible with the data given, the next one leads and the
 * page says so. The result is the leading method's value plus the special property features (boG, § 8 (3)) the
 * user gives as signed amounts — nothing else is averaged in. The range is the leading method's: from the yield's
 * published spread (income), the statistic's and comparables' spread (comparison), or the model's stated ±15 %
 * (cost; for a Berlin house the ends of the board's market factor, ./market-data.ts).
 */
import { EngineInputError } from '../errors';
import { comparisonValue, type Comparable, type ComparisonResult, type Statistic } from './comparison';
import { costValue, type CostInput, type CostResult } from './cost';
import type { Condition, EnergyClass, PropertyType, ValuationFeature } from './factors';
import { incomeValue, LAND_SHARE, thousands, type IncomeResult } from './income';
import { tableWarnings, type TableWarning } from './law-tables';
import type { SourcedRate, ValuationType } from './market-data';
import { remainingLife, type ModernisationPoints, type RemainingLife } from './remaining-life';

export * from './comparison';
export * from './factors';
export * from './income';
export * from './cost';
export * from './law-tables';
export * from './remaining-life';

export type Method = 'comparison' | 'income' | 'cost';

/** A special property feature (besonderes objektspezifisches Grundstücksmerkmal, § 8 (3)): e.g. a repair backlog as −25,000. */
export interface SpecialFeature {
  label: string;
  /** Signed euros. */
  amount: number;
}

export interface ValuationInput {
  type: ValuationType;
  livingArea: number;
  yearBuilt: number;
  /** The old input "thoroughly modernised in" (kept for saved addresses); points win over it. */
  modernisedYear: number | null;
  /** Modernisation points per element (ImmoWertV Anlage 2), null when not given. */
  modernisation: Partial<ModernisationPoints> | null;
  condition: Condition;
  energyClass: EnergyClass | null;
  features: readonly ValuationFeature[];
  /** Residential units and garages/parking spaces; the commercial share of the rent (mixed use), a fraction. */
  units: number;
  garages: number;
  commercialShare: number;
  /** Net cold rent per month when let (all units); null when owner-occupied. */
  netColdRent: number | null;
  /** The land: plot, Bodenrichtwert, and for a flat its co-ownership share (a fraction); null when not given. */
  land: { plotArea: number; landValuePerM2: number; share: number | null } | null;
  /** The building as the cost method describes it; null when not given. */
  building: Pick<CostInput, 'storeys' | 'roof' | 'standard' | 'grossFloorArea'> | null;
  specialFeatures: readonly SpecialFeature[];
  /** The expert view: a property yield and a market adjustment factor the user sets (null: the sourced ones). */
  overrides: { propertyYield: number | null; marketFactor: number | null };
  /** The sourced property yield of the type and place (./market-data.ts). */
  rate: SourcedRate;
  /** The place's published cost-method model (./market-data.ts `costModelFor`); absent or null: none. */
  costModel?: 'berlin2025' | null;
}

/** Why the cost method was or was not used. */
export type CostMethodState = 'used' | 'notHouse' | 'noLandValue' | 'noGrossArea' | 'noStandard';
/** Why the comparison method was or was not used. */
export type ComparisonState = 'used' | 'noData' | 'notForType';

export interface MethodCheck {
  method: Method;
  value: number;
  /** (check − leading) ÷ leading, a fraction. */
  difference: number;
}

export interface ValuationResult {
  /** Most likely value (the leading method's, with the special features), whole thousands, and the range. */
  value: number;
  low: number;
  high: number;
  lead: Method;
  /** 'byType': the method the law chooses for the type; 'fallback': that one was not possible, the next one leads. */
  leadBasis: 'byType' | 'fallback';
  checks: MethodCheck[];
  /** The special features and their sum, added to the leading method's value. */
  specialFeatures: readonly SpecialFeature[];
  specialFeaturesTotal: number;
  /** The leading method's value before the special features (unrounded) and after them (unrounded). */
  leadExact: number;
  adjustedExact: number;
  comparison: ComparisonResult | null;
  comparisonState: ComparisonState;
  income: IncomeResult | null;
  cost: CostResult | null;
  costMethod: CostMethodState;
  /** The income method's land value: given by the owner, estimated from the comparison value, or unknown (0). */
  landValue: 'given' | 'estimated' | 'unknown' | null;
  /** The land value as given: plot × land value per m² (× co-ownership share for a flat). */
  land: { plotArea: number; landValuePerM2: number; share: number | null; value: number } | null;
  remainingLife: RemainingLife;
  rate: SourcedRate;
  overrides: { propertyYield: number | null; marketFactor: number | null };
  warnings: TableWarning[];
  type: ValuationType;
  date: string;
}

/** The order in which the methods lead, by type (the first possible one leads). */
export const METHOD_ORDER: Record<ValuationType, readonly Method[]> = {
  apartment: ['comparison', 'income'],
  one_two_family: ['cost', 'comparison', 'income'],
  multi_family: ['income', 'cost'],
  mixed_use: ['income', 'cost'],
};

/** The statistics and comparables the site has are of flats and houses; multi-family and mixed-use buildings have none. */
const COMPARISON_TYPE: Record<ValuationType, PropertyType | null> = { apartment: 'apartment', one_two_family: 'house', multi_family: null, mixed_use: null };

const exactOf = (m: ComparisonResult | IncomeResult | CostResult, livingArea: number): number =>
  m.method === 'comparison' ? m.eurPerM2 * livingArea : m.method === 'income' ? m.exact : m.provisionalValue * m.marketFactor;

export function valueProperty(input: ValuationInput, statistic: Statistic | null, comparables: readonly Comparable[], date: string): ValuationResult {
  const life = remainingLife(input.yearBuilt, date, input.modernisedYear, input.modernisation);
  const land = input.land
    ? { ...input.land, value: Math.round(input.land.plotArea * input.land.landValuePerM2 * (input.type === 'apartment' ? (input.land.share ?? 1) : 1)) }
    : null;

  let cost: CostResult | null = null;
  let costMethod: CostMethodState = input.type === 'apartment' ? 'notHouse' : !input.land || !input.building ? 'noLandValue' : 'used';
  if (costMethod === 'used') {
    try {
      cost = costValue({
        ...input.building!,
        type: input.type as CostInput['type'],
        livingArea: input.livingArea,
        plotArea: input.land!.plotArea,
        landValuePerM2: input.land!.landValuePerM2,
        cellar: input.features.includes('cellar'),
        units: input.units,
        commercialShare: input.commercialShare,
        remainingLife: life.years,
        marketFactorOverride: input.overrides.marketFactor,
        marketModel: input.costModel ? { kind: input.costModel, yearBuilt: input.yearBuilt, condition: input.condition } : null,
        date,
      });
    } catch (error) {
      if (!(error instanceof EngineInputError && error.code === 'NO_DATA')) throw error;
      costMethod = error.field === 'standard' ? 'noStandard' : 'noGrossArea';
    }
  }

  const comparisonType = COMPARISON_TYPE[input.type];
  let comparison: ComparisonResult | null = null;
  let comparisonState: ComparisonState = comparisonType ? 'used' : 'notForType';
  if (comparisonType) {
    try {
      const countedYear = life.method === 'anlage2' ? life.fictitiousYear : null;
      comparison = comparisonValue({ ...input, type: comparisonType, countedYear }, statistic, comparables, date);
    } catch (error) {
      if (!(error instanceof EngineInputError && error.code === 'NO_DATA')) throw error;
      comparisonState = 'noData';
    }
  }

  const landValue = land?.value ?? (comparison ? Math.round(comparison.value * LAND_SHARE[input.type]) : 0);
  const yieldOverridden = input.overrides.propertyYield !== null;
  const income =
    input.netColdRent !== null
      ? incomeValue({
          type: input.type,
          livingArea: input.livingArea,
          units: input.units,
          garages: input.garages,
          commercialShare: input.type === 'mixed_use' ? input.commercialShare : 0,
          netColdRent: input.netColdRent,
          landValue,
          remainingLife: life.years,
          propertyYield: input.overrides.propertyYield ?? input.rate.value,
          spread: yieldOverridden ? null : { low: input.rate.low, high: input.rate.high },
        })
      : null;

  const available: Record<Method, ComparisonResult | IncomeResult | CostResult | null> = { comparison, income, cost };
  const order = METHOD_ORDER[input.type];
  const lead = order.find((m) => available[m] !== null) ?? (['comparison', 'income', 'cost'] as const).find((m) => available[m] !== null);
  if (!lead) throw new EngineInputError('NO_DATA', undefined, { type: input.type });
  const leading = available[lead]!;
  const leadExact = exactOf(leading, input.livingArea);
  const specialFeaturesTotal = input.specialFeatures.reduce((s, f) => s + f.amount, 0);
  const adjustedExact = leadExact + specialFeaturesTotal;
  const value = thousands(adjustedExact);
  const checks: MethodCheck[] = (['comparison', 'income', 'cost'] as const)
    .filter((m) => m !== lead && available[m] !== null)
    .map((m) => ({ method: m, value: available[m]!.value, difference: Math.round(((available[m]!.value - leading.value) / leading.value) * 1000) / 1000 }));
  return {
    value,
    low: Math.min(value, thousands(leading.low + specialFeaturesTotal)),
    high: Math.max(value, thousands(leading.high + specialFeaturesTotal)),
    lead,
    leadBasis: lead === order[0] ? 'byType' : 'fallback',
    checks,
    specialFeatures: input.specialFeatures,
    specialFeaturesTotal,
    leadExact: Math.round(leadExact * 100) / 100,
    adjustedExact: Math.round(adjustedExact * 100) / 100,
    comparison,
    comparisonState,
    income,
    cost,
    costMethod,
    landValue: income ? (land ? 'given' : comparison ? 'estimated' : 'unknown') : null,
    land,
    remainingLife: life,
    rate: input.rate,
    overrides: input.overrides,
    warnings: tableWarnings(date, { income: income !== null, cost: cost !== null }),
    type: input.type,
    date,
  };
}
