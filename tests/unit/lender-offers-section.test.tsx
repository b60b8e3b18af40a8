/**
 * "Lenders' offers for your case" under the mortgage calculator (issue 50, part 2), as the server renders it in both
 * languages: the case it was made for and its assumptions, the ranked lenders in an accessible table (caption,
 * column and row headers) with rate, effective rate, payment, residual debt, cost, source and day, the demo labels,
 * the excluded lenders with their reasons in words, and the model rate where no lender's conditions apply, saying so.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { createFormatter, createTranslator, type Messages } from 'next-intl';
import { describe, expect, test } from 'vitest';
import { calculateMortgage } from '@/engine/mortgage/calculator';
import { compareConditions, type OfferLenderConditions } from '@/engine/offers/compare';
import { marketOn } from '@/engine/rates/fixtures';
import { FORMATS } from '@/i18n/formats';
import { messagesFor } from '@/i18n/messages';
import type { Locale } from '@/i18n/routes';

import { LenderOffersView, type LenderOffersFormat, type LenderOffersT } from '@/features/offers/components/LenderOffersSection';
import { offerCaseFromCalculation, CALCULATOR_CASE_DEFAULTS } from '@/features/offers/comparison';

// The texts and formats as the server gives them, passed in (no module mock: test files share their worker's modules).
const translator = (locale: Locale) => createTranslator({ locale, messages: messagesFor(locale) as Messages, namespace: 'offers.comparison' }) as unknown as LenderOffersT;
const formatter = (locale: Locale) => createFormatter({ locale, formats: FORMATS[locale], timeZone: 'Europe/Berlin' }) as unknown as LenderOffersFormat;

const DATE = '2026-11-27';
/** 400,000 € in Bavaria with 100,000 € savings, 2 % repayment, 10 years: the calculator's own figures. */
const calculation = calculateMortgage(
  { purchasePrice: 400_000, savings: 100_000, locationTax: 0.035, realEstateCommission: 0, monthlyPayment: 0, monthlyPaymentPercentage: 0.02, usePaymentPercentage: true, fixationYears: 10 },
  { date: DATE, market: marketOn(DATE) },
);

const ALL = { purposes: ['purchase', 'refinance', 'forward', 'construction'], employments: ['employed', 'civil_servant', 'self_employed', 'retired'] } as const;
function lc(id: string, name: string, base: number, over: Partial<OfferLenderConditions['lender']> = {}, fees: { name: string; amount: number }[] = []): OfferLenderConditions {
  return {
    lender: { id, name, kind: 'bank', regions: [], minLoan: 50_000, purposes: [...ALL.purposes], employments: [...ALL.employments], isDemo: true, ...over },
    sheet: {
      id: `s-${id}`,
      lenderId: id,
      validFrom: '2026-11-01',
      rates: [0.6, 0.8, 0.9, 1.0, 1.1].map((ltvMax, i) => ({ fixationYears: 10, ltvMax, loanMin: 0, loanMax: null, nominalRate: base + i * 0.001 })),
      surcharges: { smallLoan: null, forward: null, specialRepayment: [], energyClass: {} },
      fees,
      specialRepaymentFree: 0.05,
      source: 'Demo data derived from the model curve',
    },
  };
}

