/**
 * The property search use case (issue 25): the form's parameters in, the page of listings out, each with what
 * it costs this visitor at the model rate of `today`. Used by the search page, the JSON endpoint and the query
 * endpoint alike.
 */
import type { Database } from '@/db/client';
import { cityByName } from '@/engine/geo/lookup';
import type { RateMarket } from '@/engine/rates/market';
import type { FieldErrors, FormSource } from '@/lib/forms/parse-form';
import { listingFinancing, type ListingFinancing } from './listing-financing';
import { placeCentre, postalPlace } from './postal-places';
import { parseSearch, SEARCH_PAGE_SIZE, type PropertySearch, type SearchField } from './search-form';
import { searchListings, type ListingSummary, type SearchCentre } from './search-repository';

/** The centre of a search: a postal code, a place name as GeoNames writes it, or a city's English name. */
export function resolveSearchCentre(place: string): SearchCentre | null {
  if (/^\d{5}$/.test(place)) {
    const p = postalPlace(place);
    return p ? { place: p.place, lat: p.lat, lon: p.lon, postalCodes: [p.postalCode] } : null;
  }
  const direct = placeCentre(place);
  if (direct) return direct;
  const city = cityByName(place);
  return city ? placeCentre(city.name.de) : null;
}

export interface SearchResultItem extends ListingSummary {
  financing: ListingFinancing | null;
}

export type SearchOutcome =
  | { ok: true; search: PropertySearch; centre: SearchCentre | null; total: number; pages: number; items: SearchResultItem[] }
  | { ok: false; errors: FieldErrors<SearchField> };

export async function runPropertySearch(db: Database, source: FormSource, today: string, market: RateMarket | null): Promise<SearchOutcome> {
  const parsed = parseSearch(source);
  if (!parsed.ok) return parsed;
  const search = parsed.search;
  let centre: SearchCentre | null = null;
  if (search.place !== '') {
    centre = resolveSearchCentre(search.place);
    if (!centre) return { ok: false, errors: { place: 'unknownPlace' } };
  }
  const { total, items } = await searchListings(db, search, centre);
  return {
    ok: true,
    search,
    centre,
    total,
    pages: Math.max(1, Math.ceil(total / SEARCH_PAGE_SIZE)),
    items: items.map((item) => ({ ...item, financing: market ? listingFinancing(item, search.savings, today, market) : null })),
  };
}
