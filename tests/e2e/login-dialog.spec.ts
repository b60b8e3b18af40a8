/**
 * The login dialog (issue 9, spec sections 2 and 4): opened by `?signup` and by the login buttons, closed by
 * Escape or an outside click and reset, validation on blur, the self-solving CAPTCHA, the 6-digit code that
 * logs in right there, the property-search and appointment variants, the rate-limit message, the first name
 * only for the lead's own browser, and axe on the open dialog.
 */
import { axeFor } from '../support/axe';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { expect, test, type Page } from '../support/playwright';
import { asOwnClient, mailTo, unique } from '../support/e2e-login';

// Several page loads with proofs of work and e-mails per test, on a shared 2-core machine.
test.describe.configure({ timeout: 60_000 });

const TEXT = {
  en: {
    page: '/en/about',
    login: 'Login',
    title: 'Log in or sign up',
    email: 'Your e-mail address',
    continue: 'Continue',
    required: 'This field is required',
    invalid: 'Please enter a valid email',
    sent: 'Check your inbox',
    code: '6-digit code from the e-mail',
    submitCode: 'Log in with the code',
    account: /\/en\/account$/,
    close: 'Close dialog',
  },
  de: {
    page: '/de/ueber-uns',
    login: 'Anmelden',
    title: 'Anmelden oder registrieren',
    email: 'Deine E-Mail-Adresse',
    continue: 'Weiter',
    required: 'Dieses Feld ist erforderlich',
    invalid: 'Bitte trage eine gültige E-Mail-Adresse ein',
    sent: 'Schau in dein Postfach',
    code: '6-stelliger Code aus der E-Mail',
    submitCode: 'Mit dem Code anmelden',
    account: /\/de\/konto$/,
    close: 'Dialog schließen',
  },
} as const;

/** Sends the e-mail step of the open dialog once its CAPTCHA has solved itself. */
async function requestInDialog(page: Page, address: string, l: (typeof TEXT)['en' | 'de']) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(l.email).fill(address);
  await expect(dialog.locator('altcha-widget[data-captcha-state="verified"]')).toHaveCount(1, { timeout: 20_000 });
  await dialog.getByRole('button', { name: l.continue, exact: true }).click();
  await expect(dialog.getByRole('heading')).toHaveText(l.sent);
}

