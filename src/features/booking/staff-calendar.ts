import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { PgBoss } from 'pg-boss';
import { BOOKING } from '@/config/booking';
import type { Database } from '@/db/client';
import { leads } from '@/features/leads/tables';
import { advisorAbsences, advisorHours, appointments } from './tables';
import { recordAudit, type AuditActor } from '@/features/audit/server';
import { enqueueEmail } from '@/features/email/server';
import { noShowFollowUpEmail } from './email-templates';
import type { Locale } from '@/i18n/routes';
import { enqueueAppointmentEmails } from './emails';
import { retireLinks } from './links';
import { appointmentWithPeople, cancelAppointment as cancelRow } from './repository';
import { checkTime, offeredSlot } from './calendar';
import { moveAppointment } from './manage-appointment';
import type { BookingServices } from './schedule-appointment';
import type { ContactType } from '@/config/taxonomy';
import { AppError } from '@/lib/app-error';
import type { AdvisorRow } from './advisors';

/**
 * The advisor's week in the back office (issue 28): their appointments day by day (in the advisor's zone), their
 * working hours and absences, and the staff actions on an appointment — cancel (the lead gets the cancellation
 * with its calendar update), move (to a time the public calendar offers; the lead gets the new time) and "did not come" (the lead gets an invitation to book again, with the spec's
 * `utm_campaign=no_show_followup` link). Each action is audited in its transaction.
 */
export interface WeekAppointment {
  id: string;
  startsAt: Date;
  endsAt: Date;
  contactType: string;
  leadId: string;
  leadName: string;
  cancelledAt: Date | null;
  noShowAt: Date | null;
}

export interface WeekDay {
  /** YYYY-MM-DD in the advisor's zone. */
  date: string;
  weekday: number;
  hours: [string, string][];
  absences: { startsAt: Date; endsAt: Date; reason: string | null }[];
  appointments: WeekAppointment[];
}

/** The Monday (YYYY-MM-DD) of the week holding `day` (or today) in `zone`. */
export function mondayOf(day: string | null | undefined, zone: string, now: Date): string {
  const parsed = day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? DateTime.fromISO(day, { zone }) : null;
  const base = parsed?.isValid ? parsed : DateTime.fromJSDate(now, { zone });
  return base.startOf('week').toISODate()!;
}

/** The advisor's own week (their hours, else the office's). */
export async function weeklyHoursOf(db: Database, advisorId: string): Promise<Record<number, [string, string][]>> {
  const rows = await db.select().from(advisorHours).where(eq(advisorHours.advisorId, advisorId)).orderBy(asc(advisorHours.fromTime));
  const week: Record<number, [string, string][]> = {};
  if (rows.length === 0) {
    for (const [day, list] of Object.entries(BOOKING.weeklyHours)) week[Number(day)] = list.map(([a, b]) => [a, b]);
    return week;
  }
  for (const r of rows) (week[r.weekday] ??= []).push([r.fromTime, r.toTime]);
  return week;
}

