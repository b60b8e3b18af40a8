import { Button, Section, Text } from '@react-email/components';
import { BRAND_COLOUR as brand, Layout, SummaryRows as Rows, type Frame } from '@/features/email/server';
import type { SummaryRow } from '@/features/email';

export interface LeadRequestConfirmationTexts extends Frame {
  greeting: string;
  intro: string;
  answersTitle: string;
  next: string;
  button: string;
  signature: string;
}

/** To the lead: the request arrived, what it said, and the way to an appointment. */
export function LeadRequestConfirmationEmail({ texts, rows, appointmentUrl }: { texts: LeadRequestConfirmationTexts; rows: SummaryRow[]; appointmentUrl: string }) {
  return (
    <Layout texts={texts}>
      <Text style={{ fontSize: '16px' }}>{texts.greeting}</Text>
      <Text style={{ fontSize: '16px' }}>{texts.intro}</Text>
      <Rows title={texts.answersTitle} rows={rows} />
      <Text style={{ fontSize: '16px' }}>{texts.next}</Text>
      <Section style={{ textAlign: 'center', margin: '24px 0' }}>
        <Button href={appointmentUrl} style={{ backgroundColor: brand, color: '#ffffff', padding: '14px 24px', borderRadius: '8px', fontWeight: 700, fontSize: '16px' }}>
          {texts.button}
        </Button>
      </Section>
      <Text style={{ fontSize: '16px' }}>{texts.signature}</Text>
    </Layout>
  );
}

export interface LeadRequestAdvisorTexts extends Frame {
  greeting: string;
  intro: string;
  contactTitle: string;
  answersTitle: string;
  next: string;
}

/** To the responsible advisor: who asked, how to reach them, and the answers. */
export function LeadRequestAdvisorEmail({ texts, contact, rows }: { texts: LeadRequestAdvisorTexts; contact: SummaryRow[]; rows: SummaryRow[] }) {
  return (
    <Layout texts={texts}>
      <Text style={{ fontSize: '16px' }}>{texts.greeting}</Text>
      <Text style={{ fontSize: '16px' }}>{texts.intro}</Text>
      <Rows title={texts.contactTitle} rows={contact} />
      <Rows title={texts.answersTitle} rows={rows} />
      <Text style={{ fontSize: '16px' }}>{texts.next}</Text>
    </Layout>
  );
}
