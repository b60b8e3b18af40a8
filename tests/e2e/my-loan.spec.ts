/**
 * "My loan" and its plan (issue 51 parts 1, 2 and 5), in both languages at 360 and 1280 px:
 * - a logged-in homeowner enters a loan, sees the residual debt at the fixation's end, the interest still to pay, the
 *   forward loan's date and the § 489 BGB right, and opens the plan with its three paths, the chart and the fees;
 * - a visitor keeps the refinance landing's figures as "my loan", logs in, signs up, and finds the loan in the
 *   account with the same figures (the pending save claimed once: a reload adds nothing).
 * axe finds nothing serious on either page, and nothing is wider than the phone.
 */
import { axeFor } from '../support/axe';
import { unique } from '../support/e2e-login';
import { expect, test, type Page } from '../support/playwright';
import { loggedInAs } from '../support/session';

test.describe.configure({ timeout: 90_000 });

const TEXT = {
  de: {
    landing: '/de/lp/anschlussfinanzierung', myLoan: '/de/konto/mein-darlehen', plan: '/de/konto/mein-darlehen/plan', login: '/de/anmelden',
    name: 'Vollständiger Name', consent: /Ich stimme den AGB zu/, go: 'Weiter zu meinem Konto',
    bank: 'Bank (freiwillig)', debt: 'Restschuld (€)', debtDate: 'Restschuld zum', rate: 'Sollzins (%)', payment: 'Monatsrate (€)', fixEnd: 'Zinsbindung endet am', disbursed: 'Vollständig ausgezahlt am (freiwillig)', value: 'Wert der Immobilie (€, freiwillig)',
    save: 'Darlehen speichern', saved: 'Dein Darlehen ist gespeichert.', planLink: 'Plan ansehen',
    keepRate: 'Aktueller Sollzins (%)', keepPayment: 'Aktuelle Monatsrate (€)', keep: 'Als mein Darlehen speichern (für Erinnerungen)', kept: 'Die Zahlen aus dem Rechner sind als dein Darlehen gespeichert.',
    paths: ['Prolongation bei deiner Bank', 'Wechsel zum Ende der Zinsbindung', 'Forward-Darlehen, heute abgeschlossen'], fees: 'Die Gebühren eines Wechsels', sources: 'KV-Nr. 25100',
    terminate: 'Kündigungsrecht (§ 489 Abs. 1 Nr. 2 BGB)', residual: /^\d{1,3}(\.\d{3})*\s€$/, nav: 'Mein Darlehen',
  },
  en: {
    landing: '/en/lp/refinancing', myLoan: '/en/account/my-loan', plan: '/en/account/my-loan/plan', login: '/en/login',
    name: 'Full name', consent: /I agree to the terms/, go: 'Go to my account',
    bank: 'Bank (optional)', debt: 'Remaining debt (€)', debtDate: 'Remaining debt as of', rate: 'Nominal rate (%)', payment: 'Monthly payment (€)', fixEnd: 'Fixed rate ends on', disbursed: 'Fully paid out on (optional)', value: 'Property value (€, optional)',
    save: 'Save loan', saved: 'Your loan is saved.', planLink: 'See the plan',
    keepRate: 'Current nominal rate (%)', keepPayment: 'Current monthly payment (€)', keep: 'Keep as my loan (for reminders)', kept: 'The figures from the calculator are saved as your loan.',
    paths: ['Prolongation with your bank', 'Switch when the rate ends', 'Forward loan arranged today'], fees: 'The fees of a switch', sources: 'nos. 25100',
    terminate: 'Right to terminate (§ 489 (1) no. 2 BGB)', residual: /^€\d{1,3}(,\d{3})*$/, nav: 'My loan',
  },
} as const;

const WIDTHS = [360, 1280] as const;

async function signUp(page: Page, t: (typeof TEXT)['de' | 'en'], fullName: string) {
  await page.getByLabel(t.name).fill(fullName);
  await page.getByLabel(t.consent).check();
  await page.getByRole('button', { name: t.go }).click();
}

