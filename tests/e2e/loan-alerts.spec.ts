/**
 * Issue 51 parts 3 and 4, end to end, on a fixed-clock server of its own (tests/support/clock-server.ts) whose database
 * gets, before it starts (tests/support/loan-alerts-fixtures.ts): a German homeowner with her loan (fixed rate until
 * 30 June 2028, entered on 27 November 2026) and a rate watch on it, another advisor's client with a loan, a staff
 * advisor; then `npm run rates:import` of a curve a quarter point lower, as an operator types it.
 * - The rate watch fires after the curve import: one e-mail, with the one-click unsubscribe (RFC 8058) that works.
 * - The clock moved to 12 months before the end: the 12-month alert arrives by SMTP with her figures, once.
 * - The advisor sees the case in the refinance pipeline, in both languages, at 360 and 1280 px; not the other
 *   advisor's client.
 * - The homeowner sees her silenced watch on her loan page and sets another through its small form, in both languages
 *   at 360 and 1280 px.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Secret, TOTP } from 'otpauth';
import { expectAccessibleAt360 as checkPage } from '../support/axe';
import { startClockServer, type ClockServer } from '../support/clock-server';
import { decodeQuotedPrintable, mailsTo, readMailsTo } from '../support/mailbox';
import { loggedInAs } from '../support/session';
import { expect, test, type Browser, type Page } from '../support/playwright';

const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
const PORT = E2E_PORT + 23;
const root = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);
test.describe.configure({ mode: 'serial' });

/** The staff advisor signs in at this instant of the server's clock (tests/support/loan-alerts-fixtures.ts SIGN_IN). */
const SIGN_IN = '2027-06-30T06:00:05Z';

let server: ClockServer;
let fixtures: { email: string; loanId: string; residual: number; threshold: number; after: number; advisor: { token: string; secret: string } };
let importOutput = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hauslotse-loan-alerts.'));
  const out = path.join(dir, 'fixtures.json');
  const csv = path.join(dir, 'curve.csv');
  server = await startClockServer(PORT, '2026-11-27T10:00:00Z', { SMTP_URL: `smtp://127.0.0.1:${E2E_PORT + 1}`, MAIL_FROM: 'Hauslotse <hallo@hauslotse.de>', SWEEP_SECONDS: '1' }, async (env) => {
    await run(path.join(root, 'node_modules/.bin/tsx'), ['--tsconfig', 'tsconfig.json', 'tests/support/loan-alerts-fixtures.ts', out, csv], { cwd: root, env });
    // The command as an operator types it (package.json's rates:import), on the database the server will use.
    importOutput = (await run('npm', ['run', '--silent', 'rates:import', '--', csv], { cwd: root, env })).stdout;
  });
  fixtures = JSON.parse(fs.readFileSync(out, 'utf8')) as typeof fixtures;
  fs.rmSync(dir, { recursive: true, force: true });
});
test.afterAll(async () => {
  test.setTimeout(90_000);
  await server?.stop();
});

async function open(browser: Browser, width = 1280): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width, height: 800 } });
  return context.newPage();
}

const textOf = (mail: string) => Buffer.from(decodeQuotedPrintable(mail), 'latin1').toString('utf8').replace(/\s+/g, ' ');
const percent = (fraction: number) => `${(fraction * 100).toFixed(2).replace('.', ',')} %`;

