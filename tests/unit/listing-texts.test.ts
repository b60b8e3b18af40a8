/**
 * English as English (issue 48, part 5): a listing's title and facts are generated from its data in the reader's
 * language ("2-room apartment in Munich · 45 m²" / "2-Zimmer-Etagenwohnung in München · 45 m²"), the commission is
 * written as the locale writes percentages, and the feed's own texts appear only as the provider's, labelled with
 * their language and marked with `lang`. Over the demo feed's listings (German texts, as a real German feed): what an
 * English listing page and card generate holds no German fact word; the provider's texts are the only German there.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, test } from 'vitest';
import { DEMO_FEED_DOCUMENT, demoFeed } from '@/demo/properties/feed';
import { parseOpenImmo, type ListingRecord } from '@/features/properties/openimmo/parse';
import { commissionText, listingFacts, listingHeadline, listingTitle, placeName, providerLabel } from '@/features/properties/listing-texts';
import { ProviderTexts, type ProviderTextsListing } from '@/features/properties/components/ProviderTexts';
import type { Locale } from '@/i18n/routes';

/** Words of German listings that an English page must not show outside the provider's labelled texts. */
const GERMAN_FACT_WORDS = /\b(Zimmer|Wohnung|Etagenwohnung|Dachgeschosswohnung|Erdgeschosswohnung|Souterrainwohnung|Terrassenwohnung|Einfamilienhaus|Zweifamilienhaus|Mehrfamilienhaus|Doppelhaushälfte|Reihenhaus|Reihenmittelhaus|Reihenendhaus|Reiheneckhaus|Bauernhaus|Stadthaus|Haus|Wohnfläche|Grundstück|Baujahr|Energieklasse|inkl|MwSt|zzgl|Provision|provisionsfrei|Kaufpreis|München|Köln|Nürnberg)\b/;

const munich = { type: 'apartment', subtype: 'ETAGE', rooms: 2, livingArea: 45, place: 'München' };

describe('the generated title and facts', () => {
  test('an apartment: rooms, kind and place in the reader’s language, with the living area for the headline', () => {
    expect(listingTitle(munich, 'en')).toBe('2-room apartment in Munich');
    expect(listingTitle(munich, 'de')).toBe('2-Zimmer-Etagenwohnung in München');
    expect(listingHeadline(munich, 'en')).toBe('2-room apartment in Munich · 45 m²');
    expect(listingHeadline(munich, 'de')).toBe('2-Zimmer-Etagenwohnung in München · 45 m²');
  });

  test('half rooms and decimal areas as each locale writes them', () => {
    const half = { ...munich, rooms: 1.5, livingArea: 38.5, subtype: 'DACHGESCHOSS', place: 'Köln' };
    expect(listingHeadline(half, 'en')).toBe('1.5-room top-floor apartment in Cologne · 38.5 m²');
    expect(listingHeadline(half, 'de')).toBe('1,5-Zimmer-Dachgeschosswohnung in Köln · 38,5 m²');
  });

  test('a house without a room count starts with its kind, capitalised; an unknown subtype falls back to the type', () => {
    const house = { type: 'house', subtype: 'DOPPELHAUSHAELFTE', rooms: null, livingArea: 128, place: 'Potsdam' };
    expect(listingTitle(house, 'en')).toBe('Semi-detached house in Potsdam');
    expect(listingTitle(house, 'de')).toBe('Doppelhaushälfte in Potsdam');
    const odd = { type: 'apartment', subtype: 'HAUSBOOT', rooms: 3, livingArea: 70, place: 'Leipzig' };
    expect(listingTitle(odd, 'en')).toBe('3-room apartment in Leipzig');
    expect(listingTitle(odd, 'de')).toBe('3-Zimmer-Wohnung in Leipzig');
  });

  test('a city’s English name only for the city itself: Frankfurt (Oder) is not Frankfurt am Main', () => {
    expect(placeName('Frankfurt am Main', 'en')).toBe('Frankfurt');
    expect(placeName('Nürnberg', 'en')).toBe('Nuremberg');
    expect(placeName('Frankfurt (Oder)', 'en')).toBe('Frankfurt (Oder)');
    expect(placeName('Oberhof', 'en')).toBe('Oberhof');
    expect(placeName('München', 'de')).toBe('München');
  });

  test('a card’s facts: area, plot, year built, energy class in the reader’s words', () => {
    const house = { type: 'house', subtype: 'EINFAMILIENHAUS', rooms: 5, livingArea: 142.5, plotArea: 612, yearBuilt: 1998, energyClass: 'C', place: 'Potsdam' };
    expect(listingFacts(house, 'en')).toEqual(['142.5 m²', '612 m² plot', 'built 1998', 'energy class C']);
    expect(listingFacts(house, 'de')).toEqual(['142,5 m²', '612 m² Grundstück', 'Baujahr 1998', 'Energieklasse C']);
  });
});

