/**
 * Import of Bundesbank curve days (issue 11, ADR 019): idempotent (a day stored before is kept as it is and
 * counted as already present), every new day judged by plausibility.ts against its neighbours (stored or new),
 * the accepted ones written through the market repository. Reports what it read, added, already had and refused.
 */
import { inArray } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { rateCurves } from '../tables';
import { curvesBetween, insertCurves } from '@/features/rates/market-repository';
import { combineSeries, parseRatesFile, sourceLine, type DailyParameters, type SvenssonParameterCode } from './parse';
import { judgeDays, NEIGHBOUR_MAX_GAP_DAYS, type Refusal } from './plausibility';

export interface ImportReport {
  /** Days read (with at least one parameter). */
  read: number;
  added: number;
  alreadyPresent: number;
  /** Days not taken, oldest first, with the reason in plain words (incomplete days among them). */
  refused: Refusal[];
}

export interface ImportOptions {
  /** Stored with every added day: the series and the data vintage (parse.ts sourceLine). */
  source: string;
  /** Stored as imported_at. */
  now: Date;
  /** Days that lacked parameters (parse.ts combineSeries): reported as refused. */
  incomplete?: readonly { date: string; missing: readonly SvenssonParameterCode[] }[];
}

const shiftDays = (date: string, days: number) => new Date(Date.parse(date) + days * 86_400_000).toISOString().slice(0, 10);

export async function importCurves(db: Database, sets: readonly DailyParameters[], options: ImportOptions): Promise<ImportReport> {
  const incomplete: Refusal[] = (options.incomplete ?? []).map((d) => ({ date: d.date, reason: `parameters missing: ${d.missing.join(', ')} (a day needs all six)`, code: 'incomplete', params: { missing: d.missing.join(', ') } }));
  const unique = [...new Map(sets.map((s) => [s.date, s])).values()].sort((a, b) => (a.date < b.date ? -1 : 1));
  if (unique.length === 0) return { read: incomplete.length, added: 0, alreadyPresent: 0, refused: incomplete };

  const present = new Set<string>();
  for (let i = 0; i < unique.length; i += 1000) {
    const rows = await db.select({ date: rateCurves.date }).from(rateCurves).where(inArray(rateCurves.date, unique.slice(i, i + 1000).map((s) => s.date)));
    rows.forEach((r) => present.add(r.date));
  }
  const candidates = unique.filter((s) => !present.has(s.date));
  const stored = candidates.length
    ? await curvesBetween(db, shiftDays(candidates[0]!.date, -NEIGHBOUR_MAX_GAP_DAYS), shiftDays(candidates[candidates.length - 1]!.date, NEIGHBOUR_MAX_GAP_DAYS))
    : [];
  const { accepted, refused } = judgeDays(candidates, stored);
  const added = await insertCurves(db, accepted.map((d) => ({ ...d, source: options.source })), options.now);
  return {
    read: unique.length + incomplete.length,
    added: added.length,
    // A day another import stored meanwhile counts as present too.
    alreadyPresent: present.size + (accepted.length - added.length),
    refused: [...refused, ...incomplete].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)),
  };
}

/**
 * Reads Bundesbank files (either format, any mix: e.g. the six per-parameter download files) into days and
 * the source line. `today` (YYYY-MM-DD) names an SDMX-CSV's vintage (it has no "Stand vom"); `fetched` says
 * whether it came from the REST interface.
 */
export function readRatesFiles(texts: readonly string[], today: string, fetched = false): { sets: DailyParameters[]; incomplete: { date: string; missing: SvenssonParameterCode[] }[]; source: string } {
  const parsed = texts.map(parseRatesFile);
  const series = parsed.flatMap((p) => p.series);
  const stands = [...new Set(series.map((s) => s.standVom).filter((s): s is string => s !== null))];
  const source = stands.length ? sourceLine({ standVom: stands.join(', ') }) : sourceLine({ sdmxOn: today, fetched });
  return { ...combineSeries(series), source };
}

/** The report in plain words (the command line, the fetch job's log). */
export function describeReport(report: ImportReport): string {
  const lines = [`Read ${report.read} days: ${report.added} added, ${report.alreadyPresent} already present, ${report.refused.length} refused.`];
  for (const r of report.refused) lines.push(`  refused ${r.date}: ${r.reason}`);
  return lines.join('\n');
}
