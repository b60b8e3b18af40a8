import { index, integer, jsonb, pgTable, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { advisors } from '../advisors/tables';
import { leads } from '../leads/tables';
import { listings } from '../properties/tables';

/**
 * The tables the booking feature owns (ADR 023, amendment of issue 46): only this feature writes them; other features
 * import this file to read them and to reference them in foreign keys. Relative imports only: drizzle-kit loads
 * this file (drizzle.config.ts).
 */

/** An advisor's working hours when they differ from the office's week (config/booking.ts); wall-clock times. */
export const advisorHours = pgTable(
  'advisor_hours',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    advisorId: uuid('advisor_id')
      .notNull()
      .references(() => advisors.id, { onDelete: 'cascade' }),
    /** ISO weekday, 1 = Monday. */
    weekday: integer('weekday').notNull(),
    /** HH:MM in the advisor's zone, [from, to). */
    fromTime: text('from_time').notNull(),
    toTime: text('to_time').notNull(),
  },
  (t) => [index('advisor_hours_advisor').on(t.advisorId)],
);

/** Absences (holidays, sick days, external appointments): no slots in [starts_at, ends_at). */
export const advisorAbsences = pgTable(
  'advisor_absences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    advisorId: uuid('advisor_id')
      .notNull()
      .references(() => advisors.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    reason: text('reason'),
  },
  (t) => [index('advisor_absences_advisor').on(t.advisorId, t.startsAt)],
);

/**
 * Booked appointments (issue 10). Instants in UTC with the advisor's IANA zone and the visitor's. The database
 * itself refuses two live appointments of one advisor whose times plus the buffer after them overlap (exclusion
 * constraint `appointments_no_overlap` on tstzrange(starts_at, blocked_until, '[)') and the check
 * `appointments_blocked_after_end`, written in the migrations: drizzle-kit cannot express them), so no race
 * between app instances can double-book or eat an advisor's buffer. One row per idempotency key.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    advisorId: uuid('advisor_id')
      .notNull()
      .references(() => advisors.id, { onDelete: 'restrict' }),
    /** phone | video | short-video | office */
    contactType: text('contact_type').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** ends_at plus the buffer kept free after the appointment (BOOKING.bufferMinutes); the exclusion constraint's end. */
    blockedUntil: timestamp('blocked_until', { withTimezone: true }).notNull(),
    advisorZone: text('advisor_zone').notNull(),
    visitorZone: text('visitor_zone').notNull().default('Europe/Berlin'),
    homeBuyingStatus: text('home_buying_status'),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** ICS SEQUENCE: raised with every reschedule or cancel. */
    sequence: integer('sequence').notNull().default(0),
    utmSource: text('utm_source').notNull().default('n/a'),
    utmMedium: text('utm_medium').notNull().default('n/a'),
    utmCampaign: text('utm_campaign').notNull().default('n/a'),
    referrer: text('referrer').notNull().default('n/a'),
    /** The listing the visitor booked from ("book an advisor about this property", issue 25). */
    listingId: uuid('listing_id').references((): AnyPgColumn => listings.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The lead did not come (set by staff after the start; the follow-up e-mail invites a new booking). */
    noShowAt: timestamp('no_show_at', { withTimezone: true }),
  },
  (t) => [index('appointments_lead').on(t.leadId), index('appointments_advisor_start').on(t.advisorId, t.startsAt)],
);

/**
 * Booking requests (spec section 7: updateLeadAndScheduleAsyncAppointment returns a jobId; appointmentJob(jobId)
 * reports pending | booked | slot_taken | failed). One row per client idempotency key; when the slot was taken,
 * the next free slots offered instead are kept with it.
 */
export const bookingRequests = pgTable(
  'booking_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'cascade' }),
    /** pending | booked | slot_taken | failed */
    status: text('status').notNull(),
    appointmentId: uuid('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    /** The submitted input (without contact data beyond the lead link). */
    input: jsonb('input').notNull(),
    /** For slot_taken: the next free slots ({ hour, date } in the visitor's zone, with labels). */
    alternatives: jsonb('alternatives'),
    errorCode: text('error_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('booking_requests_lead').on(t.leadId)],
);

/**
 * Single-purpose links in booking e-mails (reschedule, cancel) that work without a login: a random token, only
 * its hash here, bound to one appointment and one purpose, expiring (at the appointment's start at the latest).
 */
export const appointmentLinks = pgTable(
  'appointment_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    /** reschedule | cancel */
    purpose: text('purpose').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('appointment_links_appointment').on(t.appointmentId)],
);

/** An advisor's private calendar subscription (iCalendar feed of their appointments): hashed secret, revocable. */
export const advisorCalendarTokens = pgTable(
  'advisor_calendar_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    advisorId: uuid('advisor_id')
      .notNull()
      .references(() => advisors.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('advisor_calendar_tokens_advisor').on(t.advisorId)],
);
