/**
 * The reviews' e-mail (issue 29; issue 46: the reviews feature's own template, registered in
 * src/server/email-templates.ts): one request for a review a few hours after an appointment that took place.
 */
import { SITE } from '@/config/site';
import { defineEmailTemplate, NoticeEmail, renderEmailElement } from '@/features/email/server';

/** To a lead after an appointment that took place (../requests.ts), with a single-use link. */
export interface ReviewRequestData {
  givenName: string | null;
  advisorName: string;
  url: string;
}

export const reviewRequestEmail = defineEmailTemplate<ReviewRequestData>({
  name: 'reviewRequest',
  async render({ givenName, advisorName, url }, { t, frame }) {
    const texts = {
      ...frame,
      preview: t('reviewRequest.preview', { advisor: advisorName }),
      greeting: givenName ? t('reviewRequest.greetingNamed', { name: givenName }) : t('reviewRequest.greeting'),
      paragraphs: [t('reviewRequest.intro', { advisor: advisorName }), t('reviewRequest.how'), t('reviewRequest.once')],
      button: t('reviewRequest.button'),
      signature: t('reviewRequest.signature', { brand: SITE.brand }),
    };
    return renderEmailElement(t('reviewRequest.subject', { advisor: advisorName }), <NoticeEmail texts={texts} url={url} />);
  },
});

/** The reviews feature's e-mails, for the composition root's registry. */
export const REVIEWS_EMAILS = [reviewRequestEmail] as const;
