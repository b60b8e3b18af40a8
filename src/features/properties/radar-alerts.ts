/**
 * The property radar's e-mail alerts (issue 25, ADR 029).
 *
 * 1. The import writes a `listing_events` row for every listing added (or back), every price reduction and every
 *    withdrawal (issue 48), in the listing's own transaction (listings-repository.ts).
 * 2. The matcher (`matchListingEvents`) takes the unmatched events in id order (FOR UPDATE SKIP LOCKED, so two
 *    instances share the work), runs every radar that e-mails (not paused, frequency not off) against their
 *    listings with the search's own SQL, records a `property_radar_matches` row per radar and event (its key
 *    makes a repeat a no-op) and marks the events matched; all in one transaction. Events older than a radar
 *    do not match it: a radar tells of what is new after it was saved. A withdrawal no longer matches any search:
 *    it goes to the radars that were told of the listing (their newest sent match of it is not itself a withdrawal).
 * 3. Delivery (`deliverRadarAlert`) writes one e-mail for a radar's pending matches through the outbox, in one
 *    transaction with marking them sent: a crash before the commit leaves them pending for the next run, after
 *    it the outbox sends the e-mail (ADR 013). The radar's row is locked meanwhile, so a second run finds
 *    nothing pending, and the e-mail's key (`radar:<id>:alert:<n>`) is unique besides. A daily radar sends at
 *    most one e-mail per DIGEST_INTERVAL_MS; until then its matches wait.
 * 4. Jobs (queue `property-radar`): a sweep every five minutes matches and delivers what is due, so nothing
 *    waits longer than that and nothing is lost across restarts; every import path asks for a sweep at once
 *    (radar-sweep.ts: the push endpoint and the command line), a worker that starts asks for one too (events an
 *    import wrote while no server ran are matched then), and the matcher asks for an immediate delivery of radars
 *    that are due.
 * 5. The e-mail says of each listing what happened (issue 48): new (or back on the market; with the reduction since,
 *    if any), price reduced from → to, or withdrawn. Its subject names the mix.
 * 6. Each listing on offer shows its monthly payment with the radar's own funds (radarSavings: the same as the
 *    account's radar cards), and its link carries the radar's search with them: the listing page shows the same payment
 *    and leads back to that search (issue 48).
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { createTranslator } from 'next-intl';
import { fromDrizzle, type PgBoss } from 'pg-boss';
import type { Database } from '@/db/client';
import { listingEvents, listings, propertyRadarMatches, propertyRadars } from './tables';
import { enqueueEmail } from '@/features/email/server';
import { propertyAlertEmail, type AlertListing } from './email-templates';
import { findLeadById } from '@/features/leads/server';
import { messagesFor } from '@/i18n/messages';
import { localizedPath } from '@/i18n/paths';
import { isLocale, type Locale } from '@/i18n/routes';
import { ALERT_MAX_LISTINGS, DIGEST_INTERVAL_MS, PROPERTY_RADAR_QUEUE, type RadarJob } from './radar-form';
import { describeSearch } from './radar-label';
import { mintUnsubscribeToken, radarFigures, radarQuery, savedSavingsOf, type RadarRow } from './radar';
import { listingFinancing } from './listing-financing';
import { listingHref } from './listing-query';
import { budgetedSearch, budgetStatus, searchBudget } from './affordability';
import type { RateMarket } from '@/engine/rates/market';
import { todaysRatesOrNull } from '@/features/rates/server';
import { todayInBerlin } from '@/lib/dates';
import { requestRadarSweep } from './radar-sweep';
import { listingsAmong } from './search-repository';
import { listingTitle } from './listing-texts';

export { requestRadarSweep } from './radar-sweep';

/** Events the matcher takes per transaction. */
const MATCH_BATCH = 500;
/** How often the sweep runs (cron, every five minutes). */
export const RADAR_SWEEP_CRON = '*/5 * * * *';

export interface RadarServices {
  db: Database;
  boss: PgBoss;
  now: Date;
  /** Absolute origin for the links in the e-mail. */
  baseUrl: string;
}

