/**
 * Published price levels per m² of a city (issue 25; issue 26 builds the statistics store on this): every row of
 * vendor/price-levels/price-levels.csv for the city and type, newest period first. Asking and transaction prices
 * stay what they are: shown side by side, never blended.
 */
import type { ListingType } from './openimmo/parse';
import { allPriceLevels, periodEnd, type PriceLevel } from './demo-price-levels';

export function cityPriceLevels(city: string, type: ListingType): PriceLevel[] {
  const end = (l: PriceLevel) => periodEnd(l.period) ?? '0000';
  return allPriceLevels()
    .filter((l) => l.city === city && l.type === type)
    .sort((a, b) => end(b).localeCompare(end(a)) || b.published.localeCompare(a.published));
}

/** The cities that have a level of the type (city names as the file writes them, which are the German names). */
export function citiesWithPriceLevels(type: ListingType): string[] {
  return [...new Set(allPriceLevels().filter((l) => l.type === type).map((l) => l.city))].sort();
}
