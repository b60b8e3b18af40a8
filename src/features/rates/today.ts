/**
 * The calendar date of the rates and broker pages. The engine never reads the clock: the page computes
 * today once (Europe/Berlin) and passes it down to every calculation of the request.
 */
import { addMonths, type YearMonth } from '@/engine/rates/rates-table';

/** Today in Europe/Berlin as 'YYYY-MM-DD'. */
export function todayInBerlin(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The month of the first installment for a loan taken out on `isoDate`: the following calendar month (as the rates_table API). */
export function firstInstallmentMonth(isoDate: string): YearMonth {
  return addMonths({ year: Number(isoDate.slice(0, 4)), month: Number(isoDate.slice(5, 7)) }, 1);
}

/** A 'YYYY-MM-DD' date as a Date at noon UTC, so that formatting in Europe/Berlin keeps the day. */
export function isoDateToDate(isoDate: string): Date {
  const [y, m, d] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1, 12));
}
