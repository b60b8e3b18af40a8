import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, customType, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** PostgreSQL bytea as a Node Buffer (drizzle-orm 0.45 has no built-in bytea column). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/**
 * Mortgage advisors (spec section 3 "Advisor"). Rows with is_demo = true come from the demo seed
 * (src/features/advisors/demo-data.ts, seeded by scripts/db-setup.ts) and are not real people.
 */
export const advisors = pgTable('advisors', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  givenName: text('given_name').notNull(),
  surname: text('surname').notNull(),
  phoneNumber: text('phone_number'),
  /** The key of the advisor's uploaded picture (its files in advisor_pictures), or null for the default avatar. */
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
  /** IANA zone of the advisor's working hours (booking). */
  zone: text('zone').notNull().default('Europe/Berlin'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An advisor's uploaded picture (issue 28), in every avatar size of the spec, each as WebP and JPEG, drawn at twice
 * the size for sharp screens. The bytes live in the database like documents (ADR 015), so every app instance serves
 * them; a new upload gets a new key, so the files can be cached for good.
 */
export const advisorPictures = pgTable(
  'advisor_pictures',
  {
    key: text('key').notNull(),
    advisorId: uuid('advisor_id')
      .notNull()
      .references(() => advisors.id, { onDelete: 'cascade' }),
    /** The avatar size (CSS pixels) the file is for; the image itself is twice as wide. */
    size: integer('size').notNull(),
    format: text('format').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.key, t.size, t.format] }), index('advisor_pictures_advisor_idx').on(t.advisorId)],
);

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
    /** An unsubscribe address for the List-Unsubscribe header (RFC 2369, one-click per RFC 8058), e.g. a property alert's. */
    unsubscribeUrl: text('unsubscribe_url'),
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
    /**
     * SHA-256 of the random value the requesting browser got in its login cookie (issue 27): the code works only
     * in that browser, and nobody can forge the binding by setting the cookie to an address.
     */
    browserHash: text('browser_hash'),
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

/**
 * Answers of the lp-2 request forms (purchase financing, refinancing). One row per submitted request; the
 * submission id of the form makes a repeated POST a no-op.
 */
export const leadRequests = pgTable(
  'lead_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    /** 'purchase' | 'refinance' */
    kind: text('kind').notNull(),
    answers: jsonb('answers').notNull(),
    locale: text('locale').notNull(),
    submissionId: text('submission_id').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The partner whose widget the request came through (issue 29, ADR 044), or null. */
    partnerKey: text('partner_key').references(() => partners.key, { onDelete: 'set null' }),
    /** The partner's page that embedded the widget (origin and path, no query), only when its origin is one of the partner's. */
    partnerPage: text('partner_page'),
  },
  (t) => [index('lead_requests_lead').on(t.leadId), index('lead_requests_partner').on(t.partnerKey)],
);

