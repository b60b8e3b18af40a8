/**
 * The version of the listings (issue 25) and the price statistics (issue 26): their number and newest change. Part of the page data version
 * (src/page-data-version.ts), so the property pages kept by the server are rendered anew after an import.
 */
import { count, max } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { listings, priceStatistics } from './tables';

export async function listingsDataVersion(db: Database): Promise<string> {
  const [row] = await db.select({ n: count(), newest: max(listings.updatedAt) }).from(listings);
  // The city pages show the price statistics too (ADR 030): an import of figures renders them anew.
  const [stats] = await db.select({ n: count(), newest: max(priceStatistics.importedAt) }).from(priceStatistics);
  const at = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : '-');
  return `listings:${row?.n ?? 0}:${at(row?.newest)};statistics:${stats?.n ?? 0}:${at(stats?.newest)}`;
}
