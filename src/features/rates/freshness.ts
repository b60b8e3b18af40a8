/**
 * How current the rates are (issue 11, ADR 019): ONE policy for every page, title, label and /api/health.
 * The newest Bundesbank curve is "current" for at most RATES_CURRENT_WORKING_DAYS working days (Monday to
 * Friday without the nationwide public holidays; the Bundesbank publishes each working day's curve on that day
 * or the next). Older rates are shown "as of <date>" and never called current.
 */
import Holidays from 'date-holidays';
import { DateTime } from 'luxon';

export const RATES_CURRENT_WORKING_DAYS = 5;

const nationwide = new Holidays('DE');
const holidayYears = new Map<number, Set<string>>();
/** The nationwide public holidays of a year (computed once per year and process). */
function holidaysOf(year: number): Set<string> {
  let found = holidayYears.get(year);
  if (!found) {
    found = new Set(nationwide.getHolidays(year).filter((h) => h.type === 'public').map((h) => h.date.slice(0, 10)));
    holidayYears.set(year, found);
  }
  return found;
}
const isWorkingDay = (day: DateTime) => day.weekday <= 5 && !holidaysOf(day.year).has(day.toISODate()!);

/**
 * Counted pairs (curve day, today): the answer of a pair never changes, and every rates page asks for the same pair
 * all day; counting walks the days one by one (hundreds for an old curve), so it is done once per pair and process.
 */
const counted = new Map<string, number>();
const COUNTED_MAX = 64;

/** Working days after `from` up to and including `to` (both YYYY-MM-DD); 0 when `to` is not after `from`. */
export function workingDaysBetween(from: string, to: string): number {
  const key = `${from}|${to}`;
  let n = counted.get(key);
  if (n === undefined) {
    n = countWorkingDays(from, to);
    if (counted.size >= COUNTED_MAX) counted.delete(counted.keys().next().value!);
    counted.set(key, n);
  }
  return n;
}

function countWorkingDays(from: string, to: string): number {
  let day = DateTime.fromISO(from, { zone: 'UTC' });
  const end = DateTime.fromISO(to, { zone: 'UTC' });
  let n = 0;
  // Bounded: a curve decades old stops counting at 10,000 (it is stale long before).
  while (day < end && n < 10_000) {
    day = day.plus({ days: 1 });
    if (isWorkingDay(day)) n++;
  }
  return n;
}

export interface RatesFreshness {
  /** The curve's day (YYYY-MM-DD). */
  asOf: string;
  /** Working days between the curve's day and today. */
  workingDaysOld: number;
  /** Whether the rates may be called current ("aktuell"). */
  current: boolean;
}

export function ratesFreshness(curveDate: string, today: string): RatesFreshness {
  const workingDaysOld = workingDaysBetween(curveDate, today);
  return { asOf: curveDate, workingDaysOld, current: workingDaysOld <= RATES_CURRENT_WORKING_DAYS };
}
