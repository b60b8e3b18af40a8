import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { advisors } from '../advisors/tables';
import { appointments } from '../booking/tables';
import { leads } from '../leads/tables';

/**
 * The tables the reviews feature owns (ADR 023, amendment of issue 46): only this feature writes them; other features
 * import this file to read them and to reference them in foreign keys. Relative imports only: drizzle-kit loads
 * this file (drizzle.config.ts).
 */

/**
 * Customer reviews (issue 29). Own reviews come from the e-mail a lead gets after an appointment that took place
 * (source 'hauslotse', with the appointment); imported ones from an external platform's export (source = the
 * platform's name, external_id its id). Staff publish or reject (with a reason) and may reply; a published
 * review's rating, text and name cannot be changed (a trigger refuses it). Only reviews whose author agreed to
 * publication are ever published.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    source: text('source').notNull(),
    externalId: text('external_id'),
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    appointmentId: uuid('appointment_id')
      .unique()
      .references(() => appointments.id, { onDelete: 'set null' }),
    /** The advisor the review is about (the appointment's), or null (imported, or the company as a whole). */
    advisorId: uuid('advisor_id').references(() => advisors.id, { onDelete: 'set null' }),
    rating: integer('rating').notNull(),
    text: text('text').notNull(),
    /** As shown: first name and the surname's initial ("Anna L."). */
    displayName: text('display_name').notNull(),
    locale: text('locale').notNull(),
    consentToPublish: boolean('consent_to_publish').notNull(),
    /** 'pending' | 'published' | 'rejected' */
    status: text('status').notNull(),
    rejectReason: text('reject_reason'),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    moderatedBy: text('moderated_by'),
    /** When the review was written (for imports: the platform's date). */
    writtenAt: timestamp('written_at', { withTimezone: true }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('reviews_source_external').on(t.source, t.externalId),
    index('reviews_status_written').on(t.status, t.writtenAt),
    check('reviews_rating', sql`rating between 1 and 5`),
    check('reviews_status', sql`status in ('pending', 'published', 'rejected')`),
    check('reviews_published_consent', sql`status <> 'published' or consent_to_publish`),
  ],
);

/** The one review request e-mail per appointment that took place: its link's token (as SHA-256 hash) and use. */
export const reviewRequests = pgTable('review_requests', {
  appointmentId: uuid('appointment_id')
    .primaryKey()
    .references(() => appointments.id, { onDelete: 'cascade' }),
  leadId: uuid('lead_id')
    .notNull()
    .references(() => leads.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
