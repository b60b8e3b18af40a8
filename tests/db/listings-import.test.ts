/**
 * The OpenImmo listings import (issue 25) on PGlite and PostgreSQL, with a hand-written OpenImmo 1.2.7 transfer
 * and its images in a zip (tests/fixtures/openimmo): the fields are mapped, a second import changes nothing, a
 * price reduction is a new price-history row, a DELETE withdraws, broken files and properties are refused with the
 * reason, and the command prints the report.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DATABASE_KINDS, freshDatabase, migratedDataDir } from '../support/databases';
import { runCommand } from '../support/command';
import { listingsImportCommand } from '../../scripts/listings-import';
import { openDatabase } from '@/db/client';
import { importListings, describeListingsImport, listingSlug } from '@/features/properties/import-listings';
import { imageBytes, imagesOf, listingByProvider, priceHistory } from '@/features/properties/listings-repository';
import { propertyCityIds } from '@/features/properties/city-pages';

const DIR = path.join(process.cwd(), 'tests/fixtures/openimmo');
const read = (name: string) => new Uint8Array(fs.readFileSync(path.join(DIR, name)));
const zip = (xml: string) => zipSync({ 'feed.xml': read(xml), images: { 'b1-living.png': read('images/b1-living.png'), 'b1-plan.svg': read('images/b1-plan.svg') } });
const FULL = { name: 'testmakler-2026-11-20.zip', bytes: zip('feed-full.xml') };
const UPDATE = { name: 'testmakler-2026-11-24.zip', bytes: zip('feed-update.xml') };
const FIRST = new Date('2026-11-20T09:00:00Z');
const LATER = new Date('2026-11-24T09:00:00Z');

describe.each(DATABASE_KINDS)('the listings import on %s', (kind) => {
  let h: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    h = await freshDatabase(kind);
  }, 60_000);
  afterAll(async () => {
    await h?.dispose();
  });

  test('a full transfer: two listings with every mapped field, four properties refused with the reason', async () => {
    const report = await importListings(h.db, [FULL], FIRST);
    expect(report.files).toEqual([{ name: 'testmakler-2026-11-20.zip:feed.xml', ok: true, properties: 6 }]);
    expect([report.added, report.changed, report.unchanged, report.withdrawn]).toEqual([2, 0, 0, 0]);
    expect(report.refused.map((r) => [r.externalId, r.code, r.field])).toEqual([
      ['TM-K-003', 'NOT_A_PURCHASE', 'objektkategorie/vermarktungsart'],
      ['TM-F-004', 'NOT_RESIDENTIAL', 'objektkategorie/objektart'],
      ['TM-H-005', 'BAD_NUMBER', 'preise/kaufpreis'],
      ['TM-X-006', 'BAD_POSTAL_CODE', 'geo/plz'],
    ]);
    expect(report.refused[2]!.detail).toContain('"349.000,00"');
    // The external image is not fetched; the two in the zip are stored, the title image first.
    expect(report.warnings).toEqual([]);

    const berlin = (await listingByProvider(h.db, 'TM-1001', 'TM-B-001'))!;
    expect(berlin).toMatchObject({
      slug: listingSlug({ type: 'apartment', place: 'Berlin', postalCode: '10115', providerId: 'TM-1001', externalId: 'TM-B-001' }),
      providerName: 'Testmakler Immobilien GmbH',
      source: 'testmakler-2026-11-20.zip',
      isDemo: false,
      type: 'apartment',
      subtype: 'ETAGE',
      street: 'Invalidenstraße',
      houseNumber: '44',
      addressPublic: true,
      postalCode: '10115',
      place: 'Berlin',
      state: 'DE-BE',
      lat: 52.5312,
      lon: 13.3848,
      price: 389_000,
      livingArea: 78.5,
      plotArea: null,
      rooms: 3,
      floor: 2,
      yearBuilt: 1998,
      condition: 'GEPFLEGT',
      energyClass: 'C',
      energyValue: 98.4,
      energyCertificate: 'BEDARF',
      energySource: 'GAS',
      heating: 'ZENTRAL',
      balcony: true,
      garden: false,
      lift: true,
      parking: true,
      cellar: true,
      hausgeld: 310,
      buyerCommission: 0.0357,
      buyerCommissionText: '3,57 % inkl. MwSt.',
      title: 'Helle 3-Zimmer-Wohnung mit Balkon in Mitte',
      description: 'Gepflegte Wohnung im 2. Obergeschoss eines Hauses von 1998 & mit ruhigem Innenhof.',
      locationText: 'Zwischen Nordbahnhof und Naturkundemuseum, U- und S-Bahn in fünf Minuten.',
      featuresText: 'Parkett, Tageslichtbad, Aufzug, Tiefgaragenstellplatz.',
      language: 'de',
      withdrawnAt: null,
    });
    expect(berlin.slug).toMatch(/^wohnung-berlin-10115-[0-9a-f]{6}$/);
    expect(berlin.firstSeenAt).toEqual(FIRST);
    const images = await imagesOf(h.db, berlin.id);
    expect(images.map((i) => [i.position, i.mime, i.title])).toEqual([
      [0, 'image/png', 'Wohnzimmer'],
      [1, 'image/svg+xml', 'Grundriss'],
    ]);
    expect((await imageBytes(h.db, images[0]!.id))!.bytes.equals(Buffer.from(read('images/b1-living.png')))).toBe(true);
    expect(await priceHistory(h.db, berlin.id)).toEqual([{ price: 389_000, observedAt: FIRST }]);

    // No coordinates in the document: the postal code's; a net commission gets its 19 % VAT; English texts.
    const munich = (await listingByProvider(h.db, 'TM-1001', 'TM-M-002'))!;
    expect(munich).toMatchObject({ type: 'house', subtype: 'EINFAMILIENHAUS', place: 'München', state: 'DE-BY', addressPublic: false, street: null, price: 1_250_000, livingArea: 142, plotArea: 480, rooms: 5.5, hausgeld: null, energyCertificate: 'VERBRAUCH', energyValue: 132, energyClass: 'E', energySource: 'OEL', heating: 'ZENTRAL', garden: true, balcony: true, parking: true, lift: false, buyerCommission: 0.0283, language: 'en', condition: 'MODERNISIERT' });
    expect(munich.lat).toBeCloseTo(48.15, 1);
    expect(munich.lon).toBeCloseTo(11.45, 1);
  });

  test('the cities with listings on the market have property pages of their type (issue 25)', async () => {
    expect(await propertyCityIds(h.db)).toEqual({ apartment: ['berlin'], house: ['muenchen'] });
  });

  test('the same transfer again adds and changes nothing', async () => {
    const again = await importListings(h.db, [FULL], LATER);
    expect([again.added, again.changed, again.unchanged, again.withdrawn, again.refused.length]).toEqual([0, 0, 2, 0, 4]);
    expect(again.events).toEqual([]);
    const berlin = (await listingByProvider(h.db, 'TM-1001', 'TM-B-001'))!;
    expect(berlin.updatedAt).toEqual(FIRST);
  });

  test('an update: the price reduction is a new history row and an event; DELETE withdraws; an unknown DELETE is refused', async () => {
    const report = await importListings(h.db, [UPDATE], LATER);
    expect([report.added, report.changed, report.unchanged, report.withdrawn]).toEqual([0, 1, 0, 1]);
    expect(report.refused.map((r) => [r.externalId, r.code])).toEqual([['TM-Z-999', 'UNKNOWN_LISTING']]);
    const berlin = (await listingByProvider(h.db, 'TM-1001', 'TM-B-001'))!;
    const munich = (await listingByProvider(h.db, 'TM-1001', 'TM-M-002'))!;
    expect(report.events).toEqual([
      { listingId: berlin.id, kind: 'reduced' },
      { listingId: munich.id, kind: 'withdrawn' },
    ]);
    expect(berlin.price).toBe(369_000);
    expect(await priceHistory(h.db, berlin.id)).toEqual([
      { price: 389_000, observedAt: FIRST },
      { price: 369_000, observedAt: LATER },
    ]);
    expect(munich.withdrawnAt).toEqual(LATER);
    // Munich's only house is off the market: no house page for Munich any more (no statistics in this database).
    expect(await propertyCityIds(h.db)).toEqual({ apartment: ['berlin'], house: [] });
    // The withdrawn house comes back with the full transfer: active again, announced as added.
    const back = await importListings(h.db, [FULL], new Date('2026-11-25T09:00:00Z'));
    expect((await listingByProvider(h.db, 'TM-1001', 'TM-M-002'))!.withdrawnAt).toBeNull();
    expect(await propertyCityIds(h.db)).toEqual({ apartment: ['berlin'], house: ['muenchen'] });
    expect(back.events).toContainEqual({ listingId: munich.id, kind: 'added' });
    // … and the Berlin price goes back up: a third price row, a change but not a reduction.
    expect(back.events).toContainEqual({ listingId: berlin.id, kind: 'changed' });
    expect((await priceHistory(h.db, berlin.id)).map((p) => p.price)).toEqual([389_000, 369_000, 389_000]);
  });

  test('broken files are refused with the reason and do not stop the others', async () => {
    const report = await importListings(
      h.db,
      [
        { name: 'notes.xml', bytes: new TextEncoder().encode('<openimmo><uebertragung version="1.2.7"/><anbieter>') },
        { name: 'other.xml', bytes: new TextEncoder().encode('<?xml version="1.0"?><immoxml version="3.0"/>') },
        { name: 'old.xml', bytes: new TextEncoder().encode('<openimmo><uebertragung version="1.1"/></openimmo>') },
        { name: 'broken.zip', bytes: new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]) },
        { name: 'empty.zip', bytes: zipSync({ 'readme.txt': new TextEncoder().encode('no feed') }) },
        { name: 'missing-image.zip', bytes: zipSync({ 'feed.xml': read('feed-full.xml'), images: { 'b1-living.png': read('images/b1-living.png') } }) },
      ],
      new Date('2026-11-26T09:00:00Z'),
    );
    expect(report.files.map((f) => [f.name, f.ok, f.code])).toEqual([
      ['notes.xml', false, 'NOT_XML'],
      ['other.xml', false, 'NOT_OPENIMMO'],
      ['old.xml', false, 'UNSUPPORTED_VERSION'],
      ['broken.zip', false, 'BAD_ZIP'],
      ['empty.zip', false, 'NO_DOCUMENT'],
      ['missing-image.zip:feed.xml', true, undefined],
    ]);
    expect(report.warnings).toEqual([{ file: 'missing-image.zip:feed.xml', externalId: 'TM-B-001', detail: 'image images/b1-plan.svg is not in the archive' }]);
    expect(describeListingsImport(report)).toContain('Not read other.xml: NOT_OPENIMMO: the root element is <immoxml>, not <openimmo>');
  });
});

describe('npm run listings:import', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hauslotse-listings-cmd-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const env = { ...inherited, PGLITE_DATA_DIR: migratedDataDir(path.join(dir, 'pglite')), SEED_DEMO_DATA: 'false' };
  const run = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', path.join(process.cwd(), 'scripts/listings-import.ts'), ...args], { cwd: process.cwd(), env, encoding: 'utf8', timeout: 120_000 });

  test('prints the report; refused properties are listed with the reason; exit 1 only when a file cannot be read', async () => {
    const file = path.join(dir, 'feed.zip');
    fs.writeFileSync(file, FULL.bytes);
    // The real process once (its entry, the database it opens itself), then the same command in this process.
    const first = run(file);
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    expect(first.stdout).toContain('Added 2, changed 0, unchanged 0, withdrawn 0, refused 4.');
    // Issue 48: the new listings' events wait for the property radar, and the command asked for a sweep through the queue.
    expect(first.stdout).toContain('Property radar: a sweep is queued; the server sends the alerts now, or when it starts.');
    expect(first.stdout).toContain(`Refused TM-H-005 in ${file}:feed.xml: BAD_NUMBER preise/kaufpreis: "349.000,00" is not a decimal number`);
    const handle = await openDatabase({ dataDir: env.PGLITE_DATA_DIR });
    try {
      const bad = await runCommand(listingsImportCommand, handle, file, path.join(process.cwd(), 'README.md'));
      expect(bad.code).toBe(1);
      expect(bad.out).toContain('Added 0, changed 0, unchanged 2');
      expect(bad.out).toMatch(/Not read .*README\.md: NOT_XML/);
      expect((await runCommand(listingsImportCommand, handle)).code).toBe(2);
    } finally {
      await handle.close();
    }
  }, 240_000);
});
