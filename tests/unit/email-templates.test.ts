/**
 * The login link e-mail (src/features/auth/email-templates, rendered by the e-mail feature): both languages,
 * every placeholder filled, the link and code in the HTML and in the plain text.
 */
import { describe, expect, test } from 'vitest';
import { LOGIN_LINK_MINUTES, loginLinkEmail } from '@/features/auth/email-templates';
import { renderEmail } from '@/features/email/server';

const DATA = { link: 'https://www.hauslotse.de/en/login/confirm#t0k3n', code: '048213', givenName: 'Chidi' };

describe('login link e-mail', () => {
  test.each([
    { locale: 'en' as const, subject: 'Your login link for Hauslotse', greeting: 'Hello Chidi,', button: 'Log in now', minutes: `for ${LOGIN_LINK_MINUTES} minutes` },
    { locale: 'de' as const, subject: 'Dein Anmeldelink für Hauslotse', greeting: 'Hallo Chidi,', button: 'Jetzt anmelden', minutes: `${LOGIN_LINK_MINUTES} Minuten lang` },
  ])('$locale: subject, greeting, link, code, validity', async ({ locale, subject, greeting, button, minutes }) => {
    const mail = await renderEmail(locale, { template: loginLinkEmail, data: DATA });
    expect(mail.subject).toBe(subject);
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain(greeting);
      expect(part).toContain(button);
      expect(part).toContain('048213');
      expect(part).toContain(minutes);
      expect(part).toContain('Hauslotse GmbH');
      expect(part).not.toMatch(/\{[a-zA-Z]+\}/);
    }
    expect(mail.html).toContain(`href="${DATA.link}"`);
    expect(mail.text).toContain(DATA.link);
    expect(mail.html).toContain(`lang="${locale}"`);
  });

  test('without a known name the greeting names nobody', async () => {
    const mail = await renderEmail('en', { template: loginLinkEmail, data: { ...DATA, givenName: null } });
    expect(mail.text).toContain('Hello,');
    expect(mail.text).not.toContain('Chidi');
  });

  test('a name with markup is shown as text, never as HTML', async () => {
    const mail = await renderEmail('en', { template: loginLinkEmail, data: { ...DATA, givenName: '<img src=x onerror=alert(1)>' } });
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).toContain('&lt;img');
  });
});
