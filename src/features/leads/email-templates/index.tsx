/**
 * The e-mails of a lead's pipeline (issue 28; issue 46: the leads feature's own templates, registered in
 * src/server/email-templates.ts): another advisor took over the case, and a message from the lead's advisor chosen
 * from the back office's templates.
 */
import { SITE } from '@/config/site';
import { defineEmailTemplate, NoticeEmail, renderEmailElement } from '@/features/email/server';
import type { LeadMessageKind } from '../pipeline';

/** To a lead whose case staff gave to another advisor: who it is now, and the account. */
export interface AdvisorAssignedData {
  givenName: string | null;
  advisorName: string;
  accountUrl: string;
}

/** From the lead's advisor, chosen from the back office's templates, with an optional personal note. */
export interface StaffMessageData {
  kind: LeadMessageKind;
  givenName: string | null;
  senderName: string;
  note: string | null;
  url: string;
}

export const advisorAssignedEmail = defineEmailTemplate<AdvisorAssignedData>({
  name: 'advisorAssigned',
  async render({ givenName, advisorName, accountUrl }, { t, frame }) {
    const texts = {
      ...frame,
      preview: t('advisorAssigned.preview', { advisor: advisorName }),
      greeting: givenName ? t('advisorAssigned.greetingNamed', { name: givenName }) : t('advisorAssigned.greeting'),
      paragraphs: [t('advisorAssigned.intro', { advisor: advisorName, brand: SITE.brand }), t('advisorAssigned.next')],
      button: t('advisorAssigned.button'),
      signature: t('advisorAssigned.signature', { brand: SITE.brand }),
    };
    return renderEmailElement(t('advisorAssigned.subject', { brand: SITE.brand, advisor: advisorName }), <NoticeEmail texts={texts} url={accountUrl} />);
  },
});

export const staffMessageEmail = defineEmailTemplate<StaffMessageData>({
  name: 'staffMessage',
  async render({ kind, givenName, senderName, note, url }, { t, frame }) {
    const texts = {
      ...frame,
      preview: t(`staffMessage.${kind}.preview`),
      greeting: givenName ? t('staffMessage.greetingNamed', { name: givenName }) : t('staffMessage.greeting'),
      paragraphs: [t(`staffMessage.${kind}.intro`), ...(note ? [note] : []), t(`staffMessage.${kind}.next`)],
      button: t(`staffMessage.${kind}.button`),
      signature: t('staffMessage.signature', { name: senderName, brand: SITE.brand }),
    };
    return renderEmailElement(t(`staffMessage.${kind}.subject`, { brand: SITE.brand }), <NoticeEmail texts={texts} url={url} />);
  },
});

/** The leads feature's e-mails, for the composition root's registry. */
export const LEADS_EMAILS = [advisorAssignedEmail, staffMessageEmail] as const;