test('after the curve import the rate watch writes once; its one-click unsubscribe silences it', async ({ browser }) => {
  test.setTimeout(120_000);
  expect(importOutput).toMatch(/Read 1 days?: 1 added/);
  expect(importOutput).toContain('Rate watches: a check is queued');
  const [mail] = await mailsTo(fixtures.email, 1);
  const text = textOf(mail!);
  expect(text).toContain('Hallo Paula,');
  expect(text).toContain(`unter der Marke von ${percent(fixtures.threshold)}`);
  expect(text).toContain(`heute bei ${percent(fixtures.after)}`);
  expect(text).toContain('Zinsstrukturkurve der Bundesbank vom 26. November 2026');
  expect(mail).toMatch(/List-Unsubscribe:\s*<http:\/\/localhost:\d+\/api\/loans\/rate-watch\/unsubscribe\?token=[A-Za-z0-9_-]{43}>/);
  expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  await new Promise((r) => setTimeout(r, 2500));
  expect(readMailsTo(fixtures.email), 'one e-mail per crossing, however often the server checks').toHaveLength(1);

  // The page the e-mail's link opens asks first (a GET changes nothing), in German at 360 px.
  const pageLink = /http:\/\/localhost:\d+(\/de\/zinswaechter\/abmelden\?token=[A-Za-z0-9_-]{43})/.exec(decodeQuotedPrintable(mail!))![1]!;
  const phone = await open(browser, 360);
  await phone.goto(pageLink);
  await expect(phone.getByTestId('unsubscribe-confirm')).toContainText('Diesen Zinswächter abbestellen?');
  await checkPage(phone);
  // The mail program's one-click request (RFC 8058), as it posts to the List-Unsubscribe address.
  const oneClick = /List-Unsubscribe:\s*<(http:\/\/localhost:\d+\/api\/loans\/rate-watch\/unsubscribe\?token=[A-Za-z0-9_-]{43})>/.exec(mail!)![1]!;
  const answer = await phone.request.post(oneClick, { form: { 'List-Unsubscribe': 'One-Click' } });
  expect(answer.status()).toBe(200);
  expect(await answer.text()).toBe('Unsubscribed.\n');
  await phone.goto(pageLink);
  await expect(phone.getByTestId('unsubscribe-done')).toContainText('schickt keine E-Mails mehr');
  const desktop = await open(browser);
  await desktop.goto(pageLink.replace('/de/zinswaechter/abmelden', '/en/rate-watch/unsubscribe'));
  await expect(desktop.getByTestId('unsubscribe-done')).toContainText('sends no more e-mails');
  const unknown = await desktop.request.post(`/api/loans/rate-watch/unsubscribe?token=${'x'.repeat(43)}`, { form: { 'List-Unsubscribe': 'One-Click' } });
  expect(unknown.status()).toBe(404);
});

test('twelve months before the fixed rate ends, the alert arrives by SMTP once, with her figures and both links', async () => {
  test.setTimeout(120_000);
  // 07:30 in Berlin on 30 June 2027: the day changes in the running server, which sweeps.
  server.setClock('2027-06-30T05:30:00Z');
  const mails = await mailsTo(fixtures.email, 2);
  const text = textOf(mails[1]!);
  expect(text).toContain('Hallo Paula,');
  expect(text).toContain('Die Zinsbindung deines Darlehens bei Sparkasse Leipzig endet am 30. Juni 2028, in 12 Monaten.');
  const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(fixtures.residual).replace(/\s/g, ' ');
  expect(text).toContain(`Restschuld am 30. Juni 2028: ${euro}`);
  expect(text).toContain('Modellzins heute für 10 Jahre neue Zinsbindung');
  expect(decodeQuotedPrintable(mails[1]!)).toMatch(new RegExp(`http://localhost:\\d+/de/konto/mein-darlehen/plan\\?loan=${fixtures.loanId}`));
  expect(decodeQuotedPrintable(mails[1]!)).toMatch(/http:\/\/localhost:\d+\/de\/anschlussfinanzierung-termin/);
  await new Promise((r) => setTimeout(r, 2500));
  expect(readMailsTo(fixtures.email), 'the alert once, however often the server sweeps; the silenced watch nothing').toHaveLength(2);
});

