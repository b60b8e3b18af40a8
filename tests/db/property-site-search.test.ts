/**
 * Issue 48, "found from everywhere": the site search finds the property pages in both languages — the property
 * search, buying a flat or a house, and the cities' property pages — among the real content, as the setup script
 * and the server start fill the index (the content's entries and the property pages that exist: here the cities
 * of the seeded price statistics). On PGlite and PostgreSQL.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';
import { searchContent } from '@/features/content/search/search';
import { contentSearchEntries, syncContentSearch, syncSiteSearch } from '@/features/content/search/sync';
import { loadContent } from '@/features/content/loader';
import { readPropertyCityIds } from '@/features/properties/city-pages';
import { propertySearchEntries, propertySearchEntriesFor } from '@/features/properties/site-search';
import { seedStatistics } from '@/features/properties/statistics';

/**
 * The site's own content, read here rather than through the content store: the test files share a worker's modules
 * (isolate: false, ADR 026) and another file points the store at its fixtures (content-graphql.test.ts).
 */
const siteContent = loadContent(path.join(process.cwd(), 'content'));

describe.each(DATABASE_KINDS)('the property pages in the site search on %s', (kind) => {
  let h: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    h = await freshDatabase(kind);
    await seedStatistics(h.db, new Date('2026-11-20T08:00:00Z'));
    await syncContentSearch(h.db, [...contentSearchEntries(siteContent), ...(await propertySearchEntries(h.db))]);
  }, 60_000);
  afterAll(async () => {
    await h?.dispose();
  });

  const urls = async (locale: 'de' | 'en', q: string) => {
    const outcome = await searchContent(h.db, locale, q);
    if (!outcome.ok) throw new Error(outcome.code);
    return outcome.results.map((r) => r.url);
  };
  const hit = async (locale: 'de' | 'en', q: string, url: string) => (await searchContent(h.db, locale, q).then((o) => (o.ok ? o.results : []))).find((r) => r.url === url);

  test('the cities of the seeded statistics have entries of both types, Berlin and Munich among them', async () => {
    const ids = await readPropertyCityIds(h.db);
    expect(ids.apartment).toEqual(expect.arrayContaining(['berlin', 'muenchen']));
    expect(ids.house).toEqual(expect.arrayContaining(['berlin']));
  });

  test('"buy apartment" and "Wohnung kaufen" find the buying-a-flat page first, then its cities, and still the guides', async () => {
    const en = await urls('en', 'buy apartment');
    expect(en[0]).toBe('/en/buy-apartment');
    expect(en.filter((u) => /^\/en\/buy-apartment-[a-z-]+$/.test(u)).length).toBeGreaterThan(0);
    const de = await urls('de', 'Wohnung kaufen');
    expect(de[0]).toBe('/de/wohnung-kaufen');
    expect(de.filter((u) => /^\/de\/wohnung-kaufen-[a-z-]+$/.test(u)).length).toBeGreaterThan(0);
    // The cities' pages are many and alike: at most five property pages, so that the guides keep their places.
    expect(de.filter((u) => u.startsWith('/de/wohnung-kaufen')).length).toBe(5);
    expect(de.some((u) => u.startsWith('/de/ratgeber/'))).toBe(true);
    expect((await urls('en', 'buy house'))[0]).toBe('/en/buy-house');
    expect((await urls('de', 'Haus kaufen'))[0]).toBe('/de/haus-kaufen');
  });

  test('"Immobilien Berlin" and "apartments Munich" find the cities’ property pages', async () => {
    const de = await urls('de', 'Immobilien Berlin');
    expect(de).toEqual(expect.arrayContaining(['/de/wohnung-kaufen-berlin', '/de/haus-kaufen-berlin']));
    expect(de.slice(0, 2).sort()).toEqual(['/de/haus-kaufen-berlin', '/de/wohnung-kaufen-berlin']);
    const en = await urls('en', 'apartments Munich');
    expect(en[0]).toBe('/en/buy-apartment-munich');
    const munich = await hit('en', 'apartments Munich', '/en/buy-apartment-munich');
    expect(munich).toMatchObject({ kind: 'property', title: 'Buying an apartment in Munich' });
    expect(munich!.snippetHtml).toContain('<mark>Munich</mark>');
  });

  test('the property search page is found in both languages, with its title', async () => {
    expect(await hit('en', 'property search', '/en/properties')).toMatchObject({ kind: 'property', title: 'Property search: apartments and houses for sale' });
    expect(await hit('de', 'Immobiliensuche', '/de/immobilien')).toMatchObject({ kind: 'property', title: 'Immobiliensuche: Wohnungen und Häuser zum Kauf' });
    expect(await urls('de', 'Immobilien kaufen')).toContain('/de/immobilien');
  });

  test('each language finds its own pages only', async () => {
    expect((await urls('en', 'Wohnung kaufen')).filter((u) => u.startsWith('/de/'))).toEqual([]);
    expect((await urls('de', 'apartments Munich')).filter((u) => u.startsWith('/en/'))).toEqual([]);
  });

  test('the server start keeps the property pages: its sync with the same entries changes nothing', async () => {
    expect(await syncSiteSearch(h.db, await propertySearchEntries(h.db), siteContent)).toMatchObject({ upserted: 0, deleted: 0 });
  });
});

test('a city without a page has no entry; each city page has one entry per language with its localized address', () => {
  const entries = propertySearchEntriesFor({ apartment: ['koeln'], house: [] });
  expect(entries.map((e) => `${e.locale} ${e.id} ${e.url}`).sort()).toEqual([
    'de apartment /de/wohnung-kaufen',
    'de apartment-koeln /de/wohnung-kaufen-koeln',
    'de house /de/haus-kaufen',
    'de search /de/immobilien',
    'en apartment /en/buy-apartment',
    'en apartment-koeln /en/buy-apartment-cologne',
    'en house /en/buy-house',
    'en search /en/properties',
  ]);
  expect(entries.find((e) => e.locale === 'de' && e.id === 'apartment-koeln')).toMatchObject({ title: 'Wohnung kaufen in Köln', kind: 'property' });
});
