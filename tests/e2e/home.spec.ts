/**
 * The home page as the front door (issue 11): today's model rates 5–30 years equal figures computed outside the
 * engine from the server's curve and spreads (tests/support/independent-figures.ts) and are shown "as of" their
 * date (the e2e database ends in June 2025, so never "current"); the small calculator works without JavaScript
 * and hands its inputs to the full calculator, which shows the same payment; bad input gets the calculator's translated message; the hero band covers its buttons; no
 * serious accessibility violation; nothing scrolls sideways on a 360 px phone.
 */
import { axeFor } from '../support/axe';
import { expect, test } from '../support/playwright';
import { localizedPath } from '../../src/i18n/paths';
import { LOCALES, type Locale } from '../../src/i18n/routes';
import { HOME_RATES, HOME_SMALL_CALCULATOR_PAYMENT } from '../support/independent-figures';

const CURRENT = { de: /aktuell/i, en: /\bcurrent(ly)?\b|right now/i };
const euro = (locale: Locale, n: number) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0, minimumFractionDigits: 0 }).format(Math.round(n));
const percent2 = (locale: Locale, n: number) => new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n);
const shortDate = (locale: Locale, iso: string) =>
  new Intl.DateTimeFormat(locale, { ...(locale === 'de' ? { day: '2-digit', month: '2-digit', year: 'numeric' } : { day: 'numeric', month: 'short', year: 'numeric' }), timeZone: 'UTC' }).format(new Date(`${iso}T12:00:00Z`));

