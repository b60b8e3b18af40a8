/**
 * The property search's two endpoints (issue 25): POST /api/properties/search (JSON) and the query endpoint's
 * propertySearch (first named property_search), on an in-memory database with two listings: results with the calculator's monthly payment,
 * errors as codes with the caller's field names, 413/415 for other bodies, 429 past the per-client limit. Each listing's
 * `headline` is its title generated in the request's locale beside the provider's `title`, and `image` the title photo's
 * 960-pixel JPEG, or an SVG drawing's original (issue 48).
 */
import sharp from 'sharp';
import { beforeAll, describe, expect, test } from 'vitest';
import { useMemoryAppDb } from '../support/app-db';
import { gqlRoute } from '../support/graphql-route';
import { POST, GET } from '@/app/api/properties/search/route';
import { GET as getImageSize } from '@/app/api/listings/images/[id]/[file]/route';
import { GET as getImage } from '@/app/api/listings/images/[id]/route';
import { resizeImage } from '@/features/properties/image-resize';
import { upsertListing, type ImageValues, type ListingValues } from '@/features/properties/listings-repository';
import { listingSlug } from '@/features/properties/import-listings';
import { evaluateMortgageForm, formFromParams } from '@/features/calculators';
import { marketOn } from '@/features/rates/market-repository';
import { seedStatistics } from '@/features/properties/statistics';
import { todayInBerlin } from '@/lib/dates';
import type { Database } from '@/db/client';

const BASE: ListingValues = {
  providerId: 'T', providerName: 'Test', externalId: 'A', source: 'test', isDemo: true, type: 'apartment', subtype: 'ETAGE', street: null, houseNumber: null,
  addressPublic: false, postalCode: '04109', place: 'Leipzig', state: 'DE-SN', lat: 51.34, lon: 12.37, price: 250_000, livingArea: 70, plotArea: null, rooms: 3, floor: 2,
  yearBuilt: 1995, condition: 'GEPFLEGT', energyClass: 'C', energyValue: 95, energyCertificate: 'BEDARF', energySource: 'GAS', heating: 'ZENTRAL', balcony: true,
  garden: false, lift: false, parking: false, cellar: true, hausgeld: 250, buyerCommission: 0.0357, buyerCommissionText: '3,57 %', title: 'Drei Zimmer am Park',
  description: '', locationText: null, featuresText: null, language: 'de',
};

let db: Database;
let ip = 0;
const post = (body: unknown, headers: Record<string, string> = {}) =>
  POST(new Request('http://localhost/api/properties/search', { method: 'POST', headers: { 'content-type': 'application/json', 'x-client-ip': `10.0.0.${++ip}`, ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) }));

