/**
 * Magic-link login without JavaScript-only parts (issue 9): the e-mail step, the e-mail through a real SMTP
 * server, the link (a GET leaves it usable, the POST uses it up), the 6-digit code, the logged-in header on a
 * cached page, logout, a used link, parallel confirmations, the rate limit.
 */
import { axeFor } from '../support/axe';
import { expect, test } from '../support/playwright';
import { asOwnClient, mailTo, requestLoginLink as requestLink, unique } from '../support/e2e-login';

test('en: sign up with the link; a GET of the link leaves it usable; logged in on a cached page; the used link is refused', async ({ page, request }) => {
  await asOwnClient(page);
  const address = unique('anna');
  await requestLink(page, '/en/login', address, 'Send me a login link');
  await expect(page.getByTestId('login-sent')).toContainText('Check your inbox');
  const { link, raw } = await mailTo(address);
  expect(raw).toContain('Your login link for Hauslotse');

  // A mail scanner opens the link first: nothing happens but a page with a button.
  const scanned = await request.get(link);
  expect(scanned.status()).toBe(200);
  expect(scanned.headers()['x-nextjs-cache']).toBeUndefined();

  await page.goto(link);
  await page.getByRole('button', { name: 'Log in now' }).click();
  await expect(page).toHaveURL(/\/en\/account$/);
  await expect(page.getByText('Please log in')).toHaveCount(0);
  await expect(page.getByTestId('signed-in-as')).toContainText(address);

  // A new address: the signup step asks for the name and the consent (the server refuses it without consent).
  const signup = page.getByTestId('signup-step');
  await expect(signup).toContainText('how should we address you');
  const noConsent = await page.request.post('/api/account/signup', { form: { name: 'Anna Lehmann', locale: 'en' }, headers: { origin: new URL(page.url()).origin }, maxRedirects: 0 });
  // The form kit's refusal (ADR 025): the code in the address, the typed name only in the draft cookie.
  expect(new URL(noConsent.headers().location!).searchParams.get('errors')).toBe('consent:consentRequired');
  expect(noConsent.headers().location).not.toContain('Lehmann');
  await page.getByLabel('Full name').fill('Anna Lehmann');
  await page.getByLabel(/I agree to the terms/).check();
  // The optional box of analytics (ADR 041): her use of the site is linked to her account from now on.
  await page.getByLabel('Optional: link my use of this site to my account').check();
  await page.getByRole('button', { name: 'Go to my account' }).click();
  await expect(page).toHaveURL(/\/en\/account$/);
  await expect(page.getByTestId('signup-step')).toHaveCount(0);
  expect(await (await page.request.get('/api/visitor')).json()).toMatchObject({ eligible: true, lead: { givenName: 'Anna' } });
  await page.goto('/en/account/profile');
  await expect(page.getByTestId('profile-analytics-state')).toHaveText(/^Linked:/);

  // A cached public page shows the logged-in state in its header.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/en/about');
  const account = page.getByTestId('header-account');
  await expect(account.getByRole('link', { name: 'Continue to dashboard' })).toBeVisible();
  await expect(account.getByRole('button', { name: 'Log out' })).toBeVisible();

  // The link worked once.
  await page.goto(link);
  await page.getByRole('button', { name: 'Log in now' }).click();
  await expect(page.getByTestId('login-error')).toContainText('has been used already or has expired');
});

test('de: mit dem Code anmelden, dann abmelden: die Sitzung endet auf dem Server', async ({ page }) => {
  await asOwnClient(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  const address = unique('jan');
  await requestLink(page, '/de/anmelden', address, 'Anmeldelink schicken');
  await expect(page.getByTestId('login-sent')).toContainText('Schau in dein Postfach');
  const { code, raw } = await mailTo(address);
  expect(raw).toContain('Jetzt anmelden');

  await page.getByLabel('6-stelliger Code aus der E-Mail').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Mit dem Code anmelden' }).click();
  await expect(page.getByTestId('login-error')).toContainText('Dieser Code stimmt nicht');
  await page.getByLabel('6-stelliger Code aus der E-Mail').fill(code);
  await page.getByRole('button', { name: 'Mit dem Code anmelden' }).click();
  await expect(page).toHaveURL(/\/de\/konto$/);
  expect(await (await page.request.get('/api/visitor')).json()).toMatchObject({ eligible: true, lead: { givenName: null } });

  await page.goto('/de/ueber-uns');
  await page.getByTestId('header-account').getByRole('button', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/de$/);
  expect(await (await page.request.get('/api/visitor')).json()).toMatchObject({ eligible: false, lead: null });
});

test('two parallel confirmations of one link → one session', async ({ page, baseURL }) => {
  await asOwnClient(page);
  const address = unique('parallel');
  await requestLink(page, '/en/login', address, 'Send me a login link');
  const { link } = await mailTo(address);
  const token = new URL(link).searchParams.get('token')!;
  const post = () => page.request.post('/api/auth/confirm', { form: { token, locale: 'en' }, headers: { origin: baseURL! }, maxRedirects: 0 });
  const answers = await Promise.all([post(), post(), post()]);
  const locations = answers.map((a) => a.headers().location);
  expect(answers.map((a) => a.status())).toEqual([303, 303, 303]);
  expect(locations.filter((l) => l?.endsWith('/en/account'))).toHaveLength(1);
  expect(locations.filter((l) => l?.includes('error=LINK_INVALID'))).toHaveLength(2);
  const sessionCookies = answers.flatMap((a) => a.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('hl_session=') && !h.value.startsWith('hl_session=;')));
  expect(sessionCookies).toHaveLength(1);
  expect(sessionCookies[0]!.value).toMatch(/HttpOnly/i);
  expect(sessionCookies[0]!.value).toMatch(/SameSite=Lax/i);
});

