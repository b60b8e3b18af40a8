import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { advisors } from '../advisors/tables';

/**
 * The tables the staff feature owns (ADR 023, amendment of issue 46): only this feature writes them; other features
 * import this file to read them and to reference them in foreign keys. Relative imports only: drizzle-kit loads
 * this file (drizzle.config.ts).
 */

/**
 * Staff identities (spec section 6): advisors and admins. An advisor row may point at its public advisor
 * profile. Staff log in with a one-time link made by the command line (npm run staff:link); their session is
 * the admin cookie of the spec.
 */
export const staffUsers = pgTable(
  'staff_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** 'advisor' | 'admin' */
    role: text('role').notNull(),
    advisorId: uuid('advisor_id').references(() => advisors.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The second factor (ADR 037): the TOTP secret, AES-256-GCM encrypted with STAFF_TOTP_KEY; null until enrolled. */
    totpSecretEnc: text('totp_secret_enc'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The 30-second step of the last accepted code: a code is accepted once (no replay within its window). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  },
  (t) => [uniqueIndex('staff_users_email_lower').on(sql`lower(${t.email})`)],
);

/** One-time staff login links (hashed, short-lived, single use). */
export const staffLoginTokens = pgTable('staff_login_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  staffId: uuid('staff_id')
    .notNull()
    .references(() => staffUsers.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Staff sessions behind the admin cookie: hashed ids, idle and absolute timeouts, revocable. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    idHash: text('id_hash').primaryKey(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * When the second factor was given (ADR 037). Until then the session only opens the code step (or the
     * enrolment), for 10 minutes and 5 wrong codes.
     */
    secondFactorAt: timestamp('second_factor_at', { withTimezone: true }),
    failedCodes: integer('failed_codes').notNull().default(0),
    /** The enrolment's new secret (encrypted), kept until its first code is confirmed. */
    pendingTotpSecretEnc: text('pending_totp_secret_enc'),
    /** Recovery codes just made (encrypted), shown until the staff member says they are saved. */
    freshRecoveryCodesEnc: text('fresh_recovery_codes_enc'),
  },
  (t) => [index('staff_sessions_staff').on(t.staffId)],
);

/** Single-use recovery codes of a staff member's second factor (hashed; used_at once used). */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('staff_recovery_codes_staff').on(t.staffId)],
);
