/**
 * GET /api/funnel/report/pdf (issue 14: the report "can be downloaded as a PDF"): the page's figures and
 * sentences in the visitor's language; bad answers a coded 400, never a 500.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/api/funnel/report/pdf/route';
import type { Database } from '@/db/client';
import { omReport } from '@/features/funnel/report';
import { marketOn } from '@/features/rates/market-repository';
import { todayInBerlin } from '@/lib/dates';
import { useMemoryAppDb } from '../support/app-db';
import { pdfText } from '../support/pdf-text';

let db: Database;
beforeAll(async () => {
  db = await useMemoryAppDb();
});

const ANSWERS = { funnel: 'OM', price: '420000', loc: 'BY', usage: 'ownHome', building: 'existing', equity: '110000', income: '5600', children: '1', age: '36', hold: '25', sure: 'likely', risk: 'low' };
const get = (params: Record<string, string>) => GET(new Request(`http://localhost:3000/api/funnel/report/pdf?${new URLSearchParams(params)}`));

async function expected() {
  const date = todayInBerlin();
  const result = omReport(new URLSearchParams(ANSWERS), date, (await marketOn(db, date))!);
  if (!result.ok) throw new Error(result.code);
  return result.report;
}

describe('GET /api/funnel/report/pdf', () => {
  it.each([
    ['en', 'Your mortgage recommendation', (y: number) => `We recommend a ${y}-year fixation`, 'mortgage-recommendation.pdf', 'KfW 308 Jung kauft Alt'],
    ['de', 'Deine Finanzierungsempfehlung', (y: number) => `Wir empfehlen dir eine Zinsbindung von ${y} Jahren`, 'finanzierungsempfehlung.pdf', 'KfW 308 Jung kauft Alt'],
  ] as const)('%s: a PDF with the recommendation, its reasons, all fixations and the KfW programmes', async (locale, title, sentence, file, kfw) => {
    const response = await get({ ...ANSWERS, locale });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${file}"`);
    const text = pdfText(new Uint8Array(await response.arrayBuffer()));
    const report = await expected();
    expect(text).toContain(title);
    expect(text).toContain(sentence(report.recommended.fixationYears));
    for (const years of [5, 10, 15, 20, 30]) expect(text).toContain(locale === 'en' ? `${years} years` : `${years} Jahre`);
    expect(text).toContain(kfw);
    const euro = new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(report.financing.loanAmount).replace(/[\u00a0\u202f]/g, ' ');
    expect(text).toContain(euro);
  });

  it.each([
    ['an answer missing', { ...ANSWERS, risk: '' }, 'INCOMPLETE'],
    ['an unknown place', { ...ANSWERS, loc: 'atlantis' }, 'UNKNOWN_PLACE'],
    ['an unknown language', { ...ANSWERS, locale: 'fr' }, 'UNSUPPORTED_LOCALE'],
  ])('%s → 400 with the reason', async (_label, params, reason) => {
    const response = await get(params);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'INVALID_INPUT', params: { reason } } });
  });
});
