/**
 * The listings' queries read indexes, never every listing (issue 47, ADR 048): with some thousands of listings on
 * PGlite and PostgreSQL, ANALYZEd, the plans of the search (count and page, with and without a radius, each order),
 * "similar nearby" and the city pages' version hold no sequential scan of `listings`. Before migration 0034 the search
 * without a place and the price-per-m² order scanned every listing, and the city pages' version counted them all.
 * The rows are written with one INSERT … SELECT (a test fixture, not the import), so the file stays fast.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql, type SQLWrapper } from 'drizzle-orm';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';
import { searchQueries, similarCandidatesQuery } from '@/features/properties/search-repository';
import { resolveSearchCentre } from '@/features/properties/search';
import { parseSearch, type PropertySearch } from '@/features/properties/search-form';

const ROWS = 4_000;

const searchOf = (query: Record<string, string>): PropertySearch => {
  const parsed = parseSearch(new URLSearchParams(query));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.search;
};

describe.each(DATABASE_KINDS)('the listings queries on %s', (kind) => {
  let h: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    h = await freshDatabase(kind);
    // Listings spread over Germany's box (a deterministic lattice), a tenth withdrawn, a third houses.
    await h.db.execute(sql`
      insert into listings (slug, provider_id, provider_name, external_id, source, type, postal_code, place, state, lat, lon, price, living_area, rooms, year_built,
                            title, description, language, first_seen_at, updated_at, withdrawn_at)
      select 'plan-' || i, 'PLAN', 'Plan', 'P' || i, 'plans.xml', case when i % 3 = 0 then 'house' else 'apartment' end, lpad((10000 + i % 89999)::text, 5, '0'),
             'Ort ' || (i % 500), 'DE-BE', 47.5 + (i * 7919 % 7500) / 1000.0, 6.0 + (i * 104729 % 9000) / 1000.0, 100000 + (i * 37 % 900) * 1000, 40 + i % 160, 1 + i % 6,
             1900 + i % 125, 'T', '', 'de', timestamptz '2026-01-01' + make_interval(mins => i), timestamptz '2026-01-01',
             case when i % 10 = 0 then timestamptz '2026-02-01' end
      from generate_series(1, ${ROWS}) as i`);
    await h.db.execute(sql`analyze listings`);
  }, 120_000);
  afterAll(async () => {
    await h?.dispose();
  });

  async function plan(query: SQLWrapper): Promise<string> {
    const result = (await h.db.execute(sql`explain ${query}`)) as unknown as { rows: Record<string, string>[] };
    return result.rows.map((r) => Object.values(r)[0]).join('\n');
  }
  const expectIndexed = (text: string) => {
    expect(text).not.toMatch(/Seq Scan on listings/);
    expect(text).toMatch(/Index|Bitmap/);
  };

  // [label, query, whether the count is selective]: a count of (nearly) every listing on the market is read whole
  // whichever way (ADR 048: the unfiltered search page is kept under the page data version); its page is not.
  test.each([
    ['no filter, newest first', {}, false],
    ['no filter, cheapest first', { sort: 'price_asc' }, false],
    ['no filter, price per m²', { sort: 'ppsqm_asc' }, false],
    ['type and price range', { type: 'house', priceMin: '300000', priceMax: '320000' }, true],
    ['rooms and area, by price', { roomsMin: '5', areaMin: '190', sort: 'price_asc' }, false],
    ['a radius around Berlin', { place: 'Berlin', radius: '25' }, true],
    ['a radius around a postal code, by price', { place: '80331', radius: '10', sort: 'price_desc' }, true],
    ['the postal code itself (radius 0)', { place: '10115', radius: '0' }, true],
  ] as const)('the search: %s', async (_label, query, selective) => {
    const search = searchOf(query);
    const centre = search.place === '' ? null : resolveSearchCentre(search.place);
    const { total, page } = searchQueries(h.db, search, centre);
    if (selective) expectIndexed(await plan(total));
    expectIndexed(await plan(page));
  });

  test('similar nearby walks the position index within its box, with a limit', async () => {
    const text = await plan(similarCandidatesQuery(h.db, { id: '00000000-0000-4000-8000-000000000000', type: 'apartment', lat: 52.52, lon: 13.4, price: 400_000 }));
    expectIndexed(text);
    expect(text).toMatch(/listings_active_position/);
    expect(text).toMatch(/Limit/);
  });
});
