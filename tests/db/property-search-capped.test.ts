/**
 * The search's count is capped (issue 47, ADR 048): it counts at most one match more than its cap, so a search
 * without filters costs the same however many listings there are, and beyond the cap every place that shows the
 * count says "more than": the search page ("More than 1,000 properties" / "Mehr als 1.000 Immobilien"), the JSON
 * endpoint and the query endpoint (`total_capped`), with "next" offered while the next page has listings.
 * On PGlite and PostgreSQL with a small cap (the repository's parameter); the endpoints with the real cap of 1,000.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createTranslator } from 'next-intl';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';
import { useMemoryAppDb } from '../support/app-db';
import { aListing } from '../support/builders';
import { gqlRoute } from '../support/graphql-route';
import { marketOn } from '@/engine/rates/fixtures';
import { POST } from '@/app/api/properties/search/route';
import { runPropertySearch, type SearchOutcome } from '@/features/properties/search';
import { SEARCH_COUNT_CAP, searchListings } from '@/features/properties/search-repository';
import { parseSearch, SEARCH_PAGE_SIZE, type PropertySearch } from '@/features/properties/search-form';
import { ResultsPager, resultsCount, type ResultsT } from '@/features/properties/components/ResultsPager';
import { messagesFor } from '@/i18n/messages';
import type { Locale } from '@/i18n/routes';

const TODAY = '2025-06-03';
const MARKET = marketOn(TODAY);
const CAP = 5;
/** More than a page, and more than the cap. */
const LISTINGS = SEARCH_PAGE_SIZE + 2;

const everything: PropertySearch = (() => {
  const parsed = parseSearch(new URLSearchParams());
  if (!parsed.ok) throw new Error('the empty search is valid');
  return parsed.search;
})();

const tOf = (locale: Locale) => createTranslator({ locale, messages: messagesFor(locale) as never, namespace: 'properties.results' as never }) as unknown as ResultsT;

/** The page's count and pager for an outcome, as the search page shows them. */
function shown(locale: Locale, outcome: SearchOutcome) {
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
  const t = tOf(locale);
  const pager = renderToStaticMarkup(
    createElement(ResultsPager, { t, action: '/x', search: outcome.search, pages: outcome.pages, totalCapped: outcome.totalCapped, hasNext: outcome.hasNext, shown: outcome.items.length }),
  );
  return { heading: resultsCount(t, outcome.total, outcome.totalCapped), pager: pager.replaceAll(/<[^>]+>/g, ' ').replaceAll(/\s+/g, ' ').trim(), html: pager };
}

describe.each(DATABASE_KINDS)('the capped count on %s', (kind) => {
  let h: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    h = await freshDatabase(kind);
    for (let i = 0; i < LISTINGS; i++) await aListing(h.db, { price: 300_000 + i * 1000 }, { now: new Date(Date.UTC(2025, 4, 1 + i)) });
  }, 60_000);
  afterAll(async () => {
    await h?.dispose();
  });
  const search = (query: Record<string, string>) => runPropertySearch(h.db, new URLSearchParams(query), TODAY, MARKET, { countCap: CAP });

  test('the repository counts up to its cap and says when there are more', async () => {
    expect(await searchListings(h.db, everything, null, CAP)).toMatchObject({ total: CAP, totalCapped: true, hasNext: true });
    expect(await searchListings(h.db, everything, null, LISTINGS - 1)).toMatchObject({ total: LISTINGS - 1, totalCapped: true });
    expect(await searchListings(h.db, everything, null, LISTINGS)).toMatchObject({ total: LISTINGS, totalCapped: false });
    // A selective search under the cap is counted exactly.
    const cheap = await searchListings(h.db, { ...everything, priceMax: 302_000 }, null, CAP);
    expect(cheap).toMatchObject({ total: 3, totalCapped: false, hasNext: false });
    expect(cheap.items).toHaveLength(3);
  });

  test('the page says "more than" in both languages and pages on while listings follow', async () => {
    const first = await search({});
    expect(first).toMatchObject({ ok: true, total: CAP, totalCapped: true, hasNext: true });
    expect(first.ok && first.items).toHaveLength(SEARCH_PAGE_SIZE);
    expect(shown('en', first).heading).toBe('More than 5 properties');
    expect(shown('de', first).heading).toBe('Mehr als 5 Immobilien');
    // Past the cap: no last page is claimed, "next" leads on.
    expect(shown('en', first).pager).toBe('Page 1 Next page');
    expect(shown('de', first).pager).toBe('Seite 1 Nächste Seite');
    expect(shown('en', first).html).toContain('href="/x?page=2"');

    const second = await search({ page: '2' });
    expect(second).toMatchObject({ ok: true, totalCapped: true, hasNext: false });
    expect(second.ok && second.items).toHaveLength(LISTINGS - SEARCH_PAGE_SIZE);
    expect(shown('en', second).pager).toBe('Previous page Page 2');
    expect(shown('de', second).pager).toBe('Vorherige Seite Seite 2');

    // A page past the last listing is no error: it says so and leads back to the first page.
    const past = await search({ page: '3' });
    expect(past).toMatchObject({ ok: true, totalCapped: true, hasNext: false, items: [] });
    expect(shown('en', past).pager).toBe('This page lies beyond the last result of the search. Back to the first page');
    expect(shown('de', past).pager).toBe('Diese Seite liegt hinter dem letzten Ergebnis der Suche. Zur ersten Seite');
    expect(shown('en', past).html).toContain('href="/x"');
  });

  test('under the cap the count, the pages and the pager are exact as before', async () => {
    const all = await runPropertySearch(h.db, new URLSearchParams(), TODAY, MARKET);
    expect(all).toMatchObject({ ok: true, total: LISTINGS, totalCapped: false, pages: 2, hasNext: true });
    expect(shown('en', all).heading).toBe(`${LISTINGS} properties`);
    expect(shown('de', all).heading).toBe(`${LISTINGS} Immobilien`);
    expect(shown('en', all).pager).toBe('Page 1 of 2 Next page');
    expect(shown('de', await runPropertySearch(h.db, new URLSearchParams({ page: '2' }), TODAY, MARKET)).pager).toBe('Vorherige Seite Seite 2 von 2');
  });
});

