/**
 * The rate history (issue 11, item 5) on the seeded database (curves since 1997 from the Bundesbank's files,
 * the model's first spread set): the page draws the SVG chart with its table in both locales, the fixation
 * links change the series without JavaScript, axe finds nothing serious, nothing is wider than a 360 px
 * phone, the rates pages embed the chart with a link to the page, and the CSV holds every month.
 * (The empty database's "no data yet" is covered by tests/unit/rate-history-view.test.tsx.)
 */
import { axeFor } from '../support/axe';
import { expect, test, type Page } from '../support/playwright';
import { localizedPath } from '../../src/i18n/paths';
import type { Locale } from '../../src/i18n/routes';

const TEXT = {
  en: { since: 'Rate history since 1997', thirty: '30 years', asOf: /^As of \w{3} \d{1,2}, \d{4} \(newest Bundesbank curve\)$/, first: /^Dec 1997$/, pct: /^-?\d+\.\d\d%$/, more: 'Full rate history with data table' },
  de: { since: 'Zinsentwicklung seit 1997', thirty: '30 Jahre', asOf: /^Stand: \d\d\.\d\d\.\d{4} \(neueste Zinsstrukturkurve der Bundesbank\)$/, first: /^Dez\. 1997$/, pct: /^-?\d+,\d\d\u00a0%$/, more: 'Ganze Zinsentwicklung mit Datentabelle' },
} as const;

const bundCells = (page: Page) => page.getByTestId('rate-history-table').locator('td[data-col="bund"]').allTextContents();

for (const locale of ['en', 'de'] as Locale[]) {
  const path = localizedPath('mortgage-rates-history', locale);
  const text = TEXT[locale];

  test.describe(`rate history page without JavaScript (${locale})`, () => {
    test.use({ javaScriptEnabled: false });

    test('chart, legend, date, source and table; a fixation link changes the series without JavaScript', async ({ page }) => {
      await page.goto(path);
      const section = page.getByTestId('rate-history');
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(text.since);
      const chart = page.getByTestId('rate-history-chart');
      await expect(chart).toBeVisible();
      await expect(chart.locator('svg:visible path[data-series="bund"]')).toHaveAttribute('d', /^M[\d.,L]+$/);
      await expect(page.getByTestId('rate-history-as-of')).toHaveText(text.asOf);
      await expect(section.getByRole('link', { name: locale === 'en' ? 'time series database' : 'Zeitreihen-Datenbank' })).toHaveAttribute('href', /bundesbank\.de/);

      // One row per year since 1997, values in the locale's format; the model only for the latest months.
      const rows = page.getByTestId('rate-history-table').locator('tbody tr');
      expect(await rows.count()).toBeGreaterThanOrEqual(28);
      await expect(rows.first().locator('th')).toHaveText(text.first);
      await expect(rows.first().locator('td[data-col="model"]')).toHaveText('–');
      await expect(rows.last().locator('td[data-col="model"]')).toHaveText(text.pct);
      const ten = await bundCells(page);
      for (const v of ten) expect(v).toMatch(text.pct);

      await section.getByRole('link', { name: text.thirty }).click();
      await expect(page).toHaveURL(new RegExp(`${path}\\?fix=30$`));
      await expect(page.getByTestId('rate-history')).toHaveAttribute('data-fixation', '30');
      await expect(page.getByTestId('rate-history').getByRole('link', { name: text.thirty })).toHaveAttribute('aria-current', 'page');
      const thirty = await bundCells(page);
      expect(thirty).toHaveLength(ten.length);
      expect(thirty).not.toEqual(ten);
      await expect(page.getByTestId('rate-history-chart').locator('svg:visible path[data-series="bund"]')).toBeVisible();
    });

    test('the rates page embeds the chart and links to the history page', async ({ page }) => {
      await page.goto(localizedPath('mortgage-rates', locale));
      const embed = page.getByTestId('rate-history');
      await expect(embed.getByTestId('rate-history-chart')).toBeVisible();
      await expect(embed.getByTestId('rate-history-table')).toHaveCount(0);
      await embed.getByRole('link', { name: text.more }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByTestId('rate-history-table')).toBeVisible();
    });
  });

  test.describe(`rate history page (${locale})`, () => {
    test('no serious axe violation; nothing wider than a 360 px phone', async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 780 });
      for (const url of [path, `${path}?fix=5`, localizedPath('mortgage-rates', locale)]) {
        await page.goto(url);
        await expect(page.getByTestId('rate-history-chart')).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth), url).toBeLessThanOrEqual(360);
        // On the rates page only the embed is this spec's (the rates table's own scroll box is the rates page's).
        const axe = url === path || url.startsWith(`${path}?`) ? axeFor(page, 'all') : axeFor(page, 'all').include('[data-testid="rate-history"]');
        const results = await axe.analyze();
        expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      }
    });
  });
}

test('the CSV holds every month and fixation; a bad locale is a 400, not a 500', async ({ request }) => {
  const res = await request.get('/api/rates/history.csv?locale=en');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('text/csv');
  const lines = (await res.text()).trim().split('\r\n');
  expect(lines[0]).toContain('bund_zero_30y_pct');
  expect(lines[1]).toMatch(/^1997-08,/);
  expect(lines.length).toBeGreaterThan(300);
  const bad = await request.get('/api/rates/history.csv?locale=fr');
  expect(bad.status()).toBe(400);
  expect((await bad.json()).error.code).toBe('INVALID_INPUT');
});
