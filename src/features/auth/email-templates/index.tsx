/** The login flow's e-mail (issue 46: the auth feature's own template, registered in src/server/email-templates.ts). */
import { SITE } from '@/config/site';
import { defineEmailTemplate, renderEmailElement } from '@/features/email/server';
import { LOGIN_TOKEN_SECONDS } from '../login-tokens';
import { LoginLinkEmail } from './LoginLinkEmail';

/** Minutes a login link and code stay valid (security reference: at most 10). */
export const LOGIN_LINK_MINUTES = LOGIN_TOKEN_SECONDS / 60;

export interface LoginLinkData {
  link: string;
  code: string;
  givenName: string | null;
}

/** The magic link and its 6-digit code. */
export const loginLinkEmail = defineEmailTemplate<LoginLinkData>({
  name: 'loginLink',
  async render({ link, code, givenName }, { t, frame }) {
    const texts = {
      ...frame,
      preview: t('loginLink.preview', { code }),
      greeting: givenName ? t('loginLink.greetingNamed', { name: givenName }) : t('loginLink.greeting'),
      intro: t('loginLink.intro', { brand: SITE.brand, minutes: LOGIN_LINK_MINUTES }),
      button: t('loginLink.button'),
      codeIntro: t('loginLink.codeIntro'),
      ignore: t('loginLink.ignore'),
      signature: t('loginLink.signature', { brand: SITE.brand }),
    };
    return renderEmailElement(t('loginLink.subject', { brand: SITE.brand }), <LoginLinkEmail texts={texts} link={link} code={code} />);
  },
});

/** The auth feature's e-mails, for the composition root's registry. */
export const AUTH_EMAILS = [loginLinkEmail] as const;
