/**
 * The property search (issue 25) on the seeded demo listings, in both languages, with and without JavaScript:
 * search → listing → calculator with the same monthly payment; filters in the address; errors in words; the
 * JSON endpoint; demo labels wherever a listing is shown; axe and a 360 px phone.
 */
import { axeFor } from '../support/axe';
import { expect, test, type Page } from '../support/playwright';
import { openImmo, pushListing } from '../support/listings-push';

const TEXT = {
  de: { search: '/de/immobilien', submit: 'Immobilien anzeigen', place: 'Ort oder Postleitzahl', pmin: 'Preis ab (€)', results: /Immobilien? im Umkreis von 10 km um Leipzig/, demo: 'Demo-Inserate', open: 'Im Rechner öffnen', unknownPlace: 'Diesen Ort kennen wir nicht', notAnAmount: 'Bitte gib einen Betrag in Euro ein', listing: '/de/immobilien/', none: 'Keine Immobilie passt' },
  en: { search: '/en/properties', submit: 'Show properties', place: 'Place or postal code', pmin: 'Price from (€)', results: /propert(y|ies) within 10 km of Leipzig/, demo: 'demo listings', open: 'Open in the calculator', unknownPlace: 'We don’t know this place', notAnAmount: 'Please enter an amount in euros', listing: '/en/properties/', none: 'No property matches' },
} as const;

async function firstCardMonthly(page: Page) {
  const card = page.getByTestId('listing-card').first();
  await expect(card).toBeVisible();
  return (await card.getByTestId('listing-monthly-amount').textContent())!;
}