test('the sixth link request within a minute is refused with a clear message; a foreign Origin is refused', async ({ page, baseURL }) => {
  // Six page loads, each with its proof of work, on a shared 2-core machine.
  test.setTimeout(90_000);
  await asOwnClient(page);
  const address = unique('busy');
  for (let i = 1; i <= 5; i++) {
    await requestLink(page, '/en/login', address, 'Send me a login link');
    await expect(page.getByTestId('login-sent'), `request ${i}`).toBeVisible();
  }
  await requestLink(page, '/en/login', address, 'Send me a login link');
  await expect(page.getByTestId('login-error')).toContainText('Too many login requests');

  const forged = await page.request.post('/api/auth/login-link', { form: { email: unique('csrf'), locale: 'en' }, headers: { origin: 'https://evil.example' }, maxRedirects: 0 });
  expect(forged.status()).toBe(303);
  expect(forged.headers().location).toContain('error=FORBIDDEN_ORIGIN');
  expect(baseURL).toBeTruthy();
});

test('invalid addresses get the spec’s message in the visitor’s language, and no e-mail', async ({ page }) => {
  await asOwnClient(page);
  for (const [path, submit, message] of [
    ['/en/login', 'Send me a login link', 'Please enter a valid email'],
    ['/de/anmelden', 'Anmeldelink schicken', 'Bitte trage eine gültige E-Mail-Adresse ein'],
  ] as const) {
    await requestLink(page, path, 'a＠b.de', submit);
    await expect(page.getByTestId('login-error')).toContainText(message);
  }
});

test('the property-search login (flow=prop_search) lands on the property-search page, and the signup keeps that flow', async ({ page }) => {
  await asOwnClient(page);
  const address = unique('radar');
  await requestLink(page, '/en/login?flow=prop_search', address, 'Send me a login link');
  await expect(page).toHaveURL(/step=sent/);
  await expect(page).toHaveURL(/flow=prop_search/);
  const { code } = await mailTo(address);
  await page.getByLabel('6-digit code from the e-mail').fill(code);
  await page.getByRole('button', { name: 'Log in with the code' }).click();
  await expect(page).toHaveURL(/\/en\/account\/property-search$/);
  await page.getByLabel('Full name').fill('Chidi Okafor');
  await page.getByLabel(/I agree to the terms/).check();
  await page.getByRole('button', { name: 'Go to my account' }).click();
  await expect(page).toHaveURL(/\/en\/account\/property-search$/);
  await expect(page.getByTestId('signup-step')).toHaveCount(0);
});

test('the login page’s steps (one form with the dialog’s): field errors describe their field, and axe finds no serious or critical violation', async ({ page }) => {
  const axe = async (what: string) => {
    const results = await axeFor(page).include('main').analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), what).toEqual([]);
  };
  await page.goto('/en/login?error=invalidEmail');
  const email = page.getByLabel('Your e-mail address');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(/^Please enter a valid email A short security check runs in your browser/);
  await expect(page.locator('altcha-widget')).toHaveCount(1);
  await axe('e-mail step, field error');

  await page.goto('/de/anmelden?error=RATE_LIMITED');
  await expect(page.getByRole('alert').filter({ hasText: 'Zu viele Anmeldeanfragen' })).toBeVisible();
  await expect(page.getByLabel('Deine E-Mail-Adresse')).not.toHaveAttribute('aria-invalid');
  await axe('E-Mail-Schritt, Fehler des Formulars');

  await page.goto('/de/anmelden?step=sent&error=CODE_WRONG');
  const code = page.getByLabel('6-stelliger Code aus der E-Mail');
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(code).toHaveAccessibleDescription('Dieser Code stimmt nicht oder ist nicht mehr gültig. Prüfe die E-Mail oder fordere einen neuen Link an.');
  await axe('Code-Schritt, Fehler des Felds');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the login page works without the CAPTCHA’s proof of work, within the stricter budget for requests without a solution', async ({ page }) => {
    await asOwnClient(page);
    const address = unique('nojs');
    await page.goto('/de/anmelden');
    await expect(page.getByTestId('captcha-notice')).toContainText('Ohne JavaScript sind weniger Anmeldeanfragen möglich');
    await page.locator('#login-email').fill(address);
    await page.getByRole('button', { name: 'Anmeldelink schicken' }).click();
    await expect(page.getByTestId('login-sent')).toContainText('Schau in dein Postfach');
    const { code } = await mailTo(address);
    await page.getByLabel('6-stelliger Code aus der E-Mail').fill(code);
    await page.getByRole('button', { name: 'Mit dem Code anmelden' }).click();
    await expect(page).toHaveURL(/\/de\/konto$/);
    // The login gave this browser the lead cookie (spec section 6).
    expect((await page.context().cookies()).some((c) => c.name === 'hl_lead' && c.httpOnly)).toBe(true);

    // Two more requests without a solution pass; the fourth within 10 minutes from this IP does not.
    for (let i = 1; i <= 2; i++) {
      await page.goto('/en/login');
      await page.locator('#login-email').fill(unique(`nojs${i}`));
      await page.getByRole('button', { name: 'Send me a login link' }).click();
      await expect(page.getByTestId('login-sent'), `request ${i + 1}`).toBeVisible();
    }
    await page.goto('/en/login');
    await page.locator('#login-email').fill(unique('nojs4'));
    await page.getByRole('button', { name: 'Send me a login link' }).click();
    await expect(page.getByTestId('login-error')).toContainText('Too many login requests');
  });
});
