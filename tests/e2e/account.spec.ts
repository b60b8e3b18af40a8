/**
 * The account area (issue 9) in both languages: dashboard with progress tracker and advisor card, a
 * calculation saved from the calculator (dashboard and affordability page), the refer-a-friend link opened
 * in a fresh browser and a signup through it, the profile form's checks, saving without a login.
 */
import { axeFor } from '../support/axe';
import { expect, test, type Browser, type Page } from '../support/playwright';
import { uniqueAddress } from '../support/e2e-choice';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Avatar } from '../../src/components/ui/Avatar';
import { loggedInAs } from '../support/session';

let ipCounter = 0;

/** Each test is its own client (per-IP rate limits of parallel tests must not add up). */
async function asOwnClient(page: Page) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `203.0.${100 + (process.pid % 100)}.${++ipCounter}` });
}

const unique = (name: string) => uniqueAddress(name);

const TEXT = {
  en: {
    account: /\/en\/account$/, name: 'Full name', consent: /I agree to the terms/, go: 'Go to my account',
    calculator: '/en/german-mortgage-calculator', budget: '/en/how-much-house-can-i-afford-calculator.ia', report: '/en/criteria/recommendation', save: 'Save to my account', affordability: /\/en\/account\/affordability\?saved=1$/,
    savedNotice: 'Your calculation has been saved.', progress: 'Where your financing stands', current: 'Getting to know you',
    refer: '/en/account/refer', program: /\/en\/referral-program$/,
    referredBy: 'You came to us on Anna’s recommendation.', profile: '/en/account/profile', phone: 'Phone', saveProfile: 'Save',
    badPhone: 'Please enter a valid German phone number', saved: 'Your details have been saved.', status: 'Where you stand', statusOption: 'Actively viewing properties',
    nav: 'Your account', navProfile: 'Profile', needsLogin: 'To save a calculation, please log in first.',
  },
  de: {
    account: /\/de\/konto$/, name: 'Vollständiger Name', consent: /Ich stimme den AGB zu/, go: 'Weiter zu meinem Konto',
    calculator: '/de/baufinanzierungsrechner', budget: '/de/wie-viel-haus-kann-ich-mir-leisten-rechner.ia', report: '/de/kriterien/empfehlung', save: 'In meinem Konto speichern', affordability: /\/de\/konto\/finanzierbarkeit\?saved=1$/,
    savedNotice: 'Deine Berechnung ist gespeichert.', progress: 'So weit ist deine Finanzierung', current: 'Kennenlernen',
    refer: '/de/konto/empfehlen', program: /\/de\/empfehlungsprogramm$/,
    referredBy: 'Du bist auf Empfehlung von Anna zu uns gekommen.', profile: '/de/konto/profil', phone: 'Telefon', saveProfile: 'Speichern',
    badPhone: 'Bitte gib eine gültige deutsche Telefonnummer ein', saved: 'Deine Angaben sind gespeichert.', status: 'Wo du gerade stehst', statusOption: 'Ich besichtige Immobilien',
    nav: 'Dein Konto', navProfile: 'Profil', needsLogin: 'Um eine Berechnung zu speichern, melde dich bitte zuerst an.',
  },
} as const;

type Locale = keyof typeof TEXT;

/**
 * Logs a new address in with the code from the e-mail (through the site's endpoints, tests/support/session.ts;
 * the login UI has its own tests) and gives the name on the account page: the dashboard is shown.
 */
async function signUp(page: Page, locale: Locale, address: string, fullName: string) {
  const t = TEXT[locale];
  const { location } = await loggedInAs(page.context(), address, { locale });
  await page.goto(location);
  await expect(page).toHaveURL(t.account);
  await page.getByLabel(t.name).fill(fullName);
  await page.getByLabel(t.consent).check();
  await page.getByRole('button', { name: t.go }).click();
  await expect(page).toHaveURL(t.account);
}

