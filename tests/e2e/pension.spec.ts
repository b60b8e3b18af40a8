/**
 * The retirement planner page (issue 13) in both locales: the figures equal the engine's for the server's
 * date and rate market; every input and slider recalculates in the browser without a request; the field
 * errors in words; the inflation toggle; no own-home option for owners; the shared URL; the form without
 * JavaScript; axe; the summary in the first screen of a 360 px phone.
 */
import { axeFor } from '../support/axe';
import { expect, test, type Page } from '../support/playwright';
import type { RateMarket } from '../../src/engine/rates/market';
import { DEFAULT_PENSION_FORM, evaluatePensionForm, pensionFormFromParams, type PensionForm } from '../../src/features/pension/pension-form';
import { normalizeMoney } from '../../src/lib/numbers';
import { todayInBerlin } from '../../src/lib/dates';
import { serverMarket } from '../support/rate-market';

const PATH = { en: '/en/retirement-calculator-germany', de: '/de/altersvorsorge-rechner' } as const;
type Locale = keyof typeof PATH;

const euro = (locale: Locale, n: number) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(Math.round(n));

const L = {
  en: {
    age: 'Age (years)',
    inc: 'Monthly gross income (€)',
    sav: 'Monthly savings (€)',
    bank: 'Savings in the bank (€)',
    rent: 'Monthly cold rent (€)',
    partner: 'Partner’s monthly gross income (€, optional)',
    etf: 'Share of your monthly savings going into ETFs (%)',
    etfv: 'Value of your ETF holdings today (€)',
    oth: 'Other pensions a month (€, e.g. company pension)',
    pe: 'Points as an employee',
    ps: 'Points as self-employed',
    pt: 'Or: total points from your pension statement',
    tax: 'Tax filing',
    cl: 'Children (for the care insurance rate)',
    dep: 'Depreciation of an investment property',
    sex: 'Sex (optional)',
    edu: 'Education (optional)',
    city: "City or postal code (optional, for your state's transfer and church tax)",
    ch: 'Church tax',
    ownYes: 'Yes',
    selfEmployed: 'Self-employed',
    grvc: 'Compulsorily insured in the statutory pension (self-employed)',
    hval: 'Value of your home (€)',
    hdebt: 'Outstanding mortgage (€)',
    hpay: 'Monthly mortgage payment (€)',
    hrate: 'Mortgage interest rate (%)',
    ra: 'Desired retirement age',
    mc: 'Monthly contribution to a private pension plan',
    oc: 'One-time contribution',
    inflYes: 'with 2% inflation a year',
    inflNo: 'in today’s euros',
    submit: 'Calculate',
    gap: (gap: string) => `To keep your standard of living you need ${gap} a month more in retirement.`,
    basisToday: 'All amounts in today’s euros',
    basisNominal: 'Amounts at retirement in nominal euros',
    errors: {
      age19: 'The planner works from the age of 20',
      age67: 'The planner works up to the age of 66',
      required: 'This field is required',
      number: 'Please enter a number',
      pointsEmpty: 'Enter your pension points: at least one value above 0',
      pointsRequired: 'Enter your pension points (0 for a part that does not apply)',
      retirement: 'Retirement must come after your current age: at least 67',
      percentMax: 'The value cannot be above 100%',
    },
  },
  de: {
    age: 'Alter (Jahre)',
    inc: 'Monatliches Bruttoeinkommen (€)',
    sav: 'Monatliche Sparrate (€)',
    bank: 'Erspartes auf der Bank (€)',
    rent: 'Monatliche Kaltmiete (€)',
    partner: 'Monatliches Bruttoeinkommen deines Partners (€, optional)',
    etf: 'Anteil deiner Sparrate in ETFs (%)',
    etfv: 'Heutiger Wert deiner ETFs (€)',
    oth: 'Weitere Renten im Monat (€, z. B. Betriebsrente)',
    pe: 'Punkte als Angestellter',
    ps: 'Punkte als Selbstständiger',
    pt: 'Oder: Summe der Punkte aus deiner Renteninformation',
    tax: 'Steuerliche Veranlagung',
    cl: 'Kinder (für den Pflegeversicherungsbeitrag)',
    dep: 'Abschreibung einer vermieteten Immobilie',
    sex: 'Geschlecht (optional)',
    edu: 'Ausbildung (optional)',
    city: 'Wohnort oder PLZ (optional, für Grunderwerb- und Kirchensteuer deines Bundeslands)',
    ch: 'Kirchensteuer',
    ownYes: 'Ja',
    selfEmployed: 'Selbstständig',
    grvc: 'Pflichtversichert in der gesetzlichen Rente (selbstständig)',
    hval: 'Wert deiner Immobilie (€)',
    hdebt: 'Offene Restschuld (€)',
    hpay: 'Monatliche Kreditrate (€)',
    hrate: 'Sollzins deines Kredits (%)',
    ra: 'Gewünschtes Renteneintrittsalter',
    mc: 'Monatlicher Beitrag in eine private Rentenversicherung',
    oc: 'Einmalbeitrag',
    inflYes: 'mit 2 % Inflation im Jahr',
    inflNo: 'in heutigen Euro',
    submit: 'Berechnen',
    gap: (gap: string) => `Um deinen Lebensstandard zu halten, brauchst du im Ruhestand ${gap} im Monat mehr.`,
    basisToday: 'Alle Beträge in heutigen Euro',
    basisNominal: 'Beträge im Ruhestand in nominalen Euro',
    errors: {
      age19: 'Der Rechner ist für Menschen ab 20 Jahren gedacht',
      age67: 'Der Rechner ist für Menschen bis 66 Jahre gedacht',
      required: 'Dieses Feld ist ein Pflichtfeld',
      number: 'Bitte gib eine Zahl ein',
      pointsEmpty: 'Gib deine Entgeltpunkte ein: mindestens ein Wert über 0',
      pointsRequired: 'Gib deine Entgeltpunkte ein (0 für einen Teil, der nicht auf dich zutrifft)',
      retirement: 'Der Ruhestand muss nach deinem jetzigen Alter beginnen: mindestens mit 67',
      percentMax: 'Der Wert darf nicht über 100 % liegen',
    },
  },
} as const;

