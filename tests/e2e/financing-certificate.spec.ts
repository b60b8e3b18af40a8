/**
 * The financing certificate (issue 26) in both languages: a lead enters two applicants, the household's figures
 * and a property in the account; the certificate is issued with the amount the budget engine allows, as a PDF in
 * either language naming both applicants and the amount (read back with pdftotext); the verification link shows
 * a stranger names, amount, status and validity, and the number and issue date to match the PDF, but not the price
 * cap (ADR 032, session 29 amendment); the payslip upload; staff check the payslip
 * and confirm the certificate on the lead's page (the link then says "documents checked"), revoke it on the staff page, the link then says "revoked", and a payslip sent from the page loaded before fails at its document
 * request with words saying what to do. Without JavaScript the forms work the same; bad input is named in words.
 * axe and a 360 px phone.
 */
import { axeFor } from '../support/axe';
import { asOwnClient, mailTo, unique } from '../support/e2e-login';
import { PDF } from '../support/multipart';
import { pdfText } from '../support/pdf-text';
import { expect, test, type Page } from '../support/playwright';
import { loggedInAs } from '../support/session';
import { signInStaff } from '../support/staff-login';

test.describe.configure({ timeout: 90_000 });


const TEXT = {
  de: {
    page: '/de/konto/finanzierungszertifikat', landing: '/de/lp/finanzierungszertifikat', cta: 'Zertifikat anfordern', name: 'Vollständiger Name', consent: /Ich stimme den AGB zu/, go: 'Weiter zu meinem Konto',
    second: 'Zweite/r Antragsteller/in (optional)', together: 'Wir finanzieren zu zweit', submit: 'Zertifikat ausstellen', issued: /^Dein Zertifikat FZ-[0-9A-Z]{4}-[0-9A-Z]{4} ist ausgestellt\./,
    self: 'Auf Basis eigener Angaben', valid: 'Gültig', revoked: /^Widerrufen am /, uploaded: 'Danke, deine Gehaltsabrechnung ist da (gehalt.pdf). Wir prüfen sie.',
    noCertificate: /Wir konnten die Gehaltsabrechnung nicht zuordnen: Du hast gerade kein gültiges Zertifikat/, required: 'Bitte füll dieses Feld aus.', email: 'Bitte gib eine gültige E-Mail-Adresse ein.', upload: 'Hochladen',
  },
  en: {
    page: '/en/account/financing-certificate', landing: '/en/lp/financing-certificate', cta: 'Request your certificate', name: 'Full name', consent: /I agree to the terms/, go: 'Go to my account',
    second: 'Second applicant (optional)', together: 'We apply together', submit: 'Issue my certificate', issued: /^Your certificate FZ-[0-9A-Z]{4}-[0-9A-Z]{4} is issued\./,
    self: 'Based on your own figures', valid: 'Valid', revoked: /^Revoked on /, uploaded: 'Thank you, we have your payslip (gehalt.pdf). An advisor will check it.',
    noCertificate: /We could not register the payslip: you have no valid certificate/, required: 'Please fill in this field.', email: 'Please enter a valid e-mail address.', upload: 'Upload',
  },
} as const;

async function signUp(page: Page, locale: 'de' | 'en', who: string) {
  const t = TEXT[locale];
  const address = unique(`certificate-${locale}`);
  const { location } = await loggedInAs(page.context(), address, { locale });
  await page.goto(location);
  await page.getByLabel(t.name).fill(who);
  await page.getByLabel(t.consent).check();
  await page.getByRole('button', { name: t.go }).click();
  return address;
}

