/**
 * The version of everything the rate pages show from the database (ADR 012, ADR 019): today's date in
 * Europe/Berlin (it picks the curve, the spread set and whether the rates may be called current) and the
 * stored curves and spread sets (rows are only ever added, so their number and newest timestamp change with
 * every import). The production server keeps a rendered rate page while this version stays the same
 * (src/lib/versioned-page-cache.ts), and every instance reads it from the shared database on each request:
 * a new curve counts on the next request everywhere.
 */
import { count, max } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { rateCurves, rateSpreadSets } from '@/db/schema';

export async function ratesDataVersion(db: Database, today: string): Promise<string> {
  const [[curves], [spreads]] = await Promise.all([
    db.select({ n: count(), newest: max(rateCurves.importedAt) }).from(rateCurves),
    db.select({ n: count(), newest: max(rateSpreadSets.createdAt) }).from(rateSpreadSets),
  ]);
  const stamp = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : '-');
  return `${today}|curves:${curves?.n ?? 0}:${stamp(curves?.newest)}|spreads:${spreads?.n ?? 0}:${stamp(spreads?.newest)}`;
}

/** The rates data version now, for the production server's page copies (registered at start: instrumentation.ts). */
export async function currentRatesDataVersion(): Promise<string> {
  const { getDb } = await import('@/db');
  const { todayInBerlin } = await import('@/lib/dates');
  return ratesDataVersion(await getDb(), todayInBerlin());
}
