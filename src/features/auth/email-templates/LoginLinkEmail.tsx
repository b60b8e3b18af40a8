import { Button, Section, Text } from '@react-email/components';
import { BRAND_COLOUR as brand, Layout } from '@/features/email/server';

export interface LoginLinkTexts {
  lang: string;
  brand: string;
  preview: string;
  greeting: string;
  intro: string;
  button: string;
  codeIntro: string;
  ignore: string;
  signature: string;
  footer: string;
  footerWhy: string;
}

/** The magic-link e-mail (security reference: link valid once for at most 10 minutes, plus a 6-digit code). */
export function LoginLinkEmail({ texts, link, code }: { texts: LoginLinkTexts; link: string; code: string }) {
  return (
    <Layout texts={texts}>
      <Text style={{ fontSize: '16px' }}>{texts.greeting}</Text>
      <Text style={{ fontSize: '16px' }}>{texts.intro}</Text>
      <Section style={{ textAlign: 'center', margin: '24px 0' }}>
        <Button href={link} style={{ backgroundColor: brand, color: '#ffffff', padding: '14px 24px', borderRadius: '8px', fontWeight: 700, fontSize: '16px' }}>
          {texts.button}
        </Button>
      </Section>
      <Text style={{ fontSize: '16px' }}>{texts.codeIntro}</Text>
      <Text style={{ fontSize: '28px', fontWeight: 700, letterSpacing: '6px', textAlign: 'center', margin: '8px 0 24px' }}>{code}</Text>
      <Text style={{ fontSize: '14px', color: '#4a5565' }}>{texts.ignore}</Text>
      <Text style={{ fontSize: '16px' }}>{texts.signature}</Text>
    </Layout>
  );
}
