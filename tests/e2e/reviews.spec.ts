/**
 * Verified reviews (issue 29) on a server with a fixed clock whose database gets, before it starts, an
 * appointment that ends at 11:45 on 1 December 2026 (Berlin), four reviews imported from an external platform
 * and a staff admin (tests/support/review-fixtures.ts). Below the threshold of five published reviews no badge
 * shows; three hours after the appointment one review e-mail comes (however often the server sweeps); the
 * review of its link, once staff publish it, brings the badge with the new average, its sources and period and
 * AggregateRating data; imported reviews show their source; desktop and mobile templates switch at 768 px.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expectAccessibleAt360 as checkPage } from '../support/axe';
import { startClockServer, type ClockServer } from '../support/clock-server';
import { decodeQuotedPrintable, mailsTo, readMailsTo } from '../support/mailbox';
import { expect, test, type Browser, type Page } from '../support/playwright';
import { Secret, TOTP } from 'otpauth';

const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
const PORT = E2E_PORT + 13;
const root = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);
test.describe.configure({ mode: 'serial' });

let server: ClockServer;
let fixtures: { leadEmail: string; admin: { token: string; secret: string } };

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'hauslotse-reviews.')), 'fixtures.json');
  server = await startClockServer(PORT, '2026-12-01T12:00:00Z', { SMTP_URL: `smtp://127.0.0.1:${E2E_PORT + 1}`, MAIL_FROM: 'Hauslotse <hallo@hauslotse.de>', SWEEP_SECONDS: '1' }, async (env) => {
    await run(path.join(root, 'node_modules/.bin/tsx'), ['--tsconfig', 'tsconfig.json', 'tests/support/review-fixtures.ts', out], { cwd: root, env });
  });
  fixtures = JSON.parse(fs.readFileSync(out, 'utf8')) as typeof fixtures;
});
test.afterAll(async () => {
  test.setTimeout(90_000);
  await server?.stop();
});

async function open(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.baseURL });
  return context.newPage();
}


test('four published reviews: no badge, no widget, no AggregateRating', async ({ browser }) => {
  const page = await open(browser);
  for (const url of ['/de', '/de/ueber-uns', '/en/about']) {
    await page.goto(url);
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.getByTestId('review-widget')).toHaveCount(0);
    expect(await page.content()).not.toContain('AggregateRating');
  }
});

test('three hours after the appointment one review e-mail; its link takes one review; staff publish it and the badge appears with the new average', async ({ browser }) => {
  test.setTimeout(120_000);
  server.setClock('2026-12-01T13:40:00Z');
  await new Promise((r) => setTimeout(r, 2500));
  expect(readMailsTo(fixtures.leadEmail), 'no request before three hours have passed').toHaveLength(0);
  server.setClock('2026-12-01T13:46:00Z');
  const [mail] = await mailsTo(fixtures.leadEmail, 1);
  // Quoted-printable bytes of UTF-8 text.
  const text = Buffer.from(decodeQuotedPrintable(mail!), 'latin1').toString('utf8').replace(/\s+/g, ' ');
  expect(text).toContain('danke, dass du mit Anna Lehmann gesprochen hast. Wie hat dir die Beratung gefallen?');
  await new Promise((r) => setTimeout(r, 2500));
  expect(readMailsTo(fixtures.leadEmail), 'one e-mail, however often the server sweeps').toHaveLength(1);
  const link = /http:\/\/localhost:\d+(\/de\/bewertung\?token=[A-Za-z0-9_-]{43})/.exec(decodeQuotedPrintable(mail!))![1]!;

  const page = await open(browser);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wie war deine Beratung?');
  await checkPage(page);
  await page.getByLabel('Deine Bewertung (freiwillig)').fill('Anna hat mir Anschlussfinanzierung und Forward-Darlehen sehr klar erklärt.');
  await page.getByRole('button', { name: 'Bewertung senden' }).click();
  await expect(page.getByTestId('error-rating')).toHaveText('Bitte wähle ein bis fünf Sterne.');
  await expect(page.getByLabel('Deine Bewertung (freiwillig)')).toHaveValue('Anna hat mir Anschlussfinanzierung und Forward-Darlehen sehr klar erklärt.');
  await page.getByLabel('5 Sterne').check();
  await page.getByLabel(/Ihr dürft meine Bewertung .* „Rita R.“ veröffentlichen/).check();
  await page.getByRole('button', { name: 'Bewertung senden' }).click();
  await expect(page.getByTestId('review-done')).toContainText('Wir prüfen sie kurz');
  await page.goto(link);
  await expect(page.getByTestId('review-unavailable')).toHaveText('Mit diesem Link wurde schon eine Bewertung abgegeben. Danke!');

  // Still four published: nothing shows until staff publish it.
  await page.goto('/de');
  await expect(page.getByTestId('review-widget')).toHaveCount(0);

  const staff = await open(browser);
  const headers = { origin: server.baseURL };
  // The authenticator's code for the server's clock: set it to a known instant and compute the code for that time.
  server.setClock('2026-12-01T14:00:05Z');
  const signIn = await staff.request.post('/api/staff/login', { headers, form: { token: fixtures.admin.token, locale: 'de' }, maxRedirects: 0 });
  expect(signIn.status()).toBe(303);
  expect(signIn.headers().location).not.toContain('error');
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(fixtures.admin.secret) }).generate({ timestamp: Date.parse('2026-12-01T14:00:05Z') });
  const code = await staff.request.post('/api/staff/second-factor', { headers, form: { code: totp, locale: 'de' }, maxRedirects: 0 });
  expect(code.headers().location).not.toContain('codeError');
  await staff.goto('/de/team/bewertungen');
  const pending = staff.getByTestId('review-pending').filter({ hasText: 'Rita R.' });
  await expect(pending).toContainText('5 Sterne');
  await expect(pending).toContainText('Veröffentlichung erlaubt');
  await checkPage(staff);
  await pending.getByRole('button', { name: 'Veröffentlichen' }).click();
  await expect(staff.getByTestId('reviews-done')).toHaveText('Die Bewertung ist veröffentlicht.');
  const published = staff.getByTestId('review-published').filter({ hasText: 'Rita R.' });
  await published.getByLabel('Antwort des Teams (öffentlich)').fill('Danke, Rita!');
  await published.getByRole('button', { name: 'Antwort speichern' }).click();
  await expect(staff.getByTestId('reviews-done')).toHaveText('Die Antwort ist gespeichert.');

  // Five published: (5 + 4 + 4 + 5 + 5) / 5 = 4.6.
  await page.goto('/de');
  const widget = page.getByTestId('review-widget');
  await expect(widget.locator('[data-variant=desktop]')).toBeVisible();
  await expect(widget.locator('[data-variant=desktop]')).toContainText('4,6 von 5 · 5 Bewertungen');
  await expect(widget.locator('[data-variant=mobile]')).toBeHidden();
  await expect(page.getByTestId('review-provenance')).toHaveText('Alle veröffentlichten Bewertungen (4 auf ProvenExpert, 1 auf Hauslotse), geschrieben von April 2026 bis Dezember 2026.');
  const data = await page.locator('[data-variant=desktop] script[type="application/ld+json"]').textContent();
  expect(JSON.parse(data!)).toMatchObject({ aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.6, bestRating: 5, reviewCount: 5 } });
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(widget.locator('[data-variant=mobile]')).toBeVisible();
  await expect(widget.locator('[data-variant=desktop]')).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.goto('/en/about');
  const section = page.getByTestId('reviews-section');
  await expect(section).toContainText('4.6 out of 5 · 5 reviews');
  await expect(section.getByTestId('review').filter({ hasText: 'Jonas M.' })).toContainText('via ProvenExpert');
  const rita = section.getByTestId('review').filter({ hasText: 'Rita R.' });
  await expect(rita).not.toContainText('via');
  await expect(rita.getByTestId('review-reply')).toHaveText('Reply from Hauslotse: Danke, Rita!');
  await checkPage(page);
});
