/**
 * Seeding the demo listings (issue 25, DEMO DATA) on PGlite and PostgreSQL: the generated feed goes through the
 * ordinary import into an empty listings table without a refusal or warning, every row is flagged demo and priced
 * within ±35 % of its sourced level per m², and a second call seeds nothing. One import per database kind.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';
import { listingImages, listings } from '@/features/properties/tables';
import { DEMO_PRICE_BAND, DEMO_PROVIDER } from '@/demo/properties/feed';
import { demoPriceLevel } from '@/demo/properties/price-levels';
import { DEMO_FEED_FILE, seedDemoListings } from '@/demo/properties/seed';
import { listingsTableIsEmpty } from '@/features/properties/cli';

const NOW = new Date('2026-11-27T09:00:00Z');
const LATER = new Date('2026-11-28T09:00:00Z');

describe.each(DATABASE_KINDS)('the demo listings seed on %s', (kind) => {
  let h: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    h = await freshDatabase(kind);
  }, 60_000);
  afterAll(async () => {
    await h?.dispose();
  });

  test('imports every demo listing into an empty table once, flagged demo and priced from its level', async () => {
    expect(await listingsTableIsEmpty(h.db)).toBe(true);
    const { seeded, report } = await seedDemoListings(h.db, NOW);
    expect(seeded).toBe(300);
    expect(report!.files).toEqual([{ name: `${DEMO_FEED_FILE}:demo-feed.xml`, ok: true, properties: 300 }]);
    expect(report!.refused).toEqual([]);
    expect(report!.warnings).toEqual([]);
    expect([report!.added, report!.changed, report!.unchanged, report!.withdrawn]).toEqual([300, 0, 0, 0]);

    const rows = await h.db
      .select({ isDemo: listings.isDemo, providerId: listings.providerId, source: listings.source, type: listings.type, place: listings.place, price: listings.price, livingArea: listings.livingArea })
      .from(listings);
    expect(rows).toHaveLength(300);
    expect(rows.every((r) => r.isDemo && r.providerId === DEMO_PROVIDER.id && r.source === DEMO_FEED_FILE)).toBe(true);
    for (const r of rows) {
      const level = demoPriceLevel(r.place, r.type as 'apartment' | 'house');
      expect(level, `${r.type} in ${r.place}`).not.toBeNull();
      const ratio = r.price / r.livingArea / level!.eurPerM2;
      expect(ratio).toBeGreaterThanOrEqual(1 - DEMO_PRICE_BAND);
      expect(ratio).toBeLessThanOrEqual(1 + DEMO_PRICE_BAND);
    }
    const [images] = await h.db.select({ n: sql<number>`count(*)::int`, svg: sql<number>`count(*) filter (where ${listingImages.mime} = 'image/svg+xml')::int`, first: sql<number>`count(*) filter (where ${listingImages.position} = 0)::int` }).from(listingImages);
    expect(images!.n).toBeGreaterThanOrEqual(900);
    expect(images!.svg).toBe(images!.n);
    expect(images!.first).toBe(300);

    expect(await seedDemoListings(h.db, LATER)).toEqual({ seeded: 0, report: null });
    expect(await listingsTableIsEmpty(h.db)).toBe(false);
  }, 120_000);
});
