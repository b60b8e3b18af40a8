/**
 * The city property pages' addresses (issue 25): `/de/wohnung-kaufen-<city>`, `/en/buy-house-<city>` exist for the
 * cities with a sourced price level of that type (PROPERTY_CITY_PAGES equals the vendored file), match back to
 * their route, pair across languages, and a city without a level of that type is a 404 before rendering.
 */
import { describe, expect, test } from 'vitest';
import { PROPERTY_CITY_PAGES } from '@/config/taxonomy';
import { cityByName } from '@/engine/geo/lookup';
import { citiesWithPriceLevels } from '@/features/properties/price-statistics';
import { paramsExist } from '@/i18n/known-params';
import { counterpartPath, enumerateRoutePaths, internalPath, localizedPath, matchPath } from '@/i18n/paths';

describe('city property pages', () => {
  test.each(['apartment', 'house'] as const)('%s: the page list is the cities of price-levels.csv', (type) => {
    const fromFile = citiesWithPriceLevels(type).map((name) => cityByName(name)?.id ?? `unknown city ${name}`);
    expect([...fromFile].sort()).toEqual([...PROPERTY_CITY_PAGES[type]].sort());
  });

  test('addresses match back to the route and city, in both languages', () => {
    expect(matchPath('/de/wohnung-kaufen-muenchen')).toMatchObject({ locale: 'de', route: { name: 'buy-apartment-city' }, params: { city: 'muenchen' } });
    expect(matchPath('/en/buy-house-munich')).toMatchObject({ locale: 'en', route: { name: 'buy-house-city' }, params: { city: 'munich' } });
    expect(matchPath('/de/wohnung-kaufen')).toMatchObject({ route: { name: 'buy-apartment' } });
    expect(matchPath('/de/wohnung-kaufen-')?.route.name).not.toBe('buy-apartment-city');
    expect(localizedPath('buy-apartment-city', 'de', { city: 'frankfurt-am-main' })).toBe('/de/wohnung-kaufen-frankfurt-am-main');
    expect(internalPath(matchPath('/en/buy-apartment-cologne')!.route, 'en', { city: 'cologne' })).toBe('/en/buy-apartment/cologne');
    expect(counterpartPath('/de/wohnung-kaufen-muenchen', 'en')).toBe('/en/buy-apartment-munich');
  });

  test('a city without a price level of the type, or no city at all, has no page', () => {
    expect(paramsExist(matchPath('/de/wohnung-kaufen-leipzig')!)).toBe(true);
    expect(paramsExist(matchPath('/de/haus-kaufen-leipzig')!)).toBe(true);
    expect(paramsExist(matchPath('/de/haus-kaufen-stuttgart')!)).toBe(false);
    expect(paramsExist(matchPath('/de/wohnung-kaufen-bielefeld')!)).toBe(false);
    expect(paramsExist(matchPath('/de/wohnung-kaufen-atlantis')!)).toBe(false);
  });

  test('the sitemap lists one page per city and type', () => {
    const paths = enumerateRoutePaths((r) => r.name === 'buy-apartment-city' || r.name === 'buy-house-city');
    expect(paths).toHaveLength(PROPERTY_CITY_PAGES.apartment.length + PROPERTY_CITY_PAGES.house.length);
    expect(paths.map((p) => p.paths.en)).toContain('/en/buy-house-cologne');
  });
});
