/**
 * Rates and broker pages per region and city: every page answers 200 with its table and fees, the figures
 * equal the engine's for the same inputs, the GET form works without JavaScript, bad queries never give a
 * 500, and the language switch maps city to city.
 */
import { axeFor } from '../support/axe';
import { expect, test, type APIRequestContext } from '../support/playwright';
import { CITIES } from '../../src/engine/geo/cities';
import { REGIONS } from '../../src/engine/geo/regions';
import { brokerCommission } from '../../src/engine/fees/broker-commission';
import { transferTaxAmount } from '../../src/engine/fees/transfer-tax';
import { ratesTable } from '../../src/engine/rates/rates-table';
import { localizedPath } from '../../src/i18n/paths';
import { LOCALES, type Locale } from '../../src/i18n/routes';
import { todayInBerlin } from '../../src/lib/dates';
import { serverMarket } from '../support/rate-market';


const euro = (locale: Locale, n: number) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', minimumFractionDigits: 0, maximumFractionDigits: 0 }).format(n);
const percent2 = (locale: Locale, n: number) =>
  new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n);

/** The rows of the rates table in the page's HTML. */
function tableRows(html: string): string[] {
  const table = /<table id="rates-table"[\s\S]*?<\/table>/.exec(html)?.[0] ?? '';
  return table.match(/<tr[^>]*data-years="\d+"[\s\S]*?<\/tr>/g) ?? [];
}

function cell(html: string, years: number, col: string): string | null {
  const row = tableRows(html).find((r) => r.includes(`data-years="${years}"`)) ?? '';
  return new RegExp(`data-col="${col}">([^<]*)<`).exec(row)?.[1] ?? null;
}

function testIdText(html: string, id: string): string | null {
  return new RegExp(`data-testid="${id}">([^<]*)<`).exec(html)?.[1] ?? null;
}

async function get(request: APIRequestContext, path: string) {
  const res = await request.get(path, { maxRedirects: 0 });
  return { status: res.status(), html: await res.text() };
}

test.describe('every rates and broker page per region and city, both locales', () => {
  for (const region of REGIONS) {
    const cities = CITIES.filter((c) => c.state === region.code);
    test(`${region.slug.en}: rates pages have 6 table rows and the fees box; broker pages the fees box and the call to action (${cities.length} cities)`, async ({ request }) => {
      for (const locale of LOCALES) {
        const pages = [
          { family: 'mortgage-rates', path: localizedPath('mortgage-rates-region', locale, { region: region.slug[locale] }) },
          { family: 'mortgage-broker', path: localizedPath('mortgage-broker-region', locale, { region: region.slug[locale] }) },
          ...cities.flatMap((c) => [
            { family: 'mortgage-rates', path: localizedPath('mortgage-rates-region-city', locale, { region: region.slug[locale], city: c.slug[locale] }) },
            { family: 'mortgage-broker', path: localizedPath('mortgage-broker-region-city', locale, { region: region.slug[locale], city: c.slug[locale] }) },
          ]),
        ];
        for (const { family, path } of pages) {
          const { status, html } = await get(request, path);
          expect(status, path).toBe(200);
          expect(html, `${path} fees box`).toContain('data-testid="fees-box"');
          if (family === 'mortgage-rates') {
            expect(tableRows(html), `${path} table rows`).toHaveLength(6);
            expect(html, `${path} structured data`).toContain('"@type":"LoanOrCredit"');
          } else {
            expect(html, `${path} call to action`).toContain(`href="${localizedPath('appointment', locale)}"`);
          }
        }
      }
    });
  }

  test('overview pages: rates table and fees (Berlin by default), broker overview of all states', async ({ request }) => {
    for (const locale of LOCALES) {
      const rates = await get(request, localizedPath('mortgage-rates', locale));
      expect(rates.status).toBe(200);
      expect(tableRows(rates.html)).toHaveLength(6);
      expect(rates.html).toContain('data-testid="fees-box"');
      const broker = await get(request, localizedPath('mortgage-broker', locale));
      expect(broker.status).toBe(200);
      expect(broker.html).toContain('data-testid="fees-overview"');
      for (const r of REGIONS) expect(broker.html).toContain(`href="${localizedPath('mortgage-broker-region', locale, { region: r.slug[locale] })}"`);
    }
  });
});

