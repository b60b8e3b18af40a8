/** Number and date formats of the downloads: the screen's named formats (src/i18n/formats.ts) for a locale. */
import { FORMATS } from '@/i18n/formats';
import type { YearMonth } from '@/engine/year-month';
import type { Locale } from '@/i18n/routes';

export const INTL_LOCALE: Record<Locale, string> = { de: 'de-DE', en: 'en-GB' };

export interface PlanFormatters {
  /** Whole euros, as on screen (FORMATS.number.euro). */
  money: (value: number) => string;
  /** Percent with two decimals (FORMATS.number.percent2); the value is a fraction. */
  percent: (fraction: number) => string;
  /** Percent without trailing zeros ("2 %"), for rules of thumb. */
  percentShort: (fraction: number) => string;
  /** The screen's short date of a YYYY-MM-DD date (de 21.11.2026, en 21 Nov 2026). */
  date: (isoDate: string) => string;
  /** "Oktober 2055" / "October 2055". */
  month: (ym: YearMonth) => string;
}

/** A named format of src/i18n/formats.ts (the screen's formats); a missing one is a programming error. */
function named<T>(group: Record<string, T> | undefined, name: string): T {
  const format = group?.[name];
  if (format === undefined) throw new Error(`financing plan: format "${name}" missing in src/i18n/formats.ts`);
  return format;
}

export function planFormatters(locale: Locale): PlanFormatters {
  const tag = INTL_LOCALE[locale];
  const formats = FORMATS[locale];
  const money = new Intl.NumberFormat(tag, named(formats.number, 'euro'));
  const percent = new Intl.NumberFormat(tag, named(formats.number, 'percent2'));
  const percentShort = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 2 });
  const date = new Intl.DateTimeFormat(tag, { ...named(formats.dateTime, 'short'), timeZone: 'UTC' });
  const month = new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return {
    // Rounding can give "-0 €" for a tiny negative rest: show 0.
    money: (v) => money.format(Math.abs(v) < 0.5 ? 0 : v),
    percent: (f) => percent.format(f),
    percentShort: (f) => percentShort.format(f),
    date: (iso) => date.format(new Date(`${iso}T00:00:00Z`)),
    month: (ym) => month.format(new Date(Date.UTC(ym.year, ym.month - 1, 1))),
  };
}
