/**
 * The city property pages' addresses (issue 25): `/de/wohnung-kaufen-<city>`, `/en/buy-house-<city>` exist for the
 * cities with a sourced price level of that type (PROPERTY_CITY_PAGES equals the vendored file), match back to
 * their route, pair across languages, and whether a city has one is asked of the database before rendering.
 */
import { describe, expect, test } from 'vitest';
import { PROPERTY_CITY_PAGES } from '@/config/taxonomy';
import { cityByName } from '@/engine/geo/lookup';
import { citiesWithPriceLevels, formatPeriod, formatPublished } from '@/features/properties/price-statistics';
import { allPriceLevels } from '@/features/properties/price-levels';
import { paramsExist, propertyCityPageExists, PROPERTY_CITY_CHECK, type PropertyCityCheck } from '@/i18n/known-params';
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

  test('an unknown city has no page; a known one is asked of the database (or of the seeded list while none answers)', async () => {
    expect(paramsExist(matchPath('/de/wohnung-kaufen-atlantis')!)).toBe(false);
    expect(paramsExist(matchPath('/de/haus-kaufen-stuttgart')!)).toBe(true);
    expect(await propertyCityPageExists(matchPath('/de/haus-kaufen-leipzig')!)).toBe(true);
    expect(await propertyCityPageExists(matchPath('/de/haus-kaufen-stuttgart')!)).toBe(false);
    expect(await propertyCityPageExists(matchPath('/de/wohnung-kaufen-paderborn')!)).toBe(false);
    expect(await propertyCityPageExists(matchPath('/en/buy-apartment-atlantis')!)).toBe(false);
    expect(await propertyCityPageExists(matchPath('/de/termin')!)).toBe(true);
    const asked: string[] = [];
    const check: PropertyCityCheck = async (type, id) => {
      asked.push(`${type}:${id}`);
      return id === 'paderborn';
    };
    const g = globalThis as Record<symbol, unknown>;
    g[PROPERTY_CITY_CHECK] = check;
    try {
      expect(await propertyCityPageExists(matchPath('/en/buy-apartment-paderborn')!)).toBe(true);
      expect(await propertyCityPageExists(matchPath('/de/wohnung-kaufen-leipzig')!)).toBe(false);
      expect(asked).toEqual(['apartment:paderborn', 'apartment:leipzig']);
    } finally {
      delete g[PROPERTY_CITY_CHECK];
    }
  });

  test('the sitemap lists one page per city and type', () => {
    const paths = enumerateRoutePaths((r) => r.name === 'buy-apartment-city' || r.name === 'buy-house-city');
    expect(paths).toHaveLength(PROPERTY_CITY_PAGES.apartment.length + PROPERTY_CITY_PAGES.house.length);
    expect(paths.map((p) => p.paths.en)).toContain('/en/buy-house-cologne');
    const fromDatabase = enumerateRoutePaths((r) => r.name === 'buy-apartment-city', { apartment: ['paderborn', 'berlin'], house: [] });
    expect(fromDatabase.map((p) => p.paths.de).sort()).toEqual(['/de/wohnung-kaufen-berlin', '/de/wohnung-kaufen-paderborn']);
  });
});

describe('a price level’s period and publication date in the reader’s words', () => {
  const words: Record<string, Record<string, string>> = {
    de: { periodUnstated: 'von der Quelle nicht angegeben', periodQuarter: '{quarter}. Quartal {year}', periodHalf: '{half}. Halbjahr {year}' },
    en: { periodUnstated: 'not stated by the source', periodQuarter: 'Q{quarter} {year}', periodHalf: 'H{half} {year}' },
  };
  const t = (locale: string) => (key: string, values: Record<string, string | number> = {}) => words[locale]![key]!.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k]));
  test.each([
    ['2025-Q4', 'de', '4. Quartal 2025'],
    ['2025-Q4', 'en', 'Q4 2025'],
    ['2020-H1', 'de', '1. Halbjahr 2020'],
    ['2023-03', 'de', 'März 2023'],
    ['2023-03', 'en', 'March 2023'],
    ['2024-07-01', 'de', '1. Juli 2024'],
    ['2024-07-01', 'en', '1 July 2024'],
    ['2021 (Frühjahr)', 'en', '2021'],
    ['unstated (Wohnatlas 2024)', 'en', 'not stated by the source'],
    ['unstated', 'de', 'von der Quelle nicht angegeben'],
  ])('%s in %s → %s', (period, locale, expected) => {
    expect(formatPeriod(period, locale, t(locale))).toBe(expected);
  });
  test('publication dates', () => {
    expect(formatPublished('2021-01-21', 'de')).toBe('21. Januar 2021');
    expect(formatPublished('2019-07', 'en')).toBe('July 2019');
    expect(formatPublished('', 'en')).toBe('');
  });
  test('every period of the file has words (no ISO code or English in a German page)', () => {
    for (const l of allPriceLevels()) {
      const de = formatPeriod(l.period, 'de', t('de'));
      expect(de, l.period).not.toMatch(/unstated|Q\d|H\d|\d{4}-\d{2}/);
      expect(formatPublished(l.published, 'de'), l.published).not.toMatch(/\d{4}-\d{2}/);
    }
  });
});
