/**
 * The documents' e-mail (issue 28; issue 46: the documents feature's own template, registered in
 * src/server/email-templates.ts): staff cannot use an uploaded document.
 */
import { SITE } from '@/config/site';
import { defineEmailTemplate, NoticeEmail, renderEmailElement } from '@/features/email/server';

/** To a lead whose uploaded document staff cannot use: which one, why, and the upload page. */
export interface DocumentRejectedData {
  givenName: string | null;
  fileName: string;
  reason: string;
  uploadUrl: string;
}

export const documentRejectedEmail = defineEmailTemplate<DocumentRejectedData>({
  name: 'documentRejected',
  async render({ givenName, fileName, reason, uploadUrl }, { t, frame }) {
    const texts = {
      ...frame,
      preview: t('documentRejected.preview', { fileName }),
      greeting: givenName ? t('documentRejected.greetingNamed', { name: givenName }) : t('documentRejected.greeting'),
      paragraphs: [t('documentRejected.intro', { fileName }), t('documentRejected.reason', { reason }), t('documentRejected.next')],
      button: t('documentRejected.button'),
      signature: t('documentRejected.signature', { brand: SITE.brand }),
    };
    return renderEmailElement(t('documentRejected.subject', { brand: SITE.brand }), <NoticeEmail texts={texts} url={uploadUrl} />);
  },
});

/** The documents feature's e-mails, for the composition root's registry. */
export const DOCUMENTS_EMAILS = [documentRejectedEmail] as const;
