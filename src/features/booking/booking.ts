/**
 * Booking use cases (issue 10, spec sections 3, 4, 7): the calendar pages, scheduling with a job id, the job's
 * status, and moving or cancelling by e-mail link. Errors are AppErrors with codes (the UI translates them):
 * INVALID_INPUT / REQUIRED (field, params.reason), SLOT_NOT_OFFERED (params.reason: past | tooEarly | tooLate |
 * holiday | offGrid | outsideHours), SLOT_TAKEN, NOT_FOUND, LINK_EXPIRED, CONFLICT.
 *
 * Scheduling is synchronous behind an asynchronous-looking API: the booking request (job), the lead update, the
 * appointment, its links, its e-mails and its reminder job (./reminders.ts) are written in ONE transaction, so the job a client polls is never
 * left half done; the database's exclusion constraint decides races (security reference "Booking"). The job's
 * status is therefore booked or slot_taken as soon as the jobId is returned; failed when the transaction broke.
 */
import { timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { DateTime, IANAZone } from 'luxon';
import type { PgBoss } from 'pg-boss';
import type { Database } from '@/db/client';
import { advisors, appointments, bookingRequests, leads } from '@/db/schema';
import { BOOKING } from '@/config/booking';
import type { ContactType } from '@/config/taxonomy';
import { attachRecommendation } from '@/features/saved-calculations/server';
import { completeOmAnswers } from '@/features/funnel';
import { attributionFrom } from '@/features/leads';
import { rememberLeadBrowser, advanceToAppointmentBooked, fillLeadContact, findLeadById, findOrCreateLead } from '@/features/leads/server';
import { checkEmail, checkGermanPhone, checkName } from '@/lib/validators';
import type { Locale } from '@/i18n/routes';
import { hitRateLimit } from '@/features/security/server';
import { AppError } from '@/lib/app-error';
import { todayInBerlin } from '@/lib/dates';
import { activeAdvisors, advisorCalendars, type AdvisorRow } from './advisors';
import { availability, firstBookableDay, instantOf, publicHoliday, type CalendarDay } from './availability';
import { enqueueAppointmentEmails } from './emails';
import { appointmentLinksFor, consumeLink, findLink, retireLinks } from './links';
import { scheduleReminder } from './reminders';
import { appointmentWithPeople, bookAppointment, cancelAppointment as cancelRow, rescheduleAppointment as rescheduleRow, type AppointmentRow } from './repository';

export const CONTACT_TYPES: readonly ContactType[] = ['phone', 'video', 'short-video', 'office'];
export const HOME_BUYING_STATUSES = ['JustCurious', 'LookingOnline', 'ActivelyViewing', 'ReservedProperty'] as const;
const MAX_PER = 31;
/**
 * Booking submissions per e-mail address and hour (each may send e-mails to that address): enough for a person
 * who tries a few slots, not for filling a stranger's inbox or the calendar. Refused input is not counted.
 */
export const BOOKING_RATE_LIMIT = { limit: 10, windowSeconds: 3600 };
const DAY = 86_400_000;

export function checkZone(zone: string | null | undefined, field = 'userTimeZone'): string {
  const z = zone ?? BOOKING.zone;
  // Only IANA names (Europe/Berlin, America/New_York, UTC): no fixed offsets, nothing luxon merely parses.
  if (typeof z !== 'string' || !/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(z) || !IANAZone.isValidZone(z)) throw new AppError('INVALID_INPUT', field, { reason: 'invalidZone' });
  return z;
}

export function checkContactType(value: string, field: string): ContactType {
  if (!(CONTACT_TYPES as readonly string[]).includes(value)) throw new AppError('INVALID_INPUT', field, { reason: 'unknownType', allowed: CONTACT_TYPES });
  return value as ContactType;
}

async function advisorsAsked(db: Database, advisor: string | null | undefined): Promise<AdvisorRow[]> {
  if (advisor === undefined || advisor === null || advisor === '') return activeAdvisors(db);
  if (!/^[a-z0-9_]{1,60}$/.test(advisor)) throw new AppError('INVALID_INPUT', 'advisor', { reason: 'lowerCaseEnumValue' });
  const found = await activeAdvisors(db, advisor);
  if (found.length === 0) throw new AppError('NOT_FOUND', 'advisor');
  return found;
}

export interface CalendarQuery {
  contactType: string;
  page: number;
  per: number;
  /** An advisor's enumValue in lower case: only their slots. */
  advisor?: string | null;
  userTimeZone?: string | null;
  locale: Locale;
  now: Date;
}

/** One page of the calendar (appointment_availability / appointment_availability_for_advisor). */
export async function calendarPage(db: Database, q: CalendarQuery): Promise<CalendarDay[]> {
  const contactType = checkContactType(q.contactType, 'appointment_type');
  const zone = checkZone(q.userTimeZone, 'user_time_zone');
  if (!Number.isInteger(q.per) || q.per < 1 || q.per > MAX_PER) throw new AppError('OUT_OF_RANGE', 'per', { min: 1, max: MAX_PER, value: q.per });
  const maxPage = Math.ceil((BOOKING.horizonDays + 1) / q.per);
  if (!Number.isInteger(q.page) || q.page < 1 || q.page > maxPage) throw new AppError('OUT_OF_RANGE', 'page', { min: 1, max: maxPage, value: q.page });
  const list = await advisorsAsked(db, q.advisor);
  const first = firstBookableDay(q.now).plus({ days: (q.page - 1) * q.per });
  const calendars = await advisorCalendars(db, list, new Date(first.toMillis() - DAY), new Date(first.toMillis() + (q.per + 2) * DAY));
  return availability({ contactType, advisors: calendars, now: q.now, page: q.page, per: q.per, visitorZone: zone, locale: q.locale });
}

type Offered = { start: Date; end: Date; freeAdvisorIds: string[] };

/** Whether the calendar rules offer a slot starting at `start` (SLOT_NOT_OFFERED with the reason if not), and who is free then. */
async function offeredSlot(db: Database, contactType: ContactType, start: Date, list: AdvisorRow[], now: Date, moving?: AppointmentRow): Promise<Offered> {
  const notOffered = (reason: string) => new AppError('SLOT_NOT_OFFERED', 'time', { reason });
  if (start.getTime() <= now.getTime()) throw notOffered('past');
  const day = DateTime.fromJSDate(start, { zone: BOOKING.zone }).startOf('day');
  const first = firstBookableDay(now);
  if (day < first) throw notOffered('tooEarly');
  if (day > DateTime.fromJSDate(now, { zone: BOOKING.zone }).startOf('day').plus({ days: BOOKING.horizonDays })) throw notOffered('tooLate');
  if (publicHoliday(day.toISODate()!, 'de')) throw notOffered('holiday');
  const index = Math.round(day.diff(first, 'days').days);
  let calendars = await advisorCalendars(db, list, new Date(day.toMillis() - DAY), new Date(day.toMillis() + 2 * DAY));
  // An appointment being moved does not block its own new time.
  if (moving) {
    const ownEnd = moving.blockedUntil.getTime();
    calendars = calendars.map((c) => (c.id === moving.advisorId ? { ...c, busy: c.busy.filter((b) => !(b.start.getTime() === moving.startsAt.getTime() && b.end.getTime() === ownEnd)) } : c));
  }
  const [entry] = availability({ contactType, advisors: calendars, now, page: index + 1, per: 1, visitorZone: BOOKING.zone, locale: 'de' });
  const slot = entry?.slots.find((s) => s.start.getTime() === start.getTime());
  if (!slot) throw notOffered(DateTime.fromJSDate(start, { zone: BOOKING.zone }).minute % BOOKING.gridMinutes !== 0 ? 'offGrid' : 'outsideHours');
  return { start, end: new Date(start.getTime() + BOOKING.minutes[contactType] * 60_000), freeAdvisorIds: slot.advisorIds };
}

export interface Alternative {
  value: { hour: number; date: string };
  label: string;
}

/** The next `n` free slots after `after` (the offer when a slot was taken), in the visitor's zone. */
export async function nextFreeSlots(db: Database, contactType: ContactType, after: Date, list: AdvisorRow[], now: Date, zone: string, locale: Locale, n = 3): Promise<Alternative[]> {
  const first = firstBookableDay(now);
  const per = BOOKING.horizonDays + 1;
  const calendars = await advisorCalendars(db, list, new Date(first.toMillis() - DAY), new Date(first.toMillis() + (per + 2) * DAY));
  const found: Alternative[] = [];
  for (const day of availability({ contactType, advisors: calendars, now, page: 1, per, visitorZone: zone, locale })) {
    for (const s of day.slots) {
      if (!s.occupied && s.start.getTime() > after.getTime()) found.push({ value: s.value, label: `${s.value.date} ${s.label}` });
      if (found.length === n) return found;
    }
  }
  return found;
}

/**
 * The slot a confirm page was opened for: the instant, the end, and whether the calendar (still) offers it.
 * SLOT_NOT_OFFERED / INVALID_INPUT as for a booking; SLOT_TAKEN with the next free slots when nobody is free then.
 */
export async function slotToConfirm(db: Database, q: { contactType: string; date: string; time: number; userTimeZone?: string | null; advisor?: string | null; locale: Locale; now: Date }) {
  const contactType = checkContactType(q.contactType, 'contactVia');
  const zone = checkZone(q.userTimeZone);
  const start = checkTime(q.date, q.time, zone);
  const list = await advisorsAsked(db, q.advisor);
  const slot = await offeredSlot(db, contactType, start, list, q.now);
  if (slot.freeAdvisorIds.length === 0) {
    throw new AppError('SLOT_TAKEN', 'time', { alternatives: await nextFreeSlots(db, contactType, start, list, q.now, zone, q.locale) });
  }
  return { contactType, zone, start: slot.start, end: slot.end };
}

/** The calendar page (of `per` days) that holds a date (YYYY-MM-DD in the office's zone), or 1. */
export function pageOfDate(date: string | null | undefined, per: number, now: Date): number {
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return 1;
  const day = DateTime.fromISO(date, { zone: BOOKING.zone });
  if (!day.isValid) return 1;
  const index = Math.floor(day.diff(firstBookableDay(now), 'days').days);
  const maxPage = Math.ceil((BOOKING.horizonDays + 1) / per);
  return index < 0 ? 1 : Math.min(maxPage, Math.floor(index / per) + 1);
}

function checkTime(date: string, time: number, zone: string): Date {
  if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date) || !DateTime.fromISO(date).isValid) throw new AppError('INVALID_INPUT', 'date', { reason: 'invalidDate' });
  // The decimal hour has one decimal (9.5 = 9:30); anything finer is not a slot value.
  if (!Number.isFinite(time) || Math.abs(time * 10 - Math.round(time * 10)) > 1e-9 || time < 0 || time >= 24) throw new AppError('INVALID_INPUT', 'time', { reason: 'oneDecimal' });
  const start = instantOf({ hour: time, date }, zone);
  if (!start) throw new AppError('INVALID_INPUT', 'time', { reason: 'nonexistentTime' });
  return start;
}

