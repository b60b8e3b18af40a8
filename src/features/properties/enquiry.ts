import 'server-only';
import { and, desc, eq, gte } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import { SITE } from '@/config/site';
import type { Database } from '@/db/client';
import { findAdvisorById } from '@/features/advisors/server';
import { enqueueEmail } from '@/features/email/server';
import type { Attribution } from '@/features/leads';
import { activeAdvisorIdWithFewestLeads, findOrCreateLead, recordConsent, rememberLeadBrowser, setDefaultAdvisor, setNewLeadContact, splitFullName } from '@/features/leads/server';
import { checkCaptcha, hitRateLimit } from '@/features/security/server';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';
import { parseForm, type FieldErrors, type FormSource } from '@/lib/forms/parse-form';
import { listingEnquiryAdvisorEmail, listingEnquiryConfirmationEmail, type EnquiryListing } from './email-templates';
import { ENQUIRY_CODES, ENQUIRY_FIELDS, ENQUIRY_MAX_LENGTHS, enquirySchema, type EnquiryFormError } from './enquiry-form';
import { listingHeadline, placeName } from './listing-texts';
import { listingBySlug, type ListingRow } from './listings-repository';
import { leads } from '@/features/leads/tables';
import { listingEnquiries } from './tables';

/** Per client address: a buyer asking about a few listings in a row, not a flood of e-mails to strangers or advisors. */
export const ENQUIRY_RATE_LIMIT = { limit: 5, windowSeconds: 600 };
/** Per listing and client address: one question, maybe a correction; not the same listing over and over. */
export const ENQUIRY_LISTING_RATE_LIMIT = { limit: 2, windowSeconds: 3600 };
/** The consent the enquiry records: the privacy notice under the form (the data go to an advisor who answers). */
export const ENQUIRY_CONSENT = { purpose: 'listing-enquiry', version: '2026-11-29' } as const;
/** The same address, listing and message within this time is the first enquiry again (a double click, a reload). */
const REPEAT_SECONDS = 10 * 60;

export interface EnquiryRequest {
  slug: string;
  form: FormSource;
  locale: Locale;
  ip: string;
  /** The CAPTCHA widget's payload (empty without JavaScript: the stricter no-solution budget, ADR 016). */
  captcha: string | null;
  attribution: Attribution;
  now: Date;
  baseUrl: string;
}

export type EnquiryResult =
  | { ok: true; enquiryId: string; leadId: string; repeated: boolean; browserToken: string | null }
  | { ok: false; errors: FieldErrors }
  | { ok: false; error: EnquiryFormError; retryAfterSeconds?: number };

/** The listing's reference as the broker knows it (provider, listing number). */
export const listingReference = (l: Pick<ListingRow, 'providerId' | 'externalId'>) => `${l.providerId}/${l.externalId}`;

function describe(listing: ListingRow, locale: Locale, baseUrl: string): EnquiryListing {
  return {
    title: listingHeadline(listing, locale),
    place: `${listing.postalCode} ${placeName(listing.place, locale)}`,
    price: listing.price,
    reference: listingReference(listing),
    providerName: listing.providerName,
    url: new URL(localizedPath('properties-listing', locale, { listing: listing.slug }), baseUrl).toString(),
    isDemo: listing.isDemo,
  };
}

/**
 * An enquiry about one listing from its page (issue 48). The form is checked, then the listing (active), the
 * CAPTCHA (as booking's, scope `listing-enquiry`) and the client's rate limits (per address, and per address and
 * listing); then, in one transaction: the lead (found or created from the e-mail, with its attribution; a new lead
 * gets the phone), a default advisor when the lead has none, the enquiry with the listing's reference, the consent,
 * and two e-mails: the visitor's confirmation in the page's language and the advisor's notice in German (the office's
 * address without an active advisor). Demo listings are accepted like any other: the e-mails and the page say it is a
 * demo listing, and the enquiry reaches an advisor of this site, who knows the demo broker does not exist. The same
 * address, listing and message again within ten minutes is the first enquiry: nothing is stored or sent twice.
 */
