/**
 * The price statistics store (issues 25 and 26, ADR 030): published price levels per m² per city (and district),
 * type, segment, price kind and period, each with its source, link and publication date. Read from a CSV file
 * (layout: vendor/price-levels/README.md) with a maintained parser (papaparse), checked row by row with zod,
 * written idempotently: the same file twice changes nothing, a corrected figure for the same key replaces the old
 * one. Several sources for one city stay side by side.
 */
import Papa from 'papaparse';
import fs from 'node:fs';
import path from 'node:path';
import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '@/db/client';
import { priceStatistics } from './tables';
import { cityByName } from '@/engine/geo/lookup';
import { PRICE_LEVEL_FILES, periodEnd } from './price-levels';

/**
 * Sourced figures per district of the big cities (issue 26): in the statistics store and on the city pages, not in
 * the demo feed or the city list (they name no city the other files lack).
 */
export const DISTRICT_PRICE_LEVELS_CSV = path.join(process.cwd(), 'vendor', 'price-levels', 'price-levels-districts.csv');
/** Every vendored statistics file the set-up seeds (layout: vendor/price-levels/README.md). */
export const STATISTICS_SEED_FILES = [...PRICE_LEVEL_FILES, DISTRICT_PRICE_LEVELS_CSV] as const;

/** The columns a statistics file must have, in any order; `district` and `quote` may be missing. */
export const STATISTICS_COLUMNS = ['city', 'type', 'segment', 'eur_per_m2', 'price_kind', 'period', 'published', 'source', 'url'] as const;
export const OPTIONAL_STATISTICS_COLUMNS = ['district', 'quote'] as const;
export const STATISTICS_TYPES = ['apartment', 'house'] as const;
export type StatisticsType = (typeof STATISTICS_TYPES)[number];

const text = (max: number) => z.string().trim().max(max);
const rowSchema = z.object({
  city: text(80).min(1, 'required'),
  district: text(80).default(''),
  type: z.enum(STATISTICS_TYPES, { message: 'apartment or house' }),
  segment: z.enum(['existing', 'new', 'all'], { message: 'existing, new or all' }),
  eur_per_m2: z
    .string()
    .trim()
    .regex(/^\d{3,5}$/, 'whole euros, 100 to 99999')
    .transform(Number),
  price_kind: z.enum(['asking', 'transaction', 'unknown'], { message: 'asking, transaction or unknown' }),
  period: text(80).refine((p) => {
    try {
      periodEnd(p);
      return true;
    } catch {
      return false;
    }
  }, 'YYYY, YYYY-Qn, YYYY-Hn, YYYY-MM, YYYY-MM-DD (a note in brackets may follow) or "unstated"'),
  published: text(10).regex(/^(\d{4}(-\d{2}(-\d{2})?)?)?$/, 'YYYY-MM-DD, YYYY-MM, YYYY or empty'),
  source: text(300).min(1, 'required'),
  url: text(1000).regex(/^https:\/\/\S+$/, 'an https:// address'),
  quote: text(2000).default(''),
});

export type StatisticsRow = z.output<typeof rowSchema>;

export interface StatisticsRefusal {
  /** The file's line (the header is line 1). */
  line: number;
  field: string;
  detail: string;
}

export type ParsedStatistics = { ok: true; rows: StatisticsRow[]; refused: StatisticsRefusal[] } | { ok: false; code: 'NOT_CSV' | 'MISSING_COLUMNS'; detail: string };

/** Reads a statistics file: its rows that pass, and each refused row with the field and the reason. */
export function parseStatistics(csv: string): ParsedStatistics {
  const parsed = Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ''), { header: true, delimiter: ',', skipEmptyLines: 'greedy', transformHeader: (h) => h.trim() });
  const fields = parsed.meta.fields ?? [];
  if (fields.length < 2) return { ok: false, code: 'NOT_CSV', detail: 'no header line with comma-separated column names' };
  const missing = STATISTICS_COLUMNS.filter((c) => !fields.includes(c));
  if (missing.length) return { ok: false, code: 'MISSING_COLUMNS', detail: `missing column(s): ${missing.join(', ')}` };
  const rows: StatisticsRow[] = [];
  const refused: StatisticsRefusal[] = [];
  parsed.data.forEach((raw, i) => {
    const line = i + 2;
    const checked = rowSchema.safeParse({ ...raw, district: raw.district ?? '', quote: raw.quote ?? '' });
    if (checked.success) rows.push(checked.data);
    else {
      const issue = checked.error.issues[0]!;
      refused.push({ line, field: String(issue.path[0] ?? ''), detail: issue.message });
    }
  });
  for (const error of parsed.errors) if (error.row !== undefined) refused.push({ line: error.row + 2, field: '', detail: error.message });
  return { ok: true, rows, refused };
}

export interface StatisticsImportReport {
  file: string;
  ok: boolean;
  code?: string;
  detail?: string;
  added: number;
  changed: number;
  unchanged: number;
  refused: StatisticsRefusal[];
}