async function freshPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await asOwnClient(page);
  return { context, page };
}

for (const locale of ['en', 'de'] as const) {
  const t = TEXT[locale];

  test(`${locale}: dashboard, a saved calculation, the referral link and a friend who signs up through it`, async ({ page, browser }) => {
    test.setTimeout(90_000);
    await asOwnClient(page);
    await signUp(page, locale, unique(`anna-${locale}`), 'Anna Lehmann');

    // Progress tracker: an ordered list, the current stage marked for assistive technology.
    const tracker = page.getByTestId('progress-tracker');
    await expect(tracker.getByRole('heading', { name: t.progress })).toBeVisible();
    await expect(tracker.locator('ol > li')).toHaveCount(5);
    await expect(tracker.locator('li[aria-current="step"]')).toContainText(t.current);
    await expect(page.getByRole('navigation', { name: t.nav }).getByRole('link', { name: t.navProfile })).toBeVisible();

    // The default advisor assigned at sign-up (a seeded demo advisor: labelled so), the default image in the avatar.
    const card = page.getByTestId('advisor-card');
    await expect(card.getByTestId('advisor-name')).not.toBeEmpty();
    await expect(card.getByTestId('advisor-demo')).toBeVisible();
    const avatar = card.getByTestId('avatar');
    await expect(avatar).not.toHaveAttribute('data-avatar-picture');
    expect(await avatar.evaluate((el) => getComputedStyle(el).backgroundImage)).toMatch(/^url\("data:image\/svg\+xml,/);

    // Save the calculator's result to the account: it shows on the affordability page and the dashboard.
    await page.goto(t.calculator);
    await page.getByRole('button', { name: t.save }).click();
    await expect(page).toHaveURL(t.affordability);
    await expect(page.getByTestId('affordability-notice')).toHaveText(t.savedNotice);
    const saved = page.getByTestId('saved-calculation');
    await expect(saved).toHaveCount(1);
    await expect(saved.getByTestId('saved-monthly')).toHaveText(locale === 'de' ? /^1\.900\s€$/ : /^€1,900$/);
    const openHref = await saved.getByRole('link').first().getAttribute('href');
    expect(openHref).toContain('price=425000');
    await page.goto(locale === 'de' ? '/de/konto' : '/en/account');
    await expect(page.getByTestId('saved-calculation')).toHaveCount(1);

    // A house budget and a mortgage recommendation are kept beside it, each with its figures and a way back.
    await page.goto(t.budget);
    await page.getByTestId('budget-save').click();
    await expect(page).toHaveURL(t.affordability);
    await page.goto(`${t.report}?funnel=OM&price=420000&loc=BY&usage=ownHome&building=existing&equity=110000&income=5600&children=1&age=36&hold=25&sure=likely&risk=low`);
    const recommended = await page.locator('tr[aria-current="true"]').getAttribute('data-fixation');
    await page.getByTestId('report-save').click();
    await expect(page).toHaveURL(t.affordability);
    await expect(page.getByTestId('saved-calculation')).toHaveCount(3);
    await expect(page.locator('[data-kind="recommendation"]').getByTestId('saved-fixation')).toContainText(String(recommended));
    await expect(page.locator('[data-kind="budget"]').getByTestId('saved-max-price')).not.toBeEmpty();
    expect(await page.locator('[data-kind="recommendation"]').getByRole('link').first().getAttribute('href')).toContain('risk=low');
    expect(await page.locator('[data-kind="budget"]').getByRole('link').first().getAttribute('href')).toContain('income=');

    // Finishing the OM funnel as this lead sets its flag and its property usage (spec § 3).
    const origin = new URL(page.url()).origin;
    const finished = await page.request.post('/api/funnel/finish', {
      headers: { origin },
      form: { locale, funnel: 'OM', price: '420000', loc: 'BY', usage: 'investment', building: 'existing', equity: '110000', income: '5600', children: '0', age: '36', hold: '25', sure: 'likely', risk: 'low' },
      maxRedirects: 0,
    });
    expect(finished.status()).toBe(303);
    expect(finished.headers().location).toContain(t.report);
    const state = await page.request.post('/api/graphql', { headers: { origin, 'content-type': 'application/json' }, data: { query: '{ fetchLeadState { optimal_mortgage_funnel_finished affordability_funnel_finished lending_criteria { property_usage } } }' } });
    expect((await state.json()).data.fetchLeadState).toEqual({ optimal_mortgage_funnel_finished: true, affordability_funnel_finished: false, lending_criteria: { property_usage: 'investment property' } });

    // The personal referral link, opened by a friend in a fresh browser: the friend signs up through it.
    await page.goto(t.refer);
    const link = await page.getByTestId('referral-link').inputValue();
    expect(link).toMatch(/\/api\/r\/[A-Za-z0-9_-]{16}$/);
    const friend = await freshPage(browser);
    await friend.page.goto(link);
    await expect(friend.page).toHaveURL(t.program);
    await signUp(friend.page, locale, unique(`friend-${locale}`), 'Chidi Okafor');
    await expect(friend.page.getByTestId('referred-by')).toHaveText(t.referredBy);
    await friend.context.close();
  });

  test(`${locale}: profile with a bad phone → message next to the field, a good one → saved`, async ({ page }) => {
    await asOwnClient(page);
    const address = unique(`jan-${locale}`);
    await signUp(page, locale, address, 'Jan Berger');
    await page.goto(t.profile);
    await expect(page.getByTestId('profile-email')).toHaveText(address);
    await page.getByLabel(t.phone).fill('+1 555 0100');
    await page.getByLabel(t.status).selectOption({ label: t.statusOption });
    await page.getByRole('button', { name: t.saveProfile, exact: true }).click();
    await expect(page.getByTestId('phone-error')).toHaveText(t.badPhone);
    await expect(page.getByLabel(t.phone)).toHaveValue('+1 555 0100');
    // What was typed came back without passing through the address bar.
    expect(page.url()).not.toContain('555');
    await expect(page.getByLabel(t.phone)).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel(t.phone).fill('030 1234567');
    await page.getByRole('button', { name: t.saveProfile, exact: true }).click();
    await expect(page.getByTestId('profile-saved')).toHaveText(t.saved);
    await expect(page.getByLabel(t.phone)).toHaveValue('030 1234567');
    await expect(page.getByLabel(t.status)).toHaveValue('ActivelyViewing');
  });
}

test('saving without a login asks for the login and keeps the inputs in a link back to the calculator', async ({ page }) => {
  await asOwnClient(page);
  await page.goto('/en/german-mortgage-calculator?price=390000');
  await page.getByRole('button', { name: 'Save to my account' }).click();
  await expect(page).toHaveURL(/\/en\/account\/affordability\?saveLogin=1/);
  const note = page.getByTestId('save-needs-login');
  await expect(note).toContainText(TEXT.en.needsLogin);
  expect(await note.getByRole('link').getAttribute('href')).toContain('price=390000');
});

test('a referral link with an unknown code sets no cookie and still shows the programme', async ({ request }) => {
  const response = await request.get('/api/r/AAAAAAAAAAAAAAAA', { maxRedirects: 0 });
  expect(response.status()).toBe(303);
  expect(response.headers().location).toMatch(/\/de\/empfehlungsprogramm$/);
  expect(response.headers()['set-cookie']).toBeUndefined();
});

test('every account page of a logged-in lead: no serious axe violation, nothing wider than a 360 px screen', async ({ page }) => {
  test.setTimeout(90_000);
  await asOwnClient(page);
  await signUp(page, 'de', unique('axe'), 'Lena Vogel');
  await page.goto('/de/baufinanzierungsrechner');
  await page.getByRole('button', { name: TEXT.de.save }).click();
  await expect(page.getByTestId('saved-calculation')).toHaveCount(1);
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of ['/de/konto', '/de/konto/finanzierbarkeit', '/de/konto/empfehlen', '/de/konto/profil?errors=phone:invalidPhone,givenName:required', '/de/empfehlungsprogramm']) {
    await page.goto(path);
    const results = await axeFor(page).analyze();
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} fits 360 px`).toBeLessThanOrEqual(360);
  }
});

test('a broken advisor picture shows the default image, without JavaScript', async ({ page, request }) => {
  // The avatar's server markup for a picture whose files are gone is placed on a real page of the site.
  const key = 'ap_Missingpicture00000000';
  expect((await request.get(`/api/advisor-pictures/${key}/128.webp`)).status()).toBe(404);
  await page.goto('/en/referral-program');
  const markup = renderToStaticMarkup(createElement(Avatar, { name: 'Anna Lehmann', picture: key, size: 128 }));
  await page.evaluate((html) => document.body.insertAdjacentHTML('afterbegin', html), markup);
  const layers = await page.getByTestId('avatar').first().evaluate(async (el) => {
    const urls = [...getComputedStyle(el).backgroundImage.matchAll(/url\("([^"]+)"\)/g)].map((m) => m[1]!);
    const loads = await Promise.all(
      urls.map((src) => new Promise<boolean>((resolve) => Object.assign(new Image(), { onload: () => resolve(true), onerror: () => resolve(false), src }))),
    );
    return { urls, loads, width: el.getBoundingClientRect().width };
  });
  expect(layers.urls[0]).toMatch(new RegExp(`/api/advisor-pictures/${key}/128\\.webp$`));
  expect(layers.urls[1]).toMatch(new RegExp(`/api/advisor-pictures/${key}/128\\.jpg$`));
  expect(layers.urls[2]).toMatch(/^data:image\/svg\+xml,/);
  expect(layers.loads).toEqual([false, false, true]); // the picture on top fails, the default image below it shows
  expect(layers.width).toBe(128);
});

test('the multipart profile endpoint (spec section 7): lead fields and attribution of the logged-in lead, codes for bad input, 401 and 403', async ({ page, request }) => {
  test.setTimeout(60_000);
  await asOwnClient(page);
  await signUp(page, 'en', unique('multipart'), 'Mia Schulz');
  const post = (entries: [string, string][], origin = true) =>
    page.evaluate(
      async ({ entries, origin }) => {
        const body = new FormData();
        for (const [k, v] of entries) body.append(k, v);
        const res = await fetch('/en/profile', { method: 'POST', body, credentials: origin ? 'same-origin' : 'omit' });
        return { status: res.status, body: await res.json() };
      },
      { entries, origin },
    );
  expect(await post([['lead[phone]', '12']])).toEqual({ status: 400, body: { error: { code: 'INVALID_INPUT', field: 'phone', params: { reason: 'invalidPhone' } } } });
  expect(await post([['lead[unknown]', 'x']])).toMatchObject({ status: 400, body: { error: { code: 'UNKNOWN_INPUT', field: 'lead[unknown]' } } });
  expect(await post([['lead[phone]', '030 1234567'], ['lead[home_buying_status]', 'ActivelyViewing'], ['attribution[referrer]', 'https://blog.example/post'], ['attribution[utm_source]', 'newsletter']])).toEqual({ status: 200, body: { success: true } });
  await page.goto('/en/account/profile');
  await expect(page.getByLabel('Phone')).toHaveValue('030 1234567');
  // Without the session cookie: 401; from another site: 403.
  expect(await post([['lead[phone]', '030 1234567']], false)).toMatchObject({ status: 401, body: { error: { code: 'UNAUTHENTICATED' } } });
  const foreign = await request.post('/en/profile', { headers: { origin: 'https://evil.example' }, multipart: { 'lead[phone]': '030 1234567' } });
  expect(foreign.status()).toBe(403);
});
