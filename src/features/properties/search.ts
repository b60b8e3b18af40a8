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
import { affordableSearch, budgetStatus, searchBudget, type BudgetStatus, type SearchBudget } from './affordability';
import { placeCentre, postalPlace } from './postal-places';
import { MAX_SEARCH_PAGE, parseSearch, SEARCH_PAGE_SIZE, type PropertySearch, type SearchField } from './search-form';
import { SEARCH_COUNT_CAP, searchListings, type ListingSummary, type SearchCentre } from './search-repository';

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
  /** How its price stands against the buyer's budget (issue 48), when the search names an income; else absent or null. */
  budget?: BudgetStatus | null;
}

export type SearchOutcome =
  | {
      ok: true;
      search: PropertySearch;
      centre: SearchCentre | null;
      /** The matches, at most the count's cap (SEARCH_COUNT_CAP). */
      total: number;
      /** More matches than `total`: the count stopped at its cap ("more than 1,000"). */
      totalCapped: boolean;
      /**
       * The pages of `total`; when `totalCapped`, a lower bound: the pages counted, or up to the one after this page
       * when it exists (`hasNext`).
       */
      pages: number;
      /** Whether a next page exists (and may be asked: at most MAX_SEARCH_PAGE). */
      hasNext: boolean;
      items: SearchResultItem[];
      /** What this buyer can finance (affordability.ts): null without an income, without rates, or when nothing is left for a loan. */
      budget: SearchBudget | null;
    }
  | { ok: false; errors: FieldErrors<SearchField> };

/** `countCap`: the count's cap (SEARCH_COUNT_CAP; a test passes a small one). */
export async function runPropertySearch(db: Database, source: FormSource, today: string, market: RateMarket | null, { countCap = SEARCH_COUNT_CAP }: { countCap?: number } = {}): Promise<SearchOutcome> {
  const parsed = parseSearch(source);
  if (!parsed.ok) return parsed;
  const search = parsed.search;
  let centre: SearchCentre | null = null;
  if (search.place !== '') {
    centre = resolveSearchCentre(search.place);
    if (!centre) return { ok: false, errors: { place: 'unknownPlace' } };
  }
  // What this buyer can finance, and "only what I can afford" as the highest price (issue 48).
  const budget = market ? searchBudget(search, centre, today, market) : null;
  const { total, totalCapped, hasNext, items } = await searchListings(db, market ? affordableSearch(search, budget) : search, centre, countCap);
  const next = hasNext && search.page < MAX_SEARCH_PAGE;
  return {
    ok: true,
    search,
    centre,
    total,
    totalCapped,
    pages: Math.max(1, Math.ceil(total / SEARCH_PAGE_SIZE), items.length > 0 ? search.page + (next ? 1 : 0) : 0),
    hasNext: next,
    items: items.map((item) => ({ ...item, financing: market ? listingFinancing(item, search.savings, today, market) : null, budget: budget ? budgetStatus(item.price, budget) : null })),
    budget,
  };
}
