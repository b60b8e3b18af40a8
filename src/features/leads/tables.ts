import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { advisors } from '../advisors/tables';
import { staffUsers } from '../staff/tables';

/**
 * The tables the leads feature owns (ADR 023, amendment of issue 46): only this feature writes them; other features
 * import this file to read them and to reference them in foreign keys. Relative imports only: drizzle-kit loads
 * this file (drizzle.config.ts).
 */

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
    /** The back office's forecast (spec: probability.expected_value_of_mortgage): the loan in euros … */
    expectedValueOfMortgage: integer('expected_value_of_mortgage'),
    /** … and the chance, 0–100 %, that it closes (set by staff with the stage). */
    closeProbabilityPercent: integer('close_probability_percent'),
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
    /** The Facebook browser id (the _fbp cookie), stored with fbclid by persistFacebookConversion (issue 28). */
    facebookBrowserId: text('facebook_browser_id'),
    /** Personal referral code of this lead (its refer-a-friend link), created on first use. */
    referralCode: text('referral_code').unique(),
    /** Share link of the self-disclosure form (spec: selfDisclosureFormLink), set by staff. */
    selfDisclosureFormLink: text('self_disclosure_form_link'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('leads_email_lower').on(sql`lower(${t.email})`), index('leads_referrer').on(t.referrerLeadId)],
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
    /** When the lead withdrew it (consents that can be withdrawn, e.g. 'analytics'); null while it holds. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [index('consents_lead').on(t.leadId)],
);

/**
 * Browsers that know a lead without a login (the lead cookie `hl_lead`, spec section 6 "identified by e-mail
 * with a cookie"): a random 32-byte token in the cookie, only its SHA-256 here. Set when a visitor gives an
 * e-mail (lead forms, login e-mail step); it lets that browser see the lead's first name, nothing more.
 */
export const leadBrowsers = pgTable(
  'lead_browsers',
  {
    tokenHash: text('token_hash').primaryKey(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('lead_browsers_lead').on(t.leadId)],
);

/** Staff notes on a lead (the back office's lead page, issue 28): written once, never edited (like the audit log). */
export const leadNotes = pgTable(
  'lead_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    authorStaffId: uuid('author_staff_id').references((): AnyPgColumn => staffUsers.id, { onDelete: 'set null' }),
    /** The author's e-mail as it was. */
    authorLabel: text('author_label').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('lead_notes_lead').on(t.leadId, t.createdAt)],
);