test('the advisor sees the case in the refinance pipeline, in both languages at 360 and 1280 px; not another advisor’s client', async ({ browser }) => {
  test.setTimeout(120_000);
  server.setClock(SIGN_IN);
  const staff = await open(browser);
  const headers = { origin: server.baseURL };
  const signIn = await staff.request.post('/api/staff/login', { headers, form: { token: fixtures.advisor.token, locale: 'de' }, maxRedirects: 0 });
  expect(signIn.status()).toBe(303);
  expect(signIn.headers().location).not.toContain('error');
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(fixtures.advisor.secret) }).generate({ timestamp: Date.parse(SIGN_IN) });
  const code = await staff.request.post('/api/staff/second-factor', { headers, form: { code: totp, locale: 'de' }, maxRedirects: 0 });
  expect(code.headers().location).not.toContain('codeError');

  await staff.goto('/de/team');
  await staff.getByTestId('staff-pipeline-link').click();
  await expect(staff).toHaveURL(/\/de\/team\/anschlussfinanzierungen$/);
  await expect(staff.getByRole('heading', { level: 1 })).toHaveText('Anschlussfinanzierungen');
  const row = staff.locator(`[data-loan="${fixtures.loanId}"]`);
  await expect(row).toContainText('Paula Pfeiffer');
  await expect(row).toContainText('Sparkasse Leipzig');
  await expect(row).toContainText('30.06.2028');
  await expect(row).toContainText('12 Monate am 30.06.2027');
  await expect(staff.getByTestId('pipeline-cases')).not.toContainText('Oliver Other');
  await expect(staff.getByTestId('pipeline-count')).toHaveText('Zinsbindung endet innerhalb von 12 Monaten: 1 Darlehen.');
  // A shorter window: her fixed rate ends in 12 months, not within 6.
  await staff.getByLabel('Zinsbindung endet innerhalb von').selectOption('6');
  await staff.getByRole('button', { name: 'Anzeigen' }).click();
  await expect(staff).toHaveURL(/window=6/);
  await expect(staff.getByTestId('pipeline-empty')).toBeVisible();
  await staff.setViewportSize({ width: 360, height: 740 });
  await staff.goto('/de/team/anschlussfinanzierungen?window=24');
  await expect(row).toBeVisible();
  await checkPage(staff);
  await row.getByRole('link', { name: 'Paula Pfeiffer' }).click();
  await expect(staff).toHaveURL(/\/de\/team\/leads\/[0-9a-f-]{36}$/);

  await staff.goto('/en/staff/refinance-pipeline?window=60');
  await expect(staff.getByRole('heading', { level: 1 })).toHaveText('Refinance pipeline');
  await expect(staff.locator(`[data-loan="${fixtures.loanId}"]`)).toContainText('12 months on');
  await checkPage(staff);
  await staff.setViewportSize({ width: 1280, height: 800 });
  await expect(staff.locator(`[data-loan="${fixtures.loanId}"]`)).toContainText('Sparkasse Leipzig');
});

test('the homeowner sees the silenced watch on her loan page and sets another with its form, in both languages at 360 and 1280 px', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 360, height: 740 } });
  await loggedInAs(context, fixtures.email, { locale: 'de' });
  const page = await context.newPage();
  await page.goto('/de/konto/mein-darlehen');
  const section = page.locator(`#rate-watch-${fixtures.loanId}`);
  await expect(section.getByRole('heading', { name: 'Zinswächter' })).toBeVisible();
  await expect(section.getByTestId('rate-watch-item')).toHaveAttribute('data-state', 'off');
  await expect(section.getByTestId('rate-watch-item')).toContainText('Aus (per E-Mail abbestellt)');
  await checkPage(page);
  // A mark above today's rate: set, and the page says that it writes only after a rise and a new fall.
  await section.getByLabel('Neue Zinsbindung').selectOption('15');
  await section.getByLabel('Schreib mir, wenn der Zins unter diesen Wert fällt (%)').fill('9,5');
  await section.getByRole('button', { name: 'Zinswächter setzen' }).click();
  await expect(page).toHaveURL(new RegExp(`/de/konto/mein-darlehen\\?rateWatch=savedBelow#rate-watch-${fixtures.loanId}$`));
  await expect(page.getByTestId('rate-watch-notice')).toContainText('Dein Zinswächter ist gesetzt. Der Modellzins liegt heute schon unter deiner Marke');
  await expect(section.getByTestId('rate-watch-item').filter({ hasText: 'Unter 9,50 % für 15 Jahre' })).toHaveAttribute('data-state', 'below');

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/en/account/my-loan');
  await expect(section.getByTestId('rate-watch-item').filter({ hasText: 'Below 9.50% for 15 years' })).toHaveAttribute('data-state', 'below');
  await section.getByLabel('New fixation').selectOption('20');
  await section.getByLabel('Tell me when the rate falls below (%)').fill('20');
  await section.getByRole('button', { name: 'Set rate watch' }).click();
  await expect(page.getByTestId('rate-watch-error')).toHaveText('Please enter a rate between 0.5 and 15%.');
  await section.getByTestId('rate-watch-item').filter({ hasText: 'Below 9.50% for 15 years' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('rate-watch-notice')).toHaveText('The rate watch is deleted.');
  await expect(section.getByTestId('rate-watch-item')).toHaveCount(1);
  await checkPage(page);
});
