/**
 * Logout from the header (spec sections 4 and 8): success goes to the locale home; a failure shows the error
 * snackbar (error status, no timeout) in the visitor's language and keeps the visitor where they were.
 */
import { expect, test, type Page } from '../support/playwright';

async function loggedInVisitor(page: Page) {
  await page.route('**/api/visitor', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', headers: { 'cache-control': 'private, no-cache' }, body: JSON.stringify({ eligible: true, lead: { givenName: 'Anna' } }) }),
  );
}

for (const { locale, path, logout, message } of [
  { locale: 'en', path: '/en/about', logout: 'Log out', message: 'There was an error logging out, please try again' },
  { locale: 'de', path: '/de/ueber-uns', logout: 'Abmelden', message: 'Ein Fehler beim Ausloggen ist aufgetreten, Bitte versuche es noch einmal' },
]) {
  test(`${locale}: a failed logout shows the error snackbar and stays; a successful one goes home`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await loggedInVisitor(page);
    // The page's timers run on Playwright's clock, so that "no timeout" is checked without waiting for it.
    await page.clock.install();
    let fail = true;
    await page.route('**/api/v3/delete-cookie', (route) => (fail ? route.fulfill({ status: 500, body: '' }) : route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":true}' })));
    await page.goto(path);
    await page.getByTestId('header-account').getByRole('button', { name: logout }).click();
    await expect(page.getByText(message)).toBeVisible();
    // No timeout: still there a minute later (the page's clock runs every timer due by then; a snackbar with the
    // default timeout of 6 s would be gone).
    await page.clock.runFor(60_000);
    await expect(page.getByText(message)).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(path);

    fail = false;
    await page.getByTestId('header-account').getByRole('button', { name: logout }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}$`));
  });
}

test('the spec GET of api/v3 delete-cookie / delete-admin-cookie: 200 from the site\'s own script, 403 as a link or from elsewhere', async ({ page, request }) => {
  for (const endpoint of ['/api/v3/delete-cookie', '/api/v3/delete-admin-cookie']) {
    // A navigation (a link on any site, a typed URL) changes nothing.
    expect((await request.get(endpoint)).status()).toBe(403);
    expect((await request.get(endpoint, { headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors' } })).status()).toBe(403);
  }
  await page.goto('/en/about');
  const answers = await page.evaluate(async () => Promise.all(['/api/v3/delete-cookie', '/api/v3/delete-admin-cookie'].map(async (u) => (await fetch(u, { redirect: 'manual' })).status)));
  expect(answers).toEqual([200, 200]);
});
