/**
 * Which cities have a property page per type (issue 25): the large cities (engine/geo/cities) for which the
 * database holds price statistics of that type or at least one listing of that type on the market. A city that
 * arrives only through a listings or statistics import gets its page (and its sitemap entry) with that import;
 * a city whose last listing is withdrawn and that has no statistics loses it.
 *
 * The answer is kept per process under the listings data version (src/features/properties/data-version.ts), which
 * every instance reads from the shared database: an import counts on every instance with the next request.
 */
import { isNull } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { listings, priceStatistics } from './tables';
import { cityByName } from '@/engine/geo/lookup';
import { LISTING_TYPES, type ListingType } from './search-form';
import { listingsDataVersion } from './data-version';

export type PropertyCityIds = Record<ListingType, readonly string[]>;

/** Read from the database: city ids (slug.de) per type, in no particular order. */
export async function readPropertyCityIds(db: Database): Promise<PropertyCityIds> {
  const [stats, onMarket] = await Promise.all([
    db.selectDistinct({ name: priceStatistics.city, type: priceStatistics.type }).from(priceStatistics),
    db.selectDistinct({ name: listings.place, type: listings.type }).from(listings).where(isNull(listings.withdrawnAt)),
  ]);
  const ids: Record<ListingType, Set<string>> = { apartment: new Set(), house: new Set() };
  for (const row of [...stats, ...onMarket]) {
    if (!(LISTING_TYPES as readonly string[]).includes(row.type)) continue;
    const city = cityByName(row.name.trim());
    if (city) ids[row.type as ListingType].add(city.id);
  }
  return { apartment: [...ids.apartment], house: [...ids.house] };
}

type Held = { version: string; ids: Promise<PropertyCityIds> };
// Per database handle (tests open several in one process), kept across dev hot reloads.
const held = ((globalThis as Record<symbol, unknown>)[Symbol.for('hauslotse.propertyCityIds')] ??= new WeakMap()) as WeakMap<Database, Held>;

/** The city ids with a page, read anew when the listings or statistics changed since the last call. */
export async function propertyCityIds(db: Database): Promise<PropertyCityIds> {
  const version = await listingsDataVersion(db);
  let current = held.get(db);
  if (current?.version !== version) {
    const ids = readPropertyCityIds(db);
    current = { version, ids };
    held.set(db, current);
    ids.catch(() => {
      if (held.get(db)?.ids === ids) held.delete(db);
    });
  }
  return current.ids;
}

/** Whether a city (by id) has a property page of the type. */
export async function hasPropertyCityPageNow(db: Database, type: ListingType, cityId: string): Promise<boolean> {
  return (await propertyCityIds(db))[type].includes(cityId);
}
