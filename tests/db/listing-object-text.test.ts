/**
 * OpenImmo's text in a further language (issue 48, part 5): `<freitexte><objekt_text lang="en">` is stored with the
 * listing beside the feed's own texts and language (migration 0035), so the English listing page can show it first;
 * a changed text is a changed listing, an unchanged feed changes nothing.
 */
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';
import { importListings } from '@/features/properties/import-listings';
import { listingByProvider } from '@/features/properties/listings-repository';

const feed = (english: string) =>
  new TextEncoder().encode(`<?xml version="1.0" encoding="UTF-8"?>
<openimmo><uebertragung art="ONLINE" umfang="TEIL" modus="CHANGE" version="1.2.7" sendersoftware="t" senderversion="1"/>
<anbieter><anbieternr>OT-1</anbieternr><firma>Zweisprachig Immobilien</firma><immobilie>
<objektkategorie><vermarktungsart KAUF="true"/><objektart><wohnung wohnungtyp="ETAGE"/></objektart></objektkategorie>
<geo><plz>10115</plz><ort>Berlin</ort></geo><preise><kaufpreis>300000</kaufpreis></preise>
<flaechen><wohnflaeche>64</wohnflaeche><anzahl_zimmer>2</anzahl_zimmer></flaechen>
<freitexte><objekttitel>Zwei Zimmer in Mitte</objekttitel><objektbeschreibung>Ruhige Wohnung am Park.</objektbeschreibung><objekt_text lang="en">${english}</objekt_text></freitexte>
<verwaltung_techn><objektnr_extern>OT-A</objektnr_extern><sprache>de</sprache></verwaltung_techn>
</immobilie></anbieter></openimmo>`);
const file = (name: string, english: string) => ({ name, bytes: zipSync({ 'feed.xml': feed(english) }) });

describe.each(DATABASE_KINDS)('a listing’s text in a further language on %s', (kind) => {
  let h: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    h = await freshDatabase(kind);
  }, 60_000);
  afterAll(async () => {
    await h?.dispose();
  });

  test('stored with its language beside the German texts; a new wording is a change, the same feed none', async () => {
    expect(await importListings(h.db, [file('a.zip', 'Quiet flat by the park.')], new Date('2026-11-20T09:00:00Z'))).toMatchObject({ added: 1 });
    expect(await listingByProvider(h.db, 'OT-1', 'OT-A')).toMatchObject({ language: 'de', description: 'Ruhige Wohnung am Park.', objectText: 'Quiet flat by the park.', objectTextLanguage: 'en' });
    expect(await importListings(h.db, [file('a.zip', 'Quiet flat by the park.')], new Date('2026-11-21T09:00:00Z'))).toMatchObject({ added: 0, changed: 0, unchanged: 1 });
    expect(await importListings(h.db, [file('a.zip', 'Quiet two-room flat by the park.')], new Date('2026-11-22T09:00:00Z'))).toMatchObject({ changed: 1 });
    expect(await listingByProvider(h.db, 'OT-1', 'OT-A')).toMatchObject({ objectText: 'Quiet two-room flat by the park.' });
  });
});
