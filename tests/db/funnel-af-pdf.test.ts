/**
 * GET /api/funnel/af/pdf (issue 24: the AF result "has no PDF"): what the price-range page shows, in the
 * visitor's language: the range, each end's monthly payment, the reasons with the visitor's numbers, the model
 * rates "as of" their curve's date, the assumptions, the disclaimer and the company footer; bad answers a coded
 * 400 with messages in the visitor's language, never a 500.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/api/funnel/af/pdf/route';
import type { Database } from '@/db/client';
import { houseBudget } from '@/engine/house-budget';
import { SUGGESTED_COMMISSION_PERCENT } from '@/engine/mortgage/defaults';
import type { RateMarket } from '@/engine/rates/market';
import { resolvePlace } from '@/features/calculators/mortgage-form';
import { marketOn } from '@/features/rates/market-repository';
import { SITE } from '@/config/site';
import { todayInBerlin } from '@/lib/dates';
import { useMemoryAppDb } from '../support/app-db';
import { pdfText } from '../support/pdf-text';

let db: Database;
let market: RateMarket;
beforeAll(async () => {
  db = await useMemoryAppDb();
  market = (await marketOn(db, todayInBerlin()))!;
});

// A household whose upper end is set by the 40 % rule (a high income leaves more after the household's costs).
const ANSWERS = { funnel: 'AF', income: '6500', adults: '2', children: '1', commitments: '200', equity: '90000', loc: 'BY', employment: 'employed', residency: 'limited' };
const get = (params: Record<string, string>) => GET(new Request(`http://localhost:3000/api/funnel/af/pdf?${new URLSearchParams(params)}`));

/** The ends worked out here with the engine's house budget directly: 30 % and 40 % of the income, Bavaria's costs. */
function ends() {
  const tax = resolvePlace('BY', todayInBerlin())!.taxRate;
  const at = (ratio: number) =>
    houseBudget(
      { netIncome: 6500, otherLoans: 200, rule: 'burden', burdenRatio: ratio, equity: 90000, locationTax: tax, commission: SUGGESTED_COMMISSION_PERCENT / 100, repayment: 0.02, fixationYears: 10 },
      { market },
    );
  return { cautious: at(0.3), upper: at(0.4) };
}

const euro = (locale: 'de' | 'en', n: number) => new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(Math.round(n)).replace(/[\u00a0\u202f]/g, ' ');
const oneLine = (text: string) => text.replace(/\s+/g, ' ');

