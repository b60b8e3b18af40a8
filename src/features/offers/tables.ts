import { sql } from 'drizzle-orm';
import { boolean, check, date, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { leads } from '../leads/tables';
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

/**
 * The advisor's offers for a lead (issue 50, part 3, ADR 050 "Session 29"): picked from the comparison for the
 * lead's case (`source = 'comparison'`, the ranked row's figures copied when it was added, so a later sheet does not
 * change what the customer was shown) or typed from a bank's binding offer (`source = 'typed'`). Money in euros,
 * rates and the yearly special repayment as fractions. At most one recommended offer per lead; the customer sees
 * only the offers with `visible_to_customer` (the spec's `optimal_offer.visible_to_customer`) and may accept one of
 * them until its `valid_until` day, or ask a question about it. Private to the lead: not counted into the page data
 * version (no trigger).
 */
export const leadOffers = pgTable(
  'lead_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    /** comparison | typed */
    source: text('source').notNull(),
    /** The compared lender (source comparison); null for a typed offer or once the lender is gone. */
    lenderId: uuid('lender_id').references(() => lenders.id, { onDelete: 'set null' }),
    lenderName: text('lender_name').notNull(),
    /** A demo lender's row (labelled as demo wherever shown). */
    isDemo: boolean('is_demo').notNull().default(false),
    nominalRate: doublePrecision('nominal_rate').notNull(),
    effectiveRate: doublePrecision('effective_rate').notNull(),
    monthlyPayment: doublePrecision('monthly_payment').notNull(),
    loan: doublePrecision('loan').notNull(),
    fixationYears: integer('fixation_years').notNull(),
    residualDebt: doublePrecision('residual_debt').notNull(),
    /** Interest over the fixation plus the fees. */
    totalCost: doublePrecision('total_cost').notNull(),
    fees: doublePrecision('fees').notNull().default(0),
    /** Yearly special repayment allowed, a fraction of the loan (0.05 = 5 % a year). */
    specialRepayment: doublePrecision('special_repayment').notNull().default(0),
    /** The case a comparison row was computed for (model.ts OfferCase) and its conditions' source; null when typed. */
    offerCase: jsonb('offer_case').$type<Record<string, unknown>>(),
    conditionsSource: text('conditions_source'),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    note: text('note'),
    recommended: boolean('recommended').notNull().default(false),
    visibleToCustomer: boolean('visible_to_customer').notNull().default(false),
    createdBy: uuid('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    question: text('question'),
    askedAt: timestamp('asked_at', { withTimezone: true }),
  },
  (t) => [
    index('lead_offers_lead').on(t.leadId),
    uniqueIndex('lead_offers_one_recommended').on(t.leadId).where(sql`${t.recommended}`),
    check('lead_offers_source', sql`${t.source} in ('comparison', 'typed')`),
    check('lead_offers_figures', sql`${t.loan} > 0 and ${t.fixationYears} between 1 and 40 and ${t.monthlyPayment} > 0 and ${t.fees} >= 0 and ${t.specialRepayment} between 0 and 1`),
  ],
);
