/**
 * The property pages as entries of the site search (issue 48): the property search, buying a flat and buying a house,
 * and each city's property page of either type, in both languages. The content feature keeps the index
 * (`content_search`, kind `property`); the composition roots hand these entries to its sync, the setup script
 * (scripts/db-setup.ts) and the server start (src/instrumentation.ts), so that an entry follows the cities that
 * have a page at that moment (./city-pages.ts: price statistics or listings on the market).
 *
 * Title weight A; B: for the search and the two buying pages what they offer, in the words a visitor searches for
 * ("buy apartment", "Wohnung kaufen"), for a city's page its introduction; C: the pages' own introduction, for a
 * city's page those words with the city ("Immobilien Berlin", "apartments Munich").
 */
import { createTranslator, type Messages } from 'next-intl';
import type { Database } from '@/db/client';
import { cityById } from '@/engine/geo/lookup';
import { messagesFor } from '@/i18n/messages';
import { localizedPath } from '@/i18n/paths';
import { LOCALES, type Locale } from '@/i18n/routes';
import { readPropertyCityIds, type PropertyCityIds } from './city-pages';
import { LISTING_TYPES, type ListingType } from './search-form';

/** The shape of the content feature's search entries (its `SearchEntry`), kind `property`. */
export interface PropertySearchEntry {
  locale: Locale;
  kind: 'property';
  id: string;
  slug: string;
  url: string;
  title: string;
  subtitle: string;
  body: string;
}

const HUB: Record<ListingType, { route: 'buy-apartment' | 'buy-house'; page: 'buyApartment' | 'buyHouse'; title: 'apartmentTitle' | 'houseTitle'; text: 'apartmentText' | 'houseText' }> = {
  apartment: { route: 'buy-apartment', page: 'buyApartment', title: 'apartmentTitle', text: 'apartmentText' },
  house: { route: 'buy-house', page: 'buyHouse', title: 'houseTitle', text: 'houseText' },
};
const CITY: Record<ListingType, { route: 'buy-apartment-city' | 'buy-house-city'; page: 'buyApartmentCity' | 'buyHouseCity'; text: 'cityApartment' | 'cityHouse' }> = {
  apartment: { route: 'buy-apartment-city', page: 'buyApartmentCity', text: 'cityApartment' },
  house: { route: 'buy-house-city', page: 'buyHouseCity', text: 'cityHouse' },
};

type Translate = (key: string, values?: Record<string, string>) => string;

/** The entries for the given cities with a page (city ids per type), in both languages. */
export function propertySearchEntriesFor(cityIds: PropertyCityIds): PropertySearchEntry[] {
  const entries: PropertySearchEntry[] = [];
  for (const locale of LOCALES) {
    const messages = messagesFor(locale) as Messages;
    const t = createTranslator({ locale, messages, namespace: 'properties.siteSearch' as never }) as unknown as Translate;
    const pages = createTranslator({ locale, messages, namespace: 'pages' as never }) as unknown as Translate;
    const entry = (id: string, url: string, title: string, subtitle: string, body: string): PropertySearchEntry => ({
      locale,
      kind: 'property',
      id,
      slug: url.slice(url.lastIndexOf('/') + 1),
      url,
      title,
      subtitle,
      body,
    });
    entries.push(entry('search', localizedPath('properties', locale), t('searchTitle'), t('searchText'), pages('properties.intro')));
    for (const type of LISTING_TYPES) {
      const hub = HUB[type];
      entries.push(entry(type, localizedPath(hub.route, locale), t(hub.title), t(hub.text), `${pages(`${hub.page}.intro`)} ${pages(`${hub.page}.metaDescription`)}`));
      const city = CITY[type];
      for (const id of [...cityIds[type]].sort()) {
        const found = cityById(id);
        if (!found) continue;
        const name = found.name[locale];
        entries.push(entry(`${type}-${id}`, localizedPath(city.route, locale, { city: found.slug[locale] }), pages(`${city.page}.title`, { city: name }), pages(`${city.page}.intro`, { city: name }), t(city.text, { city: name })));
      }
    }
  }
  return entries;
}

/** The entries of the property pages that exist now (the cities read from the database). */
export async function propertySearchEntries(db: Database): Promise<PropertySearchEntry[]> {
  return propertySearchEntriesFor(await readPropertyCityIds(db));
}
