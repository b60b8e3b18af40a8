import { render } from '@react-email/render';
import { createTranslator } from 'next-intl';
import { SITE } from '@/config/site';
import { messagesFor } from '@/i18n/messages';
import type { Locale } from '@/i18n/routes';
import { LoginLinkEmail } from './LoginLinkEmail';

/** Minutes a login link and code stay valid (security reference: at most 10). */
export const LOGIN_LINK_MINUTES = 10;

/** The e-mails the site sends, each with the data its template needs. */
export type EmailMessage = { template: 'loginLink'; data: { link: string; code: string; givenName: string | null } };

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** Subject, HTML and plain text of an e-mail in the recipient's language (react-email; texts from messages/<locale>/email.json). */
export async function renderEmail(locale: Locale, message: EmailMessage): Promise<RenderedEmail> {
  const t = createTranslator({ locale, messages: messagesFor(locale) as never, namespace: 'email' as never }) as unknown as (key: string, values?: Record<string, string | number>) => string;
  const common = {
    footer: t('footer', { legalName: SITE.legalName, street: SITE.address.street, zip: SITE.address.zip, city: SITE.address.city }),
    footerWhy: t('footerWhy', { brand: SITE.brand }),
  };
  switch (message.template) {
    case 'loginLink': {
      const { link, code, givenName } = message.data;
      const texts = {
        lang: locale,
        brand: SITE.brand,
        preview: t('loginLink.preview', { code }),
        greeting: givenName ? t('loginLink.greetingNamed', { name: givenName }) : t('loginLink.greeting'),
        intro: t('loginLink.intro', { brand: SITE.brand, minutes: LOGIN_LINK_MINUTES }),
        button: t('loginLink.button'),
        codeIntro: t('loginLink.codeIntro'),
        ignore: t('loginLink.ignore'),
        signature: t('loginLink.signature', { brand: SITE.brand }),
        ...common,
      };
      const element = <LoginLinkEmail texts={texts} link={link} code={code} />;
      return { subject: t('loginLink.subject', { brand: SITE.brand }), html: await render(element), text: await render(element, { plainText: true }) };
    }
  }
}