test.describe('internal links', () => {
  const cases = [
    {
      label: 'de city page → its region page and the broker counterpart',
      path: '/de/baufinanzierung/bayern/muenchen',
      links: ['/de/baufinanzierung/bayern', '/de/baufinanzierung-vergleich/bayern/muenchen'],
    },
    {
      label: 'en broker city page → its region page and the rates counterpart',
      path: '/en/mortgage-broker-germany/north-rhine-westphalia/cologne',
      links: ['/en/mortgage-broker-germany/north-rhine-westphalia', '/en/mortgage-rates-germany/north-rhine-westphalia/cologne'],
    },
    {
      label: 'en region page → its cities and the broker counterpart',
      path: '/en/mortgage-rates-germany/bavaria',
      links: ['/en/mortgage-rates-germany/bavaria/munich', '/en/mortgage-rates-germany/bavaria/nuremberg', '/en/mortgage-broker-germany/bavaria'],
    },
  ];
  for (const c of cases) {
    test(c.label, async ({ request }) => {
      const { html } = await get(request, c.path);
      for (const href of c.links) expect(html, href).toContain(`href="${href}"`);
    });
  }
});

test.describe('figures equal the engine’s for the same inputs', () => {
  test('/de/baufinanzierung/bayern/muenchen with price 500,000, savings 100,000, repayment 2 %, with commission', async ({ request }) => {
    const date = todayInBerlin();
    const price = 500_000;
    const savings = 100_000;
    const transferTax = transferTaxAmount(price, 'BY', date);
    const loanAmount = price + transferTax + price * 0.02 + brokerCommission({ state: 'BY', newBuild: false, price }).buyerAmount - savings;
    const month = Number(date.slice(5, 7));
    const startDate = month === 12 ? { year: Number(date.slice(0, 4)) + 1, month: 1 } : { year: Number(date.slice(0, 4)), month: month + 1 };
    const rows = ratesTable({ loanAmount, propertyPrice: price, repayment: 0.02, yearsFixed: [5, 10, 15, 20, 25, 30], startDate, market: await serverMarket(request) });
    const ten = rows.find((r) => r.fixationYears === 10)!;

    const { status, html } = await get(request, '/de/baufinanzierung/bayern/muenchen?price=500000&savings=100000&repayment=2&commission=with');
    expect(status).toBe(200);
    expect(testIdText(html, 'fees-transfer-tax')).toBe(euro('de', transferTax));
    expect(testIdText(html, 'rates-loan-amount')).toBe(euro('de', loanAmount));
    expect(cell(html, 10, 'monthly')).toBe(euro('de', ten.monthlyRate));
    expect(cell(html, 10, 'rate')).toBe(percent2('de', ten.borrowingRate));
    for (const r of rows) {
      expect(cell(html, r.fixationYears, 'monthly'), `${r.fixationYears} years monthly`).toBe(euro('de', r.monthlyRate));
      expect(cell(html, r.fixationYears, 'balance'), `${r.fixationYears} years balance`).toBe(euro('de', r.balanceAfterFixedYears));
      expect(cell(html, r.fixationYears, 'payoff'), `${r.fixationYears} years payoff`).toBe(String(r.fullRepaymentYear));
    }
    // German style: "3,52 %" and "1.234 €".
    expect(cell(html, 10, 'rate')).toMatch(/^\d,\d\d\u00a0%$/);
    expect(cell(html, 10, 'monthly')).toMatch(/^\d\.\d{3}\u00a0€$/);
    const jsonLd = /"@type":"LoanOrCredit"[^<]*"annualPercentageRate":([\d.]+)/.exec(html)?.[1];
    expect(Number(jsonLd)).toBe(Math.round(ten.effectiveRate * 10_000) / 100);
  });
});

