import { Button, Link, Section, Text } from '@react-email/components';
import { BRAND_COLOUR as brand, Layout, type Frame } from '@/features/email/server';

/** The texts of a loan e-mail (fixation alert or rate watch), already in the lead's language. */
export interface LoanEmailTexts extends Frame {
  greeting: string;
  intro: string;
  /** The figures of the day, label and value per line. */
  figures: { label: string; value: string }[];
  /** Under the figures: the model's caveat with the curve's date, or that no rate data was at hand. */
  note: string;
  planButton: string;
  bookingLink: string;
  signature: string;
  why: string;
  /** The single-purpose unsubscribe link's label (rate watch only). */
  unsubscribe: string | null;
}

/** The homeowner's figures of the day, one link to the plan and one to book an advisor (issue 51 part 3). */
export function LoanEmail({ texts, planUrl, bookingUrl, manageUrl, unsubscribeUrl }: { texts: LoanEmailTexts; planUrl: string; bookingUrl: string; manageUrl: string; unsubscribeUrl: string | null }) {
  return (
    <Layout texts={texts}>
      <Text style={{ fontSize: '16px' }}>{texts.greeting}</Text>
      <Text style={{ fontSize: '16px' }}>{texts.intro}</Text>
      <Section style={{ borderTop: '1px solid #e2e8f0', borderBottom: '1px solid #e2e8f0', padding: '8px 0' }}>
        {texts.figures.map((f) => (
          <Text key={f.label} style={{ fontSize: '15px', margin: '6px 0' }}>
            {f.label}: <strong>{f.value}</strong>
          </Text>
        ))}
      </Section>
      <Text style={{ fontSize: '13px', color: '#4a5565' }}>{texts.note}</Text>
      <Section style={{ textAlign: 'center', margin: '24px 0' }}>
        <Button href={planUrl} style={{ backgroundColor: brand, color: '#ffffff', padding: '14px 24px', borderRadius: '8px', fontWeight: 700, fontSize: '16px' }}>
          {texts.planButton}
        </Button>
      </Section>
      <Text style={{ fontSize: '16px' }}>
        <Link href={bookingUrl} style={{ color: brand, fontWeight: 700 }}>{texts.bookingLink}</Link>
      </Text>
      <Text style={{ fontSize: '16px' }}>{texts.signature}</Text>
      <Text style={{ fontSize: '13px', color: '#4a5565' }}>
        {texts.why} <Link href={manageUrl} style={{ color: '#4a5565' }}>{manageUrl}</Link>
      </Text>
      {unsubscribeUrl && texts.unsubscribe && (
        <Text style={{ fontSize: '13px', color: '#4a5565' }}>
          <Link href={unsubscribeUrl} style={{ color: '#4a5565' }}>{texts.unsubscribe}</Link>
        </Text>
      )}
    </Layout>
  );
}
