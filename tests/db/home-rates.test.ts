/**
 * The home page's rates (issue 11): with rate data, today's market and its freshness; without any (an empty
 * database), null, so the page says so instead of failing.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';
import { seedFixtureRates } from '../support/app-db';
import { todaysRatesOrNull } from '@/features/rates/market';
import { standardCaseRates } from '@/features/rates/standard-case';

describe.each(DATABASE_KINDS)('home page rates (%s)', (kind) => {
  let h: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    h = await freshDatabase(kind);
  }, 60_000);
  afterAll(async () => h?.dispose());

  test('no rate data: null instead of an error', async () => {
    expect(await todaysRatesOrNull(h.db, '2026-11-23')).toBeNull();
  });

  test('with rate data: the market of the day, stale curves not current, six model rates', async () => {
    await seedFixtureRates(h.db);
    const rates = await todaysRatesOrNull(h.db, '2026-11-23');
    expect(rates).not.toBeNull();
    expect(rates!.date).toBe('2026-11-23');
    expect(rates!.freshness.asOf).toBe(rates!.market.curve.date);
    expect(rates!.freshness.current).toBe(false);
    const s = standardCaseRates(rates!.date, rates!.market);
    expect(s.table.rows).toHaveLength(6);
    expect(s.table.curveDate).toBe(rates!.market.curve.date);
  });
});