describe('the buyer’s commission', () => {
  test('as each locale writes a percentage, with the VAT in its words', () => {
    expect(commissionText(0.0357, 'en')).toBe('3.57% incl. VAT');
    expect(commissionText(0.0357, 'de')!.replace(/\u00a0/g, ' ')).toBe('3,57 % inkl. MwSt.');
    expect(commissionText(0.0298, 'en')).toBe('2.98% incl. VAT');
    expect(commissionText(0, 'en')).toBe('none');
    expect(commissionText(0, 'de')).toBe('keine');
    expect(commissionText(null, 'en')).toBeNull();
  });
});

describe('an English page of the demo feed’s German listings', () => {
  let records: ListingRecord[];
  beforeAll(() => {
    const files = unzipSync(demoFeed({ count: 120, seed: 48 }));
    const parsed = parseOpenImmo(new TextDecoder().decode(files[DEMO_FEED_DOCUMENT]));
    if (!parsed.ok) throw new Error(parsed.detail);
    records = parsed.properties.flatMap((p) => (p.kind === 'listing' ? [p.record] : []));
  });

  test('the feed is mostly German: its titles and commissions are what the issue found on English pages', () => {
    expect(records.length).toBeGreaterThan(100);
    expect(records.filter((r) => r.language === 'de').length).toBeGreaterThan(records.length / 2);
    expect(records.some((r) => r.language === 'de' && GERMAN_FACT_WORDS.test(r.title))).toBe(true);
    expect(records.some((r) => r.buyerCommissionText === '3,57 % inkl. MwSt.')).toBe(true);
  });

  test('title, headline, facts and commission hold no German fact word in English, and read German in German', () => {
    for (const r of records) {
      const en = [listingTitle(r, 'en'), listingHeadline(r, 'en'), ...listingFacts(r, 'en'), commissionText(r.buyerCommission, 'en') ?? ''];
      for (const text of en) expect(text, `${r.externalId}: ${text}`).not.toMatch(GERMAN_FACT_WORDS);
      expect(listingTitle(r, 'de')).toMatch(/Zimmer|Wohnung|haus|Haus|Villa|Bungalow|Penthouse|Maisonette|Loft|Apartment/);
    }
  });

  const render = (listing: ProviderTextsListing, locale: Locale) => renderToStaticMarkup(createElement(ProviderTexts, { listing, locale }));
  /** The HTML without the elements marked German (the provider's texts), as a screen reader would switch voices. */
  const outsideGerman = (html: string) => html.replace(/<(p|q|span)[^>]*\blang="de"[^>]*>[\s\S]*?<\/\1>/g, '');

  test('the provider’s texts on an English page: labelled “(in German)” and each marked lang="de"; nothing German outside them', () => {
    const r = records.find((x) => x.language === 'de' && x.locationText && x.featuresText)!;
    const html = render(r, 'en');
    expect(html).toContain('Provider’s description (in German)');
    expect(html).toContain('Provider’s title (in German)');
    expect(html).toContain(`<q lang="de" class="font-medium text-ink">${r.title.replace(/&/g, '&amp;')}</q>`);
    expect(html.match(/<p lang="de"/g)).toHaveLength(3);
    expect(outsideGerman(html)).not.toMatch(GERMAN_FACT_WORDS);
    // Without the change the section carried the German texts under "Description" with no word that they are German.
    expect(html).not.toMatch(/>Description</);
  });

  test('on a German page the same texts are the provider’s, without a language label or lang; an English feed’s are labelled “auf Englisch”', () => {
    const r = records.find((x) => x.language === 'de')!;
    const html = render(r, 'de');
    expect(html).toContain('Beschreibung des Anbieters');
    expect(html).not.toContain('(auf ');
    expect(html).not.toContain('lang=');
    const english = records.find((x) => x.language === 'en');
    if (english) {
      const de = render(english, 'de');
      expect(de).toContain('Beschreibung des Anbieters (auf Englisch)');
      expect(de).toContain('<p lang="en"');
    }
  });

  test('a feed’s <objekt_text lang="en"> comes first on the English page; the German texts follow as the labelled original', () => {
    const r = { ...records.find((x) => x.language === 'de')!, objectText: 'Bright two-room flat near the park.', objectTextLanguage: 'en' };
    const en = render(r, 'en');
    expect(en).toContain('<h2 id="listing-description" class="text-xl font-semibold text-ink">Provider’s description</h2>');
    expect(en).toContain('data-testid="listing-description">Bright two-room flat near the park.</p>');
    expect(en).toMatch(/<details[^>]*><summary[^>]*>Provider’s description \(in German\)<\/summary>/);
    expect(outsideGerman(en)).not.toMatch(GERMAN_FACT_WORDS);
    // The German page shows the feed's German texts and not the English one.
    expect(render(r, 'de')).not.toContain('Bright two-room flat');
  });

  test('the labels name the language in the reader’s words', () => {
    expect(providerLabel('description', 'en', 'de')).toBe('Beschreibung des Anbieters (auf Englisch)');
    expect(providerLabel('wording', 'de', 'en')).toBe('the provider’s wording, in German');
    expect(providerLabel('title', 'de', 'de')).toBe('Titel des Anbieters');
  });
});

