/**
 * The listings' queries read indexes, never every listing (issue 47, ADR 048): with some thousands of listings on
 * PGlite and PostgreSQL, ANALYZEd, the plans of the search (count and page, with and without a radius, each order),
 * "similar nearby" and the city pages' version hold no sequential scan of `listings`, and the search's count reads no more
 * than about its cap. Before migration 0034 the search without a place and the price-per-m² order scanned every listing,
 * and the city pages' version counted them all; before the cap the count of a search without filters read every listing.
 * The rows are written with one INSERT … SELECT (a test fixture, not the import), so the file stays fast.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql, type SQLWrapper } from 'drizzle-orm';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';
import { searchQueries, similarCandidatesQuery } from '@/features/properties/search-repository';
import { resolveSearchCentre } from '@/features/properties/search';
import { parseSearch, type PropertySearch } from '@/features/properties/search-form';

const ROWS = 4_000;

/** A node of EXPLAIN (ANALYZE, FORMAT JSON). */
interface PlanNode {
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
}

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

  // [label, query, whether the count is selective]: a count of (nearly) every listing on the market may take any scan,
  // since it stops after its cap (below); its page may not.
  test.each([
    ['no filter, newest first', {}, false],
    ['no filter, cheapest first', { sort: 'price_asc' }, false],
    ['no filter, price per m²', { sort: 'ppsqm_asc' }, false],
    ['type and price range', { type: 'house', pmin: '300000', pmax: '320000' }, true],
    ['rooms and area, by price', { rooms: '5', amin: '190', sort: 'price_asc' }, false],
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

  /** The rows a plan read from `listings` (EXPLAIN ANALYZE): what each scan of the table or its indexes returned or filtered out. */
  async function rowsRead(query: SQLWrapper): Promise<{ rows: number; text: string }> {
    const result = (await h.db.execute(sql`explain (analyze, format json) ${query}`)) as unknown as { rows: Record<string, unknown>[] };
    const value = Object.values(result.rows[0]!)[0];
    const [{ Plan }] = (typeof value === 'string' ? JSON.parse(value) : value) as [{ Plan: PlanNode }];
    let rows = 0;
    const walk = (node: PlanNode) => {
      if (node['Relation Name'] === 'listings' || node['Index Name']?.startsWith('listings')) {
        rows += ((node['Actual Rows'] ?? 0) + (node['Rows Removed by Filter'] ?? 0)) * (node['Actual Loops'] ?? 1);
      }
      for (const child of node.Plans ?? []) walk(child);
    };
    walk(Plan);
    return { rows, text: JSON.stringify(Plan) };
  }

  // The count stops after its cap (ADR 048, amendment): a search matching nearly every listing reads about `cap + 1`
  // rows, not the 3,600 on the market. Without the cap (count(*) of every match) these read them all.
  test.each([
    ['no filter', {}],
    ['no filter, cheapest first', { sort: 'price_asc' }],
    ['apartments', { type: 'apartment' }],
  ] as const)('the capped count reads about its cap, not every listing: %s', async (_label, query) => {
    const search = searchOf(query);
    const cap = 100;
    const { rows, text } = await rowsRead(searchQueries(h.db, search, null, cap).total);
    expect(text).toMatch(/"Limit"/);
    expect(rows).toBeGreaterThan(cap);
    expect(rows).toBeLessThanOrEqual(4 * (cap + 1));
  });

  test('similar nearby walks the position index within its box, with a limit', async () => {
    const text = await plan(similarCandidatesQuery(h.db, { id: '00000000-0000-4000-8000-000000000000', type: 'apartment', lat: 52.52, lon: 13.4, price: 400_000 }));
    expectIndexed(text);
    expect(text).toMatch(/listings_active_position/);
    expect(text).toMatch(/Limit/);
  });
});
