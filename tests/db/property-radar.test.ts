/**
 * The property radar (issue 25) on PGlite and PostgreSQL: saved searches (criteria checked and normalised, the
 * same search saved once, a limit per lead), a save that waits for the login and is claimed once, and the alerts:
 * an import's new or reduced listings are matched to the radars saved before them, one e-mail per radar with
 * the listings and a working single-purpose unsubscribe link, never twice, a daily radar at most once a day, a
 * paused or silenced radar nothing; a withdrawn listing is told to the radar that told of it, and its return as back
 * on the market (issue 48; more in property-radar-alert-kinds.test.ts). Fixed clocks; the jobs' handlers run directly, and once through the worker.
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq, like } from 'drizzle-orm';
import { zipSync } from 'fflate';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';
import { aLead } from '../support/builders';
import { emails } from '@/features/email/tables';
import { listingEvents, propertyRadarMatches } from '@/features/properties/tables';
import { importListings } from '@/features/properties/import-listings';
import { listingByProvider } from '@/features/properties/listings-repository';
import {
  addFavourite, claimPending, deleteRadar, favouritesOf, propertyDataOf, radarCriteria, radarForToken, radarsOf, recordSearchVisit, removeFavourite, saveRadar, savePending, setFavouriteNote, unsubscribeRadar, updateRadar,
} from '@/features/properties/radar';
import { deliverRadarAlert, matchListingEvents, startRadarWorker, sweepRadars } from '@/features/properties/radar-alerts';
import { MAX_RADARS_PER_LEAD } from '@/features/properties/radar-form';
import { startBoss, stopBoss } from '@/server/queues';

const DIR = path.join(process.cwd(), 'tests/fixtures/openimmo');
const read = (name: string) => new Uint8Array(fs.readFileSync(path.join(DIR, name)));
const feed = (xml: string, name: string) => ({ name, bytes: zipSync({ 'feed.xml': read(xml), images: { 'b1-living.png': read('images/b1-living.png'), 'b1-plan.svg': read('images/b1-plan.svg') } }) });
const FULL = feed('feed-full.xml', 'full.zip');
const UPDATE = feed('feed-update.xml', 'update.zip');
const BASE = 'https://www.example.de';
const T0 = new Date('2026-11-20T08:00:00Z');
const at = (hours: number) => new Date(T0.getTime() + hours * 3600_000);

describe.each(DATABASE_KINDS)('the property radar on %s', (kind) => {
  let h: Awaited<ReturnType<typeof freshDatabase>>;
  let boss: PgBoss;
  let lena = '';
  let max = '';
  beforeAll(async () => {
    h = await freshDatabase(kind);
    boss = await startBoss(h.queue);
    lena = (await aLead(h.db, { email: `lena-${kind}@example.de`, givenName: 'Lena' })).id;
    max = (await aLead(h.db, { email: `max-${kind}@example.com`, locale: 'en', givenName: 'Max' })).id;
  }, 60_000);
  afterAll(async () => {
    if (boss) await stopBoss(boss, h.queue, 5000);
    await h?.dispose();
  });
  const services = (now: Date) => ({ db: h.db, boss, now, baseUrl: BASE });
  const alertMails = (radarId: string) => h.db.select().from(emails).where(like(emails.idempotencyKey, `radar:${radarId}:alert:%`)).orderBy(emails.idempotencyKey);

  test('a search is kept as its filters and the savings given (issue 48), without sort and page; an unknown place or a bad filter is refused', () => {
    expect(radarCriteria('place=Berlin&radius=25&type=apartment&pmax=450.000&sort=price_asc&page=3&savings=90000')).toMatchObject({ ok: true, criteria: 'place=Berlin&radius=25&type=apartment&pmax=450000&savings=90000' });
    expect(radarCriteria('place=Berlin&sort=price_asc')).toMatchObject({ ok: true, criteria: 'place=Berlin' });
    expect(radarCriteria('place=Atlantis')).toEqual({ ok: false, code: 'INVALID_SEARCH' });
    expect(radarCriteria('pmin=500000&pmax=100000')).toEqual({ ok: false, code: 'INVALID_SEARCH' });
    expect(radarCriteria('')).toMatchObject({ ok: true, criteria: '' });
  });

  let berlinRadar = '';
  let munichRadar = '';
  test('saving: the same search twice is one radar; at most 10 per lead; only the owner changes or deletes it', async () => {
    const first = await saveRadar(h.db, lena, { criteria: 'place=10115&radius=5&type=apartment', frequency: 'daily' }, T0);
    expect(first).toMatchObject({ ok: true, created: true, radar: { name: '', frequency: 'daily', criteria: 'place=10115&radius=5&type=apartment', pausedAt: null } });
    berlinRadar = first.ok ? first.radar.id : '';
    const again = await saveRadar(h.db, lena, { criteria: 'type=apartment&radius=5&place=10115&page=2' }, T0);
    expect(again).toMatchObject({ ok: true, created: false, radar: { id: berlinRadar } });

    const munich = await saveRadar(h.db, max, { criteria: 'place=München&radius=25&type=house', frequency: 'immediate', name: 'Family house Munich' }, T0);
    munichRadar = munich.ok ? munich.radar.id : '';
    expect(munich).toMatchObject({ ok: true, radar: { name: 'Family house Munich', frequency: 'immediate' } });

    // Max may not touch Lena's radar.
    expect(await updateRadar(h.db, max, berlinRadar, { paused: true }, T0)).toBeNull();
    for (let i = 1; i < MAX_RADARS_PER_LEAD; i++) expect((await saveRadar(h.db, max, { criteria: `pmax=${100_000 * i}` }, T0)).ok).toBe(true);
    expect(await saveRadar(h.db, max, { criteria: 'pmax=999999' }, T0)).toEqual({ ok: false, code: 'TOO_MANY_RADARS' });
    expect((await radarsOf(h.db, max)).length).toBe(MAX_RADARS_PER_LEAD);
    // The extra ones go again; only their owner can delete them.
    const extra = (await radarsOf(h.db, max)).filter((r) => r.criteria.startsWith('pmax='));
    expect(await deleteRadar(h.db, lena, extra[0]!.id)).toBe(false);
    for (const r of extra) expect(await deleteRadar(h.db, max, r.id)).toBe(true);
    expect((await radarsOf(h.db, max)).map((r) => r.id)).toEqual([munichRadar]);
  });

  test('a save before the login is claimed once by the lead who logs in; an expired or unknown token claims nothing', async () => {
    const token = await savePending(h.db, 'radar', 'place=Hamburg&type=apartment', T0);
    const claimed = await claimPending(h.db, lena, token, at(0.5));
    expect(claimed).toMatchObject({ kind: 'radar', outcome: { ok: true, created: true, radar: { criteria: 'place=Hamburg&type=apartment', frequency: 'daily' } } });
    expect(await claimPending(h.db, lena, token, at(0.6))).toBeNull();
    const late = await savePending(h.db, 'radar', 'place=Köln', T0);
    expect(await claimPending(h.db, lena, late, at(25))).toBeNull();
    expect(await claimPending(h.db, lena, 'not-a-token', T0)).toBeNull();
    const hamburg = (await radarsOf(h.db, lena)).find((r) => r.criteria.startsWith('place=Hamburg'))!;
    expect(await deleteRadar(h.db, lena, hamburg.id)).toBe(true);
  });

  test('an import: each radar saved before it gets one e-mail with its new listings and an unsubscribe link; nothing twice', async () => {
    const report = await importListings(h.db, [FULL], at(1));
    expect(report.added).toBe(2);
    const berlin = (await listingByProvider(h.db, 'TM-1001', 'TM-B-001'))!;
    const munich = (await listingByProvider(h.db, 'TM-1001', 'TM-M-002'))!;
    const matched = await matchListingEvents(services(at(1)));
    expect(matched.events).toBe(2);
    expect(new Set(matched.radars)).toEqual(new Set([berlinRadar, munichRadar]));
    expect((await h.db.select().from(propertyRadarMatches)).map((m) => [m.radarId === berlinRadar ? 'berlin' : 'munich', m.listingId === berlin.id ? 'B' : 'M', m.status]).sort()).toEqual([
      ['berlin', 'B', 'pending'],
      ['munich', 'M', 'pending'],
    ]);
    // Matching again finds no unmatched event.
    expect(await matchListingEvents(services(at(1)))).toEqual({ events: 0, radars: [] });

    expect(await deliverRadarAlert(services(at(1)), berlinRadar)).toBe('sent');
    expect(await deliverRadarAlert(services(at(1)), berlinRadar)).toBe('nothing');
    const [mail, ...more] = await alertMails(berlinRadar);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ toAddress: `lena-${kind}@example.de`, locale: 'de', template: 'propertyAlert', status: 'queued' });
    expect(mail!.subject).toBe('1 neue Immobilie für deinen Suchauftrag „Wohnungen · 10115 Berlin + 5 km“');
    expect(mail!.text).toContain('Hallo Lena,');
    expect(mail!.text).toContain('Neu auf dem Markt');
    expect(mail!.text).toContain(`${BASE}/de/immobilien/${berlin.slug}`);
    expect(mail!.text).toContain('389.000');
    const token = /immobilienradar\/abmelden\?token=([A-Za-z0-9_-]{43})/.exec(mail!.text)?.[1];
    expect(token).toBeDefined();
    expect(mail!.unsubscribeUrl).toBe(`${BASE}/api/properties/alerts/unsubscribe?token=${token}`);

    expect(await deliverRadarAlert(services(at(1)), munichRadar)).toBe('sent');
    const [english] = await alertMails(munichRadar);
    expect(english!.subject).toBe('1 new property for your saved search “Family house Munich”');
    expect(english!.text).toContain('New on the market');
    expect(english!.text).toContain(`${BASE}/en/properties/${munich.slug}`);
    expect(english!.text).toContain('€1,250,000 · 142 m² · 5.5 rooms · 81245 München');
    // The listing named from its data in the lead's language (issue 48), not by the feed's title.
    expect(english!.text).toContain('5.5-room detached house in Munich');
    expect(english!.text).not.toContain('Detached family house with garden in Pasing-Obermenzing');
    expect((await h.db.select().from(propertyRadarMatches)).every((m) => m.status === 'sent' && m.emailId !== null)).toBe(true);
  });

  test('a daily radar waits a day for its next e-mail and then names the price reduction; an immediate radar does not wait', async () => {
    // An hour later the Berlin price drops and the Munich house is withdrawn.
    await importListings(h.db, [UPDATE], at(2));
    const events = await h.db.select().from(listingEvents).where(eq(listingEvents.kind, 'reduced'));
    expect(events.map((e) => [e.price, e.previousPrice])).toEqual([[369_000, 389_000]]);
    // The withdrawal is an event too (issue 48), with the last price asked; it goes to the radar that told of the house.
    const withdrawals = await h.db.select().from(listingEvents).where(eq(listingEvents.kind, 'withdrawn'));
    expect(withdrawals.map((e) => e.price)).toEqual([1_250_000]);
    expect(new Set((await matchListingEvents(services(at(2)))).radars)).toEqual(new Set([berlinRadar, munichRadar]));
    expect(await deliverRadarAlert(services(at(2)), berlinRadar)).toBe('later');
    // Max's immediate radar says at once that the house is gone.
    expect(await deliverRadarAlert(services(at(2)), munichRadar)).toBe('sent');
    const [, gone] = await alertMails(munichRadar);
    expect(gone!.subject).toBe('1 property no longer on offer in your saved search “Family house Munich”');
    expect(gone!.text).toContain('No longer on offer');
    expect(gone!.text).toContain('Last asked €1,250,000 · 142 m² · 5.5 rooms · 81245 München');
    expect(gone!.text).not.toContain('New on the market');
    expect(await deliverRadarAlert(services(at(24.5)), berlinRadar)).toBe('later');
    // The sweep a day after the first e-mail sends it.
    expect(await sweepRadars(services(at(25)))).toEqual({ events: 0, sent: 1 });
    const mails = await alertMails(berlinRadar);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe('1 Immobilie jetzt günstiger in deinem Suchauftrag „Wohnungen · 10115 Berlin + 5 km“');
    expect(mails[1]!.text).toContain('Günstiger');
    expect(mails[1]!.text).toContain('Preis gesenkt von 389.000\u00a0€ auf 369.000\u00a0€');
    expect(mails[1]!.text).not.toContain('Neu auf dem Markt');
  });

  test('a radar saved after a listing arrived is not told of it; a paused radar gets nothing, not even later', async () => {
    const late = await saveRadar(h.db, lena, { criteria: 'place=Berlin', frequency: 'immediate' }, at(26));
    expect(late.ok).toBe(true);
    // A listing comes back (re-import of the full feed brings the Munich house back and the Berlin price up).
    const paused = await saveRadar(h.db, max, { criteria: 'type=house', frequency: 'immediate' }, at(26));
    await updateRadar(h.db, max, paused.ok ? paused.radar.id : '', { paused: true }, at(26));
    await importListings(h.db, [FULL], at(27));
    const matched = await matchListingEvents(services(at(27)));
    // Only the Munich house is an event (back on the market); the immediate Munich radar of Max gets it, the paused one does not.
    expect(matched.radars).toEqual([munichRadar]);
    await updateRadar(h.db, max, paused.ok ? paused.radar.id : '', { paused: false }, at(28));
    expect(await sweepRadars(services(at(28)))).toEqual({ events: 0, sent: 1 });
    expect(await alertMails(paused.ok ? paused.radar.id : '')).toEqual([]);
    const munichMails = await alertMails(munichRadar);
    expect(munichMails).toHaveLength(3);
    expect(munichMails[2]!.text).toContain('Back on the market');
  });

  test('the unsubscribe link switches the radar’s e-mails off at once, without login, and keeps the radar', async () => {
    const [mail] = await alertMails(munichRadar);
    const token = /property-alerts\/unsubscribe\?token=([A-Za-z0-9_-]{43})/.exec(mail!.text)![1]!;
    expect((await radarForToken(h.db, token))?.id).toBe(munichRadar);
    expect(await unsubscribeRadar(h.db, token, at(29))).toMatchObject({ id: munichRadar, frequency: 'off' });
    expect(await unsubscribeRadar(h.db, token, at(29))).toMatchObject({ id: munichRadar, frequency: 'off' });
    expect(await unsubscribeRadar(h.db, 'x'.repeat(43), at(29))).toBeNull();
    // A new event for the house: the silenced radar is not matched.
    await importListings(h.db, [UPDATE], at(30));
    await importListings(h.db, [FULL], at(31));
    const matched = await matchListingEvents(services(at(31)));
    expect(matched.radars).not.toContain(munichRadar);
    expect((await radarsOf(h.db, max)).find((r) => r.id === munichRadar)).toMatchObject({ frequency: 'off', pausedAt: null });
  });

  test('favourites with notes; withdrawn listings cannot be added; the data export holds radars and favourites', async () => {
    const berlin = (await listingByProvider(h.db, 'TM-1001', 'TM-B-001'))!;
    expect(await addFavourite(h.db, lena, berlin.slug, at(32))).toEqual({ ok: true });
    expect(await addFavourite(h.db, lena, berlin.slug, at(32))).toEqual({ ok: true });
    expect(await setFavouriteNote(h.db, lena, berlin.slug, 'Balkon nach Süden, Besichtigung Samstag', at(33))).toBe(true);
    expect(await setFavouriteNote(h.db, max, berlin.slug, 'not his', at(33))).toBe(false);
    expect(await addFavourite(h.db, lena, 'no-such-listing', at(33))).toEqual({ ok: false, code: 'NOT_FOUND' });
    expect((await favouritesOf(h.db, lena)).map((f) => [f.slug, f.note])).toEqual([[berlin.slug, 'Balkon nach Süden, Besichtigung Samstag']]);
    const data = await propertyDataOf(h.db, lena);
    expect(data.favourites).toEqual([{ listing: berlin.slug, title: berlin.title, note: 'Balkon nach Süden, Besichtigung Samstag', savedAt: at(32) }]);
    expect(data.radars.map((r) => r.criteria)).toEqual(['place=10115&radius=5&type=apartment', 'place=Berlin']);
    expect(await removeFavourite(h.db, lena, berlin.slug)).toBe(true);
    expect(await favouritesOf(h.db, lena)).toEqual([]);
  });

  test('"new since your last visit" counts from the visit before; a reload within 30 minutes is the same visit', async () => {
    const lead = (await aLead(h.db, { email: `visit-${kind}@example.de` })).id;
    expect(await recordSearchVisit(h.db, lead, at(40))).toBeNull();
    expect(await recordSearchVisit(h.db, lead, at(40.2))).toBeNull();
    expect(await recordSearchVisit(h.db, lead, at(48))).toEqual(at(40.2));
    expect(await recordSearchVisit(h.db, lead, at(48.3))).toEqual(at(40.2));
  });

  test('the worker: an import asks for a sweep, and the alert is written without anyone calling the handlers', async () => {
    const radar = await saveRadar(h.db, lena, { criteria: 'type=house', frequency: 'immediate' }, new Date(Date.now() - 60_000));
    const id = radar.ok ? radar.radar.id : '';
    const worker = await startRadarWorker(boss, h.db, BASE, { pollingIntervalSeconds: 0.5 });
    try {
      await importListings(h.db, [UPDATE], new Date());
      await importListings(h.db, [FULL], new Date());
      await boss.send('property-radar', { kind: 'sweep' });
      await expect.poll(async () => (await alertMails(id)).length, { timeout: 20_000, interval: 250 }).toBe(1);
    } finally {
      await boss.offWork(worker);
    }
  }, 30_000);
});