/** The page's figures equal the engine's for this form (the server's date and rate market). */
async function expectFigures(page: Page, locale: Locale, form: PensionForm, market: RateMarket) {
  const e = evaluatePensionForm(form, { today: todayInBerlin(), market });
  expect(e.valid, JSON.stringify(e.errors)).toBe(true);
  const plan = e.plan!;
  const eur = (n: number) => euro(locale, n);
  await expect(page.getByTestId('pp-gap')).toHaveText(eur(plan.pensionGap));
  await expect(page.getByTestId('pp-required')).toHaveText(eur(plan.requiredPension));
  await expect(page.getByTestId('pp-state')).toHaveText(eur(plan.pie.statePension));
  await expect(page.getByTestId('pp-own')).toHaveText(eur(plan.pie.ownInvestmentIncome));
  await expect(page.getByTestId('pp-income-before')).toHaveText(eur(plan.expectedIncomeBeforeRetirement));
  await expect(page.getByTestId('pp-gross')).toHaveText(eur(plan.statutory.monthlyGross));
  const ppp = plan.suggestions.privatePensionPlan!;
  await expect(page.getByTestId('solution-investmentProperty-monthly')).toHaveText(eur(plan.suggestions.investmentProperty!.monthlyInvestment!));
  await expect(page.getByTestId('solution-privatePensionPlan-one-time')).toHaveText(eur(ppp.oneTimeInvestment));
  const age = (a: number | null) => (a === null ? (locale === 'en' ? 'not by 75' : 'nicht bis 75') : locale === 'en' ? `${a} years` : `${a} Jahre`);
  await expect(page.getByTestId('solution-privatePensionPlan-age')).toHaveText(age(ppp.retirementAge));
  await expect(page.getByTestId('solution-investmentProperty-age')).toHaveText(age(plan.suggestions.investmentProperty!.retirementAge));
  await expect(page.getByTestId('solution-ownHome')).toHaveCount(plan.suggestions.ownHome ? 1 : 0);
  if (plan.pensionGap > 0.5) await expect(page.getByTestId('pp-sentence-gap')).toHaveText(L[locale].gap(eur(plan.pensionGap)));
  return plan;
}

/** The form state the page holds (its address, kept up to date by the planner). */
function formOf(page: Page): PensionForm {
  return pensionFormFromParams(new URL(page.url()).searchParams);
}

/** The form state once the address shows these changes (the planner updates it right after rendering). */
async function formAfter(page: Page, changes: Partial<PensionForm>): Promise<PensionForm> {
  await expect.poll(() => formOf(page)).toMatchObject(changes);
  return formOf(page);
}

async function livePlanner(page: Page, locale: Locale) {
  await page.goto(PATH[locale]);
  // Start the interactive planner (it loads when the visitor uses the form, or when the browser is idle).
  await page.getByLabel(L[locale].age, { exact: true }).focus();
  await expect(page.locator('[data-planner="live"]')).toHaveCount(1);
}

