/**
 * The generated demo feed (issue 25, DEMO DATA): deterministic bytes, 300 listings across 20+ cities, each price
 * derived from a price level that stands verbatim in vendor/price-levels/price-levels.csv (read here with papaparse,
 * independently of the generator's own reader), safe and small SVG pictures, and a document the OpenImmo parser
 * reads without refusing anything.
 */
import fs from 'node:fs';
import { unzipSync } from 'fflate';
import Papa from 'papaparse';
import { beforeAll, describe, expect, test } from 'vitest';
import { CITIES } from '@/engine/geo/cities';
import { DEMO_FEED_DOCUMENT, DEMO_PRICE_BAND, demoFeed, demoListings, demoSourceSentence, type DemoListing } from '@/demo/properties/feed';
import { DEMO_IMAGE_LABEL, floorPlanSvg } from '@/demo/properties/images';
import { choosePriceLevels, demoPriceLevel, demoPriceLevels } from '@/demo/properties/price-levels';
import { parsePriceLevels, periodEnd, PRICE_LEVELS_CSV } from '@/features/properties/price-levels';
import { imageMime } from '@/features/properties/openimmo/archive';
import { parseOpenImmo, type ListingRecord } from '@/features/properties/openimmo/parse';
import { postalPlace } from '@/features/properties/postal-places';

type CsvRow = Record<'city' | 'type' | 'segment' | 'eur_per_m2' | 'price_kind' | 'period' | 'published' | 'source' | 'url' | 'quote', string>;
const CSV_ROWS = Papa.parse<CsvRow>(fs.readFileSync(PRICE_LEVELS_CSV, 'utf8'), { header: true, skipEmptyLines: true }).data;

/** GEG efficiency classes by final energy, kWh/(m²·a): [class, from, below]. */
const GEG_BANDS: [string, number, number][] = [
  ['A+', 0, 30],
  ['A', 30, 50],
  ['B', 50, 75],
  ['C', 75, 100],
  ['D', 100, 130],
  ['E', 130, 160],
  ['F', 160, 200],
  ['G', 200, 250],
  ['H', 250, Infinity],
];

let zip: Uint8Array;
let files: Record<string, Uint8Array>;
let records: ListingRecord[];
let generated: DemoListing[];
const svgs = () => Object.entries(files).filter(([path]) => path.endsWith('.svg'));

beforeAll(() => {
  zip = demoFeed();
  files = unzipSync(zip);
  const parsed = parseOpenImmo(new TextDecoder().decode(files[DEMO_FEED_DOCUMENT]));
  if (!parsed.ok) throw new Error(`${parsed.code}: ${parsed.detail}`);
  records = parsed.properties.map((p) => {
    if (p.kind !== 'listing') throw new Error(`not a listing: ${JSON.stringify(p)}`);
    return p.record;
  });
  generated = demoListings();
});