export async function sendListingEnquiry(db: Database, boss: PgBoss, input: EnquiryRequest): Promise<EnquiryResult> {
  const parsed = parseForm(enquirySchema, input.form, ENQUIRY_FIELDS, { codes: ENQUIRY_CODES, fallback: 'required', maxLengths: ENQUIRY_MAX_LENGTHS });
  if (!parsed.ok) return { ok: false, errors: parsed.errors };
  const listing = await listingBySlug(db, input.slug);
  if (!listing || listing.withdrawnAt !== null) return { ok: false, error: 'LISTING_GONE' };
  const { name, email, phone, message } = parsed.data;

  const repeat = await earlierEnquiry(db, email, listing.id, message, input.now);
  if (repeat) return { ok: true, enquiryId: repeat.id, leadId: repeat.leadId, repeated: true, browserToken: null };

  const captcha = await checkCaptcha(db, { payload: input.captcha, ip: input.ip, now: input.now, scope: 'listing-enquiry' });
  if (!captcha.ok) return captcha.code === 'RATE_LIMITED' ? { ok: false, error: 'RATE_LIMITED', retryAfterSeconds: captcha.retryAfterSeconds } : { ok: false, error: 'CAPTCHA_INVALID' };
  for (const [bucket, limit] of [
    [`listing-enquiry-ip:${input.ip}`, ENQUIRY_RATE_LIMIT],
    [`listing-enquiry-listing:${listing.id}:${input.ip}`, ENQUIRY_LISTING_RATE_LIMIT],
  ] as const) {
    const hit = await hitRateLimit(db, bucket, limit, input.now);
    if (!hit.allowed) return { ok: false, error: 'RATE_LIMITED', retryAfterSeconds: hit.retryAfterSeconds };
  }

  const { givenName, surname } = splitFullName(name);
  return db.transaction(async (tx) => {
    const { lead, created } = await findOrCreateLead(tx, { email, locale: input.locale, givenName, surname, originalSignupFlow: 'listing_enquiry', attribution: input.attribution });
    if (created) await setNewLeadContact(tx, lead.id, { phone, originalSignupFlow: 'listing_enquiry' }, input.now);
    let advisorId = lead.claimedAdvisorId ?? lead.defaultAdvisorId;
    if (!advisorId) {
      advisorId = await activeAdvisorIdWithFewestLeads(tx);
      if (advisorId) await setDefaultAdvisor(tx, lead.id, advisorId, input.now);
    }
    const advisor = advisorId ? await findAdvisorById(tx, advisorId) : null;
    const [row] = await tx
      .insert(listingEnquiries)
      .values({ leadId: lead.id, listingId: listing.id, listingRef: listingReference(listing), message, phone, locale: input.locale, isDemo: listing.isDemo, createdAt: input.now })
      .returning({ id: listingEnquiries.id });
    const enquiryId = row!.id;
    await recordConsent(tx, lead.id, ENQUIRY_CONSENT.purpose, ENQUIRY_CONSENT.version, input.now);
    await enqueueEmail(tx, boss, {
      idempotencyKey: `listing-enquiry:${enquiryId}:visitor`,
      to: email,
      locale: input.locale,
      message: { template: listingEnquiryConfirmationEmail, data: { givenName, listing: describe(listing, input.locale, input.baseUrl), message } },
    });
    // Advisors work in German (the listing's German page and title); without an active advisor the office gets it.
    await enqueueEmail(tx, boss, {
      idempotencyKey: `listing-enquiry:${enquiryId}:advisor`,
      to: advisor?.email ?? SITE.email,
      locale: 'de',
      message: {
        template: listingEnquiryAdvisorEmail,
        data: { advisorGivenName: advisor?.givenName ?? null, name, email, phone, leadId: lead.id, enquiryLocale: input.locale, listing: describe(listing, 'de', input.baseUrl), message },
      },
    });
    const browserToken = created ? await rememberLeadBrowser(tx, lead.id, input.now) : null;
    return { ok: true as const, enquiryId, leadId: lead.id, repeated: false, browserToken };
  });
}

/** The same address's enquiry about the same listing with the same message in the last minutes, or null. */
async function earlierEnquiry(db: Database, email: string, listingId: string, message: string, now: Date): Promise<{ id: string; leadId: string } | null> {
  const since = new Date(now.getTime() - REPEAT_SECONDS * 1000);
  const [row] = await db
    .select({ id: listingEnquiries.id, leadId: listingEnquiries.leadId })
    .from(listingEnquiries)
    .innerJoin(leads, eq(leads.id, listingEnquiries.leadId))
    .where(and(eq(leads.email, email), eq(listingEnquiries.listingId, listingId), eq(listingEnquiries.message, message), gte(listingEnquiries.createdAt, since)))
    .orderBy(desc(listingEnquiries.createdAt))
    .limit(1);
  return row ?? null;
}

/** The listing an enquiry page is about (active or withdrawn), for the private enquiry page. */
export async function enquiryListing(db: Database, slug: string): Promise<ListingRow | null> {
  if (!/^[a-z0-9-]{3,120}$/.test(slug)) return null;
  return listingBySlug(db, slug);
}

/** Whether the enquiry of this id is about this listing (the confirmation shows only with the done cookie's id). */
export async function enquiryIsFor(db: Database, enquiryId: string, listingId: string): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(enquiryId)) return false;
  const [row] = await db.select({ id: listingEnquiries.id }).from(listingEnquiries).where(and(eq(listingEnquiries.id, enquiryId), eq(listingEnquiries.listingId, listingId))).limit(1);
  return row !== undefined;
}
