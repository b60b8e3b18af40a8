/**
 * The OpenImmo parse one property at a time (issue 47, ADR 048's session-28 amendment): a document is checked whole
 * but never becomes one tree; each `<immobilie>` is parsed when the import takes it. The records and every refusal are
 * the ones the whole-tree parse gave (compared on the fixtures and the 50,000-listing market feed when this was
 * written; the cases below hold the structures where a text scan could go wrong).
 */
import fs from 'node:fs';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { openOpenImmo, parseOpenImmo, type ParsedProperty } from '@/features/properties/openimmo/parse';

const immobilie = (id: string, { title = `Wohnung ${id}`, extra = '' } = {}) =>
  `<immobilie>
    <objektkategorie><nutzungsart WOHNEN="true"/><vermarktungsart KAUF="true"/><objektart><wohnung wohnungtyp="ETAGE"/></objektart></objektkategorie>
    <geo><plz>10115</plz><ort>Berlin</ort><geokoordinaten breitengrad="52.53" laengengrad="13.38"/></geo>
    <preise><kaufpreis>389000.00</kaufpreis><hausgeld>310</hausgeld><aussen_courtage mit_mwst="true">3,57 % inkl. MwSt.</aussen_courtage></preise>
    <flaechen><wohnflaeche>78.5</wohnflaeche><anzahl_zimmer>3</anzahl_zimmer></flaechen>
    <freitexte><objekttitel>${title}</objekttitel><objektbeschreibung>Ruhig &amp; hell.</objektbeschreibung></freitexte>
    <verwaltung_techn><objektnr_extern>${id}</objektnr_extern><aktion/></verwaltung_techn>${extra}
  </immobilie>`;

const transfer = (anbieter: string, prolog = '') =>
  `<?xml version="1.0" encoding="UTF-8"?>\n${prolog}<openimmo xmlns="http://www.openimmo.de"><uebertragung version="1.2.7" art="OFFLINE" umfang="VOLL"/>${anbieter}</openimmo>\n`;

/** What a test reads of a property: the provider and listing number, or the refusal. */
const identity = (p: ParsedProperty) =>
  p.kind === 'listing' ? `${p.record.providerId}/${p.record.externalId}` : p.kind === 'delete' ? `delete ${p.providerId}/${p.externalId}` : `refused ${p.externalId ?? '-'} ${p.code}`;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a document is read one property at a time', () => {
  // 3,000 properties, ~2.5 MB: the whole-tree parse handed all of it to fast-xml-parser at once.
  const ids = Array.from({ length: 3_000 }, (_, i) => `BIG-${String(i + 1).padStart(5, '0')}`);
  const big = transfer(`<anbieter><anbieternr>P-BIG</anbieternr><firma>Großmakler GmbH</firma>${ids.map((id) => immobilie(id)).join('\n')}</anbieter>`);

  test('fast-xml-parser never gets the whole document, only each property and the document without them', () => {
    const parse = vi.spyOn(XMLParser.prototype, 'parse');
    const parsed = parseOpenImmo(big);
    if (!parsed.ok) throw new Error(parsed.detail);
    expect(parsed.properties.map(identity)).toEqual(ids.map((id) => `P-BIG/${id}`));
    expect(big.length).toBeGreaterThan(2_000_000);
    const inputs = parse.mock.calls.map(([xml]) => String(xml).length);
    // The outline (root, transfer, provider header, the white space between the properties) and one call per property.
    expect(inputs).toHaveLength(ids.length + 1);
    expect(Math.max(...inputs)).toBeLessThan(big.length / 100);
    expect(inputs.filter((n) => n > 2_000)).toHaveLength(1);
  });

  test('the properties are parsed as they are taken: the first before any other', () => {
    const parse = vi.spyOn(XMLParser.prototype, 'parse');
    const opened = openOpenImmo(big);
    if (!opened.ok) throw new Error(opened.detail);
    expect(opened.count).toBe(ids.length);
    expect(parse).toHaveBeenCalledTimes(1);
    const properties = opened.properties();
    const first = properties.next();
    expect(first.done).toBe(false);
    expect(identity(first.value as ParsedProperty)).toBe('P-BIG/BIG-00001');
    expect(first.value).toMatchObject({ record: { providerName: 'Großmakler GmbH', price: 389_000, livingArea: 78.5, rooms: 3, hausgeld: 310, buyerCommission: 0.0357, description: 'Ruhig & hell.' } });
    expect(parse).toHaveBeenCalledTimes(2);
  });
});

