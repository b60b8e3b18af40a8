import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { leads } from '../leads/tables';

/**
 * The tables the auth feature owns (ADR 023, amendment of issue 46): only this feature writes them; other features
 * import this file to read them and to reference them in foreign keys. Relative imports only: drizzle-kit loads
 * this file (drizzle.config.ts).
 */

/**
 * Magic-link login (security reference): a 32-byte link token and a 6-digit code, both stored only as SHA-256
 * hashes, bound to the lead and e-mail they were sent to, valid for at most 10 minutes, single use (consumed
 * by DELETE … RETURNING). The code allows a limited number of wrong guesses.
 */
export const loginTokens = pgTable(
  'login_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    codeHash: text('code_hash').notNull(),
    codeAttempts: integer('code_attempts').notNull().default(0),
    /**
     * SHA-256 of the random value the requesting browser got in its login cookie (issue 27): the code works only
     * in that browser, and nobody can forge the binding by setting the cookie to an address.
     */
    browserHash: text('browser_hash'),
    /**
     * Where the login lands: a route name (the appointment variant, the property search) or, starting with `/`, the
     * path and query of the page that required the login (issue 48, part 7; checked again on landing).
     */
    routeName: text('route_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_tokens_email').on(t.email)],
);
