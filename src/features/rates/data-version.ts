/**
 * The version of the stored rates data (ADR 019): curves and spread sets are only ever added, so their number
 * and newest import time change with every import. Part of the page data version (src/page-data-version.ts).
 */
import { count, max } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { rateCurves, rateSpreadSets } from '@/db/schema';

export async function ratesDataVersion(db: Database): Promise<string> {
  const [[curves], [spreads]] = await Promise.all([
    db.select({ n: count(), newest: max(rateCurves.importedAt) }).from(rateCurves),
    db.select({ n: count(), newest: max(rateSpreadSets.createdAt) }).from(rateSpreadSets),
  ]);
  const stamp = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : '-');
  return `curves:${curves?.n ?? 0}:${stamp(curves?.newest)}|spreads:${spreads?.n ?? 0}:${stamp(spreads?.newest)}`;
}