export interface ScheduleInput {
  givenName: string;
  surname: string;
  email: string;
  phone?: string | null;
  advisor?: string | null;
  contactVia: string;
  date: string;
  time: number;
  homeBuyingStatus?: string | null;
  userTimeZone?: string | null;
  idempotencyKey: string;
  locale: Locale;
  /** What the visitor wants to talk about, when the page knew it (the refinance appointment page). */
  topic?: 'refinance' | null;
  /** The answers of the recommendation report the visitor booked from (its address's query); attached to the lead. */
  report?: string | null;
  tracking: { utmSource?: string | null; utmMedium?: string | null; utmCampaign?: string | null; referrer?: string | null };
}

export interface BookingServices {
  db: Database;
  boss: PgBoss;
  now: Date;
  /** Absolute origin for the links in e-mails. */
  baseUrl: string;
}

/**
 * The contact fields of a booking, all checked at once: the first problem is the error's field and reason,
 * `params.fields` lists every field's code, so that a form can mark them all in one go.
 */
function checkContact(input: ScheduleInput, contactType: ContactType) {
  const email = checkEmail(input.email);
  const givenName = checkName(input.givenName);
  const surname = checkName(input.surname);
  const phone = checkGermanPhone(input.phone ?? '');
  const status = input.homeBuyingStatus ?? null;
  const fields: Record<string, string> = {};
  if (!givenName.ok) fields.givenName = givenName.code;
  if (!surname.ok) fields.surname = surname.code;
  if (!email.ok) fields.email = email.code;
  if (!phone.ok) fields.phone = phone.code;
  else if (contactType === 'phone' && !phone.value) fields.phone = 'required';
  if (status !== null && !(HOME_BUYING_STATUSES as readonly string[]).includes(status)) fields.homeBuyingStatus = 'unknownStatus';
  const [first] = Object.entries(fields);
  if (first || !email.ok || !givenName.ok || !surname.ok || !phone.ok) {
    const [field, code] = first!;
    throw new AppError(code === 'required' ? 'REQUIRED' : 'INVALID_INPUT', field, { reason: code, fields, ...(field === 'homeBuyingStatus' ? { allowed: HOME_BUYING_STATUSES } : {}) });
  }
  return { email: email.value, givenName: givenName.value, surname: surname.value, phone: phone.value, status };
}

