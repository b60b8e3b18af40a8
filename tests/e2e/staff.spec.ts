/**
 * Staff (spec section 6; issue 28, ADR 037): the one-time link made on the command line (tests/support/e2e-fixtures.ts
 * before the server starts), the confirm button (a GET never logs in), the second factor (the authenticator app's
 * code; on the first sign-in the app is set up from a QR code and ten recovery codes are shown once), the admin
 * cookie read by getAdminCookie and root.lead, the logout that deletes it, and a used link. The local mailbox
 * does not exist on a server that sends through SMTP.
 */
import { axeFor } from '../support/axe';
import { expect, test } from '../support/playwright';
import { authenticatorCode, e2eFixtures } from '../support/staff-login';
import { BASE_URL } from '../../playwright.config';

const adminCookie = async (page: import('@playwright/test').Page) => (await (await page.request.get('/api/v3/get-admin-cookie')).json()).admin;

test('de: a staff member logs in with the one-time link and the authenticator code; the admin cookie is read and deleted; the used link is refused', async ({ page, request }) => {
  const { staff } = e2eFixtures();
  const link = new URL(staff.link);
  const path = `${link.pathname}${link.search}`;
  await page.goto(path);
  // Opening the link (as a mail scanner would) logs nobody in.
  expect(await adminCookie(page)).toBeNull();
  await page.getByRole('button', { name: 'Anmelden' }).click();
  // The link alone is not enough: the code step, and still no admin cookie.
  await expect(page.getByRole('heading', { name: 'Zweiter Schritt: der Code aus deiner Authenticator-App' })).toBeVisible();
  expect(await adminCookie(page)).toBeNull();
  expect((await axeFor(page).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  const code = authenticatorCode(staff.secret!);
  await page.getByLabel('Code oder Wiederherstellungscode').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page.getByTestId('staff-code-error')).toHaveText('Dieser Code stimmt nicht (oder wurde schon benutzt). Gib den aktuellen Code aus deiner App ein.');
  await page.getByLabel('Code oder Wiederherstellungscode').fill(authenticatorCode(staff.secret!));
  await page.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page.getByTestId('staff-signed-in')).toContainText('Angemeldet als Erika Admin (e2e-admin@hauslotse.de), Rolle: Admin.');
  await expect(page.getByRole('heading', { name: 'Neueste Leads' })).toBeVisible();
  expect(await adminCookie(page)).toEqual({ name: 'Erika Admin', email: 'e2e-admin@hauslotse.de', role: 'admin' });
  const root = await page.request.post('/api/graphql', { headers: { origin: BASE_URL }, data: { query: '{ lead { has_admin_cookie } }' } });
  expect((await root.json()).data).toEqual({ lead: { has_admin_cookie: true } });
  const cookie = (await page.context().cookies()).find((c) => c.name === 'hl_admin');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  // The sign-in is in the audit log (admins read it on this page).
  const audit = page.getByTestId('staff-audit');
  await audit.locator('#audit-action').selectOption({ label: 'Angemeldet' });
  await audit.getByLabel('Von (E-Mail)').fill('e2e-admin@');
  await audit.getByRole('button', { name: 'Filtern' }).click();
  await expect(page.getByTestId('staff-audit-entries').locator('tbody tr').first()).toContainText('method: totp');

  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page.getByTestId('staff-notice')).toHaveText('Du bist abgemeldet.');
  expect(await adminCookie(page)).toBeNull();

  await page.goto(path);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByTestId('staff-notice')).toContainText('Dieser Anmeldelink ist ungültig, schon benutzt oder abgelaufen.');

  // A stranger's page: no lead data, only how team members log in.
  const stranger = await request.get('/en/staff');
  expect(stranger.status()).toBe(200);
  const html = await stranger.text();
  expect(html).toContain('Team members get a one-time login link');
  expect(html).not.toContain('Newest leads');
});

test('en: an advisor\'s first sign-in sets up the authenticator app from a QR code and shows ten recovery codes once', async ({ page }) => {
  const { enrol } = e2eFixtures();
  const link = new URL(enrol.link);
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole('button', { name: 'Log in' }).click();
  const step = page.getByTestId('staff-enrol');
  await expect(step.getByRole('heading', { name: 'Set up your authenticator app' })).toBeVisible();
  await expect(step.getByRole('img', { name: 'QR code for your authenticator app' }).locator('svg')).toBeVisible();
  expect((await axeFor(page).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  expect(await adminCookie(page)).toBeNull();
  const secret = (await page.getByTestId('staff-totp-secret').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel('Code or recovery code').fill(authenticatorCode(secret));
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();
  const recovery = page.getByTestId('staff-recovery-codes');
  await expect(recovery.getByRole('heading', { name: 'Your recovery codes' })).toBeVisible();
  await expect(recovery.locator('li')).toHaveCount(10);
  await expect(recovery.locator('li').first()).toHaveText(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
  await expect(page.getByTestId('staff-signed-in')).toContainText('Logged in as Anna Lehmann (anna.lehmann@hauslotse.de), role: advisor.');
  expect(await adminCookie(page)).toEqual({ name: 'Anna Lehmann', email: 'anna.lehmann@hauslotse.de', role: 'advisor' });
  await recovery.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByTestId('staff-recovery-codes')).toHaveCount(0);
  await expect(page.getByTestId('staff-recovery-left')).toHaveText('You have 10 recovery codes left.');
  // An advisor does not see the admins' audit log.
  await expect(page.getByRole('heading', { name: 'Audit log' })).toHaveCount(0);
});

test('delete-admin-cookie refuses a request from another site', async ({ request }) => {
  const res = await request.post('/api/v3/delete-admin-cookie', { headers: { origin: 'https://evil.example', accept: 'application/json' } });
  expect(res.status()).toBe(403);
});

test('the local mailbox is a 404 on a server that sends through SMTP', async ({ request }) => {
  for (const path of ['/en/mailbox', '/de/postfach']) {
    const res = await request.get(path);
    expect(res.status()).toBe(404);
  }
});

test('an advisor\'s calendar subscription serves an iCalendar feed; a wrong secret is a 404', async ({ request }) => {
  const url = new URL(e2eFixtures().calendar);
  const feed = await request.get(url.pathname);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(feed.headers()['x-robots-tag']).toBe('noindex');
  expect(await feed.text()).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*X-WR-CALNAME:Hauslotse: Anna Lehmann/);
  expect((await request.get(`/api/calendar/${'A'.repeat(43)}.ics`)).status()).toBe(404);
});
