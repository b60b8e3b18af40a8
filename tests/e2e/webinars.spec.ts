/**
 * Webinars (issue 29) on a server with a fixed clock (tests/support/clock-server.ts) whose database gets two
 * webinars from the staff command before it starts: registration in English with JavaScript and in German
 * without, errors in the visitor's language with the input kept, the confirmation with its calendar file, a full
 * webinar's waiting list, the reminders a day and an hour before (the clock moved), and the cancel link that
 * gives the seat to the first on the waiting list. The pages pass axe and fit 360 px.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expectAccessibleAt360 as checkPage } from '../support/axe';
import { startClockServer, type ClockServer } from '../support/clock-server';
import { calendarAttachment, decodeQuotedPrintable, mailsTo, readMailsTo } from '../support/mailbox';
import { expect, test, type Browser, type Page } from '../support/playwright';
import { uniqueAddress } from '../support/e2e-choice';

const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
const PORT = E2E_PORT + 9;
const root = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);
// One server on one port: the file's tests run in order in one worker.
test.describe.configure({ mode: 'serial' });

let server: ClockServer;
const unique = (name: string) => uniqueAddress(name, 'example.org');
const text = (raw: string) => decodeQuotedPrintable(raw).replace(/\s+/g, ' ');

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const create = (env: NodeJS.ProcessEnv, args: string[]) => run(path.join(root, 'node_modules/.bin/tsx'), ['--tsconfig', 'tsconfig.json', 'scripts/staff.ts', 'webinar', 'create', ...args], { cwd: root, env });
  server = await startClockServer(
    PORT,
    '2026-12-01T09:00:00Z',
    { SMTP_URL: `smtp://127.0.0.1:${E2E_PORT + 1}`, MAIL_FROM: 'Hauslotse <hallo@hauslotse.de>', SWEEP_SECONDS: '1' },
    async (env) => {
      const common = ['--topic', 'german-pensions', '--minutes', '60', '--speaker', 'miriam.schulz@demo.hauslotse.invalid', '--meeting-url', 'https://meet.example.org/rente'];
      await create(env, [...common, '--language', 'en', '--title', 'German pensions explained', '--starts', '2026-12-10T18:00', '--capacity', '20']);
      await create(env, [...common, '--language', 'de', '--title', 'Die gesetzliche Rente verstehen', '--starts', '2026-12-15T19:00', '--capacity', '1']);
    },
  );
});
test.afterAll(async () => {
  test.setTimeout(90_000);
  await server?.stop();
});

async function open(browser: Browser, javaScriptEnabled = true): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled, baseURL: server.baseURL });
  return context.newPage();
}


const en = unique('ella');
const de1 = unique('jonas');
const de2 = unique('mara');

test('English, with JavaScript: the dates with their seats, registration, the confirmation with its calendar file', async ({ browser }) => {
  const page = await open(browser);
  await page.goto('/en/lp/webinar-german-pensions?utm_source=newsletter&utm_campaign=pensions-dec');
  const date = page.getByTestId('webinar-date').filter({ hasText: 'German pensions explained' });
  await expect(date).toContainText('Thursday, 10 December 2026 at 18:00');
  await expect(date).toContainText('20 seats of 20 left');
  await expect(date).toContainText('Language: English');
  await expect(date).toContainText('With Miriam Schulz');
  await expect(page.getByTestId('webinar-date').filter({ hasText: 'Die gesetzliche Rente verstehen' })).toContainText('Language: German');
  await checkPage(page);

  const registerLink = date.getByRole('link', { name: /^Register: German pensions explained/ });
  const webinarId = new URL((await registerLink.getAttribute('href'))!, server.baseURL).searchParams.get('webinar');
  await registerLink.click();
  await expect(page.getByRole('heading', { name: 'Your registration' })).toBeVisible();
  await checkPage(page);
  await page.getByLabel('First name', { exact: true }).fill('Ella');
  await page.getByLabel('E-mail address', { exact: true }).fill(en);
  await page.getByRole('button', { name: 'Reserve my seat' }).click();
  // Without consent: the error in English, the input kept.
  await expect(page.getByTestId('webinar-errors')).toContainText('Please correct one field');
  await expect(page.getByTestId('error-consent')).toHaveText('We cannot register you without your consent.');
  await expect(page.getByLabel('E-mail address', { exact: true })).toHaveValue(en);
  expect(page.url()).not.toContain('ella');
  await page.getByLabel(/I agree that Hauslotse stores/).check();
  await page.getByRole('button', { name: 'Reserve my seat' }).click();
  await expect(page.getByTestId('webinar-done')).toContainText('your seat is reserved');

  const [mail] = await mailsTo(en, 1);
  expect(text(mail!)).toContain("You're registered: German pensions explained");
  expect(text(mail!)).toContain('Thursday, 10 December 2026 at 18:00 CET, 60 minutes, in English, with Miriam Schulz');
  expect(text(mail!)).not.toContain('meet.example.org');
  const ics = calendarAttachment(mail!)!;
  expect(ics).toContain('DTSTART:20261210T170000Z');
  expect(ics).toContain('METHOD:REQUEST');

  // The seat counts on the landing page at once (the page data version).
  await page.goto('/en/lp/webinar-german-pensions');
  await expect(page.getByTestId('webinar-date').filter({ hasText: 'German pensions explained' })).toContainText('19 seats of 20 left');
  // A crafted "done" address shows nothing to another browser.
  const stranger = await open(browser);
  await stranger.goto(`/en/webinar/register?webinar=${webinarId}&done=registered`);
  await expect(stranger.getByTestId('webinar-done')).toHaveCount(0);
  await expect(stranger.getByRole('heading', { name: 'Your registration' })).toBeVisible();
});

test('German, without JavaScript: errors in German, then a seat; the webinar is then full and the next person goes on the waiting list', async ({ browser }) => {
  const page = await open(browser, false);
  await page.goto('/de/lp/webinar-gesetzliche-rente');
  const date = page.getByTestId('webinar-date').filter({ hasText: 'Die gesetzliche Rente verstehen' });
  await expect(date).toContainText('Dienstag, 15. Dezember 2026 um 19:00');
  await expect(date).toContainText('1 Platz von 1 frei');
  await date.getByRole('link', { name: /^Anmelden: Die gesetzliche Rente verstehen/ }).click();
  await page.getByLabel('Vorname', { exact: true }).fill('Jonas');
  await page.getByLabel('E-Mail-Adresse', { exact: true }).fill('jonas@');
  await page.getByRole('button', { name: 'Platz reservieren' }).click();
  await expect(page.getByTestId('error-email')).toHaveText('Bitte gib eine gültige E-Mail-Adresse ein.');
  await expect(page.getByTestId('error-consent')).toHaveText('Ohne dein Einverständnis können wir dich nicht anmelden.');
  await expect(page.getByLabel('Vorname', { exact: true })).toHaveValue('Jonas');
  await page.getByLabel('E-Mail-Adresse', { exact: true }).fill(de1);
  await page.getByLabel(/Ich bin einverstanden/).check();
  await page.getByRole('button', { name: 'Platz reservieren' }).click();
  await expect(page.getByTestId('webinar-done')).toContainText('Dein Platz ist reserviert');
  const [mail] = await mailsTo(de1, 1);
  expect(text(mail!)).toContain('Du bist angemeldet: Die gesetzliche Rente verstehen');
  expect(calendarAttachment(mail!)).toContain('DTSTART:20261215T180000Z');

  const next = await open(browser, false);
  await next.goto('/de/lp/webinar-gesetzliche-rente');
  const full = next.getByTestId('webinar-date').filter({ hasText: 'Die gesetzliche Rente verstehen' });
  await expect(full).toContainText('Ausgebucht – die Warteliste ist offen');
  await full.getByRole('link', { name: /^Auf die Warteliste: Die gesetzliche Rente verstehen/ }).click();
  await expect(next.getByTestId('webinar-full-notice')).toBeVisible();
  await next.getByLabel('Vorname', { exact: true }).fill('Mara');
  await next.getByLabel('E-Mail-Adresse', { exact: true }).fill(de2);
  await next.getByLabel(/Ich bin einverstanden/).check();
  await next.getByRole('button', { name: 'Auf die Warteliste setzen' }).click();
  await expect(next.getByTestId('webinar-done')).toContainText('Du stehst auf der Warteliste');
  const [waiting] = await mailsTo(de2, 1);
  expect(text(waiting!)).toContain('Du stehst auf der Warteliste: Die gesetzliche Rente verstehen');
  expect(text(waiting!)).toContain('Du bist auf Platz 1 der Warteliste.');
  expect(calendarAttachment(waiting!)).toBeNull();
});

test('reminders a day and an hour before, the latter with the join link; the cancel link gives the seat to the first on the waiting list', async ({ browser }) => {
  test.setTimeout(90_000);
  server.setClock('2026-12-09T17:00:30Z');
  const day = await mailsTo(en, 2);
  expect(text(day[1]!)).toContain('Tomorrow: German pensions explained');
  expect(text(day[1]!)).not.toContain('meet.example.org');
  server.setClock('2026-12-10T16:00:30Z');
  const hour = await mailsTo(en, 3);
  expect(text(hour[2]!)).toContain('In one hour: German pensions explained');
  expect(text(hour[2]!)).toContain('https://meet.example.org/rente');
  // Each reminder once, however often the instance sweeps.
  await new Promise((r) => setTimeout(r, 3000));
  expect(readMailsTo(en)).toHaveLength(3);

  const [confirmation] = readMailsTo(de1);
  const link = /http:\/\/localhost:\d+(\/de\/webinar\/abmelden\?token=[A-Za-z0-9_-]{43})/.exec(decodeQuotedPrintable(confirmation!))![1]!;
  const page = await open(browser);
  await page.goto(link);
  await expect(page.getByTestId('webinar-cancel-form')).toContainText('Möchtest du dich von „Die gesetzliche Rente verstehen“');
  await checkPage(page);
  await page.getByRole('button', { name: 'Ja, abmelden' }).click();
  await expect(page.getByTestId('webinar-cancel-done')).toHaveText('Du bist abgemeldet. Eine Bestätigung ist unterwegs.');
  const cancelled = await mailsTo(de1, 2);
  expect(calendarAttachment(cancelled[1]!)).toContain('METHOD:CANCEL');
  const seat = await mailsTo(de2, 2);
  expect(text(seat[1]!)).toContain('Ein Platz ist frei geworden: Die gesetzliche Rente verstehen');
  expect(calendarAttachment(seat[1]!)).toContain('METHOD:REQUEST');
  // The link a second time changes nothing.
  await page.goto(link);
  await expect(page.getByTestId('webinar-cancel-unavailable')).toHaveText('Diese Anmeldung ist schon storniert.');
});
