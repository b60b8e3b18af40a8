/**
 * Calendar days of the loans engine (issue 51): ISO days 'YYYY-MM-DD', month ends (the installment days) and the
 * periods of §§ 187, 188 BGB. Pure; the engine never reads the clock.
 */
import { EngineInputError } from '../errors';
import { isIsoDate } from '../iso-date';

export interface Day {
  year: number;
  month: number;
  day: number;
}

export function checkDay(value: unknown, field: string): string {
  if (typeof value !== 'string' || !isIsoDate(value)) throw new EngineInputError('INVALID_DATE', field, { value });
  return value;
}

export function parseDay(iso: string): Day {
  return { year: Number(iso.slice(0, 4)), month: Number(iso.slice(5, 7)), day: Number(iso.slice(8, 10)) };
}

export function formatDay({ year, month, day }: Day): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Months since year 0 of the day's month (for differences). */
export function monthIndex(iso: string): number {
  const d = parseDay(iso);
  return d.year * 12 + d.month - 1;
}

export function isMonthEnd(iso: string): boolean {
  const d = parseDay(iso);
  return d.day === daysInMonth(d.year, d.month);
}

/** The last day of the day's month. */
export function monthEnd(iso: string): string {
  const d = parseDay(iso);
  return formatDay({ ...d, day: daysInMonth(d.year, d.month) });
}

/**
 * The same day `months` months later (or earlier), on the month's last day when the month is shorter
 * (§ 188 (3) BGB: 31 August + 6 months → 28/29 February).
 */
export function addMonthsToDay(iso: string, months: number): string {
  const d = parseDay(iso);
  const index = d.year * 12 + (d.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return formatDay({ year, month, day: Math.min(d.day, daysInMonth(year, month)) });
}

/** The next calendar day. */
export function nextDay(iso: string): string {
  const d = parseDay(iso);
  if (d.day < daysInMonth(d.year, d.month)) return formatDay({ ...d, day: d.day + 1 });
  return d.month === 12 ? formatDay({ year: d.year + 1, month: 1, day: 1 }) : formatDay({ year: d.year, month: d.month + 1, day: 1 });
}

/** Number of month ends e with from < e ≤ to (0 when to ≤ from): the installments paid after `from` up to `to`. */
export function monthEndsBetween(from: string, to: string): number {
  const count = (iso: string) => monthIndex(iso) + (isMonthEnd(iso) ? 1 : 0);
  return Math.max(0, count(to) - count(from));
}

/**
 * Whole months from `from` to `to` (0 when to ≤ from): 2026-11-29 → 2027-05-29 is 6, → 2027-05-28 is 5. A `to`
 * on its month's last day counts the month full when `from`'s day is later (01-31 → 02-28 is 1).
 */
export function wholeMonthsBetween(from: string, to: string): number {
  if (to <= from) return 0;
  const a = parseDay(from);
  const b = parseDay(to);
  let months = monthIndex(to) - monthIndex(from);
  if (b.day < a.day && !isMonthEnd(to)) months -= 1;
  return Math.max(0, months);
}

/**
 * The last day of a period of `months` months that starts with an event on `eventDay` (§ 187 (1) BGB: the
 * event's day does not count; § 188 (2): the period ends with the day whose number is the event's; § 188 (3):
 * else with the month's last day).
 */
export function periodEnd(eventDay: string, months: number): string {
  return addMonthsToDay(eventDay, months);
}
