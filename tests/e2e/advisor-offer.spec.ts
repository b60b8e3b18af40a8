/**
 * The advisor's offer (issue 50, part 3, ADR 050), in both languages: a new customer signs up; the admin gives the
 * lead to the demo advisor David Okafor; David compares the lenders for the customer's case on the lead page and adds
 * the best-ranked one as the recommended offer, visible to the customer; the customer sees it in the account with its
 * figures, downloads it as a PDF and accepts it; David gets the e-mail (German: his languages include German) and the
 * lead's timeline shows the acceptance. Each staff member signs in once for the whole file (two sign-ins within 30
 * seconds would share an authenticator code, which is accepted once).
 */
import fs from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import { unique } from '../support/e2e-login';
import { decodeQuotedPrintable, readMailsTo } from '../support/mailbox';
import { pdfText } from '../support/pdf-text';
import { expect, test } from '../support/playwright';
import { loggedInAs } from '../support/session';
import { signInStaff } from '../support/staff-login';
import { BASE_URL } from '../../playwright.config';

test.describe.configure({ mode: 'serial', timeout: 150_000 });

/** David Okafor's advisor profile's address (src/demo/advisors.ts), where the lead's advisor's e-mails go. */
const DAVID = 'david.okafor@demo.hauslotse.invalid';

const TEXT = {
  de: {
    account: '/de/konto',
    staffLeads: '/de/team/leads',
    offersTitle: 'Angebote deiner Beratung',
    recommended: 'Von deiner Beraterin oder deinem Berater empfohlen',
    validUntil: /^Gültig bis \d{2}\.\d{2}\.\d{4}$/,
    accept: 'Angebot annehmen',
    accepted: 'Danke: Du hast dieses Angebot angenommen. Deine Beratung weiß Bescheid und meldet sich wegen der nächsten Schritte.',
    pdfTitle: 'Dein Finanzierungsangebot',
    pdfFile: /^finanzierungsangebot-[\w-]+\.pdf$/,
    added: 'Das Angebot wurde hinzugefügt.',
    timeline: /^Angebot von .+ angenommen \(.+ im Monat, .+ effektiv\)\.$/,
    monthly: 'Monatliche Rate',
  },
  en: {
    account: '/en/account',
    staffLeads: '/en/staff/leads',
    offersTitle: 'Your advisor’s offers',
    recommended: 'Recommended by your advisor',
    validUntil: /^Valid until [A-Z][a-z]{2} \d{1,2}, \d{4}$/,
    accept: 'Accept this offer',
    accepted: 'Thank you: you have accepted this offer. Your advisor has been told and will get in touch about the next steps.',
    pdfTitle: 'Your financing offer',
    pdfFile: /^financing-offer-[\w-]+\.pdf$/,
    added: 'The offer has been added.',
    timeline: /^The customer accepted the offer of .+ \(.+ a month, .+ effective\)\.$/,
    monthly: 'Monthly payment',
  },
} as const;

let adminContext: BrowserContext;
let advisorContext: BrowserContext;
let admin: Page;
let advisor: Page;

test.beforeAll(async ({ browser }) => {
  adminContext = await browser.newContext({ baseURL: BASE_URL });
  admin = await adminContext.newPage();
  await signInStaff(admin, 'offersAdmin');
  advisorContext = await browser.newContext({ baseURL: BASE_URL });
  advisor = await advisorContext.newPage();
  await signInStaff(advisor, 'offersAdvisor');
});

test.afterAll(async () => {
  await adminContext?.close();
  await advisorContext?.close();
});

