/**
 * The version of the database data that the public pages rendered per request show and that is the same for
 * every visitor (ADR 012, ADR 019, ADR 034): today's date in Europe/Berlin (it picks the curve and spread set and
 * whether the rates may be called current) and the number of changes to that data (rate curves and spread sets,
 * advisors, listings, price statistics), which statement triggers count in the one-row table `page_data_version`
 * (migration 0018), whoever writes. The production server keeps a copy of such a page (header x-page-data) while
 * this version stays the same (src/lib/page-cache.ts). Each instance keeps the version in memory and reads it again
 * only when the triggers' notification (channel `page_data`) says it changed, or the day changed: on embedded PGlite,
 * whose only writer is this process, the notification arrives before the writing COMMIT returns, so a change counts
 * on the next request; on PostgreSQL each instance listens on a connection of its own (issue 47: no read per
 * request), and a change counts on the first request after its notification arrives (milliseconds after the
 * commit). While that connection is down (not yet up, lost, being re-opened), every request reads the version (one
 * primary-key lookup, shared by the requests waiting at the same time), as before.
 */
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
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

/**
 * PostgreSQL: a connection of this instance's own that LISTENs on the triggers' channel. A notification, a lost
 * connection or a new one each move the generation on, so a version read before is not kept; while not listening,
 * nothing is kept. A lost connection is opened again after a second.
 */
interface PgWatch {
  generation: number;
  listening: boolean;
  kept: { day: string; version: string; generation: number } | null;
  client: pg.Client | null;
  retry: ReturnType<typeof setTimeout> | null;
  stopped: boolean;
}
const pgWatches = new Map<string, PgWatch>();
const RELISTEN_MS = 1_000;

function listen(watch: PgWatch, connectionString: string): void {
  const client = new pg.Client({ connectionString, application_name: 'hauslotse-page-data-listener' });
  watch.client = client;
  const lost = () => {
    if (watch.client !== client) return;
    watch.client = null;
    watch.listening = false;
    watch.kept = null;
    watch.generation += 1;
    client.end().catch(() => undefined);
    if (!watch.stopped) watch.retry = setTimeout(() => listen(watch, connectionString), RELISTEN_MS);
  };
  client.on('notification', (message) => {
    if (message.channel !== PAGE_DATA_CHANNEL) return;
    watch.generation += 1;
    watch.kept = null;
  });
  client.on('error', lost);
  client.on('end', lost);
  client
    .connect()
    .then(() => client.query(`LISTEN ${PAGE_DATA_CHANNEL}`))
    .then(() => {
      if (watch.client !== client) return;
      watch.generation += 1;
      watch.listening = true;
    })
    .catch((error: unknown) => {
      console.error('page data version: cannot listen for changes, reading per request meanwhile', error);
      lost();
    });
}

function pgWatchOf(connectionString: string): PgWatch {
  let watch = pgWatches.get(connectionString);
  if (!watch) {
    watch = { generation: 0, listening: false, kept: null, client: null, retry: null, stopped: false };
    pgWatches.set(connectionString, watch);
    listen(watch, connectionString);
  }
  return watch;
}

/**
 * The version on PostgreSQL: from memory while this instance listens and no change was notified since the read and
 * the day is the same; else `read()` (started after this call, see coalescedReads), kept when nothing moved meanwhile.
 */
export async function listenedPageDataVersion(connectionString: string, today: string, read: () => Promise<string>): Promise<string> {
  const watch = pgWatchOf(connectionString);
  const kept = watch.kept;
  if (watch.listening && kept && kept.day === today && kept.generation === watch.generation) return kept.version;
  const generation = watch.generation;
  const version = await read();
  if (watch.listening && watch.generation === generation) watch.kept = { day: today, version, generation };
  return version;
}

/** Closes the listening connections (tests; a stopping process). */
export async function stopPageDataListeners(): Promise<void> {
  const closing: Promise<void>[] = [];
  for (const watch of pgWatches.values()) {
    watch.stopped = true;
    if (watch.retry) clearTimeout(watch.retry);
    const client = watch.client;
    watch.client = null;
    watch.listening = false;
    watch.kept = null;
    if (client) closing.push(client.end().catch(() => undefined));
  }
  pgWatches.clear();
  await Promise.all(closing);
}

let shared: (() => Promise<string>) | null = null;
type Watch = Pick<PgliteWatch, 'kept' | 'generation' | 'listening'>;
/** The watch of the database this process serves (set by currentPageDataVersion), for peekPageDataVersion. */
let active: Watch | null = null;

function peekOf(watch: Watch | null | undefined, today: string): string | null {
  const kept = watch?.kept;
  return watch && watch.listening && kept && kept.day === today && kept.generation === watch.generation ? kept.version : null;
}

/** The version kept for an embedded database without a query, or null (see peekPageDataVersion). */
export function peekWatchedPageDataVersion(client: PGlite, today: string): string | null {
  return peekOf(watches.get(client), today);
}

/** The version kept for a PostgreSQL server without a query, or null (see peekPageDataVersion). */
export function peekListenedPageDataVersion(connectionString: string, today: string): string | null {
  return peekOf(pgWatches.get(connectionString), today);
}

/**
 * The version as this process knows it now, without a query: the one kept in memory while no change was notified
 * since it was read and the day is the same, else null (src/lib/data-version-memo.ts then reads its data anew). The
 * production server reads the version at the start of every data page's request (server.mjs), so its render finds it.
 */
export function peekPageDataVersion(today: string): string | null {
  return peekOf(active, today);
}

/** The version now (registered at start for server.mjs: src/instrumentation.ts). */
export async function currentPageDataVersion(): Promise<string> {
  const { getDbHandle } = await import('@/db');
  const { todayInBerlin } = await import('@/lib/dates');
  const handle = await getDbHandle();
  if (handle.queue.kind === 'pglite') {
    const version = await watchedPageDataVersion(handle, handle.queue.client, todayInBerlin());
    active = watches.get(handle.queue.client) ?? null;
    return version;
  }
  // PostgreSQL: several instances write; kept while this instance listens, else one primary-key read per round of
  // waiting requests.
  shared ??= coalescedReads(async () => pageDataVersion(handle.db, todayInBerlin()));
  const version = await listenedPageDataVersion(handle.queue.connectionString, todayInBerlin(), shared);
  active = pgWatches.get(handle.queue.connectionString) ?? null;
  return version;
}
