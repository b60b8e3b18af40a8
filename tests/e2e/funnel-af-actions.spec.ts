/**
 * The AF funnel's result has the OM report's two actions (issue 24): the PDF download and "save to my account".
 * The PDF link answers with a PDF of the same range; a stranger who saves is asked to log in and keeps the answers
 * in a link back; a logged-in lead (tests/support/session.ts) saves the range and finds it in the account with its
 * figures and a link back to the result.
 */
import { expect, test, type Page } from '../support/playwright';
import { afRange } from '../../src/features/funnel/af-result';
import { resolvePlace } from '../../src/features/calculators/mortgage-form';
import { todayInBerlin } from '../../src/lib/dates';
import { serverMarket } from '../support/rate-market';
import { asOwnClient, unique } from '../support/e2e-login';
import { loggedInAs } from '../support/session';

const QUERY = 'funnel=AF&income=4800&adults=2&children=1&commitments=200&equity=70000&loc=BY&employment=employed&residency=limited';
const ANSWERS = { income: 4800, adults: 2 as const, children: 1, commitments: 200, equity: 70000, loc: 'BY', employment: 'employed' as const, residency: 'limited' as const };

const T = {
  en: {
    result: `/en/criteria/start?${QUERY}`, account: /\/en\/account$/, affordability: /\/en\/account\/affordability\?saved=1$/, dashboard: '/en/account',
    file: 'price-range.pdf', save: 'Save to my account', pdf: 'Download as PDF', savedNotice: 'Your calculation has been saved.',
    name: 'Full name', consent: /I agree to the terms/, go: 'Go to my account', open: 'Open the price range', back: 'back to your price range',
  },
  de: {
    result: `/de/kriterien/start?${QUERY}`, account: /\/de\/konto$/, affordability: /\/de\/konto\/finanzierbarkeit\?saved=1$/, dashboard: '/de/konto',
    file: 'kaufpreisrahmen.pdf', save: 'In meinem Konto speichern', pdf: 'Als PDF herunterladen', savedNotice: 'Deine Berechnung ist gespeichert.',
    name: 'Vollständiger Name', consent: /Ich stimme den AGB zu/, go: 'Weiter zu meinem Konto', open: 'Kaufpreisrahmen öffnen', back: 'zurück zu deinem Kaufpreisrahmen',
  },
} as const;

const euro = (locale: 'de' | 'en', n: number) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(Math.round(n));

/** A new lead logged in through the site's endpoints, with its name given on the account page. */
async function signUp(page: Page, locale: 'de' | 'en', address: string) {
  const t = T[locale];
  const { location } = await loggedInAs(page.context(), address, { locale });
  await page.goto(location);
  await page.getByLabel(t.name).fill('Mara Hoffmann');
  await page.getByLabel(t.consent).check();
  await page.getByRole('button', { name: t.go }).click();
  await expect(page).toHaveURL(t.account);
}

for (const locale of ['en', 'de'] as const) {
  const t = T[locale];

  test(`${locale}: the AF result's PDF link answers with the PDF of the range`, async ({ page }) => {
    await asOwnClient(page);
    await page.goto(t.result);
    await expect(page.getByTestId('af-range')).toBeVisible();
    const link = page.getByTestId('af-pdf');
    await expect(link).toHaveText(t.pdf);
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(new RegExp(`^/api/funnel/af/pdf\\?${QUERY}&locale=${locale}$`));
    const pdf = await page.request.get(href);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(pdf.headers()['content-disposition']).toBe(`attachment; filename="${t.file}"`);
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test(`${locale}: a logged-in lead saves the price range; the account lists it with its figures and a link back`, async ({ page, request }) => {
    test.setTimeout(90_000);
    await asOwnClient(page);
    await signUp(page, locale, unique(`range-${locale}`));

    await page.goto(t.result);
    const market = await serverMarket(request);
    const range = afRange(ANSWERS, resolvePlace('BY', todayInBerlin())!.taxRate, market);
    await expect(page.getByTestId('af-cautious-price')).toHaveText(euro(locale, range.cautious!.maxPrice));
    await page.getByTestId('af-save').click();
    await expect(page).toHaveURL(t.affordability);
    await expect(page.getByTestId('affordability-notice')).toHaveText(t.savedNotice);

    const saved = page.locator('[data-kind="priceRange"]');
    await expect(saved).toHaveCount(1);
    await expect(saved.getByTestId('saved-price-low')).toHaveText(euro(locale, range.cautious!.maxPrice));
    await expect(saved.getByTestId('saved-price-high')).toHaveText(euro(locale, range.upper!.maxPrice));
    await expect(saved.getByTestId('saved-monthly')).toContainText(euro(locale, range.upper!.monthlyPayment));
    await expect(saved.getByRole('heading')).toContainText(euro(locale, range.upper!.maxPrice));

    // The dashboard lists it too; its link reopens the result with the same answers.
    await page.goto(t.dashboard);
    await expect(page.locator('[data-kind="priceRange"]')).toHaveCount(1);
    await page.locator('[data-kind="priceRange"]').getByRole('link', { name: t.open }).click();
    await expect(page).toHaveURL(new RegExp(`\\?${QUERY}$`));
    await expect(page.getByTestId('af-upper-price')).toHaveText(euro(locale, range.upper!.maxPrice));
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a stranger who saves the price range is asked to log in and keeps the answers in a link back', async ({ page }) => {
    await asOwnClient(page);
    await page.goto(T.de.result);
    await page.getByRole('button', { name: T.de.save }).click();
    await expect(page).toHaveURL(/\/de\/konto\/finanzierbarkeit\?saveLogin=1&kind=priceRange&/);
    const back = page.getByTestId('save-needs-login').getByRole('link', { name: T.de.back });
    await expect(back).toHaveAttribute('href', `/de/kriterien/start?${QUERY}`);
    await back.click();
    await expect(page.getByTestId('af-range')).toBeVisible();
    await expect(page.getByTestId('af-save')).toBeVisible();
  });
});
