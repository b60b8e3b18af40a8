/**
 * DEMO DATA. Seeds the generated demo feed (demo-feed.ts) into a database whose listings table is empty, through
 * the ordinary OpenImmo import. Called by scripts/db-setup.ts only when SEED_DEMO_DATA=true (the default for the
 * embedded PGlite database, never for DATABASE_URL unless asked), like the demo advisors.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { listings } from '@/db/schema';
import { demoFeed } from './demo-feed';
import { importListings, type ListingsImportReport } from './import-listings';

/** The file name the demo listings are imported under (the listings' `source`). */
export const DEMO_FEED_FILE = 'hauslotse-demo-feed.zip';

/** Whether the listings table has no rows at all (withdrawn listings count as rows). */
export async function listingsTableIsEmpty(db: Database): Promise<boolean> {
  return (await db.select({ one: sql<number>`1` }).from(listings).limit(1)).length === 0;
}

/**
 * Imports the demo feed (default options) when the listings table has no rows; otherwise does nothing. `seeded` is
 * the number of listings added, `report` the import's report (null when nothing was imported).
 */
export async function seedDemoListings(db: Database, now: Date = new Date()): Promise<{ seeded: number; report: ListingsImportReport | null }> {
  if (!(await listingsTableIsEmpty(db))) return { seeded: 0, report: null };
  const report = await importListings(db, [{ name: DEMO_FEED_FILE, bytes: demoFeed() }], now);
  return { seeded: report.added, report };
}