describe('the demo feed', () => {
  test('is deterministic: the same options give the same bytes, another seed other listings', () => {
    expect(Buffer.from(demoFeed()).equals(Buffer.from(zip))).toBe(true);
    expect(Buffer.from(demoFeed({ count: 12, seed: 7 })).equals(Buffer.from(demoFeed({ count: 12, seed: 7 })))).toBe(true);
    expect(Buffer.from(demoFeed({ count: 12, seed: 8 })).equals(Buffer.from(demoFeed({ count: 12, seed: 7 })))).toBe(false);
  });

  test('is an OpenImmo 1.2.7 document of 300 demo listings of one demo provider, none refused', () => {
    const xml = new TextDecoder().decode(files[DEMO_FEED_DOCUMENT]);
    expect(xml).toContain('<uebertragung art="OFFLINE" umfang="VOLL" modus="NEW" version="1.2.7"');
    expect(xml).toContain('<anbieternr>HAUSLOTSE-DEMO</anbieternr>');
    expect(xml).toContain('<firma>Demo-Anbieter (Beispieldaten)</firma>');
    expect(records).toHaveLength(300);
    expect(records.every((r) => r.demo && r.providerId === 'HAUSLOTSE-DEMO' && r.providerName === 'Demo-Anbieter (Beispieldaten)')).toBe(true);
    expect(records.map((r) => r.externalId)).toEqual(Array.from({ length: 300 }, (_, i) => `DEMO-${String(i + 1).padStart(5, '0')}`));
    expect(new Set(records.map((r) => r.place)).size).toBeGreaterThanOrEqual(20);
  });

  test('cities by population, the small towns a handful each; houses only where a house level exists', () => {
    const perCity = new Map<string, number>();
    for (const r of records) perCity.set(r.place, (perCity.get(r.place) ?? 0) + 1);
    expect(perCity.get('Berlin')).toBeGreaterThan(perCity.get('Hamburg')!);
    expect(perCity.get('Hamburg')).toBeGreaterThan(perCity.get('Leipzig')!);
    for (const town of ['Potsdam', 'Mainz', 'Heidelberg', 'Erlangen', 'Fürth']) expect(perCity.get(town)).toBeGreaterThanOrEqual(3);
    for (const r of records) expect(CSV_ROWS.some((row) => row.city === r.place && row.type === r.type), `${r.externalId} ${r.type} in ${r.place}`).toBe(true);
    expect(records.some((r) => r.type === 'house')).toBe(true);
  });

  test('every chosen price level stands verbatim in price-levels.csv, and follows the rules', () => {
    const levels = demoPriceLevels();
    for (const level of levels) {
      const row = CSV_ROWS.find((r) => r.city === level.city && r.type === level.type && r.segment === level.segment && r.eur_per_m2 === String(level.eurPerM2) && r.period === level.period);
      expect(row, `${level.city} ${level.type}`).toBeDefined();
      expect([level.priceKind, level.published, level.source, level.url]).toEqual([row!.price_kind, row!.published, row!.source, row!.url]);
    }
    // One level per city and type in the file, no more, no less.
    expect(new Set(levels.map((l) => `${l.city}/${l.type}`))).toEqual(new Set(CSV_ROWS.map((r) => `${r.city}/${r.type}`)));
    const chosen = (city: string, type: 'apartment' | 'house') => demoPriceLevel(city, type)!.eurPerM2;
    expect(chosen('Berlin', 'apartment')).toBe(4884); // newest period (2025-Q4)
    expect(chosen('Leipzig', 'house')).toBe(3382); // dated 2023-H1 beats an "unstated" row
    expect(chosen('Wuppertal', 'apartment')).toBe(1750); // same period: existing before new build
    expect(chosen('Mannheim', 'apartment')).toBe(3400); // only an undated row: used
    expect(demoPriceLevel('Stuttgart', 'house')).toBeNull(); // no house figure: no Stuttgart houses
  });

  test('the rules on a made-up file: dated before undated, newest period, existing/all before new, then publication', () => {
    const csv = [
      'city,type,segment,eur_per_m2,price_kind,period,published,source,url,quote',
      'A,apartment,existing,1000,asking,2023,,s1,u1,q',
      'A,apartment,new,2000,asking,2024-Q4,,s2,u2,q',
      'A,apartment,all,3000,asking,2024-12-31,,s3,u3,q',
      'A,apartment,all,9000,asking,unstated,,s4,u4,q',
      'B,house,new,5000,transaction,2024-H2,2025-02,s5,u5,q',
      'B,house,all,4000,transaction,2024,2025-03,s6,u6,"quote, with a comma"',
      'C,house,all,7000,unknown,unstated (aktuell),,s7,u7,q',
      'C,house,all,6000,unknown,unstated,2024,s8,u8,q',
    ].join('\n');
    const levels = choosePriceLevels(parsePriceLevels(csv));
    expect(levels.map((l) => [l.city, l.type, l.eurPerM2])).toEqual([
      ['A', 'apartment', 3000],
      ['B', 'house', 4000],
      ['C', 'house', 6000],
    ]);
    expect(periodEnd('2025-Q2')).toBe('2025-06-30');
    expect(periodEnd('2023-H1')).toBe('2023-06-30');
    expect(periodEnd('2023-03')).toBe('2023-03-31');
    expect(periodEnd('2025 (aktuell)')).toBe('2025-12-31');
    expect(periodEnd('unstated (Wohnatlas 2024)')).toBeNull();
    expect(() => periodEnd('Frühjahr 2021')).toThrow(/cannot read the period/);
  });

  test('every price per m² lies within ±35 % of its level, and the description names that level and its source', () => {
    expect(generated.map((l) => l.externalId)).toEqual(records.map((r) => r.externalId));
    generated.forEach((l, i) => {
      const r = records[i]!;
      const level = demoPriceLevel(r.place, r.type)!;
      expect(l.level).toEqual(level);
      const ratio = r.price / r.livingArea / level.eurPerM2;
      expect(ratio, r.externalId).toBeGreaterThanOrEqual(1 - DEMO_PRICE_BAND);
      expect(ratio, r.externalId).toBeLessThanOrEqual(1 + DEMO_PRICE_BAND);
      expect(r.price % 1000).toBe(0);
      const cityEn = CITIES.find((c) => c.name.de === r.place)?.name.en ?? r.place;
      expect(r.description.endsWith(demoSourceSentence(level, r.language, cityEn)), r.externalId).toBe(true);
      expect(r.description).toContain(level.source);
      expect(r.description).toMatch(r.language === 'de' ? /Beispieldaten: Preis abgeleitet vom Quadratmeterpreis für (Wohnungen|Häuser) in / : /Demo data: the price is derived from the price per m² for (apartments|houses) in /);
    });
  });

  test('plausible listings: places and coordinates, areas, rooms, energy classes, Hausgeld, commission, languages', () => {
    for (const r of records) {
      const where = postalPlace(r.postalCode)!;
      expect(where.place, r.externalId).toBe(r.place);
      expect(Math.abs(r.lat! - where.lat)).toBeLessThanOrEqual(0.0041);
      expect(Math.abs(r.lon! - where.lon)).toBeLessThanOrEqual(0.0041);
      expect(r.street).toBeTruthy();
      const [minArea, maxArea] = r.type === 'apartment' ? [30, 150] : [90, 230];
      expect(r.livingArea).toBeGreaterThanOrEqual(minArea);
      expect(r.livingArea).toBeLessThanOrEqual(maxArea);
      expect(r.rooms! * 2).toBe(Math.round(r.rooms! * 2));
      expect(r.livingArea / r.rooms!).toBeGreaterThanOrEqual(17);
      expect(r.livingArea / r.rooms!).toBeLessThanOrEqual(45);
      expect(r.yearBuilt).toBeGreaterThanOrEqual(1900);
      expect(r.yearBuilt).toBeLessThanOrEqual(2025);
      if (r.condition === 'ERSTBEZUG') expect(r.yearBuilt).toBeGreaterThanOrEqual(2024);
      if (r.yearBuilt! >= 2016) expect(['ERSTBEZUG', 'NEUWERTIG', 'GEPFLEGT']).toContain(r.condition);
      const band = GEG_BANDS.find(([c]) => c === r.energyClass)!;
      expect(r.energyValue!, r.externalId).toBeGreaterThanOrEqual(band[1]);
      expect(r.energyValue!, r.externalId).toBeLessThan(band[2]);
      expect(['BEDARF', 'VERBRAUCH']).toContain(r.energyCertificate);
      expect(r.energySource).toBeTruthy();
      expect(r.heating).toBeTruthy();
      if (r.type === 'apartment') {
        expect(r.floor).not.toBeNull();
        expect(r.plotArea).toBeNull();
        expect(r.hausgeld! / r.livingArea).toBeGreaterThanOrEqual(2.45);
        expect(r.hausgeld! / r.livingArea).toBeLessThanOrEqual(4.55);
        expect(['ETAGE', 'DACHGESCHOSS', 'ERDGESCHOSS', 'PENTHOUSE', 'MAISONETTE']).toContain(r.subtype);
      } else {
        expect(r.plotArea).toBeGreaterThanOrEqual(150);
        expect(r.plotArea).toBeLessThanOrEqual(900);
        expect(r.hausgeld).toBeNull();
        expect(r.garden).toBe(true);
        expect(['EINFAMILIENHAUS', 'DOPPELHAUSHAELFTE', 'REIHENHAUS', 'BUNGALOW']).toContain(r.subtype);
      }
      expect(['3,57 % inkl. MwSt.', '2,98 % inkl. MwSt.', 'provisionsfrei']).toContain(r.buyerCommissionText);
      expect([0.0357, 0.0298, 0]).toContain(r.buyerCommission);
      expect(r.title.length).toBeGreaterThan(10);
      expect(r.locationText).toBeTruthy();
      expect(r.featuresText).toBeTruthy();
    }
    const share = (f: (r: ListingRecord) => boolean) => records.filter(f).length / records.length;
    expect(share((r) => r.buyerCommission === 0)).toBeGreaterThan(0.08);
    expect(share((r) => r.buyerCommission === 0)).toBeLessThan(0.25);
    expect(share((r) => r.language === 'en')).toBeGreaterThan(0.05);
    expect(share((r) => r.language === 'en')).toBeLessThan(0.16);
    expect(share((r) => r.addressPublic)).toBeGreaterThan(0.35);
    expect(share((r) => r.addressPublic)).toBeLessThan(0.65);
    expect(new Set(records.map((r) => r.energyClass)).size).toBeGreaterThanOrEqual(8);
    // Lifts mostly in newer apartment buildings.
    const liftShare = (from: number, to: number) => {
      const flats = records.filter((r) => r.type === 'apartment' && r.yearBuilt! >= from && r.yearBuilt! <= to);
      return flats.filter((r) => r.lift).length / flats.length;
    };
    expect(liftShare(1990, 2025)).toBeGreaterThan(liftShare(1900, 1948));
    expect(records.filter((r) => r.type === 'house').every((r) => !r.lift)).toBe(true);
  });

  test('two to four pictures per listing: a façade as title image, one or two further views, a floor plan with the listing’s rooms', () => {
    const inZip = new Set(svgs().map(([path]) => path));
    const referenced = new Set<string>();
    for (const r of records) {
      expect(r.images.length).toBeGreaterThanOrEqual(2);
      expect(r.images.length).toBeLessThanOrEqual(4);
      expect(r.images[0]!.group).toBe('TITELBILD');
      expect(r.images.filter((i) => i.group === 'GRUNDRISS')).toHaveLength(1);
      for (const image of r.images) {
        expect(inZip.has(image.path), image.path).toBe(true);
        referenced.add(image.path);
      }
      const plan = new TextDecoder().decode(files[r.images.find((i) => i.group === 'GRUNDRISS')!.path]);
      expect(plan.match(/class="room"/g)?.length ?? 0, r.externalId).toBe(Math.floor(r.rooms!));
      expect(plan.match(/class="room half"/g)?.length ?? 0, r.externalId).toBe(r.rooms! % 1 ? 1 : 0);
    }
    expect(referenced).toEqual(inZip);
  });

  test('every picture is a small, safe SVG with a title and the visible demo label', () => {
    expect(svgs().length).toBeGreaterThan(600);
    for (const [path, bytes] of svgs()) {
      const text = new TextDecoder().decode(bytes);
      expect(imageMime(bytes), path).toBe('image/svg+xml');
      expect(bytes.length, path).toBeLessThan(6 * 1024);
      expect(text).not.toMatch(/<script/i);
      expect(text).not.toMatch(/\son[a-z]+\s*=/i);
      expect(text).not.toMatch(/href\s*=\s*["']?\s*(https?:|\/\/|javascript:|data:)/i);
      expect(text).not.toMatch(/foreignObject/i);
      expect(text).not.toMatch(/<(image|use|iframe|a)\b/i);
      expect(text).not.toMatch(/url\(/i);
      expect(text).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*><title>[^<]+<\/title>/);
      expect(text).toContain(`>${DEMO_IMAGE_LABEL}</text>`);
    }
  });

  test('a floor plan has as many rooms as asked, half rooms included, on one or two levels', () => {
    for (const rooms of [1, 1.5, 2, 3.5, 4, 6, 7.5, 8]) {
      for (const levels of [1, 2] as const) {
        const plan = floorPlanSvg({ seed: 1, rooms, livingArea: 100, levels, language: 'de', title: 'Test' });
        expect(plan.match(/class="room"/g)?.length).toBe(Math.floor(rooms));
        expect(plan.match(/class="room half"/g)?.length ?? 0).toBe(rooms % 1 ? 1 : 0);
      }
    }
  });
});
