/**
 * The financing certificate's PDF read back with pdftotext (issue 49), German and English rendered one after the
 * other on one PDF thread, as the server's pool does: every character of the assumptions where the messages put it
 * (the apostrophes of "banks’ flat rates" and "buyer’s commission", which a font's glyph cache once dropped from
 * every PDF after the first), no line broken inside a word or a number ("co⏎mmission", "3.⏎57%"), amounts with
 * their space ("0 €"), the German household in the nominative plural ("1 Erwachsener", "2 Erwachsene"), and the
 * caution when the loan is above the price — only then.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createFormatter, createTranslator, type Messages } from 'next-intl';
import type { CertificateFigures } from '@/features/certificates/amount';
import { renderCertificatePdf } from '@/features/certificates/pdf';
import { FORMATS } from '@/i18n/formats';
import { messagesFor } from '@/i18n/messages';
import type { Locale } from '@/i18n/routes';
import { PdfRenderPool, replacePdfRenderPool } from '@/lib/pdf/pool';
import { CERTIFICATE_DAY as TODAY, certificateRow, COUPLE as COUPLE_FORM, SINGLE_PARENT as SINGLE_PARENT_FORM } from '../support/certificate-rows';
import { normaliseSpaces, pdfText } from '../support/pdf-text';

/** A single parent, €2,600 net, one child, no savings: the household calculation limits, the loan is above the price. */
const SINGLE_PARENT = certificateRow(SINGLE_PARENT_FORM);
/** Two earners with savings that cover the purchase costs: no caution. */
const COUPLE = certificateRow(COUPLE_FORM);

/** The text as a reader sees it, a line's end being the space it replaced. */
const flat = (text: string) => text.replace(/\s*\n\s*/g, ' ');

/** The assumptions' lines as the messages write them (no-break spaces as spaces, as pdfText reads them). */
function expectedLines(locale: Locale, f: CertificateFigures): string[] {
  const t = createTranslator({ locale, messages: messagesFor(locale) as Messages, namespace: 'certificates' as never }) as unknown as (key: string, values?: Record<string, string | number>) => string;
  const format = createFormatter({ locale, formats: FORMATS[locale], timeZone: 'Europe/Berlin' });
  const pct = (n: number) => format.number(n, { style: 'percent', maximumFractionDigits: 2 });
  return [
    t('figures.livingCosts', { adults: f.adults, children: f.children }),
    t('figures.costs', { tax: pct(f.transferTax), taxBasis: t(`pdf.taxBasis.${f.taxBasis}`), notary: pct(f.notaryRate), commission: pct(f.commission) }),
    t('figures.limitedByHousehold'),
    t('pdf.disclaimer'),
  ].map(normaliseSpaces);
}

// One thread renders every PDF of this file in turn: what one document leaves in the fonts, the next one meets.
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

describe('the PDF read back', () => {
  test('the figures the cases rest on: the household calculation limits the single parent, whose loan is above the price', () => {
    const f = SINGLE_PARENT.figures as unknown as CertificateFigures;
    expect(f).toMatchObject({ netIncome: 2600, adults: 1, children: 1, livingCosts: 1350, runningCosts: 350, buffer: 260, householdInstallment: 640, limitedBy: 'household', savings: 0, financesCosts: true });
    expect(SINGLE_PARENT.loanAmount).toBeGreaterThan(SINGLE_PARENT.maxPrice);
    expect(COUPLE.figures).toMatchObject({ adults: 2, children: 0, financesCosts: false });
  });

  test('German, then English on the same thread: every character, no word or number broken, "0 €", "1 Erwachsener", the caution', async () => {
    const de = pdfText(await renderCertificatePdf(SINGLE_PARENT, 'de', TODAY));
    const en = pdfText(await renderCertificatePdf(SINGLE_PARENT, 'en', TODAY));
    const f = SINGLE_PARENT.figures as unknown as CertificateFigures;

    expect(flat(de)).toContain('Lebenshaltungskosten nach den Pauschalen der Banken (1 Erwachsener, 1 Kind) −1.350 €');
    expect(de).not.toContain('Erwachsene/n');
    expect(flat(de)).toContain('Eigenkapital der Antragsteller 0 €');
    expect(flat(de)).toContain('Maklerprovision 3,57 %');
    expect(flat(de)).toContain('Achtung: Die Finanzierung liegt über dem Kaufpreis, weil sie einen Teil der Kaufnebenkosten einschließt. Das finanzieren viele Banken nicht.');
    for (const line of expectedLines('de', f)) expect(flat(de), line).toContain(line);

    expect(flat(en)).toContain('Living costs (banks’ flat rates for 1 adult and 1 child) −€1,350');
    expect(flat(en)).toContain('(of the state of the applicants’ address)');
    expect(flat(en)).toContain('buyer’s commission 3.57%');
    expect(flat(en)).toContain('Savings of the applicants €0');
    expect(flat(en)).toContain('Caution: the financing is above the purchase price because it includes part of the purchase costs. Many banks do not lend that much.');
    for (const line of expectedLines('en', f)) expect(flat(en), line).toContain(line);
    // A number is never split over two lines.
    for (const text of [de, en]) expect(text).not.toMatch(/\d[.,]\n\d/);
  });

  test('two adults in the nominative plural; savings that cover the purchase costs: no caution, in either language', async () => {
    const de = flat(pdfText(await renderCertificatePdf(COUPLE, 'de', TODAY)));
    const en = flat(pdfText(await renderCertificatePdf(COUPLE, 'en', TODAY)));
    expect(de).toContain('Lebenshaltungskosten nach den Pauschalen der Banken (2 Erwachsene, keine Kinder) −1.500 €');
    expect(en).toContain('Living costs (banks’ flat rates for 2 adults and no children) −€1,500');
    expect(de).not.toContain('über dem Kaufpreis');
    expect(en).not.toContain('above the purchase price');
  });
});
