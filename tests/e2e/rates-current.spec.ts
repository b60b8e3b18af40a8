/**
 * The staleness policy at page level with a fixed clock (issue 11): a server of its own (the same build, its own
 * database with the seeded Bundesbank curves) whose clock the test sets. Three working days after the newest
 * curve the rates pages call their rates current ("aktuell"/"current") in title, description and as-of line and
 * /api/health is ready; ten working days after, no title, description or text does, the date is shown, and
 * /api/health reports the rates as not current; past its limit (10 working days) it turns not ready. The server
 * keeps copies of the rate pages under the rates data version (src/lib/page-cache.ts): a new day renders anew.
 */
import { expect, test } from '../support/playwright';
import { workingDaysBetween } from '../../src/features/rates/freshness';
import { startClockServer, type ClockServer } from '../support/clock-server';

// Serial (one clock), and with time for a second production server whose pages render for the first time.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const PORT = Number(process.env.E2E_PORT ?? 3210) + 7;
const CURRENT = { de: /aktuell/i, en: /\bcurrent(ly)?\b/i };
/** `current`: where title or description calls current rates current (the English city titles never do). */
const PAGES = [
  { path: '/de/baufinanzierung', locale: 'de', current: 'title' },
  { path: '/de/baufinanzierung/bayern/muenchen', locale: 'de', current: 'title' },
  { path: '/en/mortgage-rates-germany', locale: 'en', current: 'description' },
  { path: '/en/mortgage-rates-germany/bavaria/munich', locale: 'en', current: null },
] as const;

/** The day `n` working days after `from` (YYYY-MM-DD). */
function workingDaysAfter(from: string, n: number): string {
  const day = new Date(`${from}T12:00:00Z`);
  do day.setUTCDate(day.getUTCDate() + 1);
  while (workingDaysBetween(from, day.toISOString().slice(0, 10)) < n);
  return day.toISOString().slice(0, 10);
}

const shortDate = (locale: 'de' | 'en', isoDate: string) =>
  new Intl.DateTimeFormat(locale, { ...(locale === 'de' ? { day: '2-digit', month: '2-digit', year: 'numeric' } : { day: 'numeric', month: 'short', year: 'numeric' }), timeZone: 'UTC' } as const).format(new Date(`${isoDate}T12:00:00Z`));

let server: ClockServer;
let newest: string;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startClockServer(PORT, '2025-07-01T10:00:00Z');
  const health = await (await fetch(`${server.baseURL}/api/health`)).json();
  newest = health.rates.newestCurveDate;
  expect(newest).toMatch(/^\d{4}-\d{2}-\d{2}$/);
});
test.afterAll(async () => {
  await server?.stop();
});

test('3 working days after the newest curve: titles, descriptions and as-of lines call the rates current; health is ready', async ({ page }) => {
  const today = workingDaysAfter(newest, 3);
  server.setClock(`${today}T10:00:00Z`);
  const health = await fetch(`${server.baseURL}/api/health`);
  expect(health.status).toBe(200);
  expect((await health.json()).rates).toMatchObject({ newestCurveDate: newest, workingDaysOld: 3, current: true });
  for (const { path, locale, current } of PAGES) {
    await page.goto(`${server.baseURL}${path}`);
    const title = await page.title();
    const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
    if (current) expect(current === 'title' ? title : description, path).toMatch(CURRENT[locale]);
    // Current rates need no date in the title.
    expect(title, path).not.toContain(shortDate(locale, newest));
    const asOf = page.getByTestId('rates-as-of');
    await expect(asOf).toHaveAttribute('data-current', 'true');
    await expect(asOf).toContainText(CURRENT[locale]);
    await expect(asOf).toContainText(shortDate(locale, newest));
  }
});

test('10 working days after: nothing calls the rates current, the date is shown, health says not current', async ({ page }) => {
  const today = workingDaysAfter(newest, 10);
  server.setClock(`${today}T10:00:00Z`);
  const health = await fetch(`${server.baseURL}/api/health`);
  expect((await health.json()).rates).toMatchObject({ newestCurveDate: newest, workingDaysOld: 10, current: false, maxAgeWorkingDays: 10 });
  for (const { path, locale } of PAGES) {
    await page.goto(`${server.baseURL}${path}`);
    const title = await page.title();
    const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
    expect(title, path).not.toMatch(CURRENT[locale]);
    expect(description, path).not.toMatch(CURRENT[locale]);
    expect(`${title} ${description}`).toContain(shortDate(locale, newest));
    const asOf = page.getByTestId('rates-as-of');
    await expect(asOf).toHaveAttribute('data-current', 'false');
    await expect(asOf).toContainText(shortDate(locale, newest));
    await expect(page.locator('main')).not.toContainText(CURRENT[locale]);
  }
});

test('past the health limit (11 working days) /api/health turns not ready', async () => {
  server.setClock(`${workingDaysAfter(newest, 11)}T10:00:00Z`);
  const health = await fetch(`${server.baseURL}/api/health`);
  expect(health.status).toBe(503);
  expect(await health.json()).toMatchObject({ status: 'not_ready', reason: 'rates_stale', rates: { workingDaysOld: 11, current: false } });
});

test('before the first stored curve the calculator says it has no model rates and offers a consultation, no error page', async ({ page }) => {
  server.setClock('1997-03-03T10:00:00Z');
  for (const { path, text, book } of [
    { path: '/de/baufinanzierungsrechner', text: 'Gerade keine Modellzinsen', book: 'Kostenlose Beratung buchen' },
    { path: '/en/german-mortgage-calculator', text: 'No model rates right now', book: 'Book a free consultation' },
  ]) {
    const response = await page.goto(`${server.baseURL}${path}`);
    expect(response?.status(), path).toBe(200);
    const notice = page.getByTestId('calc-no-rate-data');
    await expect(notice).toContainText(text);
    await expect(notice.getByRole('link', { name: book })).toHaveAttribute('href', path.startsWith('/de') ? '/de/termin' : '/en/appointment');
    await expect(page.getByTestId('calc-form')).toHaveCount(0);
  }
});