/** Fills the request form: two applicants (the second's fold opened by its summary), household and property. */
async function fillForm(page: Page, locale: 'de' | 'en') {
  const t = TEXT[locale];
  const field = (name: string) => page.locator(`#certificate-${name}`);
  await field('p_salutation').selectOption('mrs');
  await field('p_title').selectOption('dr');
  await field('p_first').fill('Anna');
  await field('p_last').fill('Schmidt');
  await field('p_email').fill(`anna.${locale}@example.de`);
  await field('p_income').fill('3200');
  await field('p_street').fill('Hauptstraße');
  await field('p_house').fill('5a');
  await field('p_zip').fill('10115');
  await field('p_city').fill('Berlin');
  await page.getByText(t.second).click();
  await page.getByLabel(t.together).check();
  await field('s_first').fill('Ben');
  await field('s_last').fill('Müller');
  await field('s_income').fill('2400');
  await field('s_street').fill('Hauptstraße');
  await field('s_house').fill('5a');
  await field('s_zip').fill('10115');
  await field('s_city').fill('Berlin');
  await field('savings').fill('80000');
  await field('loans').fill('150');
  await field('children').fill('1');
  await field('price').fill('420000');
  await field('prop_zip').fill('04109');
  await field('prop_city').fill('Leipzig');
}

