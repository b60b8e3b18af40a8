import { and, eq, gt, isNull, lt, inArray } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { advisors } from '@/features/advisors/tables';
import { leads } from '@/features/leads/tables';
import { advisorAbsences, appointments } from './tables';
import { BOOKING } from '@/config/booking';

export type AppointmentRow = typeof appointments.$inferSelect;

export interface NewAppointment {
  leadId: string;
  advisorId: string;
  contactType: string;
  startsAt: Date;
  endsAt: Date;
  advisorZone: string;
  visitorZone: string;
  homeBuyingStatus: string | null;
  /** The client's key for this submission: a repeated submission returns the same booking. */
  idempotencyKey: string;
  tracking: { utmSource: string; utmMedium: string; utmCampaign: string; referrer: string };
  /** The listing the visitor booked about (issue 25). */
  listingId?: string | null;
  now: Date;
}

export type BookResult = { ok: true; appointment: AppointmentRow; created: boolean } | { ok: false; code: 'SLOT_TAKEN' };

const EXCLUSION_VIOLATION = '23P01';

/** Where an appointment's hold on its advisor ends: its end plus the buffer kept free after it (the exclusion constraint's end). */
export const blockedUntilFor = (endsAt: Date): Date => new Date(endsAt.getTime() + BOOKING.bufferMinutes * 60_000);
const sqlState = (e: unknown): string | undefined => {
  const err = e as { code?: string; cause?: { code?: string } };
  return err?.cause?.code ?? err?.code;
};

/**
 * Books a slot. The database refuses an appointment that overlaps a live one of the same advisor, each taken
 * with the buffer after it (exclusion constraint on [starts_at, blocked_until)), so concurrent requests on any number of app instances end with one booking; the others get
 * SLOT_TAKEN. ON CONFLICT DO NOTHING covers both that constraint and the idempotency key: a row that was not
 * inserted is either this very submission made before (returned as it is) or a taken slot.
 */
export async function bookAppointment(db: Database, input: NewAppointment): Promise<BookResult> {
  const [row] = await db
    .insert(appointments)
    .values({
      leadId: input.leadId,
      advisorId: input.advisorId,
      contactType: input.contactType,
      startsAt: input.startsAt,
      endsAt: input.endsAt,
      blockedUntil: blockedUntilFor(input.endsAt),
      advisorZone: input.advisorZone,
      visitorZone: input.visitorZone,
      homeBuyingStatus: input.homeBuyingStatus,
      idempotencyKey: input.idempotencyKey,
      ...input.tracking,
      listingId: input.listingId ?? null,
      createdAt: input.now,
    })
    .onConflictDoNothing()
    .returning();
  if (row) return { ok: true, appointment: row, created: true };
  const [earlier] = await db.select().from(appointments).where(eq(appointments.idempotencyKey, input.idempotencyKey));
  if (earlier && earlier.leadId === input.leadId) return { ok: true, appointment: earlier, created: false };
  return { ok: false, code: 'SLOT_TAKEN' };
}

/** Cancels a live appointment (its slot is free again at once); the ICS sequence goes up. */
export async function cancelAppointment(db: Database, id: string, now: Date): Promise<AppointmentRow | null> {
  const [current] = await db.select().from(appointments).where(and(eq(appointments.id, id), isNull(appointments.cancelledAt)));
  if (!current) return null;
  const [row] = await db
    .update(appointments)
    .set({ cancelledAt: now, sequence: current.sequence + 1 })
    .where(and(eq(appointments.id, id), isNull(appointments.cancelledAt)))
    .returning();
  return row ?? null;
}

/** Moves a live appointment; SLOT_TAKEN when the new time (with its buffer) overlaps another live one of the advisor (with its buffer). */
export async function rescheduleAppointment(db: Database, id: string, startsAt: Date, endsAt: Date): Promise<{ ok: true; appointment: AppointmentRow } | { ok: false; code: 'SLOT_TAKEN' | 'NOT_FOUND' }> {
  const [current] = await db.select().from(appointments).where(and(eq(appointments.id, id), isNull(appointments.cancelledAt)));
  if (!current) return { ok: false, code: 'NOT_FOUND' };
  try {
    const [row] = await db
      .update(appointments)
      .set({ startsAt, endsAt, blockedUntil: blockedUntilFor(endsAt), sequence: current.sequence + 1 })
      .where(and(eq(appointments.id, id), isNull(appointments.cancelledAt)))
      .returning();
    return row ? { ok: true, appointment: row } : { ok: false, code: 'NOT_FOUND' };
  } catch (e) {
    if (sqlState(e) === EXCLUSION_VIOLATION) return { ok: false, code: 'SLOT_TAKEN' };
    throw e;
  }
}

/** Live appointments (plus the buffer after each) and absences of these advisors that touch [from, to): the availability's busy intervals. */
export async function busyIntervals(db: Database, advisorIds: string[], from: Date, to: Date): Promise<Map<string, { start: Date; end: Date }[]>> {
  const busy = new Map<string, { start: Date; end: Date }[]>(advisorIds.map((id) => [id, []]));
  if (advisorIds.length === 0) return busy;
  const [booked, absent] = await Promise.all([
    db
      .select({ advisorId: appointments.advisorId, start: appointments.startsAt, end: appointments.blockedUntil })
      .from(appointments)
      .where(and(inArray(appointments.advisorId, advisorIds), isNull(appointments.cancelledAt), lt(appointments.startsAt, to), gt(appointments.blockedUntil, from))),
    db
      .select({ advisorId: advisorAbsences.advisorId, start: advisorAbsences.startsAt, end: advisorAbsences.endsAt })
      .from(advisorAbsences)
      .where(and(inArray(advisorAbsences.advisorId, advisorIds), lt(advisorAbsences.startsAt, to), gt(advisorAbsences.endsAt, from))),
  ]);
  // An appointment keeps its advisor busy for the buffer after it, too: until blocked_until, as the constraint does.
  for (const b of booked) busy.get(b.advisorId)?.push({ start: b.start, end: b.end });
  for (const a of absent) busy.get(a.advisorId)?.push({ start: a.start, end: a.end });
  return busy;
}

/** The lead's live appointments from `now` on (a lead with one sees it instead of booking twice). */
export async function upcomingAppointments(db: Database, leadId: string, now: Date): Promise<AppointmentRow[]> {
  return db
    .select()
    .from(appointments)
    .where(and(eq(appointments.leadId, leadId), isNull(appointments.cancelledAt), gt(appointments.endsAt, now)))
    .orderBy(appointments.startsAt);
}

/**
 * An appointment with its advisor and lead, as the e-mails, the calendar file and the e-mail links need them;
 * null when it does not exist. `forUpdate` locks the appointment row for the caller's transaction.
 */
export async function appointmentWithPeople(db: Database, id: string, { forUpdate = false } = {}) {
  const query = db
    .select({ a: appointments, advisor: advisors, lead: leads })
    .from(appointments)
    .innerJoin(advisors, eq(advisors.id, appointments.advisorId))
    .innerJoin(leads, eq(leads.id, appointments.leadId))
    .where(eq(appointments.id, id));
  const [row] = forUpdate ? await query.for('update', { of: appointments }) : await query;
  return row ?? null;
}
