/**
 * The AF result (the price range) as a PDF: GET /api/funnel/af/pdf?<the result page's URL answers>&locale=de|en.
 * The figures are the page's (./af-result.ts), the sentences the page's (./af-texts.ts), the layout the site's
 * shared summary report (src/components/pdf/document-parts.tsx), like the OM report's PDF (./report-pdf.tsx),
 * whose disclaimer, footer and page lines it shares. Texts: messages namespace `funnel` (`af`, `af.pdf`) and
 * `funnelReport.pdf`.
 */
import { createFormatter, createTranslator, type Messages } from 'next-intl';
import { renderPdfDocument, SummaryReportDocument, type PdfRow, type PdfSectionData, type SummaryReport } from '@/components/pdf/document-parts';
import { companyFooterValues, SITE } from '@/config/site';
import { FORMATS } from '@/i18n/formats';
import { messagesFor } from '@/i18n/messages';
import { isLocale, type Locale } from '@/i18n/routes';
import { isoDateToDate } from '@/lib/dates';
import { AppError } from '@/lib/app-error';
import type { AfRange } from './af-result';
import { afAssumptions, afSentences, answerErrorText, type AfFormats } from './af-texts';
import type { AfAnswers, AnswerError, FunnelField } from './answers';
import type { Translate } from './report-texts';

interface AfI18n {
  t: Translate;
  /** funnelReport.pdf: the texts every funnel PDF shares. */
  shared: Translate;
  f: AfFormats;
}

function i18n(locale: Locale): AfI18n {
  const messages = messagesFor(locale) as Messages;
  const t = createTranslator({ locale, messages, namespace: 'funnel' as never }) as unknown as Translate;
  const shared = createTranslator({ locale, messages, namespace: 'funnelReport.pdf' as never }) as unknown as Translate;
  const format = createFormatter({ locale, formats: FORMATS[locale], timeZone: 'Europe/Berlin' });
  return {
    t,
    shared,
    f: {
      euro: (n) => format.number(Math.round(n), 'euro'),
      pct: (n) => format.number(n, { style: 'percent', maximumFractionDigits: 2 }),
      number: (n) => format.number(n),
      euroCents: (n) => format.number(n, 'euroCents'),
      date: (iso) => format.dateTime(isoDateToDate(iso), 'short'),
    },
  };
}

/**
 * The error of a request the PDF cannot answer: the site's INVALID_INPUT (400) with the reason (INCOMPLETE,
 * UNKNOWN_PLACE, UNSUPPORTED_LOCALE), the code of every bad answer and its message in the visitor's language
 * (German, the site's default, when the language itself is unknown).
 */
export function afPdfError(
  localeParam: string,
  reason: 'INCOMPLETE' | 'UNKNOWN_PLACE' | 'UNSUPPORTED_LOCALE',
  fields: Partial<Record<string, string>>,
  errors: Partial<Record<FunnelField, AnswerError>> = {},
): AppError {
  const locale: Locale = isLocale(localeParam) ? localeParam : 'de';
  const { t, f } = i18n(locale);
  const messages: Record<string, string> = {};
  for (const [field, code] of Object.entries(fields)) {
    if (code === undefined) continue;
    const error = errors[field as FunnelField];
    messages[field] =
      code === 'UNSUPPORTED_LOCALE' ? t('pdfErrors.UNSUPPORTED_LOCALE')
      : code === 'UNKNOWN_PLACE' ? t('errors.UNKNOWN_PLACE')
      : answerErrorText(t, f, field as FunnelField, error ?? { code: code as AnswerError['code'], params: {} });
  }
  return new AppError('INVALID_INPUT', null, { reason, fields, messages });
}

/**
 * Everything the PDF shows, formatted for the locale: what the result page shows. `date` is the calculation day
 * (today in Berlin); the model rates are "as of" their curve's date, `curveDate`.
 */
export function buildAfPdf(locale: Locale, date: string, curveDate: string, answers: AfAnswers, placeName: string, range: AfRange): SummaryReport {
  const { t, shared, f } = i18n(locale);
  const say = afSentences(t, f, answers, range, curveDate, placeName);
  const text = (label: string): PdfRow => ({ label, value: '' });

  const answerRows: PdfRow[] = [
    { label: t('fields.income'), value: f.euro(answers.income) },
    { label: t('fields.adults'), value: t(`options.adults.${answers.adults}`) },
    { label: t('fields.children'), value: f.number(answers.children) },
    { label: t('fields.commitments'), value: f.euro(answers.commitments) },
    { label: t('fields.equity'), value: f.euro(answers.equity) },
    { label: t('fields.loc'), value: placeName },
    { label: t('fields.employment'), value: t(`options.employment.${answers.employment}`) },
    { label: t('fields.residency'), value: t(`options.residency.${answers.residency}`) },
  ];
  const ends: PdfSectionData[] = say.ends.map(({ key, result: r, text: share }) => ({
    heading: `${t(`af.${key}`)}: ${share}`,
    rows: [
      { label: t('af.price'), value: f.euro(r.maxPrice), strong: true },
      { label: t('af.loan'), value: f.euro(r.loan) },
      { label: t('af.payment'), value: f.euro(r.monthlyPayment), strong: true },
      { label: t('af.costs'), value: f.euro(r.purchaseCosts) },
      { label: t('af.equityForPrice'), value: f.euro(r.equityForPrice) },
    ],
  }));
  const title = t('af.pdf.title');
  return {
    brand: SITE.brand,
    title,
    calculatedOn: shared('calculatedOn', { date: f.date(date) }),
    intro: t('af.pdf.intro'),
    summary: say.range ? [say.range, ...say.ends.map((e) => t('af.pdf.endLine', { end: t(`af.${e.key}`), price: f.euro(e.result.maxPrice), payment: f.euro(e.result.monthlyPayment) }))] : [say.noBudget ?? ''],
    basis: say.asOf,
    sections: [
      { heading: t('af.pdf.answers'), rows: answerRows },
      ...ends,
      ...(say.reasons.length > 0 ? [{ heading: t('af.reasoning'), rows: say.reasons.map(text) }] : []),
      { heading: t('af.assumptionsTitle'), rows: afAssumptions(t, f).map(text) },
    ],
    disclaimer: { heading: shared('disclaimerTitle'), text: shared('disclaimer') },
    footer: shared('footer', { date: f.date(date) }),
    company: shared('company', companyFooterValues(locale)),
    page: (page, total) => shared('page', { page, total }),
    meta: { title, author: SITE.legalName, subject: t('af.pdf.intro'), language: locale === 'de' ? 'de-DE' : 'en-GB' },
  };
}

export function afPdfFileName(locale: Locale): string {
  return `${i18n(locale).t('af.pdf.fileName')}.pdf`;
}

/** Renders on a PDF worker thread (ADR 047). */
export function renderAfPdf(doc: SummaryReport): Promise<Uint8Array<ArrayBuffer>> {
  return renderPdfDocument(<SummaryReportDocument doc={doc} />);
}
