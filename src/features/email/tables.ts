import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The tables the email feature owns (ADR 023, amendment of issue 46): only this feature writes them; other features
 * import this file to read them and to reference them in foreign keys. Relative imports only: drizzle-kit loads
 * this file (drizzle.config.ts).
 */

/**
 * Every e-mail the site sends (transactional outbox, ADR 013): written in the same transaction as the change
 * that causes it, delivered by the job queue (pg-boss, in this database). One row per idempotency key, so a
 * repeated request never sends twice. Status: queued → sent (SMTP accepted it) or kept (no SMTP configured:
 * kept here and in the server log, listed by the local mailbox) or failed (gave up after the retries) or
 * cancelled (the address was deleted before delivery).
 */
export const emails = pgTable(
  'emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    toAddress: text('to_address').notNull(),
    locale: text('locale').notNull(),
    template: text('template').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** An unsubscribe address for the List-Unsubscribe header (RFC 2369, one-click per RFC 8058), e.g. a property alert's. */
    unsubscribeUrl: text('unsubscribe_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('emails_status_created').on(t.status, t.createdAt), index('emails_to').on(t.toAddress)],
);
