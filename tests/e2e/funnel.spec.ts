import { axeFor } from '../support/axe';
import { expect, test, type Page } from '../support/playwright';
import { recommendMortgage } from '../../src/engine/recommendation';
import { resolvePlace } from '../../src/features/calculators/mortgage-form';
import { afRange } from '../../src/features/funnel/af-result';
import { todayInBerlin } from '../../src/lib/dates';
import { serverMarket } from '../support/rate-market';

const START = { en: '/en/criteria/start', de: '/de/kriterien/start' };
const REPORT = { en: '/en/criteria/recommendation', de: '/de/kriterien/empfehlung' };

const euro = (locale: 'de' | 'en', n: number) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(Math.round(n));

const T = {
  en: {
    next: 'Next', back: 'Back', finishAF: 'Show my price range', finishOM: 'Show my recommendation',
    income: 'Net income per month', commitments: 'Other loans per month', equity: 'Own funds', loc: 'Federal state or city', price: 'Purchase price', age: 'Age', hold: 'Years you expect to keep it', children: 'Children under 18',
    two: 'Two adults', employed: 'Employed', limited: /^Limited residence permit/, own: 'To live in myself', likely: 'Probably', safe: /^I want to be safe/,
    q1AF: "What is your household's net income per month?", q2AF: 'Who lives in your household?', q1OM: 'Which property do you want to buy?',
    step: (n: number) => `Step ${n} of 6`, tooLow: 'Please enter at least €500.', notNumber: 'Please enter a number, e.g. 4,500.',
    recommend: (y: number) => `We recommend a ${y}-year fixation`, incomplete: 'Continue with the questions',
  },
  de: {
    next: 'Weiter', back: 'Zurück', finishAF: 'Meinen Kaufpreisrahmen zeigen', finishOM: 'Meine Empfehlung zeigen',
    income: 'Nettoeinkommen im Monat', commitments: 'Andere Kredite im Monat', equity: 'Eigenkapital', loc: 'Bundesland oder Stadt', price: 'Kaufpreis', age: 'Alter', hold: 'Jahre, die du sie behalten willst', children: 'Kinder unter 18',
    two: 'Zwei Erwachsene', employed: 'Angestellt', limited: /^Befristeter Aufenthaltstitel/, own: 'Selbst bewohnen', likely: 'Wahrscheinlich', safe: /^Ich will Sicherheit/,
    q1AF: 'Wie hoch ist das Nettoeinkommen deines Haushalts im Monat?', q2AF: 'Wer lebt in deinem Haushalt?', q1OM: 'Welche Immobilie möchtest du kaufen?',
    step: (n: number) => `Schritt ${n} von 6`, tooLow: 'Bitte gib mindestens 500 € ein.', notNumber: 'Bitte gib eine Zahl ein, z. B. 4.500.',
    recommend: (y: number) => `Wir empfehlen dir eine Zinsbindung von ${y} Jahren`, incomplete: 'Weiter mit den Fragen',
  },
} as const;

const AF = { income: 4800, adults: 2 as const, children: 1, commitments: 200, equity: 70000, loc: 'BY', employment: 'employed' as const, residency: 'limited' as const };
const OM = { price: 420000, loc: 'BY', usage: 'ownHome' as const, building: 'existing' as const, equity: 110000, income: 5600, children: 1, age: 36, hold: 25, sure: 'likely' as const, risk: 'low' as const };

/** A field by its label (exact text: the form is labelled by the question, which contains the same words). */
const label = (page: Page, text: string | RegExp) => (typeof text === 'string' ? page.getByLabel(text, { exact: true }) : page.getByLabel(text));

async function answerAf(page: Page, locale: 'en' | 'de') {
  const L = T[locale];
  await label(page, L.income).fill('4800');
  await page.getByRole('button', { name: L.next }).click();
  await label(page, L.two).check();
  await label(page, L.children).fill('1');
  await page.getByRole('button', { name: L.next }).click();
  await label(page, L.commitments).fill('200');
  await page.getByRole('button', { name: L.next }).click();
  await label(page, L.equity).fill('70000');
  await label(page, L.loc).selectOption('BY');
  await page.getByRole('button', { name: L.next }).click();
  await label(page, L.employed).check();
  await page.getByRole('button', { name: L.next }).click();
  await label(page, L.limited).check();
  await page.getByRole('button', { name: L.finishAF }).click();
}

