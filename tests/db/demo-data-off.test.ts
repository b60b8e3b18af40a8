/**
 * Demo data off in one action (issue 28) on PGlite and PostgreSQL: the summary names what changes first; the
 * action stops offering the demo advisors and withdraws the demo listings (rows kept, upcoming appointments
 * stay booked and are counted) and with them their demo webinars, stops offering the demo lenders in the lender
 * comparison (issue 50), is audited, and the seed does not bring the demo data back.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';
import { aLead, anAppointment, aStaffMember } from '../support/builders';
import { advisors } from '@/features/advisors/tables';
import { appointments } from '@/features/booking/tables';
import { listings } from '@/features/properties/tables';
import { seedDemoAdvisors } from '@/demo/advisors';
import { seedDemoListings } from '@/demo/properties/seed';
import { seedDemoWebinars } from '@/demo/webinars';
import { seedDemoLenders } from '@/demo/lenders';
import { seedFixtureRates } from '../support/app-db';
import { lenderConditionsInForce } from '@/features/offers/server';
import { webinarsOfTopic } from '@/features/webinars/repository';
import { auditEntries } from '@/features/audit/server';
import { demoDataSummary, switchDemoDataOff } from '@/features/backoffice/server';

const NOW = new Date('2026-11-27T10:00:00Z');

describe.each(DATABASE_KINDS)('demo data off on %s', (kind) => {
  let h: Awaited<ReturnType<typeof freshDatabase>>;
  const actor = { kind: 'staff' as const, staffId: '', label: `admin-demo-${kind}@hauslotse.de` };
  beforeAll(async () => {
    h = await freshDatabase(kind);
    actor.staffId = (await aStaffMember(h.db, { email: actor.label, name: 'Ada Admin', role: 'admin' })).id;
    await seedDemoAdvisors(h.db);
    await seedDemoListings(h.db, NOW);
    expect(await seedDemoWebinars(h.db, NOW)).toBe(2);
    // The demo lenders' conditions derive from the model rate: they need the rate data.
    await seedFixtureRates(h.db);
    expect(await seedDemoLenders(h.db, NOW)).toBe(6);
  }, 120_000);
  afterAll(async () => {
    await h?.dispose();
  });

  test('the summary first, then one action; nothing deleted, nothing re-seeded', async () => {
    const [anna] = await h.db.select().from(advisors).where(eq(advisors.enumValue, 'DEMO_ANNA_LEHMANN'));
    const lead = await aLead(h.db, { email: `demo-booker-${kind}@example.de` });
    const start = new Date('2026-12-02T09:00:00Z');
    await anAppointment(h.db, { leadId: lead.id, advisorId: anna!.id, contactType: 'phone', startsAt: start, endsAt: new Date(start.getTime() + 1_800_000), blockedUntil: new Date(start.getTime() + 2_700_000), idempotencyKey: `demo-${kind}`, createdAt: NOW });
    const shownListings = (await h.db.select().from(listings)).filter((l) => l.isDemo && l.withdrawnAt === null).length;
    expect(shownListings).toBeGreaterThan(0);
    const before = await demoDataSummary(h.db, NOW);
    expect(before).toEqual({ advisors: ['Anna Lehmann', 'David Okafor', 'Miriam Schulz'], listings: shownListings, webinars: 2, lenders: 6, upcomingAppointments: 1 });
    expect((await lenderConditionsInForce(h.db, '2026-11-27')).map((c) => c.lender.isDemo)).toEqual([true, true, true, true, true, true]);
    // The demo webinars are labelled and shown two and three weeks ahead.
    const shown = (await webinarsOfTopic(h.db, 'german-pensions', NOW)).upcoming;
    expect(shown.map((w) => [w.isDemo, w.startsAt.toISOString()])).toEqual([[true, '2026-12-10T17:30:00.000Z'], [true, '2026-12-17T17:30:00.000Z']]);

    expect(await switchDemoDataOff(h.db, actor, NOW)).toEqual({ advisors: 3, listings: shownListings, lenders: 6 });
    expect(await demoDataSummary(h.db, NOW)).toEqual({ advisors: [], listings: 0, webinars: 0, lenders: 0, upcomingAppointments: 0 });
    // The comparison offers no demo lender any more; their rows stay, so the seed adds none again.
    expect(await lenderConditionsInForce(h.db, '2026-11-27')).toEqual([]);
    expect(await seedDemoLenders(h.db, NOW)).toBe(0);
    expect((await webinarsOfTopic(h.db, 'german-pensions', NOW)).upcoming).toEqual([]);
    expect(await seedDemoWebinars(h.db, NOW)).toBe(0);
    expect((await h.db.select().from(advisors)).every((a) => !a.isDemo || !a.active)).toBe(true);
    expect((await h.db.select().from(appointments)).length).toBe(1);
    expect(await seedDemoAdvisors(h.db)).toEqual({ advisors: 0, hours: 0 });
    expect((await seedDemoListings(h.db, NOW)).seeded).toBe(0);
    expect((await auditEntries(h.db, { action: 'site.demo_data_off' }))[0]).toMatchObject({ actorLabel: actor.label, after: { advisorsDeactivated: 3, listingsWithdrawn: shownListings, lendersRetired: 6 } });
    // A second click changes nothing more.
    expect(await switchDemoDataOff(h.db, actor, NOW)).toEqual({ advisors: 0, listings: 0, lenders: 0 });
  });
});
