/**
 * An import that never stops at one listing (issue 47, part 3; ADR 028, amendment of issue 47).
 *
 * - Slugs: a listing's slug is `<type>-<place>-<postal code>-` and the first 6 hex characters of the SHA-256 of its
 *   identity; a new listing whose slug another listing holds takes 8, 10, … characters, the first that is free.
 *   Under the provider number below, `H2-BIG-00774` and `H2-BIG-00914` share their first 6 characters (`4a574a`,
 *   found by a search over provider numbers; the probe of issue 47 saw the same pair collide under its own), so a
 *   feed of 3,000 apartments in one postal code stopped at the 914th with a unique-constraint error before. Now
 *   every listing is imported, the slugs are distinct, and importing the feed again changes none of them.
 * - A listing the database refuses (a test trigger) is reported with its listing number and the reason and the rest
 *   go on, also inside a surrounding transaction (each listing is a sub-transaction, a savepoint there).
 * - A document with a DOCTYPE or an entity declaration is not read: the push endpoint answers 400 INVALID_INPUT with
 *   reason DOCTYPE (never a 500), the command says why, nothing is imported.
 *
 * The feeds are generated here from counters (no randomness). The 3,000-listing feed runs on PGlite only (the
 * resolution itself runs on both kinds with a small feed).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { POST as importPost } from '@/app/api/listings/import/route';
import type { Database } from '@/db/client';
import { env } from '@/env';
import { importListings, listingSlug } from '@/features/properties/import-listings';
import { listingByProvider, upsertListing, type ListingValues } from '@/features/properties/listings-repository';
import { listings } from '@/features/properties/tables';
import { listingsImportCommand } from '../../scripts/listings-import';
import { useMemoryAppDb } from '../support/app-db';
import { runCommand } from '../support/command';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';

/** A provider number under which H2-BIG-00774 and H2-BIG-00914 have the same 6-character slug today. */
const PROVIDER = 'H2-PROBE-3611883';
const FIRST = new Date('2026-12-01T09:00:00Z');
const LATER = new Date('2026-12-02T09:00:00Z');
const bigId = (n: number) => `H2-BIG-${String(n).padStart(5, '0')}`;
const slugOf = (externalId: string, hexChars?: number) => listingSlug({ type: 'apartment', place: 'Berlin', postalCode: '10115', providerId: PROVIDER, externalId }, hexChars);

/** One OpenImmo 1.2.7 apartment for sale in 10115 Berlin; the price and the area follow from `n`. */
function apartment(externalId: string, n: number): string {
  return `    <immobilie>
      <objektkategorie><nutzungsart WOHNEN="true" GEWERBE="false"/><vermarktungsart KAUF="true" MIETE_PACHT="false"/><objektart><wohnung wohnungtyp="ETAGE"/></objektart></objektkategorie>
      <geo><plz>10115</plz><ort>Berlin</ort></geo>
      <preise><kaufpreis>${200_000 + (n % 500) * 1_000}</kaufpreis><waehrung iso_waehrung="EUR"/></preise>
      <flaechen><wohnflaeche>${40 + (n % 80)}</wohnflaeche><anzahl_zimmer>${1 + (n % 5)}</anzahl_zimmer></flaechen>
      <freitexte><objekttitel>Wohnung ${n} in Mitte</objekttitel><objektbeschreibung>Eine von vielen Wohnungen im Haus.</objektbeschreibung></freitexte>
      <verwaltung_techn><objektnr_extern>${externalId}</objektnr_extern><aktion aktionart="CHANGE"/><openimmo_obid>${externalId}</openimmo_obid></verwaltung_techn>
    </immobilie>`;
}

/** A transfer of the given listing numbers (in this order), with an optional DOCTYPE or other prolog. */
function feed(ids: string[], { prolog = '', firma = 'H2 Makler GmbH' }: { prolog?: string; firma?: string } = {}): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
${prolog}<openimmo>
  <uebertragung art="OFFLINE" umfang="VOLL" modus="CHANGE" version="1.2.7" sendersoftware="issue-47" senderversion="1" techn_email="technik@h2.example" timestamp="2026-12-01T08:00:00"/>
  <anbieter>
    <anbieternr>${PROVIDER}</anbieternr>
    <firma>${firma}</firma>
${ids.map((id, i) => apartment(id, i + 1)).join('\n')}
  </anbieter>
