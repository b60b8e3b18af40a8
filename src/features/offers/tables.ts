import { sql } from 'drizzle-orm';
import { boolean, check, date, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { staffUsers } from '../staff/tables';

/**
 * The tables the offers feature owns (ADR 023, amendment of issue 46; issue 50, ADR 050): only this feature writes
 * them; other features import this file to read them and to reference them in foreign keys. Relative imports only:
 * drizzle-kit loads this file (drizzle.config.ts). The JSON columns' shapes are those of `./model` and are checked
 * with zod on every write and read (`./sheet-shapes.ts`).
 */

/**
 * Lenders (issue 50): name, kind, the states they lend in (empty: all of Germany), the smallest loan, what they
 * lend for and to whom. Rows with is_demo = true are the fictitious lenders of the demo seed, labelled as demo
 * wherever shown. Names are unique regardless of case (an import names its lender by name).
 */
export const lenders = pgTable(
  'lenders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** bank | savings_bank | building_society | insurer (model.ts LENDER_KINDS) */
    kind: text('kind').notNull(),
    /** Two-letter state codes; empty: all of Germany. */
    regions: text('regions').array().notNull().default(sql`'{}'::text[]`),
    /** Euros. */
    minLoan: integer('min_loan').notNull(),
    /** purchase | refinance | forward | construction (model.ts LOAN_PURPOSES) */
    purposes: text('purposes').array().notNull(),
    /** employed | civil_servant | self_employed | retired (model.ts EMPLOYMENTS) */
    employments: text('employments').array().notNull(),
    isDemo: boolean('is_demo').notNull().default(false),
    /** No longer offered (demo data switched off, issue 28/50): kept for the records, left out of comparisons. */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lenders_name_lower').on(sql`lower(${t.name})`),
    check('lenders_kind', sql`${t.kind} in ('bank', 'savings_bank', 'building_society', 'insurer')`),
    check('lenders_min_loan', sql`${t.minLoan} >= 0`),
  ],
);

/**
 * A lender's condition sheet, valid from a day until the lender's next sheet (issue 50): nominal rates by fixation,
 * loan-to-value step and loan size; surcharges; fees; the special repayment allowed without surcharge; where the
 * figures come from. A sheet is never edited: a lender's new conditions are a new sheet of a later day (an import
 * of a day the lender has is refused).
 */
export const lenderConditionSheets = pgTable(
  'lender_condition_sheets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lenderId: uuid('lender_id')
      .notNull()
      .references(() => lenders.id, { onDelete: 'cascade' }),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    /** model.ts RateCell[] (fractions). */
    rates: jsonb('rates').notNull(),
    /** model.ts Surcharges. */
    surcharges: jsonb('surcharges').notNull(),
    /** model.ts ConditionSheet['fees']: { name, amount in euros }[]. */
    fees: jsonb('fees').notNull(),
    /** A yearly fraction of the loan (0.05 = 5 % a year). */
    specialRepaymentFree: doublePrecision('special_repayment_free').notNull(),
    source: text('source').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
    /** The staff member who uploaded it; null for the demo seed (and once that member is removed). */
    importedBy: uuid('imported_by').references(() => staffUsers.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('lender_condition_sheets_lender_day').on(t.lenderId, t.validFrom),
    index('lender_condition_sheets_valid_from').on(t.validFrom),
    check('lender_condition_sheets_special_repayment', sql`${t.specialRepaymentFree} >= 0 and ${t.specialRepaymentFree} <= 1`),
  ],
);

/**
 * Every upload of a condition sheet file (issue 50): when, by whom, the file, and its outcome — `imported` (every
 * sheet stored) or `refused` (nothing stored: each refusal named by its line or JSON path and a reason code with
 * figures, translated on the back office's page). The report the page shows after an upload.
 */
export const lenderSheetImports = pgTable(
  'lender_sheet_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    importedBy: uuid('imported_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    /** csv | json | unknown */
    format: text('format').notNull(),
    /** imported | refused */
    status: text('status').notNull(),
    lendersAdded: integer('lenders_added').notNull().default(0),
    lendersUpdated: integer('lenders_updated').notNull().default(0),
    sheetsAdded: integer('sheets_added').notNull().default(0),
    cellsAdded: integer('cells_added').notNull().default(0),
    /** { where: 'line 12' | 'sheets[0].rates[3].nominalRate' | 'file', code, params }[] (./sheet-import.ts) */
    refusals: jsonb('refusals').$type<{ where: string; code: string; params: Record<string, string | number> }[]>().notNull().default([]),
  },
  (t) => [index('lender_sheet_imports_at').on(t.at), check('lender_sheet_imports_status', sql`${t.status} in ('imported', 'refused')`)],
);
