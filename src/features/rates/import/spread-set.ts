/**
 * Spread sets from a JSON file (issue 11, ADR 019): `npm run rates:spreads -- add FILE.json` until the back
 * office has a page for it. The file is checked strictly (zod) — all six fixations, fractions within sane
 * bounds (a percent typed where a fraction belongs is refused), LTV steps ascending, sources named — and stored
 * as a new dated row; a set for a date that already has one is refused (history is not edited).
 */
import { asc } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '@/db/client';
import { rateSpreadSets } from '../tables';
import { isIsoDate } from '@/engine/iso-date';
import { FIXATION_YEARS, type FixationYears, type RateModel } from '@/engine/rates/model';
import { insertSpreadSet } from '@/features/rates/market-repository';

/** Spreads over the Bund zero rate: 0 … 5 pp (the calibration has 1.07–1.55 pp; 5 pp would be a typo such as a percent). */
export const MAX_SPREAD = 0.05;
/** An LTV step's surcharge: 0 … 3 pp. */
export const MAX_LTV_ADD = 0.03;
/** A small-loan surcharge: 0 … 2 pp. */
export const MAX_SIZE_ADD = 0.02;
/** The floor of the model rate: 0 … 10 %. */
export const MAX_MINIMUM_RATE = 0.1;

const day = z.string().refine(isIsoDate, 'must be a date YYYY-MM-DD');
const fraction = (max: number, what: string) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? 'is missing' : 'must be a number') })
    .min(0, `${what} must not be negative`)
    .max(max, `${what} must be a fraction of at most ${max} (${max * 100} pp); write 0.0107 for 1.07 pp`);

const fixationKeys = FIXATION_YEARS.map(String) as [string, ...string[]];

export const spreadSetFileSchema = z
  .object({
    validFrom: day,
    calibrationCurveDate: day,
    /** One spread for each fixation 5, 10, 15, 20, 25, 30 (years), nothing else. */
    spreadByFixation: z.strictObject(Object.fromEntries(fixationKeys.map((k) => [k, fraction(MAX_SPREAD, 'a spread')])) as Record<string, ReturnType<typeof fraction>>),
    ltvSteps: z
      .array(
        z.strictObject({
          /** Upper bound (loan ÷ property value, fraction); null on the last step: everything above. */
          maxLtv: z.number().gt(0).max(2).nullable(),
          add: fraction(MAX_LTV_ADD, 'an LTV surcharge'),
          unverified: z.boolean(),
        }),
      )
      .min(1)
      .refine((steps) => steps.every((s, i) => i === 0 || (s.maxLtv ?? Infinity) > (steps[i - 1]!.maxLtv ?? Infinity)), 'the steps must ascend by maxLtv (null only on the last)'),
    sizeSurcharges: z
      .array(z.strictObject({ below: z.number().int().positive().max(10_000_000), add: fraction(MAX_SIZE_ADD, 'a size surcharge') }))
      .refine((list) => list.every((s, i) => i === 0 || s.below > list[i - 1]!.below), 'the surcharges must ascend by "below"'),
    minimumRate: fraction(MAX_MINIMUM_RATE, 'the minimum rate'),
    sources: z.array(z.string().trim().min(1)).min(1, 'name at least one source'),
  })
  .strict()
  .refine((s) => s.calibrationCurveDate <= s.validFrom, { message: 'the calibration curve cannot be newer than validFrom', path: ['calibrationCurveDate'] });

export type SpreadSetFile = z.infer<typeof spreadSetFileSchema>;

export function toModel(file: SpreadSetFile): RateModel {
  return {
    isModelAssumption: true,
    validFrom: file.validFrom,
    curveDate: file.calibrationCurveDate,
    spreadByFixation: Object.fromEntries(FIXATION_YEARS.map((f) => [f, file.spreadByFixation[String(f)]!])) as Record<FixationYears, number>,
    ltvSteps: file.ltvSteps.map((s) => ({ maxLtv: s.maxLtv ?? Infinity, add: s.add, unverified: s.unverified })),
    sizeSurcharges: file.sizeSurcharges,
    minimumRate: file.minimumRate,
    sources: file.sources,
  };
}

export type AddSpreadSetResult = { ok: true; model: RateModel } | { ok: false; code: 'INVALID'; problems: string[] } | { ok: false; code: 'EXISTS'; validFrom: string };

/** Checks the JSON text and stores it as a new spread set by `createdBy`. */
export async function addSpreadSet(db: Database, jsonText: string, createdBy: string): Promise<AddSpreadSetResult> {
  let json: unknown;
  try {
    json = JSON.parse(jsonText);
  } catch (error) {
    return { ok: false, code: 'INVALID', problems: [`not JSON: ${error instanceof Error ? error.message : String(error)}`] };
  }
  const parsed = spreadSetFileSchema.safeParse(json);
  if (!parsed.success) return { ok: false, code: 'INVALID', problems: parsed.error.issues.map((i) => `${i.path.join('.') || '(file)'}: ${i.message}`) };
  const model = toModel(parsed.data);
  const stored = await insertSpreadSet(db, model, createdBy);
  return stored.ok ? { ok: true, model } : { ok: false, code: 'EXISTS', validFrom: model.validFrom };
}

/** Every spread set with who added it and when, oldest first. */
export async function listSpreadSets(db: Database) {
  return db.select().from(rateSpreadSets).orderBy(asc(rateSpreadSets.validFrom));
}

/** One line per set for the command line. */
export function describeSpreadSet(row: Awaited<ReturnType<typeof listSpreadSets>>[number]): string {
  const spreads = FIXATION_YEARS.map((f) => `${f}y ${((row.spreadByFixation[String(f)] ?? 0) * 100).toFixed(2)}`).join(', ');
  return `valid from ${row.validFrom} (calibrated on the curve of ${row.calibrationCurveDate}), added by ${row.createdBy} on ${row.createdAt.toISOString().slice(0, 10)}: spreads (pp) ${spreads}; minimum rate ${(row.minimumRate * 100).toFixed(2)} %; sources: ${row.sources.join(' | ')}`;
}
