import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Mortgage advisors (spec section 3 "Advisor"). Rows with is_demo = true come from the demo seed
 * (scripts/seed.ts) and are not real people.
 */
export const advisors = pgTable('advisors', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  givenName: text('given_name').notNull(),
  surname: text('surname').notNull(),
  phoneNumber: text('phone_number'),
  /** Path of the picture under /public, or null for the default avatar. */
  picture: text('picture'),
  titleDe: text('title_de').notNull(),
  titleEn: text('title_en').notNull(),
  descriptionDe: text('description_de').notNull(),
  descriptionEn: text('description_en').notNull(),
  /** Stable upper-case identifier used by the booking API (spec: enumValue). */
  enumValue: text('enum_value').notNull().unique(),
  roles: text('roles').array().notNull().default([]),
  languages: text('languages').array().notNull().default(['de']),
  isDemo: boolean('is_demo').notNull().default(false),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Leads (spec section 3 "Lead"): a person who gave us an e-mail address. The address is stored normalised
 * (features/leads/validators.ts: lower case, ASCII domain) and unique case-insensitively. Attribution is
 * captured once, at creation (spec: tracking parameters default to 'n/a').
 */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    givenName: text('given_name'),
    surname: text('surname'),
    phone: text('phone'),
    /** JustCurious | LookingOnline | ActivelyViewing | ReservedProperty (spec enumeration). */
    homeBuyingStatus: text('home_buying_status'),
    /** 'default' keeps the back button on appointment pages. */
    appointmentPageBehavior: text('appointment_page_behavior').notNull().default('default'),
    pipelineStage: text('pipeline_stage').notNull().default('new'),
    /** Decided on the server; logged in equals eligible (spec section 4). */
    eligibleForAccount: boolean('eligible_for_account').notNull().default(false),
    hasReferrer: boolean('has_referrer').notNull().default(false),
    referrerLeadId: uuid('referrer_lead_id').references((): AnyPgColumn => leads.id, { onDelete: 'set null' }),
    affordabilityFunnelFinished: boolean('affordability_funnel_finished').notNull().default(false),
    optimalMortgageFunnelFinished: boolean('optimal_mortgage_funnel_finished').notNull().default(false),
    qualificationFunnelFinished: boolean('qualification_funnel_finished').notNull().default(false),
    rentVsBuyFunnelFinished: boolean('rent_vs_buy_funnel_finished').notNull().default(false),
    /** AF (affordability) or OM (optimal mortgage), set before the funnel starts. */
    funnel: text('funnel'),
    /** 'investment property' | 'own home' (lending_criteria.property_usage). */
    propertyUsage: text('property_usage'),
    expectedValueOfMortgage: integer('expected_value_of_mortgage'),
    optimalOfferVisibleToCustomer: boolean('optimal_offer_visible_to_customer').notNull().default(false),
    experiment: text('experiment'),
    claimedAdvisorId: uuid('claimed_advisor_id').references(() => advisors.id, { onDelete: 'set null' }),
    defaultAdvisorId: uuid('default_advisor_id').references(() => advisors.id, { onDelete: 'set null' }),
    isAdvisorExplicit: boolean('is_advisor_explicit').notNull().default(false),
    locale: text('locale').notNull(),
    /** The flow the visitor signed up through (`?flow=`, e.g. prop_search), or 'generic'. */
    originalSignupFlow: text('original_signup_flow'),
    utmSource: text('utm_source').notNull().default('n/a'),
    utmMedium: text('utm_medium').notNull().default('n/a'),
    utmCampaign: text('utm_campaign').notNull().default('n/a'),
    documentReferrer: text('document_referrer').notNull().default('n/a'),
    gclid: text('gclid'),
    fbclid: text('fbclid'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('leads_email_lower').on(sql`lower(${t.email})`), index('leads_referrer').on(t.referrerLeadId)],
);

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('emails_status_created').on(t.status, t.createdAt), index('emails_to').on(t.toAddress)],
);

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
    /** The route the link was requested on (the appointment variant returns there). */
    routeName: text('route_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_tokens_email').on(t.email)],
);

/**
 * Sessions (several app instances share them): the cookie holds a random 32-byte id, the table only its
 * SHA-256. Idle timeout and absolute lifetime are enforced when a session is read; logout revokes.
 */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_lead').on(t.leadId)],
);

/** Consent records (security reference, GDPR): what was agreed to, which text version, when. */
export const consents = pgTable(
  'consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    textVersion: text('text_version').notNull(),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('consents_lead').on(t.leadId)],
);
