import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * Tables no feature owns: `page_data_version`, counted by the database's triggers and read by src/page-data-version.ts
 * (ADR 034). Every other table lives with the feature that writes it, in `src/features/<feature>/tables.ts`
 * (ADR 023, amendment of issue 46); drizzle.config.ts lists both.
 */

/**
 * One row counting every change of the data the pages kept under the page data version show (ADR 034): rate
 * curves and spread sets, advisors, listings and price statistics. Bumped by statement triggers on those tables
 * (migration 0018), so every writer counts (any instance, any command); each instance reads it with one primary-key
 * lookup before answering a kept page (src/page-data-version.ts).
 */
export const pageDataVersion = pgTable('page_data_version', {
  id: integer('id').primaryKey(),
  changes: bigint('changes', { mode: 'number' }).notNull().default(0),
});
