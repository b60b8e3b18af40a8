/**
 * The buyer's property context on the back office's lead page (issue 48, part 8) on PGlite and PostgreSQL: the lead's
 * saved searches in words with their e-mail setting, date, alerts sent and public search; the saved listings with
 * place, price and page, withdrawn ones marked; the enquiries about listings; the valued own properties with value, range, date and method. Only
 * the lead's own items, only for staff who may see the lead, an honest empty state per block, and a staff view that
 * records nothing in the lead's valuation history. Rendered with the real messages of both locales.
 */
import { eq } from 'drizzle-orm';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createTranslator } from 'next-intl';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';
import { aLead, aListing, anAdvisor } from '../support/builders';
import { leadPropertyContext, type LeadPropertyContext as Context } from '@/features/backoffice/server';
import { LeadPropertyContext, type PropertyContextT } from '@/features/backoffice/components/LeadPropertyContext';
import { addFavourite, saveRadar } from '@/features/properties/server';
import { listingEnquiries, listings, propertyRadars } from '@/features/properties/tables';
import { saveOwnedProperty } from '@/features/valuation/server';
import { ownedPropertyValues } from '@/features/valuation/tables';
import { messagesFor } from '@/i18n/messages';
import type { Locale } from '@/i18n/routes';

const TODAY = '2026-11-27';
const SAVED = new Date('2026-11-10T09:00:00Z');
/** A house in Oberhof (no statistic, no listings around): valued by the cost method alone, deterministic. */
const HOUSE = 'postal=98559&type=house&area=120&plot=700&year=1980&condition=well_kept&cellar=on&land=60&storeys=two&roof=unconverted&standard=2';
/** Its value and range (the cost method's, as the account shows them). */
const HOUSE_VALUE = { value: 168_000, low: 143_000, high: 193_000 };

const render = (locale: Locale, value: Context) => {
  const t = createTranslator({ locale, messages: messagesFor(locale) as never, namespace: 'staff.leads.property' as never }) as unknown as PropertyContextT;
  const euro = (n: number) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(n);
  const day = (at: Date) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'Europe/Berlin' }).format(at);
  // Non-breaking spaces (German amounts, "€ 1") read as plain spaces in the assertions.
  return renderToStaticMarkup(createElement(LeadPropertyContext, { locale, value, t, euro, day })).replace(/[\u00a0\u202f]/g, ' ');
};

