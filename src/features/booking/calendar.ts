/**
 * The booking calendar (issue 10, spec sections 3, 4, 7): the advisors asked, the calendar pages, the slot a
 * visitor confirms, the next free slots after a taken one, and the checks of zone, contact type and time that the
 * other booking use cases share. Errors are AppErrors with codes (the UI translates them).
 */
import { DateTime, IANAZone } from 'luxon';
import type { Database } from '@/db/client';
import { BOOKING } from '@/config/booking';
import type { ContactType } from '@/config/taxonomy';
import type { Locale } from '@/i18n/routes';
import { AppError } from '@/lib/app-error';
import { activeAdvisors, advisorCalendars, type AdvisorRow } from './advisors';
import { availability, firstBookableDay, instantOf, publicHoliday, type CalendarDay } from './availability';
import { type AppointmentRow } from './repository';

export const CONTACT_TYPES: readonly ContactType[] = ['phone', 'video', 'short-video', 'office'];
const MAX_PER = 31;
/**
 * Booking submissions per e-mail address and hour (each may send e-mails to that address): enough for a person
 * who tries a few slots, not for filling a stranger's inbox or the calendar. Refused input is not counted.
 */
export const BOOKING_RATE_LIMIT = { limit: 10, windowSeconds: 3600 };
/** Bookings per client address and hour (issue 27 point 2: one client booked 37 slots in 5 s for addresses it chose). */
export const BOOKING_CLIENT_RATE_LIMIT = { limit: 10, windowSeconds: 3600 };
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

export async function advisorsAsked(db: Database, advisor: string | null | undefined): Promise<AdvisorRow[]> {
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

export type Offered = { start: Date; end: Date; freeAdvisorIds: string[] };

/** Whether the calendar rules offer a slot starting at `start` (SLOT_NOT_OFFERED with the reason if not), and who is free then. */
export async function offeredSlot(db: Database, contactType: ContactType, start: Date, list: AdvisorRow[], now: Date, moving?: AppointmentRow): Promise<Offered> {
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

export function checkTime(date: string, time: number, zone: string): Date {
  if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date) || !DateTime.fromISO(date).isValid) throw new AppError('INVALID_INPUT', 'date', { reason: 'invalidDate' });
  // The decimal hour has one decimal (9.5 = 9:30); anything finer is not a slot value.
  if (!Number.isFinite(time) || Math.abs(time * 10 - Math.round(time * 10)) > 1e-9 || time < 0 || time >= 24) throw new AppError('INVALID_INPUT', 'time', { reason: 'oneDecimal' });
  const start = instantOf({ hour: time, date }, zone);
  if (!start) throw new AppError('INVALID_INPUT', 'time', { reason: 'nonexistentTime' });
  return start;
}
