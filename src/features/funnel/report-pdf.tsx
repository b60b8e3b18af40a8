/**
 * The OM report as a PDF: GET /api/funnel/report/pdf?<the report's URL answers>&locale=de|en. The figures are
 * the page's (./report.ts), the sentences the page's (./report-texts.ts), the layout the site's shared summary
 * report (src/components/pdf/document-parts.tsx). Texts: messages namespace `funnelReport` and its `pdf`.
 */
import { renderPdfDocument, SummaryReportDocument, type PdfRow, type SummaryReport } from '@/components/pdf/document-parts';
import { companyFooterValues, SITE } from '@/config/site';
import type { Recommendation } from '@/engine/recommendation';
import { createCalculatorI18n, type CalculatorMessages } from '@/components/i18n/calculator-i18n';
import { messagesFor } from '@/i18n/messages';
import type { Locale } from '@/i18n/routes';
import { isoDateToDate } from '@/lib/dates';
import type { OmAnswers } from './answers';
import { reportSentences } from './report-texts';

function i18n(locale: Locale, namespace: 'funnelReport' | 'funnel') {
  return createCalculatorI18n(locale, (messagesFor(locale) as unknown as Record<string, CalculatorMessages>)[namespace]!);
}

/** The report's list of conventions (an array in the messages). */
function assumptions(locale: Locale): string[] {
  return (messagesFor(locale) as unknown as { funnelReport: { assumptions: string[] } }).funnelReport.assumptions;
}

export function buildReportPdf(locale: Locale, date: string, answers: OmAnswers, placeName: string, report: Recommendation): SummaryReport {
  const { t, format } = i18n(locale, 'funnelReport');
  const tf = i18n(locale, 'funnel').t;
  const euro = (n: number) => format.number(Math.round(n), 'euro');
  const pct = (n: number) => format.number(n, 'percent2');
  const day = (iso: string) => format.dateTime(isoDateToDate(iso), 'short');
  const say = reportSentences(t, { euro, pct, date: day }, report, answers);
  const h = report.horizonYears;
  const text = (label: string): PdfRow => ({ label, value: '' });

  const answerRows: PdfRow[] = [
    { label: tf('fields.price'), value: euro(answers.price) },
    { label: tf('fields.loc'), value: placeName },
    { label: tf('fields.usage'), value: tf(`options.usage.${answers.usage}`) },
    { label: tf('fields.building'), value: tf(`options.building.${answers.building}`) },
    { label: tf('fields.equity'), value: euro(answers.equity) },
    { label: tf('fields.income'), value: euro(answers.income) },
    { label: tf('fields.children'), value: String(answers.children) },
    { label: tf('fields.age'), value: String(answers.age) },
    { label: tf('fields.hold'), value: `${answers.hold} · ${tf(`options.sure.${answers.sure}`)}` },
    { label: tf('fields.risk'), value: tf(`options.risk.${answers.risk}`) },
  ];
  const fixations: PdfRow[] = report.fixations.map((f) => ({
    label: `${t('years', { years: f.fixationYears })}${f.fixationYears === report.recommended.fixationYears ? ` · ${t('recommended')}` : ''}`,
    value: t('pdf.fixationRow', { rate: pct(f.interestRate), payment: euro(f.monthlyRate), expected: euro(f.expectedCost), stressed: euro(f.stressedCost) }),
    strong: f.fixationYears === report.recommended.fixationYears,
  }));
  const breakEven: PdfRow[] = report.breakEven.map((p) => ({
    label: t('pair', { short: p.shortYears, long: p.longYears }),
    value: t('pdf.breakEvenRow', { breakEven: p.breakEvenRate === null ? t('notDefined') : pct(p.breakEvenRate), forward: pct(p.forwardRate) }),
  }));
  const title = t('pdf.title');
  return {
    brand: SITE.brand,
    title,
    calculatedOn: t('pdf.calculatedOn', { date: day(date) }),
    intro: t('pdf.intro'),
    summary: [say.summary, ...say.reasons],
    basis: say.asOf,
    sections: [
      { heading: t('pdf.sections.answers'), rows: answerRows },
      { heading: t('pdf.sections.fixations', { horizon: h }), rows: fixations },
      { heading: t('pdf.sections.breakEven'), rows: breakEven },
      { heading: t('pdf.sections.repayment'), rows: [say.repayment, say.share, say.shareHigh, say.stress].filter((x): x is string => x !== null).map(text) },
      { heading: t('pdf.sections.reserve'), rows: [say.reserve, say.allEquity, say.costsLine].filter((x): x is string => x !== null).map(text) },
      { heading: t('pdf.sections.kfw'), rows: say.kfw.length === 0 ? [text(t('kfwNone'))] : say.kfw.map((k) => ({ label: k.title, value: '', detail: `${k.conditions} ${k.source}` })) },
      { heading: t('pdf.sections.assumptions'), rows: assumptions(locale).map(text) },
    ],
    disclaimer: { heading: t('pdf.disclaimerTitle'), text: t('pdf.disclaimer') },
    footer: t('pdf.footer', { date: day(date) }),
    company: t('pdf.company', companyFooterValues(locale)),
    page: (page, total) => t('pdf.page', { page, total }),
    meta: { title, author: SITE.legalName, subject: t('pdf.intro'), language: locale === 'de' ? 'de-DE' : 'en-GB' },
  };
}

export function reportPdfFileName(locale: Locale): string {
  return `${i18n(locale, 'funnelReport').t('pdf.fileName')}.pdf`;
}

/** Renders on a PDF worker thread (ADR 047). */
export function renderReportPdf(doc: SummaryReport): Promise<Uint8Array<ArrayBuffer>> {
  return renderPdfDocument(<SummaryReportDocument doc={doc} />);
}
