/**
 * The enquiry on a listing page (issue 48) in both languages on the seeded demo listings: a visitor with JavaScript
 * (the CAPTCHA solves itself) first leaves the consent out — the error in the page's language, the typed values kept,
 * none of them in the address — then sends it; the enquiry page says "sent" with the demo note, and both inboxes
 * receive it: the visitor's confirmation in the page's language, the advisor's notice in German naming the visitor,
 * the listing reference and the message. The listing page itself stays the same for everyone.
 */
import fs from 'node:fs';
import path from 'node:path';
import { asOwnClient, unique } from '../support/e2e-login';
import { decodeQuotedPrintable, mailsTo } from '../support/mailbox';
import { expect, startupScriptsRan, test } from '../support/playwright';

const TEXT = {
  en: {
    search: '/en/properties?place=Leipzig',
    listing: '/en/properties/',
    heading: 'Ask about this property',
    name: 'Your name',
    email: 'E-mail address',
    message: 'Your message',
    submit: 'Send enquiry',
    consentError: 'Please agree so that we may answer you.',
    sent: 'Your enquiry has been sent',
    demo: 'This was a demo listing',
    intro: 'thank you for your enquiry.',
    enquiryPage: '/en/property-enquiry?',
  },
  de: {
    search: '/de/immobilien?place=Leipzig',
    listing: '/de/immobilien/',
    heading: 'Anfrage zu dieser Immobilie',
    name: 'Dein Name',
    email: 'E-Mail-Adresse',
    message: 'Deine Nachricht',
    submit: 'Anfrage senden',
    consentError: 'Bitte stimme zu, damit wir dir antworten dürfen.',
    sent: 'Deine Anfrage ist verschickt',
    demo: 'Das war ein Demo-Angebot',
    // ASCII only: the mailbox helper undoes quoted-printable byte by byte.
    intro: 'Deine Beratung bei Hauslotse hat sie erhalten',
    enquiryPage: '/de/immobilien-anfrage?',
  },
} as const;

/** A posted form that carries the CAPTCHA's solution (multipart or URL-encoded), as the booking spec checks it. */
const SOLVED = /name="altcha"\r?\n\r?\n[A-Za-z0-9+/=]{100,}|altcha=[A-Za-z0-9%+/=]{100,}/;

/** Every e-mail the test run's SMTP server received that mentions `text` and went to someone other than `not`. */
function mailsMentioning(text: string, not: string): string[] {
  const dir = process.env.E2E_MAIL_DIR!;
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
  return files
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
    .filter((m) => !m.startsWith(`X-Envelope-To: ${not}\r\n`) && decodeQuotedPrintable(m).includes(text));
}

for (const locale of ['en', 'de'] as const) {
  test(`${locale}: a visitor asks about a demo listing; both inboxes receive the enquiry`, async ({ page }) => {
    test.setTimeout(120_000);
    const t = TEXT[locale];
    await asOwnClient(page);
    await page.goto(t.search);
    const card = page.getByTestId('listing-card').first();
    const slug = (await card.getAttribute('data-slug'))!;
    // The CAPTCHA costs a request and a proof of work: only a visitor who moves into the form pays it.
    const challenges: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/auth/captcha') challenges.push(r.url());
    });
    await page.goto(`${t.listing}${slug}`);
    const form = page.getByTestId('listing-enquiry');
    await expect(form.getByRole('heading', { name: t.heading })).toBeVisible();
    await expect(form.getByTestId('enquiry-demo-notice')).toBeVisible();
    await startupScriptsRan(page);
    expect(challenges).toHaveLength(0);

    const address = unique(`enquiry-${locale}`);
    const message = `Is it still available? (${locale} test ${Date.now()})`;
    await form.getByLabel(t.name, { exact: true }).fill('Lena Schulz');
    await form.getByLabel(t.email, { exact: true }).fill(address);
    await form.getByLabel(t.message, { exact: true }).fill(message);
    // Without consent: back on the private enquiry page, the error in the page's language, everything typed kept, none of it in the address.
    await form.getByRole('button', { name: t.submit }).click();
    await expect(page).toHaveURL((url) => url.pathname + '?' === t.enquiryPage && url.searchParams.get('errors') === 'consent:consentRequired');
    expect(page.url()).not.toContain('Lena');
    expect(page.url()).not.toContain(encodeURIComponent(address));
    await expect(page.getByTestId('enquiry-error-consent')).toHaveText(t.consentError);
    await expect(page.getByLabel(t.email, { exact: true })).toHaveValue(address);
    await expect(page.getByLabel(t.message, { exact: true })).toHaveValue(message);

    // With consent, and with the CAPTCHA's solution (the widget solves it in this browser).
    await startupScriptsRan(page);
    await page.locator('#enq-consent').check();
    const posted = page.waitForRequest((r) => r.url().endsWith('/api/properties/enquiry') && r.method() === 'POST');
    await page.getByRole('button', { name: t.submit }).click();
    expect((await posted).postData() ?? '').toMatch(SOLVED);
    await expect(page.getByTestId('enquiry-sent')).toContainText(t.sent);
    await expect(page.getByTestId('enquiry-sent')).toContainText(t.demo);

    // The visitor's inbox: the confirmation in the page's language with the message.
    const [confirmation] = await mailsTo(address, 1);
    const mine = decodeQuotedPrintable(confirmation!).replace(/\s+/g, ' ');
    expect(mine).toContain(t.intro);
    expect(mine).toContain(message);
    // The advisor's inbox: the notice in German, naming the visitor, the listing and the message.
    await expect.poll(() => mailsMentioning(address, address).length, { timeout: 45_000 }).toBeGreaterThanOrEqual(1);
    const notice = decodeQuotedPrintable(mailsMentioning(address, address)[0]!).replace(/\s+/g, ' ');
    expect(notice).toContain('jemand hat auf der Angebotsseite zu einer Immobilie angefragt');
    expect(notice).toContain('Lena Schulz');
    expect(notice).toContain(message);
    expect(notice).toContain('Demo-Angebot');

    // The listing page stays the same for everyone: nothing of this visitor on it.
    await page.goto(`${t.listing}${slug}`);
    await expect(page.getByTestId('listing-enquiry').getByLabel(t.email, { exact: true })).toHaveValue('');
    expect(await page.content()).not.toContain(address);
  });
}
