/**
 * The vendored price levels' cities (for the city pages' route list) and how a level's period and publication
 * date read (issue 25). The figures themselves are served from the statistics store (statistics.ts, ADR 030).
 */
import type { ListingType } from './openimmo/parse';
import { allPriceLevels } from './price-levels';

/** The cities that have a level of the type (city names as the file writes them, which are the German names). */
export function citiesWithPriceLevels(type: ListingType): string[] {
  return [...new Set(allPriceLevels().filter((l) => l.type === type).map((l) => l.city))].sort();
}

type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * A price level's period in words: "Q4 2025" / "4. Quartal 2025", "H1 2020" / "1. Halbjahr 2020", "July 2021" /
 * "Juli 2021", a day as a date, a year as itself; "unstated" as the source's silence. The file's notes in
 * brackets (the source's own words, such as "Frühjahr") are provenance, not shown. `t` reads `properties.city`.
 */
export function formatPeriod(period: string, locale: string, t: Translate): string {
  const tag = locale === 'de' ? 'de-DE' : 'en-GB';
  const core = period.replace(/\s+\(.*\)$/, '').trim();
  if (core === 'unstated') return t('periodUnstated');
  let m = /^(\d{4})-Q([1-4])$/.exec(core);
  if (m) return t('periodQuarter', { quarter: Number(m[2]), year: m[1]! });
  m = /^(\d{4})-H([12])$/.exec(core);
  if (m) return t('periodHalf', { half: Number(m[2]), year: m[1]! });
  return formatDay(core, tag);
}

/** A publication date as the file writes it (2019-07 or 2021-01-21) in the reader's format; '' stays ''. */
export function formatPublished(published: string, locale: string): string {
  return published ? formatDay(published, locale === 'de' ? 'de-DE' : 'en-GB') : '';
}

function formatDay(value: string, tag: string): string {
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (m) return new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${value}T12:00:00Z`));
  m = /^(\d{4})-(\d{2})$/.exec(value);
  if (m) return new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${value}-15T12:00:00Z`));
  return value;
}
