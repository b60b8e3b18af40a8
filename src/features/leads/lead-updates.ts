import { and, eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { leads } from './tables';
import type { Locale } from '@/i18n/routes';
import type { Attribution } from './attribution';
import { splitFullName } from './signup';
import { checkName, type FieldCode } from '@/lib/validators';
import type { LeadRow } from './repository';

/**
 * Small changes a lead (or its browser) makes to its own record, as the query endpoint offers them
 * (spec section 7). Attribution is captured once: the marketing calls fill only values still 'n/a'.
 */
export const FUNNELS = ['AF', 'OM'] as const;
export type Funnel = (typeof FUNNELS)[number];

const touch = (now: Date) => ({ updatedAt: now });

export async function setLeadLocale(db: Database, leadId: string, locale: Locale, now = new Date()): Promise<void> {
  await db.update(leads).set({ locale, ...touch(now) }).where(eq(leads.id, leadId));
}

/** The name given on the appointment pages ("Vorname Nachname"). */
export async function setLeadName(db: Database, leadId: string, fullName: string, now = new Date()): Promise<{ ok: true } | { ok: false; code: FieldCode }> {
  const checked = checkName(fullName);
  if (!checked.ok) return checked;
  const { givenName, surname } = splitFullName(checked.value);
  await db.update(leads).set({ givenName, surname, ...touch(now) }).where(eq(leads.id, leadId));
  return { ok: true };
}

/** The flow of the first signup; kept once set. */
export async function setOriginalSignupFlow(db: Database, lead: LeadRow, flow: string, now = new Date()): Promise<void> {
  if (lead.originalSignupFlow) return;
  await db.update(leads).set({ originalSignupFlow: flow.slice(0, 40), ...touch(now) }).where(eq(leads.id, lead.id));
}

export async function setLeadFunnel(db: Database, leadId: string, funnel: Funnel, now = new Date()): Promise<void> {
  await db.update(leads).set({ funnel, ...touch(now) }).where(eq(leads.id, leadId));
}

/**
 * The lead finished a funnel (spec § 3 affordability_funnel_finished / optimal_mortgage_funnel_finished): the flag
 * is set, never cleared; setting it again changes nothing.
 */
export async function markFunnelFinished(db: Database, leadId: string, funnel: Funnel, { propertyUsage, now = new Date() }: { propertyUsage?: 'own home' | 'investment property'; now?: Date } = {}): Promise<void> {
  const flag = funnel === 'AF' ? { affordabilityFunnelFinished: true } : { optimalMortgageFunnelFinished: true };
  // OM asks how the property will be used: the lead's lending criteria (spec § 3 lending_criteria.property_usage).
  await db.update(leads).set({ ...flag, ...(propertyUsage ? { propertyUsage } : {}), ...touch(now) }).where(eq(leads.id, leadId));
}

/** UTM values and the document referrer: filled only where still 'n/a' (captured at creation, never rewritten). */
export async function fillAttribution(db: Database, lead: LeadRow, values: Partial<Pick<Attribution, 'utmSource' | 'utmMedium' | 'utmCampaign' | 'documentReferrer'>>, now = new Date()): Promise<void> {
  const patch: Partial<Record<'utmSource' | 'utmMedium' | 'utmCampaign' | 'documentReferrer', string>> = {};
  for (const key of ['utmSource', 'utmMedium', 'utmCampaign', 'documentReferrer'] as const) {
    const value = values[key];
    if (value && value !== 'n/a' && lead[key] === 'n/a') patch[key] = value;
  }
  if (Object.keys(patch).length === 0) return;
  await db.update(leads).set({ ...patch, ...touch(now) }).where(eq(leads.id, lead.id));
}

/** The lead whose referral code this is (refer-a-friend), or null. */
export async function leadByReferralCode(db: Database, code: string): Promise<LeadRow | null> {
  if (!/^[A-Za-z0-9_-]{6,64}$/.test(code)) return null;
  const [row] = await db.select().from(leads).where(eq(leads.referralCode, code));
  return row ?? null;
}

/** A referrer is set once, never to the lead itself. */
export async function setReferrer(db: Database, lead: LeadRow, code: string, now = new Date()): Promise<boolean> {
  const referrer = await leadByReferralCode(db, code);
  if (!referrer || referrer.id === lead.id || lead.referrerLeadId) return false;
  const updated = await db
    .update(leads)
    .set({ referrerLeadId: referrer.id, hasReferrer: true, ...touch(now) })
    .where(and(eq(leads.id, lead.id), eq(leads.hasReferrer, false)))
    .returning({ id: leads.id });
  return updated.length > 0;
}

/** Logged in equals eligible for the account (spec section 4). */
export async function markEligibleForAccount(db: Database, leadId: string, now: Date): Promise<void> {
  await db.update(leads).set({ eligibleForAccount: true, ...touch(now) }).where(eq(leads.id, leadId));
}

/** The lead whose refer-a-friend link carries this code, or null. */
export async function findLeadIdByReferralCode(db: Database, code: string | undefined | null): Promise<string | null> {
  if (!code || !/^[A-Za-z0-9_-]{1,100}$/.test(code)) return null;
  const [row] = await db.select({ id: leads.id }).from(leads).where(eq(leads.referralCode, code)).limit(1);
  return row?.id ?? null;
}

/** Contact details of a lead a request created (an existing lead keeps what it has: anyone can type an address). */
export async function setNewLeadContact(db: Database, leadId: string, contact: { phone: string | null; originalSignupFlow: string }, now: Date): Promise<void> {
  await db.update(leads).set({ phone: contact.phone, originalSignupFlow: contact.originalSignupFlow, ...touch(now) }).where(eq(leads.id, leadId));
}

export async function setDefaultAdvisor(db: Database, leadId: string, advisorId: string, now: Date): Promise<void> {
  await db.update(leads).set({ defaultAdvisorId: advisorId, ...touch(now) }).where(eq(leads.id, leadId));
}

/** Name and phone only where the lead has none (a form must not overwrite what the lead set); the status is the latest answer. */
export async function fillLeadContact(
  db: Database,
  found: LeadRow,
  contact: { givenName: string | null; surname: string | null; phone: string | null; homeBuyingStatus: LeadRow['homeBuyingStatus'] | null },
  now: Date,
): Promise<LeadRow> {
  const [lead] = await db
    .update(leads)
    .set({
      givenName: found.givenName ?? contact.givenName,
      surname: found.surname ?? contact.surname,
      phone: found.phone ?? contact.phone,
      homeBuyingStatus: contact.homeBuyingStatus ?? found.homeBuyingStatus,
      ...touch(now),
    })
    .where(eq(leads.id, found.id))
    .returning();
  return lead!;
}

/** A booked appointment moves a new or contacted lead to `appointment_booked`; later stages stay. */
export async function advanceToAppointmentBooked(db: Database, lead: Pick<LeadRow, 'id' | 'pipelineStage'>): Promise<void> {
  if (lead.pipelineStage === 'new' || lead.pipelineStage === 'contacted') await db.update(leads).set({ pipelineStage: 'appointment_booked' }).where(eq(leads.id, lead.id));
}

/** The profile page's fields (checked by the account feature). */
export async function setLeadProfile(
  db: Database,
  leadId: string,
  profile: { givenName: string; surname: string | null; phone: string | null; homeBuyingStatus: LeadRow['homeBuyingStatus']; locale: Locale },
  now: Date,
): Promise<void> {
  await db.update(leads).set({ ...profile, ...touch(now) }).where(eq(leads.id, leadId));
}

/** The lead gives up its claimed advisor; the default advisor stays. */
export async function clearClaimedAdvisor(db: Database, leadId: string, now: Date): Promise<void> {
  await db.update(leads).set({ claimedAdvisorId: null, isAdvisorExplicit: false, ...touch(now) }).where(eq(leads.id, leadId));
}

/** Locks the lead's row for its deletion (privacy): its e-mail address, or null when there is no such lead. */
export async function lockLeadForDeletion(db: Database, leadId: string): Promise<{ email: string } | null> {
  const [lead] = await db.select({ email: leads.email }).from(leads).where(eq(leads.id, leadId)).for('update');
  return lead ?? null;
}

/** Deletes the lead; the foreign keys delete or detach what hangs on it (ADR 015). */
export async function deleteLead(db: Database, leadId: string): Promise<void> {
  await db.delete(leads).where(eq(leads.id, leadId));
}

/** Click ids as the ad networks write them: letters, digits, - _ . ~ (gclid, fbclid up to a few hundred characters). */
const CLICK_ID = /^[A-Za-z0-9_.~-]{8,500}$/;
/** The _fbp cookie: fb.<subdomain index>.<creation time ms>.<random>. */
const FACEBOOK_BROWSER_ID = /^fb\.\d\.\d{10,16}\.\d{1,20}$/;

/**
 * spec `persistGoogleConversion(gclid)`: the Google Ads click id of the visit is stored with the lead (the newest
 * click counts). False for a value that is no click id.
 */
export async function persistGoogleConversion(db: Database, lead: LeadRow, gclid: string, now = new Date()): Promise<boolean> {
  const value = gclid.trim();
  if (!CLICK_ID.test(value)) return false;
  if (lead.gclid !== value) await db.update(leads).set({ gclid: value, ...touch(now) }).where(eq(leads.id, lead.id));
  return true;
}

/**
 * spec `persistFacebookConversion(facebookId, conversionId)`: the browser id from the _fbp cookie and the click id
 * (fbclid) together; both must be present and well-formed, else nothing is stored (false).
 */
export async function persistFacebookConversion(db: Database, lead: LeadRow, facebookId: string, conversionId: string, now = new Date()): Promise<boolean> {
  const browser = facebookId.trim();
  const click = conversionId.trim();
  if (!FACEBOOK_BROWSER_ID.test(browser) || !CLICK_ID.test(click)) return false;
  await db.update(leads).set({ facebookBrowserId: browser, fbclid: click, ...touch(now) }).where(eq(leads.id, lead.id));
  return true;
}