const CONDITIONS = [
  lc('nord', 'Demo-Bank Nord', 0.034),
  lc('direkt', 'Demo-Direktbank', 0.033, {}, [{ name: 'Valuation', amount: 400 }]),
  lc('hh', 'Demo-Sparkasse Hamburg', 0.03, { regions: ['HH'], kind: 'savings_bank' }),
  lc('hanse', 'Demo-Versicherung Hanse', 0.03, { minLoan: 1_000_000, kind: 'insurer' }),
];

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/[\u00a0\u202f]/g, ' ').replace(/&#x27;/g, "'").replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/\s+/g, ' ');

async function render(locale: Locale, comparison = compareConditions(CONDITIONS, offerCaseFromCalculation(calculation, 'BY'))) {
  return renderToStaticMarkup(LenderOffersView({ locale, calculation, state: 'BY', comparison, t: translator(locale), format: formatter(locale) }));
}

describe('the case of the calculator', () => {
  test('price, savings as equity, the calculator’s loan, the state, fixation and repayment; the defaults the page states', () => {
    const c = offerCaseFromCalculation(calculation, 'BY');
    expect(c.repaymentRate).toBeCloseTo(0.02, 12);
    expect({ ...c, repaymentRate: 0.02 }).toEqual({
      price: 400_000,
      loan: calculation.loanAmount,
      equity: 100_000,
      state: 'BY',
      fixationYears: 10,
      repaymentRate: 0.02,
      date: DATE,
      use: 'owner_occupied',
      purpose: 'purchase',
      employment: 'employed',
      specialRepayment: 0,
      energyClass: null,
      forwardMonths: 0,
    });
    // Purchase costs financed first: 400,000 × (1 + 3.5 % + 2 % notary) − 100,000.
    expect(Math.round(c.loan)).toBe(322_000);
    expect(CALCULATOR_CASE_DEFAULTS).toMatchObject({ use: 'owner_occupied', purpose: 'purchase', employment: 'employed', specialRepayment: 0 });
  });
});

describe('the section', () => {
  test.each<[Locale, Record<string, string>]>([
    ['en', { title: 'Lenders’ offers for your case', case: 'For a loan of €322,000 on a purchase price of €400,000 (80.5% loan-to-value) in Bavaria, fixed for 10 years, with 2.00% initial repayment.', assumed: 'you buy a home to live in yourself, you are employed', caption: '2 lenders’ offers for 10 years fixed', effective: 'Effective annual rate', residual: 'Residual debt after 10 years', demo: 'Demo', region: 'Demo-Sparkasse Hamburg Demo : does not lend in Bavaria', minLoan: 'Demo-Versicherung Hanse Demo : lends from €1,000,000', source: 'Condition sheet valid from Nov 1, 2026' }],
    ['de', { title: 'Angebote von Banken für deinen Fall', case: 'Für ein Darlehen von 322.000 € bei einem Kaufpreis von 400.000 € (80,5 % Beleihungsauslauf) in Bayern, 10 Jahre Zinsbindung, 2,00 % anfängliche Tilgung.', assumed: 'Du kaufst, um selbst darin zu wohnen, bist angestellt', caption: '2 Angebote für 10 Jahre Zinsbindung', effective: 'Effektiver Jahreszins', residual: 'Restschuld nach 10 Jahren', demo: 'Demo', region: 'Demo-Sparkasse Hamburg Demo : finanziert nicht in Bayern', minLoan: 'Demo-Versicherung Hanse Demo : finanziert ab 1.000.000 €', source: 'Konditionsblatt gültig ab 01.11.2026' }],
  ])('%s: the case, the ranked demo lenders in a table, the excluded with their reasons', async (locale, words) => {
    const html = await render(locale);
    const t = text(html);
    for (const w of Object.values(words)) expect(t).toContain(w);
    // The table: caption, column headers, a row header per lender, ranked by effective rate (Direktbank: 3.40 % +
    // 400 € fees is still below Nord's 3.50 %).
    expect(html).toMatch(/<caption[^>]*>/);
    expect(html.match(/<th[^>]*scope="col"/g)).toHaveLength(8);
    const names = [...html.matchAll(/data-testid="offer-lender">([^<]+)</g)].map((m) => m[1]);
    expect(names).toEqual(['Demo-Direktbank', 'Demo-Bank Nord']);
    expect(html.match(/data-testid="offer-demo-label"/g)).toHaveLength(4);
    expect(html).toContain('data-testid="lender-offers-demo-note"');
    // Monthly payment at Nord's 3.50 %: 322,000 × 5.5 % / 12 = 1,475.83 → €1,476.
    expect(t).toContain(locale === 'en' ? '€1,476' : '1.476 €');
    expect(html).not.toContain('data-testid="lender-offers-model"');
    expect(html).not.toContain('data-testid="lender-offers-source-unavailable"');
    // A demo sheet's own (English) derivation text is not shown; the page says it in its language.
    expect(t).not.toContain('Demo data derived from the model curve');
    expect(t).toContain(locale === 'en' ? 'Demo data derived from our model rate, not a bank’s offer.' : 'Demodaten, aus unserem Modellzins abgeleitet – kein Angebot einer Bank.');
  });

  test.each<[Locale, string, string]>([
    ['en', 'No lender’s conditions apply to this case, so this shows our model rate', 'Interest over 10 years'],
    ['de', 'Für diesen Fall gelten keine Konditionen einer Bank. Du siehst deshalb unseren Modellzins', 'Zinsen in 10 Jahren'],
  ])('%s: no lender’s conditions apply → the calculator’s model rate, saying so', async (locale, says, interest) => {
    const html = await render(locale, { offers: [], excluded: [], fallback: { reason: 'noConditions' } });
    const t = text(html);
    expect(t).toContain(says);
    expect(t).toContain(interest);
    expect(html).toContain('data-testid="lender-offers-model"');
    const rate = new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB', { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(calculation.chosen.interestRate).replace(/\u00a0/g, ' ');
    expect(t).toContain(rate);
    expect(html).not.toContain('data-testid="lender-offers-table"');
  });

  test.each<[Locale, string]>([
    ['en', 'The credit marketplace could not be reached just now, so these are the offers from the lenders’ condition sheets.'],
    ['de', 'Der Kreditmarktplatz war gerade nicht erreichbar. Du siehst deshalb die Angebote aus den Konditionsblättern der Banken.'],
  ])('%s: a marketplace that failed is named, the sheets’ offers shown', async (locale, says) => {
    const sheets = compareConditions(CONDITIONS, offerCaseFromCalculation(calculation, 'BY'));
    const html = await render(locale, { ...sheets, fallback: { reason: 'sourceUnavailable' } });
    expect(text(html)).toContain(says);
    expect(html).toContain('data-testid="lender-offers-table"');
  });
});