/**
 * Imports one statistics file (its name for the report and the rows' `file`). `addOnly` (the seed) adds the rows
 * the table lacks and never changes one, so a figure corrected by a later import stays corrected.
 */
export async function importStatistics(db: Database, file: string, csv: string, now: Date = new Date(), { addOnly = false }: { addOnly?: boolean } = {}): Promise<StatisticsImportReport> {
  const parsed = parseStatistics(csv);
  if (!parsed.ok) return { file, ok: false, code: parsed.code, detail: parsed.detail, added: 0, changed: 0, unchanged: 0, refused: [] };
  const report: StatisticsImportReport = { file, ok: true, added: 0, changed: 0, unchanged: 0, refused: parsed.refused };
  await db.transaction(async (tx) => {
    for (const r of parsed.rows) {
      const key = and(
        eq(priceStatistics.city, r.city),
        eq(priceStatistics.district, r.district),
        eq(priceStatistics.type, r.type),
        eq(priceStatistics.segment, r.segment),
        eq(priceStatistics.priceKind, r.price_kind),
        eq(priceStatistics.period, r.period),
        eq(priceStatistics.source, r.source),
      );
      const values = { eurPerM2: r.eur_per_m2, periodEnd: periodEnd(r.period), published: r.published, url: r.url, quote: r.quote };
      const [existing] = await tx.select().from(priceStatistics).where(key);
      if (!existing) {
        await tx.insert(priceStatistics).values({ city: r.city, district: r.district, type: r.type, segment: r.segment, priceKind: r.price_kind, period: r.period, source: r.source, ...values, file, importedAt: now });
        report.added += 1;
      } else if (!addOnly && (existing.eurPerM2 !== values.eurPerM2 || existing.published !== values.published || existing.url !== values.url || existing.quote !== values.quote)) {
        await tx.update(priceStatistics).set({ ...values, file, importedAt: now }).where(eq(priceStatistics.id, existing.id));
        report.changed += 1;
      } else report.unchanged += 1;
    }
  });
  return report;
}

/**
 * The sourced figures of the repository (vendor/price-levels/*.csv): every row the table lacks is added (a file
 * added to the repository later reaches databases set up before it); rows already there are left as they are.
 * The count added.
 */
export async function seedStatistics(db: Database, now: Date = new Date()): Promise<number> {
  let added = 0;
  for (const file of STATISTICS_SEED_FILES) added += (await importStatistics(db, path.basename(file), fs.readFileSync(file, 'utf8'), now, { addOnly: true })).added;
  return added;
}

export interface PriceFigure {
  city: string;
  district: string;
  type: StatisticsType;
  segment: string;
  eurPerM2: number;
  priceKind: string;
  period: string;
  periodEnd: string | null;
  published: string;
  source: string;
  url: string;
}

export type CityStatisticsOutcome = { ok: true; city: string; type: StatisticsType; figures: PriceFigure[] } | { ok: false; code: 'UNKNOWN_LOCATION' | 'INVALID_INPUT'; field: 'city' | 'type' };

/**
 * A city's figures for a type, newest period first (figures without a stated period last), each with its
 * source and date. The city may be named in German or English; an unknown city or type is a coded error. A
 * known city without figures answers an empty list.
 */
export async function cityStatistics(db: Database, cityName: string, type: string): Promise<CityStatisticsOutcome> {
  if (!(STATISTICS_TYPES as readonly string[]).includes(type)) return { ok: false, code: 'INVALID_INPUT', field: 'type' };
  const city = cityByName(cityName.trim());
  if (!city) return { ok: false, code: 'UNKNOWN_LOCATION', field: 'city' };
  const rows = await db
    .select()
    .from(priceStatistics)
    .where(and(eq(priceStatistics.city, city.name.de), eq(priceStatistics.type, type)))
    .orderBy(sql`${priceStatistics.periodEnd} desc nulls last`, asc(priceStatistics.district), asc(priceStatistics.source), asc(priceStatistics.segment));
  return {
    ok: true,
    city: city.name.de,
    type: type as StatisticsType,
    figures: rows.map((r) => ({ city: r.city, district: r.district, type: r.type as StatisticsType, segment: r.segment, eurPerM2: r.eurPerM2, priceKind: r.priceKind, period: r.period, periodEnd: r.periodEnd, published: r.published, source: r.source, url: r.url })),
  };
}

/** The report in plain words for the command line. */
export function describeStatisticsImport(report: StatisticsImportReport): string {
  if (!report.ok) return `${report.file}: not read (${report.code}): ${report.detail}`;
  const lines = [`${report.file}: ${report.added} added, ${report.changed} changed, ${report.unchanged} unchanged, ${report.refused.length} refused`];
  for (const r of report.refused) lines.push(`  line ${r.line}${r.field ? `, ${r.field}` : ''}: ${r.detail}`);
  return lines.join('\n');
}
