/**
 * Values a property for a lead (issue 26, ADR 031): the postal code's place, the newest fitting price statistic of
 * its city and the comparable listings around it, handed to the engine (src/engine/valuation). The statistic:
 * the newest paid-price (transaction) figure of the last three years if there is one, else the newest figure of
 * any kind, of the building's age class (`chooseStatistic`); figures of a district are not used for the whole city.
 * Demo listings are never comparables (`comparableListings`, issue 49).
 */
import type { Database } from '@/db/client';
import { EngineInputError } from '@/engine/errors';
import { cityByName } from '@/engine/geo/lookup';
import { valueProperty, type Comparable, type Statistic, type ValuationResult } from '@/engine/valuation';
import { capitalisationRate, costModelFor } from '@/engine/valuation/market-data';
import { stateForPostalCode } from '@/engine/geo/lookup';
import { regionByCode } from '@/engine/geo/regions';
import type { Condition, EnergyClass, ValuationFeature } from '@/engine/valuation/factors';
import { ageSegment, cityStatistics, comparableListings, resolveSearchCentre, type ComparableListing, type PriceFigure } from '@/features/properties/server';
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

/**
 * The city's figure for a building of `yearBuilt` (issue 49): only figures of its age class (new build: built in the
 * last two calendar years, as the price band counts it; else existing stock) or for all ages. A new-build figure is
 * never applied to an older building (nor to one whose age is unknown); a new build falls back to existing-stock
 * figures only when there is nothing else (the age factor then converts them, stated on the page). Among the fitting
 * figures (`figures` newest first): a paid-price figure of the last three years, of the building's own age class
 * before one for all ages; else the newest dated figure, own class first; else an undated one.
 */
export function chooseStatistic(figures: readonly PriceFigure[], date: string, yearBuilt: number | null = null): PriceFigure | null {
  const whole = figures.filter((f) => f.district === '');
  const limit = `${Number(date.slice(0, 4)) - TRANSACTION_YEARS}${date.slice(4)}`;
  const recentPaid = (f: PriceFigure) => f.priceKind === 'transaction' && f.periodEnd !== null && f.periodEnd >= limit;
  const dated = (f: PriceFigure) => f.periodEnd !== null;
  const pick = (own: PriceFigure[], all: PriceFigure[]) => own.find(recentPaid) ?? all.find(recentPaid) ?? own.find(dated) ?? all.find(dated) ?? own[0] ?? all[0] ?? null;
  const age = ageSegment(yearBuilt, Number(date.slice(0, 4))) ?? 'existing';
  const ofSegment = (segment: string) => whole.filter((f) => f.segment === segment);
  return pick(ofSegment(age), ofSegment('all')) ?? (age === 'new' ? pick(ofSegment('existing'), []) : null);
}

/** A new-build figure describes buildings of its own period: the engine converts it from that year, not from its reference object's. */
function newBuildReference(figure: PriceFigure, date: string): { referenceYearBuilt?: number } {
  return figure.segment === 'new' ? { referenceYearBuilt: Number((figure.periodEnd ?? date).slice(0, 4)) } : {};
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
  // The valuation date: as given (never in the future), else today.
  if (request.date !== null && request.date > date) return { ok: false, errors: { date: 'inFuture' } };
  const valuationDate = request.date ?? date;
  const centre = resolveSearchCentre(request.postalCode);
  if (!centre) return { ok: false, errors: { postal: 'unknownPostalCode' } };
  const city = cityByName(centre.place);
  // Statistics and listings are of flats and houses: a multi-family or mixed-use building has none of its type.
  const kind = request.type === 'apartment' ? 'apartment' : request.type === 'one_two_family' ? 'house' : null;
  const stats = city && kind ? await cityStatistics(db, city.name.de, kind) : null;
  const statistic = stats?.ok ? chooseStatistic(stats.figures, valuationDate, request.yearBuilt) : null;
  const comparables = kind ? await comparableListings(db, centre, kind, request.livingArea) : [];
  const asStatistic: Statistic | null = statistic ? { eurPerM2: statistic.eurPerM2, priceKind: statistic.priceKind, period: statistic.period, periodEnd: statistic.periodEnd, source: statistic.source, url: statistic.url, ...newBuildReference(statistic, valuationDate) } : null;
  const stateCode = city?.state ?? stateForPostalCode(request.postalCode)?.state ?? null;
  // The request carries what a board's formula needs (Berlin: units, rent, area, commercial share, year built).
  const stateName = stateCode ? regionByCode(stateCode).name.de : null;
  const rate = capitalisationRate(request.type, city?.name.de ?? null, stateName, request);
  // Berlin's valuation board publishes its Sachwertfaktoren for houses as a formula: the engine computes it.
  const costModel = costModelFor(city?.name.de ?? null, stateName);
  try {
    const result = valueProperty({ ...request, rate, costModel }, asStatistic, comparables.map(asComparable), valuationDate);
    return { ok: true, request, place: centre.place, city: city?.name.de ?? null, statistic, comparables, result };
  } catch (error) {
    if (error instanceof EngineInputError) return { ok: false, errors: { form: error.code === 'NO_DATA' ? 'noData' : 'invalidChoice' } };
    throw error;
  }
}
