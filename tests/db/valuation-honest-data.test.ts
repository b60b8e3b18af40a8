/**
 * Honest data in the valuation (issue 49, parts 5 and "statistics ignore age"), on PGlite and PostgreSQL:
 * - the statistic fits the building's age: a new-build figure is never applied to an older building (nor to one of
 *   unknown age), a new build prefers a new-build figure, converted from that figure's own period;
 * - demo listings are never comparables: their prices come from the same published figures, so they would count
 *   the statistic twice; a place with only demo listings nearby and no figure gets the honest "no data";
 * - the page names the statistic's actual basis: asking prices, or "not stated" by the source, in both languages.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { createFormatter, createTranslator } from 'next-intl';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';
import { upsertListing, type ListingValues } from '@/features/properties/listings-repository';
import { listingSlug } from '@/features/properties/import-listings';
import { importStatistics, type PriceFigure } from '@/features/properties/statistics';
import { comparableListings, resolveSearchCentre } from '@/features/properties/server';
import { chooseStatistic, valueFromForm } from '@/features/valuation/valuation';
import { FORMATS } from '@/i18n/formats';
import { messagesFor } from '@/i18n/messages';
import type { Locale } from '@/i18n/routes';

vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: Locale; namespace: string }) => createTranslator({ locale, messages: messagesFor(locale) as never, namespace: namespace as never }),
  getFormatter: async ({ locale }: { locale: Locale }) => createFormatter({ locale, formats: FORMATS[locale], timeZone: 'Europe/Berlin' }),
}));

// The test files share a worker's modules (ADR 026): the page's component is loaded afresh so that it sees the mock.
vi.resetModules();
const { ValuationResultView } = await import('@/features/valuation/components/ValuationResult');

const DATE = '2026-11-27';

const figure = (segment: string, priceKind: string, periodEnd: string | null, source: string, eurPerM2 = 3000): PriceFigure => ({
  city: 'Leipzig', district: '', type: 'apartment', segment, eurPerM2, priceKind, period: periodEnd ? periodEnd.slice(0, 4) : 'unstated', periodEnd, published: '', source, url: 'https://example.org',
});

describe('the statistic fits the building’s age', () => {
  // Newest period first, as the statistics store answers.
  const newPaid = figure('new', 'transaction', '2026-06-30', 'new paid 2026-H1', 5400);
  const existingAsking = figure('existing', 'asking', '2025-12-31', 'existing asking 2025-Q4', 3300);

  test('a recent new-build figure is never applied to an old flat, nor to one of unknown age; a new build takes it', () => {
    // Before issue 49 the recent paid-price rule chose the new-build figure for a flat of 1911.
    expect(chooseStatistic([newPaid, existingAsking], DATE, 1911)?.source).toBe('existing asking 2025-Q4');
    expect(chooseStatistic([newPaid, existingAsking], DATE)?.source).toBe('existing asking 2025-Q4');
    expect(chooseStatistic([newPaid, existingAsking], DATE, 2025)?.source).toBe('new paid 2026-H1');
    // Only new-build figures: an old flat gets none (the comparables, or the honest "no data", decide).
    expect(chooseStatistic([newPaid], DATE, 1995)).toBeNull();
    // A new build with figures for existing stock only: those, converted by the stated age factor.
    expect(chooseStatistic([existingAsking], DATE, 2026)?.source).toBe('existing asking 2025-Q4');
  });

  test('a recent paid-price figure still comes first; among equals the building’s own age class before “all ages”', () => {
    const allPaid = figure('all', 'transaction', '2024-12-31', 'all paid 2024');
    expect(chooseStatistic([existingAsking, allPaid], DATE, 1995)?.source).toBe('all paid 2024');
    const existingPaid = figure('existing', 'transaction', '2024-12-31', 'existing paid 2024');
    expect(chooseStatistic([figure('all', 'transaction', '2025-12-31', 'all paid 2025'), existingPaid], DATE, 1995)?.source).toBe('existing paid 2024');
    // A dated figure for all ages before an undated one of the own class.
    expect(chooseStatistic([figure('all', 'unknown', '2024-12-31', 'all 2024'), figure('existing', 'asking', null, 'existing undated')], DATE, 1995)?.source).toBe('all 2024');
  });
});

const BASE: ListingValues = {
  providerId: 'H', providerName: 'Test', externalId: 'A', source: 'test', isDemo: false, type: 'apartment', subtype: 'ETAGE', street: null, houseNumber: null,
  addressPublic: false, postalCode: '04109', place: 'Leipzig', state: 'DE-SN', lat: 51.34, lon: 12.37, price: 240_000, livingArea: 72, plotArea: null, rooms: 3, floor: 2,
  yearBuilt: 1995, condition: 'GEPFLEGT', energyClass: 'D', energyValue: 110, energyCertificate: 'BEDARF', energySource: 'GAS', heating: 'ZENTRAL', balcony: false,
  garden: false, lift: false, parking: false, cellar: false, hausgeld: 250, buyerCommission: 0.0357, buyerCommissionText: '3,57 %', title: 'Drei Zimmer', description: '',
  locationText: null, featuresText: null, language: 'de',
};
const STATS = [
  'city,type,segment,eur_per_m2,price_kind,period,published,source,url',
  'Leipzig,apartment,existing,2900,transaction,2024,2025-05,Gutachterausschuss Leipzig (Test),https://example.org/gaa',
  'Leipzig,apartment,new,5425,transaction,2025,2026-05,Gutachterausschuss Leipzig Neubau (Test),https://example.org/gaa-neu',
  'Potsdam,apartment,all,4100,unknown,2024,2025-05,Preisreport ohne Angabe (Test),https://example.org/report',
].join('\n');

describe.each(DATABASE_KINDS)('the valuation’s comparables and statistic on %s', (kind) => {
  let h: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    h = await freshDatabase(kind);
    await importStatistics(h.db, 'test.csv', STATS, new Date('2026-11-20T00:00:00Z'));
    const add = async (values: ListingValues) => upsertListing(h.db, values, listingSlug(values), [], new Date('2026-11-20T10:00:00Z'));
    // Leipzig: three real listings and, nearer still, three demo listings of the same kind.
    for (const [i, price] of [230_000, 240_000, 250_000].entries()) await add({ ...BASE, externalId: `R${i}`, price, lat: BASE.lat + (i + 1) * 0.002 });
    for (const [i, price] of [300_000, 310_000, 320_000].entries()) await add({ ...BASE, providerId: 'DEMO', externalId: `D${i}`, isDemo: true, source: 'hauslotse-demo-feed.zip', price, lat: BASE.lat + i * 0.0005 });
    // A town without a published figure: demo listings only.
    const town = resolveSearchCentre('98559')!;
    for (const i of [0, 1, 2, 3]) await add({ ...BASE, providerId: 'DEMO', externalId: `T${i}`, isDemo: true, postalCode: '98559', place: town.place, state: 'DE-TH', lat: town.lat + i * 0.001, lon: town.lon, livingArea: 120, type: 'house', subtype: 'EINFAMILIENHAUS' });
  }, 60_000);
  afterAll(async () => {
    await h?.dispose();
  });

  test('demo listings are never comparables: the three real listings are, the three nearer demo listings are not', async () => {
    const centre = resolveSearchCentre('04109')!;
    const found = await comparableListings(h.db, centre, 'apartment', 72);
    expect(found.map((l) => [l.price, l.isDemo])).toEqual([
      [230_000, false],
      [240_000, false],
      [250_000, false],
    ]);
    const r = await valueFromForm(h.db, new URLSearchParams('postal=04109&type=apartment&area=72&year=1995&condition=well_kept&energy=D'), DATE);
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    expect(r.comparables.map((l) => l.price)).toEqual([230_000, 240_000, 250_000]);
    // Their median (240,000 / 72 = 3,333 per m²) counts, not the demo listings' 4,306.
    expect(r.result.comparison!.comparablesEurPerM2).toBe(3333);
  });

  test('only demo listings nearby and no published figure: no value (before issue 49 the demo listings priced it)', async () => {
    const none = await valueFromForm(h.db, new URLSearchParams('postal=98559&type=house&area=120&year=1980&condition=well_kept'), DATE);
    expect(none).toEqual({ ok: false, errors: { form: 'noData' } });
  });

  test('an old flat is valued from the existing-stock figure, a new build from the new-build one converted from its own year', async () => {
    const old = await valueFromForm(h.db, new URLSearchParams('postal=04109&type=apartment&area=72&year=1995&condition=well_kept'), DATE);
    if (!old.ok) throw new Error(JSON.stringify(old.errors));
    expect(old.statistic).toMatchObject({ segment: 'existing', eurPerM2: 2900 });
    const built = await valueFromForm(h.db, new URLSearchParams('postal=04109&type=apartment&area=72&year=2025&condition=as_new'), DATE);
    if (!built.ok) throw new Error(JSON.stringify(built.errors));
    expect(built.statistic).toMatchObject({ segment: 'new', eurPerM2: 5425 });
    // The figure describes buildings of 2025: no age surcharge on top (against the 1990 reference it would be +18.6 %).
    expect(built.result.comparison!.statistic!.adjustments.find((a) => a.factor === 'age')).toMatchObject({ subject: '2025', reference: '2025', size: 1 });
  });

  test('the range names the statistic’s basis: “not stated” where the source does not say, asking prices where they are', async () => {
    const uncertainty = async (query: string, locale: Locale) => {
      const r = await valueFromForm(h.db, new URLSearchParams(query), DATE);
      if (!r.ok) throw new Error(JSON.stringify(r.errors));
      const html = renderToStaticMarkup(await ValuationResultView({ locale, outcome: r }));
      return /data-testid="valuation-uncertainty"[^>]*>(.*?)<\/p>/s.exec(html)![1]!;
    };
    const potsdam = 'postal=14467&type=apartment&area=72&year=1995&condition=well_kept';
    expect(await uncertainty(potsdam, 'en')).toContain('Its source does not state whether it describes asking prices or prices paid.');
    expect(await uncertainty(potsdam, 'en')).not.toContain('It describes asking prices');
    expect(await uncertainty(potsdam, 'de')).toContain('Die Quelle sagt nicht, ob er Angebotspreise oder gezahlte Preise beschreibt.');
    expect(await uncertainty(potsdam, 'de')).not.toContain('Er beschreibt Angebotspreise');
  });
});
