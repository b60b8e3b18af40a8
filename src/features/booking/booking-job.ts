/** The status of a booking request (job) for the client that polls it, and the confirmation page's proof. */
import { timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { advisors } from '@/features/advisors/tables';
import { leads } from '@/features/leads/tables';
import { appointments, bookingRequests } from './tables';
import { AppError } from '@/lib/app-error';
import { type AdvisorRow } from './advisors';
import { type AppointmentRow } from './repository';
import { type Alternative } from './calendar';

export interface JobView {
  status: 'pending' | 'booked' | 'slot_taken' | 'failed';
  alternatives: Alternative[];
  appointment: { id: string; startsAt: Date; endsAt: Date; contactType: string; cancelled: boolean; advisor: { givenName: string; surname: string } } | null;
}

/**
 * appointmentJob(jobId). The job id is a random UUID that only the submitting browser learns; knowing it is
 * the right to read the job. The answer holds nothing personal of the lead (no name, address or phone): only
 * the status, the slot and the advisor's name, which the booking browser showed anyway.
 */
export async function appointmentJob(db: Database, jobId: string): Promise<JobView> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(jobId)) throw new AppError('NOT_FOUND', 'jobId');
  const [row] = await db
    .select({ r: bookingRequests, a: appointments, advisor: { givenName: advisors.givenName, surname: advisors.surname } })
    .from(bookingRequests)
    .leftJoin(appointments, eq(appointments.id, bookingRequests.appointmentId))
    .leftJoin(advisors, eq(advisors.id, appointments.advisorId))
    .where(eq(bookingRequests.id, jobId));
  if (!row) throw new AppError('NOT_FOUND', 'jobId');
  return {
    status: row.r.status as JobView['status'],
    alternatives: (row.r.alternatives as Alternative[] | null) ?? [],
    appointment:
      row.a && row.advisor
        ? { id: row.a.id, startsAt: row.a.startsAt, endsAt: row.a.endsAt, contactType: row.a.contactType, cancelled: row.a.cancelledAt !== null, advisor: row.advisor }
        : null,
  };
}

export interface ProvenBooking {
  status: JobView['status'];
  alternatives: Alternative[];
  /** Only when booked. */
  booked: { appointment: AppointmentRow; advisor: AdvisorRow; email: string; givenName: string | null } | null;
}

/**
 * The booking request this browser sent (the confirmation page): the job id in the URL names it, the proof
 * (its idempotency key, which only the submitting page held, kept in an httpOnly cookie by the form's POST)
 * shows that this browser sent it. Anything else is null: a shared or made-up URL shows no booking.
 */
export async function provenBooking(db: Database, jobId: string | null | undefined, proof: string | null | undefined): Promise<ProvenBooking | null> {
  if (!jobId || !proof || !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(jobId)) return null;
  const [row] = await db
    .select({ r: bookingRequests, a: appointments, advisor: advisors, lead: { email: leads.email, givenName: leads.givenName } })
    .from(bookingRequests)
    .leftJoin(appointments, eq(appointments.id, bookingRequests.appointmentId))
    .leftJoin(advisors, eq(advisors.id, appointments.advisorId))
    .leftJoin(leads, eq(leads.id, bookingRequests.leadId))
    .where(eq(bookingRequests.id, jobId));
  if (!row || !sameSecret(row.r.idempotencyKey, proof)) return null;
  return {
    status: row.r.status as JobView['status'],
    alternatives: (row.r.alternatives as Alternative[] | null) ?? [],
    booked: row.r.status === 'booked' && row.a && row.advisor && row.lead ? { appointment: row.a, advisor: row.advisor, email: row.lead.email, givenName: row.lead.givenName } : null,
  };
}

const sameSecret = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
