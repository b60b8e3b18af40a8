/**
 * The staleness policy at page level with a fixed clock (issue 11): a server of its own (the same build, its own
 * database with the seeded Bundesbank curves) whose clock the test sets. Three working days after the newest
 * curve the rates pages call their rates current ("aktuell"/"current") in title, description and as-of line and
 * /api/health is ready; ten working days after, no title, description or text does, the date is shown, and
 * /api/health reports the rates as not current; past its limit (10 working days) it turns not ready. The server
 * keeps copies of the rate pages under the rates data version (src/lib/page-cache.ts): a new day renders anew.
 */
import net from 'node:net';
import { expect, test } from '../support/playwright';
import { workingDaysBetween } from '../../src/features/rates/freshness';
import { startClockServer, type ClockServer } from '../support/clock-server';
import { sampleSitemap } from '../support/sitemap';
import { localizedPath } from '../../src/i18n/paths';

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
  test.setTimeout(90_000);
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

/**
 * Issue 24 point 1: every label that names our rates goes through the one policy. With old rates (10 working
 * days) no sitemap page (the state and city pages sampled), title or description says "current"/"today's"/"aktuell"/"heutig" about mortgage or
 * model rates, and no link to the rates table calls them so; the calculators that use the model rate name its
 * date. (General statements such as "lock in today's rate with a forward loan" speak of the market, not of our
 * table: the patterns name our kinds of rates.)
 */
const STALE_CLAIMS = {
  de: [/\b(?:aktuell|heutig|tagesaktuell)\w*\s+(?:\p{L}+\s+){0,2}?(?:Modell|Bau|Hypotheken)zins\w*/iu, /\b(?:Modell|Bau|Hypotheken)zins\w*\s+(?:aktuell|von heute|heute)\b/iu],
  en: [/\b(?:current|today['’]s|latest)\s+(?:[\p{L}-]+\s+){0,2}?(?:model|mortgage)\s+rates?\b/iu, /\b(?:model|mortgage) rates? (?:today|right now|currently)\b/iu],
} as const;
const RATE_WORDS = /\b(?:current|today|aktuell|heutig|tagesaktuell)/i;
const RATES_PAGE = /^\/(?:de\/baufinanzierung|en\/mortgage-rates-germany)(?:[/?#]|$)/;

/** The visible words of an HTML page: title, meta description, and the body's text without scripts and styles. */
function pageWords(html: string): { text: string; rateLinks: string[] } {
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
  const body = html.replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ');
  const rateLinks = [...body.matchAll(/<a\b[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi)]
    .filter((m) => RATES_PAGE.test(m[1]!))
    .map((m) => m[2]!.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim());
  const text = `${title} ${description} ${body.replace(/<[^>]+>/g, ' ')}`.replace(/&nbsp;|&#x27;|&#39;|&amp;/g, (e) => ({ '&nbsp;': ' ', '&#x27;': "'", '&#39;': "'", '&amp;': '&' })[e]!).replace(/\s+/g, ' ');
  return { text, rateLinks };
}

test('10 working days after: no sitemap page calls the model rates current or today’s; the calculators name their date', async ({ page }) => {
  test.setTimeout(300_000);
  const today = workingDaysAfter(newest, 10);
  server.setClock(`${today}T10:00:00Z`);
  const xml = await (await fetch(`${server.baseURL}/sitemap.xml`)).text();
  const all = [...new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname))];
  expect(all.length).toBeGreaterThan(200);
  // The rates, broker and property pages of the states and cities are one template each: sampled
  // (tests/support/sitemap.ts). Every content page is read: its text is its own.
  const places = (['mortgage-rates', 'mortgage-broker', 'buy-apartment', 'buy-house'] as const).flatMap((name) => (['de', 'en'] as const).map((l) => localizedPath(name, l)));
  const urls = sampleSitemap(all, { families: places });
  const found: string[] = [];
  // Four requests at a time: the server renders, the test only reads.
  for (let i = 0; i < urls.length; i += 4) {
    await Promise.all(urls.slice(i, i + 4).map(async (path) => {
      const response = await fetch(`${server.baseURL}${path}`);
      expect(response.status, path).toBe(200);
      const { text, rateLinks } = pageWords(await response.text());
      const locale = path.startsWith('/de') ? 'de' : 'en';
      for (const claim of STALE_CLAIMS[locale]) {
        const m = claim.exec(text);
        if (m) found.push(`${path}: "${text.slice(Math.max(0, m.index - 40), m.index + m[0].length + 20)}"`);
      }
      for (const link of rateLinks) if (RATE_WORDS.test(link)) found.push(`${path}: link to the rates table "${link}"`);
    }));
  }
  expect(found, found.join('\n')).toEqual([]);

  // The calculators that use the model rate say from when it is.
  const date = { de: shortDate('de', newest), en: shortDate('en', newest) };
  for (const { path, locale } of [
    { path: '/de/baufinanzierungsrechner', locale: 'de' },
    { path: '/en/how-much-house-can-i-afford-calculator.ia', locale: 'en' },
    { path: '/de/mieten-oder-kaufen-rechner.ia', locale: 'de' },
    { path: '/en/retirement-calculator-germany', locale: 'en' },
  ] as const) {
    await page.goto(`${server.baseURL}${path}`);
    await expect(page.locator('main'), path).toContainText(date[locale]);
    await expect(page.locator('main'), path).not.toContainText(locale === 'de' ? /heutige[rn]? Modellzins|aktuelle[rn]? Modellzins/i : /today['’]s model rate|current model rate/i);
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

test('a stopping server does not wait for a client that holds its connection open (graceful stop ends within 10 s)', async () => {
  // A client that has sent half a request keeps the connection busy; without a deadline the server would wait for
  // its header timeout (66 s) before exiting, and an orchestrator or a test would kill it mid-request. The bound
  // leaves room for a busy machine (the grace period is 10 s; the test's own kill comes at 30 s).
  const socket = net.connect(new URL(server.baseURL).port ? Number(new URL(server.baseURL).port) : 80, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  socket.write('GET /de/baufinanzierung HTTP/1.1\r\nHost: localhost\r\n');
  socket.on('error', () => {});
  const started = Date.now();
  await server.stop();
  expect(Date.now() - started).toBeLessThan(25_000);
  socket.destroy();
});
