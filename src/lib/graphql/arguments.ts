/**
 * Arguments every operation of the query endpoint shares: `locale` and `date`.
 */
import { isIsoDate } from '@/engine/iso-date';
import type { Locale } from '@/i18n/routes';
import { todayInBerlin } from '@/lib/dates';
import { apiError } from './errors';

export function resolveLocale(locale: unknown): Locale {
  return locale === 'en' ? 'en' : 'de';
}

// The query endpoint reads the clock only through todayInBerlin (the engine never does); every operation
// accepts a `date` argument instead (tests pass one).

/** The `date` argument, or today; INVALID_INPUT for anything but a real YYYY-MM-DD date. */
export function resolveDate(date: string | null | undefined): string {
  if (date === null || date === undefined) return todayInBerlin();
  if (!isIsoDate(date)) throw apiError('INVALID_INPUT', 'date', { value: date, expected: 'YYYY-MM-DD' });
  return date;
}

/** The first day of the Bundesbank's daily yield-curve parameters the site holds (shared/data: since 1997). */
export const RATES_HISTORY_START = '1997-01-01';

/**
 * A rates operation's `date`: as resolveDate, and within the rate history: from RATES_HISTORY_START to today in
 * Berlin (issue 27: a date in 9999 was answered with today's curve as if it were that day's). OUT_OF_RANGE else.
 */
export function resolveRatesDate(date: string | null | undefined, today: string = todayInBerlin()): string {
  const resolved = resolveDate(date);
  if (resolved < RATES_HISTORY_START || resolved > today) throw apiError('OUT_OF_RANGE', 'date', { value: resolved, min: RATES_HISTORY_START, max: today });
  return resolved;
}
