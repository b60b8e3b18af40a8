/**
 * The income method (Ertragswertverfahren, ImmoWertV 2021 §§ 27–34) for rented property, simplified form
 * (§ 29: the capitalised net income over the remaining useful life plus the land value discounted over it), as
 * the site models it (issues 26 and 49, ADR 031). Pure.
 *
 *   gross income     = net cold rent × 12 (residential and commercial part)
 *   management costs = administration (per condominium flat, per flat or one-/two-family house, per garage; 3 % of
 *                      the commercial rent) + maintenance (per m², per garage) + rent loss (2 % residential, 4 %
 *                      commercial)                                                                  (§ 32, Anlage 3)
 *   value            = net income × present value factor(yield, remaining life)
 *                      + land value ÷ (1 + yield)^remaining life                                    (§§ 29, 34)
 *
 * The range comes from the yield's published spread (a higher yield gives a lower value); without a published spread,
 * ±15 % as the model's stated assumption.
 */
import { EngineInputError } from '../errors';
import { MANAGEMENT_COSTS } from './law-tables';
import type { ValuationType } from './market-data';

export { MIN_REMAINING_LIFE, TOTAL_USEFUL_LIFE } from './remaining-life';

/** The land value's share of a comparison value, where no land value (Bodenrichtwert) is given [ASSUMPTION, stated on the page]. */
export const LAND_SHARE: Record<ValuationType, number> = { apartment: 0.2, one_two_family: 0.35, multi_family: 0.35, mixed_use: 0.35 };
/** The income method's uncertainty on each side when the yield has no published spread [ASSUMPTION, stated]. */
export const INCOME_UNCERTAINTY = 0.15;

/** The present value factor (Barwertfaktor, ImmoWertV § 34): (1 − (1 + i)^−n) / i. */
export function presentValueFactor(rate: number, years: number): number {
  if (!(rate > 0 && rate < 1)) throw new EngineInputError('OUT_OF_RANGE', 'rate', { min: 0, max: 1, value: rate });
  if (!(years >= 0)) throw new EngineInputError('OUT_OF_RANGE', 'years', { min: 0, value: years });
  return (1 - (1 + rate) ** -years) / rate;
}

export interface IncomeInput {
  type: ValuationType;
  /** Living area plus commercial usable area, m². */
  livingArea: number;
  /** Residential units (flats); a condominium flat and a one-/two-family house count as one building. */
  units: number;
  /** Garages or parking spaces let with it. */
  garages: number;
  /** The commercial part of the rent, a fraction (mixed use only; 0 otherwise). */
  commercialShare: number;
  /** Net cold rent per month (Nettokaltmiete), euros, all units together. */
  netColdRent: number;
  /** The land value in euros. */
  landValue: number;
  /** Remaining useful life, whole years. */
  remainingLife: number;
  /** The property yield (Liegenschaftszinssatz) used, a fraction; and its published spread (null: none published). */
  propertyYield: number;
  spread: { low: number; high: number } | null;
}

export interface IncomeCosts {
  /** Residential administration: the figure per unit (or per building) × the count. */
  administrationPerUnit: number;
  administrationUnits: number;
  administration: number;
  administrationPerGarage: number;
  administrationGarages: number;
  /** 3 % of the commercial gross rent. */
  administrationCommercial: number;
  maintenance: number;
  maintenanceGarages: number;
  /** Rent loss: 2 % of the residential, 4 % of the commercial gross rent. */
  rentLoss: number;
  rentLossCommercial: number;
  total: number;
}

export interface IncomeResult {
  method: 'income';
  grossIncome: number;
  /** The residential and the commercial part of the gross income. */
  grossResidential: number;
  grossCommercial: number;
  costs: IncomeCosts;
  netIncome: number;
  propertyYield: number;
  remainingLife: number;
  presentValueFactor: number;
  capitalisedIncome: number;
  landValue: number;
  discountedLandValue: number;
  /** The value before rounding, euros and cents. */
  exact: number;
  /** Most likely value, whole thousands of euros, and the range. */
  value: number;
  low: number;
  high: number;
  /** What the range rests on: the yield's published spread (the yields at its ends), or the model's ±15 %. */
  range: { basis: 'yieldSpread'; lowYield: number; highYield: number } | { basis: 'model'; uncertainty: number };
}

/** Euro amounts to the cent, values in whole thousands (shared by the valuation methods). */
export const cents = (v: number) => Math.round(v * 100) / 100;
export const thousands = (v: number) => Math.round(v / 1000) * 1000;

