/**
 * The property radar's alerts from every import path (issue 48, part 4) on PGlite and PostgreSQL: the command line
 * (`npm run listings:import`, its command run in this process) leaves a sweep job in the queue that a worker takes, on
 * PGlite when the server starts (a starting worker sweeps too); the immediate radar gets exactly one alert. A listing
 * the command line added and a push reduced before any alert went out is announced as new, with the reduction. Each
 * line of the e-mail says what happened (new, back on the market, price reduced from → to, withdrawn) in the lead's
 * language and the subject names the mix; a withdrawal reaches only the radars that were told of the listing; a daily
 * radar still gets at most one digest a day. Fixed clocks.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { like } from 'drizzle-orm';
import { zipSync } from 'fflate';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';
import { runCommand } from '../support/command';
import { aLead, aListing, LISTING_DEFAULTS } from '../support/builders';
import { listingsImportCommand } from '../../scripts/listings-import';
import { emails } from '@/features/email/tables';
import { importListings, listingSlug } from '@/features/properties/import-listings';
import { listingByProvider, upsertListing, withdrawListing, type ListingRow } from '@/features/properties/listings-repository';
import { saveRadar } from '@/features/properties/radar';
import { alertChange, deliverRadarAlert, requestRadarSweep, startRadarWorker, sweepRadars, type PendingListingEvent } from '@/features/properties/radar-alerts';
import { PROPERTY_RADAR_QUEUE, type RadarJob } from '@/features/properties/radar-form';
import { startBoss, stopBoss } from '@/server/queues';

const DIR = path.join(process.cwd(), 'tests/fixtures/openimmo');
const read = (name: string) => new Uint8Array(fs.readFileSync(path.join(DIR, name)));
const feed = (xml: string) => zipSync({ 'feed.xml': read(xml), images: { 'b1-living.png': read('images/b1-living.png'), 'b1-plan.svg': read('images/b1-plan.svg') } });
const BASE = 'https://www.example.de';
const T0 = new Date('2026-11-20T08:00:00Z');
const at = (hours: number) => new Date(T0.getTime() + hours * 3600_000);
const NBSP = '\u00a0';

/** A one-listing OpenImmo 1.2.7 document: a two-room apartment in 04109 Leipzig at the given price. */
const leipzigFlat = (externalId: string, price: number) => `<?xml version="1.0" encoding="UTF-8"?>
<openimmo>
  <uebertragung art="ONLINE" umfang="TEIL" modus="CHANGE" version="1.2.7" sendersoftware="test" senderversion="1" techn_email="technik@test.example" timestamp="2026-11-27T08:00:00"/>
  <anbieter>
    <anbieternr>KINDS-1</anbieternr>
    <firma>Kinds Makler GmbH</firma>
    <immobilie>
      <objektkategorie><nutzungsart WOHNEN="true" GEWERBE="false"/><vermarktungsart KAUF="true" MIETE_PACHT="false"/><objektart><wohnung wohnungtyp="ETAGE"/></objektart></objektkategorie>
      <geo><plz>04109</plz><ort>Leipzig</ort></geo>
      <preise><kaufpreis>${price}</kaufpreis></preise>
      <flaechen><wohnflaeche>64</wohnflaeche><anzahl_zimmer>2</anzahl_zimmer></flaechen>
      <freitexte><objekttitel>Zwei Zimmer am Markt</objekttitel><objektbeschreibung>Ruhige Wohnung.</objektbeschreibung></freitexte>
      <verwaltung_techn><objektnr_extern>${externalId}</objektnr_extern><aktion aktionart="CHANGE"/></verwaltung_techn>
    </immobilie>
  </anbieter>
</openimmo>`;

