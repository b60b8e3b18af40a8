/**
 * The version of the database data that the public pages rendered per request show and that is the same for
 * every visitor (ADR 012, ADR 019): today's date in Europe/Berlin (it picks the curve and spread set and
 * whether the rates may be called current), the rates data, the advisor team (home page) and the listings
 * (property pages). The production
 * server keeps a copy of such a page (header x-page-data) while this version stays the same (src/lib/page-cache.ts);
 * every instance reads it from the shared database before each request, so a change counts everywhere at once.
 */
import type { Database } from '@/db/client';
import { advisorsDigest } from '@/features/advisors/repository';
import { listingsDataVersion } from '@/features/properties/server';
import { ratesDataVersion } from '@/features/rates/data-version';

export async function pageDataVersion(db: Database, today: string): Promise<string> {
  const [rates, team, listings] = await Promise.all([ratesDataVersion(db), advisorsDigest(db), listingsDataVersion(db)]);
  return `${today}|${rates}|advisors:${team}|${listings}`;
}

/** The version now (registered at start for server.mjs: src/instrumentation.ts). */
export async function currentPageDataVersion(): Promise<string> {
  const { getDb } = await import('@/db');
  const { todayInBerlin } = await import('@/lib/dates');
  return pageDataVersion(await getDb(), todayInBerlin());
}
