/**
 * Availability (issue 10, spec section 3 "Appointment"): which appointment slots an advisor offers, day by day.
 * Pure: it gets the rules, the busy intervals and the clock; the repository supplies them.
 *
 * Conventions:
 * - Working hours are wall-clock times in the advisor's IANA zone; a slot is an instant (UTC) computed from them,
 *   so the first slot moves in UTC across the DST changes and a wall time that does not exist is never offered.
 * - Public holidays (nationwide and the office's state, from date-holidays) have no slots and are marked.
 * - A slot is occupied when [start, end + buffer) overlaps a busy interval (an appointment with its buffer, or an
 *   absence) of that advisor; with several advisors a slot is free when any of them is free.
 * - The visitor sees each slot in their own zone: the value {hour, date} is the wall-clock time there (hour as
 *   a decimal with one decimal, e.g. 9.5 = 9:30), the label is formatted in the visitor's language and names the
 *   zone when it is not Europe/Berlin.
 */
import Holidays from 'date-holidays';
import { DateTime, Interval } from 'luxon';
import { BOOKING, type WeeklyHours } from '@/config/booking';
import type { ContactType } from '@/config/taxonomy';
import type { Locale } from '@/i18n/routes';

export interface AdvisorCalendar {
  id: string;
  zone: string;
  /** ISO weekday → [from, to) wall-clock ranges; BOOKING.weeklyHours when absent. */
  weeklyHours?: WeeklyHours;
  /** Busy instants: booked appointments (their end already including the buffer) and absences. */
  busy: readonly { start: Date; end: Date }[];
}

export interface Slot {
  value: { hour: number; date: string };
  label: string;
  occupied: boolean;
  /** The instant the appointment starts (UTC) and the advisors free then. */
  start: Date;
  advisorIds: string[];
}

export interface CalendarDay {
  /** YYYY-MM-DD: the calendar day in the office's zone (the slots carry their date in the visitor's zone). */
  date: string;
  /** The holiday's name in the visitor's language, or null. */
  holiday: string | null;
  slots: Slot[];
}

export interface AvailabilityQuery {
  contactType: ContactType;
  advisors: readonly AdvisorCalendar[];
  now: Date;
  /** 1-based page of `per` days, counted from the first bookable day. */
  page: number;
  per: number;
  visitorZone: string;
  locale: Locale;
  state?: string;
}

/** English names where date-holidays' English reads oddly for Germany (keyed by the German name). */
const ENGLISH_NAMES: Readonly<Record<string, string>> = {
  'Tag der Deutschen Einheit': 'German Unity Day',
  '2. Weihnachtstag': 'Second Day of Christmas',
  '1. Weihnachtstag': 'Christmas Day',
};

const holidayCache = new Map<string, Map<string, { de: string; en: string }>>();
/** Public holidays (nationwide and the state's) of a year: date → names. */
function holidaysOf(year: number, state: string): Map<string, { de: string; en: string }> {
  const key = `${state}:${year}`;
  let found = holidayCache.get(key);
  if (!found) {
    const calendar = new Holidays('DE', state);
    const english = new Map(calendar.getHolidays(year, 'en').filter((h) => h.type === 'public').map((h) => [h.date.slice(0, 10), h.name]));
    found = new Map(
      calendar
        .getHolidays(year, 'de')
        .filter((h) => h.type === 'public')
        .map((h) => [h.date.slice(0, 10), { de: h.name, en: ENGLISH_NAMES[h.name] ?? english.get(h.date.slice(0, 10)) ?? h.name }]),
    );
    holidayCache.set(key, found);
  }
  return found;
}

/** The public holiday (nationwide or in the state) on a date, in the language asked, or null. */
export function publicHoliday(date: string, locale: Locale, state: string = BOOKING.officeState): string | null {
  return holidaysOf(Number(date.slice(0, 4)), state).get(date)?.[locale] ?? null;
}

const isWorkingDay = (date: DateTime, state: string) => date.weekday <= 5 && publicHoliday(date.toISODate()!, 'de', state) === null;

/** The first day slots may be booked on: `leadWorkingDays` working days after today (in the office's zone). */
export function firstBookableDay(now: Date, state: string = BOOKING.officeState): DateTime {
  let day = DateTime.fromJSDate(now, { zone: BOOKING.zone }).startOf('day');
  let left = BOOKING.leadWorkingDays;
  while (left > 0) {
    day = day.plus({ days: 1 });
    if (isWorkingDay(day, state)) left--;
  }
  return day;
}

/** A wall-clock time on a date in a zone, or null when that time does not exist there (DST gap). */
export function wallTime(date: string, time: string, zone: string): DateTime | null {
  const dt = DateTime.fromISO(`${date}T${time}`, { zone });
  if (!dt.isValid || dt.toFormat('HH:mm') !== time) return null;
  return dt;
}

