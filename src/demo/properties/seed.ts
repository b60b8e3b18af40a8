/**
 * DEMO DATA. Seeds the generated demo feed (./feed.ts) into a database whose listings table is empty, through the
 * properties feature's ordinary OpenImmo import. Called by scripts/db-setup.ts (through ../seed.ts) only when
 * SEED_DEMO_DATA=true (the default for the embedded PGlite database, never for DATABASE_URL unless asked), like
 * the demo advisors.
 */
import type { Database } from '@/db/client';
import { importListings, listingsTableIsEmpty, type ListingsImportReport } from '@/features/properties/cli';
import { demoFeed } from './feed';

/** The file name the demo listings are imported under (the listings' `source`). */
export const DEMO_FEED_FILE = 'hauslotse-demo-feed.zip';

/**
 * Imports the demo feed (default options) when the listings table has no rows; otherwise does nothing. `seeded` is
 * the number of listings added, `report` the import's report (null when nothing was imported).
 */
export async function seedDemoListings(db: Database, now: Date = new Date()): Promise<{ seeded: number; report: ListingsImportReport | null }> {
  if (!(await listingsTableIsEmpty(db))) return { seeded: 0, report: null };
  const report = await importListings(db, [{ name: DEMO_FEED_FILE, bytes: demoFeed() }], now);
  return { seeded: report.added, report };
}
