/**
 * The lead's appointments in the account (issue 10: "appointments also appear in the lead's account"). A
 * logged-in lead moves or cancels an appointment through the same manage page as the e-mail links: the account's
 * buttons mint a fresh single-purpose link (links.ts) for an appointment of THIS lead only, expiring at its start
 * like the e-mail's. Errors are AppErrors with codes the account page translates: NOT_FOUND (no such appointment
 * of this lead: another lead's id looks exactly like an unknown one), CONFLICT with params.reason `cancelled` or
 * `past` (started or over: it can no longer be moved or cancelled), INVALID_INPUT (unknown purpose).
 */
import { and, desc, eq, isNull, lte } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { advisors } from '@/features/advisors/tables';
import { appointments } from './tables';
import { AppError } from '@/lib/app-error';
import { createAppointmentLink, type LinkPurpose } from './links';

const PURPOSES: readonly LinkPurpose[] = ['reschedule', 'cancel'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isLinkPurpose(value: unknown): value is LinkPurpose {
  return typeof value === 'string' && (PURPOSES as readonly string[]).includes(value);
}

/**
 * A new link token of `purpose` for the lead's own appointment, to open the manage page with. The owner check
 * is part of the query (id AND lead), so another lead's appointment is never read.
 */
export async function manageTokenForLead(db: Database, input: { leadId: string; appointmentId: string; purpose: string; now: Date }): Promise<string> {
  if (!isLinkPurpose(input.purpose)) throw new AppError('INVALID_INPUT', 'action', { reason: 'unknownAction', allowed: PURPOSES });
  if (!UUID.test(input.appointmentId)) throw new AppError('NOT_FOUND', 'appointment');
  const [row] = await db
    .select({ id: appointments.id, startsAt: appointments.startsAt, cancelledAt: appointments.cancelledAt })
    .from(appointments)
    .where(and(eq(appointments.id, input.appointmentId), eq(appointments.leadId, input.leadId)));
  if (!row) throw new AppError('NOT_FOUND', 'appointment');
  if (row.cancelledAt) throw new AppError('CONFLICT', 'appointment', { reason: 'cancelled' });
  // The manage page's links expire at the start: a started appointment can be neither moved nor cancelled.
  if (row.startsAt.getTime() <= input.now.getTime()) throw new AppError('CONFLICT', 'appointment', { reason: 'past' });
  return createAppointmentLink(db, row.id, input.purpose, row.startsAt);
}

/** The lead's latest appointments that have taken place (not cancelled), newest first, with the advisor's name. */
export async function pastAppointments(db: Database, leadId: string, now: Date, limit = 3) {
  return db
    .select({ a: appointments, advisor: { givenName: advisors.givenName, surname: advisors.surname } })
    .from(appointments)
    .innerJoin(advisors, eq(advisors.id, appointments.advisorId))
    .where(and(eq(appointments.leadId, leadId), isNull(appointments.cancelledAt), lte(appointments.endsAt, now)))
    .orderBy(desc(appointments.startsAt))
    .limit(limit);
}

/** The account page's error codes for a refused "Move"/"Cancel" (translated by bookingAccount.errors.*). */
export const ACCOUNT_APPOINTMENT_ERRORS = ['notFound', 'cancelled', 'past', 'invalid'] as const;
export type AccountAppointmentError = (typeof ACCOUNT_APPOINTMENT_ERRORS)[number];

export function accountAppointmentError(e: AppError): AccountAppointmentError {
  if (e.code === 'NOT_FOUND') return 'notFound';
  if (e.code === 'CONFLICT' && (e.params.reason === 'cancelled' || e.params.reason === 'past')) return e.params.reason;
  return 'invalid';
}
