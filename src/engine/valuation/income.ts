/**
 * The income method (Ertragswertverfahren, ImmoWertV 2021 §§ 27–34) for rented property, simplified form
 * (§ 29: the capitalised net income over the remaining useful life plus the land value discounted over it), as
 * the site models it (issue 26, ADR 031). Pure.
 */
import { EngineInputError } from '../errors';
import { effectiveYear, type PropertyType } from './factors';

/**
 * Management costs (Bewirtschaftungskosten, ImmoWertV Anlage 3) for valuation dates from 1 January 2026: the
 * 2021 base values indexed with the consumer price index as Anlage 3 III prescribes (stated by
 * immobilien-wertermittlung.de, https://www.immobilien-wertermittlung.de/news_detail?id=10; base values 2021:
 * https://www.gesetze-im-internet.de/immowertv_2022/anlage_3.html).
 */
export const MANAGEMENT_COSTS = {
  validFrom: '2026-01-01',
  /** Administration per year: per owner-occupied flat (Eigentumswohnung), per house or other dwelling. */
  administration: { apartment: 439, house: 367 },
  /** Maintenance per m² of living area and year. */
  maintenancePerM2: 14.4,
  /** Rent loss risk (Mietausfallwagnis), a share of the gross rent. */
  rentLossRisk: 0.02,
} as const;

/** Total useful life of residential buildings (ImmoWertV Anlage 1: 80 years). */
export const TOTAL_USEFUL_LIFE = 80;
/** The remaining useful life the model counts at least (a building in use still earns). */
export const MIN_REMAINING_LIFE = 15;

/**
 * Property yields (Liegenschaftszinssätze) the model assumes: the Gutachterausschüsse publish local ones, which are
 * better; published ranges for flats run from about 2 to 4 % in large cities (e.g. 2.5–3.5 %, Sprengnetter 2006).
 */
export const PROPERTY_YIELD: Record<PropertyType, number> = { apartment: 0.03, house: 0.025 };
/** The land value's share of a comparison value, where no land value (Bodenrichtwert) is known to the site. */
export const LAND_SHARE: Record<PropertyType, number> = { apartment: 0.2, house: 0.35 };
/** The income method's uncertainty on each side with model yields and an estimated land value. */
export const INCOME_UNCERTAINTY = 0.15;

/** The present value factor (Barwertfaktor, ImmoWertV § 34): (1 − (1 + i)^−n) / i. */
export function presentValueFactor(rate: number, years: number): number {
  if (!(rate > 0 && rate < 1)) throw new EngineInputError('OUT_OF_RANGE', 'rate', { min: 0, max: 1, value: rate });
  if (!(years >= 0)) throw new EngineInputError('OUT_OF_RANGE', 'years', { min: 0, value: years });
  return (1 - (1 + rate) ** -years) / rate;
}

export interface IncomeInput {
  type: PropertyType;
  livingArea: number;
  yearBuilt: number;
  modernisedYear: number | null;
  /** Net cold rent per month (Nettokaltmiete), euros. */
  netColdRent: number;
  /** The land value in euros (estimated by the caller when unknown). */
  landValue: number;
  /** Valuation date, YYYY-MM-DD. */
  date: string;
}

export interface IncomeResult {
  method: 'income';
  grossIncome: number;
  costs: { administration: number; maintenance: number; rentLoss: number; total: number };
  netIncome: number;
  propertyYield: number;
  remainingLife: number;
  presentValueFactor: number;
  capitalisedIncome: number;
  landValue: number;
  discountedLandValue: number;
  /** Most likely value, whole thousands of euros, and the range. */
  value: number;
  low: number;
  high: number;
  uncertainty: number;
}

/** Euro amounts to the cent, values in whole thousands (shared by the valuation methods). */
export const cents = (v: number) => Math.round(v * 100) / 100;
export const thousands = (v: number) => Math.round(v / 1000) * 1000;

/** Remaining useful life on a date: total life minus the (modernisation-adjusted) age, at least MIN_REMAINING_LIFE. */
export function remainingUsefulLife(yearBuilt: number, modernisedYear: number | null, date: string): number {
  const age = Math.max(0, Number(date.slice(0, 4)) - effectiveYear(yearBuilt, modernisedYear));
  return Math.max(MIN_REMAINING_LIFE, TOTAL_USEFUL_LIFE - age);
}

export function incomeValue(input: IncomeInput): IncomeResult {
  if (!(input.netColdRent > 0 && input.netColdRent <= 100_000)) throw new EngineInputError('OUT_OF_RANGE', 'netColdRent', { min: 1, max: 100_000, value: input.netColdRent });
  const remainingLife = remainingUsefulLife(input.yearBuilt, input.modernisedYear, input.date);
  const grossIncome = cents(input.netColdRent * 12);
  const administration = MANAGEMENT_COSTS.administration[input.type];
  const maintenance = cents(MANAGEMENT_COSTS.maintenancePerM2 * input.livingArea);
  const rentLoss = cents(MANAGEMENT_COSTS.rentLossRisk * grossIncome);
  const total = cents(administration + maintenance + rentLoss);
  const netIncome = cents(grossIncome - total);
  const rate = PROPERTY_YIELD[input.type];
  const factor = Math.round(presentValueFactor(rate, remainingLife) * 100) / 100;
  const capitalisedIncome = cents(Math.max(0, netIncome) * factor);
  const discountedLandValue = cents(input.landValue / (1 + rate) ** remainingLife);
  const exact = capitalisedIncome + discountedLandValue;
  const value = thousands(exact);
  return {
    method: 'income',
    grossIncome,
    costs: { administration, maintenance, rentLoss, total },
    netIncome,
    propertyYield: rate,
    remainingLife,
    presentValueFactor: factor,
    capitalisedIncome,
    landValue: input.landValue,
    discountedLandValue,
    value,
    low: Math.min(value, thousands(exact * (1 - INCOME_UNCERTAINTY))),
    high: Math.max(value, thousands(exact * (1 + INCOME_UNCERTAINTY))),
    uncertainty: INCOME_UNCERTAINTY,
  };
}
