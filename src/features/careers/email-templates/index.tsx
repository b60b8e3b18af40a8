/**
 * The e-mails of a job application (issue 29; issue 46: the careers feature's own templates, registered in
 * src/server/email-templates.ts): the confirmation to the applicant (no attachment) and the notice to the team.
 */
import { SITE } from '@/config/site';
import { defineEmailTemplate, NoticeEmail, renderEmailElement } from '@/features/email/server';
import type { SummaryRow } from '@/features/email';
import type { Locale } from '@/i18n/routes';
import { JobApplicationTeamEmail } from './JobApplicationEmails';

/** To an applicant: the application arrived, what happens next, how long it is kept. */
export interface JobApplicationConfirmationData {
  givenName: string;
  openingTitle: string | null;
}

/** To the team: the application's answers (rows already in the e-mail's language) and the staff-only CV download. */
export interface JobApplicationTeamData {
  name: string;
  openingTitle: string | null;
  applicationLocale: Locale;
  rows: SummaryRow[];
  message: string;
  cvUrl: string;
}

export const jobApplicationConfirmationEmail = defineEmailTemplate<JobApplicationConfirmationData>({
  name: 'jobApplicationConfirmation',
  async render({ givenName, openingTitle }, { t, frame }) {
    const texts = {
      ...frame,
      preview: t('jobApplicationConfirmation.preview'),
      greeting: t('jobApplicationConfirmation.greeting', { name: givenName }),
      paragraphs: [
        openingTitle ? t('jobApplicationConfirmation.intro', { brand: SITE.brand, title: openingTitle }) : t('jobApplicationConfirmation.introUnsolicited', { brand: SITE.brand }),
        t('jobApplicationConfirmation.next'),
        t('jobApplicationConfirmation.retention'),
      ],
      button: null,
      signature: t('jobApplicationConfirmation.signature', { brand: SITE.brand }),
      footerWhy: t('jobApplicationConfirmation.footerWhy', { brand: SITE.brand }),
    };
    return renderEmailElement(t('jobApplicationConfirmation.subject', { brand: SITE.brand }), <NoticeEmail texts={texts} url={null} />);
  },
});

export const jobApplicationTeamEmail = defineEmailTemplate<JobApplicationTeamData>({
  name: 'jobApplicationTeam',
  async render({ name, openingTitle, applicationLocale, rows, message, cvUrl }, { t, frame }) {
    const what = openingTitle ?? t('jobApplicationTeam.unsolicited');
    const texts = {
      ...frame,
      preview: t('jobApplicationTeam.preview', { name, opening: what }),
      greeting: t('jobApplicationTeam.greeting'),
      intro: t('jobApplicationTeam.intro', { name, opening: what, language: t(`jobApplicationTeam.language.${applicationLocale}`) }),
      detailsTitle: t('jobApplicationTeam.detailsTitle'),
      messageTitle: t('jobApplicationTeam.messageTitle'),
      button: t('jobApplicationTeam.button'),
      next: t('jobApplicationTeam.next'),
      footerWhy: t('jobApplicationTeam.footerWhy', { brand: SITE.brand }),
    };
    const element = <JobApplicationTeamEmail texts={texts} rows={rows} message={message} cvUrl={cvUrl} />;
    return renderEmailElement(t('jobApplicationTeam.subject', { name, opening: what }), element);
  },
});

/** The careers feature's e-mails, for the composition root's registry. */
export const CAREERS_EMAILS = [jobApplicationConfirmationEmail, jobApplicationTeamEmail] as const;
