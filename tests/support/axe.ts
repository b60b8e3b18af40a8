/**
 * axe for the end-to-end tests: the WCAG 2.1 A and AA rules, run in the page itself (axe's legacy mode). The
 * default mode runs each frame's part and then opens a new blank page to merge the parts, which cost about
 * 1.3 s of the 2 s of each check; the site has no cross-origin frames, the one case legacy mode does not cover.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * WCAG rules that axe marks experimental and so leaves out of a run by tags; Lighthouse runs them. `td-has-header`:
 * every figure of a large table has a header (content tables with an empty corner had none for their first column).
 */
const EXPERIMENTAL_RULES = ['td-has-header'];

/** `tags: 'all'` runs every rule axe has, best practices included. */
export function axeFor(page: Page, tags: string[] | 'all' = WCAG_TAGS): AxeBuilder {
  const builder = new AxeBuilder({ page }).setLegacyMode(true);
  const rules = Object.fromEntries(EXPERIMENTAL_RULES.map((id) => [id, { enabled: true }]));
  return tags === 'all' ? builder.options({ rules }) : builder.options({ runOnly: { type: 'tag', values: tags }, rules });
}

/**
 * The page as a visitor meets it: no serious or critical axe violation, and nothing wider than a 360 px phone;
 * the viewport is back at 1280 px afterwards.
 */
export async function expectAccessibleAt360(page: Page): Promise<void> {
  const results = await axeFor(page).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.setViewportSize({ width: 1280, height: 800 });
}
