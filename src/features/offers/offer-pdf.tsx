/**
 * An advisor's offer as a PDF for the customer (issue 50, part 3), in German or English: the lender (a demo lender
 * labelled as such), whether it is the recommended offer, the figures, the validity (an expired offer says so), the
 * advisor's note, the case a comparison row was computed for and the source of its conditions, and what the figures
 * are (not the bank's binding offer). Rendered on a PDF worker thread (ADR 047), like the financing certificate.
 */
import { Document, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import { PdfFooter, PdfHeader, PdfSection, pdfStyles, pdfTexts, renderPdfDocument, type PdfSectionData } from '@/components/pdf/document-parts';
import { companyFooterValues, SITE } from '@/config/site';
import { REGIONS } from '@/engine/geo/regions';
import type { Locale } from '@/i18n/routes';
import { offerExpired, type LeadOfferRow } from './advisor-offers';

const styles = StyleSheet.create({
  lender: { fontSize: 13, fontWeight: 700, marginBottom: 4 },
  note: { fontSize: 10, marginBottom: 2 },
});

function texts(locale: Locale) {
  const { t, shared, format } = pdfTexts(locale, 'offers.advisorOffer');
  return {
    t,
    shared,
    euro: (n: number) => format.number(Math.round(n), 'euro'),
    cents: (n: number) => format.number(n, 'euroCents'),
    pct: (n: number) => format.number(n, 'percent2'),
    day: (iso: string) => format.dateTime(new Date(`${iso}T12:00:00Z`), 'short'),
  };
}

export function offerPdfFileName(offer: Pick<LeadOfferRow, 'lenderName' | 'validUntil'>, locale: Locale): string {
  const lender = offer.lenderName.normalize('NFKD').replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40) || 'offer';
  return `${texts(locale).t('pdf.fileName', { lender })}.pdf`;
}

/** The offer's PDF; `today` (Berlin) decides whether it has expired, `customer` is the lead's name. */
export async function renderOfferPdf(offer: LeadOfferRow, customer: string, locale: Locale, today: string): Promise<Uint8Array<ArrayBuffer>> {
  const { t, shared, euro, cents, pct, day } = texts(locale);
  const expired = offerExpired(offer, today);
  const company = companyFooterValues(locale);
  const c = offer.offerCase as { price?: number; state?: string; repaymentRate?: number; date?: string } | null;
  const sections: PdfSectionData[] = [
    {
      heading: t('pdf.figures'),
      rows: [
        { label: t('fields.loan'), value: euro(offer.loan), strong: true },
        { label: t('fields.nominalRate'), value: pct(offer.nominalRate) },
        { label: t('fields.effectiveRate'), value: pct(offer.effectiveRate), strong: true },
        { label: t('fields.monthlyPayment'), value: cents(offer.monthlyPayment), strong: true },
        { label: t('fields.fixationYears'), value: t('years', { years: offer.fixationYears }) },
        { label: t('fields.residualDebt', { years: offer.fixationYears }), value: euro(offer.residualDebt) },
        { label: t('fields.totalCost', { years: offer.fixationYears }), value: euro(offer.totalCost) },
        { label: t('fields.fees'), value: euro(offer.fees) },
        { label: t('fields.specialRepayment'), value: pct(offer.specialRepayment) },
      ],
    },
  ];
  if (offer.source === 'comparison' && c && typeof c.price === 'number') {
    sections.push({
      heading: t('pdf.case'),
      rows: [
        { label: t('pdf.price'), value: euro(c.price) },
        { label: t('caseFields.state'), value: REGIONS.find((r) => r.code === c.state)?.name[locale] ?? String(c.state ?? '') },
        { label: t('pdf.repayment'), value: pct(Number(c.repaymentRate ?? 0)) },
        { label: t('pdf.computedOn'), value: c.date ? day(c.date) : '', detail: offer.isDemo ? undefined : (offer.conditionsSource ?? undefined) },
      ],
    });
  }
  const title = t('pdf.title');
  const lender = offer.isDemo ? t('demoLender', { name: offer.lenderName }) : offer.lenderName;
  const doc = (
    <Document title={`${title} ${offer.lenderName}`} author={SITE.legalName} subject={title} creator={SITE.brand} producer={SITE.brand} language={locale === 'de' ? 'de-DE' : 'en-GB'}>
      <Page size="A4" style={[pdfStyles.page, { paddingTop: 32 }]}>
        <PdfFooter footer={t('pdf.footer')} company={shared('company', company)} page={(page, total) => shared('page', { page, total })} />
        <PdfHeader brand={SITE.brand} title={title} date={t('pdf.for', { name: customer })} />
        <Text style={pdfStyles.intro}>{t('pdf.intro', { brand: SITE.brand })}</Text>
        <View style={pdfStyles.callout} wrap={false}>
          <Text style={styles.lender}>{lender}</Text>
          {offer.recommended ? <Text style={pdfStyles.line}>{t('recommended')}</Text> : null}
          <Text style={pdfStyles.line}>{t('source.' + offer.source)}</Text>
          {expired ? <Text style={pdfStyles.caution}>{t('expired', { date: day(offer.validUntil) })}</Text> : <Text style={pdfStyles.line}>{t('validUntil', { date: day(offer.validUntil) })}</Text>}
          {offer.acceptedAt ? <Text style={pdfStyles.line}>{t('pdf.accepted')}</Text> : null}
        </View>
        {sections.map((section) => (
          <PdfSection key={section.heading} section={section} />
        ))}
        {offer.note ? (
          <View style={pdfStyles.section} wrap={false}>
            <Text style={pdfStyles.heading}>{t('noteHeading')}</Text>
            <Text style={styles.note}>{offer.note}</Text>
          </View>
        ) : null}
        <View style={pdfStyles.section} wrap={false}>
          <Text style={pdfStyles.small}>{t('pdf.disclaimer')}</Text>
          {offer.isDemo ? <Text style={pdfStyles.small}>{t('demoNote')}</Text> : null}
          <Text style={pdfStyles.small}>{t('pdf.broker', { legalName: company.legalName, street: company.street, zip: company.zip, city: company.city, phone: SITE.phone.display, email: SITE.email })}</Text>
        </View>
      </Page>
    </Document>
  );
  return renderPdfDocument(doc);
}
