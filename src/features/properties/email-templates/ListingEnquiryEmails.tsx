/**
 * The two e-mails of an enquiry about a listing (issue 48): the visitor's confirmation in the page's language and the
 * responsible advisor's notice in German. Registered in src/server/email-templates.ts through PROPERTIES_EMAILS.
 */
import { Button, Section, Text } from '@react-email/components';
import { SITE } from '@/config/site';
import { BRAND_COLOUR as brand, Layout, SummaryRows as Rows, defineEmailTemplate, renderEmailElement, type Frame } from '@/features/email/server';
import type { SummaryRow } from '@/features/email';
import type { Locale } from '@/i18n/routes';

/** The listing as the e-mail names it: generated title and place in the e-mail's language, the reference, the page. */
export interface EnquiryListing {
  title: string;
  place: string;
  price: number;
  /** The broker's reference: provider and listing number. */
  reference: string;
  providerName: string;
  url: string;
  isDemo: boolean;
}

/** To the visitor: what they asked about and what happens next. */
export interface ListingEnquiryConfirmationData {
  givenName: string;
  listing: EnquiryListing;
  message: string;
}

/** To the responsible advisor (or the office): who asked, how to reach them, about which listing, and the message. */
export interface ListingEnquiryAdvisorData {
  advisorGivenName: string | null;
  name: string;
  email: string;
  phone: string | null;
  leadId: string;
  enquiryLocale: Locale;
  listing: EnquiryListing;
  message: string;
}

interface Texts extends Frame {
  greeting: string;
  intro: string;
  demo: string | null;
  listingTitle: string;
  messageTitle: string;
  next: string;
  button: string;
  signature: string;
}

function EnquiryEmail({ texts, contact, listing, message, url }: { texts: Texts & { contactTitle?: string }; contact: SummaryRow[] | null; listing: SummaryRow[]; message: string; url: string }) {
  return (
    <Layout texts={texts}>
      <Text style={{ fontSize: '16px' }}>{texts.greeting}</Text>
      <Text style={{ fontSize: '16px' }}>{texts.intro}</Text>
      {texts.demo && <Text style={{ fontSize: '15px', backgroundColor: '#fffbeb', border: '1px solid #fcd34d', padding: '8px 12px', borderRadius: '6px' }}>{texts.demo}</Text>}
      {contact && texts.contactTitle && <Rows title={texts.contactTitle} rows={contact} />}
      <Rows title={texts.listingTitle} rows={listing} />
      <Text style={{ fontSize: '16px', fontWeight: 700, margin: '16px 0 4px' }}>{texts.messageTitle}</Text>
      <Text style={{ fontSize: '15px', whiteSpace: 'pre-wrap', borderLeft: '3px solid #cbd5e1', paddingLeft: '12px' }}>{message}</Text>
      <Text style={{ fontSize: '16px' }}>{texts.next}</Text>
      <Section style={{ textAlign: 'center', margin: '24px 0' }}>
        <Button href={url} style={{ backgroundColor: brand, color: '#ffffff', padding: '14px 24px', borderRadius: '8px', fontWeight: 700, fontSize: '16px' }}>
          {texts.button}
        </Button>
      </Section>
      <Text style={{ fontSize: '16px' }}>{texts.signature}</Text>
    </Layout>
  );
}

function listingRows(listing: EnquiryListing, locale: Locale, t: (key: string) => string): SummaryRow[] {
  const euro = new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(listing.price);
  return [
    { label: t('listingEnquiry.rows.listing'), value: listing.isDemo ? `[Demo] ${listing.title}` : listing.title },
    { label: t('listingEnquiry.rows.place'), value: listing.place },
    { label: t('listingEnquiry.rows.price'), value: euro },
    { label: t('listingEnquiry.rows.provider'), value: listing.providerName },
    { label: t('listingEnquiry.rows.reference'), value: listing.reference },
  ];
}

export const listingEnquiryConfirmationEmail = defineEmailTemplate<ListingEnquiryConfirmationData>({
  name: 'listingEnquiryConfirmation',
  async render(d, { locale, t, frame }) {
    const texts: Texts = {
      ...frame,
      preview: t('listingEnquiry.confirmation.preview', { title: d.listing.title }),
      greeting: t('listingEnquiry.confirmation.greeting', { name: d.givenName }),
      intro: t('listingEnquiry.confirmation.intro', { brand: SITE.brand }),
      demo: d.listing.isDemo ? t('listingEnquiry.confirmation.demo') : null,
      listingTitle: t('listingEnquiry.listingTitle'),
      messageTitle: t('listingEnquiry.confirmation.messageTitle'),
      next: t('listingEnquiry.confirmation.next'),
      button: t('listingEnquiry.confirmation.button'),
      signature: t('listingEnquiry.confirmation.signature', { brand: SITE.brand }),
    };
    const element = <EnquiryEmail texts={texts} contact={null} listing={listingRows(d.listing, locale, t)} message={d.message} url={d.listing.url} />;
    return renderEmailElement(t('listingEnquiry.confirmation.subject', { title: d.listing.title }), element);
  },
});

export const listingEnquiryAdvisorEmail = defineEmailTemplate<ListingEnquiryAdvisorData>({
  name: 'listingEnquiryAdvisor',
  async render(d, { locale, t, frame }) {
    const texts = {
      ...frame,
      preview: t('listingEnquiry.advisor.preview', { name: d.name, title: d.listing.title }),
      greeting: d.advisorGivenName ? t('listingEnquiry.advisor.greetingNamed', { name: d.advisorGivenName }) : t('listingEnquiry.advisor.greeting'),
      intro: t('listingEnquiry.advisor.intro', { language: t(`listingEnquiry.advisor.language.${d.enquiryLocale}`) }),
      demo: d.listing.isDemo ? t('listingEnquiry.advisor.demo') : null,
      contactTitle: t('listingEnquiry.advisor.contactTitle'),
      listingTitle: t('listingEnquiry.listingTitle'),
      messageTitle: t('listingEnquiry.advisor.messageTitle'),
      next: t('listingEnquiry.advisor.next'),
      button: t('listingEnquiry.advisor.button'),
      signature: t('listingEnquiry.advisor.signature', { brand: SITE.brand }),
    };
    const contact: SummaryRow[] = [
      { label: t('listingEnquiry.advisor.rows.name'), value: d.name },
      { label: t('listingEnquiry.advisor.rows.email'), value: d.email },
      { label: t('listingEnquiry.advisor.rows.phone'), value: d.phone ?? t('listingEnquiry.advisor.rows.noPhone') },
      { label: t('listingEnquiry.advisor.rows.leadId'), value: d.leadId },
    ];
    const element = <EnquiryEmail texts={texts} contact={contact} listing={listingRows(d.listing, locale, t)} message={d.message} url={d.listing.url} />;
    return renderEmailElement(t('listingEnquiry.advisor.subject', { name: d.name, reference: d.listing.reference }), element);
  },
});
