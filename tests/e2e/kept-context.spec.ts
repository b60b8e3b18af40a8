/**
 * The kept browser context of tests/support/playwright.ts (ADR 026): the next test of a worker gets the same page,
 * and nothing of what the test before it left behind.
 */
import { expect, test, type Page } from '../support/playwright';

test.describe.configure({ mode: 'serial' });

let first: Page | undefined;
let heard = 0;

test('a test leaves cookies, storage, a listener, headers and a phone viewport behind', async ({ page, context, baseURL }) => {
  first = page;
  await page.goto('/en/terms');
  await context.addCookies([{ name: 'left_behind', value: '1', url: baseURL! }]);
  await page.evaluate(() => localStorage.setItem('left-behind', '1'));
  page.on('request', () => heard++);
  await page.setExtraHTTPHeaders({ 'x-left-behind': '1' });
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto('/en/privacy');
  expect(heard).toBeGreaterThan(0);
});

test('the next test of the worker gets the same page with none of it', async ({ page, context }) => {
  expect(page).toBe(first);
  heard = 0;
  expect(page.url()).toMatch(/\/robots\.txt$/);
  expect(await context.cookies()).toEqual([]);
  const sent: Record<string, string>[] = [];
  page.once('request', (r) => sent.push(r.headers()));
  await page.goto('/en/terms');
  expect(await page.evaluate(() => localStorage.getItem('left-behind'))).toBeNull();
  expect(heard).toBe(0);
  expect(sent[0]!['x-left-behind']).toBeUndefined();
  expect(page.viewportSize()).toEqual({ width: 1280, height: 720 });
});

test('after a fake clock the worker starts a new context', async ({ page }) => {
  expect(page).toBe(first);
  await page.clock.install({ time: new Date('2026-01-01T00:00:00Z') });
  first = page;
});

test('… and the test after it gets a new page', async ({ page }) => {
  expect(page).not.toBe(first);
  await page.goto('/en/terms');
  expect(await page.evaluate(() => Date.now() > Date.parse('2026-01-02T00:00:00Z'))).toBe(true);
});
