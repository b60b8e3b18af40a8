/**
 * The advisor's offer as a PDF read back with pdftotext (issue 50, part 3), German and English on one PDF thread as
 * the server's pool renders them: the lender (a demo lender labelled), the recommended mark, every figure to the euro
 * (the monthly payment to the cent), the validity — an expired offer says so —, the advisor's note, the compared case
 * with its conditions' source, and the customer's name; no number broken over two lines.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { LeadOfferRow } from '@/features/offers/advisor-offers';
import { offerPdfFileName, renderOfferPdf } from '@/features/offers/offer-pdf';
import { PdfRenderPool, replacePdfRenderPool } from '@/lib/pdf/pool';
import { pdfText } from '../support/pdf-text';

const flat = (text: string) => text.replace(/\s*\n\s*/g, ' ');
const TODAY = '2026-11-29';

const COMPARED: LeadOfferRow = {
  id: '00000000-0000-4000-8000-000000000001',
  leadId: '00000000-0000-4000-8000-000000000002',
  source: 'comparison',
  lenderId: '00000000-0000-4000-8000-000000000003',
  lenderName: 'Demo-Sparkasse Isartal',
  isDemo: true,
  nominalRate: 0.0341,
  effectiveRate: 0.03463,
  monthlyPayment: 1442.67,
  loan: 320_000,
  fixationYears: 10,
  residualDebt: 243_517.4,
  totalCost: 96_637.8,
  fees: 0,
  specialRepayment: 0.05,
  offerCase: { price: 400_000, loan: 320_000, state: 'BY', repaymentRate: 0.02, fixationYears: 10, date: '2026-11-27' },
  conditionsSource: 'Derived from the site’s model curve of 2025-06-03 plus the lender’s offset; demo data.',
  validUntil: '2026-12-11',
  note: 'Beste Sondertilgung: 5 % im Jahr ohne Aufpreis.',
  recommended: true,
  visibleToCustomer: true,
  createdBy: null,
  createdAt: new Date('2026-11-27T10:00:00Z'),
  updatedAt: new Date('2026-11-27T10:00:00Z'),
  acceptedAt: null,
  question: null,
  askedAt: null,
};
const TYPED_EXPIRED: LeadOfferRow = { ...COMPARED, source: 'typed', lenderId: null, lenderName: 'Hausbank Beispiel eG', isDemo: false, offerCase: null, conditionsSource: null, recommended: false, note: null, fees: 1500, validUntil: '2026-11-28' };

let pool: PdfRenderPool;
let before: PdfRenderPool | undefined;
beforeAll(() => {
  pool = new PdfRenderPool({ threads: 1, queue: 8 });
  before = replacePdfRenderPool(pool);
});
afterAll(async () => {
  replacePdfRenderPool(before);
  await pool.close();
});

describe('the advisor’s offer as a PDF', () => {
  test('German, then English on the same thread: lender with its demo label, recommended, the figures, validity, note, case and source', async () => {
    const de = pdfText(await renderOfferPdf(COMPARED, 'Clara Kunde', 'de', TODAY));
    const en = pdfText(await renderOfferPdf(COMPARED, 'Clara Kunde', 'en', TODAY));
    for (const [text, lines] of [
      [de, ['Dein Finanzierungsangebot', 'Für Clara Kunde', 'Demo-Sparkasse Isartal (Demo-Bank)', 'Von deiner Beraterin oder deinem Berater empfohlen', 'Gültig bis 11.12.2026', 'Darlehen 320.000 €', 'Sollzins 3,41 %', 'Effektiver Jahreszins 3,46 %', 'Monatliche Rate 1.442,67 €', 'Zinsbindung 10 Jahre', 'Restschuld nach 10 Jahren 243.517 €', 'Zinsen und Gebühren in 10 Jahren 96.638 €', 'Sondertilgung pro Jahr 5,00 %', 'Kaufpreis 400.000 €', 'Anfangstilgung 2,00 %', 'Bundesland Bayern', 'Beste Sondertilgung: 5 % im Jahr ohne Aufpreis.', 'Demo-Bank: eine erfundene Bank']],
      [en, ['Your financing offer', 'For Clara Kunde', 'Demo-Sparkasse Isartal (demo lender)', 'Recommended by your advisor', 'Valid until Dec 11, 2026', 'Loan €320,000', 'Nominal rate 3.41%', 'Effective annual rate 3.46%', 'Monthly payment €1,442.67', 'Fixed-rate period 10 years', 'Residual debt after 10 years €243,517', 'Interest and fees over 10 years €96,638', 'Purchase price €400,000', 'State Bavaria', 'Initial repayment 2.00%', 'Demo lender: a fictitious bank']],
    ] as const) {
      for (const line of lines) expect(flat(text), line).toContain(line);
      expect(text).not.toMatch(/\d[.,]\n\d/);
      expect(text).not.toContain('Expired');
      expect(text).not.toContain('Abgelaufen');
      // A demo lender's sheet describes its derivation in English (seed data): neither PDF prints it, the note says it.
      expect(flat(text)).not.toContain('Derived from the site’s model curve');
    }
  });

  test('an expired typed offer says so in both languages, with its fees and without a case', async () => {
    const de = flat(pdfText(await renderOfferPdf(TYPED_EXPIRED, 'Clara Kunde', 'de', TODAY)));
    const en = flat(pdfText(await renderOfferPdf(TYPED_EXPIRED, 'Clara Kunde', 'en', TODAY)));
    expect(de).toContain('Abgelaufen am 28.11.2026: Dieses Angebot kann nicht mehr angenommen werden.');
    expect(en).toContain('Expired on Nov 28, 2026: this offer can no longer be accepted.');
    expect(de).toContain('Aus dem verbindlichen Angebot der Bank');
    expect(de).toContain('Gebühren 1.500 €');
    expect(en).toContain('Fees €1,500');
    expect(de).not.toContain('Der verglichene Fall');
    expect(en).not.toContain('(demo lender)');
    expect(offerPdfFileName(TYPED_EXPIRED, 'de')).toBe('finanzierungsangebot-Hausbank-Beispiel-eG.pdf');
    expect(offerPdfFileName(COMPARED, 'en')).toBe('financing-offer-Demo-Sparkasse-Isartal.pdf');
  });
});
