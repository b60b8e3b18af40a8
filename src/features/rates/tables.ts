import { doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The tables the rates feature owns (ADR 023, amendment of issue 46): only this feature writes them; other features
 * import this file to read them and to reference them in foreign keys. Relative imports only: drizzle-kit loads
 * this file (drizzle.config.ts).
 */

/**
 * Bundesbank Svensson parameter sets, one per business day (issue 11, ADR 019): β0–β3 in % p.a., τ1, τ2 in
 * years, as the Bundesbank publishes them. Rows are only added (an import never edits a day it has).
 */
export const rateCurves = pgTable('rate_curves', {
  /** YYYY-MM-DD, the day the fit is for. */
  date: text('date').primaryKey(),
  beta0: doublePrecision('beta0').notNull(),
  beta1: doublePrecision('beta1').notNull(),
  beta2: doublePrecision('beta2').notNull(),
  beta3: doublePrecision('beta3').notNull(),
  tau1: doublePrecision('tau1').notNull(),
  tau2: doublePrecision('tau2').notNull(),
  source: text('source').notNull(),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every import of Bundesbank curve days (issue 28: the back office's import report): when, how (the daily fetch,
 * the command line, the seed), from where, and what it read, added, already had and refused (with the reason's
 * code and figures, translated on the page), or why it failed.
 */
export const rateImportRuns = pgTable(
  'rate_import_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** fetch | command | seed */
    trigger: text('trigger').notNull(),
    /** imported | failed */
    status: text('status').notNull(),
    /** The URL fetched or the source line of the files. */
    origin: text('origin').notNull(),
    read: integer('read').notNull().default(0),
    added: integer('added').notNull().default(0),
    alreadyPresent: integer('already_present').notNull().default(0),
    refused: jsonb('refused').$type<{ date: string; code: string; params?: Record<string, string | number>; reason: string }[]>().notNull().default([]),
    /** Why a run failed, in English for the logs; the page shows `errorCode` with `errorParams`, translated. */
    error: text('error'),
    /** http | notCsv | tooLarge | timeout | unreachable | other (features/rates/import/fetch-job.ts) */
    errorCode: text('error_code'),
    errorParams: jsonb('error_params').$type<Record<string, string | number>>(),
  },
  (t) => [index('rate_import_runs_at_idx').on(t.at)],
);

/**
 * The rate model's parameters (spreads over the Bund curve per fixation, loan-to-value steps, small-loan
 * surcharges, floor), dated: a change is a new row valid from its date, never an edit of history (issue 11).
 * Fractions (0.0107 = 1.07 pp); an LTV step's max_ltv null means "above the last bound".
 */
export const rateSpreadSets = pgTable('rate_spread_sets', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** YYYY-MM-DD from which the set applies (until the next set's date). */
  validFrom: text('valid_from').notNull().unique(),
  /** { "5": 0.0155, "10": 0.0107, … } for the fixations 5, 10, 15, 20, 25, 30. */
  spreadByFixation: jsonb('spread_by_fixation').$type<Record<string, number>>().notNull(),
  ltvSteps: jsonb('ltv_steps').$type<{ maxLtv: number | null; add: number; unverified: boolean }[]>().notNull(),
  sizeSurcharges: jsonb('size_surcharges').$type<{ below: number; add: number }[]>().notNull(),
  minimumRate: doublePrecision('minimum_rate').notNull(),
  /** The curve day the spreads were calibrated on. */
  calibrationCurveDate: text('calibration_curve_date').notNull(),
  sources: jsonb('sources').$type<string[]>().notNull(),
  /** Who added the set (staff e-mail or "seed"). */
  createdBy: text('created_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
