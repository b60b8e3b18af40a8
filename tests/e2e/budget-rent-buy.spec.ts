import { axeFor } from '../support/axe';
import { expect, test, type Page } from '../support/playwright';
import { budgetFormFromParams, evaluateBudgetForm } from '../../src/features/calculators/budget-form';
import { evaluateRentBuyForm, rentBuyFormFromParams } from '../../src/features/calculators/rent-buy-form';
import { todayInBerlin } from '../../src/lib/dates';
import { holdLateScripts } from '../support/hold-scripts';
import { serverMarket } from '../support/rate-market';
import { CALCULATOR_SLUGS } from '../../src/config/taxonomy';

const BUDGET = { en: '/en/how-much-house-can-i-afford-calculator.ia', de: '/de/wie-viel-haus-kann-ich-mir-leisten-rechner.ia' };
const RENT_BUY = { en: '/en/rent-or-buy-in-germany.ia', de: '/de/mieten-oder-kaufen-rechner.ia' };

const euro = (locale: 'de' | 'en', n: number) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(Math.round(n));

async function hydrated(page: Page, testId: string) {
  await expect(page.getByTestId(testId)).toHaveAttribute('data-hydrated', 'true');
}

for (const locale of ['en', 'de'] as const) {
  const L = locale === 'en'
    ? { income: 'Net household income per month', equity: 'Equity', notNumber: 'Please enter a number', submit: 'Calculate', open: 'Open in the mortgage calculator', rent: 'Cold rent per month today', typed: '425,000', threshold: /Buying wins from a cold rent of about/ }
    : { income: 'Haushaltsnettoeinkommen pro Monat', equity: 'Eigenkapital', notNumber: 'Bitte gib eine Zahl ein', submit: 'Berechnen', open: 'Im Baufinanzierungsrechner öffnen', rent: 'Kaltmiete pro Monat heute', typed: '425.000', threshold: /Kaufen lohnt sich ab einer Kaltmiete von etwa/ };

  test.describe(`house budget (${locale})`, () => {
    test('defaults show the engine’s figures; inputs recalculate without a reload and keep a shareable URL', async ({ page, request }) => {
      const market = await serverMarket(request);
      await page.goto(BUDGET[locale]);
      const expected = evaluateBudgetForm(budgetFormFromParams({}), todayInBerlin(), market).result!;
      await expect(page.getByTestId('budget-max-price')).toHaveText(euro(locale, expected.maxPrice));
      await expect(page.getByTestId('budget-loan')).toHaveText(euro(locale, expected.loan));
      await expect(page.getByTestId('budget-monthly')).toHaveText(euro(locale, expected.monthlyPayment));
      await expect(page.getByTestId('budget-sentence')).toContainText(euro(locale, expected.maxPrice));
      // The bar of price and costs: what the equity and what the loan pays.
      await expect(page.getByTestId('budget-details').locator('figure')).toContainText(euro(locale, expected.loan));

      await hydrated(page, 'budget-calculator');
      let documents = 0;
      page.on('request', (r) => { if (r.resourceType() === 'document') documents++; });
      await page.getByLabel(L.income, { exact: true }).fill('6500');
      const changed = evaluateBudgetForm(budgetFormFromParams({ income: '6500' }), todayInBerlin(), market).result!;
      await expect(page.getByTestId('budget-max-price')).toHaveText(euro(locale, changed.maxPrice));
      expect(changed.maxPrice).toBeGreaterThan(expected.maxPrice);
      expect(documents).toBe(0);
      await expect(page).toHaveURL(/income=6500/);

      // The shared address shows the same result.
      const shared = page.url();
      const other = await page.context().newPage();
      await other.goto(shared);
      await expect(other.getByTestId('budget-max-price')).toHaveText(euro(locale, changed.maxPrice));
    });

    test('money input groups thousands while typing; errors in words', async ({ page }) => {
      await page.goto(BUDGET[locale]);
      await hydrated(page, 'budget-calculator');
      const equity = page.getByLabel(L.equity, { exact: true });
      await equity.fill('');
      await equity.pressSequentially('425000');
      await expect(equity).toHaveValue(L.typed);
      await page.getByLabel(L.income, { exact: true }).fill('abc');
      await expect(page.getByTestId('budget-income-error')).toContainText(L.notNumber);
    });

    test('household calculation (issue 24): 5,000 net and 1,150 own living costs for two are flagged, the figures are the engine’s', async ({ page, request }) => {
      const market = await serverMarket(request);
      const params = { rule: 'living', income: '5000', adults: '2', children: '0', area: '100', living: '1150' };
      await page.goto(`${BUDGET[locale]}?${new URLSearchParams(params)}`);
      const expected = evaluateBudgetForm(budgetFormFromParams(params), todayInBerlin(), market).result!;
      expect(expected.aboveGuidance).toBe(true);
      await expect(page.getByTestId('budget-max-price')).toHaveText(euro(locale, expected.maxPrice));
      // The sentence names the flat rates that count (1,500), the running costs (350) and the buffer (500).
      for (const n of [1500, 350, 500, expected.maxInstallment]) await expect(page.getByTestId('budget-sentence')).toContainText(euro(locale, n));
      await expect(page.getByTestId('budget-flag-guidance')).toBeVisible();
      // Equity below the purchase costs: the loan is more than the price, and the result says so.
      await page.goto(`${BUDGET[locale]}?${new URLSearchParams({ ...params, equity: '10000' })}`);
      await expect(page.getByTestId('budget-flag-ltv')).toBeVisible();
    });

    test('the link into the mortgage calculator shows the same monthly payment', async ({ page }) => {
      await page.goto(`${BUDGET[locale]}?income=7000&equity=120000&repayment=3&fix=15&loc=BY`);
      const monthly = await page.getByTestId('budget-monthly').textContent();
      await page.getByRole('link', { name: L.open }).click();
      await expect(page.getByTestId('calc-installment')).toHaveText(monthly!);
    });

    test('accessible, and the summary is in the first screen on a 360 px phone', async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(BUDGET[locale]);
      const box = await page.getByTestId('budget-max-price').boundingBox();
      expect(box!.y + box!.height).toBeLessThan(740);
      const results = await axeFor(page).include('[data-testid="budget-calculator"]').analyze();
      expect(results.violations).toEqual([]);
    });
  });

  test.describe(`rent or buy (${locale})`, () => {
    test('defaults show the engine’s outcome and threshold; a new rent recalculates at once', async ({ page, request }) => {
      const market = await serverMarket(request);
      await page.goto(RENT_BUY[locale]);
      const expected = evaluateRentBuyForm(rentBuyFormFromParams({}), todayInBerlin(), market).result!;
      await expect(page.getByTestId('rentbuy-outcome')).toContainText(euro(locale, Math.abs(expected.difference)));
      await expect(page.getByTestId('rentbuy-final-buy')).toHaveText(euro(locale, expected.finalBuyerNetWorth));
      await expect(page.getByTestId('rentbuy-threshold')).toHaveText(L.threshold);
      await expect(page.getByTestId('rentbuy-threshold')).toContainText(euro(locale, expected.thresholdRent!));
      // The net-worth chart of both paths, drawn by the server; it follows the inputs.
      const line = page.getByTestId('rentbuy-details').locator('svg[role="img"]:visible path').first();
      const drawn = await line.getAttribute('d');
      expect(drawn).toBeTruthy();
      await hydrated(page, 'rentbuy-calculator');
      await page.getByLabel(L.rent, { exact: true }).fill('2000');
      await expect.poll(() => line.getAttribute('d')).not.toBe(drawn);
      const changed = evaluateRentBuyForm(rentBuyFormFromParams({ rent: '2000' }), todayInBerlin(), market).result!;
      await expect(page.getByTestId('rentbuy-final-rent')).toHaveText(euro(locale, changed.finalRenterNetWorth));
      await expect(page).toHaveURL(/rent=2000/);
      await page.getByText(locale === 'en' ? 'Year by year' : 'Jahr für Jahr').click();
      await expect(page.getByTestId('rentbuy-table').locator('tbody tr')).toHaveCount(20);
    });

    test('accessible, and the outcome is in the first screen on a 360 px phone', async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(RENT_BUY[locale]);
      const box = await page.getByTestId('rentbuy-outcome').boundingBox();
      expect(box!.y + box!.height).toBeLessThan(740);
      const results = await axeFor(page).include('[data-testid="rentbuy-calculator"]').analyze();
      expect(results.violations).toEqual([]);
    });
  });

  test.describe(`without JavaScript (${locale})`, () => {
    test.use({ javaScriptEnabled: false });
    test('the budget form submits and shows the result or the error in words', async ({ page, request }) => {
      const market = await serverMarket(request);
      await page.goto(BUDGET[locale]);
      await page.getByLabel(L.income, { exact: true }).fill(locale === 'de' ? '6.000' : '6,000');
      await page.getByRole('button', { name: L.submit }).click();
      await expect(page).toHaveURL(/income=6/);
      const expected = evaluateBudgetForm(budgetFormFromParams({ income: '6000' }), todayInBerlin(), market).result!;
      await expect(page.getByTestId('budget-max-price')).toHaveText(euro(locale, expected.maxPrice));
      await page.getByLabel(L.income, { exact: true }).fill('zwölf');
      await page.getByRole('button', { name: L.submit }).click();
      await expect(page.getByTestId('budget-income-error')).toContainText(L.notNumber);
    });

    test('the rent-or-buy form submits and shows the result', async ({ page }) => {
      await page.goto(RENT_BUY[locale]);
      await page.getByLabel(L.rent, { exact: true }).fill('1600');
      await page.getByRole('button', { name: L.submit }).click();
      await expect(page).toHaveURL(/rent=1600/);
      await expect(page.getByTestId('rentbuy-outcome')).toBeVisible();
    });
  });
}

