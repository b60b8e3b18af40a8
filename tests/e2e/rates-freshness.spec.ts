/**
 * Rates that say how current they are (issue 11). The e2e database holds the Bundesbank's curves up to June
 * 2025, long before today: no rates page, title, meta description or label may call them current, the as-of
 * date is shown prominently, and /api/health reports the data as stale. (Both sides of the policy with a fixed
 * clock: tests/e2e/rates-current.spec.ts.)
 */
import { expect, test } from '../support/playwright';

const PAGES = [
  { path: '/de/baufinanzierung', locale: 'de' },
  { path: '/de/baufinanzierung/bayern/muenchen', locale: 'de' },
  { path: '/en/mortgage-rates-germany/bavaria', locale: 'en' },
  { path: '/en/mortgage-rates-germany', locale: 'en' },
] as const;

const CURRENT = { de: /aktuell/i, en: /\bcurrent(ly)?\b|right now/i };

test.describe('old rates are never called current', () => {
  for (const { path, locale } of PAGES) {
    test(`${path}: title, meta, table and menu say "as of" with the date, never "current"`, async ({ page, request }) => {
      const market = await (await request.get('/api/rates/market')).json();
      expect(market.freshness.current).toBe(false);
      // The site's short date format (src/i18n/formats.ts).
      const options: Intl.DateTimeFormatOptions = locale === 'de' ? { day: '2-digit', month: '2-digit', year: 'numeric' } : { day: 'numeric', month: 'short', year: 'numeric' };
      const asOf = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(new Date(`${market.curve.date}T12:00:00Z`));
      await page.goto(path);
      const title = await page.title();
      const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
      expect(title).not.toMatch(CURRENT[locale]);
      expect(description).not.toMatch(CURRENT[locale]);
      expect(`${title} ${description}`).toContain(market.curve.date.slice(0, 4));
      const asOfLine = page.getByTestId('rates-as-of');
      await expect(asOfLine).toHaveAttribute('data-current', 'false');
      await expect(asOfLine).toContainText(asOf);
      await expect(page.locator('main')).not.toContainText(CURRENT[locale]);
      await expect(page.locator('header')).not.toContainText(CURRENT[locale]);
    });
  }

  test('the calculator offers the model rate without calling it current, and names the curve date', async ({ page }) => {
    await page.goto('/de/baufinanzierungsrechner');
    await expect(page.locator('main')).not.toContainText(/aktuell/i);
    await expect(page.getByText('Automatisch (Modellzins)')).toBeAttached();
  });

  test('/api/health reports the stale data and is not ready', async ({ request }) => {
    const res = await request.get('/api/health');
    expect(res.status()).toBe(503);
    const body = await res.json();
    expect(body.status).toBe('not_ready');
    expect(body.reason).toBe('rates_stale');
    expect(body.rates.current).toBe(false);
    expect(body.rates.workingDaysOld).toBeGreaterThan(body.rates.maxAgeWorkingDays);
  });
});

test('the as-of line stands in the first screen on a phone, above the form and the table', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/de/baufinanzierung/bayern/muenchen');
  const asOf = (await page.getByTestId('rates-as-of').boundingBox())!;
  expect(asOf.y + asOf.height).toBeLessThanOrEqual(740);
  expect(asOf.y).toBeLessThan((await page.locator('main form').first().boundingBox())!.y);
  expect(asOf.y).toBeLessThan((await page.locator('#rates-table').boundingBox())!.y);
});
