/**
 * Values a property for a lead (issue 26, ADR 031): the postal code's place, the newest fitting price statistic of
 * its city and the comparable listings around it, handed to the engine (src/engine/valuation). The statistic:
 * the newest paid-price (transaction) figure of the last three years if there is one, else the newest figure of
 * any kind; figures of a district are not used for the whole city.
 */
import type { Database } from '@/db/client';
import { EngineInputError } from '@/engine/errors';
import { cityByName } from '@/engine/geo/lookup';
import { valueProperty, type Comparable, type Statistic, type ValuationResult } from '@/engine/valuation';
import type { Condition, EnergyClass, ValuationFeature } from '@/engine/valuation/factors';
import { cityStatistics, comparableListings, resolveSearchCentre, type ComparableListing, type PriceFigure } from '@/features/properties/server';
import type { FormSource } from '@/lib/forms/parse-form';
import { parseValuation, type ValuationField, type ValuationRequest } from './valuation-form';

/** How recent a paid-price figure must be to be preferred over a newer asking-price one. */
const TRANSACTION_YEARS = 3;

/** OpenImmo `zustand_art` → the valuation's condition (null: not stated or not comparable). */
const CONDITION_OF: Record<string, Condition> = {
  ERSTBEZUG: 'as_new', NEUWERTIG: 'as_new', VOLL_SANIERT: 'as_new', TEIL_SANIERT: 'modernised', MODERNISIERT: 'modernised', SANIERT: 'modernised',
  GEPFLEGT: 'well_kept', NACH_VEREINBARUNG: 'average', RENOVIERUNGSBEDUERFTIG: 'needs_renovation', SANIERUNGSBEDUERFTIG: 'needs_renovation', BAUFAELLIG: 'needs_renovation',
};
const ENERGY = new Set(['A+', 'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H']);

export function chooseStatistic(figures: readonly PriceFigure[], date: string): PriceFigure | null {
  const whole = figures.filter((f) => f.district === '');
  const limit = `${Number(date.slice(0, 4)) - TRANSACTION_YEARS}${date.slice(4)}`;
  const paid = whole.find((f) => f.priceKind === 'transaction' && f.periodEnd !== null && f.periodEnd >= limit);
  return paid ?? whole[0] ?? null;
}

function asComparable(l: ComparableListing): Comparable {
  return {
    id: l.id,
    price: l.price,
    livingArea: l.livingArea,
    yearBuilt: l.yearBuilt,
    condition: (l.condition && CONDITION_OF[l.condition]) || null,
    energyClass: l.energyClass && ENERGY.has(l.energyClass) ? (l.energyClass as EnergyClass) : null,
    features: (['balcony', 'garden', 'lift', 'parking', 'cellar'] as const).filter((f) => l[f]) as ValuationFeature[],
    distanceKm: l.distanceKm,
  };
}

export type ValuationOutcome =
  | { ok: true; request: ValuationRequest; place: string; city: string | null; statistic: PriceFigure | null; comparables: ComparableListing[]; result: ValuationResult }
  | { ok: false; errors: Partial<Record<ValuationField | 'form', string>> };

export async function valueFromForm(db: Database, source: FormSource, date: string): Promise<ValuationOutcome> {
  const parsed = parseValuation(source);
  if (!parsed.ok) return parsed;
  const request = parsed.request;
  const centre = resolveSearchCentre(request.postalCode);
  if (!centre) return { ok: false, errors: { postal: 'unknownPostalCode' } };
  const city = cityByName(centre.place);
  const stats = city ? await cityStatistics(db, city.name.de, request.type) : null;
  const statistic = stats?.ok ? chooseStatistic(stats.figures, date) : null;
  const comparables = await comparableListings(db, centre, request.type, request.livingArea);
  const asStatistic: Statistic | null = statistic ? { eurPerM2: statistic.eurPerM2, priceKind: statistic.priceKind, period: statistic.period, periodEnd: statistic.periodEnd, source: statistic.source, url: statistic.url } : null;
  try {
    const result = valueProperty({ ...request, netColdRent: request.netColdRent }, asStatistic, comparables.map(asComparable), date);
    return { ok: true, request, place: centre.place, city: city?.name.de ?? null, statistic, comparables, result };
  } catch (error) {
    if (error instanceof EngineInputError) return { ok: false, errors: { form: error.code === 'NO_DATA' ? 'noData' : 'invalidChoice' } };
    throw error;
  }
}
