/**
 * The refinance landing page (issue 29): the follow-up financing calculator shows the engine's figures for the
 * rate data the server computes with today (model rate with its curve's date, forward surcharge by months ahead,
 * installment, balance, break-even rate), recalculates as the inputs change, works as a plain GET form without
 * JavaScript, fits a 360 px phone with its result in the first screen, is clean for axe, and leads into the
 * refinance request (prefilled with the calculation) and the refinance appointment. Both languages.
 */
import { axeFor } from '../support/axe';
import { expect, test, type Page } from '../support/playwright';
import { serverMarket } from '../support/rate-market';
import { evaluateRefinanceForm, monthAhead, refinanceFormFromParams } from '../../src/features/calculators/refinance-form';
import type { FollowUpFinancingResult } from '../../src/engine/rates/follow-up-financing';
import type { RateMarket } from '../../src/engine/rates/market';
import { todayInBerlin } from '../../src/lib/dates';

type Locale = 'de' | 'en';

const LANDING = { en: '/en/lp/refinancing', de: '/de/lp/anschlussfinanzierung' } as const;
const REQUEST = { en: '/en/lp-2/request-refinancing', de: '/de/lp-2/anschlussfinanzierung-anfragen' } as const;
const APPOINTMENT = { en: '/en/refinance-appointment', de: '/de/anschlussfinanzierung-termin' } as const;

const L = {
  en: { debt: 'Remaining balance', months: 'Fixed rate ends in', fix: 'New fixed period', submit: 'Calculate', points: 'pp', typed: '180,000', tooHigh: 'Please enter at most 60' },
  de: { debt: 'Restschuld', months: 'Zinsbindung endet in', fix: 'Neue Zinsbindung', submit: 'Berechnen', points: 'Prozentpunkte', typed: '180.000', tooHigh: 'Bitte gib höchstens 60 ein' },
} as const;

const euro = (locale: Locale, n: number) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(Math.round(n));
const pct = (locale: Locale, fraction: number) => new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(fraction);
const points = (locale: Locale, fraction: number) =>
  `${new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' }).format(fraction * 100)} ${L[locale].points}`;
const curveDate = (locale: Locale, iso: string) =>
  new Intl.DateTimeFormat(locale, locale === 'de' ? { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Berlin' } : { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Europe/Berlin' }).format(new Date(`${iso}T12:00:00Z`));

function expected(query: Record<string, string>, market: RateMarket): FollowUpFinancingResult {
  const evaluation = evaluateRefinanceForm(refinanceFormFromParams(query), todayInBerlin(), market);
  expect(evaluation.valid, JSON.stringify(evaluation.errors)).toBe(true);
  return evaluation.result!;
}

/** Every figure of the summary and the table equals the engine's for these inputs. */
async function expectFigures(page: Page, locale: Locale, r: FollowUpFinancingResult) {
  await expect(page.getByTestId('refi-forward-rate')).toHaveText(pct(locale, r.forwardRate));
  await expect(page.getByTestId('refi-installment')).toHaveText(euro(locale, r.installment));
  await expect(page.getByTestId('refi-model-rate')).toHaveText(pct(locale, r.modelRate.rate));
  await expect(page.getByTestId('refi-model-date')).toContainText(curveDate(locale, r.curveDate));
  await expect(page.getByTestId('refi-surcharge')).toHaveText(points(locale, r.surcharge));
  await expect(page.getByTestId('refi-end-balance')).toHaveText(euro(locale, r.endBalance));
  await expect(page.getByTestId('refi-break-even')).toHaveText(pct(locale, r.breakEvenRate));
  if (r.monthsAhead > 0) {
    await expect(page.getByTestId('refi-break-even-text')).toContainText(pct(locale, r.breakEvenRate));
    await expect(page.getByTestId('refi-surcharge-cost')).toContainText(euro(locale, r.surchargeCost));
  } else {
    await expect(page.getByTestId('refi-break-even-text')).toHaveText(locale === 'en' ? /no forward surcharge/ : /keinen Forward-Aufschlag/);
    await expect(page.getByTestId('refi-surcharge-cost')).toHaveCount(0);
  }
  const rows = page.getByTestId('refi-table').locator('tbody tr');
  await expect(rows).toHaveCount(r.table.length);
  for (const row of r.table) {
    const tr = page.getByTestId('refi-table').locator(`tbody tr[data-months="${row.monthsAhead}"]`);
    await expect(tr.locator('[data-col="surcharge"]')).toHaveText(points(locale, row.surcharge));
    await expect(tr.locator('[data-col="rate"]')).toHaveText(pct(locale, row.forwardRate));
    await expect(tr.locator('[data-col="installment"]')).toHaveText(euro(locale, row.installment));
    await expect(tr.locator('[data-col="balance"]')).toHaveText(euro(locale, row.endBalance));
  }
}

