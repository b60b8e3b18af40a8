import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { advisors } from '../advisors/tables';
import { leads } from '../leads/tables';

/**
 * The tables the webinars feature owns (ADR 023, amendment of issue 46): only this feature writes them; other features
 * import this file to read them and to reference them in foreign keys. Relative imports only: drizzle-kit loads
 * this file (drizzle.config.ts).
 */

/**
 * Webinars (issue 29): created by staff (`npm run staff -- webinar-create`), listed on their topic's landing page
 * (e.g. topic 'german-pensions' on /en/lp/webinar-german-pensions). Times are instants; `zone` is the zone the
 * webinar is announced in. Rows with is_demo = true come from the demo seed and are labelled as such.
 */
export const webinars = pgTable(
  'webinars',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    topic: text('topic').notNull(),
    /** 'de' | 'en': the language spoken. */
    language: text('language').notNull(),
    title: text('title').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    zone: text('zone').notNull().default('Europe/Berlin'),
    speakerId: uuid('speaker_id')
      .notNull()
      .references(() => advisors.id, { onDelete: 'restrict' }),
    capacity: integer('capacity').notNull(),
    meetingUrl: text('meeting_url').notNull(),
    recordingUrl: text('recording_url'),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('webinars_topic_start').on(t.topic, t.startsAt),
    check('webinars_language', sql`language in ('de', 'en')`),
    check('webinars_capacity', sql`capacity between 1 and 10000`),
    check('webinars_duration', sql`duration_minutes between 15 and 480`),
  ],
);

/**
 * A lead's registration for a webinar: 'registered' (a seat), 'waiting' (the waiting list, in order of
 * created_at) or 'cancelled'. The cancel link's token is kept as its SHA-256 hash. The reminders (a day and an
 * hour before) are marked when written to the outbox, in the same transaction.
 */
export const webinarRegistrations = pgTable(
  'webinar_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    webinarId: uuid('webinar_id')
      .notNull()
      .references(() => webinars.id, { onDelete: 'cascade' }),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    locale: text('locale').notNull(),
    cancelTokenHash: text('cancel_token_hash').notNull().unique(),
    /** The form submission that last (re)registered: the same POST sent twice changes nothing and sends nothing. */
    submissionId: text('submission_id').notNull().unique(),
    utmSource: text('utm_source').notNull().default('n/a'),
    utmMedium: text('utm_medium').notNull().default('n/a'),
    utmCampaign: text('utm_campaign').notNull().default('n/a'),
    referrer: text('referrer').notNull().default('n/a'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The order of the waiting list (first come, first seated); a new one when a cancelled registration starts again. */
    queuePosition: bigserial('queue_position', { mode: 'number' }).notNull(),
    /** When a waiting registration got a seat (someone cancelled). */
    seatedAt: timestamp('seated_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    dayReminderAt: timestamp('day_reminder_at', { withTimezone: true }),
    hourReminderAt: timestamp('hour_reminder_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('webinar_registrations_lead').on(t.webinarId, t.leadId),
    index('webinar_registrations_lead_id').on(t.leadId),
    check('webinar_registrations_status', sql`status in ('registered', 'waiting', 'cancelled')`),
  ],
);
