import { sql } from 'drizzle-orm';
import { boolean, check, date, doublePrecision, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { emails } from '../email/tables';
import { leads } from '../leads/tables';

/**
 * The tables the loans feature owns (issue 51, ADR 052; ADR 023, amendment of issue 46): only this feature writes
 * them; other features import this file to read them and to reference them in foreign keys. Relative imports only:
 * drizzle-kit loads this file (drizzle.config.ts). Private data of a lead: no page-data-version trigger counts them
 * (ADR 034), the data export and the account deletion include them (features/privacy).
 *
 * Conventions: money in euros (numeric(14, 2), read as numbers), rates as annual FRACTIONS (0.0345 = 3.45 %),
 * dates as ISO days ('YYYY-MM-DD').
 */

/**
 * A homeowner's current loan (issue 51 part 1). The balance is given EITHER as the remaining debt on a date
 * (`remaining_debt` + `remaining_debt_date`) OR as the original amount with the loan's start
 * (`original_amount` + `start_date`); the installment EITHER as the initial yearly repayment rate OR as the monthly
 * payment. The engine (src/engine/loans/) rolls it forward to any date.
 */
export const homeownerLoans = pgTable(
  'homeowner_loans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    /** The lending bank as the homeowner names it ('' = not given). */
    bankName: text('bank_name').notNull().default(''),
    remainingDebt: numeric('remaining_debt', { precision: 14, scale: 2, mode: 'number' }),
    remainingDebtDate: date('remaining_debt_date', { mode: 'string' }),
    originalAmount: numeric('original_amount', { precision: 14, scale: 2, mode: 'number' }),
    startDate: date('start_date', { mode: 'string' }),
    /** Nominal annual rate (fraction). */
    nominalRate: doublePrecision('nominal_rate').notNull(),
    /** Initial yearly repayment rate (fraction, Anfangstilgung), or null when the monthly payment is given. */
    repaymentRate: doublePrecision('repayment_rate'),
    /** Monthly payment (interest + repayment, euros), or null when the repayment rate is given. */
    monthlyPayment: numeric('monthly_payment', { precision: 14, scale: 2, mode: 'number' }),
    /** The day the fixed rate ends (Sollzinsbindung). */
    fixationEndDate: date('fixation_end_date', { mode: 'string' }).notNull(),
    /** The day the loan was fully disbursed (§ 489 (1) Nr. 2 BGB counts from it); null when not known. */
    fullDisbursementDate: date('full_disbursement_date', { mode: 'string' }),
    /** Special repayment allowed per year, as a fraction of the original amount (0.05 = 5 %); 0 = none. */
    specialRepaymentRate: doublePrecision('special_repayment_rate').notNull().default(0),
    /** Value of the property (euros), for the model rate's loan-to-value step; null when not given. */
    propertyValue: numeric('property_value', { precision: 14, scale: 2, mode: 'number' }),
    /** Where the figures came from: typed in the account, taken from a refinance request, or kept from the landing's calculator. */
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('homeowner_loans_lead').on(t.leadId),
    index('homeowner_loans_fixation_end').on(t.fixationEndDate),
    check('homeowner_loans_source', sql`${t.source} in ('typed', 'refinance_request', 'landing')`),
    check(
      'homeowner_loans_balance_given',
      sql`(${t.remainingDebt} is not null and ${t.remainingDebtDate} is not null) or (${t.originalAmount} is not null and ${t.startDate} is not null)`,
    ),
    check('homeowner_loans_payment_given', sql`${t.repaymentRate} is not null or ${t.monthlyPayment} is not null`),
    check('homeowner_loans_special_repayment', sql`${t.specialRepaymentRate} >= 0 and ${t.specialRepaymentRate} <= 1`),
  ],
);

/** The fixation-end alerts sent for a loan (issue 51 part 3): each kind at most once per loan. */
export const loanAlertsSent = pgTable(
  'loan_alerts_sent',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    loanId: uuid('loan_id')
      .notNull()
      .references(() => homeownerLoans.id, { onDelete: 'cascade' }),
    /** '60m' | '36m' | '12m' | '6m': months before the fixation's end. */
    kind: text('kind').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    /** The queued e-mail, while it exists. */
    emailId: uuid('email_id').references(() => emails.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('loan_alerts_sent_loan_kind').on(t.loanId, t.kind), check('loan_alerts_sent_kind', sql`${t.kind} in ('60m', '36m', '12m', '6m')`)],
);

/**
 * A rate watch (issue 51 part 3): "tell me when the model rate for my case and fixation falls below X %". Always a
 * lead's; for one of its loans when `loan_id` is set (the case is the loan's), else the case is `loan_amount` and
 * `property_value`. Checked after every curve import, sent once per crossing.
 */
export const loanRateWatches = pgTable(
  'loan_rate_watches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    loanId: uuid('loan_id').references(() => homeownerLoans.id, { onDelete: 'cascade' }),
    /** Loan amount and property value of the case when no loan is named (euros); null otherwise. */
    loanAmount: numeric('loan_amount', { precision: 14, scale: 2, mode: 'number' }),
    propertyValue: numeric('property_value', { precision: 14, scale: 2, mode: 'number' }),
    fixationYears: integer('fixation_years').notNull(),
    /** The threshold (fraction): tell when the model rate is below it. */
    thresholdRate: doublePrecision('threshold_rate').notNull(),
    /** Whether the model rate was below the threshold at the last check (null: never checked). */
    below: boolean('below'),
    lastCheckedCurveDate: date('last_checked_curve_date', { mode: 'string' }),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    /** Set by the unsubscribe link: nothing is sent any more. */
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('loan_rate_watches_lead').on(t.leadId), index('loan_rate_watches_loan').on(t.loanId), check('loan_rate_watches_threshold', sql`${t.thresholdRate} > 0 and ${t.thresholdRate} < 1`)],
);

/**
 * The one-click unsubscribe links of the rate watch's e-mails (issue 51; session 30): one token per e-mail, its SHA-256
 * kept with the watch it switches off, so the link of every e-mail sent keeps working, not only the newest one's.
 */
export const loanRateWatchTokens = pgTable(
  'loan_rate_watch_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    watchId: uuid('watch_id')
      .notNull()
      .references(() => loanRateWatches.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('loan_rate_watch_tokens_watch').on(t.watchId)],
);

/**
 * The landing calculator's figures a visitor asked to keep as "my loan" before logging in (issue 51 part 5), kept
 * under the SHA-256 of a cookie's token for a day, as the radar's pending save does (features/properties); the
 * account claims it for the lead once logged in. `payload` is the loan's inputs as JSON (features/loans/loan-form.ts).
 */
export const loanPendingSaves = pgTable('loan_pending_saves', {
  tokenHash: text('token_hash').primaryKey(),
  payload: text('payload').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