async function answerOm(page: Page, locale: 'en' | 'de') {
  const L = T[locale];
  await label(page, L.price).fill('420000');
  await label(page, L.loc).selectOption('BY');
  await label(page, L.own).check();
  await page.getByRole('button', { name: L.next }).click();
  await label(page, L.equity).fill('110000');
  await page.getByRole('button', { name: L.next }).click();
  await label(page, L.income).fill('5600');
  await label(page, L.children).fill('1');
  await page.getByRole('button', { name: L.next }).click();
  await label(page, L.age).fill('36');
  await page.getByRole('button', { name: L.next }).click();
  await label(page, L.hold).fill('25');
  await label(page, L.likely).check();
  await page.getByRole('button', { name: L.next }).click();
  await expect(page.getByText(L.step(6))).toBeVisible();
  await label(page, L.safe).check();
  await page.getByRole('button', { name: L.finishOM }).click();
}

for (const locale of ['en', 'de'] as const) {
  const L = T[locale];

  test.describe(`criteria funnel (${locale})`, () => {
    test('AF: one question per step with progress, back keeps the answers, errors in words, the price range equals the engine’s', async ({ page, request }) => {
      await page.goto(START[locale]);
      await page.locator('a[data-funnel="AF"]').click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(L.q1AF);
      await expect(page.locator('header').first()).toBeVisible();
      await expect(page.getByText(L.step(1))).toBeVisible();

      // Invalid answers: the same question again, the message in words, the input kept.
      await label(page, L.income).fill('300');
      await page.getByRole('button', { name: L.next }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(L.q1AF);
      await expect(page.getByTestId('funnel-income-error')).toHaveText(L.tooLow);
      await expect(label(page, L.income)).toHaveValue('300');
      await expect(label(page, L.income)).toHaveAttribute('aria-invalid', 'true');
      await label(page, L.income).fill('viel');
      await page.getByRole('button', { name: L.next }).click();
      await expect(page.getByTestId('funnel-income-error')).toHaveText(L.notNumber);

      // Step 2, then back: the first answer is still there.
      await label(page, L.income).fill('4800');
      await page.getByRole('button', { name: L.next }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(L.q2AF);
      await expect(page.getByText(L.step(2))).toBeVisible();
      await page.getByRole('link', { name: L.back, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(L.q1AF);
      await expect(label(page, L.income)).toHaveValue(locale === 'de' ? '4.800' : '4,800');

      await page.goto(`${START[locale]}?funnel=AF`);
      await answerAf(page, locale);
      await expect(page).toHaveURL(/funnel=AF&income=4800/);
      const market = await serverMarket(request);
      const range = afRange(AF, resolvePlace('BY', todayInBerlin())!.taxRate, market);
      await expect(page.getByTestId('af-range')).toContainText(euro(locale, range.cautious!.maxPrice));
      await expect(page.getByTestId('af-range')).toContainText(euro(locale, range.upper!.maxPrice));
      await expect(page.getByTestId('af-upper-loan')).toHaveText(euro(locale, range.upper!.loan));
      await expect(page.getByTestId('af-upper-payment')).toHaveText(euro(locale, range.upper!.monthlyPayment));
      await expect(page.getByTestId('af-residency')).toContainText(locale === 'en' ? 'limited permit' : 'befristetem Aufenthaltstitel');
      await expect(page.locator('figure > svg[role="img"]:visible')).toBeVisible();
      const axe = await axeFor(page).analyze();
      expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    });

    test('OM: from the footer button through six questions to the report with the engine’s recommendation', async ({ page, request }) => {
      await page.goto(locale === 'en' ? '/en/about' : '/de/ueber-uns');
      await page.getByRole('button', { name: locale === 'en' ? 'Find the right mortgage' : 'Die passende Finanzierung finden' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(L.q1OM);
      await answerOm(page, locale);

      await expect(page).toHaveURL(new RegExp(`${REPORT[locale]}\\?funnel=OM&price=420000`));
      const market = await serverMarket(request);
      const date = todayInBerlin();
      const report = recommendMortgage(
        { purchasePrice: OM.price, locationTax: resolvePlace('BY', date)!.taxRate, usage: OM.usage, equity: OM.equity, netIncomeMonthly: OM.income, age: OM.age, holdYears: OM.hold, holdCertainty: OM.sure, risk: OM.risk, children: OM.children, building: OM.building },
        { date, market },
      );
      await expect(page.getByTestId('report-summary')).toContainText(L.recommend(report.recommended.fixationYears));
      await expect(page.getByTestId('report-summary')).toContainText(euro(locale, report.financing.loanAmount));
      await expect(page.getByTestId('report-summary')).toContainText(euro(locale, report.recommended.monthlyRate));
      await expect(page.locator(`tr[data-fixation="${report.recommended.fixationYears}"]`)).toHaveAttribute('aria-current', 'true');
      await expect(page.getByTestId('report-fixation-table').locator('tbody tr')).toHaveCount(5);
      await expect(page.getByTestId('report-break-even').locator('tbody tr')).toHaveCount(10);
      await expect(page.locator('[data-kfw]')).toHaveCount(2);
      await expect(page.locator('figure > svg[role="img"]:visible')).toBeVisible();
      const axe = await axeFor(page).analyze();
      expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

      // The PDF of the same report downloads; saving asks a visitor to log in and keeps the answers.
      const pdf = await page.request.get((await page.getByTestId('report-pdf').getAttribute('href'))!);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      await page.getByTestId('report-save').click();
      await expect(page).toHaveURL(/saveLogin=1/);
      await expect(page.getByTestId('save-needs-login').getByRole('link')).toHaveAttribute('href', new RegExp(`^${REPORT[locale]}\\?funnel=OM&price=420000.*risk=low`));
      await page.goBack();

      // 360 px: no sideways scrolling of the page (wide tables scroll in their own box).
      await page.setViewportSize({ width: 360, height: 740 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });

    test('the report without complete answers links back to the questions, never an error', async ({ page }) => {
      const response = await page.goto(`${REPORT[locale]}?funnel=OM&price=420000&loc=BY&usage=ownHome`);
      expect(response?.status()).toBe(200);
      await page.getByRole('link', { name: L.incomplete }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(locale === 'en' ? 'How much of your own money do you have?' : 'Wie viel Eigenkapital hast du?');
      const robots = await page.request.get(`${REPORT[locale]}?funnel=OM`).then((r) => r.text());
      expect(robots).toContain('noindex');
    });
  });
}

test('an age below 18 is answered in the visitor’s words, not by the browser', async ({ page }) => {
  await page.goto('/de/kriterien/start?funnel=OM&price=420000&loc=BY&usage=ownHome&building=existing&equity=110000&income=5600&children=1&step=3');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wie alt bist du?');
  await page.getByLabel('Alter', { exact: true }).fill('17');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByTestId('funnel-age-error')).toHaveText('Bitte gib mindestens 18 ein.');
  await expect(page.getByLabel('Alter', { exact: true })).toHaveValue('17');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the whole AF funnel works and ends on the price range', async ({ page }) => {
    await page.goto('/en/criteria/start?funnel=AF');
    await answerAf(page, 'en');
    await expect(page.getByTestId('af-range')).toContainText('You can afford a property of about');
  });

  test('the whole OM funnel works from the footer button to the report, its PDF and the save button', async ({ page, request }) => {
    await page.goto('/de/ueber-uns');
    await page.getByRole('button', { name: 'Die passende Finanzierung finden' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.de.q1OM);
    await answerOm(page, 'de');
    await expect(page).toHaveURL(new RegExp(`${REPORT.de}\\?funnel=OM&price=420000`));
    const date = todayInBerlin();
    const report = recommendMortgage(
      { purchasePrice: OM.price, locationTax: resolvePlace('BY', date)!.taxRate, usage: OM.usage, equity: OM.equity, netIncomeMonthly: OM.income, age: OM.age, holdYears: OM.hold, holdCertainty: OM.sure, risk: OM.risk, children: OM.children, building: OM.building },
      { date, market: await serverMarket(request) },
    );
    await expect(page.getByTestId('report-summary')).toContainText(T.de.recommend(report.recommended.fixationYears));
    await expect(page.getByTestId('report-fixation-table').locator('tbody tr')).toHaveCount(5);
    const pdf = await page.request.get((await page.getByTestId('report-pdf').getAttribute('href'))!);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    await page.getByTestId('report-save').click();
    await expect(page.getByTestId('save-needs-login').getByRole('link')).toHaveAttribute('href', new RegExp(`^${REPORT.de}\\?funnel=OM&price=420000.*risk=low`));
  });
});
