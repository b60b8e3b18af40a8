/**
 * The two e-mails of an lp-2 request (issue 46: the lead-requests feature's own templates, registered in
 * src/server/email-templates.ts): the confirmation to the lead and the notice to the responsible advisor.
 */
import { SITE } from '@/config/site';
import { defineEmailTemplate, renderEmailElement } from '@/features/email/server';
import type { SummaryRow } from '@/features/email';
import type { Locale } from '@/i18n/routes';
import type { RequestKind } from '../schemas';
import { LeadRequestAdvisorEmail, LeadRequestConfirmationEmail } from './LeadRequestEmails';

/** To the lead after an lp-2 request: the answers (rows already in the e-mail's language) and the way to an appointment. */
export interface LeadRequestConfirmationData {
  kind: RequestKind;
  givenName: string;
  rows: SummaryRow[];
  appointmentUrl: string;
}

/** To the responsible advisor: the lead's contact and answers. */
export interface LeadRequestAdvisorData {
  kind: RequestKind;
  advisorGivenName: string | null;
  requestLocale: Locale;
  contact: SummaryRow[];
  rows: SummaryRow[];
}

export const leadRequestConfirmationEmail = defineEmailTemplate<LeadRequestConfirmationData>({
  name: 'leadRequestConfirmation',
  async render({ kind, givenName, rows, appointmentUrl }, { t, frame }) {
    const texts = {
      ...frame,
      preview: t(`leadRequestConfirmation.preview.${kind}`),
      greeting: t('leadRequestConfirmation.greeting', { name: givenName }),
      intro: t(`leadRequestConfirmation.intro.${kind}`, { brand: SITE.brand }),
      answersTitle: t('leadRequestConfirmation.answersTitle'),
      next: t('leadRequestConfirmation.next'),
      button: t('leadRequestConfirmation.button'),
      signature: t('leadRequestConfirmation.signature', { brand: SITE.brand }),
    };
    const element = <LeadRequestConfirmationEmail texts={texts} rows={rows} appointmentUrl={appointmentUrl} />;
    return renderEmailElement(t(`leadRequestConfirmation.subject.${kind}`, { brand: SITE.brand }), element);
  },
});

export const leadRequestAdvisorEmail = defineEmailTemplate<LeadRequestAdvisorData>({
  name: 'leadRequestAdvisor',
  async render({ kind, advisorGivenName, requestLocale, contact, rows }, { t, frame }) {
    const name = contact[0]?.value ?? '';
    const texts = {
      ...frame,
      preview: t('leadRequestAdvisor.preview', { name }),
      greeting: advisorGivenName ? t('leadRequestAdvisor.greetingNamed', { name: advisorGivenName }) : t('leadRequestAdvisor.greeting'),
      intro: t('leadRequestAdvisor.intro', { form: t(`leadRequestAdvisor.kind.${kind}`), language: t(`leadRequestAdvisor.language.${requestLocale}`) }),
      contactTitle: t('leadRequestAdvisor.contactTitle'),
      answersTitle: t('leadRequestAdvisor.answersTitle'),
      next: t('leadRequestAdvisor.next'),
      footerWhy: t('leadRequestAdvisor.footerWhy', { brand: SITE.brand }),
    };
    const element = <LeadRequestAdvisorEmail texts={texts} contact={contact} rows={rows} />;
    return renderEmailElement(t('leadRequestAdvisor.subject', { form: t(`leadRequestAdvisor.kind.${kind}`), name }), element);
  },
});

/** The lead-requests feature's e-mails, for the composition root's registry. */
export const LEAD_REQUEST_EMAILS = [leadRequestConfirmationEmail, leadRequestAdvisorEmail] as const;