for (const locale of ['de', 'en'] as const) {
  const L = TEXT[locale];

  test.describe(`property search (${locale}) without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });

    test('search → listing → calculator: the same monthly payment on every step; demo labels everywhere', async ({ page }) => {
      await page.goto(L.search);
      await page.getByLabel(L.place).fill('Leipzig');
      await page.getByRole('button', { name: L.submit }).click();
      await expect(page).toHaveURL(/place=Leipzig/);
      await expect(page.getByTestId('results-heading')).toContainText(L.results);
      await expect(page.getByTestId('demo-notice')).toContainText(L.demo);
      const cards = page.getByTestId('listing-card');
      expect(await cards.count()).toBeGreaterThan(0);
      await expect(cards.first().getByTestId('listing-demo-badge')).toBeVisible();
      await expect(page.getByTestId('results-map').getByTestId('map-marker')).toHaveCount(await cards.count());
      // No marker covers another's number (listings close together move apart, a line points to their place).
      const circles = await page.getByTestId('map-marker-circle').evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).map((r) => ({ x: r.x + r.width / 2, y: r.y + r.height / 2, r: r.width / 2 })));
      for (let i = 0; i < circles.length; i++) {
        for (let j = i + 1; j < circles.length; j++) expect(Math.hypot(circles[i]!.x - circles[j]!.x, circles[i]!.y - circles[j]!.y)).toBeGreaterThanOrEqual(circles[i]!.r + circles[j]!.r - 4);
      }
      const monthly = await firstCardMonthly(page);

      await cards.first().getByRole('heading').getByRole('link').click();
      // The card's link carries the search (issue 48).
      await expect(page).toHaveURL(new RegExp(`${L.listing}[a-z0-9-]+\\?place=Leipzig$`));
      await expect(page.getByTestId('listing-demo-notice')).toBeVisible();
      await expect(page.getByTestId('listing-monthly-amount')).toHaveText(monthly);
      await expect(page.getByTestId('listing-facts')).toBeVisible();
      const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(ld.some((t) => t.includes('"RealEstateListing"'))).toBe(true);

      await page.getByTestId('listing-calculator-link').click();
      await expect(page.getByTestId('calc-installment')).toHaveText(monthly);
    });

    test('search with savings → listing with the same monthly payment and savings → back to the search with every filter (issue 48)', async ({ page }) => {
      const search = 'place=Leipzig&radius=25&type=apartment&pmax=600000&savings=120000&sort=price_asc';
      await page.goto(`${L.search}?${search}`);
      await expect(page.getByTestId('results-assumptions')).toContainText(locale === 'de' ? '120.000' : '120,000');
      const monthly = await firstCardMonthly(page);
      const slug = await page.getByTestId('listing-card').first().getAttribute('data-slug');

      await page.getByTestId('listing-card').first().getByRole('heading').getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`${L.listing}${slug}\\?`));
      await expect(page.getByTestId('listing-monthly-amount')).toHaveText(monthly);
      await expect(page.getByTestId('financing-savings')).toContainText(locale === 'de' ? '120.000' : '120,000');
      await expect(page.getByTestId('listing-query-invalid')).toHaveCount(0);

      await page.getByTestId('listing-back').click();
      await expect(page).toHaveURL(new RegExp(`${L.search}\\?`));
      expect([...new URL(page.url()).searchParams].sort()).toEqual([...new URLSearchParams(search)].sort());
      await expect(page.getByLabel(L.place)).toHaveValue('Leipzig');
      await expect(page.getByTestId('listing-card').first()).toHaveAttribute('data-slug', slug!);
      expect(await firstCardMonthly(page)).toBe(monthly);

      // A link with a bad value: the listing page's defaults and a note, never an error page.
      const response = await page.goto(`${L.listing}${slug}?savings=lots`);
      expect(response?.status()).toBe(200);
      await expect(page.getByTestId('listing-query-invalid')).toBeVisible();
      await expect(page.getByTestId('listing-back')).toHaveAttribute('href', L.search);
    });

    test('search by what you can afford: each card says how it stands, the box keeps only what the buyer can finance (issue 48)', async ({ page }) => {
      await page.goto(`${L.search}?place=Leipzig&radius=25&savings=80000`);
      await page.getByLabel(locale === 'de' ? 'Haushaltsnettoeinkommen im Monat (€)' : 'Household net income a month (€)').fill('5600');
      await page.getByLabel(locale === 'de' ? 'Erwachsene im Haushalt' : 'Adults in the household').selectOption('2');
      await page.getByRole('button', { name: L.submit }).click();
      await expect(page.getByTestId('results-budget')).toContainText(locale === 'de' ? '5.600' : '5,600');
      const statuses = await page.getByTestId('listing-budget').evaluateAll((els) => els.map((el) => el.getAttribute('data-budget')));
      expect(statuses.length).toBe(await page.getByTestId('listing-card').count());
      await page.getByLabel(locale === 'de' ? 'Nur, was ich mir leisten kann' : 'Only what I can afford').check();
      await page.getByRole('button', { name: L.submit }).click();
      await expect(page).toHaveURL(/afford=on/);
      const kept = await page.getByTestId('listing-budget').evaluateAll((els) => els.map((el) => el.getAttribute('data-budget')));
      expect(kept.every((s) => s === 'within' || s === 'limit')).toBe(true);
    });

    test('filters live in the address; bad input is named in words; an unknown place too', async ({ page }) => {
      await page.goto(`${L.search}?place=Berlin&radius=25&type=apartment&pmax=500000&sort=price_asc`);
      const prices = await page.getByTestId('listing-price').allTextContents();
      const values = prices.map((p) => Number(p.replace(/\D/g, '')));
      expect(values.length).toBeGreaterThan(1);
      expect(values).toEqual([...values].sort((a, b) => a - b));
      expect(Math.max(...values)).toBeLessThanOrEqual(500_000);

      await page.goto(`${L.search}?pmin=viel&place=Atlantis`);
      await expect(page.getByTestId('property-search-errors')).toContainText(L.notAnAmount);
      await page.goto(`${L.search}?place=Atlantis`);
      await expect(page.getByTestId('property-search-errors')).toContainText(L.unknownPlace);
      await expect(page.getByLabel(L.place)).toHaveAttribute('aria-invalid', 'true');

      await page.goto(`${L.search}?place=Leipzig&radius=0&pmax=1000`);
      await expect(page.getByTestId('results-none')).toContainText(L.none);
    });
  });

  test(`property search (${locale}) with JavaScript updates as you type, without a reload`, async ({ page }) => {
    await page.goto(L.search);
    await expect(page.getByTestId('property-search-form')).toHaveAttribute('data-live', 'on');
    let documents = 0;
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documents++;
    });
    await page.getByLabel(L.place).fill('Leipzig');
    await expect(page.getByTestId('results-heading')).toContainText(L.results);
    await expect(page).toHaveURL(/place=Leipzig/);
    expect(documents).toBe(0);
  });

  test(`property search (${locale}): axe finds no serious violation on the search and a listing; nothing wider than a 360 px phone; the results come first`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${L.search}?place=Leipzig`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    // A submitted search shows its results without scrolling on a phone (the guide's intro waits for wider screens).
    await expect(page.getByTestId('page-hero').locator('p').first()).toBeHidden();
    expect((await page.getByTestId('listing-card').first().boundingBox())!.y).toBeLessThan(740 - 100);
    let results = await axeFor(page).analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    const href = await page.getByTestId('listing-card').first().getByRole('heading').getByRole('link').getAttribute('href');
    await page.goto(href!);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    // The listing's price and this visitor's monthly cost in view on a phone, linked to the figures further down.
    const summary = page.getByTestId('listing-summary');
    const box = (await summary.boundingBox())!;
    expect(box.y + box.height).toBeLessThan(740);
    await expect(summary.getByRole('link')).toContainText(await page.getByTestId('listing-monthly-amount').innerText());
    results = await axeFor(page).analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test('an unknown listing is a 404 page in its language', async ({ page }) => {
  const response = await page.goto('/de/immobilien/wohnung-nirgendwo-00000-abcdef');
  expect(response?.status()).toBe(404);
});

test('an English listing page has no German facts: title, facts and commission from the data, the provider’s German texts labelled and marked (issue 48)', async ({ page }) => {
  const german = /\b(Zimmer|Wohnung|Etagenwohnung|Dachgeschosswohnung|Einfamilienhaus|Doppelhaushälfte|Reihenhaus|Haus|Wohnfläche|Grundstück|Baujahr|Energieklasse|inkl|MwSt|zzgl|provisionsfrei|Kaufpreis)\b/;
  await page.goto('/en/properties?place=Leipzig');
  const card = page.getByTestId('listing-card').first();
  await expect(card.getByRole('heading')).toHaveText(/(-room .+|house|Bungalow|Villa) in Leipzig$/i);
  await expect(card).not.toContainText(german);
  await card.getByRole('heading').getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/ in Leipzig · [\d.]+ m²$/);
  await expect(page.getByTestId('fact-commission')).toContainText(/(\d+(\.\d+)?% incl\. VAT|none|not stated|the provider’s wording)/);
  // Everything on the page but the provider's texts marked German (and the structured data for machines) is English.
  const outsideGerman = await page.locator('main').evaluate((main) => {
    const copy = main.cloneNode(true) as HTMLElement;
    for (const el of copy.querySelectorAll('[lang="de"], script')) el.remove();
    return copy.textContent ?? '';
  });
  expect(outsideGerman).not.toMatch(german);
  // The provider's German texts are labelled as German: the section's heading, or, when the feed also has an English
  // text that comes first, the summary that unfolds the German original.
  if ((await page.getByTestId('listing-provider-texts').locator('[lang="de"]').count()) > 0) {
    await expect(page.getByTestId('listing-provider-texts').locator('h2, summary').filter({ hasText: /^Provider’s description \(in German\)$/ })).toHaveCount(1);
  }
});

test('the JSON search: results with the monthly payment, coded errors, POST only', async ({ request }) => {
  const ok = await request.post('/api/properties/search', { data: { place: 'Leipzig', radius: 25, type: 'apartment', balcony: false } });
  expect(ok.status()).toBe(200);
  const body = await ok.json();
  expect(body.total).toBeGreaterThan(0);
  expect(body.items[0]).toMatchObject({ demo: true, type: 'apartment', financing: { monthly_payment: expect.any(Number) } });
  expect(body.assumptions).toMatchObject({ savings: 80_000, savings_given: false, initial_repayment: 0.02, fixation_years: 10 });

  const bad = await request.post('/api/properties/search', { data: { pmin: 'viel', radius: 7 } });
  expect(bad.status()).toBe(400);
  expect((await bad.json()).error).toMatchObject({ code: 'INVALID_INPUT', params: { fields: { pmin: 'notAnAmount', radius: 'invalidChoice' } } });
  const unknown = await request.post('/api/properties/search', { data: { colour: 'blue' } });
  expect((await unknown.json()).error.code).toBe('UNKNOWN_INPUT');
  const text = await request.post('/api/properties/search', { data: 'place=Leipzig', headers: { 'content-type': 'text/plain' } });
  expect(text.status()).toBe(415);
  expect((await request.get('/api/properties/search')).status()).toBe(405);
});

for (const locale of ['de', 'en'] as const) {
  const CITY = locale === 'de' ? { page: '/de/wohnung-kaufen-leipzig', overview: '/de/wohnung-kaufen', link: 'Leipzig', all: /Alle \d+ in der Immobiliensuche/ } : { page: '/en/buy-apartment-leipzig', overview: '/en/buy-apartment', link: 'Leipzig', all: /All \d+ in the property search/ };
  test(`city property page (${locale}): sourced price levels, a typical apartment's payment as the calculator computes it, the city's demo listings`, async ({ page }) => {
    await page.goto(CITY.overview);
    await page.getByTestId('property-city-list').getByRole('link', { name: CITY.link, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${CITY.page}$`));
    const levels = page.getByTestId('city-price-levels');
    await expect(levels.locator('tbody tr').first()).toBeVisible();
    await expect(levels.getByRole('link').first()).toHaveAttribute('href', /^https:\/\//);
    const monthly = await page.getByTestId('city-typical-monthly').textContent();
    await expect(page.getByTestId('demo-notice')).toBeVisible();
    expect(await page.getByTestId('city-listings').getByTestId('listing-card').count()).toBeGreaterThan(0);
    await expect(page.getByTestId('city-search-link')).toHaveText(CITY.all);
    await page.getByTestId('city-typical-calculator').click();
    await expect(page.getByTestId('calc-installment')).toHaveText(monthly!);
  });
}

test('district price levels beside the city’s, and the gap between asking and paid prices with its sources, in both languages', async ({ page }) => {
  await page.goto('/en/buy-apartment-berlin');
  const districts = page.getByTestId('city-district-levels');
  const mitte = districts.locator('tbody tr').filter({ hasText: 'Mitte' }).first();
  await expect(mitte).toContainText('€6,522');
  await expect(mitte).toContainText('asking prices');
  await expect(mitte).toContainText('Q3 2025');
  // The city table holds no district row.
  await expect(page.getByTestId('city-price-levels')).not.toContainText('Friedrichshain-Kreuzberg');
  const gap = page.getByTestId('city-price-gap');
  await expect(gap).toContainText('Prices paid about 2% below asking prices');
  await expect(gap).toContainText('our comparison of two sources for the same period');
  await expect(gap).toContainText('asking prices: €5,455 per m²');
  await expect(gap).toContainText('prices paid: €5,340 per m²');
  await expect(gap.getByRole('link', { name: /Dr\. Klein Trendindikator/ })).toHaveAttribute('href', /^https:\/\/www\.tagesspiegel\.de\//);
  await page.goto('/de/wohnung-kaufen-hamburg');
  await expect(page.getByTestId('city-district-levels').locator('tbody tr').filter({ hasText: 'HafenCity' })).toContainText('14.694');
  await expect(page.getByTestId('city-price-gap')).toContainText('Gezahlte Preise bis zu 20 % unter den Angebotspreisen');
  await page.goto('/de/wohnung-kaufen-leipzig');
  await expect(page.getByTestId('city-district-levels')).toHaveCount(0);
  await expect(page.getByTestId('city-price-gap')).toContainText('Für Leipzig kennen wir keine Quelle');
});

test('a city has a property page while the database holds figures or listings of the type: an imported listing brings it, its withdrawal takes it away', async ({ page, request }) => {
  expect((await page.goto('/de/haus-kaufen-stuttgart'))?.status()).toBe(404);
  expect((await page.goto('/en/buy-apartment-atlantis'))?.status()).toBe(404);
  // Paderborn has no seeded price level: no apartment page until a listing there is imported.
  expect((await page.goto('/de/wohnung-kaufen-paderborn'))?.status()).toBe(404);
  const id = `E2E-PB-${Date.now()}`;
  await pushListing(request, openImmo(id, '33098', 'Paderborn', 239_000));
  expect((await page.goto('/en/buy-apartment-paderborn'))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Paderborn');
  await expect(page.getByText('We know of no published price level for this city and type.')).toBeVisible();
  await expect(page.getByTestId('city-listings').getByTestId('listing-card')).toHaveCount(1);
  expect((await page.goto('/de/wohnung-kaufen-paderborn'))?.status()).toBe(200);
  await page.goto('/de/wohnung-kaufen');
  await expect(page.getByTestId('property-city-list').getByRole('link', { name: 'Paderborn', exact: true })).toHaveAttribute('href', '/de/wohnung-kaufen-paderborn');
  expect(await (await request.get('/sitemap.xml')).text()).toContain('/en/buy-apartment-paderborn</loc>');
  await pushListing(request, openImmo(id, '33098', 'Paderborn', 239_000, 'DELETE'));
  expect((await page.goto('/de/wohnung-kaufen-paderborn'))?.status()).toBe(404);
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('wohnung-kaufen-paderborn');
});

test('“book a consultation about this property” carries the listing to the confirm page and into the booking form', async ({ page }) => {
  await page.goto('/de/immobilien?place=Leipzig');
  await page.getByTestId('listing-card').first().getByRole('heading').getByRole('link').click();
  const title = (await page.getByRole('heading', { level: 1 }).textContent())!.replace(/\u00ad/g, '');
  const slug = new URL(page.url()).pathname.split('/').pop()!;
  await page.getByTestId('listing-book-link').click();
  await expect(page).toHaveURL(new RegExp(`/de/termin\\?listing=${slug}$`));
  await page.getByRole('link', { name: /^Videoberatung/ }).click();
  await expect(page).toHaveURL(new RegExp(`listing=${slug}`));
  const free = page.locator('input[name="slot"]:not([disabled])');
  await expect(free.first()).toBeAttached();
  await page.locator(`label[for="${await free.first().getAttribute('id')}"]`).click();
  await page.getByRole('button', { name: 'Weiter mit dieser Uhrzeit' }).click();
  await expect(page.getByTestId('confirm-listing')).toContainText(`Es geht um diese Immobilie: ${title}`);
  await expect(page.locator('form input[type="hidden"][name="listing"]')).toHaveValue(slug);
});
