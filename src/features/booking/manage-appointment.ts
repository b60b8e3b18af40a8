/** Moving or cancelling an appointment by its single-purpose e-mail link (spec section 4). */
import { eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { appointments } from './tables';
import type { ContactType } from '@/config/taxonomy';
import { AppError } from '@/lib/app-error';
import { enqueueAppointmentEmails } from './emails';
import { appointmentLinksFor, consumeLink, findLink, retireLinks } from './links';
import { scheduleReminder } from './reminders';
import { appointmentWithPeople, cancelAppointment as cancelRow, rescheduleAppointment as rescheduleRow, type AppointmentRow } from './repository';
import { type Alternative, checkTime, checkZone, nextFreeSlots, offeredSlot } from './calendar';
import { type BookingServices } from './schedule-appointment';

/** What the manage page shows for a link: its purpose and the appointment (no contact data). */
export async function appointmentForLink(db: Database, token: string, now: Date) {
  for (const purpose of ['reschedule', 'cancel'] as const) {
    const link = await findLink(db, token, purpose, now);
    if (link.ok) {
      const parts = await appointmentWithPeople(db, link.appointmentId);
      if (!parts || parts.a.cancelledAt) throw new AppError('LINK_EXPIRED', 'token');
      return { purpose, appointment: parts.a, advisor: parts.advisor };
    }
    if (link.code === 'LINK_EXPIRED') throw new AppError('LINK_EXPIRED', 'token');
  }
  throw new AppError('NOT_FOUND', 'token');
}

/** rescheduleAppointment(token, date, time, userTimeZone): same advisor, a slot the calendar offers; new links and e-mails (same UID, higher SEQUENCE). */
export async function rescheduleByToken(s: BookingServices, token: string, date: string, time: number, userTimeZone: string | null | undefined): Promise<{ appointment: AppointmentRow; alternatives: Alternative[] }> {
  const { db, now } = s;
  const link = await findLink(db, token, 'reschedule', now);
  if (!link.ok) throw new AppError(link.code, 'token');
  const parts = await appointmentWithPeople(db, link.appointmentId);
  if (!parts || parts.a.cancelledAt) throw new AppError('LINK_EXPIRED', 'token');
  const zone = checkZone(userTimeZone);
  const start = checkTime(date, time, zone);
  const contactType = parts.a.contactType as ContactType;
  const slot = await offeredSlot(db, contactType, start, [parts.advisor], now, parts.a);
  const result = slot.freeAdvisorIds.length === 0 ? ({ ok: false, code: 'SLOT_TAKEN' } as const) : await moveAppointment(s, parts, slot, zone);
  if (!result.ok) {
    if (result.code === 'NOT_FOUND') throw new AppError('LINK_EXPIRED', 'token');
    const alternatives = await nextFreeSlots(db, contactType, slot.start, [parts.advisor], now, zone, parts.lead.locale === 'en' ? 'en' : 'de');
    throw new AppError('SLOT_TAKEN', 'time', { alternatives });
  }
  return { appointment: result.appointment, alternatives: [] };
}

type AppointmentParts = NonNullable<Awaited<ReturnType<typeof appointmentWithPeople>>>;

/**
 * Moves a live appointment to a slot the calendar offered (the lead's link or staff): new links and e-mails to
 * both (same UID, higher SEQUENCE), a reminder for the new time (the old time's job finds a higher SEQUENCE and
 * sends nothing). When staff move it, the advisor's e-mail names them and `staff.also` runs in the same
 * transaction (the audit entry). SLOT_TAKEN when another
 * booking took the time meanwhile (the database's exclusion constraint).
 */
export async function moveAppointment(
  s: BookingServices,
  parts: AppointmentParts,
  slot: { start: Date; end: Date },
  visitorZone: string,
  staff?: { name: string; also: (tx: Database, appointment: AppointmentRow) => Promise<void> },
): Promise<{ ok: true; appointment: AppointmentRow } | { ok: false; code: 'SLOT_TAKEN' | 'NOT_FOUND' }> {
  return s.db.transaction(async (tx) => {
    const moved = await rescheduleRow(tx, parts.a.id, slot.start, slot.end);
    if (!moved.ok) return moved;
    await tx.update(appointments).set({ visitorZone }).where(eq(appointments.id, parts.a.id));
    const appointment = { ...moved.appointment, visitorZone };
    await retireLinks(tx, appointment.id, s.now);
    const links = await appointmentLinksFor(tx, appointment.id, appointment.startsAt, s.baseUrl, parts.lead.locale === 'en' ? 'en' : 'de');
    await enqueueAppointmentEmails(tx, s.boss, { event: 'rescheduled', appointment, advisor: parts.advisor, lead: parts.lead, links, byStaff: staff?.name ?? null });
    await scheduleReminder(tx, s.boss, appointment, s.now);
    if (staff) await staff.also(tx as unknown as Database, appointment);
    return { ok: true as const, appointment };
  });
}

/** cancelAppointment(token): once; the slot is free again at once; CANCEL e-mails (same UID, higher SEQUENCE). */
export async function cancelByToken(s: BookingServices, token: string): Promise<AppointmentRow> {
  const { db, now } = s;
  const link = await findLink(db, token, 'cancel', now);
  if (!link.ok) throw new AppError(link.code, 'token');
  const parts = await appointmentWithPeople(db, link.appointmentId);
  if (!parts) throw new AppError('LINK_EXPIRED', 'token');
  const cancelled = await db.transaction(async (tx) => {
    if (!(await consumeLink(tx, token, now))) return null;
    const row = await cancelRow(tx, parts.a.id, now);
    if (!row) return null;
    await retireLinks(tx, row.id, now);
    await enqueueAppointmentEmails(tx, s.boss, { event: 'cancelled', appointment: row, advisor: parts.advisor, lead: parts.lead, links: null });
    return row;
  });
  if (!cancelled) throw new AppError('LINK_EXPIRED', 'token');
  return cancelled;
}

/** The lead's upcoming live appointments (already_booked_appointments), with the advisor's name. */
