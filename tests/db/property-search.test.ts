/**
 * The property search (issue 25) on PGlite and PostgreSQL: each filter, the radius by coordinates, sorting,
 * paging and the empty result; errors as codes per field; each listing's monthly payment is the mortgage
 * calculator's for the same inputs (the card's "open in the calculator" link reproduces it to the euro).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';
import { marketOn } from '@/engine/rates/fixtures';
import { evaluateMortgageForm, formFromParams } from '@/features/calculators';
import { upsertListing, type ListingValues } from '@/features/properties/listings-repository';
import { listingSlug } from '@/features/properties/import-listings';
import { resolveSearchCentre, runPropertySearch } from '@/features/properties/search';
import { SEARCH_PAGE_SIZE } from '@/features/properties/search-form';

const TODAY = '2025-06-03';
const MARKET = marketOn(TODAY);
const BASE: ListingValues = {
  providerId: 'TEST', providerName: 'Test', externalId: '', source: 'test', isDemo: true, type: 'apartment', subtype: 'ETAGE', street: null, houseNumber: null,
  addressPublic: false, postalCode: '10115', place: 'Berlin', state: 'DE-BE', lat: 52.532, lon: 13.385, price: 400_000, livingArea: 80, plotArea: null, rooms: 3,
  floor: 1, yearBuilt: 2000, condition: 'GEPFLEGT', energyClass: 'C', energyValue: 90, energyCertificate: 'BEDARF', energySource: 'GAS', heating: 'ZENTRAL',
  balcony: false, garden: false, lift: false, parking: false, cellar: false, hausgeld: 300, buyerCommission: 0.0357, buyerCommissionText: '3,57 %', title: 'T',
  description: '', locationText: null, featuresText: null, language: 'de',
};
/** [externalId, overrides]: Berlin Mitte, Berlin Spandau (about 13 km west of Berlin's centre), Potsdam's west (about 31 km), Munich. */
const LISTINGS: [string, Partial<ListingValues>][] = [
  ['mitte-1', { price: 350_000, livingArea: 70, rooms: 2, balcony: true, energyClass: 'B', yearBuilt: 2015 }],
  ['mitte-2', { price: 520_000, livingArea: 95, rooms: 4, lift: true, energyClass: 'D', yearBuilt: 1965 }],
  ['spandau-1', { postalCode: '13597', lat: 52.535, lon: 13.2, price: 290_000, livingArea: 72, rooms: 3, parking: true, energyClass: 'E', yearBuilt: 1975 }],
  ['potsdam-1', { postalCode: '14467', place: 'Potsdam', state: 'DE-BB', lat: 52.37, lon: 12.98, type: 'house', subtype: 'EINFAMILIENHAUS', price: 690_000, livingArea: 140, plotArea: 500, rooms: 5, garden: true, cellar: true, hausgeld: null, energyClass: 'A', yearBuilt: 2021 }],
  ['muenchen-1', { postalCode: '80331', place: 'München', state: 'DE-BY', lat: 48.137, lon: 11.575, price: 890_000, livingArea: 85, rooms: 3, energyClass: 'A+', yearBuilt: 2024, buyerCommission: null }],
];