/** When a radar's pending matches may be e-mailed: now, or a day after a daily radar's last e-mail. */
export function alertDueAt(radar: Pick<RadarRow, 'frequency' | 'lastAlertAt'>, now: Date): Date {
  if (radar.frequency !== 'daily' || !radar.lastAlertAt) return now;
  const next = new Date(radar.lastAlertAt.getTime() + DIGEST_INTERVAL_MS);
  return next > now ? next : now;
}

const emails = (r: Pick<RadarRow, 'pausedAt' | 'frequency'>) => r.pausedAt === null && r.frequency !== 'off';

/**
 * Matches one batch of unmatched listing events against the radars that e-mail; returns how many events it
 * took and the radars that got new matches. Radars due now get a delivery job in the same transaction.
 */
export async function matchListingEvents(s: Pick<RadarServices, 'db' | 'boss' | 'now'>): Promise<{ events: number; radars: string[] }> {
  return s.db.transaction(async (tx) => {
    const events = await tx.select().from(listingEvents).where(isNull(listingEvents.matchedAt)).orderBy(asc(listingEvents.id)).limit(MATCH_BATCH).for('update', { skipLocked: true });
    if (events.length === 0) return { events: 0, radars: [] };
    const radars = (await tx.select().from(propertyRadars)).filter(emails);
    const offers = events.filter((e) => e.kind !== 'withdrawn');
    const listingIds = [...new Set(offers.map((e) => e.listingId))];
    const told = await radarsTold(tx, events.filter((e) => e.kind === 'withdrawn'));
    const touched: RadarRow[] = [];
    // A radar that keeps "only what I can afford" matches within the buyer's budget at today's rates (issue 48).
    const today = todayInBerlin(s.now);
    let market: RateMarket | null | undefined;
    for (const radar of radars) {
      const query = radarQuery(radar.criteria);
      if (!query) continue;
      let search = query.search;
      if (search.affordOnly) {
        if (market === undefined) market = (await todaysRatesOrNull(tx, today))?.market ?? null;
        const figures = radarFigures(radar.criteria, await savedSavingsOf(tx, radar.leadId));
        if (figures) search = budgetedSearch(search, figures.savings, query.centre, today, market).run;
      }
      const candidates = offers.filter((e) => e.createdAt >= radar.createdAt);
      const found = candidates.length === 0 ? new Set<string>() : await listingsAmong(tx, search, query.centre, listingIds.filter((id) => candidates.some((e) => e.listingId === id)));
      const matches = [...candidates.filter((e) => found.has(e.listingId)), ...(told.get(radar.id) ?? [])].map((e) => ({ radarId: radar.id, eventId: e.id, listingId: e.listingId, matchedAt: s.now }));
      if (matches.length === 0) continue;
      const inserted = await tx.insert(propertyRadarMatches).values(matches).onConflictDoNothing().returning({ radarId: propertyRadarMatches.radarId });
      if (inserted.length > 0) touched.push(radar);
    }
    await tx.update(listingEvents).set({ matchedAt: s.now }).where(inArray(listingEvents.id, events.map((e) => e.id)));
    for (const radar of touched) {
      if (alertDueAt(radar, s.now).getTime() <= s.now.getTime()) {
        await s.boss.send(PROPERTY_RADAR_QUEUE, { kind: 'deliver', radarId: radar.id } satisfies RadarJob, { db: fromDrizzle(tx as never, sql as never) });
      }
    }
    return { events: events.length, radars: touched.map((r) => r.id) };
  });
}

type ListingEvent = typeof listingEvents.$inferSelect;

