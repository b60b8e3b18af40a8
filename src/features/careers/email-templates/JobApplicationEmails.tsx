import { Button, Section, Text } from '@react-email/components';
import { BRAND_COLOUR as brand, Layout, SummaryRows, type Frame } from '@/features/email/server';
import type { SummaryRow } from '@/features/email';

export interface JobApplicationTeamTexts extends Frame {
  greeting: string;
  intro: string;
  detailsTitle: string;
  messageTitle: string;
  button: string;
  next: string;
}

/**
 * To the team: a new job application, the applicant's answers and message, and the link to the CV's staff-only
 * download (the file is never attached: it stays in the database until someone signed in fetches it).
 */
export function JobApplicationTeamEmail({ texts, rows, message, cvUrl }: { texts: JobApplicationTeamTexts; rows: SummaryRow[]; message: string; cvUrl: string }) {
  return (
    <Layout texts={texts}>
      <Text style={{ fontSize: '16px' }}>{texts.greeting}</Text>
      <Text style={{ fontSize: '16px' }}>{texts.intro}</Text>
      <SummaryRows title={texts.detailsTitle} rows={rows} />
      <Text style={{ fontSize: '16px', fontWeight: 700, margin: '16px 0 4px' }}>{texts.messageTitle}</Text>
      <Text style={{ fontSize: '15px', whiteSpace: 'pre-wrap', margin: '0 0 16px' }}>{message}</Text>
      <Section style={{ textAlign: 'center', margin: '24px 0' }}>
        <Button href={cvUrl} style={{ backgroundColor: brand, color: '#ffffff', padding: '14px 24px', borderRadius: '8px', fontWeight: 700, fontSize: '16px' }}>
          {texts.button}
        </Button>
      </Section>
      <Text style={{ fontSize: '16px' }}>{texts.next}</Text>
    </Layout>
  );
}