/** The start instants one advisor's hours allow on a date (advisor zone), before checking who is busy. */
function gridStarts(date: string, advisor: AdvisorCalendar, minutes: number): DateTime[] {
  const weekday = DateTime.fromISO(date, { zone: advisor.zone }).weekday;
  const ranges = (advisor.weeklyHours ?? BOOKING.weeklyHours)[weekday] ?? [];
  const starts: DateTime[] = [];
  for (const [from, to] of ranges) {
    const open = wallTime(date, from, advisor.zone);
    const close = wallTime(date, to, advisor.zone);
    if (!open || !close) continue;
    for (let t = open; t.plus({ minutes }) <= close; t = t.plus({ minutes: BOOKING.gridMinutes })) {
      if (wallTime(date, t.toFormat('HH:mm'), advisor.zone)) starts.push(t);
    }
  }
  return starts;
}

function isFree(advisor: AdvisorCalendar, start: DateTime, minutes: number): boolean {
  const wanted = Interval.fromDateTimes(start, start.plus({ minutes: minutes + BOOKING.bufferMinutes }));
  return !advisor.busy.some((b) => wanted.overlaps(Interval.fromDateTimes(DateTime.fromJSDate(b.start), DateTime.fromJSDate(b.end))));
}

/** Minutes after midnight as a decimal hour with one decimal (the spec's slot value): 570 → 9.5, 825 → 13.8. */
const oneDecimal = (minutes: number) => Math.round((minutes / 60) * 10) / 10;
const decimalHour = (t: DateTime) => oneDecimal(t.hour * 60 + t.minute);

/** "09:30" / "9:30 AM", with the zone's name when it is not Europe/Berlin. */
export function slotLabel(start: DateTime, visitorZone: string, locale: Locale): string {
  const local = start.setZone(visitorZone).setLocale(locale === 'de' ? 'de-DE' : 'en-GB');
  const time = local.toLocaleString(DateTime.TIME_SIMPLE);
  return visitorZone === 'Europe/Berlin' ? time : `${time} (${local.toFormat('ZZZZ')}, ${visitorZone})`;
}

/** One page of the calendar: `per` consecutive days from the first bookable day + (page − 1) · per. */
export function availability(q: AvailabilityQuery): CalendarDay[] {
  const state = q.state ?? BOOKING.officeState;
  const minutes = BOOKING.minutes[q.contactType];
  const first = firstBookableDay(q.now, state);
  const last = DateTime.fromJSDate(q.now, { zone: BOOKING.zone }).startOf('day').plus({ days: BOOKING.horizonDays });
  const days: CalendarDay[] = [];
  for (let i = 0; i < q.per; i++) {
    const day = first.plus({ days: (q.page - 1) * q.per + i });
    if (day > last) break;
    const date = day.toISODate()!;
    const holiday = publicHoliday(date, q.locale, state);
    const byStart = new Map<number, { start: DateTime; advisorIds: string[]; anyFree: boolean }>();
    if (!holiday) {
      for (const advisor of q.advisors) {
        for (const start of gridStarts(date, advisor, minutes)) {
          const key = start.toMillis();
          const entry = byStart.get(key) ?? { start, advisorIds: [], anyFree: false };
          if (isFree(advisor, start, minutes)) {
            entry.advisorIds.push(advisor.id);
            entry.anyFree = true;
          }
          byStart.set(key, entry);
        }
      }
    }
    const slots = [...byStart.values()]
      .sort((a, b) => a.start.toMillis() - b.start.toMillis())
      .map(({ start, advisorIds, anyFree }) => {
        const local = start.setZone(q.visitorZone);
        return {
          value: { hour: decimalHour(local), date: local.toISODate()! },
          label: slotLabel(start, q.visitorZone, q.locale),
          occupied: !anyFree,
          start: start.toUTC().toJSDate(),
          advisorIds,
        };
      });
    days.push({ date, holiday, slots });
  }
  return days;
}

/**
 * The instant a slot value {hour, date} names in the visitor's zone (the booking's input), or null.
 *
 * One decimal cannot hold every wall time a slot has in every zone: where the offset ends in :45 (Asia/Kathmandu
 * +05:45, Australia/Eucla +08:45, Pacific/Chatham +12:45) the office's half-hour grid falls on quarter hours,
 * and decimalHour sends 13:45 as 13.8 and 14:15 as 14.3. So a value that is exactly the one-decimal form of a
 * quarter hour names that quarter hour (13.8 → 13:45, 14.3 → 14:15), and the visitor books the slot they were
 * shown; any other value names its own minute (10.2 → 10:12, which is no slot). No two quarter hours share a
 * one-decimal form, so this is never ambiguous.
 */
export function instantOf(value: { hour: number; date: string }, visitorZone: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value.date) || !Number.isFinite(value.hour) || value.hour < 0 || value.hour >= 24) return null;
  const literal = Math.round(value.hour * 60);
  const quarter = Math.round(literal / 15) * 15;
  const totalMinutes = quarter < 24 * 60 && oneDecimal(quarter) === value.hour ? quarter : literal;
  const time = `${String(Math.floor(totalMinutes / 60)).padStart(2, '0')}:${String(totalMinutes % 60).padStart(2, '0')}`;
  return wallTime(value.date, time, visitorZone)?.toUTC().toJSDate() ?? null;
}