for (const locale of ['en', 'de'] as const) {
  const t = L[locale];

  test.describe(`refinance landing (${locale})`, () => {
    test('the calculator shows the engine’s figures, recalculates as the inputs change, and leads into the prefilled request', async ({ page, request }) => {
      const market = await serverMarket(request);
      await page.goto(LANDING[locale]);
      const defaults = expected({}, market);
      // An upward curve: a start 24 months ahead costs a surcharge, and the table's surcharge grows.
      await expectFigures(page, locale, defaults);

      await expect(page.getByTestId('refi-calculator')).toHaveAttribute('data-hydrated', 'true');
      let documents = 0;
      page.on('request', (r) => { if (r.resourceType() === 'document') documents++; });
      const debt = page.getByLabel(t.debt, { exact: true });
      await debt.fill('');
      await debt.pressSequentially('180000');
      await expect(debt).toHaveValue(t.typed);
      await page.getByLabel(t.months, { exact: true }).fill('36');
      await page.getByLabel(t.fix, { exact: true }).selectOption('15');
      const changed = expected({ debt: '180000', months: '36', fix: '15' }, market);
      await expectFigures(page, locale, changed);
      expect(documents).toBe(0);
      await expect(page).toHaveURL(/debt=180000/);
      await expect(page).toHaveURL(/months=36/);

      // Starting now: no surcharge, the rate is today's model rate.
      await page.getByLabel(t.months, { exact: true }).fill('0');
      const now = expected({ debt: '180000', months: '0', fix: '15' }, market);
      expect(now.surcharge).toBe(0);
      await expectFigures(page, locale, now);

      // An error in words, no figures.
      await page.getByLabel(t.months, { exact: true }).fill('61');
      await expect(page.getByTestId('refi-months-error')).toContainText(t.tooHigh);
      await expect(page.getByTestId('refi-forward-rate')).toHaveCount(0);

      // The call to action: the refinance request's first step with the balance, the fixation's end and the value.
      await page.getByLabel(t.months, { exact: true }).fill('36');
      await expectFigures(page, locale, changed);
      await expect(page.getByTestId('refi-appointment')).toHaveAttribute('href', APPOINTMENT[locale]);
      await page.getByTestId('refi-request').click();
      const end = monthAhead(todayInBerlin(), 36);
      await expect(page).toHaveURL(new RegExp(`${REQUEST[locale]}\\?debt=180000&fixMonth=${end.month}&fixYear=${end.year}&value=500000$`));
      await expect(page.getByTestId('step-indicator')).toBeVisible();
      await expect(page.locator('#lr-debt')).toHaveValue('180000');
      await expect(page.locator('#lr-fixEnd')).toHaveValue(String(end.month));
      await expect(page.locator('#lr-fixYear')).toHaveValue(String(end.year));
    });

    test('a 360 px phone: the result stands in the first screen after the inputs, nothing wider than the screen, axe clean', async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(LANDING[locale]);
      const rate = await page.getByTestId('refi-forward-rate').boundingBox();
      const installment = await page.getByTestId('refi-installment').boundingBox();
      const submit = await page.getByRole('button', { name: t.submit }).boundingBox();
      expect(submit!.y).toBeLessThan(rate!.y);
      expect(rate!.y + rate!.height).toBeLessThan(740);
      expect(installment!.y + installment!.height).toBeLessThan(740);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      const results = await axeFor(page).analyze();
      const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      await expect(page.getByTestId('refi-calculator')).toHaveAttribute('data-hydrated', 'true');
      const live = await axeFor(page).include('[data-testid="refi-calculator"]').analyze();
      expect(live.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    });
  });

  test.describe(`refinance landing without JavaScript (${locale})`, () => {
    test.use({ javaScriptEnabled: false });
    test('the GET form submits and the page shows the engine’s figures for the inputs', async ({ page, request }) => {
      const market = await serverMarket(request);
      await page.goto(LANDING[locale]);
      await page.getByLabel(t.debt, { exact: true }).fill(t.typed);
      await page.getByLabel(t.months, { exact: true }).fill('12');
      await page.getByLabel(t.fix, { exact: true }).selectOption('5');
      await page.getByRole('button', { name: t.submit }).click();
      await expect(page).toHaveURL(/months=12/);
      await expectFigures(page, locale, expected({ debt: '180000', months: '12', fix: '5' }, market));
    });
  });
}
