/**
 * The cost method (Sachwertverfahren, ImmoWertV 2021 §§ 35–39) for a house, a multi-family house or a mixed-use
 * building whose land value (Bodenrichtwert) the owner gives, as the site models it (issues 26 and 49, ADR 031). Pure.
 *
 *   building value   = NHK 2010 cost figure × gross floor area × construction price index ÷ 100 × regional factor
 *                      × (remaining life ÷ total life)                                         (§§ 36, 38)
 *   outdoor works    = a share of the building value                                           (§ 37)
 *   provisional value = building value + outdoor works + plot area × land value per m²         (§ 35 (2))
 *   value            = provisional value × market adjustment factor (Sachwertfaktor)           (§ 35 (3))
 *
 * The factor: the user's (expert view); for a house in Berlin the valuation board's formula (market-data.ts, its range
 * is the method's range); for other houses BewG Anlage 25; for other types none (1.0).
 */
import { EngineInputError } from '../errors';
import { cents, thousands } from './income';
import { mixedUseType, multiFamilyType, NHK_2010_MULTI, priceIndexFor, type PriceIndexFigure } from './law-tables';
import type { Condition } from './factors';
import { berlinMarketFactor, type MarketFactorModel, type ValuationType } from './market-data';
import { TOTAL_USEFUL_LIFE } from './remaining-life';

export const STOREYS = ['one', 'two'] as const;
export type Storeys = (typeof STOREYS)[number];
export const ROOFS = ['converted', 'unconverted', 'flat'] as const;
export type Roof = (typeof ROOFS)[number];
export const STANDARDS = [1, 2, 3, 4, 5] as const;
export type Standard = (typeof STANDARDS)[number];

/**
 * NHK 2010 cost figures (Kostenkennwerte) for detached single-family houses, euros per m² gross floor area
 * (Brutto-Grundfläche) including VAT and incidental building costs, cost level 2010, standard levels 1–5
 * [SOURCE: ImmoWertV 2021 Anlage 4 (printed there as an image); the same NHK 2010 values as text in BewG Anlage 24
 * Teil II (BGBl. I 2015, 1847), read from https://github.com/bundestag/gesetze (bewg), cross-checked with
 * deubner-steuern.de "1.01 freistehende Einfamilienhäuser 655 725 835 1 005 1 260"]. Keys: cellar, storeys
 * (ground floor only / with an upper floor), roof.
 */
export const NHK_2010: Readonly<Record<'cellar' | 'noCellar', Record<Storeys, Record<Roof, { type: string; costs: readonly [number, number, number, number, number] }>>>> = {
  cellar: {
    one: { converted: { type: '1.01', costs: [655, 725, 835, 1005, 1260] }, unconverted: { type: '1.02', costs: [545, 605, 695, 840, 1050] }, flat: { type: '1.03', costs: [705, 785, 900, 1085, 1360] } },
    two: { converted: { type: '1.11', costs: [655, 725, 835, 1005, 1260] }, unconverted: { type: '1.12', costs: [570, 635, 730, 880, 1100] }, flat: { type: '1.13', costs: [665, 740, 850, 1025, 1285] } },
  },
  noCellar: {
    one: { converted: { type: '1.21', costs: [790, 875, 1005, 1215, 1515] }, unconverted: { type: '1.22', costs: [585, 650, 745, 900, 1125] }, flat: { type: '1.23', costs: [920, 1025, 1180, 1420, 1775] } },
    two: { converted: { type: '1.31', costs: [720, 800, 920, 1105, 1385] }, unconverted: { type: '1.32', costs: [620, 690, 790, 955, 1190] }, flat: { type: '1.33', costs: [785, 870, 1000, 1205, 1510] } },
  },
};

/**
 * Gross floor area per m² of living area for houses with a cellar, averages [SOURCE: Stenger/Loose,
 * Bewertungsrecht, Kommentar, "Umrechnungsfaktoren zur Ermittlung der Brutto-Grundfläche bei Ein- und
 * Zweifamilienhäusern" (haufe.de): "Kellergeschoss, Erdgeschoss, voll ausgebautes Dachgeschoss 1 m² WF erfordert
 * durchschnittlich 1,50 m² BGF"; the commentary warns they are averages]. For houses without a cellar no sourced
 * factor is known to the site: their gross floor area must be given.
 */
export const GROSS_AREA_FACTOR: Readonly<Record<Storeys, Record<Roof, number>>> = {
  one: { converted: 1.5, unconverted: 2.45, flat: 1.85 },
  two: { converted: 1.3, unconverted: 1.75, flat: 1.45 },
};

/** Regional factor (§ 36 (3)): 1.0 where the local valuation board publishes none known to the site [ASSUMPTION]. */
export const REGIONAL_FACTOR = 1.0;
/** Outdoor works (§ 37) as a share of the building value [SOURCE: Gutachterausschuss Nürnberg model: "Freistehendes Haus 4,0 %"; the usual range 2–8 %]. */
export const OUTDOOR_SHARE = 0.04;

