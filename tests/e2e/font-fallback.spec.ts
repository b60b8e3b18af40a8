/**
 * The first paint's fallback font has Inter's metrics (issue 24: text shifted when the web font arrived). With
 * the web font blocked, a long paragraph takes about the same width as with Inter: within 3 %.
 */
import { expect, test, type Page } from '../support/playwright';

/** The summed width of a paragraph's line boxes, in px. */
async function textAdvance(page: Page): Promise<number> {
  return page.locator('[data-testid="page-hero"] p').first().evaluate((p) => {
    const range = document.createRange();
    range.selectNodeContents(p);
    return [...range.getClientRects()].reduce((sum, r) => sum + r.width, 0);
  });
}

test('without the web font the fallback sets text within 3 % of Inter’s width', async ({ page, browser }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/de/ueber-uns');
  // Inter in use (display: optional may skip it on a cold first paint; the second view has it cached).
  if (!(await page.evaluate(() => document.fonts.check('16px inter')))) await page.reload();
  await expect.poll(() => page.evaluate(() => [...document.fonts].some((f) => f.family.replace(/"/g, '') === 'inter' && f.status === 'loaded'))).toBe(true);
  const inter = await textAdvance(page);

  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const fallbackPage = await context.newPage();
    await fallbackPage.route(/\.woff2(\?|$)/, (route) => route.abort());
    await fallbackPage.goto(page.url());
    expect(await fallbackPage.evaluate(() => [...document.fonts].some((f) => f.family.replace(/"/g, '') === 'inter' && f.status === 'loaded'))).toBe(false);
    const fallback = await textAdvance(fallbackPage);
    expect(Math.abs(fallback / inter - 1), `Inter ${inter.toFixed(0)} px, fallback ${fallback.toFixed(0)} px`).toBeLessThan(0.03);
  } finally {
    await context.close();
  }
});