test.describe('only the fields that count are shown', () => {
  for (const javaScriptEnabled of [true, false]) {
    test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
      test.use({ javaScriptEnabled });
      test('the budget shows the figure of the chosen rule, the own rate only when chosen', async ({ page }) => {
        await page.goto(BUDGET.en);
        const living = page.getByLabel('Own living costs per month (optional, without rent and loans)', { exact: true });
        const adults = page.getByLabel('Adults in the household', { exact: true });
        const area = page.getByLabel('Living space of the home', { exact: true });
        // The calculator's own field (the save form below the result repeats the inputs as hidden fields).
        const ratio = page.locator('form[method=get] input[name=ratio]');
        const ownRate = page.getByLabel('Own interest rate per year', { exact: true });
        await expect(ratio).toBeVisible();
        await expect(living).toBeHidden();
        await expect(adults).toBeHidden();
        await expect(area).toBeHidden();
        await expect(ownRate).toBeHidden();
        await page.locator('form[method=get] input[name=rule][value=living]').check();
        await expect(living).toBeVisible();
        await expect(adults).toBeVisible();
        await expect(area).toBeVisible();
        await expect(ratio).toBeHidden();
        await page.locator('form[method=get] input[name=rateMode][value=manual]').check();
        await expect(ownRate).toBeVisible();
      });
    });
  }
});