test('the heading formats the cap in the visitor’s language', () => {
  expect(resultsCount(tOf('en'), SEARCH_COUNT_CAP, true)).toBe('More than 1,000 properties');
  expect(resultsCount(tOf('de'), SEARCH_COUNT_CAP, true)).toBe('Mehr als 1.000 Immobilien');
  expect(resultsCount(tOf('en'), 1, false)).toBe('1 property');
});

describe('the endpoints with more listings than the cap of 1,000', () => {
  beforeAll(async () => {
    const db = await useMemoryAppDb();
    // One listing as the builder makes it, and 1,012 copies of it one minute apart, each 1 € dearer (one INSERT … SELECT:
    // a thousand imports would take the file half a minute).
    await aListing(db, { price: 200_000 }, { now: new Date(Date.UTC(2025, 0, 1)) });
    await db.execute(sql`
      insert into listings (slug, provider_id, provider_name, external_id, source, is_demo, type, subtype, postal_code, place, state, lat, lon, price, living_area,
                            rooms, year_built, title, description, language, first_seen_at, updated_at)
      select slug || '-' || i, provider_id, provider_name, external_id || '-' || i, source, is_demo, type, subtype, postal_code, place, state, lat, lon, price + i,
             living_area, rooms, year_built, title, description, language, first_seen_at + make_interval(mins => i), updated_at
      from listings, generate_series(1, ${SEARCH_COUNT_CAP + SEARCH_PAGE_SIZE}) as i`);
  }, 60_000);

  test('POST /api/properties/search: total_capped and has_next_page; a page beyond the cap still answers', async () => {
    const post = (body: unknown) =>
      POST(new Request('http://localhost/api/properties/search', { method: 'POST', headers: { 'content-type': 'application/json', 'x-client-ip': '10.1.0.1' }, body: JSON.stringify(body) }));
    const first = await (await post({})).json();
    expect(first).toMatchObject({ total: 1000, total_capped: true, page: 1, has_next_page: true });
    expect(first.items).toHaveLength(SEARCH_PAGE_SIZE);
    // The cap ends at 1,000 (page 84 holds the 997th to the 1,008th); the listings go on to the 1,013th.
    const last = Math.ceil((SEARCH_COUNT_CAP + SEARCH_PAGE_SIZE + 1) / SEARCH_PAGE_SIZE);
    const beyond = await post({ page: last });
    expect(beyond.status).toBe(200);
    const body = await beyond.json();
    expect(body).toMatchObject({ total: 1000, total_capped: true, page: last, pages: last, has_next_page: false });
    expect(body.items).toHaveLength((SEARCH_COUNT_CAP + SEARCH_PAGE_SIZE + 1) % SEARCH_PAGE_SIZE || SEARCH_PAGE_SIZE);
    // Selective: exact, as before.
    expect(await (await post({ pmax: 200_004 })).json()).toMatchObject({ total: 5, total_capped: false, pages: 1, has_next_page: false });
  });

  test('the query endpoint: total_capped and has_next_page', async () => {
    const QUERY = /* GraphQL */ `
      query Search($search: PropertySearchInput) {
        propertySearch(search: $search) { total total_capped page pages has_next_page items { slug } }
      }
    `;
    const { data, errors } = await gqlRoute<{ propertySearch: { total: number; total_capped: boolean; has_next_page: boolean; items: unknown[] } }>(QUERY, { search: {} });
    expect(errors).toBeUndefined();
    expect(data!.propertySearch).toMatchObject({ total: 1000, total_capped: true, page: 1, has_next_page: true });
    const few = await gqlRoute<{ propertySearch: unknown }>(QUERY, { search: { price_max: 200_004 } });
    expect(few.data!.propertySearch).toMatchObject({ total: 5, total_capped: false, pages: 1, has_next_page: false });
  });
});