/** The flat's title photo (a 1,200 × 900 JPEG with its sizes, as the import keeps it) and the house's SVG drawing. */
async function photo(): Promise<ImageValues> {
  const bytes = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 180, g: 120, b: 60 } } }).jpeg().toBuffer();
  return { mime: 'image/jpeg', title: 'Wohnzimmer', bytes, width: 1200, height: 900, sizes: await resizeImage(bytes, { width: 1200, height: 900 }) };
}
const DRAWING: ImageValues = { mime: 'image/svg+xml', title: 'Ansicht', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"/>'), width: null, height: null };

/** A served image by its URL: a size through the sizes' route, the original through the image's own. */
function fetchImage(url: string): Promise<Response> {
  const [, id, file] = /^\/api\/listings\/images\/([^/]+)(?:\/([^/]+))?$/.exec(url)!;
  const request = new Request(`http://localhost${url}`);
  return file ? getImageSize(request, { params: Promise.resolve({ id: id!, file }) }) : getImage(request, { params: Promise.resolve({ id: id! }) });
}

beforeAll(async () => {
  db = await useMemoryAppDb();
  const house: ListingValues = { ...BASE, externalId: 'B', type: 'house', subtype: 'REIHENHAUS', price: 420_000, livingArea: 120, plotArea: 250, rooms: 4.5, balcony: false, garden: true, title: 'Reihenhaus mit Garten' };
  for (const [values, images] of [[BASE, [await photo()]], [house, [DRAWING]]] as const) {
    await upsertListing(db, values, listingSlug(values), [...images], new Date('2026-11-20T10:00:00Z'));
  }
});

describe('POST /api/properties/search', () => {
  test('the page of results with each listing’s monthly payment, the calculator’s to the euro', async () => {
    const res = await post({ place: 'Leipzig', radius: 10, type: 'apartment', balcony: true, savings: 60000 });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ total: 1, page: 1, pages: 1, centre: { place: 'Leipzig' }, assumptions: { savings: 60_000, savings_given: true, initial_repayment: 0.02, fixation_years: 10 } });
    const [item] = body.items;
    expect(item).toMatchObject({ demo: true, type: 'apartment', postal_code: '04109', price: 250_000, price_per_m2: 3571, features: ['balcony', 'cellar'] });
    const market = await marketOn(db, todayInBerlin());
    const calculator = evaluateMortgageForm(formFromParams(new URLSearchParams(item.financing.calculator_params)), todayInBerlin(), market!);
    expect(item.financing.monthly_payment).toBe(Math.round(calculator.calculation!.chosen.monthlyRate));
  });

  test('headline: the title generated in the request’s locale (German by default); title: the provider’s own words', async () => {
    const titles = async (locale?: string) => {
      const res = await post({ place: 'Leipzig', sort: 'price_asc', ...(locale ? { locale } : {}) });
      expect(res.status).toBe(200);
      return (await res.json()).items.map((i: { headline: string; title: string; language: string }) => [i.headline, i.title, i.language]);
    };
    expect(await titles('en')).toEqual([
      ['3-room apartment in Leipzig', 'Drei Zimmer am Park', 'de'],
      ['4.5-room terraced house in Leipzig', 'Reihenhaus mit Garten', 'de'],
    ]);
    const german = [
      ['3-Zimmer-Etagenwohnung in Leipzig', 'Drei Zimmer am Park', 'de'],
      ['4,5-Zimmer-Reihenhaus in Leipzig', 'Reihenhaus mit Garten', 'de'],
    ];
    expect(await titles('de')).toEqual(german);
    expect(await titles()).toEqual(german);
    const bad = await post({ place: 'Leipzig', locale: 'fr' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toMatchObject({ code: 'INVALID_INPUT', field: 'locale', params: { fields: { locale: 'invalidChoice' } } });
  });

  test('image: the photo’s 960-pixel JPEG, not the 1,200-pixel upload; the SVG drawing as it is', async () => {
    const items: { type: string; image: string }[] = (await (await post({ place: 'Leipzig', sort: 'price_asc' })).json()).items;
    const [flat, house] = items;
    expect(flat!.image).toMatch(/^\/api\/listings\/images\/[0-9a-f-]{36}\/960-[0-9a-f]{12}\.jpg$/);
    const size = await fetchImage(flat!.image);
    expect(size.status).toBe(200);
    expect(size.headers.get('content-type')).toBe('image/jpeg');
    expect(await sharp(Buffer.from(await size.arrayBuffer())).metadata()).toMatchObject({ format: 'jpeg', width: 960, height: 720 });
    expect(house!.image).toMatch(/^\/api\/listings\/images\/[0-9a-f-]{36}$/);
    const drawing = await fetchImage(house!.image);
    expect(drawing.status).toBe(200);
    expect(drawing.headers.get('content-type')).toContain('image/svg+xml');
  });

  test('errors: one code per field, unknown fields, other bodies, other methods', async () => {
    const bad = await post({ pmin: 'viel', radius: 7 });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toMatchObject({ code: 'INVALID_INPUT', params: { fields: { pmin: 'notAnAmount', radius: 'invalidChoice' } } });
    expect((await (await post({ colour: 'blue' })).json()).error.code).toBe('UNKNOWN_INPUT');
    expect((await (await post([1, 2])).json()).error.code).toBe('UNKNOWN_INPUT');
    expect((await post('{"place":', {})).status).toBe(400);
    expect((await post('place=Leipzig', { 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(415);
    expect((await post({ place: 'x'.repeat(20_000) })).status).toBe(413);
    expect(GET().status).toBe(405);
  });

  test('60 searches a minute per client, then 429 with Retry-After', async () => {
    const one = { 'x-client-ip': '192.0.2.1' };
    for (let i = 0; i < 60; i++) expect((await post({}, one)).status).toBe(200);
    const refused = await post({}, one);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await post({}, { 'x-client-ip': '192.0.2.2' })).status).toBe(200);
  }, 60_000);
});

describe('query endpoint: propertySearch (and its first name, property_search)', () => {
  const QUERY = /* GraphQL */ `
    query Search($search: PropertySearchInput) {
      propertySearch(search: $search) { total pages centre { place } items { slug demo type price features financing { monthly_payment calculator_params } } }
      first: property_search(search: $search) { total items { slug } }
    }
  `;
  test('the same search with the API’s own field names', async () => {
    const { data, errors } = await gqlRoute<{ propertySearch: { total: number; items: { slug: string; type: string; features: string[]; financing: { monthly_payment: number } | null }[] }; first: { total: number; items: { slug: string }[] } }>(QUERY, { search: { place: '04109', radius: 25, features: ['garden'], price_max: 500000 } });
    expect(errors).toBeUndefined();
    expect(data!.propertySearch).toMatchObject({ total: 1, items: [{ type: 'house', features: ['garden', 'cellar'], financing: { monthly_payment: expect.any(Number) } }] });
    // The deprecated first name answers the same search.
    expect(data!.first).toEqual({ total: 1, items: [{ slug: data!.propertySearch.items[0]!.slug }] });
  });
  test('headline in the requested locale (German by default) beside the provider’s title; image: the photo’s 960-pixel JPEG', async () => {
    const ITEMS = /* GraphQL */ `
      query Titles($locale: Locale) {
        propertySearch(search: { place: "Leipzig", sort: "price_asc" }, locale: $locale) { items { headline title language image } }
        first: property_search(search: { place: "Leipzig", sort: "price_asc" }, locale: $locale) { items { headline } }
      }
    `;
    type Answer = { propertySearch: { items: { headline: string; title: string; language: string; image: string }[] }; first: { items: { headline: string }[] } };
    const en = await gqlRoute<Answer>(ITEMS, { locale: 'en' });
    expect(en.errors).toBeUndefined();
    expect(en.data!.propertySearch.items.map((i) => [i.headline, i.title, i.language])).toEqual([
      ['3-room apartment in Leipzig', 'Drei Zimmer am Park', 'de'],
      ['4.5-room terraced house in Leipzig', 'Reihenhaus mit Garten', 'de'],
    ]);
    expect(en.data!.first.items.map((i) => i.headline)).toEqual(['3-room apartment in Leipzig', '4.5-room terraced house in Leipzig']);
    for (const variables of [{ locale: 'de' }, {}]) {
      const de = await gqlRoute<Answer>(ITEMS, variables);
      expect(de.data!.propertySearch.items.map((i) => i.headline)).toEqual(['3-Zimmer-Etagenwohnung in Leipzig', '4,5-Zimmer-Reihenhaus in Leipzig']);
    }
    const [flat, house] = en.data!.propertySearch.items;
    expect(flat!.image).toMatch(/^\/api\/listings\/images\/[0-9a-f-]{36}\/960-[0-9a-f]{12}\.jpg$/);
    expect((await fetchImage(flat!.image)).headers.get('content-type')).toBe('image/jpeg');
    expect(house!.image).toMatch(/^\/api\/listings\/images\/[0-9a-f-]{36}$/);
    const unknown = await gqlRoute(ITEMS, { locale: 'fr' });
    expect(unknown.errors?.length).toBeGreaterThan(0);
  });
  test('errors name the input', async () => {
    const bad = await gqlRoute(QUERY, { search: { price_min: 500000, price_max: 100000 } });
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'INVALID_INPUT', field: 'price_max', params: { reason: 'minAboveMax' } });
    const place = await gqlRoute(QUERY, { search: { place: 'Atlantis' } });
    expect(place.errors?.[0]?.extensions).toMatchObject({ code: 'UNKNOWN_LOCATION', field: 'place' });
    const feature = await gqlRoute(QUERY, { search: { features: ['pool'] } });
    expect(feature.errors?.[0]?.extensions).toMatchObject({ code: 'INVALID_INPUT', field: 'features' });
  });
});

describe('query endpoint: average_city_statistics', () => {
  const QUERY = /* GraphQL */ `
    query Stats($city: String!, $type: String!) {
      average_city_statistics(city: $city, type: $type) {
        city type figures { eur_per_m2 price_kind segment district period period_end published source url }
        asking_vs_paid { bound discount_percent period basis sources { name url published quote } }
      }
    }
  `;
  test('the sourced figures of a city with their source and date, by the spec’s argument names', async () => {
    await seedStatistics(db);
    const { data, errors } = await gqlRoute<{ average_city_statistics: { city: string; figures: { eur_per_m2: number; source: string; url: string; period: string }[] } }>(QUERY, { city: 'Berlin', type: 'apartment' });
    expect(errors).toBeUndefined();
    expect(data!.average_city_statistics.city).toBe('Berlin');
    expect(data!.average_city_statistics.figures[0]).toMatchObject({ eur_per_m2: 4884, price_kind: 'asking', period: '2025-Q4', period_end: '2025-12-31', published: '2026-01-08', district: null });
    // District figures carry their district; the gap between asking and paid prices comes with its sources.
    expect(data!.average_city_statistics.figures).toContainEqual(expect.objectContaining({ district: 'Mitte', eur_per_m2: 6522, price_kind: 'asking', period: '2025-Q3' }));
    const gaps = (data!.average_city_statistics as unknown as { asking_vs_paid: { bound: string; discount_percent: number; period: string; basis: string; sources: { published: string | null }[] }[] }).asking_vs_paid;
    expect(gaps.map((g) => [g.bound, g.discount_percent, g.period, g.basis])).toEqual([
      ['about', 2, 'unstated', 'source'],
      ['about', 2.1, '2023-Q1', 'comparison'],
    ]);
    expect(gaps[1]!.sources.map((s) => s.published)).toEqual(['2023-05', '2023-04']);
    const munich = await gqlRoute<{ average_city_statistics: { asking_vs_paid: unknown[] } }>(QUERY, { city: 'München', type: 'apartment' });
    expect(munich.data!.average_city_statistics.asking_vs_paid).toEqual([]);
  });
  test('an unknown city, a bad type and a missing argument are coded 4xx errors, never INTERNAL', async () => {
    const unknown = await gqlRoute(QUERY, { city: 'Atlantis', type: 'apartment' });
    expect(unknown.errors?.[0]?.extensions).toMatchObject({ code: 'UNKNOWN_LOCATION', field: 'city' });
    const badType = await gqlRoute(QUERY, { city: 'Berlin', type: 'castle' });
    expect(badType.errors?.[0]?.extensions).toMatchObject({ code: 'INVALID_INPUT', field: 'type', params: { allowed: ['apartment', 'house'] } });
    const missing = await gqlRoute(QUERY, { city: 'Berlin' });
    expect(missing.status).toBeGreaterThanOrEqual(400);
    expect(missing.status).toBeLessThan(500);
  });
});
