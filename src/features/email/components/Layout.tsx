import { Body, Container, Head, Heading, Hr, Html, Preview, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import type { EmailFrame } from '../template';

/** The brand's colour in e-mails (buttons, heading). */
export const BRAND_COLOUR = '#1d6b57';
const brand = BRAND_COLOUR;

/** The frame every e-mail of the site shares: language, preview line, brand heading, footer. */
export interface Frame extends EmailFrame {
  preview: string;
}

export function Layout({ texts, children }: { texts: Frame; children: ReactNode }) {
  return (
    <Html lang={texts.lang}>
      <Head />
      <Preview>{texts.preview}</Preview>
      <Body style={{ backgroundColor: '#f6f8f7', fontFamily: 'Arial, Helvetica, sans-serif', color: '#1b2430' }}>
        <Container style={{ backgroundColor: '#ffffff', margin: '24px auto', padding: '32px', maxWidth: '560px', borderRadius: '12px' }}>
          <Heading as="h1" style={{ fontSize: '22px', color: brand, margin: '0 0 16px' }}>{texts.brand}</Heading>
          {children}
          <Hr style={{ borderColor: '#e2e8f0', margin: '24px 0 12px' }} />
          <Text style={{ fontSize: '12px', color: '#4a5565', margin: 0 }}>{texts.footer}</Text>
          <Text style={{ fontSize: '12px', color: '#4a5565', margin: 0 }}>{texts.footerWhy}</Text>
        </Container>
      </Body>
    </Html>
  );
}

