/**
 * The calendar date of the rates and broker pages. The engine never reads the clock: the page computes
 * today once (Europe/Berlin) and passes it down to every calculation of the request.
 */
import { addMonths, type YearMonth } from '@/engine/rates/rates-table';

export { isoDateToDate } from '@/lib/dates';

/** The month of the first installment for a loan taken out on `isoDate`: the following calendar month (as the rates_table API). */
export function firstInstallmentMonth(isoDate: string): YearMonth {
  return addMonths({ year: Number(isoDate.slice(0, 4)), month: Number(isoDate.slice(5, 7)) }, 1);
}
