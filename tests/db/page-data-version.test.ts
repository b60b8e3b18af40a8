/**
 * The page data version (ADR 034) on PGlite and PostgreSQL: statement triggers count every write to the data the
 * kept pages show, whoever writes, and nothing else; one read gives the version.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';
import { listenedPageDataVersion, pageDataVersion, peekListenedPageDataVersion, peekWatchedPageDataVersion, stopPageDataListeners, watchedPageDataVersion } from '@/page-data-version';
import { seedStatistics } from '@/features/properties/statistics';

const TODAY = '2026-11-27';

describe.each(DATABASE_KINDS)('page data version on %s', (kind) => {
  let h: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    h = await freshDatabase(kind);
  }, 60_000);
  afterAll(async () => {
    await h?.dispose();
  });

  test('a write to rates, spread sets, advisors, listings, price statistics, feature flags, webinars and their registrations, or lenders and their condition sheets changes it; other tables do not', async () => {
    let before = await pageDataVersion(h.db, TODAY);
    expect(before).toMatch(/^2026-11-27\|\d+$/);
    for (const table of ['rate_curves', 'rate_spread_sets', 'advisors', 'listings', 'price_statistics', 'feature_flags', 'webinars', 'webinar_registrations', 'lenders', 'lender_condition_sheets']) {
      await h.db.execute(sql.raw(`DELETE FROM "${table}" WHERE false`));
      const after = await pageDataVersion(h.db, TODAY);
      expect(after, table).not.toBe(before);
      before = after;
    }
    for (const table of ['leads', 'appointments', 'emails', 'lender_sheet_imports']) {
      await h.db.execute(sql.raw(`DELETE FROM "${table}" WHERE false`));
      expect(await pageDataVersion(h.db, TODAY), table).toBe(before);
    }
  });

  test('a real writer counts (the statistics seed), a rolled-back write does not, and the day is part of it', async () => {
    const before = await pageDataVersion(h.db, TODAY);
    await seedStatistics(h.db, new Date('2026-11-27T09:00:00Z'));
    const seeded = await pageDataVersion(h.db, TODAY);
    expect(seeded).not.toBe(before);
    await expect(
      h.db.transaction(async (tx) => {
        await tx.execute(sql`UPDATE price_statistics SET quote = quote`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await pageDataVersion(h.db, TODAY)).toBe(seeded);
    expect(await pageDataVersion(h.db, '2026-11-28')).not.toBe(seeded);
  });
});

describe('page data version kept in memory on embedded PGlite (its only writer is this process)', () => {
  let h: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    h = await freshDatabase('pglite');
  }, 60_000);
  afterAll(async () => {
    await h?.dispose();
  });

  test('no read while nothing changed; the next request after a committed change gets the new version; a new day reads again', async () => {
    if (h.queue.kind !== 'pglite') throw new Error('PGlite expected');
    const client = h.queue.client;
    expect(peekWatchedPageDataVersion(client, TODAY)).toBeNull();
    const first = await watchedPageDataVersion(h, client, TODAY);
    // The peek (the pages' kept reads, src/lib/data-version-memo.ts) answers the kept version without a query, and
    // null after a change was notified, until the next read, or on another day.
    expect(peekWatchedPageDataVersion(client, TODAY)).toBe(first);
    expect(peekWatchedPageDataVersion(client, '2026-11-30')).toBeNull();
    // The counter changed behind the watch's back (no trigger on this table): the kept version is answered, no read.
    await h.db.execute(sql`UPDATE page_data_version SET changes = 1000 WHERE id = 1`);
    expect(await watchedPageDataVersion(h, client, TODAY)).toBe(first);
    // A change in a transaction: not before its commit, at once after it.
    await h.db.transaction(async (tx) => {
      await tx.execute(sql`DELETE FROM advisors WHERE false`);
      expect(await watchedPageDataVersion(h, client, TODAY)).toBe(first);
    });
    expect(peekWatchedPageDataVersion(client, TODAY)).toBeNull();
    expect(await watchedPageDataVersion(h, client, TODAY)).toBe(`${TODAY}|1001`);
    expect(peekWatchedPageDataVersion(client, TODAY)).toBe(`${TODAY}|1001`);
    expect(await watchedPageDataVersion(h, client, '2026-11-28')).toBe('2026-11-28|1001');
  });
});

describe('page data version kept in memory on PostgreSQL while this instance listens (issue 47)', () => {
  let h: Awaited<ReturnType<typeof freshDatabase>>;
  let reads = 0;
  const read = async () => {
    reads += 1;
    return pageDataVersion(h.db, TODAY);
  };
  const version = () => {
    if (h.queue.kind !== 'postgres') throw new Error('PostgreSQL expected');
    return listenedPageDataVersion(h.queue.connectionString, TODAY, read);
  };
  beforeAll(async () => {
    h = await freshDatabase('postgres');
  }, 60_000);
  afterAll(async () => {
    await stopPageDataListeners();
    await h?.dispose();
  });

  test('no read while nothing changed; a committed change by any connection counts once its notification arrives; a lost listener means reads until it is back', async () => {
    // Until the listening connection is up, every request reads.
    await expect.poll(async () => {
      const before = reads;
      await version();
      await version();
      return reads - before;
    }, { timeout: 10_000, interval: 50 }).toBe(0);
    const first = await version();
    const peek = () => (h.queue.kind === 'postgres' ? peekListenedPageDataVersion(h.queue.connectionString, TODAY) : 'not postgres');
    expect(peek()).toBe(first);
    // The counter changed behind the listener's back (no trigger on this table, no notification): the kept version.
    await h.db.execute(sql`UPDATE page_data_version SET changes = 5000 WHERE id = 1`);
    const before = reads;
    for (let i = 0; i < 20; i++) expect(await version()).toBe(first);
    expect(reads).toBe(before);
    // A counted write on another connection (the app's pool, as another instance would): the new version follows.
    await h.db.execute(sql`DELETE FROM advisors WHERE false`);
    // Once the notification is in, the peek knows no version (the pages read their data anew) until the next read.
    await expect.poll(peek, { timeout: 5_000, interval: 20 }).toBeNull();
    await expect.poll(version, { timeout: 5_000, interval: 20 }).toBe(`${TODAY}|5001`);
    expect(peek()).toBe(`${TODAY}|5001`);
    // The listener's connection is cut: requests read again (a change without notification is seen), then it is back.
    await h.db.execute(sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'hauslotse-page-data-listener'`);
    await h.db.execute(sql`UPDATE page_data_version SET changes = 6000 WHERE id = 1`);
    await expect.poll(version, { timeout: 5_000, interval: 20 }).toBe(`${TODAY}|6000`);
    await expect.poll(async () => {
      const n = reads;
      await version();
      await version();
      return reads - n;
    }, { timeout: 10_000, interval: 100 }).toBe(0);
  });
});