/** Withdrawals of a batch per radar that was told of the listing: its newest sent match of it, before the withdrawal, is no withdrawal. */
async function radarsTold(tx: Database, withdrawals: ListingEvent[]): Promise<Map<string, ListingEvent[]>> {
  const told = new Map<string, ListingEvent[]>();
  if (withdrawals.length === 0) return told;
  const sent = await tx
    .select({ radarId: propertyRadarMatches.radarId, listingId: propertyRadarMatches.listingId, eventId: propertyRadarMatches.eventId, kind: listingEvents.kind })
    .from(propertyRadarMatches)
    .innerJoin(listingEvents, eq(listingEvents.id, propertyRadarMatches.eventId))
    .where(and(eq(propertyRadarMatches.status, 'sent'), inArray(propertyRadarMatches.listingId, [...new Set(withdrawals.map((w) => w.listingId))])))
    .orderBy(asc(propertyRadarMatches.eventId));
  for (const w of withdrawals) {
    const newest = new Map<string, string>();
    for (const m of sent) if (m.listingId === w.listingId && m.eventId < w.id) newest.set(m.radarId, m.kind);
    for (const [radarId, kind] of newest) if (kind !== 'withdrawn') told.set(radarId, [...(told.get(radarId) ?? []), w]);
  }
  return told;
}

/** A radar's pending event of one listing, as the line of the e-mail needs it. */
export type PendingListingEvent = Pick<ListingEvent, 'kind' | 'price' | 'previousPrice' | 'createdAt'>;

/**
 * What a listing's line in the alert says, from the radar's pending events of it (in id order) and the listing as it
 * is now (issue 48); null when there is nothing to tell:
 * - withdrawn: the listing is off the market and its newest event is the withdrawal (matched only to radars that were
 *   told of it); a listing withdrawn before the radar told of it is left out, as before;
 * - new, or back on the market after a withdrawal: an "added" event is pending, however often the price changed
 *   since (a listing the radar never told of is new to the lead, even when the import that brought it was followed by
 *   a reduction before the alert went out); with the price it came with when that was higher than today's;
 * - reduced: from the price before the first pending reduction (what the radar last told of, or what the listing
 *   asked when it first matched the search) to today's; nothing when the price went back up meanwhile.
 */
export function alertChange(events: readonly PendingListingEvent[], listing: { price: number; withdrawnAt: Date | null; firstSeenAt: Date }): Pick<AlertListing, 'change' | 'previousPrice'> | null {
  const newest = events[events.length - 1];
  if (!newest) return null;
  if (listing.withdrawnAt !== null) return newest.kind === 'withdrawn' ? { change: 'withdrawn', previousPrice: null } : null;
  if (newest.kind === 'withdrawn') return null;
  const added = [...events].reverse().find((e) => e.kind === 'added');
  if (added) return { change: added.createdAt.getTime() > listing.firstSeenAt.getTime() ? 'back' : 'new', previousPrice: added.price > listing.price ? added.price : null };
  const before = events.find((e) => e.kind === 'reduced')?.previousPrice ?? null;
  return before !== null && before > listing.price ? { change: 'reduced', previousPrice: before } : null;
}

/** The e-mail lists the new listings first, then the cheaper ones, then the withdrawn. */
const CHANGE_ORDER: Record<AlertListing['change'], number> = { new: 0, back: 1, reduced: 2, withdrawn: 3 };

export type DeliveryOutcome = 'sent' | 'nothing' | 'gone' | 'skipped' | 'later';

/** A translator of the `email` messages in the lead's language, and whole-euro formatting. */
function texts(locale: Locale) {
  const t = createTranslator({ locale, messages: messagesFor(locale) as never, namespace: 'properties.radar.label' as never }) as unknown as (key: string, values?: Record<string, string | number>) => string;
  const euro = (n: number) => new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(n);
  return { t, euro };
}

/** The radar's name as the lead sees it: the one given, else its search in words. */
export function radarName(radar: Pick<RadarRow, 'name' | 'criteria'>, locale: Locale): string {
  if (radar.name) return radar.name;
  const query = radarQuery(radar.criteria);
  const { t, euro } = texts(locale);
  return query ? describeSearch(query.search, t, euro, query.centre?.place) : t('type.any');
}

