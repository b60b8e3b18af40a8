/**
 * The rate history (issue 11, item 5): per calendar month since the first stored curve, the Bund zero rate for
 * 5, 10, 15, 20 and 30 years and, for the months since the model's spreads exist, the model mortgage rate.
 *
 * Method (shown on the page): for every stored day, the engine's Svensson zero rate (annually compounded) and
 * the engine's model rate with the spread set valid that day (80 % loan-to-value, loan of at least 150,000 €:
 * no small-loan surcharge); the month's value is the MEDIAN of its days. Single days can be bad fits (β0 near 2
 * on 1998-08-26, vendor/bundesbank-svensson), and a median of about 21 days is not thrown off by one of them,
 * where the last day of a month would be. Days before the first spread set get no model rate: the model's
 * spreads did not exist then, and the chart does not pretend they did.
 *
 * Cost: all curves (about 7,000 days) are read and evaluated at most once per data state; the result is kept
 * in memory together with a fingerprint of the tables (one aggregate query per call), so a curve or spread
 * set added on any instance changes the fingerprint and every instance recomputes on its next request.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { rateCurves, rateSpreadSets } from './tables';
import { mortgageRate, type RateModel } from '@/engine/rates/model';
import { spotRate, type SvenssonParameterSet } from '@/engine/rates/svensson';
import type { Locale } from '@/i18n/routes';
import { allSpreadSets, curvesBetween } from './market-repository';

export const HISTORY_FIXATIONS = [5, 10, 15, 20, 30] as const;
export type HistoryFixation = (typeof HISTORY_FIXATIONS)[number];
export const DEFAULT_HISTORY_FIXATION: HistoryFixation = 10;

/** The model line's loan: 80 % of the property's value, above every small-loan surcharge. */
export const HISTORY_LOAN = { loanAmount: 400_000, propertyValue: 500_000 } as const;

export function parseHistoryFixation(value: unknown): HistoryFixation {
  const n = typeof value === 'string' && /^\d{1,2}$/.test(value) ? Number(value) : NaN;
  return (HISTORY_FIXATIONS as readonly number[]).includes(n) ? (n as HistoryFixation) : DEFAULT_HISTORY_FIXATION;
}

export type ByFixation = Readonly<Record<HistoryFixation, number>>;

export interface HistoryMonth {
  /** 'YYYY-MM'. */
  month: string;
  /** Stored days in the month. */
  days: number;
  /** Median Bund zero rate of the month's days, percent p.a. (2.56 = 2.56 %). */
  bund: ByFixation;
  /** Median model mortgage rate of the month's days that have a spread set, percent; null before the first set. */
  model: ByFixation | null;
}

