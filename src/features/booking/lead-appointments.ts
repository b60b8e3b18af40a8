/** A lead's appointments (account, appointment pages). */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { advisors } from '@/features/advisors/tables';
import { appointments } from './tables';

export async function bookedAppointments(db: Database, leadId: string, now: Date) {
  return db
    .select({ a: appointments, advisor: { givenName: advisors.givenName, surname: advisors.surname } })
    .from(appointments)
    .innerJoin(advisors, eq(advisors.id, appointments.advisorId))
    .where(and(eq(appointments.leadId, leadId), sql`${appointments.cancelledAt} is null`, sql`${appointments.endsAt} > ${now}`))
    .orderBy(appointments.startsAt);
}

/** processLeadForAppointment: a returner is a known lead who has booked before (any appointment, also past or cancelled). */
export async function leadHasBookedBefore(db: Database, leadId: string): Promise<boolean> {
  const [row] = await db.select({ id: appointments.id }).from(appointments).where(eq(appointments.leadId, leadId)).limit(1);
  return Boolean(row);
}
