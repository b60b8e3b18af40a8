/**
 * GET /api/pension/pdf against the production server (issue 13: a PDF of the result): the PDF for the
 * planner's example parameters states the same net statutory pension and pension gap as the engine computes
 * for them (the server's date and rate market); a bad age answers 400 with the code and the message in the
 * visitor's language. The document's content in detail: tests/db/pension-pdf.test.ts.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/playwright';
import { DEFAULT_PENSION_FORM, evaluatePensionForm, pensionFormToParams } from '../../src/features/pension/pension-form';
import { todayInBerlin } from '../../src/lib/dates';
import { serverMarket } from '../support/rate-market';

const euro = (locale: 'de-DE' | 'en-GB', n: number) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0, minimumFractionDigits: 0 }).format(Math.round(n)).replace(/[\u00a0\u202f]/g, ' ');

function pdfText(bytes: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pension-pdf-e2e-'));
  try {
    const file = path.join(dir, 'plan.pdf');
    fs.writeFileSync(file, bytes);
    return execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' }).replace(/[\u00a0\u202f]/g, ' ');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

test.describe('GET /api/pension/pdf', () => {
  for (const [locale, tag, gapLabel, netLabel] of [
    ['de', 'de-DE', 'Rentenlücke (im Monat)', 'Nettorente im Monat'],
    ['en', 'en-GB', 'Pension gap (a month)', 'Net pension a month'],
  ] as const) {
    test(`${locale}: the example's PDF states the engine's net pension and gap`, async ({ request }) => {
      const query = `${pensionFormToParams(DEFAULT_PENSION_FORM)}&locale=${locale}`;
      const response = await request.get(`/api/pension/pdf?${query}`);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('application/pdf');
      const text = pdfText(await response.body());
      const plan = evaluatePensionForm(DEFAULT_PENSION_FORM, { today: todayInBerlin(), market: await serverMarket(request) }).plan!;
      expect(plan.pensionGap).toBeGreaterThan(0);
      expect(text).toContain(`${gapLabel} ${euro(tag, plan.pensionGap)}`);
      expect(text).toContain(`${netLabel} ${euro(tag, plan.statutory.monthlyNet)}`);
    });
  }

  test('a bad age: 400 with the code and the message in the visitor\'s language', async ({ request }) => {
    const params = pensionFormToParams({ ...DEFAULT_PENSION_FORM, age: '19' });
    const response = await request.get(`/api/pension/pdf?${params}&locale=en`);
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'INVALID_INPUT', field: null, params: { fields: { age: 'MINIMUM' }, messages: { age: 'The planner works from the age of 20' } } },
    });
  });
});
