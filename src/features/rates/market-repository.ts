/**
 * The rate model's data in the database (issue 11, ADR 019): the Bundesbank curves (one row per day) and the
 * dated spread sets. Reads are plain queries on every request, so a curve or spread set added on one instance
 * is used by every instance on its next request; the engine stays pure and gets what these return.
 */
import { asc, desc, gte, lte, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { rateCurves, rateSpreadSets } from './tables';
import { FIXATION_YEARS, type FixationYears, type RateModel } from '@/engine/rates/model';
import type { SvenssonParameterSet } from '@/engine/rates/svensson';

/** What a rate computation needs: the curve of the day and the model parameters valid then. */
export interface RateMarket {
  curve: SvenssonParameterSet;
  model: RateModel;
}

type CurveRow = typeof rateCurves.$inferSelect;
type SpreadRow = typeof rateSpreadSets.$inferSelect;

const toCurve = (r: CurveRow): SvenssonParameterSet => ({ date: r.date, beta0: r.beta0, beta1: r.beta1, beta2: r.beta2, beta3: r.beta3, tau1: r.tau1, tau2: r.tau2, source: r.source });

export function toRateModel(r: SpreadRow): RateModel {
  return {
    isModelAssumption: true,
    validFrom: r.validFrom,
    curveDate: r.calibrationCurveDate,
    spreadByFixation: Object.fromEntries(FIXATION_YEARS.map((f) => [f, r.spreadByFixation[String(f)] ?? 0])) as Record<FixationYears, number>,
    ltvSteps: r.ltvSteps.map((s) => ({ maxLtv: s.maxLtv ?? Infinity, add: s.add, unverified: s.unverified })),
    sizeSurcharges: r.sizeSurcharges.map((s) => ({ below: s.below, add: s.add })),
    minimumRate: r.minimumRate,
    sources: r.sources,
  };
}

/** The newest curve dated at or before `date` (YYYY-MM-DD), or null. */
export async function curveOnOrBefore(db: Database, date: string): Promise<SvenssonParameterSet | null> {
  const [row] = await db.select().from(rateCurves).where(lte(rateCurves.date, date)).orderBy(desc(rateCurves.date)).limit(1);
  return row ? toCurve(row) : null;
}

/** The newest curve's date, or null when there is none. */
export async function newestCurveDate(db: Database): Promise<string | null> {
  const [row] = await db.select({ date: rateCurves.date }).from(rateCurves).orderBy(desc(rateCurves.date)).limit(1);
  return row?.date ?? null;
}

/** The spread set valid on `date` (the newest with valid_from ≤ date), or null before the first one. */
export async function spreadSetOn(db: Database, date: string): Promise<RateModel | null> {
  const [row] = await db.select().from(rateSpreadSets).where(lte(rateSpreadSets.validFrom, date)).orderBy(desc(rateSpreadSets.validFrom)).limit(1);
  return row ? toRateModel(row) : null;
}

/**
 * The market on a day: the newest curve at or before it and the spread set valid on that curve's day (else the
 * first set there is, for curves older than every set: the model is then applied backwards, which callers that
 * show history must say). Null without any curve or any spread set.
 */
export async function marketOn(db: Database, date: string): Promise<RateMarket | null> {
  const curve = await curveOnOrBefore(db, date);
  if (!curve) return null;
  const model = (await spreadSetOn(db, curve.date)) ?? (await firstSpreadSet(db));
  return model ? { curve, model } : null;
}

async function firstSpreadSet(db: Database): Promise<RateModel | null> {
  const [row] = await db.select().from(rateSpreadSets).orderBy(asc(rateSpreadSets.validFrom)).limit(1);
  return row ? toRateModel(row) : null;
}

/** All spread sets, oldest first (the history chart's model line). */
export async function allSpreadSets(db: Database): Promise<RateModel[]> {
  return (await db.select().from(rateSpreadSets).orderBy(asc(rateSpreadSets.validFrom))).map(toRateModel);
}

/** The curves in [from, to], oldest first. */
export async function curvesBetween(db: Database, from: string, to: string): Promise<SvenssonParameterSet[]> {
  return (await db.select().from(rateCurves).where(sql`${gte(rateCurves.date, from)} and ${lte(rateCurves.date, to)}`).orderBy(asc(rateCurves.date))).map(toCurve);
}

/** Adds curves; a day already stored is kept as it is (imports are idempotent). Returns the days added. */
export async function insertCurves(db: Database, sets: readonly SvenssonParameterSet[], importedAt: Date = new Date()): Promise<string[]> {
  const added: string[] = [];
  for (let i = 0; i < sets.length; i += 500) {
    const rows = await db
      .insert(rateCurves)
      .values(sets.slice(i, i + 500).map((s) => ({ date: s.date, beta0: s.beta0, beta1: s.beta1, beta2: s.beta2, beta3: s.beta3, tau1: s.tau1, tau2: s.tau2, source: s.source, importedAt })))
      .onConflictDoNothing()
      .returning({ date: rateCurves.date });
    added.push(...rows.map((r) => r.date));
  }
  return added;
}

/** Adds a spread set valid from its date; a set for a date that has one is refused (history is not edited). */
export async function insertSpreadSet(db: Database, model: RateModel, createdBy: string): Promise<{ ok: true } | { ok: false; code: 'EXISTS' }> {
  const rows = await db
    .insert(rateSpreadSets)
    .values({
      validFrom: model.validFrom,
      spreadByFixation: Object.fromEntries(Object.entries(model.spreadByFixation).map(([k, v]) => [k, v])),
      ltvSteps: model.ltvSteps.map((s) => ({ maxLtv: Number.isFinite(s.maxLtv) ? s.maxLtv : null, add: s.add, unverified: s.unverified })),
      sizeSurcharges: model.sizeSurcharges.map((s) => ({ below: s.below, add: s.add })),
      minimumRate: model.minimumRate,
      calibrationCurveDate: model.curveDate,
      sources: [...model.sources],
      createdBy,
    })
    .onConflictDoNothing()
    .returning({ id: rateSpreadSets.id });
  return rows.length ? { ok: true } : { ok: false, code: 'EXISTS' };
}