/**
 * Writes the alert e-mail of this radar's pending matches, if any and if due (see the file's comment). Matches
 * of a paused or silenced radar, and of listings withdrawn meanwhile, are skipped, never sent later.
 */
export async function deliverRadarAlert(s: RadarServices, radarId: string): Promise<DeliveryOutcome> {
  return s.db.transaction(async (tx) => {
    const [radar] = await tx.select().from(propertyRadars).where(eq(propertyRadars.id, radarId)).for('update');
    if (!radar) return 'gone';
    const pending = await tx
      .select({ eventId: propertyRadarMatches.eventId, listingId: propertyRadarMatches.listingId })
      .from(propertyRadarMatches)
      .where(and(eq(propertyRadarMatches.radarId, radarId), eq(propertyRadarMatches.status, 'pending')));
    if (pending.length === 0) return 'nothing';
    const pendingOf = and(eq(propertyRadarMatches.radarId, radarId), eq(propertyRadarMatches.status, 'pending'));
    if (!emails(radar)) {
      await tx.update(propertyRadarMatches).set({ status: 'skipped' }).where(pendingOf);
      return 'skipped';
    }
    if (alertDueAt(radar, s.now).getTime() > s.now.getTime()) return 'later';
    const lead = await findLeadById(tx, radar.leadId);
    if (!lead) return 'gone';
    const locale: Locale = isLocale(lead.locale) ? lead.locale : 'de';
    // One line per listing, saying what happened since the radar last told of it (alertChange).
    const events = await tx
      .select({ id: listingEvents.id, listingId: listingEvents.listingId, kind: listingEvents.kind, price: listingEvents.price, previousPrice: listingEvents.previousPrice, createdAt: listingEvents.createdAt })
      .from(listingEvents)
      .where(inArray(listingEvents.id, pending.map((p) => p.eventId)))
      .orderBy(asc(listingEvents.id));
    const rows = await tx
      .select({ id: listings.id, slug: listings.slug, type: listings.type, subtype: listings.subtype, postalCode: listings.postalCode, place: listings.place, state: listings.state, buyerCommission: listings.buyerCommission, price: listings.price, livingArea: listings.livingArea, rooms: listings.rooms, isDemo: listings.isDemo, withdrawnAt: listings.withdrawnAt, firstSeenAt: listings.firstSeenAt })
      .from(listings)
      .where(inArray(listings.id, [...new Set(pending.map((p) => p.listingId))]));
    const lines = rows
      .flatMap((l) => {
        const change = alertChange(events.filter((e) => e.listingId === l.id), l);
        return change ? [{ l, change }] : [];
      })
      .sort((a, b) => CHANGE_ORDER[a.change.change] - CHANGE_ORDER[b.change.change] || b.l.firstSeenAt.getTime() - a.l.firstSeenAt.getTime() || a.l.slug.localeCompare(b.l.slug));
    if (lines.length === 0) {
      await tx.update(propertyRadarMatches).set({ status: 'skipped' }).where(pendingOf);
      return 'skipped';
    }
    const base = s.baseUrl.replace(/\/$/, '');
    // The radar's own funds and today's model rate, as the account's radar cards compute them (issue 48).
    const figures = radarFigures(radar.criteria, await savedSavingsOf(tx, lead.id));
    const savings = figures?.savings ?? null;
    const today = todayInBerlin(s.now);
    const rates = figures ? await todaysRatesOrNull(tx, today) : null;
    const params = figures?.params ?? '';
    const budget = figures && rates ? searchBudget({ ...figures.search, savings: figures.savings }, figures.centre, today, rates.market) : null;
    const monthlyOf = (l: (typeof rows)[number]): number | null => {
      if (!rates || !figures || l.withdrawnAt !== null) return null;
      const f = listingFinancing(l, figures.savings, today, rates.market);
      return f.ok ? f.monthlyPayment : null;
    };
    const alertListings: AlertListing[] = lines.slice(0, ALERT_MAX_LISTINGS).map(({ l, change }) => ({
      ...change,
      // Generated from the structured data in the lead's language (issue 48), not the feed's own title.
      title: listingTitle(l, locale),
      place: `${l.postalCode} ${l.place}`,
      price: l.price,
      livingArea: l.livingArea,
      rooms: l.rooms,
      url: `${base}${listingHref(locale, l.slug, params)}`,
      demo: l.isDemo,
      monthlyPayment: monthlyOf(l),
      budget: budget && l.withdrawnAt === null ? budgetStatus(l.price, budget) : null,
    }));
    const counts = { new: 0, reduced: 0, withdrawn: 0 };
    for (const { change } of lines) counts[change.change === 'back' ? 'new' : change.change] += 1;
    const token = await mintUnsubscribeToken(tx, radar.id, s.now);
    const sequence = radar.alertsSent + 1;
    const email = await enqueueEmail(tx, s.boss, {
      idempotencyKey: `radar:${radar.id}:alert:${sequence}`,
      to: lead.email,
      locale,
      message: {
        template: propertyAlertEmail,
        data: {
          givenName: lead.givenName,
          radarName: radarName(radar, locale),
          listings: alertListings,
          savings,
          counts,
          searchUrl: `${base}${localizedPath('account-property-search', locale)}#radar-${radar.id}`,
          manageUrl: `${base}${localizedPath('account-property-search', locale)}`,
          unsubscribeUrl: `${base}${localizedPath('property-alerts-unsubscribe', locale)}?token=${token}`,
        },
      },
      unsubscribeUrl: `${base}/api/properties/alerts/unsubscribe?token=${token}`,
    });
    // The listings of the e-mail (those beyond its ten are counted there and listed in the account) are told; a match
    // without a line (a listing withdrawn before the radar told of it, a reduction undone) is skipped.
    const told = lines.map(({ l }) => l.id);
    await tx.update(propertyRadarMatches).set({ status: 'sent', emailId: email.id }).where(and(pendingOf, inArray(propertyRadarMatches.listingId, told)));
    await tx.update(propertyRadarMatches).set({ status: 'skipped' }).where(pendingOf);
    await tx.update(propertyRadars).set({ lastAlertAt: s.now, alertsSent: sequence }).where(eq(propertyRadars.id, radar.id));
    return 'sent';
  });
}