export async function advisorWeek(db: Database, advisor: AdvisorRow, monday: string): Promise<WeekDay[]> {
  const start = DateTime.fromISO(monday, { zone: advisor.zone }).startOf('day');
  const end = start.plus({ days: 7 });
  const [week, absenceRows, rows] = await Promise.all([
    weeklyHoursOf(db, advisor.id),
    db.select().from(advisorAbsences).where(and(eq(advisorAbsences.advisorId, advisor.id), lt(advisorAbsences.startsAt, end.toJSDate()), gte(advisorAbsences.endsAt, start.toJSDate()))),
    db
      .select({ a: appointments, givenName: leads.givenName, surname: leads.surname, email: leads.email })
      .from(appointments)
      .innerJoin(leads, eq(leads.id, appointments.leadId))
      .where(and(eq(appointments.advisorId, advisor.id), gte(appointments.startsAt, start.toJSDate()), lt(appointments.startsAt, end.toJSDate())))
      .orderBy(asc(appointments.startsAt)),
  ]);
  return Array.from({ length: 7 }, (_, i) => {
    const day = start.plus({ days: i });
    const next = day.plus({ days: 1 });
    return {
      date: day.toISODate()!,
      weekday: day.weekday,
      hours: week[day.weekday] ?? [],
      absences: absenceRows.filter((r) => r.startsAt < next.toJSDate() && r.endsAt > day.toJSDate()).map((r) => ({ startsAt: r.startsAt, endsAt: r.endsAt, reason: r.reason })),
      appointments: rows
        .filter(({ a }) => a.startsAt >= day.toJSDate() && a.startsAt < next.toJSDate())
        .map(({ a, givenName, surname, email }) => ({
          id: a.id,
          startsAt: a.startsAt,
          endsAt: a.endsAt,
          contactType: a.contactType,
          leadId: a.leadId,
          leadName: [givenName, surname].filter(Boolean).join(' ') || email,
          cancelledAt: a.cancelledAt,
          noShowAt: a.noShowAt,
        })),
    };
  });
}

export type CalendarActionResult = { ok: true } | { ok: false; code: 'NOT_FOUND' | 'FORBIDDEN' | 'ALREADY_CANCELLED' | 'NOT_STARTED' | 'ALREADY_NO_SHOW' | 'INVALID_TIME' | 'SLOT_NOT_OFFERED' | 'SLOT_TAKEN' };

/** Who may act on an appointment: an admin, or its advisor. */
export interface CalendarViewer {
  role: string;
  advisorId: string | null;
}
const mayAct = (viewer: CalendarViewer, advisorId: string) => viewer.role === 'admin' || viewer.advisorId === advisorId;

/** Staff cancel an appointment: the slot is free again, the lead and advisor get the cancellation e-mails. */
export async function staffCancelAppointment(db: Database, boss: PgBoss, appointmentId: string, viewer: CalendarViewer, actor: AuditActor, now: Date): Promise<CalendarActionResult> {
  if (!/^[0-9a-f-]{36}$/i.test(appointmentId)) return { ok: false, code: 'NOT_FOUND' };
  return db.transaction(async (tx) => {
    const parts = await appointmentWithPeople(tx as unknown as Database, appointmentId, { forUpdate: true });
    if (!parts) return { ok: false, code: 'NOT_FOUND' } as const;
    if (!mayAct(viewer, parts.a.advisorId)) return { ok: false, code: 'FORBIDDEN' } as const;
    if (parts.a.cancelledAt) return { ok: false, code: 'ALREADY_CANCELLED' } as const;
    const row = await cancelRow(tx as unknown as Database, parts.a.id, now);
    if (!row) return { ok: false, code: 'ALREADY_CANCELLED' } as const;
    await retireLinks(tx as unknown as Database, row.id, now);
    await enqueueAppointmentEmails(tx as unknown as Database, boss, { event: 'cancelled', appointment: row, advisor: parts.advisor, lead: parts.lead, links: null, byStaff: actor.label });
    await recordAudit(tx, { actor, action: 'appointment.cancelled', subject: { kind: 'appointment', id: row.id }, before: { startsAt: parts.a.startsAt.toISOString() }, after: { cancelledAt: now.toISOString() }, at: now });
    return { ok: true } as const;
  });
}

/**
 * The lead did not come: recorded once an appointment has started, and the lead is invited to book again (the
 * booking page's link carries `utm_campaign=no_show_followup`, which shows its thank-you banner).
 */