export interface RateHistory {
  months: HistoryMonth[];
  /** The newest stored curve's day, null when there is none. */
  newestCurveDate: string | null;
  /** valid_from of the first spread set (the model line starts there), null when there is none. */
  modelSince: string | null;
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

function medians(rows: Record<HistoryFixation, number>[]): ByFixation {
  return Object.fromEntries(HISTORY_FIXATIONS.map((f) => [f, median(rows.map((r) => r[f]))])) as ByFixation;
}

/** The history from the stored curves and spread sets (pure; exported for tests). */
export function computeRateHistory(curves: readonly SvenssonParameterSet[], spreadSets: readonly RateModel[]): RateHistory {
  const sets = [...spreadSets].sort((a, b) => a.validFrom.localeCompare(b.validFrom));
  const byMonth = new Map<string, { bund: Record<HistoryFixation, number>[]; model: Record<HistoryFixation, number>[] }>();
  let setIndex = -1;
  const sorted = [...curves].sort((a, b) => a.date.localeCompare(b.date));
  for (const curve of sorted) {
    while (setIndex + 1 < sets.length && sets[setIndex + 1]!.validFrom <= curve.date) setIndex++;
    const set = setIndex >= 0 ? sets[setIndex]! : null;
    const key = curve.date.slice(0, 7);
    let entry = byMonth.get(key);
    if (!entry) byMonth.set(key, (entry = { bund: [], model: [] }));
    entry.bund.push(Object.fromEntries(HISTORY_FIXATIONS.map((f) => [f, spotRate(curve, f) * 100])) as Record<HistoryFixation, number>);
    if (set) {
      entry.model.push(
        Object.fromEntries(HISTORY_FIXATIONS.map((f) => [f, mortgageRate({ fixationYears: f, ...HISTORY_LOAN, curve, model: set }).rate * 100])) as Record<HistoryFixation, number>,
      );
    }
  }
  const months = [...byMonth.entries()].map(([month, e]) => ({
    month,
    days: e.bund.length,
    bund: medians(e.bund),
    model: e.model.length ? medians(e.model) : null,
  }));
  return { months, newestCurveDate: sorted.at(-1)?.date ?? null, modelSince: sets[0]?.validFrom ?? null };
}

let cached: { fingerprint: string; history: RateHistory } | null = null;

/** What identifies the stored data: curves (count, range, newest import, a checksum) and the spread sets. */
async function fingerprint(db: Database): Promise<string> {
  const [curves] = await db
    .select({
      n: sql<string>`count(*)::text`,
      first: sql<string | null>`min(${rateCurves.date})`,
      last: sql<string | null>`max(${rateCurves.date})`,
      imported: sql<string | null>`max(${rateCurves.importedAt})::text`,
      sum: sql<string | null>`sum(${rateCurves.beta0} + ${rateCurves.beta1} + ${rateCurves.beta2} + ${rateCurves.beta3} + ${rateCurves.tau1} + ${rateCurves.tau2})::text`,
    })
    .from(rateCurves);
  const [sets] = await db
    .select({ n: sql<string>`count(*)::text`, ids: sql<string | null>`string_agg(${rateSpreadSets.id}::text || '@' || ${rateSpreadSets.validFrom}, ',' order by ${rateSpreadSets.validFrom})` })
    .from(rateSpreadSets);
  return JSON.stringify([curves, sets]);
}

/** The rate history of the stored data (see the file comment). */
export async function rateHistory(db: Database): Promise<RateHistory> {
  const key = await fingerprint(db);
  if (cached?.fingerprint === key) return cached.history;
  const [curves, sets] = await Promise.all([curvesBetween(db, '0000-01-01', '9999-12-31'), allSpreadSets(db)]);
  const history = computeRateHistory(curves, sets);
  cached = { fingerprint: key, history };
  return history;
}

/** The months of one fixation: [month, Bund %, model % or null]. */
export function seriesFor(history: RateHistory, fixation: HistoryFixation): { month: string; bund: number; model: number | null }[] {
  return history.months.map((m) => ({ month: m.month, bund: m.bund[fixation], model: m.model ? m.model[fixation] : null }));
}

/**
 * All months and fixations as CSV: de with ';' and decimal commas (German spreadsheets), en with ',' and
 * decimal points; percent values with 4 decimals, an empty model cell before the first spread set; UTF-8 BOM.
 */
export function rateHistoryCsv(history: RateHistory, locale: Locale): string {
  const sep = locale === 'de' ? ';' : ',';
  const num = (v: number) => (locale === 'de' ? v.toFixed(4).replace('.', ',') : v.toFixed(4));
  const header = ['month', ...HISTORY_FIXATIONS.map((f) => `bund_zero_${f}y_pct`), ...HISTORY_FIXATIONS.map((f) => `model_mortgage_${f}y_pct`)];
  const rows = history.months.map((m) => [m.month, ...HISTORY_FIXATIONS.map((f) => num(m.bund[f])), ...HISTORY_FIXATIONS.map((f) => (m.model ? num(m.model[f]) : ''))]);
  return '\uFEFF' + [header, ...rows].map((r) => r.join(sep)).join('\r\n') + '\r\n';
}