/** The sweep: match every unmatched event, then deliver every radar with pending matches that is due. */
export async function sweepRadars(s: RadarServices): Promise<{ events: number; sent: number }> {
  let events = 0;
  for (;;) {
    const batch = await matchListingEvents(s);
    events += batch.events;
    if (batch.events === 0) break;
  }
  const waiting = await s.db.selectDistinct({ radarId: propertyRadarMatches.radarId }).from(propertyRadarMatches).where(eq(propertyRadarMatches.status, 'pending'));
  let sent = 0;
  for (const { radarId } of waiting) if ((await deliverRadarAlert(s, radarId)) === 'sent') sent += 1;
  return { events, sent };
}

/**
 * Runs the radar's jobs in this process and keeps the five-minute sweep scheduled (one schedule for all
 * instances; pg-boss runs each due job once), and asks for a sweep at once: events an import wrote while no server
 * ran (the command line on embedded PGlite) are matched now, not at the next five minutes. Returns the worker id.
 */
export async function startRadarWorker(boss: PgBoss, db: Database, baseUrl: string, options: { pollingIntervalSeconds?: number; now?: () => Date } = {}): Promise<string> {
  const now = options.now ?? (() => new Date());
  await boss.schedule(PROPERTY_RADAR_QUEUE, RADAR_SWEEP_CRON, { kind: 'sweep' } satisfies RadarJob);
  const worker = await boss.work<RadarJob>(PROPERTY_RADAR_QUEUE, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize: 1 }, async ([job]) => {
    if (!job) return;
    const s = { db, boss, now: now(), baseUrl };
    if (job.data.kind === 'deliver') await deliverRadarAlert(s, job.data.radarId);
    else await sweepRadars(s);
  });
  await requestRadarSweep(boss);
  return worker;
}
