/**
 * Careers (issue 29): the openings from content/careers listed in both languages, each opening's page with its
 * JobPosting data; an application with a PDF CV with JavaScript and one without; both e-mails (applicant and
 * team) through the real SMTP server; a wrong file type refused with a translated message and the typed values
 * kept; the staff list and the admins-only CV download; axe clean and no sideways scrolling at 360 px.
 */
import fs from 'node:fs';
import path from 'node:path';
import { axeFor } from '../support/axe';
import { signInStaff } from '../support/staff-login';
import { expect, test, type Browser, type Page } from '../support/playwright';
import { uniqueAddress } from '../support/e2e-choice';

const MAIL_DIR = process.env.E2E_MAIL_DIR!;
const TEAM = 'kontakt@hauslotse.de';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
const HTML = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
let ipCounter = 0;

const unique = (name: string) => uniqueAddress(name);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A page in its own browser context (JavaScript on or off), as its own client for the per-address limits. */
async function client(browser: Browser, javaScriptEnabled: boolean, width = 1280): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled, viewport: { width, height: 800 } });
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': `198.18.${process.pid % 200}.${++ipCounter}` });
  return context.newPage();
}

/** Quoted-printable undone and the bytes read as UTF-8 (the German texts have umlauts). */
const decode = (raw: string) => Buffer.from(raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');

/** The e-mails the SMTP server received whose text mentions `needle`, as [envelope recipient, decoded text]. */
function mailsMentioning(needle: string): [string, string][] {
  const files = fs.existsSync(MAIL_DIR) ? fs.readdirSync(MAIL_DIR).sort() : [];
  return files
    .map((f) => decode(fs.readFileSync(path.join(MAIL_DIR, f), 'latin1')))
    .filter((m) => m.includes(needle))
    .map((m) => [/^X-Envelope-To: (.*)\r\n/.exec(m)?.[1] ?? '', m] as [string, string]);
}

async function expectMails(email: string, applicantText: string) {
  await expect.poll(() => mailsMentioning(email).length, { timeout: 30_000, message: `two e-mails about ${email}` }).toBe(2);
  const mails = mailsMentioning(email);
  const applicant = mails.find(([to]) => to === email);
  const team = mails.find(([to]) => to === TEAM);
  expect(applicant?.[1]).toContain(applicantText);
  expect(applicant?.[1], 'no attachment for the applicant').not.toMatch(/Content-Disposition: attachment/i);
  expect(team?.[1]).toMatch(/\/api\/staff\/applications\/[0-9a-f-]{36}\/cv/);
  return team![1];
}

async function expectAxeClean(page: Page, label: string) {
  const results = await axeFor(page).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), label).toEqual([]);
}