describe('the properties the whole-tree parse read, and no others', () => {
  test('each <anbieter> of the root, its header wherever it stands, past comments, CDATA, instructions and prefixes', () => {
    const xml = transfer(
      `<anbieter>
        ${immobilie('A-1', { title: '<![CDATA[Maisonette </immobilie> <immobilie> <!-- kein Kommentar]]>' })}
        <!-- <immobilie><verwaltung_techn><objektnr_extern>IN-COMMENT</objektnr_extern></verwaltung_techn></immobilie> -->
        <?note <immobilie> ?>
        ${immobilie('A-2', { extra: '<zusatz hinweis="a > b"><immobilie><verwaltung_techn><objektnr_extern>NESTED</objektnr_extern></verwaltung_techn></immobilie></zusatz>' })}
        <anbieternr>P-A</anbieternr><firma>Anbieter A &amp; Co</firma>
      </anbieter>
      ${immobilie('OUTSIDE')}
      <anbieter/>
      <oi:anbieter xmlns:oi="http://www.openimmo.de"><oi:firma>Nur Firma</oi:firma><immobilie/>${immobilie('C-1').replaceAll('<immobilie>', '<oi:immobilie>').replaceAll('</immobilie>', '</oi:immobilie>')}</oi:anbieter>`,
    );
    const parsed = parseOpenImmo(xml);
    if (!parsed.ok) throw new Error(parsed.detail);
    expect(parsed.properties.map(identity)).toEqual(['P-A/A-1', 'P-A/A-2', 'refused - MISSING_LISTING_NUMBER', 'Nur Firma/C-1']);
    expect(parsed.properties[0]).toMatchObject({ record: { title: 'Maisonette </immobilie> <immobilie> <!-- kein Kommentar', providerName: 'Anbieter A & Co' } });
    const opened = openOpenImmo(xml);
    expect(opened.ok && opened.count).toBe(4);
  });

  test('the fixtures read as before: two listings, four refusals; an update with two withdrawals', () => {
    const fixture = (name: string) => fs.readFileSync(path.join(process.cwd(), 'tests/fixtures/openimmo', name), 'utf8');
    const full = parseOpenImmo(fixture('feed-full.xml'));
    const update = parseOpenImmo(fixture('feed-update.xml'));
    expect(full.ok && full.properties.map(identity)).toEqual([
      'TM-1001/TM-B-001',
      'TM-1001/TM-M-002',
      'refused TM-K-003 NOT_A_PURCHASE',
      'refused TM-F-004 NOT_RESIDENTIAL',
      'refused TM-H-005 BAD_NUMBER',
      // Its postal code is refused by the import, not the parse (it is not a known German code).
      'TM-1001/TM-X-006',
    ]);
    expect(update.ok && update.properties.map(identity)).toEqual(['TM-1001/TM-B-001', 'delete TM-1001/TM-M-002', 'delete TM-1001/TM-Z-999']);
  });
});

describe('a document that is not read is refused before any of its properties', () => {
  const two = (extra: string) => transfer(`<anbieter><anbieternr>P</anbieternr>${immobilie('OK-1')}${immobilie('BAD-2', { extra })}</anbieter>`);

  test.each([
    ['a DOCTYPE', transfer(`<anbieter>${immobilie('D-1')}</anbieter>`, '<!DOCTYPE openimmo SYSTEM "openimmo_127.dtd">\n'), 'DOCTYPE', /^line 2: the document declares a DOCTYPE/],
    ['a truncated file', transfer(`<anbieter>${immobilie('T-1')}${immobilie('T-2')}</anbieter>`).slice(0, -200), 'NOT_XML', /^line \d+: /],
    ['an element name fast-xml-parser refuses, in the last property', two('<constructor>1</constructor>'), 'NOT_XML', /reserved JavaScript keyword/],
    ['nesting deeper than fast-xml-parser reads, in the last property', two('<x>'.repeat(100) + '</x>'.repeat(100)), 'NOT_XML', /Maximum nested tags exceeded/],
    ['another root element', '<immoxml><anbieter><immobilie/></anbieter></immoxml>', 'NOT_OPENIMMO', /^the root element is <immoxml>, not <openimmo>$/],
    ['another version', transfer('').replace('1.2.7', '1.1'), 'UNSUPPORTED_VERSION', /^version "1.1"/],
  ])('%s', (_what, xml, code, detail) => {
    const parse = vi.spyOn(XMLParser.prototype, 'parse');
    const opened = openOpenImmo(xml);
    expect(opened).toEqual({ ok: false, code, detail: expect.stringMatching(detail) });
    expect(parseOpenImmo(xml)).toEqual(opened);
    // At most the document without its properties was parsed: no property was read.
    for (const [input] of parse.mock.calls) expect(String(input)).not.toContain('<objektnr_extern>');
  });

  test('nesting up to fast-xml-parser\'s limit is read', () => {
    const parsed = parseOpenImmo(two('<x>'.repeat(98) + '</x>'.repeat(98)));
    expect(parsed.ok && parsed.properties.map(identity)).toEqual(['P/OK-1', 'P/BAD-2']);
  });
});