/**
 * In Berlin a house's market adjustment factor is the valuation board's own (Sachwertfaktoren 2025, computed with its
 * formula in market-data.ts `berlinMarketFactor`; its open corrections give the range). Elsewhere:
 * Market adjustment factors (Wertzahlen) by provisional value (rows) and land value per m² (columns) [SOURCE: BewG
 * Anlage 25, for valuation dates from 1 January 2023 (BGBl. I 2022, 2317): the statutory factors where no local
 * Sachwertfaktor is known; "durch lineare Interpolation zu bestimmen … keine Extrapolation"]. The local valuation
 * board's own factor is better; the page says so.
 */
export const MARKET_FACTORS = {
  landValues: [30, 60, 120, 180, 250, 350, 500, 1000],
  rows: [
    { value: 50_000, factors: [1.4, 1.5, 1.6, 1.7, 1.7, 1.7, 1.8, 1.8] },
    { value: 100_000, factors: [1.2, 1.3, 1.4, 1.4, 1.5, 1.5, 1.6, 1.7] },
    { value: 150_000, factors: [1.0, 1.1, 1.3, 1.3, 1.3, 1.4, 1.5, 1.6] },
    { value: 200_000, factors: [0.9, 1.0, 1.2, 1.2, 1.3, 1.4, 1.5, 1.6] },
    { value: 300_000, factors: [0.9, 1.0, 1.1, 1.1, 1.2, 1.3, 1.4, 1.5] },
    { value: 400_000, factors: [0.8, 0.9, 1.0, 1.1, 1.2, 1.3, 1.4, 1.5] },
    { value: 500_000, factors: [0.8, 0.9, 1.0, 1.0, 1.1, 1.2, 1.3, 1.4] },
  ],
} as const;

/** The cost method's uncertainty on each side: model cost figures, an average floor-area factor, statutory market factors. */
export const COST_UNCERTAINTY = 0.15;

/** Linear interpolation in a sorted table, held at its ends (no extrapolation). */
function interpolate(xs: readonly number[], ys: readonly number[], x: number): number {
  if (x <= xs[0]!) return ys[0]!;
  if (x >= xs[xs.length - 1]!) return ys[ys.length - 1]!;
  const i = xs.findIndex((v) => v >= x);
  const [x0, x1, y0, y1] = [xs[i - 1]!, xs[i]!, ys[i - 1]!, ys[i]!];
  return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
}

/** The statutory market adjustment factor for a provisional value and a land value per m², interpolated in both. */
export function marketFactor(provisionalValue: number, landValuePerM2: number): number {
  const byRow = MARKET_FACTORS.rows.map((r) => interpolate(MARKET_FACTORS.landValues, r.factors, landValuePerM2));
  return Math.round(interpolate(MARKET_FACTORS.rows.map((r) => r.value), byRow, provisionalValue) * 10_000) / 10_000;
}

export interface CostInput {
  /** one_two_family (NHK types 1.xx by cellar, floors, roof), multi_family (4.1–4.3 by units), mixed_use (5.1/5.2). */
  type: Exclude<ValuationType, 'apartment'>;
  livingArea: number;
  /** Gross floor area when the owner knows it (e.g. from the plans), else null: estimated only for houses with a cellar. */
  grossFloorArea: number | null;
  plotArea: number;
  /** Land value per m² (Bodenrichtwert), euros. */
  landValuePerM2: number;
  cellar: boolean;
  storeys: Storeys;
  roof: Roof;
  standard: Standard;
  /** Residential units (multi-family: chooses 4.1–4.3) and the commercial share of the rent (mixed use: 5.1/5.2). */
  units: number;
  commercialShare: number;
  /** Remaining useful life, whole years (./remaining-life.ts). */
  remainingLife: number;
  /** A market adjustment factor (Sachwertfaktor) the user gives in the expert view, else null. */
  marketFactorOverride: number | null;
  /**
   * The place's published cost-method model (market-data `costModelFor`) and what it needs beyond the cost inputs:
   * Berlin's Sachwertfaktoren 2025 for a one- or two-family house. Absent or null: BewG Anlage 25 (houses) or none.
   */
  marketModel?: { kind: 'berlin2025'; yearBuilt: number; condition: Condition } | null;
  /** Valuation date, YYYY-MM-DD (chooses the construction price index). */
  date: string;
}

export interface CostResult {
  method: 'cost';
  buildingType: string;
  costPerM2: number;
  grossFloorArea: number;
  grossAreaEstimated: boolean;
  /** The index figure used (2010 = 100) and the factor (index ÷ 100). */
  index: PriceIndexFigure;
  priceIndex: number;
  constructionCost: number;
  remainingLife: number;
  ageFactor: number;
  buildingValue: number;
  outdoorWorks: number;
  landValue: number;
  provisionalValue: number;
  marketFactor: number;
  /**
   * Where the market factor comes from: the Berlin valuation board's formula (a house in Berlin), BewG Anlage 25
   * (other houses), none known (1.0, not adjusted), or the user's.
   */
  marketFactorSource: 'berlin2025' | 'statutory' | 'none' | 'override';
  /** The board's computation when the source is 'berlin2025' (its range is the cost method's range), else null. */
  marketFactorModel: MarketFactorModel | null;
  value: number;
  low: number;
  high: number;
  uncertainty: number;
}

