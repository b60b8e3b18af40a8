/**
 * One "you" across the property journey (issue 48): the search a visitor came from travels with them in the URL.
 * The links from a search's cards (and from the radar's cards and e-mails) carry the search's own parameters
 * (search-form.ts `searchToParams`: the filters, sort, page and the visitor's savings); the listing page reads them
 * with the search's own schema, computes the monthly payment with the same savings, and links back to the search as
 * it was. Parameters that do not pass give the page's defaults, and the page says so (never an error page).
 * Browser-safe.
 */
import type { FormSource } from '@/lib/forms/parse-form';
import type { RateMarket } from '@/engine/rates/market';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';
import { listingFinancing, type FinancedListing, type ListingFinancing } from './listing-financing';
import { parseSearch, SEARCH_FIELDS, searchToParams, type PropertySearch } from './search-form';

export interface ListingQuery {
  /** The search the visitor came from (the defaults when there was none, or it did not pass). */
  search: PropertySearch;
  /** The search's parameters, normalised ('' for none): appended to the listing's links and to the way back. */
  params: string;
  /** Some search parameter did not pass: the page shows its defaults and says so. */
  invalid: boolean;
}

const DEFAULT_SEARCH: PropertySearch = (() => {
  const parsed = parseSearch(new URLSearchParams());
  if (!parsed.ok) throw new Error('the empty search must pass');
  return parsed.search;
})();

/** Whether the source names any parameter of the search (other parameters, e.g. tracking, are ignored). */
function hasSearchParameter(source: FormSource): boolean {
  if (source instanceof URLSearchParams) return SEARCH_FIELDS.some((f) => source.has(f));
  if (typeof FormData !== 'undefined' && source instanceof FormData) return SEARCH_FIELDS.some((f) => source.has(f));
  return SEARCH_FIELDS.some((f) => (source as Record<string, unknown>)[f] !== undefined);
}

/** The listing page's query: the search it was opened from, checked like the search page checks it. */
export function listingQuery(source: FormSource): ListingQuery {
  if (!hasSearchParameter(source)) return { search: DEFAULT_SEARCH, params: '', invalid: false };
  const parsed = parseSearch(source);
  if (!parsed.ok) return { search: DEFAULT_SEARCH, params: '', invalid: true };
  return { search: parsed.search, params: searchToParams(parsed.search).toString(), invalid: false };
}

/**
 * What the listing page shows of the visitor's figures: the search it was opened from and the listing's payment and
 * purchase costs with that search's savings (the same function as the search's cards, listing-financing.ts); no
 * financing without rates.
 */
export function listingFigures(listing: FinancedListing, source: FormSource, today: string, market: RateMarket | null): { visit: ListingQuery; financing: ListingFinancing | null } {
  const visit = listingQuery(source);
  return { visit, financing: market ? listingFinancing(listing, visit.search.savings, today, market) : null };
}

/** The search's parameters with these savings stated (a radar's, or a lead's saved ones), for a listing's link. */
export function paramsWithSavings(search: PropertySearch, savings: number): string {
  return searchToParams({ ...search, savings, savingsGiven: true }).toString();
}

/** A listing's address carrying the search it is shown in ('' or normalised parameters). */
export function listingHref(locale: Locale, slug: string, params: string): string {
  const path = localizedPath('properties-listing', locale, { listing: slug });
  return params ? `${path}?${params}` : path;
}

/** The way back from a listing: the search as it was (its filters, sort, page and savings). */
export function searchHref(locale: Locale, params: string): string {
  const path = localizedPath('properties', locale);
  return params ? `${path}?${params}` : path;
}
