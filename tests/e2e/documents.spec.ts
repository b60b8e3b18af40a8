/**
 * Documents, data export and account deletion (issue 9) in both locales, without JavaScript-only parts: log in
 * with the code from the captured e-mail, upload a real PDF and see it listed with a tick, download it (headers),
 * an HTML file named .pdf is refused with the message, another lead's file and no session → 404, the
 * employee/self-employed switch, the export zip with data.json and the file, deleting the account logs out and
 * says so (a crafted visit does not), and logging in again with the same address sees none of the old files.
 */
import fs from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { expect, test, type Browser, type Page } from '../support/playwright';
import { uniqueAddress } from '../support/e2e-choice';
import { loggedInAs } from '../support/session';

let ipCounter = 0;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

const TEXT = {
  en: {
    upload: '/en/account/upload-documents',
    data: '/en/account/your-data',
    account: /\/en\/account$/,
    nameLabel: 'Full name',
    consent: /I agree to the terms/,
    signupButton: 'Go to my account',
    uploadButton: 'Upload',
    uploaded: '“Gehalt März.pdf” has been uploaded.',
    unsupported: 'Only PDF, JPEG and PNG files can be uploaded',
    selfEmployed: 'Self-employed',
    taxAssessments: 'Last two income tax assessments',
    otherFiles: 'Other files',
    deleteFile: 'Delete Ausweis.png',
    exportButton: 'Download my data',
    confirmLabel: /To confirm, type your e-mail address/,
    deleteButton: 'Delete my account for good',
    mismatch: 'is not the address of your account',
    deleted: 'Your account has been deleted',
    loginRequired: 'Please log in',
  },
  de: {
    upload: '/de/konto/unterlagen-hochladen',
    data: '/de/konto/deine-daten',
    account: /\/de\/konto$/,
    nameLabel: 'Vollständiger Name',
    consent: /Ich stimme den AGB zu/,
    signupButton: 'Weiter zu meinem Konto',
    uploadButton: 'Hochladen',
    uploaded: '„Gehalt März.pdf“ ist hochgeladen.',
    unsupported: 'Du kannst nur PDF-, JPEG- und PNG-Dateien hochladen',
    selfEmployed: 'Selbstständig',
    taxAssessments: 'Die letzten zwei Einkommensteuerbescheide',
    otherFiles: 'Weitere Dateien',
    deleteFile: 'Ausweis.png löschen',
    exportButton: 'Meine Daten herunterladen',
    confirmLabel: /Gib zur Bestätigung deine E-Mail-Adresse ein/,
    deleteButton: 'Mein Konto endgültig löschen',
    mismatch: 'ist nicht die Adresse deines Kontos',
    deleted: 'Dein Konto ist gelöscht',
    loginRequired: 'Bitte melde dich an',
  },
} as const;
type Locale = keyof typeof TEXT;

const unique = (name: string) => uniqueAddress(name);

/**
 * Logs in with the code from the e-mail (through the site's endpoints, tests/support/session.ts; the login UI
 * has its own tests); a new address gives its name and consent on the account page.
 */
async function logIn(page: Page, locale: Locale, address: string, name: string) {
  const t = TEXT[locale];
  const ip = `203.0.113.${(process.pid % 50) + 5 * ++ipCounter}`;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
  const { location } = await loggedInAs(page.context(), address, { locale, ip });
  await page.goto(location);
  await expect(page).toHaveURL(t.account);
  await page.getByLabel(t.nameLabel).fill(name);
  await page.getByLabel(t.consent).check();
  await page.getByRole('button', { name: t.signupButton }).click();
  await expect(page.getByTestId('signup-step')).toHaveCount(0);
}

async function uploadFile(page: Page, locale: Locale, item: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.locator(`#file-${item}`).setInputFiles(file);
  await page.getByTestId(`item-${item}`).getByRole('button', { name: TEXT[locale].uploadButton }).click();
}

async function otherLeadsPage(browser: Browser, locale: Locale, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await logIn(page, locale, unique(`other-${locale}`), 'Mara Schulz');
  return { context, page };
}

