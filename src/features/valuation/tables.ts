import { bigserial, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { leads } from '../leads/tables';

/**
 * The tables the valuation feature owns (ADR 023, amendment of issue 46): only this feature writes them; other features
 * import this file to read them and to reference them in foreign keys. Relative imports only: drizzle-kit loads
 * this file (drizzle.config.ts).
 */

/** A lead's own property, kept in the account with the valuation's inputs (issue 26, ADR 031). */
export const ownedProperties = pgTable(
  'owned_properties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    /** The lead's name for it ('' = described by its inputs). */
    label: text('label').notNull().default(''),
    /** The valuation form's inputs as URL parameters (features/valuation/valuation-form.ts). */
    inputs: text('inputs').notNull(),
    /** The loan still outstanding on it, whole euros; null when not given. */
    outstandingLoan: integer('outstanding_loan'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('owned_properties_lead').on(t.leadId)],
);

/** An owned property's values over time: a new row whenever a valuation with the data of its day differs. */
export const ownedPropertyValues = pgTable(
  'owned_property_values',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => ownedProperties.id, { onDelete: 'cascade' }),
    value: integer('value').notNull(),
    low: integer('low').notNull(),
    high: integer('high').notNull(),
    valuedAt: timestamp('valued_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('owned_property_values_property').on(t.propertyId, t.valuedAt)],
);