/**
 * Uploaded documents (metadata). The bytes live in document_contents under the generated storage key, so
 * every app instance reaches them (ADR 015); a move to object storage changes only the storage module.
 */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull().unique(),
    /** The name the customer's file had (shown, never used as a path). */
    fileName: text('file_name').notNull(),
    /** Detected from the content: application/pdf | image/jpeg | image/png. */
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** Checklist item the customer filed it under (e.g. payslip), or null. */
    category: text('category'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Staff's review (the back office, issue 28): 'checked' | 'rejected' (a new one was asked for, with the reason). */
    reviewStatus: text('review_status'),
    reviewReason: text('review_reason'),
    reviewedBy: text('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [index('documents_lead').on(t.leadId)],
);

/** The bytes of an uploaded document, keyed by its generated storage key. */
export const documentContents = pgTable('document_contents', {
  storageKey: text('storage_key')
    .primaryKey()
    .references(() => documents.storageKey, { onDelete: 'cascade' }),
  data: bytea('data').notNull(),
});

/** Calculations a lead saved to the account (mortgage calculator, house budget): inputs and key results. */
export const savedCalculations = pgTable(
  'saved_calculations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    /** 'mortgage' | 'budget' */
    kind: text('kind').notNull(),
    inputs: jsonb('inputs').notNull(),
    summary: jsonb('summary').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('saved_calculations_lead').on(t.leadId)],
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

/** CAPTCHA solutions already accepted (ALTCHA replay protection), kept until the challenge expires. */
export const captchaSolutions = pgTable('captcha_solutions', {
  challengeHash: text('challenge_hash').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

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

/**
 * Bundesbank Svensson parameter sets, one per business day (issue 11, ADR 019): β0–β3 in % p.a., τ1, τ2 in
 * years, as the Bundesbank publishes them. Rows are only added (an import never edits a day it has).
 */
export const rateCurves = pgTable('rate_curves', {
  /** YYYY-MM-DD, the day the fit is for. */
  date: text('date').primaryKey(),
  beta0: doublePrecision('beta0').notNull(),
  beta1: doublePrecision('beta1').notNull(),
  beta2: doublePrecision('beta2').notNull(),
  beta3: doublePrecision('beta3').notNull(),
  tau1: doublePrecision('tau1').notNull(),
  tau2: doublePrecision('tau2').notNull(),
  source: text('source').notNull(),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every import of Bundesbank curve days (issue 28: the back office's import report): when, how (the daily fetch,
 * the command line, the seed), from where, and what it read, added, already had and refused (with the reason's
 * code and figures, translated on the page), or why it failed.
 */
export const rateImportRuns = pgTable(
  'rate_import_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** fetch | command | seed */
    trigger: text('trigger').notNull(),
    /** imported | failed */
    status: text('status').notNull(),
    /** The URL fetched or the source line of the files. */
    origin: text('origin').notNull(),
    read: integer('read').notNull().default(0),
    added: integer('added').notNull().default(0),
    alreadyPresent: integer('already_present').notNull().default(0),
    refused: jsonb('refused').$type<{ date: string; code: string; params?: Record<string, string | number>; reason: string }[]>().notNull().default([]),
    /** Why a run failed, in English for the logs; the page shows `errorCode` with `errorParams`, translated. */
    error: text('error'),
    /** http | notCsv | tooLarge | timeout | unreachable | other (features/rates/import/fetch-job.ts) */
    errorCode: text('error_code'),
    errorParams: jsonb('error_params').$type<Record<string, string | number>>(),
  },
  (t) => [index('rate_import_runs_at_idx').on(t.at)],
);

/**
 * The rate model's parameters (spreads over the Bund curve per fixation, loan-to-value steps, small-loan
 * surcharges, floor), dated: a change is a new row valid from its date, never an edit of history (issue 11).
 * Fractions (0.0107 = 1.07 pp); an LTV step's max_ltv null means "above the last bound".
 */
export const rateSpreadSets = pgTable('rate_spread_sets', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** YYYY-MM-DD from which the set applies (until the next set's date). */
  validFrom: text('valid_from').notNull().unique(),
  /** { "5": 0.0155, "10": 0.0107, … } for the fixations 5, 10, 15, 20, 25, 30. */
  spreadByFixation: jsonb('spread_by_fixation').$type<Record<string, number>>().notNull(),
  ltvSteps: jsonb('ltv_steps').$type<{ maxLtv: number | null; add: number; unverified: boolean }[]>().notNull(),
  sizeSurcharges: jsonb('size_surcharges').$type<{ below: number; add: number }[]>().notNull(),
  minimumRate: doublePrecision('minimum_rate').notNull(),
  /** The curve day the spreads were calibrated on. */
  calibrationCurveDate: text('calibration_curve_date').notNull(),
  sources: jsonb('sources').$type<string[]>().notNull(),
  /** Who added the set (staff e-mail or "seed"). */
  createdBy: text('created_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Site search over the editorial content (issue 12): one row per published article, FAQ and glossary term and
 * locale, filled from the files under content/ by src/features/content/search/sync.ts (idempotent, skips rows
 * whose content_hash is unchanged). `document` is built in SQL with the locale's text search configuration
 * ('german' | 'english'): title weight A, subheadline/question/preview B, body C.
 */
export const contentSearch = pgTable(
  'content_search',
  {
    locale: text('locale').notNull(),
    /** article | faq | term */
    kind: text('kind').notNull(),
    itemId: text('item_id').notNull(),
    slug: text('slug').notNull(),
    url: text('url').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull(),
    body: text('body').notNull(),
    document: tsvector('document').notNull(),
    contentHash: text('content_hash').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.locale, t.kind, t.itemId] }), index('content_search_document').using('gin', t.document)],
);

/**
 * Purchase listings of apartments and houses (issue 25, ADR 028), imported from OpenImmo documents
 * (src/features/properties/openimmo). One provider's `objektnr_extern` is one listing: a re-import updates the row,
 * a new price adds a row to listing_prices, an `aktionart="DELETE"` sets withdrawn_at. Money in whole euros,
 * areas in m². Coordinates come from the document or else from the postal code table (engine/geo).
 */
export const listings = pgTable(
  'listings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** URL slug: type, place and a short id (`wohnung-berlin-10115-3f9a2c`), stable across imports. */
    slug: text('slug').notNull().unique(),
    /** The provider: OpenImmo `anbieternr` (or `openimmo_anid`), and its name (`firma`). */
    providerId: text('provider_id').notNull(),
    providerName: text('provider_name').notNull(),
    /** OpenImmo `objektnr_extern`: the provider's listing number. */
    externalId: text('external_id').notNull(),
    /** Where the row came from: the imported file's name. */
    source: text('source').notNull(),
    /** Generated demo listing (scripts/listings-demo-feed.ts), shown as demo wherever it appears. */
    isDemo: boolean('is_demo').notNull().default(false),
    /** apartment | house */
    type: text('type').notNull(),
    /** OpenImmo wohnungtyp / haustyp, e.g. ETAGE, PENTHOUSE, EINFAMILIENHAUS, REIHENHAUS. */
    subtype: text('subtype'),
    street: text('street'),
    houseNumber: text('house_number'),
    /** Whether the provider allows the address to be shown (`objektadresse_freigeben`). */
    addressPublic: boolean('address_public').notNull().default(false),
    postalCode: text('postal_code').notNull(),
    place: text('place').notNull(),
    /** ISO 3166-2 state code (DE-BE) from the postal code. */
    state: text('state').notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    price: integer('price').notNull(),
    livingArea: doublePrecision('living_area').notNull(),
    plotArea: doublePrecision('plot_area'),
    rooms: doublePrecision('rooms'),
    floor: integer('floor'),
    yearBuilt: integer('year_built'),
    /** OpenImmo zustand_art, e.g. ERSTBEZUG, GEPFLEGT, MODERNISIERT, SANIERUNGSBEDUERFTIG. */
    condition: text('condition'),
    /** A+, A … H */
    energyClass: text('energy_class'),
    /** kWh/(m²·a): the final energy demand (BEDARF) or consumption (VERBRAUCH) per `energyCertificate`. */
    energyValue: doublePrecision('energy_value'),
    /** BEDARF | VERBRAUCH */
    energyCertificate: text('energy_certificate'),
    /** Main energy source as the document names it (GAS, OEL, FERN, LUFTWP, PELLET …). */
    energySource: text('energy_source'),
    /** Heating type (ZENTRAL, ETAGE, FUSSBODEN, FERN, OFEN). */
    heating: text('heating'),
    balcony: boolean('balcony').notNull().default(false),
    garden: boolean('garden').notNull().default(false),
    lift: boolean('lift').notNull().default(false),
    parking: boolean('parking').notNull().default(false),
    cellar: boolean('cellar').notNull().default(false),
    /** Monthly Hausgeld in euros (apartments). */
    hausgeld: integer('hausgeld'),
    /** The buyer's commission as a fraction of the price including VAT (0.0357), null when none or not stated. */
    buyerCommission: doublePrecision('buyer_commission'),
    /** The document's own commission text (`aussen_courtage`). */
    buyerCommissionText: text('buyer_commission_text'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** The document's texts on the location (`lage`) and the fittings (`ausstatt_beschr`). */
    locationText: text('location_text'),
    featuresText: text('features_text'),
    /** de | en: the language of title and description. */
    language: text('language').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('listings_provider_external').on(t.providerId, t.externalId),
    index('listings_active_place').on(t.place).where(sql`${t.withdrawnAt} is null`),
    index('listings_active_type_price').on(t.type, t.price).where(sql`${t.withdrawnAt} is null`),
    index('listings_lat_lon').on(t.lat, t.lon),
  ],
);

/** A listing's prices over time: the first price and every change (issue 25). */
export const listingPrices = pgTable(
  'listing_prices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    price: integer('price').notNull(),
    observedAt: timestamp('observed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('listing_prices_listing').on(t.listingId, t.observedAt)],
);

/** A listing's images from the OpenImmo zip (`<anhang>`), in the document's order; the title image first. */
export const listingImages = pgTable(
  'listing_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** image/jpeg | image/png | image/webp | image/svg+xml */
    mime: text('mime').notNull(),
    title: text('title').notNull(),
    /** sha-256 of the bytes: an unchanged image is not rewritten on re-import. */
    hash: text('hash').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [uniqueIndex('listing_images_position').on(t.listingId, t.position)],
);

/**
 * What the property radar looks at (issue 25, ADR 029): a listing added (new, or back after a withdrawal) or
 * reduced in price, written in the import's transaction. The radar's matcher takes unmatched events in id
 * order and sets `matched_at`.
 */
export const listingEvents = pgTable(
  'listing_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    /** added | reduced */
    kind: text('kind').notNull(),
    price: integer('price').notNull(),
    /** The price before a reduction. */
    previousPrice: integer('previous_price'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    matchedAt: timestamp('matched_at', { withTimezone: true }),
  },
  (t) => [index('listing_events_unmatched').on(t.id).where(sql`${t.matchedAt} is null`)],
);

/** A lead's saved property search, "radar" (issue 25, spec section 6: eligible leads only). */
export const propertyRadars = pgTable(
  'property_radars',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The search as the search page's URL parameters (features/properties/search-form.ts searchToParams). */
    criteria: text('criteria').notNull(),
    /** daily (one digest a day at most) | immediate | off (no e-mails; set by the unsubscribe link too) */
    frequency: text('frequency').notNull().default('daily'),
    /** A paused radar sends nothing; its matches still show in the account. */
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    lastAlertAt: timestamp('last_alert_at', { withTimezone: true }),
    alertsSent: integer('alerts_sent').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('property_radars_lead').on(t.leadId)],
);

/** A listing event that matched a radar, and the alert e-mail that told the lead (null while pending). */
export const propertyRadarMatches = pgTable(
  'property_radar_matches',
  {
    radarId: uuid('radar_id')
      .notNull()
      .references(() => propertyRadars.id, { onDelete: 'cascade' }),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => listingEvents.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    matchedAt: timestamp('matched_at', { withTimezone: true }).notNull(),
    /** pending | sent | skipped (the radar was paused or its e-mails off when the match was due) */
    status: text('status').notNull().default('pending'),
    emailId: uuid('email_id').references(() => emails.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.radarId, t.eventId] }), index('property_radar_matches_pending').on(t.radarId).where(sql`${t.status} = 'pending'`)],
);

/** Single-purpose unsubscribe links of alert e-mails: the token's SHA-256 and the radar it switches off. */
export const propertyRadarTokens = pgTable('property_radar_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  radarId: uuid('radar_id')
    .notNull()
    .references(() => propertyRadars.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** A lead's saved listings with a note (issue 25). */
export const propertyFavourites = pgTable(
  'property_favourites',
  {
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.leadId, t.listingId] })],
);

/**
 * What a visitor asked to save before logging in (a radar or a favourite), kept under the SHA-256 of a cookie's
 * token for a day; the account's property search claims it for the lead once logged in.
 */
export const propertyPendingSaves = pgTable('property_pending_saves', {
  tokenHash: text('token_hash').primaryKey(),
  /** radar | favourite */
  kind: text('kind').notNull(),
  /** radar: the criteria; favourite: the listing's id */
  payload: text('payload').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** When a lead last looked at the account's property search: "new since your last visit" (issue 25). */
export const propertySearchVisits = pgTable('property_search_visits', {
  leadId: uuid('lead_id')
    .primaryKey()
    .references(() => leads.id, { onDelete: 'cascade' }),
  /** Listings first seen after this are new to the lead. */
  previousVisitAt: timestamp('previous_visit_at', { withTimezone: true }),
  lastVisitAt: timestamp('last_visit_at', { withTimezone: true }).notNull(),
});

/**
 * Published price levels per m² (issues 25 and 26, ADR 030): one row per source, city (and district, when the
 * source gives one), type, segment, price kind and period. Asking prices (from listings) and transaction prices
 * (paid, e.g. a Gutachterausschuss market report) are kept apart and never blended. Filled by
 * `npm run statistics:import` and seeded from vendor/price-levels/*.csv (rows the table lacks, ADR 030).
 */
export const priceStatistics = pgTable(
  'price_statistics',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The city as the source names it (German), e.g. München. */
    city: text('city').notNull(),
    /** A district of the city when the source gives one; '' for the whole city. */
    district: text('district').notNull().default(''),
    /** apartment | house */
    type: text('type').notNull(),
    /** existing | new | all */
    segment: text('segment').notNull(),
    eurPerM2: integer('eur_per_m2').notNull(),
    /** asking | transaction | unknown */
    priceKind: text('price_kind').notNull(),
    /** As the source states it: 2025-Q4, 2024, 2023-H1, 2024-07-01, "unstated …". */
    period: text('period').notNull(),
    /** The last day the period covers (null when the source states none): the order of the figures. */
    periodEnd: text('period_end'),
    /** YYYY-MM-DD, YYYY-MM, YYYY or ''. */
    published: text('published').notNull().default(''),
    source: text('source').notNull(),
    url: text('url').notNull(),
    /** The source's own words for the figure. */
    quote: text('quote').notNull().default(''),
    /** The imported file's name. */
    file: text('file').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('price_statistics_key').on(t.city, t.district, t.type, t.segment, t.priceKind, t.period, t.source), index('price_statistics_city_type').on(t.city, t.type)],
);

/** A lead's own property, kept in the account with the valuation's inputs (issue 26, ADR 031). */
export const ownedProperties = pgTable(
  'owned_properties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    /** The lead's name for it ('' = described by its inputs). */
    label: text('label').notNull().default(''),
    /** The valuation form's inputs as URL parameters (features/valuation/valuation-form.ts). */
    inputs: text('inputs').notNull(),
    /** The loan still outstanding on it, whole euros; null when not given. */
    outstandingLoan: integer('outstanding_loan'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('owned_properties_lead').on(t.leadId)],
);

/** An owned property's values over time: a new row whenever a valuation with the data of its day differs. */
export const ownedPropertyValues = pgTable(
  'owned_property_values',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => ownedProperties.id, { onDelete: 'cascade' }),
    value: integer('value').notNull(),
    low: integer('low').notNull(),
    high: integer('high').notNull(),
    valuedAt: timestamp('valued_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('owned_property_values_property').on(t.propertyId, t.valuedAt)],
);

/**
 * What a lead entered for a financing certificate (issue 26, spec `setApplicantsInformation`): one or two
 * applicants, the household's finances and optionally the property, as the certificate form's fields. One row per
 * lead, replaced on every save; the form starts from it.
 */
export const certificateApplicants = pgTable('certificate_applicants', {
  leadId: uuid('lead_id')
    .primaryKey()
    .references(() => leads.id, { onDelete: 'cascade' }),
  /** The certificate form's fields (features/certificates/certificate-form.ts), validated. */
  fields: jsonb('fields').$type<Record<string, string>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * A financing certificate (issue 26, ADR 032): the amount the house-budget engine allowed for the applicants'
 * figures on the day of issue, with its assumptions, valid for three months. Status: based on the lead's own
 * figures until staff mark the documents checked; revoked by staff; superseded by the lead's next certificate.
 */
export const financingCertificates = pgTable(
  'financing_certificates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    /** Printed on the certificate and named by staff commands, e.g. FZ-7K2M-9Q4P. */
    number: text('number').notNull().unique(),
    /**
     * The secret of the verification link (32 random bytes, base64url). Kept readable: the link is printed on
     * every download of the PDF and is meant to be handed to estate agents; it shows only name, amount, status and
     * validity (ADR 032).
     */
    verifyToken: text('verify_token').notNull().unique(),
    /** The language the lead requested it in (the PDF is available in both). */
    locale: text('locale').notNull(),
    /** Applicants as printed: [{ salutation, title, firstName, lastName }]. */
    applicants: jsonb('applicants').$type<{ salutation: string; title: string; firstName: string; lastName: string }[]>().notNull(),
    /** The figures and assumptions of the calculation (features/certificates/amount.ts CertificateFigures). */
    figures: jsonb('figures').$type<Record<string, unknown>>().notNull(),
    /** Highest loan and purchase price, whole euros. */
    loanAmount: integer('loan_amount').notNull(),
    maxPrice: integer('max_price').notNull(),
    /** A property the lead named (spec `requestPropertyCertificate`): its price and address, else null. */
    purchasePrice: integer('purchase_price'),
    propertyAddress: text('property_address'),
    /** spec `requestPropertyCertificate.source`: 'booking'. */
    source: text('source').notNull().default('booking'),
    /** 'self_reported' | 'documents_checked'. */
    status: text('status').notNull().default('self_reported'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** Last day of validity (Europe/Berlin): three months after the day of issue. */
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    checkedBy: text('checked_by'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
  },
  (t) => [index('financing_certificates_lead').on(t.leadId, t.issuedAt)],
);

/**
 * The documents a certificate asks for (spec `createDocumentsForFinancingCertificateRequest`): per applicant, the
 * payslip of the month before the request (document type `OCTOBER_PAYSLIP`), requested first and then uploaded
 * (spec `uploadDocumentExtended`).
 */
export const certificateDocuments = pgTable(
  'certificate_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    certificateId: uuid('certificate_id')
      .notNull()
      .references(() => financingCertificates.id, { onDelete: 'cascade' }),
    /** 'primary' | 'secondary'. */
    applicantType: text('applicant_type').notNull(),
    /** `<MONTHNAME>_PAYSLIP` of the month before the request, in English capitals. */
    documentType: text('document_type').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    documentId: uuid('document_id').references(() => documents.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('certificate_documents_one').on(t.certificateId, t.applicantType, t.documentType)],
);

/**
 * One row counting every change of the data the pages kept under the page data version show (ADR 034): rate
 * curves and spread sets, advisors, listings and price statistics. Bumped by statement triggers on those tables
 * (migration 0018), so every writer counts (any instance, any command); each instance reads it with one primary-key
 * lookup before answering a kept page (src/page-data-version.ts).
 */
export const pageDataVersion = pgTable('page_data_version', {
  id: integer('id').primaryKey(),
  changes: bigint('changes', { mode: 'number' }).notNull().default(0),
});

/**
 * What staff did (issue 28, ADR 036): one row per action — who (a staff member, or the command line), what (an
 * action code and its subject), when, and the subject's relevant fields before and after. Append-only: the
 * database refuses UPDATE, DELETE and TRUNCATE on it (migration 0019). Admins read and filter it on the staff page.
 */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** 'staff' (signed in) | 'command' (npm run staff) */
    actorKind: text('actor_kind').notNull(),
    actorStaffId: uuid('actor_staff_id').references(() => staffUsers.id, { onDelete: 'restrict' }),
    /** The staff member's e-mail, or the command's name: kept as it was when the action happened. */
    actorLabel: text('actor_label').notNull(),
    action: text('action').notNull(),
    subjectKind: text('subject_kind').notNull(),
    subjectId: text('subject_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('staff_audit_log_at').on(t.at), index('staff_audit_log_action_at').on(t.action, t.at), index('staff_audit_log_subject').on(t.subjectKind, t.subjectId)],
);

/**
 * Feature flags (issue 28, ADR 040): one row per flag an admin has set; a flag without a row is off. The flags
 * themselves are declared in code (src/features/flags/definitions.ts); admins set each on, off or on for a
 * percentage of visitors. Counted by the page data version (migration 0026), so a change shows on the next render
 * of the pages that read flags, on every instance.
 */
export const featureFlags = pgTable(
  'feature_flags',
  {
    key: text('key').primaryKey(),
    /** 'off' | 'on' | 'percentage' */
    mode: text('mode').notNull(),
    /** 0–100: the share of visitor buckets that see the flag when mode = 'percentage'. */
    percentage: integer('percentage').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  () => [check('feature_flags_mode', sql`mode in ('off', 'on', 'percentage')`), check('feature_flags_percentage', sql`percentage between 0 and 100`)],
);

/**
 * A random salt per day (Berlin) for visitors who are nobody to the site (ADR 040): their feature-flag bucket is a
 * hash of the day's salt, address and browser, the same on every instance, with nothing stored in the browser.
 * Salts older than yesterday are deleted, so yesterday's buckets cannot be linked to anyone.
 */
export const visitorSalts = pgTable('visitor_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
});

/**
 * First-party analytics (issue 28, ADR 041): daily counts, never single visits. Each row counts the events of one
 * day with the same name, page (route name), language, visit attribution (source, medium, campaign, landing page),
 * visitor label ('visitor' | 'lead' | 'admin') and feature flags seen ('key=1,key=0', sorted). Nothing in it
 * identifies a person.
 */
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    /** 'visit' | 'page_view' | 'calculator_used' */
    event: text('event').notNull(),
    route: text('route').notNull(),
    locale: text('locale').notNull(),
    source: text('source').notNull(),
    medium: text('medium').notNull(),
    campaign: text('campaign').notNull(),
    /** The route name of the visit's first page; 'n/a' when the page was opened from the site itself. */
    landing: text('landing').notNull(),
    visitor: text('visitor').notNull(),
    flags: text('flags').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ name: 'analytics_daily_pk', columns: [t.day, t.event, t.route, t.locale, t.source, t.medium, t.campaign, t.landing, t.visitor, t.flags] })],
);

/**
 * What a lead who agreed to it (consent 'analytics', ADR 041) looked at and used on the site: one row per event,
 * for their advisor's preparation and shown to the lead on their profile. Deleted with the lead and when the
 * consent is withdrawn. Anonymous visitors' events never come here.
 */
export const analyticsLeadEvents = pgTable(
  'analytics_lead_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** 'page_view' | 'calculator_used' */
    event: text('event').notNull(),
    route: text('route').notNull(),
    /** The page's path, without the query. */
    path: text('path').notNull(),
  },
  (t) => [index('analytics_lead_events_lead_at').on(t.leadId, t.at)],
);

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

/**
 * Partners who embed the site's widgets (issue 29, ADR 044): registered by `npm run staff -- partner …`. The
 * widget pages' frame-ancestors lists exactly `allowed_origins` of the partner named in their path (exact
 * origins: `https://host[:port]`, or `http://localhost:port` / `http://127.0.0.1:port`); an inactive partner's
 * widgets are refused everywhere. Rows with is_demo = true come from the demo seed (the library page's own
 * origin) and are labelled as such.
 */
export const partners = pgTable('partners', {
  /** Random, URL-safe (22 characters of base64url: 128 bits); appears in snippets and widget URLs. */
  key: text('key').primaryKey(),
  name: text('name').notNull(),
  allowedOrigins: text('allowed_origins').array().notNull(),
  active: boolean('active').notNull().default(true),
  isDemo: boolean('is_demo').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