describe('what a listing’s line says (alertChange)', () => {
  const FIRST = at(0);
  const event = (kind: string, price: number, previousPrice: number | null = null, createdAt = FIRST): PendingListingEvent => ({ kind, price, previousPrice, createdAt });
  const active = (price: number) => ({ price, withdrawnAt: null, firstSeenAt: FIRST });

  test.each<[string, PendingListingEvent[], { price: number; withdrawnAt: Date | null; firstSeenAt: Date }, ReturnType<typeof alertChange>]>([
    ['a new listing', [event('added', 400_000)], active(400_000), { change: 'new', previousPrice: null }],
    ['a new listing reduced before the alert: new, with the reduction since', [event('added', 400_000), event('reduced', 380_000, 400_000, at(1))], active(380_000), { change: 'new', previousPrice: 400_000 }],
    ['two reductions: from the price last told to today’s', [event('reduced', 380_000, 400_000, at(1)), event('reduced', 360_000, 380_000, at(2))], active(360_000), { change: 'reduced', previousPrice: 400_000 }],
    ['a reduction undone since: nothing to tell', [event('reduced', 380_000, 400_000, at(1))], active(410_000), null],
    ['a withdrawal', [event('reduced', 380_000, 400_000, at(1)), event('withdrawn', 380_000, null, at(2))], { price: 380_000, withdrawnAt: at(2), firstSeenAt: FIRST }, { change: 'withdrawn', previousPrice: null }],
    ['a new listing withdrawn before the alert: left out', [event('added', 400_000)], { price: 400_000, withdrawnAt: at(1), firstSeenAt: FIRST }, null],
    ['back on the market after a withdrawal', [event('withdrawn', 400_000, null, at(1)), event('added', 390_000, null, at(2))], active(390_000), { change: 'back', previousPrice: null }],
    ['a withdrawal of a listing that is back (its return did not match): left out', [event('withdrawn', 400_000, null, at(1))], active(400_000), null],
  ])('%s', (_case, events, listing, expected) => {
    expect(alertChange(events, listing)).toEqual(expected);
  });
});

