/**
 * The property radar's store (issue 25, ADR 029): a lead's saved searches ("radars"), saved listings
 * (favourites) with notes, what a visitor asked to save before logging in, and the lead's last visit of the
 * account's property search. The only code that writes these tables besides the alerts (radar-alerts.ts).
 */
import { and, asc, count, desc, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { listingImages, listings, propertyFavourites, propertyPendingSaves, propertyRadars, propertyRadarTokens, propertySearchVisits } from './tables';
import { listSavedCalculations } from '@/features/saved-calculations/server';
import { parseEuros } from '@/lib/forms/fields';
import { certificateHouseholdOf } from '@/features/certificates/server';
import { hashToken, isTokenShape, randomToken } from '@/lib/tokens';
import { DEFAULT_RADAR_FREQUENCY, MAX_FAVOURITES_PER_LEAD, MAX_RADARS_PER_LEAD, type RadarFrequency } from './radar-form';
import { resolveSearchCentre } from './search';
import { DEFAULT_SEARCH_SAVINGS, MAX_SEARCH_CHILDREN, parseSearch, SEARCH_ADULTS, searchToParams, type PropertySearch } from './search-form';
import type { SearchCentre } from './search-repository';
import { paramsWithSavings } from './listing-query';
import { enquiriesOf } from './enquiries-repository';

export type RadarRow = typeof propertyRadars.$inferSelect;

/** How long a visitor's save waits for the login (the cookie lives as long). */
export const PENDING_SAVE_SECONDS = 24 * 60 * 60;
/** A visit of the property search within this time of the last one is the same visit ("new" stays new). */
export const VISIT_GAP_MS = 30 * 60 * 1000;

export type CriteriaOutcome = { ok: true; criteria: string; search: PropertySearch } | { ok: false; code: 'INVALID_SEARCH' };

/**
 * A search as a radar keeps it: the filters of the search page's query and the visitor's savings when given (issue 48:
 * the radar's cards and e-mails compute the monthly payments with them, as the search did), checked like the page
 * checks them, without what only shapes a page of results (sort, page). An unknown place is refused.
 */
export function radarCriteria(query: string): CriteriaOutcome {
  const parsed = parseSearch(new URLSearchParams(query));
  if (!parsed.ok) return { ok: false, code: 'INVALID_SEARCH' };
  if (parsed.search.place !== '' && !resolveSearchCentre(parsed.search.place)) return { ok: false, code: 'INVALID_SEARCH' };
  const search: PropertySearch = { ...parsed.search, sort: 'newest', page: 1 };
  return { ok: true, criteria: searchToParams(search).toString(), search };
}

/**
 * The search a stored radar runs, with its centre; null when the stored criteria no longer pass (a place the
 * postal code table lost): such a radar matches nothing rather than everything.
 */
export function radarQuery(criteria: string): { search: PropertySearch; centre: SearchCentre | null } | null {
  const parsed = parseSearch(new URLSearchParams(criteria));
  if (!parsed.ok) return null;
  if (parsed.search.place === '') return { search: parsed.search, centre: null };
  const centre = resolveSearchCentre(parsed.search.place);
  return centre ? { search: parsed.search, centre } : null;
}

/** Serialises one lead's saves (limits, duplicates) until the transaction ends, on PostgreSQL and PGlite alike. */
async function lockLead(tx: Database, leadId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`property-saves:${leadId}`}))`);
}

export type SaveRadarOutcome = { ok: true; radar: RadarRow; created: boolean } | { ok: false; code: 'INVALID_SEARCH' | 'TOO_MANY_RADARS' };

/**
 * Saves a radar for the lead. The same criteria saved again (a second click, a claimed save after login) give
 * the radar that exists; at most MAX_RADARS_PER_LEAD radars per lead. A lock per lead is held meanwhile, so
 * two saves at once cannot pass the limit or save one search twice.
 */
export async function saveRadar(db: Database, leadId: string, input: { criteria: string; name?: string; frequency?: RadarFrequency | null }, now: Date): Promise<SaveRadarOutcome> {
  const checked = radarCriteria(input.criteria);
  if (!checked.ok) return checked;
  return db.transaction(async (tx) => {
    await lockLead(tx, leadId);
    const mine = await tx.select().from(propertyRadars).where(eq(propertyRadars.leadId, leadId));
    const same = mine.find((r) => r.criteria === checked.criteria);
    if (same) return { ok: true as const, radar: same, created: false };
    if (mine.length >= MAX_RADARS_PER_LEAD) return { ok: false as const, code: 'TOO_MANY_RADARS' as const };
    const [radar] = await tx
      .insert(propertyRadars)
      .values({ leadId, name: input.name ?? '', criteria: checked.criteria, frequency: input.frequency ?? DEFAULT_RADAR_FREQUENCY, createdAt: now, updatedAt: now })
      .returning();
    return { ok: true as const, radar: radar!, created: true };
  });
}

/** The lead's radars, oldest first. */
export function radarsOf(db: Database, leadId: string): Promise<RadarRow[]> {
  return db.select().from(propertyRadars).where(eq(propertyRadars.leadId, leadId)).orderBy(asc(propertyRadars.createdAt), asc(propertyRadars.id));
}

/** Changes a radar of this lead (name, e-mail frequency, paused); null when the lead has no such radar. */
export async function updateRadar(db: Database, leadId: string, radarId: string, patch: { name?: string; frequency?: RadarFrequency; paused?: boolean }, now: Date): Promise<RadarRow | null> {
  const set: Partial<typeof propertyRadars.$inferInsert> = { updatedAt: now };
  if (patch.name !== undefined) set.name = patch.name;
  if (patch.frequency !== undefined) set.frequency = patch.frequency;
  if (patch.paused === true) set.pausedAt = sql`coalesce(${propertyRadars.pausedAt}, ${now.toISOString()}::timestamptz)` as never;
  if (patch.paused === false) set.pausedAt = null;
  const [row] = await db.update(propertyRadars).set(set).where(and(eq(propertyRadars.id, radarId), eq(propertyRadars.leadId, leadId))).returning();
  return row ?? null;
}

/** Deletes a radar of this lead (its matches and unsubscribe links go with it); false when there is none. */
export async function deleteRadar(db: Database, leadId: string, radarId: string): Promise<boolean> {
  const rows = await db.delete(propertyRadars).where(and(eq(propertyRadars.id, radarId), eq(propertyRadars.leadId, leadId))).returning({ id: propertyRadars.id });
  return rows.length > 0;
}

/** A fresh single-purpose unsubscribe token for the radar (its hash is stored); written in the caller's transaction. */
export async function mintUnsubscribeToken(tx: Database, radarId: string, now: Date): Promise<string> {
  const token = randomToken();
  await tx.insert(propertyRadarTokens).values({ tokenHash: hashToken(token), radarId, createdAt: now });
  return token;
}

/** The radar an unsubscribe token belongs to, or null (unknown, malformed, or the radar deleted). */
export async function radarForToken(db: Database, token: string | null | undefined): Promise<RadarRow | null> {
  if (!isTokenShape(token)) return null;
  const [row] = await db.select({ radar: propertyRadars }).from(propertyRadarTokens).innerJoin(propertyRadars, eq(propertyRadars.id, propertyRadarTokens.radarId)).where(eq(propertyRadarTokens.tokenHash, hashToken(token)));
  return row?.radar ?? null;
}

/**
 * The unsubscribe link's action: the radar sends no more e-mails (frequency off), at once; the radar itself
 * stays in the account. Repeating it changes nothing. Null for an unknown token.
 */
export async function unsubscribeRadar(db: Database, token: string | null | undefined, now: Date): Promise<RadarRow | null> {
  const radar = await radarForToken(db, token);
  if (!radar) return null;
  if (radar.frequency === 'off') return radar;
  const [row] = await db.update(propertyRadars).set({ frequency: 'off', updatedAt: now }).where(eq(propertyRadars.id, radar.id)).returning();
  return row ?? null;
}

// Favourites

export type FavouriteOutcome = { ok: true } | { ok: false; code: 'NOT_FOUND' | 'TOO_MANY_FAVOURITES' };

/** Saves a listing (by slug) for the lead; saving it again keeps the note. Withdrawn listings cannot be added. */
export async function addFavourite(db: Database, leadId: string, slug: string, now: Date): Promise<FavouriteOutcome> {
  return db.transaction(async (tx) => {
    const [listing] = await tx.select({ id: listings.id, withdrawnAt: listings.withdrawnAt }).from(listings).where(eq(listings.slug, slug));
    if (!listing || listing.withdrawnAt) return { ok: false as const, code: 'NOT_FOUND' as const };
    await lockLead(tx, leadId);
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(propertyFavourites).where(eq(propertyFavourites.leadId, leadId));
    const [exists] = await tx.select({ one: sql`1` }).from(propertyFavourites).where(and(eq(propertyFavourites.leadId, leadId), eq(propertyFavourites.listingId, listing.id)));
    if (exists) return { ok: true as const };
    if (n >= MAX_FAVOURITES_PER_LEAD) return { ok: false as const, code: 'TOO_MANY_FAVOURITES' as const };
    await tx.insert(propertyFavourites).values({ leadId, listingId: listing.id, createdAt: now, updatedAt: now });
    return { ok: true as const };
  });
}

/** Whether a listing with this slug is on the market. */
export async function activeListingExists(db: Database, slug: string): Promise<boolean> {
  const [listing] = await db.select({ withdrawnAt: listings.withdrawnAt }).from(listings).where(eq(listings.slug, slug));
  return listing !== undefined && listing.withdrawnAt === null;
}

export async function removeFavourite(db: Database, leadId: string, slug: string): Promise<boolean> {
  const [listing] = await db.select({ id: listings.id }).from(listings).where(eq(listings.slug, slug));
  if (!listing) return false;
  const rows = await db.delete(propertyFavourites).where(and(eq(propertyFavourites.leadId, leadId), eq(propertyFavourites.listingId, listing.id))).returning({ id: propertyFavourites.listingId });
  return rows.length > 0;
}

export async function setFavouriteNote(db: Database, leadId: string, slug: string, note: string, now: Date): Promise<boolean> {
  const [listing] = await db.select({ id: listings.id }).from(listings).where(eq(listings.slug, slug));
  if (!listing) return false;
  const rows = await db
    .update(propertyFavourites)
    .set({ note, updatedAt: now })
    .where(and(eq(propertyFavourites.leadId, leadId), eq(propertyFavourites.listingId, listing.id)))
    .returning({ id: propertyFavourites.listingId });
  return rows.length > 0;
}

export interface FavouriteItem {
  slug: string;
  title: string;
  language: string;
  type: string;
  subtype: string | null;
  postalCode: string;
  place: string;
  price: number;
  livingArea: number;
  rooms: number | null;
  isDemo: boolean;
  withdrawnAt: Date | null;
  imageId: string | null;
  imageTitle: string | null;
  note: string;
  savedAt: Date;
}

/** The lead's favourites, newest first, withdrawn ones included (the page says so). */
export async function favouritesOf(db: Database, leadId: string): Promise<FavouriteItem[]> {
  return db
    .select({
      slug: listings.slug,
      title: listings.title,
      language: listings.language,
      type: listings.type,
      subtype: listings.subtype,
      postalCode: listings.postalCode,
      place: listings.place,
      price: listings.price,
      livingArea: listings.livingArea,
      rooms: listings.rooms,
      isDemo: listings.isDemo,
      withdrawnAt: listings.withdrawnAt,
      imageId: listingImages.id,
      imageTitle: listingImages.title,
      note: propertyFavourites.note,
      savedAt: propertyFavourites.createdAt,
    })
    .from(propertyFavourites)
    .innerJoin(listings, eq(listings.id, propertyFavourites.listingId))
    .leftJoin(listingImages, and(eq(listingImages.listingId, listings.id), eq(listingImages.position, 0)))
    .where(eq(propertyFavourites.leadId, leadId))
    .orderBy(desc(propertyFavourites.createdAt), asc(listings.slug));
}

// A save before login

/** Keeps what a visitor asked to save until the login; returns the cookie's token. Older pending saves are purged. */
export async function savePending(db: Database, kind: 'radar' | 'favourite', payload: string, now: Date): Promise<string> {
  const token = randomToken();
  await db.delete(propertyPendingSaves).where(lt(propertyPendingSaves.createdAt, new Date(now.getTime() - PENDING_SAVE_SECONDS * 1000)));
  await db.insert(propertyPendingSaves).values({ tokenHash: hashToken(token), kind, payload, createdAt: now });
  return token;
}

export type ClaimOutcome = { kind: 'radar'; outcome: SaveRadarOutcome } | { kind: 'favourite'; outcome: FavouriteOutcome } | null;

/**
 * Saves the visitor's pending save for the lead who has now logged in, once: the row is deleted as it is
 * claimed, so a reload (or a second instance) saves nothing more. Null when there is nothing (left) to claim.
 */
export async function claimPending(db: Database, leadId: string, token: string | null | undefined, now: Date): Promise<ClaimOutcome> {
  if (!isTokenShape(token)) return null;
  const [pending] = await db.delete(propertyPendingSaves).where(eq(propertyPendingSaves.tokenHash, hashToken(token))).returning();
  if (!pending || pending.createdAt.getTime() < now.getTime() - PENDING_SAVE_SECONDS * 1000) return null;
  if (pending.kind === 'radar') return { kind: 'radar', outcome: await saveRadar(db, leadId, { criteria: pending.payload }, now) };
  return { kind: 'favourite', outcome: await addFavourite(db, leadId, pending.payload, now) };
}

/**
 * Records a visit of the account's property search and returns the time listings count as new from: the visit
 * before this one (a visit within VISIT_GAP_MS of the last is the same visit), or null on the first visit.
 */
export async function recordSearchVisit(db: Database, leadId: string, now: Date): Promise<Date | null> {
  return db.transaction(async (tx) => {
    const [visit] = await tx.select().from(propertySearchVisits).where(eq(propertySearchVisits.leadId, leadId)).for('update');
    if (!visit) {
      await tx.insert(propertySearchVisits).values({ leadId, previousVisitAt: null, lastVisitAt: now }).onConflictDoNothing();
      return null;
    }
    if (now.getTime() - visit.lastVisitAt.getTime() < VISIT_GAP_MS) {
      await tx.update(propertySearchVisits).set({ lastVisitAt: now }).where(eq(propertySearchVisits.leadId, leadId));
      return visit.previousVisitAt;
    }
    await tx.update(propertySearchVisits).set({ previousVisitAt: visit.lastVisitAt, lastVisitAt: now }).where(eq(propertySearchVisits.leadId, leadId));
    return visit.lastVisitAt;
  });
}

/**
 * The own funds a radar's listings are computed with (issue 48), in the account and in its e-mails alike: those saved
 * with the radar's search, else those of the lead's newest saved mortgage calculation (savedSavingsOf), else the
 * calculator's default that the search assumes too.
 */
export function radarSavings(search: PropertySearch, saved: { amount: number } | null): number {
  return search.savingsGiven ? search.savings : (saved?.amount ?? DEFAULT_SEARCH_SAVINGS);
}

/**
 * A radar's search with the own funds its listings are computed with (radarSavings) and the parameters its listings'
 * links carry (the search with those funds: the listing page shows the same payment and leads back to the search);
 * null when the criteria no longer pass. The account's radar cards and the radar's e-mails both use it.
 */
export function radarFigures(criteria: string, saved: { amount: number } | null): { search: PropertySearch; centre: SearchCentre | null; savings: number; params: string } | null {
  const query = radarQuery(criteria);
  if (!query) return null;
  const savings = radarSavings(query.search, saved);
  return { ...query, savings, params: paramsWithSavings(query.search, savings) };
}

/** The own funds of the lead's newest saved mortgage calculation and when it was saved, or null (none saved). */
export async function savedSavingsOf(db: Database, leadId: string): Promise<{ amount: number; from: Date } | null> {
  const saved = (await listSavedCalculations(db, leadId)).find((c) => c.kind === 'mortgage');
  const amount = saved?.kind === 'mortgage' ? parseEuros(String(saved.inputs.savings)) : null;
  return saved && amount !== null ? { amount, from: saved.createdAt } : null;
}

/**
 * The household the lead last told us (issue 48: the search's "what you can afford" fields are filled with it, like
 * the savings): its monthly net income, adults and children, from the newer of a saved house-budget calculation and
 * the financing certificate's applicants; null without either.
 */
export async function savedHouseholdOf(db: Database, leadId: string): Promise<{ income: number; adults: number; children: number; from: Date } | null> {
  // The newer of the two places the lead told us about the household: a saved house-budget calculation, or the
  // applicants of the financing certificate (issue 48).
  const [budget, certificate] = await Promise.all([budgetHouseholdOf(db, leadId), certificateHouseholdOf(db, leadId)]);
  const fromCertificate = certificate && { ...certificate, children: Math.min(certificate.children, MAX_SEARCH_CHILDREN) };
  if (!budget) return fromCertificate;
  if (!fromCertificate) return budget;
  return fromCertificate.from > budget.from ? fromCertificate : budget;
}

async function budgetHouseholdOf(db: Database, leadId: string): Promise<{ income: number; adults: number; children: number; from: Date } | null> {
  const saved = (await listSavedCalculations(db, leadId)).find((c) => c.kind === 'budget');
  if (saved?.kind !== 'budget') return null;
  const income = parseEuros(String(saved.inputs.income ?? ''));
  if (income === null || income <= 0) return null;
  const adults = Number(saved.inputs.adults);
  const children = Number(saved.inputs.children || 0);
  return {
    income: Math.round(income),
    adults: (SEARCH_ADULTS as readonly number[]).includes(adults) ? adults : 1,
    children: Number.isInteger(children) && children >= 0 && children <= MAX_SEARCH_CHILDREN ? children : 0,
    from: saved.createdAt,
  };
}

/** What the site keeps of the lead's property search, for the data export (GDPR Art. 15/20). */
export async function propertyDataOf(db: Database, leadId: string) {
  return {
    radars: (await radarsOf(db, leadId)).map((r) => ({ name: r.name, criteria: r.criteria, frequency: r.frequency, pausedAt: r.pausedAt, alertsSent: r.alertsSent, lastAlertAt: r.lastAlertAt, createdAt: r.createdAt })),
    favourites: (await favouritesOf(db, leadId)).map((f) => ({ listing: f.slug, title: f.title, note: f.note, savedAt: f.savedAt })),
    // The enquiries about listings (issue 48): what was asked, about which listing, when.
    enquiries: await enquiriesOf(db, leadId),
  };
}