export async function markNoShow(db: Database, boss: PgBoss, appointmentId: string, viewer: CalendarViewer, actor: AuditActor, now: Date, bookingUrl: (locale: Locale) => string): Promise<CalendarActionResult> {
  if (!/^[0-9a-f-]{36}$/i.test(appointmentId)) return { ok: false, code: 'NOT_FOUND' };
  return db.transaction(async (tx) => {
    const parts = await appointmentWithPeople(tx as unknown as Database, appointmentId, { forUpdate: true });
    if (!parts) return { ok: false, code: 'NOT_FOUND' } as const;
    if (!mayAct(viewer, parts.a.advisorId)) return { ok: false, code: 'FORBIDDEN' } as const;
    if (parts.a.cancelledAt) return { ok: false, code: 'ALREADY_CANCELLED' } as const;
    if (parts.a.noShowAt) return { ok: false, code: 'ALREADY_NO_SHOW' } as const;
    if (parts.a.startsAt > now) return { ok: false, code: 'NOT_STARTED' } as const;
    await tx.update(appointments).set({ noShowAt: now }).where(eq(appointments.id, parts.a.id));
    const locale: Locale = parts.lead.locale === 'en' ? 'en' : 'de';
    await enqueueEmail(tx as unknown as Database, boss, {
      idempotencyKey: `appointment:${parts.a.id}:no-show`,
      to: parts.lead.email,
      locale,
      message: { template: noShowFollowUpEmail, data: { givenName: parts.lead.givenName, advisorName: `${parts.advisor.givenName} ${parts.advisor.surname}`, bookingUrl: bookingUrl(locale) } },
    });
    await recordAudit(tx, { actor, action: 'appointment.no_show', subject: { kind: 'appointment', id: parts.a.id }, after: { noShowAt: now.toISOString(), lead: parts.lead.email }, at: now });
    return { ok: true } as const;
  });
}

/**
 * Staff move a coming appointment to another time the calendar offers for its advisor and contact type (their hours,
 * absences, holidays, notice and buffers), given as a day and "HH:MM" in the advisor's zone. The lead and the
 * advisor get the new time with a calendar update, the lead's links are renewed; audited with both times.
 */
export async function staffMoveAppointment(s: BookingServices, appointmentId: string, viewer: CalendarViewer, actor: AuditActor, input: { date: string; time: string }): Promise<CalendarActionResult> {
  if (!/^[0-9a-f-]{36}$/i.test(appointmentId)) return { ok: false, code: 'NOT_FOUND' };
  const parts = await appointmentWithPeople(s.db, appointmentId);
  if (!parts) return { ok: false, code: 'NOT_FOUND' };
  if (!mayAct(viewer, parts.a.advisorId)) return { ok: false, code: 'FORBIDDEN' };
  if (parts.a.cancelledAt) return { ok: false, code: 'ALREADY_CANCELLED' };
  const hhmm = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(input.time.trim());
  if (!hhmm) return { ok: false, code: 'INVALID_TIME' };
  let slot: Awaited<ReturnType<typeof offeredSlot>>;
  try {
    const start = checkTime(input.date.trim(), Number(hhmm[1]) + Number(hhmm[2]) / 60, parts.a.advisorZone);
    slot = await offeredSlot(s.db, parts.a.contactType as ContactType, start, [parts.advisor], s.now, parts.a);
  } catch (e) {
    if (e instanceof AppError) return { ok: false, code: e.code === 'SLOT_NOT_OFFERED' ? 'SLOT_NOT_OFFERED' : 'INVALID_TIME' };
    throw e;
  }
  if (slot.freeAdvisorIds.length === 0) return { ok: false, code: 'SLOT_TAKEN' };
  const before = parts.a.startsAt.toISOString();
  const moved = await moveAppointment(s, parts, slot, parts.a.visitorZone, {
    name: actor.label,
    also: (tx, appointment) => recordAudit(tx, { actor, action: 'appointment.moved', subject: { kind: 'appointment', id: appointment.id }, before: { startsAt: before }, after: { startsAt: appointment.startsAt.toISOString(), lead: parts.lead.email }, at: s.now }),
  });
  if (!moved.ok) return { ok: false, code: moved.code === 'NOT_FOUND' ? 'ALREADY_CANCELLED' : 'SLOT_TAKEN' };
  return { ok: true };
}