async function expectFits360(page: Page, label: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${label} fits 360 px`).toBeLessThanOrEqual(360);
}

async function fillApplication(page: Page, t: (typeof T)['de' | 'en'], email: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByLabel(t.givenName).fill('Lena');
  await page.getByLabel(t.surname).fill('Hoffmann');
  await page.getByLabel(t.email).fill(email);
  await page.getByLabel(t.start).fill(inDays(60));
  await page.getByLabel(t.message).fill('Ich berate seit vier Jahren zur Baufinanzierung.\nI am happy to work in English too.');
  await page.getByLabel(t.cv).setInputFiles(file);
  await page.getByLabel(t.consent).check();
}

const T = {
  de: {
    careers: '/de/karriere',
    heading: 'Offene Stellen',
    givenName: 'Vorname *',
    surname: 'Nachname *',
    email: 'E-Mail-Adresse *',
    start: 'Frühester Starttermin *',
    message: 'Deine Nachricht *',
    cv: 'Lebenslauf *',
    consent: /Ich bin einverstanden/,
    submit: 'Bewerbung absenden',
    sent: 'Danke, deine Bewerbung ist angekommen',
    mail: 'Wir löschen sie sechs Monate nach unserer Entscheidung',
    wrongType: 'Diese Datei können wir nicht annehmen. Bitte schick deinen Lebenslauf als PDF, JPEG oder PNG.',
    unsolicited: 'Initiativbewerbung schicken',
  },
  en: {
    careers: '/en/careers',
    heading: 'Open positions',
    givenName: 'First name *',
    surname: 'Last name *',
    email: 'E-mail address *',
    start: 'Earliest start date *',
    message: 'Your message *',
    cv: 'CV *',
    consent: /I agree that Hauslotse/,
    submit: 'Send application',
    sent: 'Thank you, your application has arrived',
    mail: 'We delete it six months after our decision',
    wrongType: 'We cannot accept this file. Please send your CV as a PDF, JPEG or PNG.',
    unsolicited: 'Send an unsolicited application',
  },
} as const;

for (const locale of ['de', 'en'] as const) {
  const t = T[locale];

  test(`${locale}: the openings → an opening with its JobPosting data → an application with a PDF (JavaScript) → both e-mails; axe clean, 360 px`, async ({ browser }) => {
    const page = await client(browser, true, 360);
    await page.goto(t.careers);
    await expect(page.getByRole('heading', { level: 2, name: t.heading })).toBeVisible();
    const openings = page.getByTestId('opening');
    expect(await openings.count()).toBeGreaterThanOrEqual(2);
    await expectFits360(page, t.careers);
    await expectAxeClean(page, t.careers);

    const link = openings.first().getByRole('link');
    const title = (await link.textContent())!.trim();
    await link.click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title.slice(0, 12));
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const posting = blocks.map((b) => JSON.parse(b) as Record<string, unknown>).find((d) => d['@type'] === 'JobPosting');
    expect(posting, 'JobPosting data').toBeTruthy();
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      title,
      hiringOrganization: { '@type': 'Organization', name: 'Hauslotse GmbH' },
      jobLocation: { address: { addressLocality: 'Berlin', addressCountry: 'DE', postalCode: '10178' } },
      directApply: true,
      inLanguage: locale,
    });
    expect(String(posting!.validThrough) >= inDays(0)).toBe(true);
    expect(String(posting!.datePosted) <= inDays(0)).toBe(true);
    expect(['FULL_TIME', 'PART_TIME']).toContain(posting!.employmentType);
    expect(String(posting!.description).length).toBeGreaterThan(200);
    expect(new URL(String(posting!.url)).pathname).toBe(new URL(page.url()).pathname);
    await expectFits360(page, 'the opening');
    await expectAxeClean(page, 'the opening');

    const email = unique(`bewerbung-${locale}`);
    await fillApplication(page, t, email, { name: 'lebenslauf.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByTestId('application-sent')).toContainText(t.sent);
    await expectAxeClean(page, 'the confirmation');
    const team = await expectMails(email, t.mail);
    expect(team).toContain('Lena Hoffmann');
    expect(team).toContain('lebenslauf.pdf');
    await page.context().close();
  });
}

test('without JavaScript: an unsolicited application from the careers page (en)', async ({ browser }) => {
  const t = T.en;
  const page = await client(browser, false);
  await page.goto(t.careers);
  await page.getByRole('link', { name: t.unsolicited }).click();
  await expect(page).toHaveURL(/\/en\/careers\/unsolicited-application$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unsolicited application');
  const email = unique('nojs');
  await fillApplication(page, t, email, { name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('button', { name: t.submit }).click();
  await expect(page).toHaveURL(/\/en\/careers\/unsolicited-application\?status=sent/);
  await expect(page.getByTestId('application-sent')).toContainText(t.sent);
  const team = await expectMails(email, 'unsolicited application');
  expect(team).toContain('Initiativbewerbung');
  await page.context().close();
});

for (const [locale, javaScriptEnabled] of [['de', true], ['en', false]] as const) {
  test(`${locale}: a file that is not a PDF, JPEG or PNG → a message in the visitor's language, the typed values kept (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({ browser }) => {
    const t = T[locale];
    const page = await client(browser, javaScriptEnabled);
    await page.goto(t.careers);
    await page.getByTestId('opening').first().getByRole('link').click();
    const email = unique(`wrongtype-${locale}`);
    await fillApplication(page, t, email, { name: 'lebenslauf.pdf', mimeType: 'application/pdf', buffer: HTML });
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByTestId('application-errors')).toContainText(t.wrongType);
    await expect(page.getByTestId('error-cv')).toContainText(t.wrongType);
    await expect(page.getByLabel(t.email)).toHaveValue(email);
    expect(page.url(), 'no personal data in the address').not.toContain('Hoffmann');
    if (javaScriptEnabled) await expectAxeClean(page, 'the refused form');
    expect(mailsMentioning(email)).toEqual([]);
    await page.context().close();
  });
}

