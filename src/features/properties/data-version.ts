/**
 * The version of the listings (issue 25) and the price statistics (issue 26): the city pages' list (city-pages.ts) is
 * read anew when it changes. It is the number of changes the database's statement triggers count in
 * `page_data_version` (migration 0018, ADR 034), which every write to `listings` and `price_statistics` raises (and a
 * few other tables' writes too: then the list is merely read once more). One primary-key read, however many listings
 * there are (issue 47, ADR 048); before, it counted every listing on each city page's request.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { pageDataVersion } from '@/db/schema';

export async function listingsDataVersion(db: Database): Promise<string> {
  const [row] = await db.select({ changes: pageDataVersion.changes }).from(pageDataVersion).where(eq(pageDataVersion.id, 1));
  return `changes:${row?.changes ?? 0}`;
}
