/**
 * The property valuation's use case (issue 26) on PGlite and PostgreSQL: the postal code's city statistic (a
 * recent paid-price figure before a newer asking one) and the comparable listings around it go into the engine;
 * a let flat is valued by both methods; a place without statistic and comparables gets the honest "no data";
 * bad input comes back as codes per field. The page names each comparable by its title generated in the page's
 * language, not by the feed's own title (issue 48).
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { createFormatter, createTranslator } from 'next-intl';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';
import { aLead } from '../support/builders';
import { upsertListing, type ListingValues } from '@/features/properties/listings-repository';
import { listingSlug } from '@/features/properties/import-listings';
import { importStatistics } from '@/features/properties/statistics';
import { chooseStatistic, valueFromForm } from '@/features/valuation/valuation';
import { deleteOwnedProperty, equityPosition, MAX_OWNED_PROPERTIES, ownedDataOf, ownedPropertiesOf, ownedPropertyRequest, saveOwnedProperty } from '@/features/valuation/owned';
import { RATE_MODEL } from '@/engine/rates/model';
import { capitalisationRate } from '@/engine/valuation/market-data';
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
const BASE: ListingValues = {
  providerId: 'V', providerName: 'Test', externalId: 'A', source: 'test', isDemo: false, type: 'apartment', subtype: 'ETAGE', street: null, houseNumber: null,
  addressPublic: false, postalCode: '04109', place: 'Leipzig', state: 'DE-SN', lat: 51.34, lon: 12.37, price: 240_000, livingArea: 72, plotArea: null, rooms: 3, floor: 2,
  yearBuilt: 1995, condition: 'GEPFLEGT', energyClass: 'D', energyValue: 110, energyCertificate: 'BEDARF', energySource: 'GAS', heating: 'ZENTRAL', balcony: false,
  garden: false, lift: false, parking: false, cellar: false, hausgeld: 250, buyerCommission: 0.0357, buyerCommissionText: '3,57 %', title: 'Drei Zimmer', description: '',
  locationText: null, featuresText: null, language: 'de',
};
const STATS = [
  'city,type,segment,eur_per_m2,price_kind,period,published,source,url',
  'Leipzig,apartment,existing,2900,transaction,2024,2025-05,Gutachterausschuss Leipzig (Test),https://example.org/gaa',
  'Leipzig,apartment,existing,3300,asking,2025-Q4,2026-01-08,Portal (Test),https://example.org/portal',
].join('\n');

describe.each(DATABASE_KINDS)('the valuation on %s', (kind) => {
  let h: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    h = await freshDatabase(kind);
    await importStatistics(h.db, 'test.csv', STATS, new Date('2026-11-20T00:00:00Z'));
    for (const [i, price] of [230_000, 240_000, 250_000, 260_000].entries()) {
      // The farthest is a top-floor flat of 2.5 rooms (neither counts in the comparison; both are in its title).
      const values = { ...BASE, externalId: `A${i}`, price, lat: BASE.lat + i * 0.002, ...(i === 3 ? { subtype: 'DACHGESCHOSS', rooms: 2.5 } : {}) };
      await upsertListing(h.db, values, listingSlug(values), [], new Date('2026-11-20T10:00:00Z'));
    }
  }, 60_000);
  afterAll(async () => {
    await h?.dispose();
  });

  test('a recent paid-price figure is preferred to a newer asking-price one', () => {
    const figures = [
      { city: 'L', district: '', type: 'apartment' as const, segment: 'existing', eurPerM2: 3300, priceKind: 'asking', period: '2025-Q4', periodEnd: '2025-12-31', published: '', source: 'a', url: '' },
      { city: 'L', district: '', type: 'apartment' as const, segment: 'existing', eurPerM2: 2900, priceKind: 'transaction', period: '2024', periodEnd: '2024-12-31', published: '', source: 't', url: '' },
    ];
    expect(chooseStatistic(figures, DATE)?.source).toBe('t');
    expect(chooseStatistic([figures[0]!, { ...figures[1]!, period: '2020', periodEnd: '2020-12-31' }], DATE)?.source).toBe('a');
  });

  test('a flat in Leipzig: the statistic and four comparables, the range around the most likely value', async () => {
    const r = await valueFromForm(h.db, new URLSearchParams('postal=04109&type=apartment&area=72&year=1995&condition=well_kept&energy=D'), DATE);
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    expect(r.place).toBe('Leipzig');
    expect(r.statistic).toMatchObject({ eurPerM2: 2900, priceKind: 'transaction', source: 'Gutachterausschuss Leipzig (Test)' });
    expect(r.comparables).toHaveLength(4);
    const c = r.result.comparison!;
    // The listings are just like the property: their median price per m² (3,403; 245,000 / 72) counts half.
    expect(c.comparablesEurPerM2).toBe(3403);
    expect(r.result.low).toBeLessThanOrEqual(r.result.value);
    expect(r.result.high).toBeGreaterThanOrEqual(r.result.value);
    expect(r.result.income).toBeNull();
  });

  test('the page names the comparables by their titles in its language, not by the feed’s German title', async () => {
    const r = await valueFromForm(h.db, new URLSearchParams('postal=04109&type=apartment&area=72&year=1995&condition=well_kept&energy=D'), DATE);
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    const comparables = async (locale: Locale) => {
      const html = renderToStaticMarkup(await ValuationResultView({ locale, outcome: r }));
      const list = /<ul[^>]*data-testid="valuation-comparables"[^>]*>(.*?)<\/ul>/s.exec(html)![1]!;
      return [...list.matchAll(/<a [^>]*>([^<]*)<\/a>/g)].map((m) => m[1]);
    };
    expect(await comparables('en')).toEqual(['3-room apartment in Leipzig', '3-room apartment in Leipzig', '3-room apartment in Leipzig', '2.5-room top-floor apartment in Leipzig']);
    expect(await comparables('de')).toEqual(['3-Zimmer-Etagenwohnung in Leipzig', '3-Zimmer-Etagenwohnung in Leipzig', '3-Zimmer-Etagenwohnung in Leipzig', '2,5-Zimmer-Dachgeschosswohnung in Leipzig']);
  });

  test('a let flat is valued by the income method too', async () => {
    const r = await valueFromForm(h.db, new URLSearchParams('postal=04109&type=apartment&area=72&year=1995&condition=well_kept&rented=on&rent=650'), DATE);
    expect(r.ok && r.result.income?.grossIncome).toBe(7800);
  });

  test('no statistic and no comparables: no value, and the reason; bad input: codes per field', async () => {
    const none = await valueFromForm(h.db, new URLSearchParams('postal=98559&type=house&area=120&year=1980&condition=well_kept'), DATE);
    expect(none).toEqual({ ok: false, errors: { form: 'noData' } });
    const bad = await valueFromForm(h.db, new URLSearchParams('postal=00000&type=castle&area=5&year=&condition=well_kept&modernised=1900&rented=on'), DATE);
    expect(bad.ok ? null : bad.errors).toEqual({ type: 'invalidChoice', area: 'tooLow', year: 'required' });
    const noRent = await valueFromForm(h.db, new URLSearchParams('postal=00000&type=apartment&area=70&year=1990&condition=well_kept&modernised=1980&rented=on'), DATE);
    expect(noRent.ok ? null : noRent.errors).toEqual({ modernised: 'beforeBuilt', rent: 'required' });
    const unknown = await valueFromForm(h.db, new URLSearchParams('postal=00000&type=apartment&area=70&year=1990&condition=well_kept'), DATE);
    expect(unknown.ok ? null : unknown.errors).toEqual({ postal: 'unknownPostalCode' });
  });

  test('a house in a town without data, with its land value given: the cost method alone; land value without a plot refused', async () => {
    const r = await valueFromForm(h.db, new URLSearchParams('postal=98559&type=house&area=120&plot=700&year=1980&condition=well_kept&cellar=on&land=60&storeys=two&roof=unconverted&standard=2'), DATE);
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    expect(r.result.comparison).toBeNull();
    expect(r.result.costMethod).toBe('used');
    expect(r.result.cost).toMatchObject({ buildingType: '1.12', costPerM2: 635, grossFloorArea: 210, landValue: 42_000 });
    expect(r.result.value).toBe(r.result.cost!.value);
    const noPlot = await valueFromForm(h.db, new URLSearchParams('postal=98559&type=house&area=120&year=1980&condition=well_kept&land=60'), DATE);
    expect(noPlot.ok ? null : noPlot.errors).toEqual({ plot: 'required' });
    const badStandard = await valueFromForm(h.db, new URLSearchParams('postal=98559&type=house&area=120&plot=500&year=1980&condition=well_kept&land=60&standard=9&roof=thatch'), DATE);
    expect(badStandard.ok ? null : badStandard.errors).toEqual({ standard: 'invalidChoice', roof: 'invalidChoice' });
  });

  test('the 8-unit house in Leipzig (issue 49): the income method leads with administration 8 × €367, no house statistic; every step on the page in both languages', async () => {
    const r = await valueFromForm(h.db, new URLSearchParams('postal=04177&type=multi_family&area=480&year=1905&condition=average&units=8&rent=3600&plot=450&land=350&gross=800'), DATE);
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    expect(r.result.cost!.buildingType).toBe('4.2');
    expect([r.result.lead, r.result.leadBasis, r.result.comparisonState, r.statistic, r.comparables]).toEqual(['income', 'byType', 'notForType', null, []]);
    const inc = r.result.income!;
    expect([inc.costs.administrationUnits, inc.costs.administrationPerUnit, inc.costs.administration]).toEqual([8, 367, 2936]);
    // The yield is the sourced one of the type and place (market-data.ts), recomputed here step by step.
    const rate = capitalisationRate('multi_family', 'Leipzig', 'Sachsen');
    expect(r.result.rate).toEqual(rate);
    const net = 43_200 - 2936 - 6912 - 864;
    const factor = Math.round(((1 - Math.pow(1 + rate.value, -15)) / rate.value) * 100) / 100;
    const exact = Math.round(net * factor * 100) / 100 + Math.round((157_500 / Math.pow(1 + rate.value, 15)) * 100) / 100;
    expect(inc.netIncome).toBe(net);
    expect(r.result.value).toBe(Math.round(exact / 1000) * 1000);
    const page = async (locale: Locale) => renderToStaticMarkup(await ValuationResultView({ locale, outcome: r })).replace(/[\u00a0\u202f]/g, ' ');
    const en = await page('en');
    expect(en).toContain('Administration: 8 flats × €367');
    expect(en).toContain('−€2,936');
    expect(en).toContain('The value rests on the income method.');
    expect(en).toContain('data-testid="valuation-checks"');
    const de = await page('de');
    expect(de).toContain('Verwaltung: 8 Wohnungen × 367 €');
    expect(de).toContain('−2.936 €');
    expect(de).toContain('Der Wert beruht auf dem Ertragswertverfahren.');
  });

  test('a Berlin multi-family house (issue 49): the valuation board’s formula gives the yield, its source and the range of the location corrections on the page in both languages', async () => {
    // 8 flats, 600 m², €3,600 a month: 6.00 €/m² → 0.644 + 0.792 + 1.45812 = 2.894 %, published rounding 2.9 %.
    const r = await valueFromForm(h.db, new URLSearchParams('postal=10247&type=multi_family&area=600&year=1905&condition=average&units=8&rent=3600&plot=450&land=2000&gross=1000'), DATE);
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    expect(r.result.rate).toMatchObject({ value: 0.029, low: 0.025, high: 0.031, region: 'Berlin', scope: 'city', year: 2024 });
    expect(r.result.rate.value).not.toBe(capitalisationRate('multi_family', null, null).value);
    const inc = r.result.income!;
    expect([inc.propertyYield, inc.range]).toEqual([0.029, { basis: 'yieldSpread', lowYield: 0.025, highYield: 0.031 }]);
    // 43,200 − 8 × €367 − €14.40 × 600 m² − 2 % = €30,760; land 450 m² × €2,000; the value at 2.9 %, the range at 3.1 % and 2.5 %.
    expect(inc.netIncome).toBe(30_760);
    const at = (i: number) => {
      const n = inc.remainingLife;
      const factor = Math.round(((1 - Math.pow(1 + i, -n)) / i) * 100) / 100;
      return Math.round((Math.round(30_760 * factor * 100) / 100 + Math.round((900_000 / Math.pow(1 + i, n)) * 100) / 100) / 1000) * 1000;
    };
    expect([r.result.low, r.result.value, r.result.high]).toEqual([at(0.031), at(0.029), at(0.025)]);
    const page = async (locale: Locale, outcome = r) => renderToStaticMarkup(await ValuationResultView({ locale, outcome })).replace(/[\u00a0\u202f]/g, ' ');
    const en = await page('en');
    expect(en).toContain('Property yield 2.9% (Berlin): Gutachterausschuss für Grundstückswerte in Berlin, Liegenschaftszinssätze 2025 zum Stichtag 31.12.2024 (Amtsblatt für Berlin Nr. 39 vom 19.09.2025, S. 2477 ff.)');
    expect(en).toContain('0.644 + 0.132 × €6.00 average rent per m² a month');
    expect(en).toContain('= 2.894%, rounded to one decimal as the board publishes it: 2.9%');
    expect(en).toContain('old district Mitte −0.6, Charlottenburg −0.3, Reinickendorf +0.2. With them the yield would lie between 2.5% and 3.1%.');
    expect(en).toContain('The range comes from the Berlin model’s location corrections that the postal code leaves open: property yield 2.5% to 3.1%');
    expect(en).toContain('Model conformity (§ 10 ImmoWertV)');
    expect(en).not.toContain('valuation-yield-validity');
    const de = await page('de');
    expect(de).toContain('Liegenschaftszins 2,9 % (Berlin): Gutachterausschuss für Grundstückswerte in Berlin, Liegenschaftszinssätze 2025');
    expect(de).toContain('0,644 + 0,132 × 6,00 € Durchschnittsmiete je m² und Monat');
    expect(de).toContain('= 2,894 %, wie vom Ausschuss veröffentlicht auf eine Nachkommastelle gerundet: 2,9 %');
    expect(de).toContain('Liegenschaftszins 2,5 % bis 3,1 %, der Wert an jedem Ende.');
    expect(de).toContain('Modellkonformität (§ 10 ImmoWertV)');

    // 14.00 €/m² lies above the board’s validity range: still computed (3.95012 → 4.0 %), and the page says so.
    const high = await valueFromForm(h.db, new URLSearchParams('postal=12043&type=multi_family&area=600&year=1905&condition=average&units=8&rent=8400&plot=450&land=2000'), DATE);
    if (!high.ok) throw new Error(JSON.stringify(high.errors));
    expect([high.result.rate.region, high.result.rate.value, high.result.income!.propertyYield]).toEqual(['Berlin', 0.04, 0.04]);
    expect(await page('en', high)).toContain('The average rent of €14.00 per m² a month lies outside the range in which the Berlin valuation board (Gutachterausschuss für Grundstückswerte in Berlin) calls its property yield statistically reliable (€5.60 to €12.10).');
    expect(await page('de', high)).toContain('Die Durchschnittsmiete von 14,00 € je m² und Monat liegt außerhalb des Bereichs, in dem der Gutachterausschuss für Grundstückswerte in Berlin seinen Liegenschaftszins als statistisch verlässlich bezeichnet (5,60 € bis 12,10 €).');
  });

  test('a Berlin house (issue 49): the valuation board’s Sachwertfaktor by its formula, its source, the formula line and the range of the open corrections on the page in both languages', async () => {
    // Zehlendorf, built 1980 (group 1971–1990, ±0), average condition (the board's normal, ±0), 600 m² at €700/m².
    const r = await valueFromForm(h.db, new URLSearchParams('postal=14163&type=one_two_family&area=150&year=1980&condition=average&cellar=on&plot=600&land=700&storeys=one&roof=converted&standard=3'), DATE);
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    const cost = r.result.cost!;
    const model = cost.marketFactorModel!;
    expect([r.result.lead, cost.marketFactorSource]).toEqual(['cost', 'berlin2025']);
    // 1.398 − 0.00000028 × €577,030.06 − 0.30239 = 0.93404 → 0.93; the open corrections −0.22 … +0.416: 0.71 … 1.35.
    expect([cost.provisionalValue, model.exact, cost.marketFactor, model.low, model.high]).toEqual([577_030.06, 0.93404, 0.93, 0.71, 1.35]);
    // The value at 0.93 (€536,638), the range at 0.71 (€409,691) and 1.35 (€778,991).
    expect([r.result.value, r.result.low, r.result.high]).toEqual([537_000, 410_000, 779_000]);
    const page = async (locale: Locale, outcome = r) => renderToStaticMarkup(await ValuationResultView({ locale, outcome })).replace(/[\u00a0\u202f]/g, ' ');
    const en = await page('en');
    expect(en).toContain('Market adjustment factor (Sachwertfaktor) of the Berlin valuation board, by its formula (below)');
    expect(en).toContain('Market adjustment factor 0.93 (Berlin): Gutachterausschuss für Grundstückswerte in Berlin, Sachwertfaktoren 2025 zum Stichtag 31.12.2024 (Amtsblatt für Berlin Nr. 29 vom 11.07.2025, S. 1852 ff.)');
    expect(en).toContain('The valuation board’s formula: 1.398 − 0.00000028 × €577,030 provisional value − 0.30239 time term to 31 Dec 2024 ± 0 building-year group 1971 to 1990 ± 0 condition normal = 0.934, rounded to two decimals as the board publishes it: 0.93.');
    expect(en).toContain('With them the factor would lie between 0.71 and 1.35.');
    expect(en).toContain('The range comes from the Berlin model’s corrections that the postal code and the form leave open: market adjustment factor 0.71 to 1.35, the value at each end.');
    expect(en).toContain('the construction price index fixed at 184.7 (2024 Q4, 2010 = 100)');
    expect(en).toContain('Our provisional value above uses the standard level you chose (3), the remaining life of ImmoWertV Anlage 2, outdoor works of 4% and the index of the valuation date (189.1)');
    expect(en).toContain('the market adjustment factor is the Berlin valuation board’s (named above).');
    expect(en).not.toContain('the statutory one of BewG Anlage 25');
    expect(en).not.toContain('valuation-factor-validity');
    const de = await page('de');
    expect(de).toContain('Sachwertfaktor 0,93 (Berlin): Gutachterausschuss für Grundstückswerte in Berlin, Sachwertfaktoren 2025 zum Stichtag 31.12.2024');
    expect(de).toContain('Formel des Gutachterausschusses: 1,398 − 0,00000028 × 577.030 € vorläufiger Sachwert − 0,30239 Zeitanteil bis 31.12.2024 ± 0 Baujahresgruppe 1971 bis 1990 ± 0 Bauzustand normal = 0,934, wie vom Ausschuss veröffentlicht auf zwei Nachkommastellen gerundet: 0,93.');
    expect(de).toContain('Sachwertfaktor 0,71 bis 1,35, der Wert an jedem Ende.');
    expect(de).toContain('Modellkonformität (§ 10 ImmoWertV): Der Gutachterausschuss hat seine Faktoren');

    // Grünau, 150 m² plot below the board's 212 m², provisional value €277,030 below its €289,845: still computed, warned.
    const small = await valueFromForm(h.db, new URLSearchParams('postal=12527&type=one_two_family&area=150&year=1980&condition=needs_renovation&cellar=on&plot=150&land=800&storeys=one&roof=converted&standard=3'), DATE);
    if (!small.ok) throw new Error(JSON.stringify(small.errors));
    // 1.398 − 0.07757 − 0.30239 = 1.01804 → 1.02; needs renovation may be the board's poor (−0.141): 0.65704 → 0.66.
    expect([small.result.cost!.marketFactorSource, small.result.cost!.marketFactor, small.result.cost!.marketFactorModel!.low]).toEqual(['berlin2025', 1.02, 0.66]);
    const smallEn = await page('en', small);
    expect(smallEn).toContain('The provisional value of €277,030 lies outside the range in which the Berlin valuation board (Gutachterausschuss für Grundstückswerte in Berlin) calls its market adjustment factor (Sachwertfaktor) statistically reliable (€289,845 to €1,114,060). The factor is still computed with its formula.');
    expect(smallEn).toContain('The plot of 150 m² lies outside the range');
    expect(smallEn).toContain('and whether your condition is the board’s “poor” (dilapidated, a large repair backlog, −0.141)');
    expect(await page('de', small)).toContain('Der vorläufige Sachwert von 277.030 € liegt außerhalb des Bereichs, in dem der Gutachterausschuss für Grundstückswerte in Berlin seinen Sachwertfaktor als statistisch verlässlich bezeichnet (289.845 € bis 1.114.060 €). Der Faktor ist trotzdem mit seiner Formel berechnet.');

    // Outside Berlin the statutory factor, as before (Leipzig, same house).
    const leipzig = await valueFromForm(h.db, new URLSearchParams('postal=04109&type=one_two_family&area=150&year=1980&condition=average&cellar=on&plot=600&land=700&storeys=one&roof=converted&standard=3'), DATE);
    if (!leipzig.ok) throw new Error(JSON.stringify(leipzig.errors));
    expect([leipzig.result.cost!.marketFactorSource, leipzig.result.cost!.marketFactorModel]).toEqual(['statutory', null]);
  });

  test('a 1911 flat with modernisation points and a repair backlog: comparison leads; the page shows the Anlage 2 formula and the step to the result', async () => {
    const r = await valueFromForm(h.db, new URLSearchParams('postal=04109&type=apartment&area=72&year=1911&condition=modernised&mod_roof=4&mod_windows=2&mod_heating=2&mod_baths=2&mod_interior=1&bog1_label=Instandhaltungsstau&bog1_amount=-20000'), DATE);
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    expect([r.result.lead, r.result.remainingLife.method, r.result.remainingLife.points, r.result.remainingLife.years]).toEqual(['comparison', 'anlage2', 11, 39]);
    // The comparison value less €20,000, rounded to thousands.
    expect(r.result.value).toBe(Math.round((r.result.comparison!.eurPerM2 * 72 - 20_000) / 1000) * 1000);
    const html = renderToStaticMarkup(await ValuationResultView({ locale: 'de', outcome: r })).replace(/[\u00a0\u202f]/g, ' ');
    expect(html).toContain('11 Punkte; relatives Alter 143,8 % (die Formel gilt ab 17 %): 0,398 × 80² ÷ 80 − 0,881 × 80 + 0,9717 × 80 = 39 Jahre.');
    expect(html).toContain('Besonderes Merkmal: Instandhaltungsstau');
    expect(html).toContain('−20.000 €');
  });

  test('a valuation date in the future is refused; a past one is used, with the warning when a table does not cover it', async () => {
    const future = await valueFromForm(h.db, new URLSearchParams('postal=04109&type=apartment&area=72&year=1995&condition=well_kept&date=2026-11-28'), DATE);
    expect(future).toEqual({ ok: false, errors: { date: 'inFuture' } });
    const past = await valueFromForm(h.db, new URLSearchParams('postal=04177&type=multi_family&area=480&year=1905&condition=average&units=8&rent=3600&plot=450&land=350&date=2025-06-30'), DATE);
    if (!past.ok) throw new Error(JSON.stringify(past.errors));
    expect(past.result.date).toBe('2025-06-30');
    // The management costs of 2026 were not yet valid on 30 June 2025: the page says so.
    expect(past.result.warnings.map((w) => [w.table, w.kind])).toEqual([['managementCosts', 'before']]);
    const html = renderToStaticMarkup(await ValuationResultView({ locale: 'en', outcome: past }));
    expect(html).toContain('data-testid="valuation-table-warnings"');
    expect(html).toContain('management costs of ImmoWertV Anlage 3 are valid from');
  });

  test('own properties: kept with their first value, a new value only when the data move, the loan gives equity and loan-to-value', async () => {
    const lead = await aLead(h.db, { email: `owner-${kind}@example.de` });
    const other = await aLead(h.db, { email: `other-${kind}@example.de` });
    const inputs = 'postal=04109&type=apartment&area=72&year=1995&condition=well_kept&page=2';
    const saved = await saveOwnedProperty(h.db, lead.id, { inputs, label: '  Wohnung Leipzig ' }, DATE, new Date('2026-11-27T10:00:00Z'));
    expect(saved.ok).toBe(true);
    const id = saved.ok ? saved.id : '';
    let [p] = await ownedPropertiesOf(h.db, lead.id, DATE, new Date('2026-11-27T11:00:00Z'));
    expect(p!.row).toMatchObject({ label: 'Wohnung Leipzig', inputs: 'postal=04109&type=apartment&area=72&year=1995&condition=well_kept', outstandingLoan: null });
    expect(p!.history).toHaveLength(1);
    // A corrected published figure moves the value: one more line in the history.
    await importStatistics(h.db, 'fix.csv', STATS.replace(',2900,', ',3100,'), new Date('2026-11-28T00:00:00Z'));
    [p] = await ownedPropertiesOf(h.db, lead.id, DATE, new Date('2026-11-28T09:00:00Z'));
    expect(p!.history).toHaveLength(2);
    expect(p!.history[1]!.value).toBeGreaterThan(p!.history[0]!.value);

    const form = (entries: Record<string, string>) => {
      const f = new FormData();
      for (const [k, v] of Object.entries(entries)) f.set(k, v);
      return f;
    };
    expect(await ownedPropertyRequest(h.db, lead.id, form({ action: 'loan', property: id, loan: '150.000' }), DATE, new Date())).toEqual({ owned: 'loan' });
    expect(await ownedPropertyRequest(h.db, lead.id, form({ action: 'loan', property: id, loan: 'viel' }), DATE, new Date())).toEqual({ ownedError: 'INVALID_LOAN' });
    expect(await ownedPropertyRequest(h.db, other.id, form({ action: 'loan', property: id, loan: '1' }), DATE, new Date())).toEqual({ ownedError: 'NOT_FOUND' });
    [p] = await ownedPropertiesOf(h.db, lead.id, DATE, new Date('2026-11-28T10:00:00Z'));
    expect(p!.row.outstandingLoan).toBe(150_000);
    expect((await ownedDataOf(h.db, lead.id))[0]).toMatchObject({ label: 'Wohnung Leipzig', outstandingLoan: 150_000 });

    expect(await deleteOwnedProperty(h.db, other.id, id)).toBe(false);
    for (let i = 1; i < MAX_OWNED_PROPERTIES; i++) expect((await saveOwnedProperty(h.db, lead.id, { inputs, label: `${i}` }, DATE, new Date())).ok).toBe(true);
    expect(await saveOwnedProperty(h.db, lead.id, { inputs, label: 'one too many' }, DATE, new Date())).toEqual({ ok: false, code: 'TOO_MANY_PROPERTIES' });
    expect(await saveOwnedProperty(h.db, other.id, { inputs: 'postal=98559&type=house&area=120&year=1980&condition=well_kept', label: '' }, DATE, new Date())).toEqual({ ok: false, code: 'NO_DATA' });
    expect(await deleteOwnedProperty(h.db, lead.id, id)).toBe(true);
  });
});

describe('equity and loan-to-value in the rate model’s steps', () => {
  test('the bands, the surcharge and whether it is verified', () => {
    expect(equityPosition(400_000, 200_000, RATE_MODEL)).toEqual({ value: 400_000, loan: 200_000, equity: 200_000, ltv: 0.5, surcharge: 0, surchargeVerified: true, band: 'upTo60' });
    expect(equityPosition(400_000, 340_000, RATE_MODEL)).toMatchObject({ equity: 60_000, ltv: 0.85, surcharge: 0.002, surchargeVerified: false, band: 'upTo90' });
    expect(equityPosition(400_000, 440_000, RATE_MODEL)).toMatchObject({ equity: -40_000, band: 'above100', surcharge: 0.006 });
  });
});
