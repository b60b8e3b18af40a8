/**
 * Adding a curve and a spread set changes the rates on the next request, without a restart and on every
 * instance (issue 11): the query endpoint's rates_table answers with the new curve at once, and on PostgreSQL a
 * second app instance (its own connection pool) sees what the first one stored.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';
import { seedFixtureRates } from '../support/app-db';
import { openDatabase } from '@/db/client';
import { RATE_MODEL } from '@/engine/rates/model';
import { insertCurves, insertSpreadSet, marketOn } from '@/features/rates/market-repository';
import { createGraphQLServer, handleGraphQLRequest } from '@/graphql/server';

const RATES = `query R($date: String) { rates_table(loan_amount: 300000, property_price: 375000, repayment: 0.02, years_fixed: [10], date: $date, locale: en) { curveDate rows { yearsFixed borrowingRate } } }`;
const NEW_CURVE = { date: '2026-11-20', beta0: 1.79, beta1: 1.15219, beta2: 0.54569, beta3: 7.3107, tau1: 0.64319, tau2: 13.76662, source: 'test: the 2025-06-03 fit one point higher' };
const NEW_SPREADS = { ...RATE_MODEL, validFrom: '2026-11-01', curveDate: '2026-11-20', spreadByFixation: { ...RATE_MODEL.spreadByFixation, 10: RATE_MODEL.spreadByFixation[10] + 0.002 } };

describe.each(DATABASE_KINDS)('new rate data count on the next request (%s)', (kind) => {
  let h: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    h = await freshDatabase(kind);
    await seedFixtureRates(h.db);
  }, 60_000);
  afterAll(async () => h?.dispose());

  test('rates_table uses the new curve and spreads at once', async () => {
    const server = createGraphQLServer({ db: async () => h.db, mailQueue: async () => { throw new Error('no mail here'); }, now: () => new Date('2026-11-23T10:00:00Z') });
    const ask = async () => {
      const res = await handleGraphQLRequest(new Request('http://localhost/api/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: RATES, variables: { date: '2026-11-23' } }) }), server);
      return ((await res.json()) as { data: { rates_table: { curveDate: string; rows: { borrowingRate: number }[] } } }).data.rates_table;
    };
    const before = await ask();
    expect(before.curveDate).toBe('2025-06-03');
    expect(await insertCurves(h.db, [NEW_CURVE])).toEqual(['2026-11-20']);
    expect(await insertSpreadSet(h.db, NEW_SPREADS, 'test')).toEqual({ ok: true });
    const after = await ask();
    expect(after.curveDate).toBe('2026-11-20');
    // β0 one point higher lifts the 10-year zero rate by exactly 1 pp (β0 is the level), the spread by 0.2 pp.
    expect(after.rows[0]!.borrowingRate - before.rows[0]!.borrowingRate).toBeCloseTo(0.012, 6);
    // History stays: the old date still uses the old curve and spreads.
    expect((await marketOn(h.db, '2025-06-04'))!.model.validFrom).toBe(RATE_MODEL.validFrom);
  });
});

describe('two app instances on one PostgreSQL', () => {
  let h: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    h = await freshDatabase('postgres');
    await seedFixtureRates(h.db);
  }, 60_000);
  afterAll(async () => h?.dispose());

  test('a second instance sees the curve the first one stored', async () => {
    const other = await openDatabase({ url: (h.queue as { connectionString: string }).connectionString });
    try {
      await insertCurves(h.db, [{ ...NEW_CURVE, date: '2026-11-23' }]);
      expect((await marketOn(other.db, '2026-11-23'))!.curve.date).toBe('2026-11-23');
    } finally {
      await other.close();
    }
  });
});