test.describe('invalid queries answer 200 with the error text and the default table', () => {
  const cases = [
    { label: 'en price=abc', path: '/en/mortgage-rates-germany/bavaria/munich?price=abc', text: 'Please enter a number' },
    { label: 'en price=5', path: '/en/mortgage-rates-germany/bavaria/munich?price=5', text: 'The purchase price must be at least €100,000.' },
    { label: 'de repayment=99', path: '/de/baufinanzierung/bayern/muenchen?repayment=99', text: 'Die Tilgung muss zwischen' },
    { label: 'de savings above price plus costs', path: '/de/baufinanzierung/berlin?price=200000&savings=900000', text: 'Dein Eigenkapital muss unter' },
    { label: 'de unknown place', path: '/de/baufinanzierung?place=atlantis', text: 'Bitte wähle einen Ort aus der Liste.' },
    { label: 'en everything broken at once', path: '/en/mortgage-rates-germany?price=-1&savings=x&repayment=0&commission=%&place=%00', text: 'Please check your entries' },
  ];
  for (const c of cases) {
    test(`${c.label} → “${c.text}”`, async ({ request }) => {
      const { status, html } = await get(request, c.path);
      expect(status).toBe(200);
      expect(html).toContain('data-testid="rates-errors"');
      expect(html).toContain(c.text);
      expect(tableRows(html)).toHaveLength(6);
    });
  }
});

test.describe('the form without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('submitting new values changes the table', async ({ page }) => {
    await page.goto('/en/mortgage-rates-germany/bavaria/munich');
    const monthly10 = page.locator('#rates-table tr[data-years="10"] [data-col="monthly"]');
    const before = await monthly10.innerText();
    await page.getByLabel('Purchase price in euros').fill('650000');
    await page.getByLabel('Savings (equity) in euros').fill('120000');
    await page.getByLabel('Initial repayment in percent per year').fill('3');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(page).toHaveURL(/\/en\/mortgage-rates-germany\/bavaria\/munich\?price=650000&place=muenchen&commission=with&savings=120000&repayment=3$/);
    await expect(monthly10).not.toHaveText(before);
    await expect(page.locator('#rates-table tbody tr')).toHaveCount(6);
    await expect(page.getByTestId('rates-errors')).toHaveCount(0);
  });

  test('choosing another place shows that place’s figures', async ({ page }) => {
    await page.goto('/de/baufinanzierung/bayern/muenchen');
    const tax = page.getByTestId('fees-transfer-tax');
    await expect(tax).toHaveText(euro('de', transferTaxAmount(425_000, 'BY', todayInBerlin())));
    await page.getByLabel('Ort der Immobilie').selectOption('hamburg');
    await page.getByRole('button', { name: 'Neu berechnen' }).click();
    await expect(page).toHaveURL(/place=hamburg/);
    // The page of the chosen place (issue 24, point 7): its heading names Hamburg, not Munich any more.
    await expect(page).toHaveURL(/\/de\/baufinanzierung\/hamburg(\/hamburg)?\?/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Hamburg');
    await expect(page.getByRole('heading', { level: 1 })).not.toContainText('München');
    await expect(page.getByRole('heading', { name: 'Kaufnebenkosten in Hamburg' })).toBeVisible();
    await expect(tax).toHaveText(euro('de', transferTaxAmount(425_000, 'HH', todayInBerlin())));
  });
});

