/**
 * Place arguments of the query endpoint (city, postal code or region in either language) and the Location
 * they resolve to; UNKNOWN_LOCATION for a place that is not known.
 */
import { regionByCode, type StateCode } from '@/engine/geo/regions';
import { resolveLocation, stateByName } from '@/engine/geo/lookup';
import { apiError } from '@/lib/graphql/errors';
import type { Locale } from '@/i18n/routes';

type Maybe<T> = T | null | undefined;

export interface LocationArgs {
  city_or_postal_code?: Maybe<string>;
  region?: Maybe<string>;
}

export interface LocationInfo {
  kind: 'postalCode' | 'city' | 'state';
  state: StateCode;
  stateName: string;
  city: string | null;
  postalCode: string | null;
  ambiguous: boolean;
}

export function stateInfo(state: StateCode, locale: Locale): LocationInfo {
  return { kind: 'state', state, stateName: regionByCode(state).name[locale], city: null, postalCode: null, ambiguous: false };
}

export function nonEmpty(value: Maybe<string>): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** A region argument: state code, name or slug in either language. */
export function resolveRegion(region: string, locale: Locale, field = 'region'): LocationInfo {
  const state = stateByName(region);
  if (!state) throw apiError('UNKNOWN_LOCATION', field, { value: region });
  return stateInfo(state, locale);
}

/** city_or_postal_code (city, postal code or state) wins over region; one of them is required. */
export function resolveFeeLocation(args: LocationArgs, locale: Locale): LocationInfo {
  if (nonEmpty(args.city_or_postal_code)) {
    const r = resolveLocation(args.city_or_postal_code);
    if (!r) throw apiError('UNKNOWN_LOCATION', 'city_or_postal_code', { value: args.city_or_postal_code });
    const base = stateInfo(r.state, locale);
    if (r.kind === 'city') return { ...base, kind: 'city', city: r.city.name[locale] };
    if (r.kind === 'postalCode') return { ...base, kind: 'postalCode', postalCode: r.postalCode, ambiguous: r.ambiguous };
    return base;
  }
  if (nonEmpty(args.region)) return resolveRegion(args.region, locale);
  throw apiError('REQUIRED', 'city_or_postal_code', { alternatives: ['region'] });
}
