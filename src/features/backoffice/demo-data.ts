import 'server-only';
import { and, count, gt, inArray, isNull } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { appointments } from '@/features/booking/tables';
import { activeDemoAdvisors, deactivateDemoAdvisors } from '@/features/advisors/server';
import { recordAudit, type AuditActor } from '@/features/audit/server';
import { countShownDemoListings, withdrawDemoListings } from '@/features/properties/server';
import { countShownDemoWebinars } from '@/features/webinars/server';
import { countOfferedDemoLenders, retireDemoLenders } from '@/features/offers/server';

/**
 * Demo data off in one action (issue 28): what it changes is shown first — the demo advisors who stop being
 * offered for booking (and their demo webinars with them), the demo listings that are withdrawn, the demo lenders that stop being
 * offered in the lender comparison (issue 50), and the upcoming appointments with demo advisors,
 * which stay booked (staff move or cancel them in the calendar). Rows are kept (past appointments keep their
 * advisor); the seed does not bring them back, since it only fills empty tables. Audited.
 */
export interface DemoDataSummary {
  advisors: string[];
  listings: number;
  /** Upcoming demo webinars, withdrawn with their demo speakers. */
  webinars: number;
  /** Demo lenders still offered in the lender comparison. */
  lenders: number;
  upcomingAppointments: number;
}

export async function demoDataSummary(db: Database, now: Date): Promise<DemoDataSummary> {
  const [demoAdvisors, listings, webinars, lenders] = await Promise.all([activeDemoAdvisors(db), countShownDemoListings(db), countShownDemoWebinars(db, now), countOfferedDemoLenders(db)]);
  const ids = demoAdvisors.map((a) => a.id);
  const [upcoming] = ids.length
    ? await db.select({ n: count() }).from(appointments).where(and(inArray(appointments.advisorId, ids), gt(appointments.startsAt, now), isNull(appointments.cancelledAt)))
    : [{ n: 0 }];
  return { advisors: demoAdvisors.map((a) => a.name), listings, webinars, lenders, upcomingAppointments: upcoming?.n ?? 0 };
}

export async function switchDemoDataOff(db: Database, actor: AuditActor, now: Date): Promise<{ advisors: number; listings: number; lenders: number }> {
  return db.transaction(async (tx) => {
    const advisors = await deactivateDemoAdvisors(tx);
    const listings = await withdrawDemoListings(tx, now);
    const lenders = await retireDemoLenders(tx, now);
    await recordAudit(tx, { actor, action: 'site.demo_data_off', subject: { kind: 'site', id: 'demo-data' }, after: { advisorsDeactivated: advisors, listingsWithdrawn: listings, lendersRetired: lenders }, at: now });
    return { advisors, listings, lenders };
  });
}