test.describe('home page', () => {
  for (const locale of LOCALES) {
    test(`${locale}: model rates 5–30 years from the server's curve and spreads, as of their date, never "current"`, async ({ page }) => {
      await page.goto(`/${locale}`);
      const table = page.getByTestId('home-rates-table');
      await expect(table.locator('tbody tr')).toHaveCount(6);
      for (const [years, [rate, effective]] of Object.entries(HOME_RATES.rows)) {
        await expect(table.locator(`tr[data-years="${years}"] [data-col="rate"]`)).toHaveText(percent2(locale, rate));
        await expect(table.locator(`tr[data-years="${years}"] [data-col="effective"]`)).toHaveText(percent2(locale, effective));
      }
      // The standard case is stated with its loan and loan-to-value.
      await expect(table.locator('caption')).toContainText(euro(locale, HOME_RATES.loanAmount));
      await expect(table.locator('caption')).toContainText(percent2(locale, HOME_RATES.loanToValue));
      const asOf = page.getByTestId('rates-as-of');
      await expect(asOf).toHaveAttribute('data-current', 'false');
      await expect(asOf).toContainText(shortDate(locale, HOME_RATES.curveDate));
      await expect(page.locator('main')).not.toContainText(CURRENT[locale]);
      expect(await page.title()).not.toMatch(CURRENT[locale]);
      expect((await page.locator('meta[name="description"]').getAttribute('content')) ?? '').not.toMatch(CURRENT[locale]);
      // Links to the rates page and the rate history.
      const rates = page.getByTestId('home-rates');
      await expect(rates.locator(`a[href="${localizedPath('mortgage-rates', locale)}"]`)).toBeVisible();
      await expect(rates.locator(`a[href="${localizedPath('mortgage-rates-history', locale)}"]`)).toBeVisible();
    });

    test(`${locale}: the small calculator works without JavaScript and opens the full calculator with the same payment`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`/${locale}`);
      const calculator = page.getByTestId('home-calculator');
      await calculator.locator('input[name="price"]').fill('510.000');
      await calculator.locator('input[name="savings"]').fill('90000');
      await calculator.locator('select[name="loc"]').selectOption('muenchen');
      await calculator.getByTestId('home-calculator-submit').click();
      await expect(page).toHaveURL(/[?&]price=510.000&savings=90000&loc=muenchen/);
      const payment = euro(locale, HOME_SMALL_CALCULATOR_PAYMENT);
      await expect(page.getByTestId('home-payment')).toHaveText(payment);
      // The inputs are kept.
      await expect(calculator.locator('input[name="price"]')).toHaveValue('510.000');
      await expect(calculator.locator('select[name="loc"]')).toHaveValue('muenchen');

      await page.getByTestId('home-open-calculator').click();
      await expect(page).toHaveURL(new RegExp(`^[^?]*${localizedPath('german-mortgage-calculator-calculator', locale)}\\?`));
      // The calculator's money fields group amounts in the page's language.
      await expect(page.locator('#calc-price')).toHaveValue(locale === 'de' ? '510.000' : '510,000');
      await expect(page.locator('#calc-savings')).toHaveValue(locale === 'de' ? '90.000' : '90,000');
      await expect(page.locator('#calc-loc')).toHaveValue('muenchen');
      await expect(page.getByTestId('calc-installment')).toHaveText(payment);
      await context.close();
    });

    test(`${locale}: an invalid price gets the calculator's translated message, not an error page`, async ({ page }) => {
      const res = await page.goto(`/${locale}?price=5000&savings=80000&loc=BE`);
      expect(res!.status()).toBe(200);
      const message = locale === 'de' ? /^Der Kaufpreis muss über 100\.000\s€ liegen$/ : /^The purchase price must be over €100,000$/;
      await expect(page.getByTestId('home-error-price')).toHaveText(message);
      await expect(page.locator('#home-price')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByTestId('home-payment')).toHaveCount(0);
      await expect(page.getByTestId('home-calculator-invalid')).toBeVisible();
      const garbage = await page.goto(`/${locale}?price=%F0%9F%8F%A0&savings=${'9'.repeat(500)}&loc=<x>`);
      expect(garbage!.status()).toBe(200);
      await expect(page.getByTestId('home-error-price')).toBeVisible();
    });

    test(`${locale}: the hero band lies behind its buttons at 360 and 1280 px; nothing scrolls sideways at 360 px`, async ({ page }) => {
      for (const width of [360, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`/${locale}`);
        const hero = (await page.getByTestId('page-hero').boundingBox())!;
        expect(await page.getByTestId('page-hero').evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
        for (const id of ['home-cta-book', 'home-cta-calculator']) {
          const box = (await page.getByTestId(id).boundingBox())!;
          expect(box.y, `${id} at ${width}px`).toBeGreaterThanOrEqual(hero.y);
          expect(box.y + box.height, `${id} at ${width}px`).toBeLessThanOrEqual(hero.y + hero.height);
          expect(box.x).toBeGreaterThanOrEqual(hero.x);
          expect(box.x + box.width).toBeLessThanOrEqual(hero.x + hero.width);
        }
        if (width === 360) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      }
    });

    test(`${locale}: on a 360 × 740 phone the first screen holds the small calculator's price field (issue 24)`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(`/${locale}`);
      const price = page.locator('#home-price');
      await expect(price).toBeVisible();
      // Amounts as people write them.
      await expect(price).toHaveValue(locale === 'de' ? '425.000' : '425,000');
      const box = (await price.boundingBox())!;
      expect(box.y + box.height, 'the price field ends inside the first screen').toBeLessThanOrEqual(740);
      // Typing there works without scrolling first.
      await price.fill('350000');
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });

    test(`${locale}: steps, advisors and sourced facts; axe finds no serious or critical violation`, async ({ page }) => {
      await page.goto(`/${locale}`);
      await expect(page.getByTestId('home-step-calculate')).toHaveAttribute('href', localizedPath('german-mortgage-calculator-calculator', locale));
      await expect(page.getByTestId('home-step-find')).toHaveAttribute('href', localizedPath('properties', locale));
      await expect(page.getByTestId('home-step-advise')).toHaveAttribute('href', localizedPath('appointment', locale));
      await expect(page.getByTestId('home-step-finance')).toHaveAttribute('href', localizedPath('account-upload-documents', locale));
      await expect(page.locator('#advisors-title')).toBeVisible();
      await expect(page.getByTestId('demo-advisors-note')).toBeVisible();
      await expect(page.getByTestId('home-fact-register')).toContainText('D-W-133-ZT4X-27');
      await expect(page.getByTestId('home-fact-register').locator('a')).toHaveAttribute('href', 'https://www.vermittlerregister.info');
      await expect(page.getByTestId('home-fact-free').locator('a')).toHaveAttribute('href', `${localizedPath('terms', locale)}#remuneration`);
      // The number of lending partners has no source: not claimed.
      await expect(page.locator('main')).not.toContainText(/750 (Kreditgeber|lenders)/);
      const results = await axeFor(page).analyze();
      const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});
