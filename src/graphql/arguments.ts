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