test.describe('the form with JavaScript updates as you type (issue 14)', () => {
  test('new values change the table without leaving the page; the address follows; a bad price is named', async ({ page, browser }) => {
    const path = '/en/mortgage-rates-germany/bavaria/munich';
    // The server's figures for the same inputs, as the plain form shows them.
    const plain = await browser.newPage({ javaScriptEnabled: false });
    await plain.goto(`${path}?price=650000&place=muenchen&commission=with&savings=120000&repayment=3`);
    const expected = await plain.locator('#rates-table tr[data-years="10"] [data-col="monthly"]').innerText();
    await plain.close();

    await page.goto(path);
    await expect(page.locator('#rates-form')).toHaveAttribute('data-live', 'on');
    let documents = 0;
    page.on('request', (r) => { if (r.resourceType() === 'document') documents++; });
    const price = page.getByLabel('Purchase price in euros');
    await price.fill('650000');
    await page.getByLabel('Savings (equity) in euros').fill('120000');
    await page.getByLabel('Initial repayment in percent per year').fill('3');
    await expect(page.locator('#rates-table tr[data-years="10"] [data-col="monthly"]')).toHaveText(expected);
    await expect(page).toHaveURL(/price=650000&place=muenchen&commission=with&savings=120000&repayment=3$/);
    expect(documents).toBe(0);
    await expect(page.getByLabel('Initial repayment in percent per year')).toBeFocused();
    // Amounts grouped in the page's language, plain in the address.
    await expect(price).toHaveValue('650,000');
    await expect(page.getByLabel('Savings (equity) in euros')).toHaveValue('120,000');

    await price.fill('50');
    await expect(page.getByTestId('rates-errors')).toBeVisible();
    await expect(price).toHaveAttribute('aria-invalid', 'true');
    await price.fill('500000');
    await expect(page.getByTestId('rates-errors')).toHaveCount(0);
    await expect(price).not.toHaveAttribute('aria-invalid', 'true');
  });
});

test('what is typed before the page\'s scripts arrive counts as soon as they run', async ({ browser }) => {
  const path = '/en/mortgage-rates-germany/bavaria/munich';
  const plain = await browser.newPage({ javaScriptEnabled: false });
  await plain.goto(`${path}?price=650000&place=muenchen&commission=with&savings=120000&repayment=2`);
  const expected = await plain.locator('#rates-table tr[data-years="10"] [data-col="monthly"]').innerText();
  await plain.close();

  // Every script of the page held back (a page of its own: the suite's `goto` would wait for them): the visitor
  // types into the server-rendered form.
  const page = await browser.newPage();
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/**/*.js', async (route) => {
    await gate;
    await route.continue();
  });
  // Until the document's parse: scripts inserted before the load event delay it, and these are held (under the
  // suite's load the first paint, and with it the loader's inserts, can come before the load event).
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  const before = await page.locator('#rates-table tr[data-years="10"] [data-col="monthly"]').innerText();
  await page.getByLabel('Purchase price in euros').fill('650000');
  await page.getByLabel('Savings (equity) in euros').fill('120000');
  await expect(page.locator('#rates-form')).not.toHaveAttribute('data-live', 'on');
  expect(before).not.toBe(expected);

  release();
  await expect(page.locator('#rates-form')).toHaveAttribute('data-live', 'on');
  await expect(page.locator('#rates-table tr[data-years="10"] [data-col="monthly"]')).toHaveText(expected);
  await expect(page).toHaveURL(/price=650000&place=muenchen&commission=with&savings=120000&repayment=2$/);
  await expect(page.getByLabel('Purchase price in euros')).toHaveValue('650,000');
  await page.close();
});

