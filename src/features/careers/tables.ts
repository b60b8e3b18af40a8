import { date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea } from '../../db/columns';

/**
 * The tables the careers feature owns (ADR 023, amendment of issue 46): only this feature writes them; other features
 * import this file to read them and to reference them in foreign keys. Relative imports only: drizzle-kit loads
 * this file (drizzle.config.ts).
 */

/**
 * Job applications from the careers pages (issue 29). Applicants are not leads: they have their own table, and
 * the CV's bytes sit in job_application_files (fetched only for the staff's download). Deleted six months after
 * the decision (privacy policy); `decided_at` is set by staff.
 */
export const jobApplications = pgTable(
  'job_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The opening's id (content/careers/<id>.<locale>.md), or null for an unsolicited application. */
    openingId: text('opening_id'),
    /** The opening's title as the applicant saw it (an opening's file may change or go). */
    openingTitle: text('opening_title'),
    givenName: text('given_name').notNull(),
    surname: text('surname').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    /** YYYY-MM-DD. */
    earliestStart: date('earliest_start', { mode: 'string' }).notNull(),
    message: text('message').notNull(),
    locale: text('locale').notNull(),
    /** The form's submission id: a repeated POST of the same form stores nothing more. */
    submissionId: text('submission_id').notNull().unique(),
    /** The privacy text's version the applicant agreed to, and when. */
    consentVersion: text('consent_version').notNull(),
    fileName: text('file_name').notNull(),
    /** Detected from the content: application/pdf | image/jpeg | image/png. */
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [index('job_applications_created').on(t.createdAt)],
);

/** The CV of a job application. */
export const jobApplicationFiles = pgTable('job_application_files', {
  applicationId: uuid('application_id')
    .primaryKey()
    .references(() => jobApplications.id, { onDelete: 'cascade' }),
  data: bytea('data').notNull(),
});
