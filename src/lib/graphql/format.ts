/**
 * Locale formatting of API values (spec § 5/§ 9): money in euro without decimals, rates as percent with two
 * decimals, dates dd.mm.yyyy. de uses de-DE ("1.234 €" with a no-break space U+00A0, "3,52 %"), en uses
 * en-GB ("€1,234", "3.52%"). Same formats as src/i18n/formats.ts; formatters are created once (hot path).
 */
import { FORMATS } from '@/i18n/formats';
import type { Locale } from '@/i18n/routes';

export const LOCALE_TAGS: Readonly<Record<Locale, string>> = { de: 'de-DE', en: 'en-GB' };

/** Value types of calculator items (the `type` field). */
export type ValueType = 'currency' | 'percentage' | 'integer' | 'months' | 'boolean' | 'date' | 'month' | 'text' | 'table';

interface Formatters {
  euro: Intl.NumberFormat;
  percent: Intl.NumberFormat;
  integer: Intl.NumberFormat;
  date: Intl.DateTimeFormat;
  month: Intl.DateTimeFormat;
}

function build(locale: Locale): Formatters {
  const tag = LOCALE_TAGS[locale];
  return {
    // The site's named formats, so the API and the pages show the same figures.
    euro: new Intl.NumberFormat(tag, FORMATS[locale].number!.euro),
    percent: new Intl.NumberFormat(tag, FORMATS[locale].number!.percent2),
    integer: new Intl.NumberFormat(tag, { maximumFractionDigits: 0 }),
    date: new Intl.DateTimeFormat(tag, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }),
    month: new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  };
}

const FORMATTERS: Readonly<Record<Locale, Formatters>> = { de: build('de'), en: build('en') };

/** Avoids "-0 €" for values that round to zero from below. */
function noNegativeZero(value: number, fractionDigits: number): number {
  const f = 10 ** fractionDigits;
  return Math.round(value * f) === 0 ? 0 : value;
}

export function formatEuro(value: number, locale: Locale): string {
  return FORMATTERS[locale].euro.format(noNegativeZero(value, 0));
}

/** A fraction as percent with two decimals: 0.0352 → de "3,52 %", en "3.52%". */
export function formatPercent(value: number, locale: Locale): string {
  return FORMATTERS[locale].percent.format(noNegativeZero(value, 4));
}

export function formatInteger(value: number, locale: Locale): string {
  return FORMATTERS[locale].integer.format(noNegativeZero(value, 0));
}

/** 'YYYY-MM-DD' → de "15.01.2026", en "15/01/2026". */
export function formatIsoDate(iso: string, locale: Locale): string {
  const [y, m, d] = iso.split('-').map(Number);
  return FORMATTERS[locale].date.format(new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)));
}

/** A calendar month → de "Juli 2052", en "July 2052". */
export function formatYearMonth(ym: { year: number; month: number }, locale: Locale): string {
  return FORMATTERS[locale].month.format(new Date(Date.UTC(ym.year, ym.month - 1, 1)));
}

/** 'YYYY-MM' of a calendar month. */
export function isoYearMonth(ym: { year: number; month: number }): string {
  return `${String(ym.year).padStart(4, '0')}-${String(ym.month).padStart(2, '0')}`;
}

/** Formatted value of an item; null for a missing value and for tables (their rows carry formatted fields). */
export function formatValue(value: unknown, type: ValueType, locale: Locale): string | null {
  if (value === null || value === undefined) return null;
  switch (type) {
    case 'currency':
      return typeof value === 'number' ? formatEuro(value, locale) : null;
    case 'percentage':
      return typeof value === 'number' ? formatPercent(value, locale) : null;
    case 'integer':
    case 'months':
      return typeof value === 'number' ? formatInteger(value, locale) : null;
    case 'boolean':
      // Spec § 3: yes/no answers map to the strings true and false.
      return value === true ? 'true' : value === false ? 'false' : null;
    case 'date':
      return typeof value === 'string' ? formatIsoDate(value, locale) : null;
    case 'month': {
      if (typeof value !== 'string') return null;
      const [y, m] = value.split('-').map(Number);
      return y && m ? formatYearMonth({ year: y, month: m }, locale) : null;
    }
    case 'text':
      return typeof value === 'string' ? value : String(value);
    case 'table':
      return null;
  }
}
