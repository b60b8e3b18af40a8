/**
 * The financing certificate as a PDF (issue 26), in German or English whatever language it was requested in: the
 * applicants, the amount, status and validity, the assumptions of the calculation, the broker's details, and the
 * verification link with its QR code (qrcode, as a PNG embedded in the file: nothing is fetched). Layout pieces:
 * src/components/pdf/document-parts.tsx.
 */
import { Document, Image, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import QRCode from 'qrcode';
import { PDF_COLORS, PdfFooter, PdfHeader, PdfSection, pdfStyles, pdfTexts, renderPdfDocument, type PdfSectionData } from '@/components/pdf/document-parts';
import { companyFooterValues, SITE } from '@/config/site';
import type { Locale } from '@/i18n/routes';
import { financesCosts, type CertificateFigures } from './amount';
import { certificateVerifyUrl, printedName } from './links';
import { certificateState, type CertificateRow } from './repository';

const styles = StyleSheet.create({
  certifies: { fontSize: 12, fontWeight: 700, marginBottom: 6 },
  // The caution of a loan above the price (issue 49): as the shared caution, with more room below.
  caution: { marginBottom: 6 },
  verify: { flexDirection: 'row', alignItems: 'center' },
  qr: { width: 72, height: 72, marginLeft: 12 },
  verifyText: { flex: 1 },
  // A whole line of its own: the token has no place to break.
  link: { fontSize: 7.5, color: PDF_COLORS.brand, marginTop: 4 },
});

function texts(locale: Locale) {
  const { t, shared, format } = pdfTexts(locale, 'certificates');
  return {
    t,
    shared,
    euro: (n: number) => format.number(Math.round(n), 'euro'),
    pct: (n: number) => format.number(n, { style: 'percent', maximumFractionDigits: 2 }),
    date: (iso: string) => format.dateTime(new Date(`${iso}T12:00:00Z`), 'short'),
    instant: (d: Date) => format.dateTime(d, 'short'),
  };
}

export function certificatePdfFileName(row: Pick<CertificateRow, 'number'>, locale: Locale): string {
  return `${texts(locale).t('pdf.fileName', { number: row.number })}.pdf`;
}

/** Builds the certificate here (its QR code too) and renders it on a PDF worker thread (ADR 047). */
export async function renderCertificatePdf(row: CertificateRow, locale: Locale, today: string): Promise<Uint8Array<ArrayBuffer>> {
  const { t, shared, euro, pct, date, instant } = texts(locale);
  const f = row.figures as unknown as CertificateFigures;
  const link = certificateVerifyUrl(locale, row.verifyToken);
  const qr = await QRCode.toDataURL(link, { errorCorrectionLevel: 'M', margin: 1, width: 288 });
  const names = row.applicants.map((a) => printedName(a, t));
  const state = certificateState(row, today);
  const company = companyFooterValues(locale);
  const sections: PdfSectionData[] = [
    {
      heading: t('pdf.amounts'),
      rows: [
        { label: t('pdf.loan'), value: euro(row.loanAmount), strong: true },
        { label: t('pdf.price'), value: euro(row.maxPrice), strong: true },
        ...(row.propertyAddress && row.purchasePrice !== null
          ? [
              { label: t('pdf.property'), value: row.propertyAddress },
              { label: t('pdf.propertyPrice'), value: euro(row.purchasePrice), note: t(row.purchasePrice <= row.maxPrice ? 'pdf.within' : 'pdf.above') },
            ]
          : []),
      ],
    },
    {
      heading: t('pdf.assumptions'),
      rows: [
        { label: t('figures.netIncome'), value: euro(f.netIncome) },
        { label: t('figures.livingCosts', { adults: f.adults, children: f.children }), value: `−${euro(f.livingCosts)}` },
        { label: t('figures.runningCosts', { area: f.livingArea }), value: `−${euro(f.runningCosts)}` },
        { label: t('figures.buffer'), value: `−${euro(f.buffer)}` },
        ...(f.otherLoans > 0 ? [{ label: t('figures.otherLoans'), value: `−${euro(f.otherLoans)}` }] : []),
        { label: t('figures.afterHousehold'), value: euro(f.householdInstallment) },
        { label: t('figures.guidance'), value: euro(f.guidanceInstallment) },
        { label: t('figures.maxInstallment'), value: euro(f.maxInstallment), strong: true, detail: t(f.limitedBy === 'household' ? 'figures.limitedByHousehold' : 'figures.limitedByGuidance') },
        { label: t('figures.rate', { date: date(f.rateDate) }), value: pct(f.interestRate), note: `${t('figures.repayment')} ${pct(f.repayment)}` },
        { label: t('pdf.savings'), value: euro(f.savings) },
        { label: t('figures.costs', { tax: pct(f.transferTax), taxBasis: t(`pdf.taxBasis.${f.taxBasis}`), notary: pct(f.notaryRate), commission: pct(f.commission) }), value: '' },
      ],
    },
  ];
  const title = t('pdf.title');
  const doc = (
    <Document title={`${title} ${row.number}`} author={SITE.legalName} subject={title} creator={SITE.brand} producer={SITE.brand} language={locale === 'de' ? 'de-DE' : 'en-GB'}>
      <Page size="A4" style={[pdfStyles.page, { paddingTop: 32 }]}>
        <PdfFooter footer={t('pdf.footer', { legalName: company.legalName, register: SITE.credit34i.registerNumber })} company={shared('company', company)} page={(page, total) => shared('page', { page, total })} />
        <PdfHeader brand={SITE.brand} title={title} date={`${t('pdf.number')} ${row.number}`} />
        <Text style={pdfStyles.intro}>{t('pdf.intro', { brand: SITE.brand })}</Text>
        <View style={[pdfStyles.callout, styles.verify]} wrap={false}>
          <View style={styles.verifyText}>
            <Text style={styles.certifies}>{t('pdf.certifies', { names: names.join(locale === 'de' ? ' und ' : ' and '), loan: euro(row.loanAmount), price: euro(row.maxPrice) })}</Text>
            {financesCosts(row.figures) ? <Text style={[pdfStyles.caution, styles.caution]}>{t('caution.costsFinanced')}</Text> : null}
            <Text style={pdfStyles.line}>{`${t('pdf.status')}: ${t(`status.${row.status}`)}${state === 'valid' ? '' : ` · ${t(`state.${state}`)}`}`}</Text>
            <Text style={pdfStyles.line}>{`${t('pdf.issued')}: ${instant(row.issuedAt)} · ${t('pdf.validUntil')}: ${date(row.validUntil)}`}</Text>
          </View>
          {/* eslint-disable-next-line jsx-a11y/alt-text -- react-pdf's Image takes no alt; the link under "Check this certificate" carries the same address. */}
          <Image src={qr} style={styles.qr} />
        </View>
        {sections.map((section) => (
          <PdfSection key={section.heading} section={section} />
        ))}
        <View style={pdfStyles.section} wrap={false}>
          <Text style={pdfStyles.heading}>{t('pdf.verifyHeading')}</Text>
          <Text>{t('pdf.verifyText')}</Text>
          <Text style={styles.link}>{link}</Text>
        </View>
        <View style={pdfStyles.section} wrap={false}>
          <Text style={pdfStyles.small}>
            {`${t('pdf.broker')}: `}
            {t('pdf.brokerLines', { legalName: company.legalName, street: company.street, zip: company.zip, city: company.city, phone: SITE.phone.display, email: SITE.email, register: SITE.credit34i.registerNumber, registerName: SITE.credit34i.registerName })}
          </Text>
          <Text style={pdfStyles.small}>{`${t('pdf.disclaimerTitle')}: ${t('pdf.disclaimer')}`}</Text>
        </View>
      </Page>
    </Document>
  );
  return renderPdfDocument(doc);
}
