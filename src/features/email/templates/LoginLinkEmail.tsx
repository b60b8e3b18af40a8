import { Body, Button, Container, Head, Heading, Hr, Html, Preview, Section, Text } from '@react-email/components';

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

const brand = '#1d6b57';

/** The magic-link e-mail (security reference: link valid once for at most 10 minutes, plus a 6-digit code). */
export function LoginLinkEmail({ texts, link, code }: { texts: LoginLinkTexts; link: string; code: string }) {
  return (
    <Html lang={texts.lang}>
      <Head />
      <Preview>{texts.preview}</Preview>
      <Body style={{ backgroundColor: '#f6f8f7', fontFamily: 'Arial, Helvetica, sans-serif', color: '#1b2430' }}>
        <Container style={{ backgroundColor: '#ffffff', margin: '24px auto', padding: '32px', maxWidth: '560px', borderRadius: '12px' }}>
          <Heading as="h1" style={{ fontSize: '22px', color: brand, margin: '0 0 16px' }}>{texts.brand}</Heading>
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
          <Hr style={{ borderColor: '#e2e8f0', margin: '24px 0 12px' }} />
          <Text style={{ fontSize: '12px', color: '#4a5565', margin: 0 }}>{texts.footer}</Text>
          <Text style={{ fontSize: '12px', color: '#4a5565', margin: 0 }}>{texts.footerWhy}</Text>
        </Container>
      </Body>
    </Html>
  );
}