for (const locale of ['en', 'de'] as const) {
  const t = TEXT[locale];

  test(`${locale}: upload, download, refusal, isolation, export and deletion`, async ({ page, browser, playwright, baseURL }) => {
    test.setTimeout(150_000);
    const address = unique(`docs-${locale}`);
    await logIn(page, locale, address, 'Anna Lehmann');

    // Upload a real PDF: listed with its size, the item gets its tick.
    await page.goto(t.upload);
    await expect(page.getByTestId('item-payslips').getByTestId('item-open')).toBeVisible();
    await uploadFile(page, locale, 'payslips', { name: 'Gehalt März.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(page.getByTestId('upload-success')).toHaveText(t.uploaded);
    const payslips = page.getByTestId('item-payslips');
    await expect(payslips.getByTestId('item-done')).toBeVisible();
    const link = payslips.getByRole('link', { name: 'Gehalt März.pdf' });
    await expect(link).toBeVisible();
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(/^\/api\/account\/documents\/[0-9a-f-]{36}$/);

    // Download: the owner gets the bytes as an attachment, never rendered, never cached.
    const download = await page.request.get(href);
    expect(download.status()).toBe(200);
    expect(download.headers()['content-type']).toBe('application/pdf');
    expect(download.headers()['content-disposition']).toBe(`attachment; filename="Gehalt M_rz.pdf"; filename*=UTF-8''Gehalt%20M%C3%A4rz.pdf`);
    expect(download.headers()['x-content-type-options']).toBe('nosniff');
    expect(download.headers()['cache-control']).toContain('no-store');
    expect(Buffer.from(await download.body()).equals(PDF)).toBe(true);

    // An HTML file named .pdf is refused with the message at its item; the JSON answer is 415.
    await uploadFile(page, locale, 'bankStatements', { name: 'kontoauszug.pdf', mimeType: 'application/pdf', buffer: HTML });
    await expect(page.getByTestId('item-bankStatements').getByTestId('upload-error')).toContainText(t.unsupported);
    await expect(page.getByTestId('item-bankStatements').getByTestId('item-open')).toBeVisible();
    const json = await page.request.post('/api/account/documents', {
      multipart: { locale, category: 'bankStatements', file: { name: 'kontoauszug.pdf', mimeType: 'application/pdf', buffer: HTML } },
      headers: { origin: baseURL!, accept: 'application/json' },
    });
    expect(json.status()).toBe(415);
    expect(await json.json()).toEqual({ error: { code: 'UNSUPPORTED_TYPE', field: null, params: {} } });
    if (locale === 'en') {
      // One byte over 10 MB → 413 with the code (the server stops reading; nothing is stored).
      const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x20);
      PDF.copy(big);
      const tooLarge = await page.request.post('/api/account/documents', {
        multipart: { locale, category: 'equity', file: { name: 'depot.pdf', mimeType: 'application/pdf', buffer: big } },
        headers: { origin: baseURL!, accept: 'application/json' },
      });
      expect(tooLarge.status()).toBe(413);
      expect(await tooLarge.json()).toEqual({ error: { code: 'FILE_TOO_LARGE', field: null, params: {} } });
    }
    const forged = await page.request.post('/api/account/documents', {
      multipart: { locale, category: 'payslips', file: { name: 'x.pdf', mimeType: 'application/pdf', buffer: PDF } },
      headers: { origin: 'https://evil.example', accept: 'application/json' },
    });
    expect(forged.status()).toBe(403);
    expect(await forged.json()).toEqual({ error: { code: 'FORBIDDEN_ORIGIN', field: null, params: {} } });

    // A PNG uploaded and deleted again.
    await uploadFile(page, locale, 'identity', { name: 'Ausweis.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByTestId('item-identity').getByTestId('item-done')).toBeVisible();
    await page.getByRole('button', { name: t.deleteFile }).click();
    await expect(page.getByTestId('item-identity').getByTestId('item-open')).toBeVisible();
    await expect(page.getByTestId('document-row')).toHaveCount(1);

    // Another lead, and a visitor without a session, get 404 for this file.
    const other = await otherLeadsPage(browser, locale, baseURL!);
    expect((await other.page.request.get(href)).status()).toBe(404);
    await other.context.close();
    const anonymous = await playwright.request.newContext({ baseURL });
    const missing = await anonymous.get(href);
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toEqual({ error: { code: 'NOT_FOUND', field: null, params: {} } });

    // The self-employed checklist asks for tax assessments; the payslip is still listed.
    await page.getByRole('link', { name: t.selfEmployed }).click();
    await expect(page).toHaveURL(/type=selfEmployed/);
    await expect(page.getByTestId('item-taxAssessments')).toContainText(t.taxAssessments);
    await expect(page.getByTestId('item-payslips')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: t.otherFiles })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Gehalt März.pdf' })).toBeVisible();

    // Export: one zip with data.json and the file.
    await page.goto(t.data);
    const [zipDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: t.exportButton }).click()]);
    expect(zipDownload.suggestedFilename()).toMatch(/^hauslotse-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = unzipSync(new Uint8Array(fs.readFileSync(await zipDownload.path())));
    expect(Object.keys(zip).sort()).toEqual(['data.json', 'documents/Gehalt März.pdf']);
    const data = JSON.parse(strFromU8(zip['data.json']!));
    expect(data.lead).toMatchObject({ email: address, givenName: 'Anna', surname: 'Lehmann' });
    expect(data.documents).toHaveLength(1);
    expect(data.emails.length).toBeGreaterThan(0);
    expect(data.sessions.length).toBeGreaterThan(0);

    // Deletion needs the typed address; then the account is gone, the visitor logged out, and the page says so.
    await page.getByLabel(t.confirmLabel).fill('someone@example.de');
    await page.getByRole('button', { name: t.deleteButton }).click();
    await expect(page.locator('#confirm-email-error')).toContainText(t.mismatch);
    await page.getByLabel(t.confirmLabel).fill(address.toUpperCase());
    await page.getByRole('button', { name: t.deleteButton }).click();
    await expect(page).toHaveURL(new RegExp(`${t.data}$`));
    await expect(page.getByTestId('account-deleted')).toContainText(t.deleted);
    expect(await (await page.request.get('/api/visitor')).json()).toMatchObject({ eligible: false, lead: null });
    expect((await page.request.get(href)).status()).toBe(404);

    // Nobody can make the page claim a deletion: a visit without that response shows the login request.
    const crafted = await playwright.request.newContext({ baseURL });
    const craftedPage = await (await crafted.get(`${t.data}?deleted=1`)).text();
    expect(craftedPage).toContain(t.loginRequired);
    expect(craftedPage).not.toContain(t.deleted);
    await crafted.dispose();
    await anonymous.dispose();

    // Logging in again with the same address starts a new, empty account: the old file stays unreachable.
    await logIn(page, locale, address, 'Anna Lehmann');
    expect((await page.request.get(href)).status()).toBe(404);
    await page.goto(t.upload);
    await expect(page.getByTestId('upload-documents')).toBeVisible();
    await expect(page.getByTestId('document-row')).toHaveCount(0);
  });
}
