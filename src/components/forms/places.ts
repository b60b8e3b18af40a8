/**
 * The places of the calculator's location field: states and cities in the alphabetical order of the
 * language, sorted once per locale (not on every keystroke).
 */
import { REGIONS } from '@/engine/geo/regions';
import { CITIES } from '@/engine/geo/cities';
import type { Locale } from '@/i18n/routes';

const SORTED_PLACES = new Map<string, { regions: typeof REGIONS; cities: typeof CITIES }>();

export function placesByName(locale: Locale) {
  let places = SORTED_PLACES.get(locale);
  if (!places) {
    const collator = new Intl.Collator(locale);
    places = {
      regions: [...REGIONS].sort((a, b) => collator.compare(a.name[locale], b.name[locale])),
      cities: [...CITIES].sort((a, b) => collator.compare(a.name[locale], b.name[locale])),
    };
    SORTED_PLACES.set(locale, places);
  }
  return places;
}
