import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The tables the widgets feature owns (ADR 023, amendment of issue 46): only this feature writes them; other features
 * import this file to read them and to reference them in foreign keys. Relative imports only: drizzle-kit loads
 * this file (drizzle.config.ts).
 */

/**
 * Partners who embed the site's widgets (issue 29, ADR 044): registered by `npm run staff -- partner …`. The
 * widget pages' frame-ancestors lists exactly `allowed_origins` of the partner named in their path (exact
 * origins: `https://host[:port]`, or `http://localhost:port` / `http://127.0.0.1:port`); an inactive partner's
 * widgets are refused everywhere. Rows with is_demo = true come from the demo seed (the library page's own
 * origin) and are labelled as such.
 */
export const partners = pgTable('partners', {
  /** Random, URL-safe (22 characters of base64url: 128 bits); appears in snippets and widget URLs. */
  key: text('key').primaryKey(),
  name: text('name').notNull(),
  allowedOrigins: text('allowed_origins').array().notNull(),
  active: boolean('active').notNull().default(true),
  isDemo: boolean('is_demo').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
