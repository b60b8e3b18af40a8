/**
 * The version of the listings (issue 25): their number and newest change. Part of the page data version
 * (src/page-data-version.ts), so the property pages kept by the server are rendered anew after an import.
 */
import { count, max } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { listings } from '@/db/schema';

export async function listingsDataVersion(db: Database): Promise<string> {
  const [row] = await db.select({ n: count(), newest: max(listings.updatedAt) }).from(listings);
  return `listings:${row?.n ?? 0}:${row?.newest ? new Date(row.newest).toISOString() : '-'}`;
}