test('the application endpoint answers JSON with 4xx codes: wrong type 415, missing fields 400, foreign origin 403', async ({ browser }) => {
  const page = await client(browser, true);
  const base = { locale: 'en', submissionId: `${Date.now()}`.padEnd(43, 'x'), opening: '', givenName: 'Lena', surname: 'Hoffmann', email: unique('api'), earliestStart: inDays(30), message: 'Hello', consent: 'yes' };
  const post = (fields: Record<string, string>, buffer: Buffer, origin: string) =>
    page.request.post('/api/careers/applications?locale=en', { headers: { accept: 'application/json', origin }, multipart: { ...fields, cv: { name: 'cv.pdf', mimeType: 'application/pdf', buffer } }, maxRedirects: 0 });
  await page.goto(T.en.careers);
  const origin = new URL(page.url()).origin;
  const wrong = await post(base, HTML, origin);
  expect(wrong.status()).toBe(415);
  expect(await wrong.json()).toMatchObject({ error: { code: 'UNSUPPORTED_TYPE' } });
  const missing = await post({ ...base, email: 'not-an-address', consent: '' }, PDF, origin);
  expect(missing.status()).toBe(400);
  expect(await missing.json()).toMatchObject({ error: { code: 'INVALID_INPUT', params: { fields: { email: 'invalidEmail', consent: 'consentRequired' } } } });
  const foreign = await post(base, PDF, 'https://attacker.example');
  expect(foreign.status()).toBe(403);
  await page.context().close();
});

test('staff: the admin sees the application, downloads the CV (attachment, PDF, nosniff) and records the decision; nobody else gets the CV', async ({ browser }) => {
  const applicant = await client(browser, true);
  await applicant.goto(T.de.careers);
  await applicant.getByTestId('opening').first().getByRole('link').click();
  const email = unique('staff-sees');
  await fillApplication(applicant, T.de, email, { name: 'Lebenslauf Lena März.pdf', mimeType: 'application/pdf', buffer: PDF });
  await applicant.getByRole('button', { name: T.de.submit }).click();
  await expect(applicant.getByTestId('application-sent')).toBeVisible();
  await applicant.context().close();

  const admin = await client(browser, true, 360);
  await signInStaff(admin, 'careersAdmin');
  await admin.goto('/de/team');
  await admin.getByTestId('staff-applications-link').click();
  await expect(admin).toHaveURL(/\/de\/team\/bewerbungen$/);
  const card = admin.getByTestId('staff-application').filter({ hasText: email });
  await expect(card).toContainText('Lena Hoffmann');
  await expectFits360(admin, 'the applications');
  await expectAxeClean(admin, 'the applications');
  const href = (await card.getByTestId('cv-download').getAttribute('href'))!;
  expect(href).toMatch(/^\/api\/staff\/applications\/[0-9a-f-]{36}\/cv$/);
  const download = await admin.request.get(href);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toBe('application/pdf');
  expect(download.headers()['content-disposition']).toMatch(/^attachment; filename="Lebenslauf Lena M_rz\.pdf"; filename\*=UTF-8''Lebenslauf%20Lena%20M%C3%A4rz\.pdf$/);
  expect(download.headers()['x-content-type-options']).toBe('nosniff');
  expect(Buffer.from(await download.body()).equals(PDF)).toBe(true);
  // Undecided, it is deleted twelve months after it arrived; the decision brings that forward to six months after it.
  const nextYear = new Date().getUTCFullYear() + 1;
  await expect(card.getByTestId('application-undecided')).toContainText(new RegExp(`Noch nicht entschieden: wird spätestens am \\d{2}\\.\\d{2}\\.${nextYear} gelöscht\\.`));
  await card.getByTestId('application-decide').click();
  await expect(admin).toHaveURL(/\/de\/team\/bewerbungen$/);
  await expect(admin.getByTestId('staff-application').filter({ hasText: email }).getByTestId('application-decided')).toContainText(/Entschieden am .+; wird am .+ gelöscht\./);
  await admin.context().close();

  const stranger = await client(browser, true);
  expect((await stranger.request.get(href)).status()).toBe(404);
  await stranger.goto('/de/team/bewerbungen');
  await expect(stranger.getByTestId('staff-applications')).toHaveCount(0);
  await stranger.context().close();
});