test('with JavaScript, choosing another place loads that place’s page: heading, intro and figures name it (issue 24, point 7)', async ({ page }) => {
  await page.goto('/de/baufinanzierung/bayern/muenchen?price=500000');
  await expect(page.locator('#rates-form')).toHaveAttribute('data-live', 'on');
  await page.getByLabel('Ort der Immobilie').selectOption('hamburg');
  await expect(page).toHaveURL(/\/de\/baufinanzierung\/hamburg(\/hamburg)?\?.*price=500\.?000/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Hamburg');
  await expect(page.getByRole('heading', { level: 1 })).not.toContainText('München');
  await expect(page).toHaveTitle(/Hamburg/);
  await expect(page.getByTestId('fees-transfer-tax')).toHaveText(euro('de', transferTaxAmount(500_000, 'HH', todayInBerlin())));
});

test('the German rates form groups amounts with dots while typing, keeps the caret and counts the amount', async ({ page }) => {
  await page.goto('/de/baufinanzierung/berlin');
  await expect(page.locator('#rates-form')).toHaveAttribute('data-live', 'on');
  const price = page.getByLabel('Kaufpreis in Euro');
  await expect(price).toHaveValue('425.000');
  await price.fill('');
  await price.pressSequentially('5200000');
  await expect(price).toHaveValue('5.200.000');
  // Typing in the middle keeps the caret behind the same digit: "5.200.000" → "52.000.000" is too high.
  await price.press('Home');
  await price.press('ArrowRight');
  await price.pressSequentially('1');
  await expect(price).toHaveValue('51.200.000');
  await expect(page.getByTestId('rates-errors')).toContainText('Kaufpreis');
  await price.fill('600.000');
  await expect(page.getByTestId('rates-errors')).toHaveCount(0);
  await expect(page).toHaveURL(/price=600000/);
});

test.describe('language switch maps city to city', () => {
  const cases = [
    { from: '/de/baufinanzierung/bayern/muenchen', to: '/en/mortgage-rates-germany/bavaria/munich', lang: 'English' },
    { from: '/en/mortgage-rates-germany/north-rhine-westphalia/cologne', to: '/de/baufinanzierung/nordrhein-westfalen/koeln', lang: 'Deutsch' },
    { from: '/en/mortgage-broker-germany/hesse/frankfurt', to: '/de/baufinanzierung-vergleich/hessen/frankfurt-am-main', lang: 'Deutsch' },
    { from: '/de/baufinanzierung/thueringen', to: '/en/mortgage-rates-germany/thuringia', lang: 'English' },
  ] as const;
  for (const c of cases) {
    test(`${c.from} → ${c.to}`, async ({ page }) => {
      await page.goto(c.from);
      const footer = page.locator('footer');
      await footer.locator('summary').click();
      await footer.getByRole('link', { name: c.lang, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${c.to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', c.to.slice(1, 3));
      await expect(page.locator('#rates-table tbody tr, [data-testid="fees-box"]').first()).toBeVisible();
    });
  }
});

test.describe('accessibility', () => {
  for (const path of ['/de/baufinanzierung/bayern/muenchen?price=5&repayment=99', '/en/mortgage-broker-germany/bavaria/munich', '/en/mortgage-broker-germany']) {
    test(`axe: no serious or critical violation on ${path}`, async ({ page }) => {
      await page.goto(path);
      const results = await axeFor(page).analyze();
      const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});

test('the broker overview at 1280 px: no card sits alone in half a row (an odd last card and a single card take the whole row)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/de/baufinanzierung-vergleich');
  const sections = page.getByTestId('page-section');
  await expect(sections).toHaveCount(3);
  const [first, second, last] = await sections.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().width));
  expect(second).toBeCloseTo(first!, 0);
  expect(last).toBeGreaterThan(first! * 1.9);
  const compare = page.locator('section[aria-labelledby="broker-compare-title"]');
  const gridWidth = await compare.evaluate((el) => el.parentElement!.getBoundingClientRect().width);
  expect(await compare.evaluate((el) => el.getBoundingClientRect().width)).toBeCloseTo(gridWidth, 0);
});

test('on a phone the broker overview\'s table of states scrolls in its own region, by keyboard too; the page does not', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/de/baufinanzierung-vergleich');
  const region = page.getByRole('region', { name: 'Geltende Steuersätze und übliche Käuferanteile der Maklerprovision' });
  const sizes = await region.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth, page: document.documentElement.scrollWidth }));
  expect(sizes.scroll).toBeGreaterThan(sizes.client);
  expect(sizes.page).toBeLessThanOrEqual(360);
  await region.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
});
