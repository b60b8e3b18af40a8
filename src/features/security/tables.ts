import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The tables the security feature owns (ADR 023, amendment of issue 46): only this feature writes them; other features
 * import this file to read them and to reference them in foreign keys. Relative imports only: drizzle-kit loads
 * this file (drizzle.config.ts).
 */

/**
 * Rate-limit events: one row per counted action and key (e.g. `login-email:<address>`), so that limits hold
 * across app instances. Rows older than the longest window are deleted as new ones arrive.
 */
export const rateLimitEvents = pgTable(
  'rate_limit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bucket: text('bucket').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_events_bucket_at').on(t.bucket, t.at)],
);

/** CAPTCHA solutions already accepted (ALTCHA replay protection), kept until the challenge expires. */
export const captchaSolutions = pgTable('captcha_solutions', {
  challengeHash: text('challenge_hash').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