/** updateLeadAndScheduleAsyncAppointment: validates, then books in one transaction; returns the job id. */
export async function scheduleAppointment(s: BookingServices, input: ScheduleInput): Promise<{ jobId: string; browserToken?: string }> {
  const { db, now } = s;
  if (typeof input.idempotencyKey !== 'string' || !/^[A-Za-z0-9_-]{16,100}$/.test(input.idempotencyKey)) throw new AppError('INVALID_INPUT', 'idempotencyKey', { reason: 'format' });
  const typedEmail = checkEmail(input.email);
  // The same submission again: the same job (only for the same address: a key is no way into someone else's job).
  if (typedEmail.ok) {
    const earlier = await existingRequest(db, input.idempotencyKey, typedEmail.value);
    if (earlier) return { jobId: earlier };
  }

  const contactType = checkContactType(input.contactVia, 'contactVia');
  const contact = checkContact(input, contactType);
  const status = contact.status;
  const zone = checkZone(input.userTimeZone);
  const start = checkTime(input.date, input.time, zone);
  const list = await advisorsAsked(db, input.advisor);
  const slot = await offeredSlot(db, contactType, start, list, now);

  const query = new URLSearchParams();
  if (input.tracking.utmSource) query.set('utm_source', input.tracking.utmSource);
  if (input.tracking.utmMedium) query.set('utm_medium', input.tracking.utmMedium);
  if (input.tracking.utmCampaign) query.set('utm_campaign', input.tracking.utmCampaign);
  const attribution = attributionFrom(query, input.tracking.referrer ?? null);
  const tracking = { utmSource: attribution.utmSource, utmMedium: attribution.utmMedium, utmCampaign: attribution.utmCampaign, referrer: attribution.documentReferrer };
  // Only advisors the calendar shows free then (their buffers included), in the calendar's order; between them
  // and a concurrent booking the database's constraint has the last word.
  const candidates = slot.freeAdvisorIds;
  // A report that is not a complete set of answers (a cut or edited address) is left out, the booking is not refused.
  const report = completeOmAnswers(input.report);
  const stored = { topic: input.topic === 'refinance' ? ('refinance' as const) : null, report: report ? new URLSearchParams(report).toString() : null, contactVia: contactType, date: input.date, time: input.time, userTimeZone: zone, advisor: input.advisor ?? null, homeBuyingStatus: status, locale: input.locale, tracking };

  const limit = await hitRateLimit(db, `booking-email:${contact.email.toLowerCase()}`, BOOKING_RATE_LIMIT, now);
  if (!limit.allowed) throw new AppError('RATE_LIMITED', 'email', { retryAfterSeconds: limit.retryAfterSeconds });

  try {
    const done = await db.transaction(async (tx) => {
      const [request] = await tx
        .insert(bookingRequests)
        .values({ idempotencyKey: input.idempotencyKey, status: 'pending', input: stored, createdAt: now, updatedAt: now })
        .onConflictDoNothing()
        .returning();
      if (!request) return null;
      const { lead: found, created } = await findOrCreateLead(tx, { email: contact.email, locale: input.locale, givenName: contact.givenName, surname: contact.surname, attribution });
      // Name and phone only where the lead has none (a booking form must not overwrite what the lead set); the status is the latest answer.
      const lead = await fillLeadContact(tx, found, { givenName: contact.givenName, surname: contact.surname, phone: contact.phone, homeBuyingStatus: status ?? null }, now);
      await tx.update(bookingRequests).set({ leadId: lead.id }).where(eq(bookingRequests.id, request.id));
      let booked: AppointmentRow | null = null;
      for (const advisorId of candidates) {
        const advisor = list.find((a) => a.id === advisorId)!;
        const result = await bookAppointment(tx, {
          leadId: lead.id,
          advisorId,
          contactType,
          startsAt: slot.start,
          endsAt: slot.end,
          advisorZone: advisor.zone,
          visitorZone: zone,
          homeBuyingStatus: status,
          idempotencyKey: input.idempotencyKey,
          tracking,
          now,
        });
        if (result.ok) {
          booked = result.appointment;
          break;
        }
      }
      if (!booked) {
        const alternatives = await nextFreeSlots(tx, contactType, slot.start, list, now, zone, input.locale);
        await tx.update(bookingRequests).set({ status: 'slot_taken', alternatives, updatedAt: now }).where(eq(bookingRequests.id, request.id));
        return { id: request.id, browserToken: undefined };
      }
      const advisor = list.find((a) => a.id === booked.advisorId)!;
      await advanceToAppointmentBooked(tx, lead);
      // The report the visitor booked from goes with the lead (the advisor's e-mail names it, the account keeps it).
      if (report) await attachRecommendation(tx, { leadId: lead.id, answers: report, date: todayInBerlin(now), now });
      const links = await appointmentLinksFor(tx, booked.id, booked.startsAt, s.baseUrl, lead.locale === 'en' ? 'en' : 'de');
      await enqueueAppointmentEmails(tx, s.boss, { event: 'booked', appointment: booked, advisor, lead, links, topic: stored.topic });
      await scheduleReminder(tx, s.boss, booked, now);
      await tx.update(bookingRequests).set({ status: 'booked', appointmentId: booked.id, updatedAt: now }).where(eq(bookingRequests.id, request.id));
      // This browser created the lead: it may know it from now on (ADR 017; the HTTP form sets the cookie).
      const browserToken = created ? await rememberLeadBrowser(tx, lead.id, now) : undefined;
      return { id: request.id, browserToken };
    });
    if (done) return { jobId: done.id, ...(done.browserToken ? { browserToken: done.browserToken } : {}) };
    // A concurrent submission with the same key committed first.
    const same = await existingRequest(db, input.idempotencyKey, contact.email);
    if (!same) throw new Error('booking request vanished');
    return { jobId: same };
  } catch (error) {
    if (error instanceof AppError) throw error;
    // Nothing of the booking was saved (the transaction rolled back); the job says so, and the client may retry with a new key.
    console.error('Booking failed:', error);
    const [failed] = await db
      .insert(bookingRequests)
      .values({ idempotencyKey: input.idempotencyKey, status: 'failed', input: stored, errorCode: 'INTERNAL', createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning({ id: bookingRequests.id });
    if (failed) return { jobId: failed.id };
    const same = await existingRequest(db, input.idempotencyKey, contact.email);
    if (same) return { jobId: same };
    throw error;
  }
}

async function existingRequest(db: Database, key: string, email: string): Promise<string | null> {
  const [row] = await db.select({ id: bookingRequests.id, leadId: bookingRequests.leadId }).from(bookingRequests).where(eq(bookingRequests.idempotencyKey, key));
  if (!row) return null;
  const lead = row.leadId ? await findLeadById(db, row.leadId) : null;
  if (!lead || lead.email.toLowerCase() !== email.toLowerCase()) throw new AppError('CONFLICT', 'idempotencyKey', { reason: 'keyInUse' });
  return row.id;
}

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
  const result = await db.transaction(async (tx) => {
    if (slot.freeAdvisorIds.length === 0) return { ok: false as const, code: 'SLOT_TAKEN' as const };
    const moved = await rescheduleRow(tx, parts.a.id, slot.start, slot.end);
    if (!moved.ok) return moved;
    await tx.update(appointments).set({ visitorZone: zone }).where(eq(appointments.id, parts.a.id));
    const appointment = { ...moved.appointment, visitorZone: zone };
    await retireLinks(tx, appointment.id, now);
    const links = await appointmentLinksFor(tx, appointment.id, appointment.startsAt, s.baseUrl, parts.lead.locale === 'en' ? 'en' : 'de');
    await enqueueAppointmentEmails(tx, s.boss, { event: 'rescheduled', appointment, advisor: parts.advisor, lead: parts.lead, links });
    // The new time gets its own reminder; the old time's job finds a higher SEQUENCE and sends nothing.
    await scheduleReminder(tx, s.boss, appointment, now);
    return { ok: true as const, appointment };
  });
  if (!result.ok) {
    if (result.code === 'NOT_FOUND') throw new AppError('LINK_EXPIRED', 'token');
    const alternatives = await nextFreeSlots(db, contactType, slot.start, [parts.advisor], now, zone, parts.lead.locale === 'en' ? 'en' : 'de');
    throw new AppError('SLOT_TAKEN', 'time', { alternatives });
  }
  return { appointment: result.appointment, alternatives: [] };
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