/** Administration per residential unit: a condominium flat, else per flat (a one-/two-family house counts once). */
function administrationOf(type: ValuationType, units: number): { perUnit: number; units: number } {
  if (type === 'apartment') return { perUnit: MANAGEMENT_COSTS.administration.apartment, units: 1 };
  if (type === 'one_two_family') return { perUnit: MANAGEMENT_COSTS.administration.house, units: 1 };
  return { perUnit: MANAGEMENT_COSTS.administration.house, units };
}

/** The capitalised value for a yield: net income × present value factor + discounted land value. */
function capitalise(netIncome: number, landValue: number, rate: number, years: number) {
  const factor = Math.round(presentValueFactor(rate, years) * 100) / 100;
  const capitalisedIncome = cents(Math.max(0, netIncome) * factor);
  const discountedLandValue = cents(landValue / (1 + rate) ** years);
  return { factor, capitalisedIncome, discountedLandValue, exact: cents(capitalisedIncome + discountedLandValue) };
}

export function incomeValue(input: IncomeInput): IncomeResult {
  if (!(input.netColdRent > 0 && input.netColdRent <= 1_000_000)) throw new EngineInputError('OUT_OF_RANGE', 'netColdRent', { min: 1, max: 1_000_000, value: input.netColdRent });
  if (!(input.units >= 1 && input.garages >= 0)) throw new EngineInputError('INVALID_INPUT', 'units', { units: input.units, garages: input.garages });
  const grossIncome = cents(input.netColdRent * 12);
  const grossCommercial = cents(grossIncome * input.commercialShare);
  const grossResidential = cents(grossIncome - grossCommercial);
  const admin = administrationOf(input.type, input.units);
  const administration = admin.perUnit * admin.units;
  const administrationGarages = MANAGEMENT_COSTS.administration.garage * input.garages;
  const administrationCommercial = cents(MANAGEMENT_COSTS.commercial.administration * grossCommercial);
  // Commercial space: 100 % of the residential maintenance per m² (Anlage 3 II 2), so one rate for the whole area.
  const maintenance = cents(MANAGEMENT_COSTS.maintenancePerM2 * input.livingArea);
  const maintenanceGarages = MANAGEMENT_COSTS.maintenancePerGarage * input.garages;
  const rentLoss = cents(MANAGEMENT_COSTS.rentLossRisk * grossResidential);
  const rentLossCommercial = cents(MANAGEMENT_COSTS.commercial.rentLossRisk * grossCommercial);
  const total = cents(administration + administrationGarages + administrationCommercial + maintenance + maintenanceGarages + rentLoss + rentLossCommercial);
  const netIncome = cents(grossIncome - total);
  const main = capitalise(netIncome, input.landValue, input.propertyYield, input.remainingLife);
  const value = thousands(main.exact);
  let low: number;
  let high: number;
  let range: IncomeResult['range'];
  if (input.spread && input.spread.high > input.spread.low) {
    // A higher yield gives a lower value.
    low = Math.min(value, thousands(capitalise(netIncome, input.landValue, input.spread.high, input.remainingLife).exact));
    high = Math.max(value, thousands(capitalise(netIncome, input.landValue, input.spread.low, input.remainingLife).exact));
    range = { basis: 'yieldSpread', lowYield: input.spread.low, highYield: input.spread.high };
  } else {
    low = Math.min(value, thousands(main.exact * (1 - INCOME_UNCERTAINTY)));
    high = Math.max(value, thousands(main.exact * (1 + INCOME_UNCERTAINTY)));
    range = { basis: 'model', uncertainty: INCOME_UNCERTAINTY };
  }
  return {
    method: 'income',
    grossIncome,
    grossResidential,
    grossCommercial,
    costs: {
      administrationPerUnit: admin.perUnit,
      administrationUnits: admin.units,
      administration,
      administrationPerGarage: MANAGEMENT_COSTS.administration.garage,
      administrationGarages,
      administrationCommercial,
      maintenance,
      maintenanceGarages,
      rentLoss,
      rentLossCommercial,
      total,
    },
    netIncome,
    propertyYield: input.propertyYield,
    remainingLife: input.remainingLife,
    presentValueFactor: main.factor,
    capitalisedIncome: main.capitalisedIncome,
    landValue: input.landValue,
    discountedLandValue: main.discountedLandValue,
    exact: main.exact,
    value,
    low,
    high,
    range,
  };
}