describe('GET /api/funnel/af/pdf', () => {
  it.each([
    ['en', 'Your price range', 'You can afford a property of about', 'price-range.pdf', 'our model rates as of', 'At your income the 40% rule sets the upper end.', 'fewer lenders take part', 'Please note', 'Page 1 of'],
    ['de', 'Dein Kaufpreisrahmen', 'Du kannst dir eine Immobilie für etwa', 'kaufpreisrahmen.pdf', 'unseren Modellzinsen mit Stand', 'Bei deinem Einkommen bestimmt die 40-%-Regel die Obergrenze.', 'finanzieren weniger Banken', 'Bitte beachte', 'Seite 1 von'],
  ] as const)('%s: a PDF with the range, the monthly payments, the reasons in the visitor’s numbers and the rates’ date', async (locale, title, range, file, asOf, binding, residency, disclaimer, page) => {
    const response = await get({ ...ANSWERS, locale });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${file}"`);
    const text = oneLine(pdfText(new Uint8Array(await response.arrayBuffer())));
    const { cautious, upper } = ends();
    expect(upper.maxPrice).toBeGreaterThan(cautious.maxPrice);
    expect(text).toContain(title);
    // The range sentence with both figures, and each end's price and monthly payment.
    expect(text).toContain(`${range} ${euro(locale, cautious.maxPrice)}`);
    expect(text).toContain(euro(locale, upper.maxPrice));
    expect(text).toContain(euro(locale, cautious.monthlyPayment));
    expect(text).toContain(euro(locale, upper.monthlyPayment));
    expect(text).toContain(euro(locale, upper.loan));
    // The reasons with the visitor's numbers: the income, the other loans, the place.
    expect(text).toContain(euro(locale, 6500));
    expect(text).toContain(euro(locale, 200));
    expect(text).toContain(locale === 'de' ? 'Bayern' : 'Bavaria');
    expect(text).toContain(binding);
    expect(text).toContain(residency);
    // The model rates as of their curve's date (the fixture's newest, 2025-06-03), never "today's".
    expect(market.curve.date).toBe('2025-06-03');
    const curveDay = new Intl.DateTimeFormat(locale, locale === 'de' ? { day: '2-digit', month: '2-digit', year: 'numeric' } : { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date('2025-06-03T12:00:00Z'));
    expect(text).toContain(`${asOf} ${curveDay}`);
    expect(text).not.toMatch(/today's rates|heutigen Zinsen/i);
    // The assumptions with the household calculation's figures, the disclaimer, the company.
    expect(text).toContain(locale === 'de' ? '3,50 € je m²' : '€3.50 per m²');
    expect(text).toContain(disclaimer);
    expect(text).toContain(SITE.legalName);
    expect(text).toContain(page);
  });

  it('nothing left for a loan: the PDF says so instead of a range', async () => {
    const response = await get({ ...ANSWERS, income: '1500', commitments: '1400', locale: 'en' });
    expect(response.status).toBe(200);
    const text = oneLine(pdfText(new Uint8Array(await response.arrayBuffer())));
    expect(text).toContain('nothing is left for a mortgage at this income');
    expect(text).not.toContain('You can afford a property of about');
  });

  it.each([
    ['an answer missing (de)', { ...ANSWERS, residency: '', locale: 'de' }, 'INCOMPLETE', { residency: 'REQUIRED' }, { residency: 'Bitte beantworte diese Frage.' }],
    ['an answer left out (en)', { funnel: 'AF', income: '6500', locale: 'en' }, 'INCOMPLETE', { adults: 'REQUIRED', residency: 'REQUIRED' }, { adults: 'Please answer this question.' }],
    ['an income too low (de)', { ...ANSWERS, income: '300', locale: 'de' }, 'INCOMPLETE', { income: 'TOO_LOW' }, { income: 'Bitte gib mindestens 500\u00a0€ ein.' }],
    ['an income too low (en)', { ...ANSWERS, income: '300', locale: 'en' }, 'INCOMPLETE', { income: 'TOO_LOW' }, { income: 'Please enter at least €500.' }],
    ['not a number (en)', { ...ANSWERS, equity: 'lots', locale: 'en' }, 'INCOMPLETE', { equity: 'NOT_A_NUMBER' }, { equity: 'Please enter a number, e.g. 4,500.' }],
    ['an unknown place (de)', { ...ANSWERS, loc: 'atlantis', locale: 'de' }, 'UNKNOWN_PLACE', { loc: 'UNKNOWN_PLACE' }, { loc: 'Bitte wähle ein Bundesland oder eine Stadt aus der Liste.' }],
    ['an unknown place (en)', { ...ANSWERS, loc: 'atlantis', locale: 'en' }, 'UNKNOWN_PLACE', { loc: 'UNKNOWN_PLACE' }, { loc: 'Please choose a federal state or city from the list.' }],
    ['an unknown language: German, the site’s default', { ...ANSWERS, locale: 'fr' }, 'UNSUPPORTED_LOCALE', { locale: 'UNSUPPORTED_LOCALE' }, { locale: 'Diese Sprache gibt es hier nicht: Bitte wähle Deutsch (de) oder Englisch (en).' }],
  ])('%s → 400 with the reason, the codes and their messages', async (_label, params, reason, fields, messages) => {
    const response = await get(params);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toMatchObject({ error: { code: 'INVALID_INPUT', field: null, params: { reason, fields, messages } } });
  });
});