describe.each(DATABASE_KINDS)('alerts from every import path on %s (issue 48)', (kind) => {
  let h: Awaited<ReturnType<typeof freshDatabase>>;
  let boss: PgBoss;
  let dir = '';
  let lena = '';
  let max = '';
  let munichRadar = '';
  beforeAll(async () => {
    h = await freshDatabase(kind);
    boss = await startBoss(h.queue);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hauslotse-alert-kinds-'));
    lena = (await aLead(h.db, { email: `lena-kinds-${kind}@example.de`, givenName: 'Lena' })).id;
    max = (await aLead(h.db, { email: `max-kinds-${kind}@example.com`, locale: 'en', givenName: 'Max' })).id;
    const radar = await saveRadar(h.db, max, { criteria: 'place=München&radius=25&type=house', frequency: 'immediate', name: 'Family house Munich' }, T0);
    munichRadar = radar.ok ? radar.radar.id : '';
  }, 60_000);
  afterAll(async () => {
    if (boss) await stopBoss(boss, h.queue, 5000);
    await h?.dispose();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });
  const services = (now: Date) => ({ db: h.db, boss, now, baseUrl: BASE });
  const alertMails = (radarId: string) => h.db.select().from(emails).where(like(emails.idempotencyKey, `radar:${radarId}:alert:%`)).orderBy(emails.idempotencyKey);
  const queuedSweeps = () => boss.findJobs<RadarJob>(PROPERTY_RADAR_QUEUE, { data: { kind: 'sweep' }, queued: true });
  const unfinished = async () => (await boss.findJobs<RadarJob>(PROPERTY_RADAR_QUEUE)).filter((j) => ['created', 'retry', 'active'].includes(j.state));
  /** Runs the radar's worker (as the server does at its start) until its queue is idle, with the clock at `now`. */
  async function withWorker(now: Date, run: () => Promise<void>): Promise<void> {
    const worker = await startRadarWorker(boss, h.db, BASE, { pollingIntervalSeconds: 0.5, now: () => now });
    try {
      await run();
      await expect.poll(async () => (await unfinished()).length, { timeout: 20_000, interval: 250 }).toBe(0);
    } finally {
      await boss.offWork(PROPERTY_RADAR_QUEUE, { id: worker, wait: true });
    }
  }

  let cliJob = '';
  test('npm run listings:import asks for a sweep through the queue: a job waits there, nothing is matched before it runs', async () => {
    const file = path.join(dir, 'testmakler.zip');
    fs.writeFileSync(file, feed('feed-full.xml'));
    expect(await queuedSweeps()).toEqual([]);
    const run = await runCommand(listingsImportCommand, h, file);
    expect(run.code).toBe(0);
    expect(run.out).toContain('Added 2, changed 0, unchanged 0, withdrawn 0, refused 4.');
    expect(run.out).toContain('Property radar: a sweep is queued; the server sends the alerts now, or when it starts.');
    const jobs = await queuedSweeps();
    expect(jobs).toHaveLength(1);
    cliJob = jobs[0]!.id;
    expect(await alertMails(munichRadar)).toEqual([]);
    // The same file again adds nothing: no event, no second job.
    const again = await runCommand(listingsImportCommand, h, file);
    expect(again.out).toContain('Added 0, changed 0, unchanged 2');
    expect(again.out).not.toContain('Property radar');
    expect((await queuedSweeps()).map((j) => j.id)).toEqual([cliJob]);
  });

  test('the worker takes the job when it starts and the immediate radar gets exactly one alert, which says the house is new', async () => {
    await withWorker(at(1), async () => {
      await expect.poll(async () => (await alertMails(munichRadar)).length, { timeout: 20_000, interval: 250 }).toBe(1);
    });
    expect((await boss.findJobs<RadarJob>(PROPERTY_RADAR_QUEUE, { id: cliJob }))[0]?.state).toBe('completed');
    // Asked again (the five-minute sweep, another import's request): nothing is sent twice.
    await withWorker(at(1.1), () => requestRadarSweep(boss).then(() => undefined));
    const [mail, ...more] = await alertMails(munichRadar);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('1 new property for your saved search “Family house Munich”');
    expect(mail!.text).toContain('New on the market');
    expect(mail!.text).toContain('€1,250,000 · 142 m² · 5.5 rooms · 81245 München');
  }, 60_000);

  test('a worker that starts sweeps by itself: a withdrawal imported while no server ran reaches the radar that was told of the house', async () => {
    // An import without any request for a sweep (as the command line did before issue 48, with the server stopped).
    await importListings(h.db, [{ name: 'update.zip', bytes: feed('feed-update.xml') }], at(2));
    expect(await queuedSweeps()).toEqual([]);
    await withWorker(at(2), async () => {
      await expect.poll(async () => (await alertMails(munichRadar)).length, { timeout: 20_000, interval: 250 }).toBe(2);
    });
    const [, gone] = await alertMails(munichRadar);
    expect(gone!.subject).toBe('1 property no longer on offer in your saved search “Family house Munich”');
    expect(gone!.text).toContain('No longer on offer');
    expect(gone!.text).toContain('Last asked €1,250,000');
    expect(gone!.text).not.toContain('New on the market');
  }, 60_000);

  test('a listing the command line added and a push reduced before any alert went out is announced as new, with the reduction', async () => {
    const radar = await saveRadar(h.db, lena, { criteria: 'place=04109&radius=5&type=apartment', frequency: 'immediate' }, at(3));
    const id = radar.ok ? radar.radar.id : '';
    const file = path.join(dir, 'leipzig.xml');
    fs.writeFileSync(file, leipzigFlat('L-1', 289_000));
    expect((await runCommand(listingsImportCommand, h, file)).out).toContain('Added 1,');
    // A push of the reduced price; the endpoint asks for a sweep with the import's report.
    // The command line imports on the real clock; so does everything after it here.
    const pushed = await importListings(h.db, [{ name: 'push.xml', bytes: new TextEncoder().encode(leipzigFlat('L-1', 269_000)) }], new Date());
    expect(pushed.events.map((e) => e.kind)).toEqual(['reduced']);
    expect(await requestRadarSweep(boss, pushed)).toBe(true);
    // A change that is no reduction asks for nothing.
    expect(await requestRadarSweep(boss, { events: [{ listingId: pushed.events[0]!.listingId, kind: 'changed' }] })).toBe(false);
    await sweepRadars(services(new Date()));
    const [mail, ...more] = await alertMails(id);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('1 neue Immobilie für deinen Suchauftrag „Wohnungen · 04109 Leipzig + 5 km“');
    expect(mail!.text).toContain('Neu auf dem Markt');
    expect(mail!.text).toContain(`Preis seitdem gesenkt von 289.000${NBSP}€ auf 269.000${NBSP}€`);
    expect(mail!.text).toContain(`269.000${NBSP}€ · 64 m² · 2 Zimmer · 04109 Leipzig`);
    // The queued jobs (the command's and the push's) run later and send nothing more.
    await sweepRadars(services(new Date()));
    expect(await alertMails(id)).toHaveLength(1);
  });

  const flat = (price: number, now: Date, externalId?: string) => aListing(h.db, { price, ...(externalId ? { externalId } : {}) }, { now });
  const reprice = (listing: ListingRow, price: number, now: Date) => upsertListing(h.db, { ...LISTING_DEFAULTS, externalId: listing.externalId, price }, listingSlug(listing), [], now);

  test('each line says what happened, in the lead’s language; the subject names the mix; a withdrawal goes only to the radars told of the listing', async () => {
    const criteria = 'place=10115&radius=5&type=apartment';
    const ids: Record<string, string> = {};
    for (const [who, lead] of [['de', lena], ['en', max]] as const) {
      const r = await saveRadar(h.db, lead, { criteria, frequency: 'immediate' }, at(100));
      ids[who] = r.ok ? r.radar.id : '';
    }
    const first = await flat(400_000, at(101));
    const second = await flat(350_000, at(101));
    await sweepRadars(services(at(101)));
    for (const who of ['de', 'en']) expect(await alertMails(ids[who]!)).toHaveLength(1);
    const [firstDe] = await alertMails(ids.de!);
    expect(firstDe!.subject).toBe('2 neue Immobilien für deinen Suchauftrag „Wohnungen · 10115 Berlin + 5 km“');

    // A radar saved now was told of neither listing.
    const late = await saveRadar(h.db, lena, { criteria: 'place=10115&radius=5&type=apartment&pmax=380000', frequency: 'immediate' }, at(101.5));
    const lateId = late.ok ? late.radar.id : '';

    await reprice(second, 330_000, at(102));
    expect(await withdrawListing(h.db, LISTING_DEFAULTS.providerId, first.externalId, at(102))).toEqual({ listingId: first.id });
    await flat(300_000, at(102));
    await sweepRadars(services(at(102)));

    const [, de] = await alertMails(ids.de!);
    expect(de!.subject).toBe('Dein Suchauftrag „Wohnungen · 10115 Berlin + 5 km“: 1 neu, 1 günstiger und 1 nicht mehr angeboten');
    const deText = de!.text;
    expect(deText).toContain('seit unserer letzten E-Mail hat dein Immobilienradar Neues zu 3 Immobilien für deinen Suchauftrag „Wohnungen · 10115 Berlin + 5 km“:');
    expect(deText).toContain(`Preis gesenkt von 350.000${NBSP}€ auf 330.000${NBSP}€`);
    expect(deText).toContain(`Zuletzt 400.000${NBSP}€ · 80 m² · 3 Zimmer · 10115 Berlin`);
    // New first, then cheaper, then gone.
    const order = ['Neu auf dem Markt', 'Günstiger', 'Nicht mehr angeboten'].map((label) => deText.indexOf(label));
    expect(order.every((i) => i > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);

    const [, en] = await alertMails(ids.en!);
    expect(en!.subject).toBe('Your saved search “Apartments · 10115 Berlin + 5 km”: 1 new, 1 cheaper and 1 no longer on offer');
    const enText = en!.text;
    expect(enText).toContain('since our last e-mail your property radar has news about 3 properties for your saved search “Apartments · 10115 Berlin + 5 km”:');
    expect(enText).toContain('New on the market');
    expect(enText).toContain('Cheaper');
    expect(enText).toContain('Price reduced from €350,000 to €330,000');
    expect(enText).toContain('No longer on offer');
    expect(enText).toContain('Last asked €400,000 · 80 m² · 3 rooms · 10115 Berlin');

    // The late radar: the new flat and the reduction it now matches, not the withdrawal of a listing it never showed.
    const [lateMail, ...lateMore] = await alertMails(lateId);
    expect(lateMore).toEqual([]);
    expect(lateMail!.subject).toBe(`Dein Suchauftrag „Wohnungen · 10115 Berlin + 5 km · bis 380.000${NBSP}€“: 1 neu und 1 günstiger`);
    expect(lateMail!.text).not.toContain('Nicht mehr angeboten');
  });

  test('a daily radar still gets at most one digest a day, whatever the kinds', async () => {
    const r = await saveRadar(h.db, lena, { criteria: 'place=10115&radius=5&type=apartment&pmin=500000', frequency: 'daily' }, at(200));
    const id = r.ok ? r.radar.id : '';
    const told = await flat(600_000, at(201), 'daily-1');
    expect(await sweepRadars(services(at(201)))).toMatchObject({ events: 1 });
    expect(await alertMails(id)).toHaveLength(1);

    await reprice(told, 580_000, at(203));
    await flat(650_000, at(205), 'daily-2');
    await withdrawListing(h.db, LISTING_DEFAULTS.providerId, told.externalId, at(207));
    await sweepRadars(services(at(207)));
    expect(await deliverRadarAlert(services(at(210)), id)).toBe('later');
    await sweepRadars(services(at(224.9)));
    expect(await alertMails(id)).toHaveLength(1);
    // A day after the first digest: one more, with the new flat and the withdrawn one (its reduction is old news).
    await sweepRadars(services(at(225)));
    await sweepRadars(services(at(226)));
    const mails = await alertMails(id);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe(`Dein Suchauftrag „Wohnungen · 10115 Berlin + 5 km · ab 500.000${NBSP}€“: 1 neu und 1 nicht mehr angeboten`);
    expect(mails[1]!.text).toContain('Neu auf dem Markt');
    expect(mails[1]!.text).toContain(`Zuletzt 580.000${NBSP}€`);
    expect(mails[1]!.text).not.toContain('Günstiger');
    expect((await listingByProvider(h.db, LISTING_DEFAULTS.providerId, told.externalId))!.withdrawnAt).toEqual(at(207));
  });
});
