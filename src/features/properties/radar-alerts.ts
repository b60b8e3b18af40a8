/**
 * The property radar's e-mail alerts (issue 25, ADR 029).
 *
 * 1. The import writes a `listing_events` row for every listing added (or back) and every price reduction, in
 *    the listing's own transaction (listings-repository.ts).
 * 2. The matcher (`matchListingEvents`) takes the unmatched events in id order (FOR UPDATE SKIP LOCKED, so two
 *    instances share the work), runs every radar that e-mails (not paused, frequency not off) against their
 *    listings with the search's own SQL, records a `property_radar_matches` row per radar and event (its key
 *    makes a repeat a no-op) and marks the events matched; all in one transaction. Events older than a radar
 *    do not match it: a radar tells of what is new after it was saved.
 * 3. Delivery (`deliverRadarAlert`) writes one e-mail for a radar's pending matches through the outbox, in one
 *    transaction with marking them sent: a crash before the commit leaves them pending for the next run, after
 *    it the outbox sends the e-mail (ADR 013). The radar's row is locked meanwhile, so a second run finds
 *    nothing pending, and the e-mail's key (`radar:<id>:alert:<n>`) is unique besides. A daily radar sends at
 *    most one e-mail per DIGEST_INTERVAL_MS; until then its matches wait.
 * 4. Jobs (queue `property-radar`): a sweep every five minutes matches and delivers what is due, so nothing
 *    waits longer than that and nothing is lost across restarts; the import endpoint asks for a sweep at once,
 *    and the matcher asks for an immediate delivery of radars that are due.
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
import { mintUnsubscribeToken, radarQuery, type RadarRow } from './radar';
import { listingsAmong } from './search-repository';

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
    const listingIds = [...new Set(events.map((e) => e.listingId))];
    const touched: RadarRow[] = [];
    for (const radar of radars) {
      const query = radarQuery(radar.criteria);
      if (!query) continue;
      const candidates = events.filter((e) => e.createdAt >= radar.createdAt);
      if (candidates.length === 0) continue;
      const found = await listingsAmong(tx, query.search, query.centre, listingIds.filter((id) => candidates.some((e) => e.listingId === id)));
      const matches = candidates.filter((e) => found.has(e.listingId)).map((e) => ({ radarId: radar.id, eventId: e.id, listingId: e.listingId, matchedAt: s.now }));
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
    // One line per listing: its newest event (a listing added and then reduced is listed once, reduced).
    const events = await tx
      .select({ id: listingEvents.id, listingId: listingEvents.listingId, kind: listingEvents.kind, previousPrice: listingEvents.previousPrice })
      .from(listingEvents)
      .where(inArray(listingEvents.id, pending.map((p) => p.eventId)))
      .orderBy(asc(listingEvents.id));
    const rows = await tx
      .select({ id: listings.id, slug: listings.slug, title: listings.title, postalCode: listings.postalCode, place: listings.place, price: listings.price, livingArea: listings.livingArea, rooms: listings.rooms, isDemo: listings.isDemo, withdrawnAt: listings.withdrawnAt, firstSeenAt: listings.firstSeenAt })
      .from(listings)
      .where(inArray(listings.id, [...new Set(pending.map((p) => p.listingId))]));
    const active = rows.filter((r) => r.withdrawnAt === null).sort((a, b) => b.firstSeenAt.getTime() - a.firstSeenAt.getTime() || a.slug.localeCompare(b.slug));
    if (active.length === 0) {
      await tx.update(propertyRadarMatches).set({ status: 'skipped' }).where(pendingOf);
      return 'skipped';
    }
    const base = s.baseUrl.replace(/\/$/, '');
    const lastEvent = new Map(events.map((e) => [e.listingId, e]));
    const alertListings: AlertListing[] = active.slice(0, ALERT_MAX_LISTINGS).map((l) => {
      const event = lastEvent.get(l.id);
      const reduced = event?.kind === 'reduced' && event.previousPrice !== null && event.previousPrice > l.price;
      return {
        title: l.title,
        place: `${l.postalCode} ${l.place}`,
        price: l.price,
        previousPrice: reduced ? event.previousPrice : null,
        livingArea: l.livingArea,
        rooms: l.rooms,
        url: `${base}${localizedPath('properties-listing', locale, { listing: l.slug })}`,
        demo: l.isDemo,
      };
    });
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
          more: active.length - alertListings.length,
          searchUrl: `${base}${localizedPath('account-property-search', locale)}#radar-${radar.id}`,
          manageUrl: `${base}${localizedPath('account-property-search', locale)}`,
          unsubscribeUrl: `${base}${localizedPath('property-alerts-unsubscribe', locale)}?token=${token}`,
        },
      },
      unsubscribeUrl: `${base}/api/properties/alerts/unsubscribe?token=${token}`,
    });
    await tx.update(propertyRadarMatches).set({ status: 'sent', emailId: email.id }).where(pendingOf);
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

/** Asks for a sweep now (after an import through the endpoint), instead of at the next five minutes. */
export async function requestRadarSweep(boss: PgBoss): Promise<void> {
  await boss.send(PROPERTY_RADAR_QUEUE, { kind: 'sweep' } satisfies RadarJob);
}

/**
 * Runs the radar's jobs in this process and keeps the five-minute sweep scheduled (one schedule for all
 * instances; pg-boss runs each due job once). Returns the worker id.
 */
export async function startRadarWorker(boss: PgBoss, db: Database, baseUrl: string, options: { pollingIntervalSeconds?: number; now?: () => Date } = {}): Promise<string> {
  const now = options.now ?? (() => new Date());
  await boss.schedule(PROPERTY_RADAR_QUEUE, RADAR_SWEEP_CRON, { kind: 'sweep' } satisfies RadarJob);
  return boss.work<RadarJob>(PROPERTY_RADAR_QUEUE, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize: 1 }, async ([job]) => {
    if (!job) return;
    const s = { db, boss, now: now(), baseUrl };
    if (job.data.kind === 'deliver') await deliverRadarAlert(s, job.data.radarId);
    else await sweepRadars(s);
  });
}
