/**
 * Issue 50, part 2: a visitor's calculation shows the demo lenders' offers for the case, ranked by effective annual
 * rate, each named and labelled as demo, and the lenders that would not lend with the reason in words; in both
 * languages, readable on a 360 px phone. The demo lenders are those of src/demo/lenders.ts (seeded with the demo data):
 * "Demo-Sparkasse Rhein-Main" lends in Hesse and Rhineland-Palatinate only, so a case in Bavaria excludes it by region.
 */
import { expect, test, type Page } from '../support/playwright';

const EN = '/en/german-mortgage-calculator';
const DE = '/de/baufinanzierungsrechner';
/** 500,000 € in Bavaria, 150,000 € savings, 2 % repayment, 10 years: loan 395,350 € (79 % of the price). */
const QUERY = 'price=500000&savings=150000&payment=2000&repayment=2&mode=percent&fix=10&loc=BY&commission=3.57&rateMode=auto&rate=&born=';

/** A percentage as the page writes it ("3.52%", "3,52 %") as a number. */
function percentOf(text: string): number {
  const m = /(-?\d+[.,]\d{2})\s?%/.exec(text.replace(/\u00a0/g, ' '));
  if (!m) throw new Error(`no percentage in "${text}"`);
  return Number(m[1]!.replace(',', '.'));
}

async function expectRankedDemoOffers(page: Page) {
  const table = page.getByTestId('lender-offers-table');
  await expect(table).toBeVisible();
  const rows = table.locator('tbody tr');
  expect(await rows.count()).toBeGreaterThanOrEqual(2);
  const effective: number[] = [];
  for (const row of await rows.all()) {
    // Each lender names its row (a row header), is a demo lender and says so.
    await expect(row.getByRole('rowheader')).toContainText(/^Demo-/);
    await expect(row.getByTestId('offer-demo-label')).toHaveText('Demo');
    effective.push(percentOf(await row.locator('[data-column="effective"]').innerText()));
    await expect(row.locator('[data-column="monthly"]')).toHaveText(/\d/);
    await expect(row.locator('[data-column="residual"]')).toHaveText(/\d/);
  }
  // Ranked by effective annual rate.
  expect(effective).toEqual([...effective].sort((a, b) => a - b));
  expect(effective.every((x) => x > 0 && x < 15)).toBe(true);
  await expect(page.getByTestId('lender-offers-demo-note')).toBeVisible();
  await expect(page.getByTestId('lender-offers-model')).toHaveCount(0);
}

test.describe('lenders’ offers for the visitor’s case', () => {
  test('English: ranked named demo lenders with their effective rates, and who would not lend and why', async ({ page }) => {
    await page.goto(`${EN}?${QUERY}`);
    const section = page.getByTestId('lender-offers');
    await expect(section.getByRole('heading', { level: 2 })).toHaveText('Lenders’ offers for your case');
    await expect(page.getByTestId('lender-offers-case')).toContainText('in Bavaria, fixed for 10 years');
    await expect(section).toContainText('you are employed');
    await expect(page.getByRole('region', { name: /lenders’ offers? for 10 years fixed/ })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Effective annual rate' })).toBeVisible();
    await expectRankedDemoOffers(page);
    await expect(page.getByTestId('lender-offers-excluded')).toContainText('Demo-Sparkasse Rhein-Main');
    await expect(page.getByTestId('lender-offers-excluded').locator('li[data-reason="region"]').first()).toContainText('does not lend in Bavaria');
  });

  test('German: dieselbe Rangfolge mit Demo-Banken und Effektivzinsen, und wer nicht finanziert und warum', async ({ page }) => {
    await page.goto(`${DE}?${QUERY}`);
    const section = page.getByTestId('lender-offers');
    await expect(section.getByRole('heading', { level: 2 })).toHaveText('Angebote von Banken für deinen Fall');
    await expect(page.getByTestId('lender-offers-case')).toContainText('in Bayern, 10 Jahre Zinsbindung');
    await expect(page.getByRole('columnheader', { name: 'Effektiver Jahreszins' })).toBeVisible();
    await expectRankedDemoOffers(page);
    await expect(page.getByTestId('lender-offers-excluded').locator('li[data-reason="region"]').first()).toContainText('finanziert nicht in Bayern');
  });

  test('on a 360 px phone the offers read as cards, without sideways scrolling of the page', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(`${EN}?${QUERY}`);
    await expectRankedDemoOffers(page);
    const first = page.getByTestId('lender-offers-table').locator('tbody tr').first();
    // Each figure carries its label on a phone.
    await expect(first.locator('[data-column="effective"]')).toHaveAttribute('data-label', 'Effective annual rate');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('changed inputs: the link makes the offers again for the inputs on screen', async ({ page }) => {
    await page.goto(`${EN}?${QUERY}`);
    await expect(page.getByTestId('lender-offers-case')).toContainText('fixed for 10 years');
    await page.getByLabel('Fixed-rate period (Zinsbindung)').selectOption('15');
    await expect(page).toHaveURL(/fix=15/);
    await page.getByTestId('lender-offers-refresh').click();
    await expect(page.getByTestId('lender-offers-case')).toContainText('fixed for 15 years');
  });
});