for (const locale of ['en', 'de'] as const) {
  const l = L[locale];

  test.describe(`retirement planner (${locale})`, () => {
    test(`${locale}: the example data give the engine's figures, marked as an example`, async ({ page, request }) => {
      await page.goto(PATH[locale]);
      await expect(page.getByTestId('pp-example')).toBeVisible();
      const plan = await expectFigures(page, locale, DEFAULT_PENSION_FORM, await serverMarket(request));
      await expect(page.getByTestId('pp-mc-rec')).toContainText(euro(locale, plan.sliders.monthlyContribution.recommended));
      await expect(page.getByTestId('pp-oc-rec')).toContainText(euro(locale, plan.sliders.oneTimeContribution.recommended));
      await expect(page.getByTestId('solution-advice').getByRole('link')).toHaveAttribute('href', locale === 'en' ? '/en/appointment' : '/de/termin');
      await expect(page.getByTestId('assumption-rentenwert')).toBeVisible();
      await expect(page.getByTestId('pp-pdf')).toHaveAttribute('href', /^\/api\/pension\/pdf\?age=30&inc=4500&.*&locale=(en|de)$/);
    });

    test(`${locale}: every input and slider recalculates at once, without a request`, async ({ page, request }) => {
      const market = await serverMarket(request);
      await livePlanner(page, locale);
      let requests = 0;
      page.on('request', (r) => {
        if ((r.resourceType() === 'document' || r.resourceType() === 'fetch') && !r.url().includes('/api/visitor') && !r.url().includes('/api/analytics')) requests++;
      });
      const steps: [keyof PensionForm, string][] = [
        ['age', '42'],
        ['inc', '5.200'],
        ['sav', '500'],
        ['bank', '45000'],
        ['rent', '1300'],
        ['partner', '3000'],
        ['etf', '50'],
        ['etfv', '20000'],
        ['oth', '150'],
        ['pe', '14'],
        ['ps', '2'],
      ];
      for (const [key, value] of steps) {
        const before = await page.getByTestId('pension-planner').textContent();
        await page.getByLabel(l[key as keyof typeof l] as string, { exact: true }).fill(value);
        await expect(page.getByTestId('pension-planner'), key).not.toHaveText(before!);
        // The address carries amounts plain ("5.200" typed → 5200).
        await expectFigures(page, locale, await formAfter(page, { [key]: normalizeMoney(value) }), market);
      }
      // The example marker is gone: the values are the visitor's.
      await expect(page.getByTestId('pp-example')).toHaveCount(0);
      // Total points win over the two parts.
      await page.getByLabel(l.pt, { exact: true }).fill('25');
      await expectFigures(page, locale, await formAfter(page, { pt: '25' }), market);
      // Choices.
      await page.getByLabel(l.tax, { exact: true }).selectOption('single');
      await expectFigures(page, locale, await formAfter(page, { tax: 'single' }), market);
      await page.getByLabel(l.cl, { exact: true }).selectOption('yes');
      await expectFigures(page, locale, await formAfter(page, { cl: 'yes' }), market);
      await page.getByLabel(l.dep, { exact: true }).selectOption('degressive5');
      await expectFigures(page, locale, await formAfter(page, { dep: 'degressive5' }), market);
      // The city sets the state's transfer tax (and church tax rate): North Rhine-Westphalia's 6.5 % on the cards.
      await page.getByLabel(l.city, { exact: true }).fill('Köln');
      await expectFigures(page, locale, await formAfter(page, { city: 'Köln' }), market);
      await expect(page.getByTestId('solution-investmentProperty')).toContainText(locale === 'en' ? '6.5% transfer tax in North Rhine-Westphalia' : '6,5 % Grunderwerbsteuer in Nordrhein-Westfalen');
      await page.getByLabel(l.ch, { exact: true }).selectOption('yes');
      await expectFigures(page, locale, await formAfter(page, { ch: 'yes' }), market);
      // Sex and education do not change the figures (life expectancy 85 for all, spec § 9); they are kept.
      const unchanged = await page.getByTestId('pension-planner').textContent();
      await page.getByLabel(l.sex, { exact: true }).selectOption('female');
      await page.getByLabel(l.edu, { exact: true }).selectOption('university');
      await formAfter(page, { sex: 'female', edu: 'university' });
      await expect(page.getByTestId('pension-planner')).toHaveText(unchanged!);
      await page.getByLabel(l.selfEmployed, { exact: true }).check();
      await page.getByLabel(l.grvc, { exact: true }).check();
      await expectFigures(page, locale, await formAfter(page, { emp: 'selfEmployed', grvc: 'yes' }), market);

      // Sliders by keyboard: retirement age three years earlier, monthly contribution to the maximum, one-time to 0.
      const ra = page.getByLabel(l.ra, { exact: true });
      await ra.focus();
      for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowLeft');
      await expect(page.getByTestId('pp-ra-value')).toHaveText(locale === 'en' ? '64 years' : '64 Jahre');
      await expectFigures(page, locale, await formAfter(page, { ra: '64' }), market);
      await page.getByLabel(l.mc, { exact: true }).focus();
      await page.keyboard.press('End');
      await expect(page.getByTestId('pp-mc-value')).toHaveText(euro(locale, 1425));
      await expectFigures(page, locale, await formAfter(page, { mc: '1425' }), market);
      await page.getByLabel(l.oc, { exact: true }).focus();
      await page.keyboard.press('Home');
      await expect(page.getByTestId('pp-oc-value')).toHaveText(euro(locale, 0));
      const plan = await expectFigures(page, locale, await formAfter(page, { ra: '64', mc: '1425', oc: '0' }), market);
      // The recommended values in one step.
      await page.getByTestId('pp-use-recommended').click();
      const recommended = { mc: String(plan.sliders.monthlyContribution.recommended), oc: String(plan.sliders.oneTimeContribution.recommended) };
      await expectFigures(page, locale, await formAfter(page, recommended), market);
      expect(requests).toBe(0);
    });

    test(`${locale}: each bad value gets its message next to its field`, async ({ page }) => {
      await livePlanner(page, locale);
      const cases: { field: string; key: string; value: string; message: string }[] = [
        { field: l.age, key: 'age', value: '19', message: l.errors.age19 },
        { field: l.age, key: 'age', value: '67', message: l.errors.age67 },
        { field: l.inc, key: 'inc', value: '', message: l.errors.required },
        { field: l.inc, key: 'inc', value: 'viel', message: l.errors.number },
        { field: l.sav, key: 'sav', value: '', message: l.errors.required },
        { field: l.bank, key: 'bank', value: '', message: l.errors.required },
        { field: l.rent, key: 'rent', value: '', message: l.errors.required },
        { field: l.etf, key: 'etf', value: '120', message: l.errors.percentMax },
      ];
      for (const c of cases) {
        const field = page.getByLabel(c.field, { exact: true });
        const before = await field.inputValue();
        await field.fill(c.value);
        await expect(page.getByTestId(`error-${c.key}`), `${c.key}=${c.value}`).toHaveText(c.message);
        await expect(field).toHaveAttribute('aria-invalid', 'true');
        await expect(page.getByTestId('pp-invalid')).toBeVisible();
        await field.fill(before);
        await expect(page.getByTestId(`error-${c.key}`)).toHaveCount(0);
      }
      // Points: all zero counts as empty; none at all is missing.
      await page.getByLabel(l.pe, { exact: true }).fill('0');
      await expect(page.getByTestId('error-pe')).toHaveText(l.errors.pointsEmpty);
      await page.getByLabel(l.pe, { exact: true }).fill('');
      await page.getByLabel(l.ps, { exact: true }).fill('');
      await expect(page.getByTestId('error-pe')).toHaveText(l.errors.pointsRequired);
      await page.getByLabel(l.pe, { exact: true }).fill('8');
      await expect(page.getByTestId('error-pe')).toHaveCount(0);
      // Retirement must come after the age.
      await page.getByLabel(l.age, { exact: true }).fill('66');
      await page.getByLabel(l.ra, { exact: true }).focus();
      await page.keyboard.press('ArrowLeft');
      await expect(page.getByTestId('error-ra')).toHaveText(l.errors.retirement);
      await expect(page.getByTestId('pp-solutions')).toHaveCount(0);
    });

    test(`${locale}: the inflation toggle recalculates and states the money basis`, async ({ page, request }) => {
      const market = await serverMarket(request);
      await livePlanner(page, locale);
      await expect(page.getByTestId('pp-basis')).toContainText(l.basisToday);
      const today = await expectFigures(page, locale, DEFAULT_PENSION_FORM, market);
      await page.getByLabel(l.inflYes, { exact: true }).check();
      await expect(page.getByTestId('pp-basis')).toContainText(l.basisNominal);
      const nominal = await expectFigures(page, locale, { ...DEFAULT_PENSION_FORM, infl: 'yes' }, market);
      expect(nominal.pensionGap).toBeGreaterThan(today.pensionGap);
      await page.getByLabel(l.inflNo, { exact: true }).check();
      await expect(page.getByTestId('pp-basis')).toContainText(l.basisToday);
      await expect(page.getByTestId('pp-gap')).toHaveText(euro(locale, today.pensionGap));
    });

    test(`${locale}: owners get the home fields and no own-home option; the shared URL reproduces the result`, async ({ page, browser, request }) => {
      const market = await serverMarket(request);
      await livePlanner(page, locale);
      await expect(page.getByTestId('solution-ownHome')).toHaveCount(1);
      await expect(page.getByLabel(l.hval, { exact: true })).toBeHidden();
      await page.getByLabel(l.ownYes, { exact: true }).check();
      await expect(page.getByTestId('solution-ownHome')).toHaveCount(0);
      await page.getByLabel(l.hval, { exact: true }).fill('420000');
      await page.getByLabel(l.hdebt, { exact: true }).fill('150000');
      await page.getByLabel(l.hpay, { exact: true }).fill('1200');
      await page.getByLabel(l.hrate, { exact: true }).fill('3,5');
      await page.getByLabel(l.age, { exact: true }).fill('38');
      const plan = await expectFigures(page, locale, await formAfter(page, { own: 'yes', hval: '420000', hdebt: '150000', hpay: '1200', hrate: '3,5', age: '38' }), market);
      await expect(page.getByTestId('pp-share-link')).toHaveAttribute('href', `${PATH[locale]}?${new URL(page.url()).searchParams.toString()}`);

      // The link opened elsewhere (no shared state) shows the same result and inputs.
      const other = await browser.newContext();
      const shared = await other.newPage();
      await shared.goto(page.url());
      await expect(shared.getByTestId('pp-gap')).toHaveText(euro(locale, plan.pensionGap));
      await expect(shared.getByTestId('solution-ownHome')).toHaveCount(0);
      await expect(shared.getByLabel(l.hval, { exact: true })).toHaveValue(locale === 'de' ? '420.000' : '420,000');
      await expect(shared.getByTestId('pp-example')).toHaveCount(0);
      await other.close();
    });

    test(`${locale}: without JavaScript the form returns the results and the errors`, async ({ browser, request }) => {
      const market = await serverMarket(request);
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(PATH[locale]);
      await page.getByLabel(l.age, { exact: true }).fill('45');
      await page.getByLabel(l.inc, { exact: true }).fill('6000');
      await page.getByLabel(l.ownYes, { exact: true }).check();
      // The owner's fields appear without script.
      await expect(page.getByLabel(l.hval, { exact: true })).toBeVisible();
      await page.getByTestId('pp-submit').click();
      await expect(page).toHaveURL(/[?&]age=45&inc=6000&/);
      await expect(page.getByTestId('pp-example')).toHaveCount(0);
      await expect(page.getByLabel(l.age, { exact: true })).toHaveValue('45');
      await expectFigures(page, locale, { ...DEFAULT_PENSION_FORM, age: '45', inc: '6000', own: 'yes' }, market);

      await page.getByLabel(l.age, { exact: true }).fill('19');
      await page.getByLabel(l.rent, { exact: true }).fill('');
      await page.getByTestId('pp-submit').click();
      await expect(page.getByTestId('error-age')).toHaveText(l.errors.age19);
      await expect(page.getByTestId('error-rent')).toHaveText(l.errors.required);
      await expect(page.getByTestId('pp-invalid')).toBeVisible();
      // Amounts come back grouped in the page's language.
      await expect(page.getByLabel(l.inc, { exact: true })).toHaveValue(locale === 'de' ? '6.000' : '6,000');
      await context.close();
    });

    test(`${locale}: axe finds no serious or critical violation; at 360 px the summary is in the first screen`, async ({ page }) => {
      await page.goto(PATH[locale]);
      const results = await axeFor(page).analyze();
      const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(PATH[locale]);
      const sentence = (await page.getByTestId('pp-sentence-gap').boundingBox())!;
      expect(sentence.y + sentence.height).toBeLessThanOrEqual(740);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    });
  });
}

test('the old pension-gap path answers 301 to the planner', async ({ request }) => {
  const res = await request.get('/en/pension-gap-calculator', { maxRedirects: 0 });
  expect(res.status()).toBe(301);
  expect(res.headers().location).toMatch(/\/en\/retirement-calculator-germany$/);
});

test('on a phone each assumption is a card: its value, source and date fit the screen, nothing scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(PATH.de);
  const card = page.getByTestId('assumption-rentenwert');
  await card.scrollIntoViewIfNeeded();
  for (const cell of await card.getByRole('cell').all()) {
    const box = (await cell.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
  }
  await expect(card.getByRole('cell')).toHaveCount(3);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