describe.each(DATABASE_KINDS)('the property context on the lead page on %s', (kind) => {
  let h: Awaited<ReturnType<typeof freshDatabase>>;
  let anna = '';
  let buyer = '';
  let other = '';
  let empty = '';
  const asAnna = () => ({ role: 'advisor', advisorId: anna });
  const asAdmin = { role: 'admin', advisorId: null };
  const context = async (leadId: string, locale: Locale = 'en') => {
    const found = await leadPropertyContext(h.db, asAdmin, leadId, locale, TODAY);
    if (!found.ok) throw new Error(found.code);
    return found.value;
  };

  beforeAll(async () => {
    h = await freshDatabase(kind);
    anna = (await anAdvisor(h.db, { email: `anna-${kind}@example.de`, givenName: 'Anna', surname: 'Test', enumValue: `ANNA_${kind.toUpperCase()}` })).id;
    const ben = (await anAdvisor(h.db, { email: `ben-${kind}@example.de`, givenName: 'Ben', surname: 'Test', enumValue: `BEN_${kind.toUpperCase()}` })).id;
    buyer = (await aLead(h.db, { email: `buyer-${kind}@example.de`, claimedAdvisorId: anna })).id;
    other = (await aLead(h.db, { email: `other-${kind}@example.de`, defaultAdvisorId: ben })).id;
    empty = (await aLead(h.db, { email: `empty-${kind}@example.de`, defaultAdvisorId: anna })).id;

    // The buyer: a radar that has sent two alerts, a listing on offer and one withdrawn since, a valued house.
    const radar = await saveRadar(h.db, buyer, { criteria: 'place=Berlin&radius=5&type=apartment&pmax=500000&rooms=3', frequency: 'immediate' }, SAVED);
    if (!radar.ok) throw new Error(radar.code);
    await h.db.update(propertyRadars).set({ alertsSent: 2, lastAlertAt: new Date('2026-11-20T07:00:00Z') }).where(eq(propertyRadars.id, radar.radar.id));
    const flat = await aListing(h.db, { title: 'Helle Wohnung in Berlin', price: 400_000 }, { slug: `helle-wohnung-berlin-${kind}` });
    const gone = await aListing(h.db, { title: 'Altbau in Leipzig', postalCode: '04109', place: 'Leipzig', state: 'DE-SN', lat: 51.34, lon: 12.37, price: 312_500 }, { slug: `altbau-leipzig-${kind}` });
    expect(await addFavourite(h.db, buyer, flat.slug, SAVED)).toEqual({ ok: true });
    expect(await addFavourite(h.db, buyer, gone.slug, new Date('2026-11-11T09:00:00Z'))).toEqual({ ok: true });
    await h.db.update(listings).set({ withdrawnAt: new Date('2026-11-25T10:00:00Z') }).where(eq(listings.id, gone.id));
    await h.db.insert(listingEnquiries).values({ leadId: buyer, listingId: flat.id, listingRef: 'demo/HW-1', message: 'Is the flat still available?\nWe could visit on Saturday.', phone: '030 1234567', locale: 'en', isDemo: false, createdAt: new Date('2026-11-21T15:00:00Z') });
    const saved = await saveOwnedProperty(h.db, buyer, { inputs: HOUSE, label: 'Elternhaus Oberhof' }, TODAY, new Date('2026-11-12T09:00:00Z'));
    if (!saved.ok) throw new Error(saved.code);

    // Another lead's radar, favourite and valuation.
    await saveRadar(h.db, other, { criteria: 'place=Hamburg&type=house' }, SAVED);
    const hamburg = await aListing(h.db, { title: 'Stadthaus in Hamburg', postalCode: '20095', place: 'Hamburg', state: 'DE-HH', lat: 53.55, lon: 10.0, price: 890_000 }, { slug: `stadthaus-hamburg-${kind}` });
    await addFavourite(h.db, other, hamburg.slug, SAVED);
    await saveOwnedProperty(h.db, other, { inputs: HOUSE.replace('area=120', 'area=150'), label: 'Ferienhaus' }, TODAY, SAVED);
    await h.db.insert(listingEnquiries).values({ leadId: other, listingId: hamburg.id, listingRef: 'demo/SH-9', message: 'Ist der Garten nach Süden?', phone: null, locale: 'de', isDemo: true, createdAt: SAVED });
  }, 60_000);
  afterAll(async () => {
    await h?.dispose();
  });

  test('the lead page\'s rule: the lead\'s advisor and admins see it, another advisor gets FORBIDDEN, a bad id NOT_FOUND', async () => {
    expect((await leadPropertyContext(h.db, asAnna(), buyer, 'en', TODAY)).ok).toBe(true);
    expect(await leadPropertyContext(h.db, asAnna(), other, 'en', TODAY)).toEqual({ ok: false, code: 'FORBIDDEN' });
    expect(await leadPropertyContext(h.db, { role: 'advisor', advisorId: null }, buyer, 'en', TODAY)).toEqual({ ok: false, code: 'FORBIDDEN' });
    expect(await leadPropertyContext(h.db, asAdmin, 'not-a-uuid', 'en', TODAY)).toEqual({ ok: false, code: 'NOT_FOUND' });
    expect(await leadPropertyContext(h.db, asAdmin, '00000000-0000-4000-8000-000000000000', 'en', TODAY)).toEqual({ ok: false, code: 'NOT_FOUND' });
  });

  test('the buyer\'s radar, saved listings and valuation, and nothing of another lead\'s', async () => {
    const value = await context(buyer);
    expect(value.radars).toEqual([
      expect.objectContaining({
        name: '',
        described: 'Apartments · Berlin + 5 km · up to €500,000 · 3+ rooms',
        frequency: 'immediate',
        pausedAt: null,
        alertsSent: 2,
        createdAt: SAVED,
        searchPath: '/en/properties?place=Berlin&radius=5&type=apartment&pmax=500000&rooms=3',
      }),
    ]);
    expect(value.favourites.map((f) => [f.title, f.place, f.price, f.withdrawnAt !== null])).toEqual([
      ['Altbau in Leipzig', 'Leipzig', 312_500, true],
      ['Helle Wohnung in Berlin', 'Berlin', 400_000, false],
    ]);
    expect(value.valuations).toEqual([
      expect.objectContaining({ label: 'Elternhaus Oberhof', type: 'one_two_family', livingArea: 120, postalCode: '98559', place: 'Oberhof', netColdRent: null, recorded: expect.objectContaining(HOUSE_VALUE), today: { ...HOUSE_VALUE, methods: ['cost'] } }),
    ]);
    // Radars are described in the page's language.
    expect((await context(buyer, 'de')).radars[0]).toMatchObject({ described: 'Wohnungen · Berlin + 5 km · bis 500.000\u00a0€ · ab 3 Zimmer', searchPath: '/de/immobilien?place=Berlin&radius=5&type=apartment&pmax=500000&rooms=3' });
  });

  test('rendered in English: every block with its figures and links; another lead\'s items are not there', async () => {
    const html = render('en', await context(buyer));
    expect(html).toContain('Property context');
    expect(html).toContain('Apartments · Berlin + 5 km · up to €500,000 · 3+ rooms');
    expect(html).toContain('E-mail: at once · saved on Nov 10, 2026 · 2 alert e-mails sent (the last on Nov 20, 2026)');
    expect(html).toContain('href="/en/properties?place=Berlin&amp;radius=5&amp;type=apartment&amp;pmax=500000&amp;rooms=3"');
    expect(html).toContain(`href="/en/properties/helle-wohnung-berlin-${kind}" lang="de">Helle Wohnung in Berlin</a>`);
    expect(html).toContain('Apartment · 10115 Berlin · €400,000');
    expect(html).toContain('Apartment · 04109 Leipzig · €312,500');
    expect(html).toContain('Withdrawn: no longer on offer since Nov 25, 2026');
    expect(html.match(/data-testid="lead-favourite-withdrawn"/g)).toHaveLength(1);
    expect(html).toContain('Elternhaus Oberhof');
    expect(html).toContain('One- or two-family house, 120 m², 98559 Oberhof');
    expect(html).toContain('€168,000 (between €143,000 and €193,000), valued on Nov 12, 2026');
    expect(html).toContain('Methods with today’s data: cost method');
    expect(html).toContain('Enquiries about listings');
    expect(html).toContain(`href="/en/properties/helle-wohnung-berlin-${kind}">Listing demo/HW-1</a>`);
    expect(html).toContain('asked on Nov 21, 2026 · call back on 030 1234567');
    expect(html).toContain('Is the flat still available?\nWe could visit on Saturday.');
    expect(html).not.toContain('SH-9');
    for (const theirs of ['Hamburg', 'Stadthaus', 'Ferienhaus', '150 m²']) expect(html).not.toContain(theirs);
    expect(html).not.toContain('No saved searches');
  });

  test('rendered in German', async () => {
    const html = render('de', await context(buyer, 'de'));
    expect(html).toContain('Immobilienkontext');
    expect(html).toContain('Wohnungen · Berlin + 5 km · bis 500.000 € · ab 3 Zimmer');
    expect(html).toContain('E-Mail: sofort · gespeichert am 10.11.2026 · 2 Benachrichtigungen verschickt (die letzte am 20.11.2026)');
    expect(html).toContain('Wohnung · 10115 Berlin · 400.000 €');
    expect(html).toContain('Zurückgezogen: seit 25.11.2026 nicht mehr im Angebot');
    expect(html).toContain(`href="/de/immobilien/helle-wohnung-berlin-${kind}">Helle Wohnung in Berlin</a>`);
    expect(html).toContain('Ein- oder Zweifamilienhaus, 120 m², 98559 Oberhof');
    expect(html).toContain('168.000 € (zwischen 143.000 € und 193.000 €), bewertet am 12.11.2026');
    expect(html).toContain('Verfahren mit den heutigen Daten: Sachwertverfahren');
    expect(html).toContain('Anfragen zu Angeboten');
    expect(html).toContain('Angebot demo/HW-1');
    expect(html).toContain('angefragt am 21.11.2026 · Rückruf unter 030 1234567');
  });

  test('a lead with nothing saved: each block says so, in both languages', async () => {
    const value = await context(empty);
    expect(value).toEqual({ radars: [], favourites: [], enquiries: [], valuations: [] });
    const en = render('en', value);
    expect(en).toContain('No saved searches.');
    expect(en).toContain('No saved listings.');
    expect(en).toContain('No valued properties.');
    expect(en).toContain('No enquiries about listings.');
    const de = render('de', await context(empty, 'de'));
    expect(de).toContain('Keine Suchaufträge.');
    expect(de).toContain('Keine gemerkten Angebote.');
    expect(de).toContain('Keine bewerteten Immobilien.');
    expect(de).toContain('Keine Anfragen zu Angeboten.');
  });

  test('a value recorded before today\'s data moved: both shown, and the staff view records nothing in the lead\'s history', async () => {
    const [property] = (await context(buyer)).valuations;
    // The account recorded an older value (other data back then).
    const older = { value: 156_000, low: 131_000, high: 181_000 };
    await h.db.update(ownedPropertyValues).set(older).where(eq(ownedPropertyValues.propertyId, property!.id));
    const value = await context(buyer);
    expect(value.valuations[0]).toMatchObject({ recorded: older, today: { ...HOUSE_VALUE, methods: ['cost'] } });
    const html = render('en', value);
    expect(html).toContain('€156,000 (between €131,000 and €181,000), valued on Nov 12, 2026');
    expect(html).toContain('With today’s data: €168,000 (between €143,000 and €193,000)');
    // The account page would record today's value now; the staff view does not.
    expect(await h.db.select().from(ownedPropertyValues).where(eq(ownedPropertyValues.propertyId, property!.id))).toEqual([expect.objectContaining(older)]);
  });
  test('a multi-family house is named as its type (issue 49), in both languages', async () => {
    const owner = (await aLead(h.db, { email: `mehrfamilienhaus-${kind}@example.de` })).id;
    const saved = await saveOwnedProperty(h.db, owner, { inputs: 'postal=04177&type=multi_family&area=480&year=1905&condition=average&units=8&rented=on&rent=3600&plot=450&land=350&gross=800', label: 'Mietshaus' }, TODAY, SAVED);
    if (!saved.ok) throw new Error(saved.code);
    const value = await context(owner);
    expect(value.valuations.map((v) => v.type)).toEqual(['multi_family']);
    expect(render('en', value)).toContain('Multi-family house, 480 m², 04177 Leipzig');
    expect(render('de', await context(owner, 'de'))).toContain('Mehrfamilienhaus, 480 m², 04177 Leipzig');
  });
});
