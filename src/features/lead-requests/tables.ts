import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { leads } from '../leads/tables';
import { partners } from '../widgets/tables';

/**
 * The tables the lead-requests feature owns (ADR 023, amendment of issue 46): only this feature writes them; other features
 * import this file to read them and to reference them in foreign keys. Relative imports only: drizzle-kit loads
 * this file (drizzle.config.ts).
 */

/**
 * Answers of the lp-2 request forms (purchase financing, refinancing). One row per submitted request; the
 * submission id of the form makes a repeated POST a no-op.
 */
export const leadRequests = pgTable(
  'lead_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    /** 'purchase' | 'refinance' */
    kind: text('kind').notNull(),
    answers: jsonb('answers').notNull(),
    locale: text('locale').notNull(),
    submissionId: text('submission_id').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The partner whose widget the request came through (issue 29, ADR 044), or null. */
    partnerKey: text('partner_key').references(() => partners.key, { onDelete: 'set null' }),
    /** The partner's page that embedded the widget (origin and path, no query), only when its origin is one of the partner's. */
    partnerPage: text('partner_page'),
  },
  (t) => [index('lead_requests_lead').on(t.leadId), index('lead_requests_partner').on(t.partnerKey)],
);
