/**
 * A multi-family house valued in the account (issue 49), both languages, as a plain GET address (no JavaScript):
 * the 8-unit house in Leipzig of the issue (04177, 480 m², 8 flats, built 1905, €3,600 rent a month, plot 450 m²,
 * land €350/m²). The income method leads, as the law chooses it for a let multi-family house; administration is
 * charged per flat, 8 × €367 = €2,936; the cost method is a plausibility check and the comparison method is named as
 * not used. One valuation page per locale after the usual sign-up.
 */
import { unique } from '../support/e2e-login';
import { expect, test, type Page } from '../support/playwright';
import { loggedInAs } from '../support/session';

test.describe.configure({ timeout: 60_000 });
test.use({ javaScriptEnabled: false });

const QUERY = 'postal=04177&type=multi_family&area=480&year=1905&condition=average&units=8&rent=3600&plot=450&land=350&gross=800&standard=3';

const TEXT = {
  de: {
    page: '/de/konto/immobilienwert', name: 'Vollständiger Name', consent: /Ich stimme den AGB zu/, go: 'Weiter zu meinem Konto',
    range: /^Zwischen [\d.]+\s€ und [\d.]+\s€$/, lead: 'Der Wert beruht auf dem Ertragswertverfahren.', administration: /^Verwaltung: 8 Wohnungen × 367\s€$/, amount: /−2\.936\s€/,
    check: 'Sachwertverfahren', type: 'NHK 2010, Typ 4.2', comparison: 'Das Vergleichswertverfahren wird nicht verwendet',
  },
  en: {
    page: '/en/account/property-value', name: 'Full name', consent: /I agree to the terms/, go: 'Go to my account',
    range: /^Between €[\d,]+ and €[\d,]+$/, lead: 'The value rests on the income method.', administration: /^Administration: 8 flats × €367$/, amount: /−€2,936/,
    check: 'cost method', type: 'NHK 2010, type 4.2', comparison: 'The comparison method is not used',
  },
} as const;

async function signUp(page: Page, locale: 'de' | 'en') {
  const t = TEXT[locale];
  const { location } = await loggedInAs(page.context(), unique(`valuation-mfh-${locale}`), { locale });
  await page.goto(location);
  await page.getByLabel(t.name).fill('Mira Mehrfamilien');
  await page.getByLabel(t.consent).check();
  await page.getByRole('button', { name: t.go }).click();
}

for (const locale of ['de', 'en'] as const) {
  const t = TEXT[locale];
  test(`${locale}: the 8-unit house in Leipzig: income method leads, administration 8 × €367, cost method as a check`, async ({ page }) => {
    await signUp(page, locale);
    await page.goto(`${t.page}?${QUERY}`);
    await expect(page.getByTestId('valuation-range')).toHaveText(t.range);
    await expect(page.getByTestId('valuation-lead')).toContainText(t.lead);
    await expect(page.getByTestId('valuation-administration')).toHaveText(t.administration);
    await expect(page.getByTestId('valuation-income')).toContainText(t.amount);
    // The result is the income value: the most likely value equals the income method's own.
    const value = (await page.getByTestId('valuation-value').textContent())!.replace(/\D/g, '');
    await expect(page.getByTestId('valuation-income').locator('dd').last()).toHaveText(new RegExp(value.replace(/(\d)(?=(\d{3})+$)/g, '$1[.,]')));
    await expect(page.getByTestId('valuation-checks')).toContainText(t.check);
    await expect(page.getByTestId('valuation-cost')).toContainText(t.type);
    await expect(page.getByTestId('valuation-comparison-method')).toContainText(t.comparison);
    await expect(page.getByTestId('valuation-yield')).toBeVisible();
  });
}
