import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';
import { countAdvisors, insertAdvisors, listActiveAdvisors } from '@/features/advisors/repository';
import { DEMO_ADVISORS, seedDemoAdvisors } from '@/demo/advisors';

describe.each(DATABASE_KINDS)('advisors on %s', (kind) => {
  let h: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    h = await freshDatabase(kind);
  });
  afterAll(async () => {
    await h?.dispose();
  });

  test('migrations create an empty advisors table', async () => {
    expect(await countAdvisors(h.db)).toBe(0);
  });

  test('seeding fills an empty database with demo advisors, flagged as demo, exactly once', async () => {
    expect(await seedDemoAdvisors(h.db)).toMatchObject({ advisors: DEMO_ADVISORS.length });
    expect(await seedDemoAdvisors(h.db)).toEqual({ advisors: 0, hours: 0 });
    const list = await listActiveAdvisors(h.db);
    expect(list).toHaveLength(DEMO_ADVISORS.length);
    expect(list.every((a) => a.isDemo)).toBe(true);
    expect(list.map((a) => a.surname)).toEqual(['Lehmann', 'Okafor', 'Schulz']);
    expect(list[0]!.title).toEqual({ de: 'Baufinanzierungsberaterin', en: 'Mortgage advisor' });
  });

  test('the same e-mail is not inserted twice', async () => {
    await insertAdvisors(h.db, [DEMO_ADVISORS[0]!]);
    expect(await countAdvisors(h.db)).toBe(DEMO_ADVISORS.length);
  });

  test('migrating again is harmless', async () => {
    await h.migrate();
    expect(await countAdvisors(h.db)).toBe(DEMO_ADVISORS.length);
  });
});