test('both calculators come as server markup first and turn interactive by themselves when the page is idle (ADR 010)', async ({ page }) => {
  for (const [path, testId] of [[BUDGET.de, 'budget-calculator'], [RENT_BUY.en, 'rentbuy-calculator']] as const) {
    const response = await page.request.get(path);
    // The result is in the HTML the server sends.
    expect(await response.text()).toContain('data-planner="static"');
    await page.goto(path);
    await expect(page.locator('[data-planner]')).toHaveAttribute('data-planner', 'live');
    await expect(page.getByTestId(testId)).toHaveAttribute('data-hydrated', 'true');
  }
});

test('input typed into the server’s form before the code arrives is kept and then counts (budget, rent or buy)', async ({ page, request }) => {
  const market = await serverMarket(request);
  const cases = [
    { path: BUDGET.de, label: 'Haushaltsnettoeinkommen pro Monat', typed: '6500', shown: '6.500', key: 'income', testId: 'budget-max-price', locale: 'de' as const,
      before: evaluateBudgetForm(budgetFormFromParams({}), todayInBerlin(), market).result!.maxPrice,
      after: evaluateBudgetForm(budgetFormFromParams({ income: '6500' }), todayInBerlin(), market).result!.maxPrice },
    { path: RENT_BUY.en, label: 'Cold rent per month today', typed: '2000', shown: '2,000', key: 'rent', testId: 'rentbuy-final-rent', locale: 'en' as const,
      before: evaluateRentBuyForm(rentBuyFormFromParams({}), todayInBerlin(), market).result!.finalRenterNetWorth,
      after: evaluateRentBuyForm(rentBuyFormFromParams({ rent: '2000' }), todayInBerlin(), market).result!.finalRenterNetWorth },
  ];
  for (const c of cases) {
    await page.unrouteAll();
    const { release, held } = await holdLateScripts(page, c.path, request);
    await page.goto(c.path);
    const root = page.locator('[data-planner]');
    await expect(root).toHaveAttribute('data-planner', 'static');
    const field = page.getByLabel(c.label, { exact: true });
    await field.fill(c.typed);
    await expect.poll(held).toBeGreaterThan(0);
    // Still the server-rendered result.
    await expect(page.getByTestId(c.testId)).toHaveText(euro(c.locale, c.before));
    release();
    await expect(page.locator('[data-hydrated="true"]')).toHaveCount(1);
    await expect(page.getByTestId(c.testId)).toHaveText(euro(c.locale, c.after));
    await expect(field).toHaveValue(c.shown);
    await expect(field).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`${c.key}=${c.typed}`));
  }
});

for (const locale of ['en', 'de'] as const) {
  test(`the all-calculators page (${locale}) lists every calculator with what it answers; every link opens it`, async ({ page, request }) => {
    const path = locale === 'en' ? '/en/mortgage-calculators' : '/de/immobilienkreditrechner';
    await page.goto(path);
    const entries = page.locator('main ul > li > a');
    // The mortgage calculator, its landing pages, the rates, budget, rent or buy, retirement and the two questionnaires.
    expect(await entries.count()).toBe(1 + CALCULATOR_SLUGS.length + 6);
    await expect(page.locator('main')).toContainText(locale === 'en' ? 'Find the right mortgage' : 'Die passende Finanzierung finden');
    for (const href of await entries.evaluateAll((links) => links.map((a) => a.getAttribute('href')!))) {
      expect((await request.get(href)).status(), href).toBe(200);
      expect(href.startsWith(`/${locale}/`), href).toBe(true);
    }
    for (const target of [BUDGET[locale], RENT_BUY[locale]]) await expect(page.locator(`main a[href="${target}"]`)).toHaveCount(1);
    const axe = await axeFor(page).analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });
}