</openimmo>`;
}

const file = (name: string, xml: string) => ({ name, bytes: new TextEncoder().encode(xml) });
const BIG_FEED = feed(Array.from({ length: 3_000 }, (_, i) => bigId(i + 1)));

test('the two listing numbers share their 6-character slug (the collision this file is about)', () => {
  expect(slugOf(bigId(774))).toBe('wohnung-berlin-10115-4a574a');
  expect(slugOf(bigId(914))).toBe(slugOf(bigId(774)));
});

async function slugsOf(db: Database): Promise<Map<string, string>> {
  const rows = await db.select({ externalId: listings.externalId, slug: listings.slug }).from(listings).where(eq(listings.providerId, PROVIDER)).orderBy(asc(listings.externalId));
  return new Map(rows.map((r) => [r.externalId, r.slug]));
}

describe('3,000 apartments in one postal code (PGlite)', () => {
  let h: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    h = await freshDatabase('pglite');
  }, 60_000);
  afterAll(async () => {
    await h?.dispose();
  });

  test('every listing is imported with a slug of its own; the same feed again changes no slug', async () => {
    const report = await importListings(h.db, [file('h2-big.xml', BIG_FEED)], FIRST);
    expect(report.refused).toEqual([]);
    expect(report.added).toBe(3_000);
    const slugs = await slugsOf(h.db);
    expect(slugs.size).toBe(3_000);
    expect(new Set(slugs.values()).size).toBe(3_000);
    // The first in the file keeps the short slug; the second takes two characters more.
    expect(slugs.get(bigId(774))).toBe(slugOf(bigId(774)));
    expect(slugs.get(bigId(914))).toBe(slugOf(bigId(914), 8));
    expect(slugs.get(bigId(914))).toMatch(/^wohnung-berlin-10115-4a574a[0-9a-f]{2}$/);

    const again = await importListings(h.db, [file('h2-big.xml', BIG_FEED)], LATER);
    expect([again.added, again.changed, again.unchanged, again.refused.length]).toEqual([0, 0, 3_000, 0]);
    expect(await slugsOf(h.db)).toEqual(slugs);
  }, 240_000);
});

describe.each(DATABASE_KINDS)('slugs and refusals per listing on %s', (kind) => {
  let h: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    h = await freshDatabase(kind);
  }, 60_000);
  afterAll(async () => {
    await h?.dispose();
  });

  test('a new listing whose slug is taken takes the first free longer one; a stored slug never changes', async () => {
    // H2-BIG-00914 came first (as in an earlier feed) and holds the 6-character slug; someone holds the 8-character
    // slug of H2-BIG-00774 too (a stand-in listing given that slug).
    const values = (externalId: string): ListingValues => ({
      providerId: PROVIDER, providerName: 'H2 Makler GmbH', externalId, source: 'earlier.xml', isDemo: false, type: 'apartment', subtype: 'ETAGE', street: null,
      houseNumber: null, addressPublic: false, postalCode: '10115', place: 'Berlin', state: 'DE-BE', lat: 52.53, lon: 13.38, price: 300_000, livingArea: 60, plotArea: null,
      rooms: 2, floor: null, yearBuilt: null, condition: null, energyClass: null, energyValue: null, energyCertificate: null, energySource: null, heating: null,
      balcony: false, garden: false, lift: false, parking: false, cellar: false, hausgeld: null, buyerCommission: null, buyerCommissionText: null, title: 'Früher',
      description: '', locationText: null, featuresText: null, language: 'de',
    });
    await upsertListing(h.db, values(bigId(914)), slugOf(bigId(914)), [], FIRST);
    await upsertListing(h.db, values('H2-STAND-IN'), slugOf(bigId(774), 8), [], FIRST);

    const ids = [bigId(1), bigId(774), bigId(914)];
    const report = await importListings(h.db, [file('small.xml', feed(ids))], LATER);
    expect(report.refused).toEqual([]);
    expect([report.added, report.changed]).toEqual([2, 1]);
    const slugs = await slugsOf(h.db);
    expect(slugs.get(bigId(914))).toBe(slugOf(bigId(914)));
    expect(slugs.get(bigId(774))).toBe(slugOf(bigId(774), 10));
    expect(slugs.get(bigId(1))).toBe(slugOf(bigId(1)));

    const again = await importListings(h.db, [file('small.xml', feed(ids, { firma: 'H2 Makler AG' }))], new Date('2026-12-03T09:00:00Z'));
    expect([again.added, again.changed, again.refused.length]).toEqual([0, 3, 0]);
    expect(await slugsOf(h.db)).toEqual(slugs);
  });

  test('a listing the database refuses is reported with its number and the reason; the others are imported, in a surrounding transaction too', async () => {
    await h.db.execute(sql`create function issue47_refuse() returns trigger language plpgsql as $$
      begin if new.external_id like 'H2-BAD-%' then raise exception 'refused by the test trigger'; end if; return new; end $$`);
    await h.db.execute(sql`create trigger issue47_refuse before insert or update on listings for each row execute function issue47_refuse()`);
    try {
      const report = await importListings(h.db, [file('bad.xml', feed(['H2-OK-1', 'H2-BAD-1', 'H2-OK-2']))], FIRST);
      expect(report.added).toBe(2);
      expect(report.refused).toEqual([{ file: 'bad.xml', externalId: 'H2-BAD-1', code: 'NOT_STORED', field: 'listing', detail: expect.stringContaining('refused by the test trigger') }]);
      expect(await listingByProvider(h.db, PROVIDER, 'H2-BAD-1')).toBeNull();

      // The import as part of a caller's transaction: the refused listing's savepoint is rolled back, the
      // transaction goes on and commits the others.
      const inner = await h.db.transaction((tx) => importListings(tx, [file('bad-tx.xml', feed(['H2-OK-3', 'H2-BAD-2', 'H2-OK-4']))], FIRST));
      expect(inner.added).toBe(2);
      expect(inner.refused.map((r) => [r.externalId, r.code])).toEqual([['H2-BAD-2', 'NOT_STORED']]);
      expect(await listingByProvider(h.db, PROVIDER, 'H2-OK-4')).not.toBeNull();
    } finally {
      await h.db.execute(sql`drop trigger issue47_refuse on listings`);
      await h.db.execute(sql`drop function issue47_refuse()`);
    }
  });
});

/** A DOCTYPE (pointing at a DTD), an internal entity the document uses, and an external entity. */
const DOCTYPE_FEEDS = {
  'a DOCTYPE': feed(['H2-DT-1'], { prolog: '<!DOCTYPE openimmo SYSTEM "openimmo_127.dtd">\n' }),
  'an internal entity': feed(['H2-EN-1'], { prolog: '<!DOCTYPE openimmo [\n  <!ENTITY makler "H2 Makler GmbH">\n]>\n', firma: '&makler;' }),
  'an external entity': feed(['H2-EX-1'], { prolog: '<!DOCTYPE openimmo [\n  <!ENTITY secret SYSTEM "file:///etc/passwd">\n]>\n', firma: '&secret;' }),
};

describe('documents with a DOCTYPE or an entity declaration', () => {
  const TOKEN = 'issue-47-listings-import-token-0123456789';
  let db: Database;
  let previousToken: string | undefined;
  beforeAll(async () => {
    db = await useMemoryAppDb();
    previousToken = env.LISTINGS_IMPORT_TOKEN;
    Object.assign(env, { LISTINGS_IMPORT_TOKEN: TOKEN });
  });
  afterAll(() => {
    Object.assign(env, { LISTINGS_IMPORT_TOKEN: previousToken });
  });
  const push = (xml: string) =>
    importPost(new Request('http://localhost/api/listings/import?name=h2.xml', { method: 'POST', headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/xml' }, body: xml }));

  test.each(Object.entries(DOCTYPE_FEEDS))('POST /api/listings/import with %s declaration: 400 with the reason, nothing imported', async (_kind, xml) => {
    const res = await push(xml);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error).toMatchObject({ code: 'INVALID_INPUT', field: 'file', params: { reason: 'DOCTYPE', detail: expect.stringMatching(/^line 2: /) } });
    for (const id of ['H2-DT-1', 'H2-EN-1', 'H2-EX-1']) expect(await listingByProvider(db, PROVIDER, id)).toBeNull();
  });

  test('the command says why and exits 1', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hauslotse-issue47-'));
    const h = await freshDatabase('pglite');
    try {
      const target = path.join(dir, 'h2-entity.xml');
      fs.writeFileSync(target, DOCTYPE_FEEDS['an internal entity']);
      const run = await runCommand(listingsImportCommand, h, target);
      expect(run.code).toBe(1);
      expect(run.out).toContain(`Not read ${target}: DOCTYPE: line 2: `);
      expect(run.out).toContain('DOCTYPE and entity declarations are not read');
      expect(await listingByProvider(h.db, PROVIDER, 'H2-EN-1')).toBeNull();
    } finally {
      await h.dispose();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