describe('OpenImmo’s text in a further language', () => {
  const doc = (freitexte: string, sprache = 'de') => `<?xml version="1.0" encoding="UTF-8"?>
<openimmo><uebertragung art="ONLINE" umfang="TEIL" modus="CHANGE" version="1.2.7" sendersoftware="t" senderversion="1"/>
<anbieter><anbieternr>T-1</anbieternr><firma>T</firma><immobilie>
<objektkategorie><vermarktungsart KAUF="true"/><objektart><wohnung wohnungtyp="ETAGE"/></objektart></objektkategorie>
<geo><plz>10115</plz><ort>Berlin</ort></geo><preise><kaufpreis>300000</kaufpreis></preise>
<flaechen><wohnflaeche>64</wohnflaeche><anzahl_zimmer>2</anzahl_zimmer></flaechen>
<freitexte><objekttitel>Zwei Zimmer in Mitte</objekttitel><objektbeschreibung>Ruhige Wohnung.</objektbeschreibung>${freitexte}</freitexte>
<verwaltung_techn><objektnr_extern>X-1</objektnr_extern><sprache>${sprache}</sprache></verwaltung_techn>
</immobilie></anbieter></openimmo>`;
  const record = (xml: string) => {
    const parsed = parseOpenImmo(xml);
    if (!parsed.ok || parsed.properties[0]?.kind !== 'listing') throw new Error(JSON.stringify(parsed));
    return parsed.properties[0].record;
  };

  test('<objekt_text lang="en-GB"> is kept with its language; one in the feed’s own language or without a language is not', () => {
    expect(record(doc('<objekt_text lang="en-GB">Quiet flat in Mitte.</objekt_text>'))).toMatchObject({ language: 'de', objectText: 'Quiet flat in Mitte.', objectTextLanguage: 'en' });
    expect(record(doc('<objekt_text lang="de">Noch ein Text.</objekt_text>'))).toMatchObject({ objectText: null, objectTextLanguage: null });
    expect(record(doc('<objekt_text>Ohne Sprache.</objekt_text>'))).toMatchObject({ objectText: null, objectTextLanguage: null });
    expect(record(doc('<objekt_text lang="de">Ruhige Wohnung.</objekt_text>', 'en'))).toMatchObject({ language: 'en', objectText: 'Ruhige Wohnung.', objectTextLanguage: 'de' });
  });
});
