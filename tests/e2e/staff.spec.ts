/**
 * Staff (spec section 6): the one-time link made on the command line (scripts/e2e-server.sh runs
 * `npm run staff -- add/link` before the server starts), the confirm button (a GET never logs in), the admin
 * cookie read by getAdminCookie and root.lead, the logout that deletes it, and a used link. The local mailbox
 * does not exist on a server that sends through SMTP.
 */
import fs from 'node:fs';
import { expect, test } from '../support/playwright';
import { BASE_URL } from '../../playwright.config';

const port = new URL(BASE_URL).port;
const staffLink = () => fs.readFileSync(`/tmp/hauslotse-e2e-staff-link-${port}`, 'utf8').trim();

test('a staff member logs in with the one-time link, the admin cookie is read and deleted, the used link is refused', async ({ page, request }) => {
  const link = new URL(staffLink());
  const path = `${link.pathname}${link.search}`;
  await page.goto(path);
  // Opening the link (as a mail scanner would) logs nobody in.
  expect((await (await page.request.get('/api/v3/get-admin-cookie')).json()).admin).toBeNull();
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByTestId('staff-signed-in')).toContainText('Angemeldet als Erika Admin (e2e-admin@hauslotse.de), Rolle: Admin.');
  await expect(page.getByRole('heading', { name: 'Neueste Leads' })).toBeVisible();
  expect((await (await page.request.get('/api/v3/get-admin-cookie')).json()).admin).toEqual({ name: 'Erika Admin', email: 'e2e-admin@hauslotse.de', role: 'admin' });
  const root = await page.request.post('/api/graphql', { headers: { origin: BASE_URL }, data: { query: '{ lead { has_admin_cookie } }' } });
  expect((await root.json()).data).toEqual({ lead: { has_admin_cookie: true } });
  const cookie = (await page.context().cookies()).find((c) => c.name === 'hl_admin');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page.getByTestId('staff-notice')).toHaveText('Du bist abgemeldet.');
  expect((await (await page.request.get('/api/v3/get-admin-cookie')).json()).admin).toBeNull();

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
  const url = new URL(fs.readFileSync(`/tmp/hauslotse-e2e-calendar-link-${port}`, 'utf8').trim());
  const feed = await request.get(url.pathname);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(feed.headers()['x-robots-tag']).toBe('noindex');
  expect(await feed.text()).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*X-WR-CALNAME:Hauslotse: Anna Lehmann/);
  expect((await request.get(`/api/calendar/${'A'.repeat(43)}.ics`)).status()).toBe(404);
});
