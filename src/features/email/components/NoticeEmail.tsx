import { Button, Link, Section, Text } from '@react-email/components';
import { BRAND_COLOUR as brand, Layout, type Frame } from './Layout';

export interface NoticeTexts extends Frame {
  greeting: string;
  paragraphs: string[];
  button: string | null;
  signature: string;
  /** Further links below the button, each on its own line (e.g. "cancel your registration"). */
  links?: { label: string; url: string }[];
}

/**
 * A short notice (e.g. a new advisor, a webinar seat, a review request): greeting, a few paragraphs, one button,
 * further links, signature. Shared by the features' templates.
 */
export function NoticeEmail({ texts, url }: { texts: NoticeTexts; url: string | null }) {
  return (
    <Layout texts={texts}>
      <Text style={{ fontSize: '16px' }}>{texts.greeting}</Text>
      {texts.paragraphs.map((p) => (
        <Text key={p} style={{ fontSize: '16px' }}>{p}</Text>
      ))}
      {texts.button && url && (
        <Section style={{ textAlign: 'center', margin: '24px 0' }}>
          <Button href={url} style={{ backgroundColor: brand, color: '#ffffff', padding: '14px 24px', borderRadius: '8px', fontWeight: 700, fontSize: '16px' }}>
            {texts.button}
          </Button>
        </Section>
      )}
      {texts.links?.map((l) => (
        <Text key={l.url} style={{ fontSize: '15px' }}>
          {l.label}: <Link href={l.url}>{l.url}</Link>
        </Text>
      ))}
      <Text style={{ fontSize: '16px' }}>{texts.signature}</Text>
    </Layout>
  );
}