async function fitsAndAxe(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  const results = await axeFor(page).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** A day `years` years from today, 'YYYY-MM-DD' (the fixation must lie ahead whenever the suite runs). */
const yearsAhead = (years: number, month = 6, day = 30) => `${new Date().getUTCFullYear() + years}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

for (const locale of ['de', 'en'] as const) {
  const t = TEXT[locale];
  for (const width of WIDTHS) {
    test(`${locale} at ${width} px: enter a loan → its figures → the plan with three paths, the chart and the fees`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const { location } = await loggedInAs(page.context(), unique(`my-loan-${locale}-${width}`), { locale });
      await page.goto(location);
      await signUp(page, t, 'Hanna Haus');
      await page.goto(t.myLoan);
      await expect(page.getByTestId('account-nav').getByRole('link', { name: t.nav })).toHaveAttribute('aria-current', 'page');

      await page.getByLabel(t.bank).fill('Sparkasse');
      await page.getByLabel(t.debt).fill(locale === 'de' ? '210.000' : '210,000');
      await page.getByLabel(t.debtDate).fill(yearsAhead(0, 1, 31));
      await page.getByLabel(t.rate).fill(locale === 'de' ? '3,1' : '3.1');
      await page.getByLabel(t.payment).fill('950');
      await page.getByLabel(t.fixEnd).fill(yearsAhead(3));
      await page.getByLabel(t.disbursed).fill(yearsAhead(-8, 6, 15));
      await page.getByLabel(t.value).fill(locale === 'de' ? '420.000' : '420,000');
      await page.getByRole('button', { name: t.save }).click();

      await expect(page.getByTestId('my-loan-notice')).toHaveText(t.saved);
      const card = page.getByTestId('loan-card');
      await expect(card).toHaveCount(1);
      await expect(card.getByTestId('loan-residual')).toHaveText(t.residual);
      await expect(card.getByTestId('loan-interest')).toHaveText(t.residual);
      await expect(card.getByTestId('loan-forward')).not.toBeEmpty();
      await expect(card.getByText(t.terminate)).toBeVisible();
      await fitsAndAxe(page, width);

      await card.getByRole('link', { name: t.planLink }).click();
      await expect(page).toHaveURL(new RegExp(`${t.plan}\\?loan=`));
      const table = page.getByTestId('plan-table');
      for (const path of t.paths) await expect(table.getByRole('rowheader', { name: new RegExp(path) })).toBeVisible();
      await expect(table.locator('[data-col="total"]')).toHaveCount(3);
      await expect(page.locator(`svg[data-frame="${width < 640 ? 'narrow' : 'wide'}"]`)).toBeVisible();
      await expect(page.getByRole('heading', { name: t.fees })).toBeVisible();
      await expect(page.getByTestId('plan-fees')).toContainText(t.sources);
      // The bank's own offer replaces the assumed prolongation rate.
      await page.getByLabel(new RegExp(locale === 'de' ? 'Angebot deiner Bank' : 'Your bank’s offer')).fill(locale === 'de' ? '4,5' : '4.5');
      await page.getByTestId('plan-submit').click();
      await expect(table.locator('tr[data-path="prolongation"] [data-col="rate"]')).toHaveText(locale === 'de' ? '4,50 %' : '4.50%');
      await fitsAndAxe(page, width);
    });

    test(`${locale} at ${width} px: the landing’s figures kept as "my loan" through the login, nothing lost`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${t.landing}?debt=180000&value=400000&months=18&fix=10&repayment=2`);
      const keep = page.getByTestId('refi-keep');
      await keep.getByLabel(t.keepRate).fill(locale === 'de' ? '2,2' : '2.2');
      await keep.getByLabel(t.keepPayment).fill('1100');
      await keep.getByRole('button', { name: t.keep }).click();
      await expect(page).toHaveURL(new RegExp(`${t.login}\\?next=`));

      const { location } = await loggedInAs(page.context(), unique(`landing-loan-${locale}-${width}`), { locale });
      await page.goto(location);
      await page.goto(t.myLoan);
      await signUp(page, t, 'Lena Landing');
      await expect(page).toHaveURL(new RegExp(`${t.myLoan}$`));
      await expect(page.getByTestId('my-loan-notice')).toHaveText(t.kept);
      const card = page.getByTestId('loan-card');
      await expect(card).toHaveCount(1);
      // The remaining debt the calculator was given is the one at the fixation's end: nothing lost on the way.
      await expect(card.getByTestId('loan-residual')).toHaveText(locale === 'de' ? '180.000 €' : '€180,000');
      await expect(card.getByTestId('loan-installment')).toHaveText(locale === 'de' ? '1.100,00 €' : '€1,100.00');
      // A reload claims nothing more.
      await page.reload();
      await expect(page.getByTestId('loan-card')).toHaveCount(1);
      await fitsAndAxe(page, width);
    });
  }
}
