import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { leads } from '../leads/tables';

/**
 * The tables the saved-calculations feature owns (ADR 023, amendment of issue 46): only this feature writes them; other features
 * import this file to read them and to reference them in foreign keys. Relative imports only: drizzle-kit loads
 * this file (drizzle.config.ts).
 */

/** Calculations a lead saved to the account (mortgage calculator, house budget): inputs and key results. */
export const savedCalculations = pgTable(
  'saved_calculations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    /** 'mortgage' | 'budget' */
    kind: text('kind').notNull(),
    inputs: jsonb('inputs').notNull(),
    summary: jsonb('summary').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('saved_calculations_lead').on(t.leadId)],
);