/** The NHK 2010 row of a building: its type and the cost figure for its standard level (null: not published). */
function nhkRow(input: CostInput): { type: string; costPerM2: number | null } {
  if (input.type === 'one_two_family') {
    const row = NHK_2010[input.cellar ? 'cellar' : 'noCellar'][input.storeys][input.roof];
    return { type: row.type, costPerM2: row.costs[input.standard - 1]! };
  }
  const type = input.type === 'multi_family' ? multiFamilyType(input.units) : mixedUseType(input.commercialShare);
  // Anlage 4 publishes these types for standard levels 3–5 only.
  return { type, costPerM2: input.standard >= 3 ? NHK_2010_MULTI[type][input.standard - 3]! : null };
}

/**
 * The cost method. NO_DATA with field 'grossFloorArea' when a building other than a house with a cellar comes
 * without its gross floor area (no sourced factor), with field 'standard' for a multi-family or mixed-use building
 * below standard level 3 (not published).
 */
export function costValue(input: CostInput): CostResult {
  if (!(input.landValuePerM2 > 0 && input.landValuePerM2 <= 20_000)) throw new EngineInputError('OUT_OF_RANGE', 'landValuePerM2', { min: 1, max: 20_000, value: input.landValuePerM2 });
  if (!(input.plotArea > 0)) throw new EngineInputError('REQUIRED', 'plotArea');
  const row = nhkRow(input);
  if (row.costPerM2 === null) throw new EngineInputError('NO_DATA', 'standard');
  const costPerM2 = row.costPerM2;
  const grossAreaEstimated = input.grossFloorArea === null;
  if (grossAreaEstimated && !(input.type === 'one_two_family' && input.cellar)) throw new EngineInputError('NO_DATA', 'grossFloorArea');
  const grossFloorArea = input.grossFloorArea ?? Math.round(input.livingArea * GROSS_AREA_FACTOR[input.storeys][input.roof]);
  const index = priceIndexFor(input.date);
  const priceIndex = index.value / 100;
  const constructionCost = cents(costPerM2 * grossFloorArea * priceIndex * REGIONAL_FACTOR);
  const remainingLife = input.remainingLife;
  const ageFactor = remainingLife / TOTAL_USEFUL_LIFE;
  const buildingValue = cents(constructionCost * ageFactor);
  const outdoorWorks = cents(buildingValue * OUTDOOR_SHARE);
  const landValue = cents(input.plotArea * input.landValuePerM2);
  const provisionalValue = cents(buildingValue + outdoorWorks + landValue);
  // In Berlin the board's formula for houses (market-data.ts); elsewhere BewG Anlage 25, which gives factors for one-
  // and two-family houses only; for other types none is known to the site. The user's factor wins over both.
  const house = input.type === 'one_two_family';
  const model =
    input.marketFactorOverride === null && house && input.marketModel?.kind === 'berlin2025'
      ? berlinMarketFactor({ provisionalValue, yearBuilt: input.marketModel.yearBuilt, condition: input.marketModel.condition, plotArea: input.plotArea, grossFloorArea, landValuePerM2: input.landValuePerM2 })
      : null;
  const marketFactorSource: CostResult['marketFactorSource'] = input.marketFactorOverride !== null ? 'override' : model ? 'berlin2025' : house ? 'statutory' : 'none';
  const factor = input.marketFactorOverride ?? model?.value ?? (marketFactorSource === 'statutory' ? marketFactor(provisionalValue, input.landValuePerM2) : 1);
  const exact = provisionalValue * factor;
  const value = thousands(exact);
  // The range: with the board's factor, the factors of the open corrections at each end; else the model's ±15 %.
  const [low, high] = model
    ? [thousands(provisionalValue * model.low), thousands(provisionalValue * model.high)]
    : [thousands(exact * (1 - COST_UNCERTAINTY)), thousands(exact * (1 + COST_UNCERTAINTY))];
  return {
    method: 'cost',
    buildingType: row.type,
    costPerM2,
    grossFloorArea,
    grossAreaEstimated,
    index,
    priceIndex,
    constructionCost,
    remainingLife,
    ageFactor,
    buildingValue,
    outdoorWorks,
    landValue,
    provisionalValue,
    marketFactor: factor,
    marketFactorSource,
    marketFactorModel: model,
    value,
    low: Math.min(value, low),
    high: Math.max(value, high),
    uncertainty: COST_UNCERTAINTY,
  };
}
