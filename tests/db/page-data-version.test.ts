/**
 * The version of the page data under which the production server keeps copies of the rate pages
 * (src/page-data-version.ts): it changes with a new curve (also an older day filled in: the history
 * shows it), a new spread set, a change of the advisor team and a new day, and not otherwise; on PGlite and
 * PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';
import { seedFixtureRates } from '../support/app-db';
import { RATE_MODEL } from '@/engine/rates/model';
import { pageDataVersion } from '@/page-data-version';
import { insertCurves, insertSpreadSet } from '@/features/rates/market-repository';
import { insertAdvisors } from '@/features/advisors/repository';
import { DEMO_ADVISORS } from '@/features/advisors/demo-data';
import { advisors } from '@/db/schema';
import { eq } from 'drizzle-orm';

const CURVE = { date: '2026-11-20', beta0: 1.79, beta1: 1.15219, beta2: 0.54569, beta3: 7.3107, tau1: 0.64319, tau2: 13.76662, source: 'test' };

describe.each(DATABASE_KINDS)('page data version (%s)', (kind) => {
  let h: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    h = await freshDatabase(kind);
  }, 60_000);
  afterAll(async () => h?.dispose());

  test('changes with every new curve, spread set and day; stays otherwise', async () => {
    const empty = await pageDataVersion(h.db, '2026-11-23');
    await seedFixtureRates(h.db);
    const seeded = await pageDataVersion(h.db, '2026-11-23');
    expect(seeded).not.toBe(empty);
    expect(await pageDataVersion(h.db, '2026-11-23')).toBe(seeded);
    expect(await pageDataVersion(h.db, '2026-11-24')).not.toBe(seeded);

    await insertCurves(h.db, [CURVE]);
    const withCurve = await pageDataVersion(h.db, '2026-11-23');
    expect(withCurve).not.toBe(seeded);
    // The same curve again is not added: nothing changes.
    await insertCurves(h.db, [CURVE]);
    expect(await pageDataVersion(h.db, '2026-11-23')).toBe(withCurve);
    // An older day filled in later changes it too (the rate history shows it).
    await insertCurves(h.db, [{ ...CURVE, date: '1999-01-04' }]);
    const withOldDay = await pageDataVersion(h.db, '2026-11-23');
    expect(withOldDay).not.toBe(withCurve);

    expect(await insertSpreadSet(h.db, { ...RATE_MODEL, validFrom: '2026-11-01', curveDate: '2026-11-20' }, 'test')).toEqual({ ok: true });
    const withSpreads = await pageDataVersion(h.db, '2026-11-23');
    expect(withSpreads).not.toBe(withOldDay);

    // The advisor team (shown on the home page): a new advisor and an edited title count.
    const [advisor] = await insertAdvisors(h.db, [DEMO_ADVISORS[0]!]);
    const withAdvisor = await pageDataVersion(h.db, '2026-11-23');
    expect(withAdvisor).not.toBe(withSpreads);
    await h.db.update(advisors).set({ titleEn: 'Senior mortgage advisor' }).where(eq(advisors.id, advisor!.id));
    expect(await pageDataVersion(h.db, '2026-11-23')).not.toBe(withAdvisor);
  });
});