for (const locale of ['de', 'en'] as const) {
  test(`${locale}: the advisor shows an offer, the customer sees it in the account, downloads its PDF and accepts it; the advisor gets the e-mail`, async ({ browser }) => {
    const t = TEXT[locale];
    const address = unique(`advisor-offer-${locale}`);
    // A name as the sign-up accepts it (letters, no digits).
    const name = `Olivia Angebot ${locale === 'de' ? 'Deutsch' : 'English'}`;

    // A new customer signs up in the language of the test.
    const customerContext = await browser.newContext({ baseURL: BASE_URL });
    const customer = await customerContext.newPage();
    const { location } = await loggedInAs(customerContext, address, { locale });
    await customer.goto(location);
    await customer.locator('#signup-name').fill(name);
    await customer.locator('#signup-consent').check();
    await customer.getByTestId('signup-step').getByRole('button').click();
    await expect(customer.getByTestId('signup-step')).toHaveCount(0);
    // No offer yet: no offers section.
    await customer.goto(t.account);
    await expect(customer.getByTestId('customer-offers')).toHaveCount(0);

    // The admin gives the lead to David Okafor.
    await admin.goto(t.staffLeads);
    // A lead who signed up is listed by name.
    const leadLink = admin.getByTestId('lead-list').getByRole('link', { name });
    const leadPath = (await leadLink.getAttribute('href'))!;
    await admin.goto(leadPath);
    const davidOption = admin.locator('#lead-advisor-to option', { hasText: 'David Okafor' });
    await admin.locator('#lead-advisor-to').selectOption({ value: (await davidOption.getAttribute('value'))! });
    await admin.getByTestId('lead-advisor-form').getByRole('button').click();
    await expect(admin.getByTestId('lead-done')).toBeVisible();

    // David compares the lenders for the customer's case and adds the best-ranked one as the recommended, visible offer.
    await advisor.goto(leadPath);
    await expect(advisor.getByTestId('lead-offers-empty')).toBeVisible();
    const caseForm = advisor.getByTestId('lead-offer-case');
    await caseForm.locator('#oc-price').fill('400000');
    await caseForm.locator('#oc-loan').fill('320000');
    await caseForm.locator('#oc-state').selectOption('BY');
    await caseForm.locator('#oc-fix').fill('10');
    await caseForm.locator('#oc-repay').fill('2');
    await caseForm.getByRole('button').click();
    const rows = advisor.getByTestId('lead-offer-row');
    await expect(rows.first()).toBeVisible();
    const firstRow = rows.first();
    const lender = ((await firstRow.locator('p').first().innerText()).replace(/^1\.\s*/, '')).replace(/\s*\((Demo-Bank|demo lender)\)$/, '');
    await firstRow.locator('summary').click();
    await firstRow.locator('#row-0-recommended').check();
    await firstRow.locator('#row-0-visible').check();
    await firstRow.getByTestId('lead-offer-add-row').getByRole('button').click();
    await expect(advisor.getByTestId('lead-offers-done')).toHaveText(t.added);
    const staffOffer = advisor.getByTestId('staff-offer');
    await expect(staffOffer).toHaveCount(1);
    await expect(staffOffer).toHaveAttribute('data-recommended', 'true');
    await expect(staffOffer).toHaveAttribute('data-visible', 'true');

    // The customer sees the offer in the account: the lender, recommended, the figures, the validity.
    await customer.goto(t.account);
    const section = customer.getByTestId('customer-offers');
    await expect(section.getByRole('heading', { level: 2, name: t.offersTitle })).toBeVisible();
    const offer = section.getByTestId('customer-offer');
    await expect(offer).toHaveCount(1);
    await expect(offer.getByTestId('customer-offer-lender')).toContainText(lender);
    await expect(offer.getByTestId('customer-offer-recommended')).toHaveText(t.recommended);
    await expect(offer.getByTestId('customer-offer-validity')).toHaveText(t.validUntil);
    const monthly = (await offer.locator('[data-column="monthly"]').innerText()).trim();
    expect(monthly).toMatch(/\d/);

    // The PDF: its name in the language, the lender, the title and the same monthly payment.
    const [download] = await Promise.all([customer.waitForEvent('download'), offer.getByTestId('customer-offer-pdf').click()]);
    expect(download.suggestedFilename()).toMatch(t.pdfFile);
    const bytes = fs.readFileSync((await download.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(bytes).replace(/\s*\n\s*/g, ' ');
    expect(text).toContain(t.pdfTitle);
    expect(text).toContain(lender);
    expect(text).toContain(`${t.monthly} ${monthly.replace(/[\u00a0\u202f]/g, ' ')}`);

    // The customer accepts; the form is gone and the acceptance is shown.
    const before = readMailsTo(DAVID).length;
    await offer.getByRole('button', { name: t.accept }).click();
    await expect(customer.getByTestId('customer-offer-done')).toHaveText(t.accepted);
    await expect(customer.getByTestId('customer-offer-accepted')).toBeVisible();
    await expect(customer.getByRole('button', { name: t.accept })).toHaveCount(0);

    // David gets the e-mail (in German: his languages include German), naming the customer and the lender.
    await expect
      .poll(() => readMailsTo(DAVID).slice(before).map(decodeQuotedPrintable).some((m) => m.includes(address) && m.replace(/\s+/g, ' ').includes(`hat im Kundenkonto das Angebot von ${lender}`)), {
        timeout: 45_000,
        message: `the advisor's e-mail about ${address}`,
      })
      .toBe(true);

    // The lead's timeline shows the acceptance; the offer on the lead page says it was accepted.
    await advisor.goto(leadPath);
    await expect(advisor.getByTestId('lead-timeline').getByTestId('lead-offer-accepted')).toHaveText(t.timeline);
    await expect(advisor.getByTestId('staff-offer-accepted')).toBeVisible();
    await customerContext.close();
  });
}
