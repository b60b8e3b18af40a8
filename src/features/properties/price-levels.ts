/**
 * The vendored price levels per m² (vendor/price-levels/*.csv, layout: vendor/price-levels/README.md): their
 * reader, checked column by column, and the last day a level's period covers. The statistics store seeds from these
 * files (statistics.ts, ADR 030) and the city pages list their cities (price-statistics.ts); the demo feed chooses
 * its levels from the first file (src/demo/properties/price-levels.ts).
 */
import fs from 'node:fs';
import Papa from 'papaparse';
import path from 'node:path';
import type { ListingType } from './openimmo/parse';

export const PRICE_LEVELS_CSV = path.join(process.cwd(), 'vendor', 'price-levels', 'price-levels.csv');
/**
 * Further sourced levels, compiled the same way for the 50 largest cities that the first file lacked (issue 26):
 * shown on the city pages and kept in the statistics store, but not used by the demo feed (which stays as it was).
 */
export const MORE_PRICE_LEVELS_CSV = path.join(process.cwd(), 'vendor', 'price-levels', 'price-levels-more-cities.csv');
/** Every vendored price-level file, the demo feed's first. */
export const PRICE_LEVEL_FILES = [PRICE_LEVELS_CSV, MORE_PRICE_LEVELS_CSV] as const;

export type PriceSegment = 'existing' | 'new' | 'all';

/** One row of price-levels.csv. Every field but `eurPerM2` is the CSV's text as written. */
export interface PriceLevel {
  city: string;
  type: ListingType;
  segment: PriceSegment;
  eurPerM2: number;
  /** asking | transaction | unknown */
  priceKind: string;
  /** As stated: 2025-Q4, 2024, 2023-H1, 2024-07-01, "2025 (aktuell)", "unstated …". */
  period: string;
  /** YYYY-MM-DD, YYYY-MM, YYYY or empty. */
  published: string;
  source: string;
  url: string;
}

const COLUMNS = ['city', 'type', 'segment', 'eur_per_m2', 'price_kind', 'period', 'published', 'source', 'url', 'quote'] as const;

/** RFC 4180 records (quoted fields may hold commas, doubled quotes and line breaks), read by papaparse. */
function csvRecords(text: string): string[][] {
  return Papa.parse<string[]>(text, { delimiter: ',', skipEmptyLines: 'greedy' }).data;
}

/** The rows of price-levels.csv (the text), checked column by column. */
export function parsePriceLevels(text: string): PriceLevel[] {
  const [header, ...rows] = csvRecords(text.replace(/^\uFEFF/, ''));
  if (header?.join(',') !== COLUMNS.join(',')) throw new Error(`price-levels.csv: unexpected header ${header?.join(',')}`);
  return rows.map((r, i) => {
    const row = Object.fromEntries(COLUMNS.map((c, j) => [c, r[j] ?? ''])) as Record<(typeof COLUMNS)[number], string>;
    const where = `price-levels.csv row ${i + 2} (${row.city})`;
    if (row.type !== 'apartment' && row.type !== 'house') throw new Error(`${where}: type "${row.type}"`);
    if (row.segment !== 'existing' && row.segment !== 'new' && row.segment !== 'all') throw new Error(`${where}: segment "${row.segment}"`);
    if (!/^\d+$/.test(row.eur_per_m2)) throw new Error(`${where}: eur_per_m2 "${row.eur_per_m2}"`);
    return { city: row.city, type: row.type, segment: row.segment, eurPerM2: Number(row.eur_per_m2), priceKind: row.price_kind, period: row.period, published: row.published, source: row.source, url: row.url };
  });
}

const pad = (n: number) => String(n).padStart(2, '0');
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * The last day a period covers (YYYY-MM-DD), or null for an undated one ("unstated …"). "2024" → 2024-12-31,
 * "2025-Q2" → 2025-06-30, "2023-H1" → 2023-06-30, "2023-03" → 2023-03-31, "2024-07-01" → itself; a trailing
 * note in brackets ("2025 (aktuell)", "2021 (Frühjahr)") is ignored. A period in any other form is an error, so a
 * new row the rules cannot read stops the generator instead of being ranked by guesswork.
 */
export function periodEnd(period: string): string | null {
  if (/^unstated\b/i.test(period)) return null;
  const m = /^(\d{4})(?:-(Q[1-4]|H[12]|\d{2})(?:-(\d{2}))?)?(?:\s+\(.*\))?$/.exec(period.trim());
  if (!m) throw new Error(`price-levels.csv: cannot read the period "${period}"`);
  const year = Number(m[1]);
  const part = m[2];
  if (m[3]) return `${year}-${part}-${m[3]}`;
  if (!part) return `${year}-12-31`;
  const month = part.startsWith('Q') ? Number(part[1]) * 3 : part.startsWith('H') ? Number(part[1]) * 6 : Number(part);
  return `${year}-${pad(month)}-${pad(lastDay(year, month))}`;
}

let rows: PriceLevel[] | null = null;

/** Every row of the vendored file (read once per process). */
export function allPriceLevels(): PriceLevel[] {
  rows ??= PRICE_LEVEL_FILES.flatMap((file) => parsePriceLevels(fs.readFileSync(file, 'utf8')));
  return rows;
}
