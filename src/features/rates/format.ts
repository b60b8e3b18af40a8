import type { getFormatter } from 'next-intl/server';
import { isoDateToDate } from './today';

type Formatter = Awaited<ReturnType<typeof getFormatter>>;

/** A 'YYYY-MM-DD' date in the site's named date format 'short' (de dd.mm.yyyy, spec § 5). */
export function formatIsoDate(format: Formatter, iso: string): string {
  return format.dateTime(isoDateToDate(iso), 'short');
}

/** A commission rate: two decimals, three where the customary rate has them (3,125 %, 2,975 %). */
export function formatCommissionRate(format: Formatter, rate: number): string {
  return format.number(rate, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 3 });
}
