/**
 * The pieces every PDF of the site shares (@react-pdf/renderer, rendered on the server without network
 * access): the embedded font, the colours and base styles, the header (brand, title, date), the fixed footer
 * (disclaimer, company, page numbers), a section of label/value rows and a summary report document. Used by
 * the financing plan (src/features/calculators/financing-plan-pdf.tsx), the retirement plan
 * (src/features/pension/pension-pdf.tsx) and the mortgage recommendation (src/features/funnel/report-pdf.tsx).
 *
 * Font: Inter (latin 400/700) as WOFF (react-pdf cannot read WOFF2), shipped with the code in src/assets/fonts
 * (SIL Open Font License 1.1, LICENSE-Inter.txt; the files of @fontsource/inter 5.3.0), named with an absolute
 * path at run time so it is embedded and umlauts, "€" and "−" render.
 *
 * Rendering: `renderPdfDocument` hands the document to the worker threads of src/lib/pdf (ADR 047); the request
 * thread only builds the element tree. The components here are called outside React to describe it: they stay
 * plain functions of their props (no hooks), and the one function a document holds is the page-number text.
 */
import path from 'node:path';
import type { ReactElement } from 'react';
import { Document, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import { createFormatter, createTranslator, type Messages } from 'next-intl';
import { FORMATS } from '@/i18n/formats';
import { messagesFor } from '@/i18n/messages';
import type { Locale } from '@/i18n/routes';
import { renderPdf, type PdfFontSetup } from '@/lib/pdf/pool';

export const PDF_FONT_FAMILY = 'Inter';

/** The site's PDF font, registered once per worker thread; no automatic hyphenation (its English rules split German words wrongly). */
export function pdfFonts(): PdfFontSetup {
  const file = (weight: number) => path.join(process.cwd(), 'src/assets/fonts', `inter-latin-${weight}-normal.woff`);
  return {
    families: [
      {
        family: PDF_FONT_FAMILY,
        fonts: [
          { src: file(400), fontWeight: 400 },
          { src: file(700), fontWeight: 700 },
        ],
      },
    ],
    hyphenation: false,
  };
}

/**
 * A document of the site (a react-pdf `<Document>` element) as PDF bytes, rendered on a worker thread. Throws
 * PdfBusyError (src/lib/pdf/pool.ts) when every thread is busy and the queue is full.
 */
export function renderPdfDocument(document: ReactElement): Promise<Uint8Array<ArrayBuffer>> {
  return renderPdf(document, pdfFonts());
}

/** A translator of one namespace, as the PDFs call it. */
export type PdfTranslate = (key: string, values?: Record<string, string | number>) => string;

/**
 * The texts and formats of a PDF in a locale, outside a request: its own namespace, the texts all PDFs share
 * (`funnelReport.pdf`: the footer's disclaimer, the page numbers) and the project's formatter (FORMATS, Berlin time).
 */
export function pdfTexts(locale: Locale, namespace: string): { t: PdfTranslate; shared: PdfTranslate; format: ReturnType<typeof createFormatter> } {
  const messages = messagesFor(locale) as Messages;
  return {
    t: createTranslator({ locale, messages, namespace: namespace as never }) as unknown as PdfTranslate,
    shared: createTranslator({ locale, messages, namespace: 'funnelReport.pdf' as never }) as unknown as PdfTranslate,
    format: createFormatter({ locale, formats: FORMATS[locale], timeZone: 'Europe/Berlin' }),
  };
}

export const PDF_COLORS = { brand: '#1d6b57', brandLight: '#eef7f4', ink: '#1b2430', muted: '#4a5565', rule: '#d5ece4' };

// No unitless lineHeight on the page or other containers: react-pdf 4.9 resolves it to points with the
// container's font size (children inherit that, so larger text overlaps) and then drops `render` texts.
export const pdfStyles = StyleSheet.create({
  page: { fontFamily: PDF_FONT_FAMILY, fontSize: 9.5, color: PDF_COLORS.ink, paddingTop: 40, paddingBottom: 78, paddingHorizontal: 48 },
  header: { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'flex-end', borderBottomWidth: 2, borderBottomColor: PDF_COLORS.brand, paddingBottom: 8, marginBottom: 14 },
  brand: { fontSize: 18, fontWeight: 700, color: PDF_COLORS.brand },
  title: { fontSize: 13, fontWeight: 700, marginTop: 2 },
  date: { fontSize: 9, color: PDF_COLORS.muted },
  intro: { color: PDF_COLORS.muted, marginBottom: 12 },
  section: { marginBottom: 12 },
  heading: { fontSize: 11, fontWeight: 700, color: PDF_COLORS.brand, marginBottom: 4 },
  row: { flexDirection: 'row', justifyContent: 'space-between', paddingVertical: 2.5, borderBottomWidth: 0.5, borderBottomColor: PDF_COLORS.rule },
  label: { flexGrow: 1, flexShrink: 1, paddingRight: 12 },
  valueCell: { alignItems: 'flex-end' },
  value: { textAlign: 'right', fontFeatureSettings: ['tnum'] },
  note: { fontSize: 8, color: PDF_COLORS.muted, textAlign: 'right' },
  detail: { fontSize: 8, color: PDF_COLORS.muted, marginTop: 1 },
  strong: { fontWeight: 700 },
  // The one-page documents' callout box (a certificate, an offer), its lines, its caution in dark amber as on the web
  // pages, and small print.
  callout: { backgroundColor: PDF_COLORS.brandLight, padding: 12, marginBottom: 14 },
  line: { fontSize: 10, marginBottom: 2 },
  caution: { fontSize: 10, fontWeight: 700, color: '#7c3d00', marginBottom: 2 },
  small: { fontSize: 8.5, color: PDF_COLORS.muted, marginBottom: 4 },
  footer: { position: 'absolute', left: 48, right: 48, bottom: 24, fontSize: 7, color: PDF_COLORS.muted, borderTopWidth: 0.5, borderTopColor: PDF_COLORS.rule, paddingTop: 5 },
  footerLine: { marginTop: 2 },
  pageNumber: { position: 'absolute', left: 48, right: 48, bottom: 24, fontSize: 7, color: PDF_COLORS.muted, textAlign: 'right' },
});

const s = pdfStyles;

export interface PdfRow {
  label: string;
  value: string;
  /** Shown in bold (totals, key results). */
  strong?: boolean;
  /** Small grey note under the value. */
  note?: string;
  /** Small grey line under the label (e.g. a source), as wide as the label. */
  detail?: string;
}

export interface PdfSectionData {
  heading: string;
  rows: PdfRow[];
}

export function PdfHeader({ brand, title, date }: { brand: string; title: string; date: string }) {
  return (
    <View style={s.header}>
      <View>
        <Text style={s.brand}>{brand}</Text>
        <Text style={s.title}>{title}</Text>
      </View>
      <Text style={s.date}>{date}</Text>
    </View>
  );
}

/** Fixed on every page: the disclaimer line, the company line and "page x of y". */
export function PdfFooter({ footer, company, page }: { footer: string; company: string; page: (page: number, total: number) => string }) {
  return (
    <>
      <View style={s.footer} fixed>
        <Text>{footer}</Text>
        <Text style={s.footerLine}>{company}</Text>
      </View>
      <Text style={s.pageNumber} fixed render={({ pageNumber, totalPages }) => page(pageNumber, totalPages)} />
    </>
  );
}

/** A heading with label/value rows, kept on one page. */
export function PdfSection({ section }: { section: PdfSectionData }) {
  return (
    <View style={s.section} wrap={false}>
      <Text style={s.heading}>{section.heading}</Text>
      {section.rows.map((row, i) => (
        <View key={i} style={s.row}>
          {row.detail ? (
            <View style={s.label}>
              <Text style={row.strong ? s.strong : {}}>{row.label}</Text>
              <Text style={s.detail}>{row.detail}</Text>
            </View>
          ) : (
            <Text style={row.strong ? [s.label, s.strong] : s.label}>{row.label}</Text>
          )}
          <View style={s.valueCell}>
            <Text style={row.strong ? [s.value, s.strong] : s.value}>{row.value}</Text>
            {row.note ? <Text style={s.note}>{row.note}</Text> : null}
          </View>
        </View>
      ))}
    </View>
  );
}

/** A one-page-flow report: header, introduction, a summary box, sections, a disclaimer; footer on every page. */
export interface SummaryReport {
  brand: string;
  title: string;
  calculatedOn: string;
  intro: string;
  /** The plain-language summary, one sentence a line (the first in bold). */
  summary: string[];
  /** A small note under the summary (e.g. the money basis or the rates' date). */
  basis: string;
  sections: PdfSectionData[];
  disclaimer: { heading: string; text: string };
  footer: string;
  company: string;
  page: (page: number, total: number) => string;
  meta: { title: string; author: string; subject: string; language: string };
}

const report = StyleSheet.create({
  summaryBox: { backgroundColor: PDF_COLORS.brandLight, padding: 10, marginBottom: 12 },
  summaryLine: { fontSize: 10.5, marginBottom: 3 },
  summaryFirst: { fontSize: 11.5, fontWeight: 700, marginBottom: 4 },
  basis: { fontSize: 8, color: PDF_COLORS.muted, marginTop: 2 },
  disclaimer: { fontSize: 8.5, color: PDF_COLORS.muted },
});

/** The retirement plan and the mortgage recommendation as PDF. */
export function SummaryReportDocument({ doc }: { doc: SummaryReport }) {
  return (
    <Document title={doc.meta.title} author={doc.meta.author} subject={doc.meta.subject} creator={doc.brand} producer={doc.brand} language={doc.meta.language}>
      <Page size="A4" style={s.page}>
        <PdfFooter footer={doc.footer} company={doc.company} page={doc.page} />
        <PdfHeader brand={doc.brand} title={doc.title} date={doc.calculatedOn} />
        <Text style={s.intro}>{doc.intro}</Text>
        <View style={report.summaryBox} wrap={false}>
          {doc.summary.map((line, i) => (
            <Text key={i} style={i === 0 ? report.summaryFirst : report.summaryLine}>{line}</Text>
          ))}
          <Text style={report.basis}>{doc.basis}</Text>
        </View>
        {doc.sections.map((section) => (
          <PdfSection key={section.heading} section={section} />
        ))}
        <View style={s.section} wrap={false}>
          <Text style={s.heading}>{doc.disclaimer.heading}</Text>
          <Text style={report.disclaimer}>{doc.disclaimer.text}</Text>
        </View>
      </Page>
    </Document>
  );
}
