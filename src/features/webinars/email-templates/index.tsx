/**
 * The webinars' e-mail (issue 29; issue 46: the webinars feature's own template, registered in
 * src/server/email-templates.ts): to a registrant, a seat (with the calendar file, made at delivery by
 * ../attachments.ts), the waiting list (its place), a seat freed for them, the cancellation (calendar CANCEL), and
 * the reminders a day and an hour before, the latter with the join link.
 */
import { SITE } from '@/config/site';
import { defineEmailTemplate, NoticeEmail, renderEmailElement } from '@/features/email/server';
import { webinarEmailAttachments } from '../attachments';
import type { WebinarMailEvent } from '../emails';

export interface WebinarMailData {
  event: WebinarMailEvent;
  givenName: string | null;
  title: string;
  /** Already formatted in the webinar's zone and the reader's language. */
  when: string;
  minutes: number;
  /** The language spoken. */
  language: 'de' | 'en';
  speaker: string;
  /** A demo date of the demo site: the e-mail says that no webinar takes place. */
  demo: boolean;
  meetingUrl: string | null;
  cancelUrl: string | null;
  /** The place on the waiting list. */
  position: number | null;
  /** The topic's landing page (other dates). */
  pageUrl: string;
}

export const webinarEmail = defineEmailTemplate<WebinarMailData>({
  name: 'webinar',
  async render(d, { t, frame }) {
    const w = (key: string, values?: Record<string, string | number>) => t(`webinar.${key}`, values);
    const values = { title: d.title, when: d.when, minutes: d.minutes, speaker: d.speaker, language: w(`languages.${d.language}`), position: d.position ?? 0 };
    const paragraphs = [w(`${d.event}.intro`, values), w('details', values)];
    if (d.event === 'waiting' && d.position !== null) paragraphs.push(w('waiting.position', values));
    if (d.event === 'confirmed' || d.event === 'seat' || d.event === 'reminder-day') paragraphs.push(w('linkLater'));
    if (d.event === 'seat' || d.event === 'reminder-day' || d.event === 'reminder-hour') paragraphs.push(w('cantCome'));
    if (d.demo) paragraphs.push(w('demo'));
    const links = [...(d.cancelUrl ? [{ label: w('cancelLink'), url: d.cancelUrl }] : []), ...(d.event === 'cancelled' ? [{ label: w('otherDates'), url: d.pageUrl }] : [])];
    const texts = {
      ...frame,
      preview: w(`${d.event}.preview`, values),
      greeting: d.givenName ? w('greetingNamed', { name: d.givenName }) : w('greeting'),
      paragraphs,
      button: d.meetingUrl ? w('join') : null,
      links,
      signature: w('signature', { brand: SITE.brand }),
    };
    return renderEmailElement(w(`${d.event}.subject`, values), <NoticeEmail texts={texts} url={d.meetingUrl} />);
  },
  attachments: webinarEmailAttachments,
});

/** The webinars feature's e-mails, for the composition root's registry. */
export const WEBINARS_EMAILS = [webinarEmail] as const;