test('de: from the landing page to a certificate for two; the PDF in both languages; the verification link; a payslip; staff revoke it and a late payslip fails at its document request', async ({ page, browser }) => {
  const t = TEXT.de;
  const address = await signUp(page, 'de', 'Anna Schmidt');
  await page.goto(t.landing);
  await page.getByTestId('certificate-cta').click();
  await expect(page).toHaveURL(new RegExp(`${t.page}$`));
  await fillForm(page, 'de');
  await page.getByRole('button', { name: t.submit }).click();
  await expect(page.getByTestId('certificate-notice')).toHaveText(t.issued);
  await expect(page.getByTestId('certificate-status')).toHaveText(t.self);
  const loan = (await page.getByTestId('certificate-loan').textContent())!;
  expect(Number(loan.replace(/\D/g, ''))).toBeGreaterThan(300_000);
  const number = (await page.getByTestId('certificate-number').textContent())!;

  // The PDF, German and English: both applicants, the amount, the number.
  const current = page.getByTestId('certificate-current');
  for (const [locale, label, amount] of [['de', 'Deutsch', loan], ['en', 'Englisch', `€${loan.replace(/\D/g, '').replace(/\B(?=(\d{3})+$)/g, ',')}`]] as const) {
    const href = await current.getByRole('link', { name: label }).getAttribute('href');
    const response = await page.request.get(href!);
    expect(response.headers()['content-type']).toBe('application/pdf');
    const text = pdfText(await response.body());
    expect(text, locale).toContain('Dr. Anna Schmidt');
    expect(text, locale).toContain('Ben Müller');
    expect(text.replace(/\s/g, ' '), locale).toContain(amount.replace(/\s/g, ' '));
    expect(text, locale).toContain(number);
  }

  // The verification link, for a stranger: names, amount, status, validity; nothing else of the lead.
  const link = await page.getByTestId('certificate-link').inputValue();
  expect(link).toMatch(/\/de\/finanzierungszertifikat\/pruefen\?token=[A-Za-z0-9_-]{43}$/);
  const stranger = await browser.newPage();
  await stranger.goto(link);
  await expect(stranger.getByTestId('verify-state')).toHaveText(t.valid);
  await expect(stranger.getByTestId('verify-details')).toContainText('Dr. Anna Schmidt, Ben Müller');
  await expect(stranger.getByTestId('verify-loan')).toHaveText(loan);
  await expect(stranger.getByTestId('verify-number')).toHaveText(number);
  await expect(stranger.getByTestId('verify-details')).not.toContainText('Kaufpreis bis');
  const html = await stranger.content();
  for (const secret of ['anna.de@example.de', 'Hauptstraße', '3.200', '80.000']) expect(html).not.toContain(secret);

  // A payslip for the first applicant.
  await page.getByTestId('payslip-primary').locator('input[type=file]').setInputFiles({ name: 'gehalt.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByTestId('payslip-primary').getByRole('button', { name: t.upload }).click();
  await expect(page.getByTestId('payslip-notice')).toHaveText(t.uploaded);
  await expect(page.getByTestId('payslip-primary').getByTestId('payslip-state')).toContainText('gehalt.pdf');

  // Staff check the payslip and confirm the certificate on the lead's page (issue 28) …
  const staff = await browser.newPage();
  await signInStaff(staff, 'certificate');
  await staff.goto('/de/team/leads');
  await staff.getByLabel('Name oder E-Mail enthält').fill(address);
  await staff.getByRole('button', { name: 'Filtern' }).click();
  await expect(staff.getByTestId('lead-count')).toHaveText(/^1 Lead /);
  await staff.getByTestId('lead-list').getByRole('link', { name: 'Anna Schmidt' }).click();
  const payslip = staff.getByTestId('lead-document').filter({ hasText: 'gehalt.pdf' });
  await payslip.getByRole('button', { name: 'Als geprüft markieren' }).click();
  await expect(staff.getByTestId('lead-done')).toHaveText('Unterlage als geprüft markiert.');
  await expect(payslip.getByTestId('lead-document-review')).toContainText('Geprüft von e2e-certificates@hauslotse.de');
  const certificate = staff.getByTestId('lead-certificate').filter({ hasText: number });
  await expect(certificate.getByTestId('lead-certificate-state')).toHaveText('Gültig, Unterlagen noch nicht geprüft');
  await certificate.getByRole('button', { name: 'Unterlagen geprüft' }).click();
  await expect(staff.getByTestId('lead-done')).toHaveText('Zertifikat: Unterlagen geprüft. Die Prüfseite des Maklers zeigt das ab sofort.');
  await expect(certificate.getByTestId('lead-certificate-state')).toHaveText('Unterlagen geprüft von e2e-certificates@hauslotse.de');
  // … the verification link says so …
  await stranger.reload();
  await expect(stranger.getByTestId('verify-status')).toHaveText('Unterlagen geprüft');
  await expect(stranger.getByTestId('verify-state')).toHaveText(t.valid);

  // … then revoke it on the staff page …
  await staff.goto('/de/team');
  await expect(staff.getByTestId('staff-certificates')).toContainText(number);
  await staff.getByLabel('Zertifikat-Nr.').fill(number);
  await staff.getByLabel('Widerrufen').check();
  await staff.getByLabel('Grund (für einen Widerruf)').fill('Einkommen nicht belegt');
  await staff.getByRole('button', { name: 'Ausführen' }).click();
  await expect(staff.getByTestId('staff-certificate-notice')).toHaveText(`Zertifikat ${number} widerrufen.`);
  // … and the admin finds it in the audit log (issue 28, ADR 036), filtered by the certificate's number.
  await staff.getByLabel('Gegenstand (z. B. Zertifikatsnummer)').fill(number);
  await staff.getByRole('button', { name: 'Filtern' }).click();
  const entries = staff.getByTestId('staff-audit-entries').locator('tbody tr');
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toContainText('Zertifikat widerrufen');
  await expect(entries.nth(0)).toContainText('e2e-certificates@hauslotse.de');
  await expect(entries.nth(0)).toContainText('Einkommen nicht belegt');
  await expect(entries.nth(1)).toContainText('Zertifikat: Unterlagen geprüft');
  await staff.close();
  // … the link now says so …
  await stranger.reload();
  await expect(stranger.getByTestId('verify-state')).toHaveText(t.revoked);
  await expect(stranger.getByTestId('verify-state')).toHaveAttribute('data-state', 'revoked');
  await stranger.close();
  // … and the payslip of the page loaded before fails at its document request, with words saying what to do.
  await page.getByTestId('payslip-secondary').locator('input[type=file]').setInputFiles({ name: 'gehalt-ben.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByTestId('payslip-secondary').getByRole('button', { name: t.upload }).click();
  await expect(page.getByTestId('payslip-error')).toHaveText(t.noCertificate);
  await expect(page.getByTestId('certificate-current')).toHaveCount(0);
  await expect(page.getByTestId('certificate-earlier')).toContainText(number);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('en: bad input is named in words and kept; the certificate is issued and replaced by the next one', async ({ page }) => {
    const t = TEXT.en;
    await signUp(page, 'en', 'Anna Schmidt');
    await page.goto(t.page);
    await page.locator('#certificate-p_first').fill('Anna');
    await page.locator('#certificate-p_email').fill('anna@');
    await page.getByRole('button', { name: t.submit }).click();
    const errors = page.getByTestId('certificate-errors');
    await expect(errors).toContainText(t.email);
    await expect(errors).toContainText(t.required);
    await expect(page.locator('#certificate-p_first')).toHaveValue('Anna');
    await fillForm(page, 'en');
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByTestId('certificate-notice')).toHaveText(t.issued);
    const first = (await page.getByTestId('certificate-number').textContent())!;
    // The form keeps the details; a second certificate with more savings replaces the first.
    await expect(page.locator('#certificate-s_first')).toHaveValue('Ben');
    await page.locator('#certificate-savings').fill('120000');
    await page.getByRole('button', { name: 'Issue a new certificate' }).click();
    await expect(page.getByTestId('certificate-notice')).toHaveText(t.issued);
    await expect(page.getByTestId('certificate-number')).not.toHaveText(first);
    await expect(page.getByTestId('certificate-earlier')).toContainText(first);
    await expect(page.getByTestId('certificate-earlier')).toContainText('Replaced by a newer certificate');
  });
});

test('de: a visitor from a listing logs in on the certificate request and signs up there: back on it, the property still prefilled (issue 48, part 7)', async ({ page }) => {
  await asOwnClient(page);
  // What a listing's "financing certificate for this property" link opens (certificatePrefillQuery).
  const prefilled = `${TEXT.de.page}?price=385000&prop_zip=80331&prop_city=M%C3%BCnchen&savings=60000`;
  const here = new RegExp(`${prefilled.replace(/[?.]/g, '\\$&')}$`);
  await page.goto(prefilled);
  const required = page.locator('section[aria-labelledby="login-required"]');
  await expect(required).toBeVisible();
  // Without JavaScript the button is a link to the login page that carries this page along.
  expect(new URL(await required.getByRole('link', { name: 'Anmelden' }).getAttribute('href') ?? '', 'http://x').searchParams.get('next')).toBe(prefilled);
  await required.getByRole('link', { name: 'Anmelden' }).click();
  const dialog = page.getByRole('dialog');
  const address = unique('certificate-return');
  await dialog.getByLabel('Deine E-Mail-Adresse').fill(address);
  await expect(dialog.locator('altcha-widget[data-captcha-state="verified"]')).toHaveCount(1, { timeout: 20_000 });
  await dialog.getByRole('button', { name: 'Weiter', exact: true }).click();
  await dialog.getByLabel('6-stelliger Code aus der E-Mail').fill((await mailTo(address)).code);
  await dialog.getByRole('button', { name: 'Mit dem Code anmelden' }).click();
  await expect(page).toHaveURL(here);
  // A new address gives its name first, on this very page, and stays on it.
  await page.getByLabel(TEXT.de.name).fill('Rita Rückkehr');
  await page.getByLabel(TEXT.de.consent).check();
  await page.getByRole('button', { name: TEXT.de.go }).click();
  await expect(page).toHaveURL(here);
  await expect(page.getByTestId('certificate-prefilled')).toBeVisible();
  await expect(page.locator('#certificate-price')).toHaveValue('385.000');
  await expect(page.locator('#certificate-prop_zip')).toHaveValue('80331');
  await expect(page.locator('#certificate-prop_city')).toHaveValue('München');
  await expect(page.locator('#certificate-savings')).toHaveValue('60.000');
});

test('a visitor is asked to log in; an unknown link says so; the account page and the verification page are clean for axe and fit a 360 px phone', async ({ page, browser }) => {
  const visitor = await browser.newPage();
  await visitor.goto(TEXT.en.page);
  await expect(visitor.locator('#login-required')).toBeVisible();
  await visitor.goto(`/en/financing-certificate/verify?token=${'A'.repeat(43)}`);
  await expect(visitor.getByTestId('verify-unknown')).toContainText('This link names no certificate.');
  await visitor.close();
  await signUp(page, 'de', 'Vera Zertifikat');
  await page.goto(TEXT.de.page);
  await fillForm(page, 'de');
  await page.getByRole('button', { name: TEXT.de.submit }).click();
  await expect(page.getByTestId('certificate-notice')).toBeVisible();
  const link = await page.getByTestId('certificate-link').inputValue();
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of [TEXT.de.page, link]) {
    await page.goto(path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
    const results = await axeFor(page).analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), path).toEqual([]);
  }
});