for (const locale of ['en', 'de'] as const) {
  const l = TEXT[locale];

  test(`${locale}: ?signup and the header button open it; Escape and an outside click close and reset it; validation on blur; the code logs in`, async ({ page }) => {
    await asOwnClient(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${l.page}?signup`);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog.getByRole('heading')).toHaveText(l.title);
    expect(await dialog.evaluate((d) => Math.round(d.getBoundingClientRect().width))).toBe(540);
    const email = dialog.getByLabel(l.email);
    await expect(email).toBeFocused();

    // Validation on blur, in the visitor's language.
    await email.blur();
    await expect(dialog.getByTestId('login-dialog-email-error')).toHaveText(l.required);
    await email.fill('anna@');
    await email.blur();
    await expect(dialog.getByTestId('login-dialog-email-error')).toHaveText(l.invalid);
    await expect(email).toHaveAttribute('aria-invalid', 'true');

    // Escape closes; the header button opens it again at the first step with empty inputs.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    const headerLogin = page.getByTestId('header-account').getByRole('link', { name: l.login });
    await headerLogin.click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(l.email)).toHaveValue('');
    await expect(dialog.getByTestId('login-dialog-email-error')).toHaveCount(0);

    // Focus stays in the dialog; an outside click closes it and the focus returns to the button.
    await dialog.getByLabel(l.email).fill('someone@example.de');
    for (let i = 0; i < 8; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')) || document.activeElement === document.body)).toBe(true);
    await page.mouse.click(5, 400);
    await expect(dialog).toBeHidden();
    await expect(headerLogin).toBeFocused();
    await headerLogin.click();
    await expect(dialog.getByLabel(l.email)).toHaveValue('');

    // Submit with an invalid address: the message, no request.
    await dialog.getByLabel(l.email).fill('a＠b.de');
    await dialog.getByRole('button', { name: l.continue, exact: true }).click();
    await expect(dialog.getByTestId('login-dialog-email-error')).toHaveText(l.invalid);

    // The e-mail step with the CAPTCHA that solved itself, then the code from the e-mail.
    const address = unique(`dialog-${locale}`);
    await requestInDialog(page, address, l);
    await expect(dialog.getByTestId('login-dialog-sent')).toContainText(address);
    const { code } = await mailTo(address);
    await dialog.getByLabel(l.code).fill(code);
    await dialog.getByRole('button', { name: l.submitCode }).click();
    await expect(page).toHaveURL(l.account);
    await expect(page.getByTestId('signup-step')).toBeVisible();
    expect((await page.context().cookies()).some((c) => c.name === 'hl_lead' && c.httpOnly && c.sameSite === 'Lax')).toBe(true);
  });

  test(`${locale}: axe finds no serious or critical violation in the open dialog, on both steps`, async ({ page }) => {
    await asOwnClient(page);
    await page.goto(`${l.page}?signup`);
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('altcha-widget[data-captcha-state="verified"]')).toHaveCount(1, { timeout: 20_000 });
    await dialog.getByLabel(l.email).fill('x');
    await dialog.getByLabel(l.email).blur();
    const scan = async () => {
      const results = await axeFor(page).include('dialog').analyze();
      return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    };
    expect(await scan()).toEqual([]);
    await dialog.getByLabel(l.email).fill('');
    await requestInDialog(page, unique(`axe-${locale}`), l);
    expect(await scan()).toEqual([]);
  });
}

test('?signup&flow=prop_search: the property-search text, and the code ends on the property-search page', async ({ page }) => {
  await asOwnClient(page);
  await page.goto('/en/about?signup&flow=prop_search');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading')).toHaveText('Log in for your property search');
  await expect(dialog).toContainText('Your property search lives in your account');
  const address = unique('radar-dialog');
  await requestInDialog(page, address, TEXT.en);
  // The login step says what happens next, and its button only closes the dialog.
  await expect(dialog).toContainText('Right after you log in, you tell us your name');
  const { code } = await mailTo(address);
  await dialog.getByLabel(TEXT.en.code).fill(code);
  await dialog.getByRole('button', { name: TEXT.en.submitCode }).click();
  await expect(page).toHaveURL(/\/en\/account\/property-search$/);
});

test('opened on an appointment page, the login returns to that page', async ({ page }) => {
  await asOwnClient(page);
  await page.goto('/de/termin/phone?signup');
  const address = unique('termin');
  await requestInDialog(page, address, TEXT.de);
  const { code, link } = await mailTo(address);
  expect(link).toContain('/de/anmelden/bestaetigen?token=');
  await page.getByRole('dialog').getByLabel(TEXT.de.code).fill(code);
  await page.getByRole('dialog').getByRole('button', { name: TEXT.de.submitCode }).click();
  await expect(page).toHaveURL(/\/de\/termin\/phone$/);
});

test('the login step shows the first name only to the browser that holds that lead’s cookie; the close button only closes', async ({ page, browser }) => {
  await asOwnClient(page);
  const address = unique('hello');
  await page.goto('/en/about?signup');
  await requestInDialog(page, address, TEXT.en);
  const { code } = await mailTo(address);
  await page.getByRole('dialog').getByLabel(TEXT.en.code).fill(code);
  await page.getByRole('dialog').getByRole('button', { name: TEXT.en.submitCode }).click();
  await page.getByLabel('Full name').fill('Hanna Schmidt');
  await page.getByLabel(/I agree to the terms/).check();
  await page.getByRole('button', { name: 'Go to my account' }).click();
  await expect(page.getByTestId('signup-step')).toHaveCount(0);

  // This browser holds Hanna's lead cookie: the dialog greets her.
  await page.goto('/en/about?signup');
  await requestInDialog(page, address, TEXT.en);
  await expect(page.getByTestId('login-dialog-sent')).toContainText('Hello Hanna,');
  await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page).toHaveURL(/\/en\/about\?signup$/);

  // Another browser asking for the same address sees exactly what any address gets.
  const other = await browser.newContext();
  const stranger = await other.newPage();
  await asOwnClient(stranger);
  await stranger.goto('/en/about?signup');
  await requestInDialog(stranger, address, TEXT.en);
  const sent = stranger.getByTestId('login-dialog-sent');
  await expect(sent).toContainText(address);
  await expect(sent).not.toContainText('Hanna');
  await other.close();
});

test('rate limited: the JSON answer is 429 with Retry-After, and the dialog shows the message in the visitor’s language', async ({ page, baseURL }) => {
  const ip = await asOwnClient(page);
  const address = unique('limit');
  // Five requests for one address within a minute, each with a CAPTCHA solved here.
  for (let i = 0; i < 5; i++) {
    const challenge = await (await page.request.get('/api/auth/captcha')).json();
    const solution = await solveChallenge({ challenge, deriveKey });
    const answer = await page.request.post('/api/auth/login-link', {
      multipart: { email: address, locale: 'de', altcha: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64') },
      headers: { origin: baseURL!, accept: 'application/json', 'x-forwarded-for': ip },
    });
    expect(answer.status(), `request ${i + 1}`).toBe(200);
    expect(await answer.json()).toEqual({ ok: true, step: 'login', givenName: null });
  }
  // A used solution is refused.
  const challenge = await (await page.request.get('/api/auth/captcha')).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  const payload = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  const sixth = await page.request.post('/api/auth/login-link', { multipart: { email: address, locale: 'de', altcha: payload }, headers: { origin: baseURL!, accept: 'application/json', 'x-forwarded-for': ip } });
  expect(sixth.status()).toBe(429);
  expect(Number(sixth.headers()['retry-after'])).toBeGreaterThan(0);
  expect(await sixth.json()).toMatchObject({ error: { code: 'RATE_LIMITED', field: null, params: { retryAfterSeconds: Number(sixth.headers()['retry-after']) } } });
  const replay = await page.request.post('/api/auth/login-link', { multipart: { email: unique('other'), locale: 'de', altcha: payload }, headers: { origin: baseURL!, accept: 'application/json', 'x-forwarded-for': ip } });
  expect(replay.status()).toBe(400);
  expect(await replay.json()).toEqual({ error: { code: 'CAPTCHA_INVALID', field: null, params: {} } });

  await page.goto('/de/ueber-uns?signup');
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(TEXT.de.email).fill(address);
  await expect(dialog.locator('altcha-widget[data-captcha-state="verified"]')).toHaveCount(1, { timeout: 20_000 });
  await dialog.getByRole('button', { name: TEXT.de.continue, exact: true }).click();
  await expect(dialog.getByTestId('login-dialog-error')).toHaveText('Zu viele Anmeldeanfragen. Bitte warte ein paar Minuten und versuche es dann noch einmal.');
  await expect(dialog.getByRole('heading')).toHaveText(TEXT.de.title);
});
