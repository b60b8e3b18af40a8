import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The tables the flags feature owns (ADR 023, amendment of issue 46): only this feature writes them; other features
 * import this file to read them and to reference them in foreign keys. Relative imports only: drizzle-kit loads
 * this file (drizzle.config.ts).
 */

/**
 * Feature flags (issue 28, ADR 040): one row per flag an admin has set; a flag without a row is off. The flags
 * themselves are declared in code (src/features/flags/definitions.ts); admins set each on, off or on for a
 * percentage of visitors. Counted by the page data version (migration 0026), so a change shows on the next render
 * of the pages that read flags, on every instance.
 */
export const featureFlags = pgTable(
  'feature_flags',
  {
    key: text('key').primaryKey(),
    /** 'off' | 'on' | 'percentage' */
    mode: text('mode').notNull(),
    /** 0–100: the share of visitor buckets that see the flag when mode = 'percentage'. */
    percentage: integer('percentage').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  () => [check('feature_flags_mode', sql`mode in ('off', 'on', 'percentage')`), check('feature_flags_percentage', sql`percentage between 0 and 100`)],
);

/**
 * A random salt per day (Berlin) for visitors who are nobody to the site (ADR 040): their feature-flag bucket is a
 * hash of the day's salt, address and browser, the same on every instance, with nothing stored in the browser.
 * Salts older than yesterday are deleted, so yesterday's buckets cannot be linked to anyone.
 */
export const visitorSalts = pgTable('visitor_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
});
