/**
 * A radar's name when the lead gave none: its search in a few words ("Apartments · Berlin + 10 km · up to
 * €500,000 · 3+ rooms"), in the reader's language. Browser-safe, pure.
 */
import type { PropertySearch } from './search-form';

type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * `t` translates keys of the namespace `properties.radar.label`; `euro` formats whole euros; `centreName` is the
 * place a postal code stands for (named with it: "10115 Berlin").
 */
export function describeSearch(search: PropertySearch, t: Translate, euro: (n: number) => string, centreName?: string): string {
  const parts = [t(`type.${search.type ?? 'any'}`)];
  const place = /^\d{5}$/.test(search.place) && centreName ? `${search.place} ${centreName}` : search.place;
  parts.push(place === '' ? t('anywhere') : search.radius > 0 ? t('around', { place, km: search.radius }) : t('in', { place }));
  if (search.priceMin !== null && search.priceMax !== null) parts.push(t('priceBetween', { min: euro(search.priceMin), max: euro(search.priceMax) }));
  else if (search.priceMax !== null) parts.push(t('priceMax', { max: euro(search.priceMax) }));
  else if (search.priceMin !== null) parts.push(t('priceMin', { min: euro(search.priceMin) }));
  if (search.roomsMin !== null) parts.push(t('rooms', { rooms: search.roomsMin }));
  if (search.areaMin !== null) parts.push(t('areaMin', { area: search.areaMin }));
  if (search.areaMax !== null) parts.push(t('areaMax', { area: search.areaMax }));
  if (search.builtMin !== null) parts.push(t('builtMin', { year: String(search.builtMin) }));
  if (search.builtMax !== null) parts.push(t('builtMax', { year: String(search.builtMax) }));
  if (search.energy) parts.push(t('energy', { energyClass: search.energy }));
  for (const f of search.features) parts.push(t(`feature.${f}`));
  if (search.affordOnly && search.income) parts.push(t('afford', { income: euro(search.income) }));
  return parts.join(' · ');
}
