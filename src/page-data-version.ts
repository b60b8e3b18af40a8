/**
 * The version of the database data that the public pages rendered per request show and that is the same for
 * every visitor (ADR 012, ADR 019, ADR 034): today's date in Europe/Berlin (it picks the curve and spread set and
 * whether the rates may be called current) and the number of changes to that data (rate curves and spread sets,
 * advisors, listings, price statistics), which statement triggers count in the one-row table `page_data_version`
 * (migration 0018), whoever writes. The production server keeps a copy of such a page (header x-page-data) while
 * this version stays the same (src/lib/page-cache.ts). On PostgreSQL every instance reads it before each such
 * request (one primary-key lookup, shared by the requests waiting at the same time); on embedded PGlite, whose
 * only writer is this process, it is kept in memory until the triggers' notification says it changed. Either
 * way a change counts on the next request.
 */
import type { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '@/db/client';
import { pageDataVersion as versionTable } from '@/db/schema';

/** The channel the triggers notify on every counted change (migration 0018). */
export const PAGE_DATA_CHANNEL = 'page_data';

/** The version for `today` (YYYY-MM-DD): one primary-key read. */
export async function pageDataVersion(db: Database, today: string): Promise<string> {
  const [row] = await db.select({ changes: versionTable.changes }).from(versionTable).where(eq(versionTable.id, 1));
  return `${today}|${row?.changes ?? 0}`;
}

/**
 * Shares one read among the requests waiting for it, without ever answering a request with a read that began
 * before the request arrived (a change committed in between would be missed): a request that arrives while a
 * read is under way waits for the next one, which starts when that one ends and serves everyone who arrived
 * meanwhile. Under load this is one read per round instead of one per request.
 */
export function coalescedReads<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  let next: Promise<T> | null = null;
  const start = (): Promise<T> => {
    const current = read().finally(() => {
      if (running === current) running = null;
    });
    running = current;
    return current;
  };
  return () => {
    if (!running) return start();
    // Already waiting for the next round: join it.
    if (next) return next;
    const round = running.then(
      () => undefined,
      () => undefined,
    ).then(() => {
      next = null;
      return start();
    });
    next = round;
    return round;
  };
}

/**
 * Embedded PGlite has one writer, this process (its data folder is locked), and delivers a notification before
 * the writing transaction's COMMIT returns. So the version is kept in memory and read again only after a
 * notification or when the day changes: a change still counts on the next request, without a query per request.
 */
interface PgliteWatch {
  /** Counts notifications; a version read while one arrived is not kept. */
  generation: number;
  listening: boolean;
  kept: { day: string; version: string; generation: number } | null;
}
const watches = new WeakMap<PGlite, PgliteWatch>();

async function watchOf(client: PGlite): Promise<PgliteWatch> {
  let watch = watches.get(client);
  if (!watch) {
    const created: PgliteWatch = { generation: 0, listening: false, kept: null };
    watch = created;
    watches.set(client, created);
    await client.listen(PAGE_DATA_CHANNEL, () => {
      created.generation += 1;
      created.kept = null;
    });
    created.listening = true;
  }
  return watch;
}

/** The version on an embedded database: from memory while no change was notified and the day is the same. */
export async function watchedPageDataVersion(handle: DatabaseHandle, client: PGlite, today: string): Promise<string> {
  const watch = await watchOf(client);
  const kept = watch.kept;
  if (watch.listening && kept && kept.day === today && kept.generation === watch.generation) return kept.version;
  const generation = watch.generation;
  const version = await pageDataVersion(handle.db, today);
  if (watch.listening && watch.generation === generation) watch.kept = { day: today, version, generation };
  return version;
}

let shared: (() => Promise<string>) | null = null;

/** The version now (registered at start for server.mjs: src/instrumentation.ts). */
export async function currentPageDataVersion(): Promise<string> {
  const { getDbHandle } = await import('@/db');
  const { todayInBerlin } = await import('@/lib/dates');
  const handle = await getDbHandle();
  if (handle.queue.kind === 'pglite') return watchedPageDataVersion(handle, handle.queue.client, todayInBerlin());
  // PostgreSQL: several instances write; one primary-key read per round of waiting requests.
  shared ??= coalescedReads(async () => pageDataVersion(handle.db, todayInBerlin()));
  return shared();
}