describe.each(DATABASE_KINDS)('the property search on %s', (kind) => {
  let h: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    h = await freshDatabase(kind);
    for (const [i, [externalId, overrides]] of LISTINGS.entries()) {
      const values = { ...BASE, ...overrides, externalId };
      // One day apart: "newest" is the last in the list.
      await upsertListing(h.db, values, listingSlug(values), [], new Date(Date.UTC(2025, 5, 1 + i)));
    }
  }, 60_000);
  afterAll(async () => {
    await h?.dispose();
  });
  const ids = async (query: Record<string, string>) => {
    const outcome = await runPropertySearch(h.db, new URLSearchParams(query), TODAY, MARKET);
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
    return outcome.items.map((i) => i.slug.split('-')[0] + ':' + LISTINGS.find(([id, o]) => listingSlug({ ...BASE, ...o, externalId: id }) === i.slug)![0]);
  };
  const names = async (query: Record<string, string>) => (await ids(query)).map((s) => s.split(':')[1]);

  test('no filter: every active listing, newest first', async () => {
    expect(await names({})).toEqual(['muenchen-1', 'potsdam-1', 'spandau-1', 'mitte-2', 'mitte-1']);
  });

  test('radius by coordinates around a place or a postal code; radius 0 is the place itself', async () => {
    expect(await names({ place: 'Berlin', radius: '25' })).toEqual(['spandau-1', 'mitte-2', 'mitte-1']);
    expect(await names({ place: 'Berlin', radius: '50' })).toEqual(['potsdam-1', 'spandau-1', 'mitte-2', 'mitte-1']);
    expect(await names({ place: '10115', radius: '5' })).toEqual(['mitte-2', 'mitte-1']);
    expect(await names({ place: '10115', radius: '0' })).toEqual(['mitte-2', 'mitte-1']);
    expect(await names({ place: 'Munich' })).toEqual(['muenchen-1']);
    const outcome = await runPropertySearch(h.db, new URLSearchParams({ place: '10115', radius: '25' }), TODAY, MARKET);
    expect(outcome.ok && outcome.items.find((i) => i.postalCode === '13597')!.distanceKm).toBeCloseTo(12.6, 0);
  });

  test('each filter', async () => {
    expect(await names({ type: 'house' })).toEqual(['potsdam-1']);
    expect(await names({ pmin: '300.000', pmax: '600000' })).toEqual(['mitte-2', 'mitte-1']);
    expect(await names({ rooms: '4' })).toEqual(['potsdam-1', 'mitte-2']);
    expect(await names({ amin: '80', amax: '100' })).toEqual(['muenchen-1', 'mitte-2']);
    expect(await names({ ymin: '2015', ymax: '2021' })).toEqual(['potsdam-1', 'mitte-1']);
    expect(await names({ energy: 'B' })).toEqual(['muenchen-1', 'potsdam-1', 'mitte-1']);
    expect(await names({ balcony: 'on' })).toEqual(['mitte-1']);
    expect(await names({ garden: 'on', cellar: 'on' })).toEqual(['potsdam-1']);
    expect(await names({ lift: 'on' })).toEqual(['mitte-2']);
    expect(await names({ parking: 'on' })).toEqual(['spandau-1']);
  });

  test('sorting by price and by price per m²', async () => {
    expect(await names({ sort: 'price_asc' })).toEqual(['spandau-1', 'mitte-1', 'mitte-2', 'potsdam-1', 'muenchen-1']);
    expect(await names({ sort: 'price_desc' })).toEqual(['muenchen-1', 'potsdam-1', 'mitte-2', 'mitte-1', 'spandau-1']);
    // 4,028 · 4,861 · 5,000 · 5,474 · 10,471 €/m²
    expect(await names({ sort: 'ppsqm_asc' })).toEqual(['spandau-1', 'potsdam-1', 'mitte-1', 'mitte-2', 'muenchen-1']);
  });

  test('paging: 12 per page, the total and the number of pages; a page past the end is empty', async () => {
    const first = await runPropertySearch(h.db, new URLSearchParams({}), TODAY, MARKET);
    expect(first.ok && [first.total, first.pages, first.items.length]).toEqual([5, 1, 5]);
    const past = await runPropertySearch(h.db, new URLSearchParams({ page: '2' }), TODAY, MARKET);
    expect(past.ok && [past.total, past.items.length]).toEqual([5, 0]);
    expect(SEARCH_PAGE_SIZE).toBe(12);
  });

  test('an empty result is a result, not an error', async () => {
    const none = await runPropertySearch(h.db, new URLSearchParams({ place: 'Hamburg', type: 'house' }), TODAY, MARKET);
    expect(none).toMatchObject({ ok: true, total: 0, items: [], centre: { place: 'Hamburg' } });
  });

  test('bad input comes back as one code per field', async () => {
    const bad = await runPropertySearch(h.db, new URLSearchParams({ pmin: 'viel', rooms: 'viele', radius: '7', energy: 'Z', sort: 'cheap', page: '0' }), TODAY, MARKET);
    expect(bad).toEqual({ ok: false, errors: { pmin: 'notAnAmount', rooms: 'notANumber', radius: 'invalidChoice', energy: 'invalidChoice', sort: 'invalidChoice', page: 'tooLow' } });
    // Ranges are checked once every field reads.
    const ranges = await runPropertySearch(h.db, new URLSearchParams({ pmin: '500000', pmax: '400000', amin: '90', amax: '60', ymin: '2000', ymax: '1990' }), TODAY, MARKET);
    expect(ranges).toEqual({ ok: false, errors: { pmax: 'minAboveMax', amax: 'minAboveMax', ymax: 'minAboveMax' } });
    expect(await runPropertySearch(h.db, new URLSearchParams({ place: 'Atlantis' }), TODAY, MARKET)).toEqual({ ok: false, errors: { place: 'unknownPlace' } });
  });

  test("each listing's monthly payment is the mortgage calculator's for the same inputs, to the euro", async () => {
    const outcome = await runPropertySearch(h.db, new URLSearchParams({ savings: '100.000' }), TODAY, MARKET);
    if (!outcome.ok) throw new Error('search failed');
    for (const item of outcome.items) {
      const f = item.financing!;
      expect(f.ok, item.slug).toBe(true);
      if (!f.ok) continue;
      const calculator = evaluateMortgageForm(formFromParams(new URLSearchParams(f.calculatorParams)), TODAY, MARKET);
      expect(Math.round(calculator.calculation!.chosen.monthlyRate)).toBe(Math.round(f.monthlyPayment));
      expect(f.savings).toBe(100_000);
      // Purchase costs: the place's transfer tax, 2 % notary and land registry, the listing's commission.
      expect(f.purchaseCosts).toBeCloseTo(item.price * (f.transferTaxRate + 0.02 + (item.buyerCommission ?? 0)), 6);
    }
    const munich = outcome.items.find((i) => i.place === 'München')!.financing!;
    expect(munich.ok && munich.transferTaxRate).toBe(0.035);
    const potsdam = outcome.items.find((i) => i.place === 'Potsdam')!.financing!;
    expect(potsdam.ok && potsdam.transferTaxRate).toBe(0.065);
    expect(new URLSearchParams(potsdam.calculatorParams).get('loc')).toBe('potsdam');
  });
});

test('search centres: postal code, the GeoNames place name, an English city name; unknown → null', () => {
  expect(resolveSearchCentre('10115')).toMatchObject({ place: 'Berlin', postalCodes: ['10115'] });
  expect(resolveSearchCentre('Köln')!.postalCodes.length).toBeGreaterThan(40);
  expect(resolveSearchCentre('Cologne')!.place).toBe('Köln');
  expect(resolveSearchCentre('99999')).toBeNull();
  expect(resolveSearchCentre('Atlantis')).toBeNull();
});
