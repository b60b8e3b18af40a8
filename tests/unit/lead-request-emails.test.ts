/**
 * The two e-mails of an lp-2 request (features/lead-requests/email-templates): the confirmation to the
 * lead in the form's language repeats the answers and links to the appointment page; the notification to the
 * advisor (German) carries the contact and the answers. Every placeholder filled, markup shown as text.
 */
import { describe, expect, test } from 'vitest';
import { renderEmail } from '@/features/email/server';
import { leadRequestAdvisorEmail, leadRequestConfirmationEmail } from '@/features/lead-requests/email-templates';
import { requestSummary } from '@/features/lead-requests/summary';

const ANSWERS = { price: 425000, location: { input: '10115', postalCode: '10115', state: 'BE' }, equity: 80000, income: '4000to6000', timing: 'propertyFound' };

describe('confirmation to the lead', () => {
  test.each([
    { locale: 'en' as const, subject: 'Your financing request at Hauslotse', lines: ['Hello Anna,', 'Purchase price: €425,000', 'Location of the property: 10115 (Berlin)', 'I have already found a property', 'Book an appointment'] },
    { locale: 'de' as const, subject: 'Deine Finanzierungsanfrage bei Hauslotse', lines: ['Hallo Anna,', 'Kaufpreis: 425.000 €', 'Ort der Immobilie: 10115 (Berlin)', 'Ich habe schon eine Immobilie gefunden', 'Termin buchen'] },
  ])('$locale: subject, answers, appointment link', async ({ locale, subject, lines }) => {
    const url = `https://www.hauslotse.de/${locale}/appointment`;
    const mail = await renderEmail(locale, { template: leadRequestConfirmationEmail, data: { kind: 'purchase', givenName: 'Anna', rows: requestSummary(locale, 'purchase', ANSWERS), appointmentUrl: url } });
    expect(mail.subject).toBe(subject);
    const text = mail.text.replace(/\u00a0/g, ' ');
    for (const line of lines) expect(text).toContain(line);
    for (const part of [mail.html, mail.text]) expect(part).not.toMatch(/\{[a-zA-Z]+\}/);
    expect(mail.html).toContain(`href="${url}"`);
    expect(mail.html).toContain(`lang="${locale}"`);
  });

  test('refinance subject in both languages', async () => {
    const rows = requestSummary('en', 'refinance', { debt: 250000, fixEnd: '2027-06', value: 480000 });
    const en = await renderEmail('en', { template: leadRequestConfirmationEmail, data: { kind: 'refinance', givenName: 'Jan', rows, appointmentUrl: 'https://x.example/' } });
    expect(en.subject).toBe('Your refinancing request at Hauslotse');
    expect(en.text).toContain('June 2027');
    const de = await renderEmail('de', { template: leadRequestConfirmationEmail, data: { kind: 'refinance', givenName: 'Jan', rows, appointmentUrl: 'https://x.example/' } });
    expect(de.subject).toBe('Deine Anfrage zur Anschlussfinanzierung bei Hauslotse');
  });
});

describe('notification to the advisor', () => {
  test('German, with contact, answers and the language of the request; a name with markup stays text', async () => {
    const mail = await renderEmail('de', {
      template: leadRequestAdvisorEmail,
      data: {
        kind: 'purchase',
        advisorGivenName: 'Miriam',
        requestLocale: 'en',
        contact: [
          { label: 'Name', value: '<b>Anna</b> Lehmann' },
          { label: 'E-Mail', value: 'anna@example.de' },
        ],
        rows: requestSummary('de', 'purchase', ANSWERS),
      },
    });
    expect(mail.subject).toBe('Neue Anfrage (Immobilienfinanzierung anfragen) von <b>Anna</b> Lehmann');
    expect(mail.text).toContain('Hallo Miriam,');
    expect(mail.text).toContain('(Sprache: Englisch)');
    expect(mail.text).toContain('E-Mail: anna@example.de');
    expect(mail.text.replace(/\u00a0/g, ' ')).toContain('Kaufpreis: 425.000 €');
    expect(mail.html).not.toContain('<b>Anna</b>');
    expect(mail.html).not.toMatch(/\{[a-zA-Z]+\}/);
  });
});
