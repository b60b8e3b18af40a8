import { render } from '@react-email/render';
import { createTranslator } from 'next-intl';
import { SITE } from '@/config/site';
import { messagesFor } from '@/i18n/messages';
import type { Locale } from '@/i18n/routes';
import { LoginLinkEmail } from './LoginLinkEmail';
import { AppointmentAdvisorEmail, AppointmentLeadEmail, AppointmentReminderEmail } from './AppointmentEmails';
import { PropertyAlertEmail } from './PropertyAlertEmail';
import { LeadNoticeEmail } from './LeadNoticeEmail';
import { LeadRequestAdvisorEmail, LeadRequestConfirmationEmail, type SummaryRow } from './LeadRequestEmails';
import { JobApplicationTeamEmail } from './JobApplicationEmails';

/** Minutes a login link and code stay valid (security reference: at most 10). */
const isHomeBuyingStatus = (v: string | null): v is 'JustCurious' | 'LookingOnline' | 'ActivelyViewing' | 'ReservedProperty' => v === 'JustCurious' || v === 'LookingOnline' || v === 'ActivelyViewing' || v === 'ReservedProperty';

export const LOGIN_LINK_MINUTES = 10;

/** The e-mails the site sends, each with the data its template needs. */
export type EmailMessage =
  | { template: 'loginLink'; data: { link: string; code: string; givenName: string | null } }
  /** To the lead after an lp-2 request: the answers (rows already in the e-mail's language) and the way to an appointment. */
  | { template: 'leadRequestConfirmation'; data: { kind: 'purchase' | 'refinance' | 'commercial'; givenName: string; rows: SummaryRow[]; appointmentUrl: string } }
  /** To an applicant (issue 29): the application arrived, what happens next, how long it is kept. No attachment. */
  | { template: 'jobApplicationConfirmation'; data: { givenName: string; openingTitle: string | null } }
  /** To the team: the application's answers (rows already in the e-mail's language) and the staff-only CV download. */
  | { template: 'jobApplicationTeam'; data: { name: string; openingTitle: string | null; applicationLocale: Locale; rows: SummaryRow[]; message: string; cvUrl: string } }
  /** To the responsible advisor: the lead's contact and answers. */
  | { template: 'leadRequestAdvisor'; data: { kind: 'purchase' | 'refinance' | 'commercial'; advisorGivenName: string | null; requestLocale: Locale; contact: SummaryRow[]; rows: SummaryRow[] } }
  /**
   * To the lead: an appointment booked, moved or cancelled. `when` is already formatted in the lead's zone and
   * language. The calendar file is attached at delivery (see features/booking/attachments.ts).
   */
  | { template: 'appointmentLead'; data: AppointmentMailData & { givenName: string | null; meetingUrl: string | null; rescheduleUrl: string | null; cancelUrl: string | null } }
  /**
   * To the lead a day before the appointment (features/booking/reminders.ts): `when` in the lead's zone and
   * language, new links to move or cancel it. No calendar file: the booking's file is in the calendar already.
   */
  | { template: 'appointmentReminder'; data: Omit<AppointmentMailData, 'event'> & { givenName: string | null; meetingUrl: string | null; rescheduleUrl: string; cancelUrl: string } }
  /**
   * To a lead: the listings new or reduced since the last alert of one property radar (features/properties/radar-alerts.ts),
   * at most ALERT_MAX_LISTINGS of them (`more` counts the rest), with the single-purpose unsubscribe link.
   */
  | { template: 'propertyAlert'; data: { givenName: string | null; radarName: string; listings: AlertListing[]; more: number; searchUrl: string; manageUrl: string; unsubscribeUrl: string } }
  /** To a lead whose case staff gave to another advisor (the back office, issue 28): who it is now, and the account. */
  | { template: 'advisorAssigned'; data: { givenName: string | null; advisorName: string; accountUrl: string } }
  /** To a lead who missed their appointment (the back office's "did not come"): an invitation to book again. */
  | { template: 'noShowFollowUp'; data: { givenName: string | null; advisorName: string; bookingUrl: string } }
  /** To a lead whose uploaded document staff cannot use: which one, why, and the upload page. */
  | { template: 'documentRejected'; data: { givenName: string | null; fileName: string; reason: string; uploadUrl: string } }
  /** From the lead's advisor, chosen from the back office's templates, with an optional personal note. */
  | { template: 'staffMessage'; data: { kind: 'missedCall' | 'documentsReminder' | 'offerReady'; givenName: string | null; senderName: string; note: string | null; url: string } }
  /**
   * To a webinar registrant (features/webinars): a seat (with the calendar file, attached at delivery), the waiting
   * list (its place), a seat freed for them, the cancellation (calendar CANCEL), and the reminders a day and an hour
   * before, the latter with the join link.
   */
  | { template: 'webinar'; data: WebinarMailData }
  /** To a lead a few hours after an appointment that took place (features/reviews): one request for a review, with a single-use link. */
  | { template: 'reviewRequest'; data: { givenName: string | null; advisorName: string; url: string } }
  /** To the advisor: the same event with the lead's contact. */
  | {
      template: 'appointmentAdvisor';
      data: AppointmentMailData & { advisorGivenName: string; leadName: string; /** Staff changed it (their name), not the lead. */ byStaff?: string | null; leadEmail: string; leadPhone: string | null; homeBuyingStatus: string | null; topic?: 'refinance' | null; recommendation?: AdvisorRecommendation | null; listing?: AdvisorListing | null };
    };

/** A listing in a property alert (issue 25): figures in euros and m², the place as "10115 Berlin". */
export interface AlertListing {
  title: string;
  place: string;
  price: number;
  /** The price before a reduction; null for a new listing. */
  previousPrice: number | null;
  livingArea: number;
  rooms: number | null;
  url: string;
  demo: boolean;
}

/** The listing the lead booked about (issue 25), named in the advisor's booking e-mail. */
export interface AdvisorListing {
  title: string;
  postalCode: string;
  place: string;
  price: number;
  /** A generated demo listing (the e-mail says so). */
  demo: boolean;
  url: string;
}

/** The lead's saved mortgage recommendation, named in the advisor's booking e-mail (issue 14: the report attached to the lead). */
export interface AdvisorRecommendation {
  purchasePrice: number;
  loanAmount: number;
  fixationYears: number;
  interestRate: number;
  monthlyRate: number;
  /** The day its figures were calculated. */
  date: string;
  /** The report with the lead's answers. */
  url: string;
}

export interface WebinarMailData {
  event: 'confirmed' | 'seat' | 'waiting' | 'cancelled' | 'reminder-day' | 'reminder-hour';
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

export interface AppointmentMailData {
  event: 'booked' | 'rescheduled' | 'cancelled';
  when: string;
  contactType: 'phone' | 'video' | 'short-video' | 'office';
  advisorName: string;
  minutes: number;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

function recommendationLine(locale: Locale, t: (key: string, values?: Record<string, string | number>) => string, r: AdvisorRecommendation): string {
  const tag = locale === 'de' ? 'de-DE' : 'en-GB';
  const euro = (n: number) => new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(Math.round(n));
  const pct = (n: number) => new Intl.NumberFormat(tag, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n);
  const date = new Intl.DateTimeFormat(tag, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${r.date}T12:00:00Z`));
  return t('appointmentAdvisor.recommendation', { years: r.fixationYears, rate: pct(r.interestRate), monthly: euro(r.monthlyRate), loan: euro(r.loanAmount), price: euro(r.purchasePrice), date, url: r.url });
}

function listingLine(locale: Locale, t: (key: string, values?: Record<string, string | number>) => string, l: AdvisorListing): string {
  const euro = new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(l.price);
  return t(l.demo ? 'appointmentAdvisor.listingDemo' : 'appointmentAdvisor.listing', { title: l.title, place: `${l.postalCode} ${l.place}`, price: euro, url: l.url });
}

/** Subject, HTML and plain text of an e-mail in the recipient's language (react-email; texts from messages/<locale>/email.json). */
export async function renderEmail(locale: Locale, message: EmailMessage): Promise<RenderedEmail> {
  const t = createTranslator({ locale, messages: messagesFor(locale) as never, namespace: 'email' as never }) as unknown as (key: string, values?: Record<string, string | number>) => string;
  const common = {
    footer: t('footer', { legalName: SITE.legalName, street: SITE.address.street, zip: SITE.address.zip, city: SITE.address.city }),
    footerWhy: t('footerWhy', { brand: SITE.brand }),
  };
  const isVideo = (contactType: AppointmentMailData['contactType']) => contactType === 'video' || contactType === 'short-video';
  /** How the conversation happens: the video room (or that its link follows), the office's address, or the call. */
  const meeting = (contactType: AppointmentMailData['contactType'], meetingUrl: string | null) =>
    isVideo(contactType)
      ? meetingUrl
        ? t('appointmentLead.meeting')
        : t('appointmentLead.meetingLater')
      : contactType === 'office'
        ? t('appointmentLead.office', { street: SITE.address.street, zip: SITE.address.zip, city: SITE.address.city })
        : t('appointmentLead.phone');
  /** What the lead's appointment e-mails (booking events and the reminder) share: greeting, the appointment's details, the link labels, signature, footer. */
  const toLead = (d: Omit<AppointmentMailData, 'event'> & { givenName: string | null }) => ({
    lang: locale,
    brand: SITE.brand,
    greeting: d.givenName ? t('appointmentLead.greetingNamed', { name: d.givenName }) : t('appointmentLead.greeting'),
    details: [t('appointment.when', { when: d.when }), t('appointment.type', { type: t(`appointment.contactType.${d.contactType}`), minutes: d.minutes }), t('appointment.advisor', { name: d.advisorName })],
    reschedule: t('appointmentLead.reschedule'),
    cancel: t('appointmentLead.cancel'),
    signature: t('appointmentLead.signature', { brand: SITE.brand }),
    ...common,
  });
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
    case 'webinar': {
      const d = message.data;
      const w = (key: string, values?: Record<string, string | number>) => t(`webinar.${key}`, values);
      const values = { title: d.title, when: d.when, minutes: d.minutes, speaker: d.speaker, language: w(`languages.${d.language}`), position: d.position ?? 0 };
      const paragraphs = [w(`${d.event}.intro`, values), w('details', values)];
      if (d.event === 'waiting' && d.position !== null) paragraphs.push(w('waiting.position', values));
      if (d.event === 'confirmed' || d.event === 'seat' || d.event === 'reminder-day') paragraphs.push(w('linkLater'));
      if (d.event === 'seat' || d.event === 'reminder-day' || d.event === 'reminder-hour') paragraphs.push(w('cantCome'));
      if (d.demo) paragraphs.push(w('demo'));
      const links = [...(d.cancelUrl ? [{ label: w('cancelLink'), url: d.cancelUrl }] : []), ...(d.event === 'cancelled' ? [{ label: w('otherDates'), url: d.pageUrl }] : [])];
      const texts = {
        lang: locale,
        brand: SITE.brand,
        preview: w(`${d.event}.preview`, values),
        greeting: d.givenName ? w('greetingNamed', { name: d.givenName }) : w('greeting'),
        paragraphs,
        button: d.meetingUrl ? w('join') : null,
        links,
        signature: w('signature', { brand: SITE.brand }),
        ...common,
      };
      const element = <LeadNoticeEmail texts={texts} url={d.meetingUrl} />;
      return { subject: w(`${d.event}.subject`, values), html: await render(element), text: await render(element, { plainText: true }) };
    }
    case 'reviewRequest': {
      const { givenName, advisorName, url } = message.data;
      const texts = {
        lang: locale,
        brand: SITE.brand,
        preview: t('reviewRequest.preview', { advisor: advisorName }),
        greeting: givenName ? t('reviewRequest.greetingNamed', { name: givenName }) : t('reviewRequest.greeting'),
        paragraphs: [t('reviewRequest.intro', { advisor: advisorName }), t('reviewRequest.how'), t('reviewRequest.once')],
        button: t('reviewRequest.button'),
        signature: t('reviewRequest.signature', { brand: SITE.brand }),
        ...common,
      };
      const element = <LeadNoticeEmail texts={texts} url={url} />;
      return { subject: t('reviewRequest.subject', { advisor: advisorName }), html: await render(element), text: await render(element, { plainText: true }) };
    }
    case 'advisorAssigned': {
      const { givenName, advisorName, accountUrl } = message.data;
      const texts = {
        lang: locale,
        brand: SITE.brand,
        preview: t('advisorAssigned.preview', { advisor: advisorName }),
        greeting: givenName ? t('advisorAssigned.greetingNamed', { name: givenName }) : t('advisorAssigned.greeting'),
        paragraphs: [t('advisorAssigned.intro', { advisor: advisorName, brand: SITE.brand }), t('advisorAssigned.next')],
        button: t('advisorAssigned.button'),
        signature: t('advisorAssigned.signature', { brand: SITE.brand }),
        ...common,
      };
      const element = <LeadNoticeEmail texts={texts} url={accountUrl} />;
      return { subject: t('advisorAssigned.subject', { brand: SITE.brand, advisor: advisorName }), html: await render(element), text: await render(element, { plainText: true }) };
    }
    case 'noShowFollowUp': {
      const { givenName, advisorName, bookingUrl } = message.data;
      const texts = {
        lang: locale,
        brand: SITE.brand,
        preview: t('noShowFollowUp.preview'),
        greeting: givenName ? t('noShowFollowUp.greetingNamed', { name: givenName }) : t('noShowFollowUp.greeting'),
        paragraphs: [t('noShowFollowUp.intro', { advisor: advisorName }), t('noShowFollowUp.next')],
        button: t('noShowFollowUp.button'),
        signature: t('noShowFollowUp.signature', { brand: SITE.brand }),
        ...common,
      };
      const element = <LeadNoticeEmail texts={texts} url={bookingUrl} />;
      return { subject: t('noShowFollowUp.subject', { brand: SITE.brand }), html: await render(element), text: await render(element, { plainText: true }) };
    }
    case 'documentRejected': {
      const { givenName, fileName, reason, uploadUrl } = message.data;
      const texts = {
        lang: locale,
        brand: SITE.brand,
        preview: t('documentRejected.preview', { fileName }),
        greeting: givenName ? t('documentRejected.greetingNamed', { name: givenName }) : t('documentRejected.greeting'),
        paragraphs: [t('documentRejected.intro', { fileName }), t('documentRejected.reason', { reason }), t('documentRejected.next')],
        button: t('documentRejected.button'),
        signature: t('documentRejected.signature', { brand: SITE.brand }),
        ...common,
      };
      const element = <LeadNoticeEmail texts={texts} url={uploadUrl} />;
      return { subject: t('documentRejected.subject', { brand: SITE.brand }), html: await render(element), text: await render(element, { plainText: true }) };
    }
    case 'staffMessage': {
      const { kind, givenName, senderName, note, url } = message.data;
      const texts = {
        lang: locale,
        brand: SITE.brand,
        preview: t(`staffMessage.${kind}.preview`),
        greeting: givenName ? t('staffMessage.greetingNamed', { name: givenName }) : t('staffMessage.greeting'),
        paragraphs: [t(`staffMessage.${kind}.intro`), ...(note ? [note] : []), t(`staffMessage.${kind}.next`)],
        button: t(`staffMessage.${kind}.button`),
        signature: t('staffMessage.signature', { name: senderName, brand: SITE.brand }),
        ...common,
      };
      const element = <LeadNoticeEmail texts={texts} url={url} />;
      return { subject: t(`staffMessage.${kind}.subject`, { brand: SITE.brand }), html: await render(element), text: await render(element, { plainText: true }) };
    }
    case 'leadRequestConfirmation': {
      const { kind, givenName, rows, appointmentUrl } = message.data;
      const texts = {
        lang: locale,
        brand: SITE.brand,
        preview: t(`leadRequestConfirmation.preview.${kind}`),
        greeting: t('leadRequestConfirmation.greeting', { name: givenName }),
        intro: t(`leadRequestConfirmation.intro.${kind}`, { brand: SITE.brand }),
        answersTitle: t('leadRequestConfirmation.answersTitle'),
        next: t('leadRequestConfirmation.next'),
        button: t('leadRequestConfirmation.button'),
        signature: t('leadRequestConfirmation.signature', { brand: SITE.brand }),
        ...common,
      };
      const element = <LeadRequestConfirmationEmail texts={texts} rows={rows} appointmentUrl={appointmentUrl} />;
      return { subject: t(`leadRequestConfirmation.subject.${kind}`, { brand: SITE.brand }), html: await render(element), text: await render(element, { plainText: true }) };
    }
    case 'jobApplicationConfirmation': {
      const { givenName, openingTitle } = message.data;
      const texts = {
        lang: locale,
        brand: SITE.brand,
        preview: t('jobApplicationConfirmation.preview'),
        greeting: t('jobApplicationConfirmation.greeting', { name: givenName }),
        paragraphs: [
          openingTitle ? t('jobApplicationConfirmation.intro', { brand: SITE.brand, title: openingTitle }) : t('jobApplicationConfirmation.introUnsolicited', { brand: SITE.brand }),
          t('jobApplicationConfirmation.next'),
          t('jobApplicationConfirmation.retention'),
        ],
        button: null,
        signature: t('jobApplicationConfirmation.signature', { brand: SITE.brand }),
        ...common,
        footerWhy: t('jobApplicationConfirmation.footerWhy', { brand: SITE.brand }),
      };
      const element = <LeadNoticeEmail texts={texts} url={null} />;
      return { subject: t('jobApplicationConfirmation.subject', { brand: SITE.brand }), html: await render(element), text: await render(element, { plainText: true }) };
    }
    case 'jobApplicationTeam': {
      const { name, openingTitle, applicationLocale, rows, message: text, cvUrl } = message.data;
      const what = openingTitle ?? t('jobApplicationTeam.unsolicited');
      const texts = {
        lang: locale,
        brand: SITE.brand,
        preview: t('jobApplicationTeam.preview', { name, opening: what }),
        greeting: t('jobApplicationTeam.greeting'),
        intro: t('jobApplicationTeam.intro', { name, opening: what, language: t(`jobApplicationTeam.language.${applicationLocale}`) }),
        detailsTitle: t('jobApplicationTeam.detailsTitle'),
        messageTitle: t('jobApplicationTeam.messageTitle'),
        button: t('jobApplicationTeam.button'),
        next: t('jobApplicationTeam.next'),
        footer: common.footer,
        footerWhy: t('jobApplicationTeam.footerWhy', { brand: SITE.brand }),
      };
      const element = <JobApplicationTeamEmail texts={texts} rows={rows} message={text} cvUrl={cvUrl} />;
      return { subject: t('jobApplicationTeam.subject', { name, opening: what }), html: await render(element), text: await render(element, { plainText: true }) };
    }
    case 'leadRequestAdvisor': {
      const { kind, advisorGivenName, requestLocale, contact, rows } = message.data;
      const name = contact[0]?.value ?? '';
      const texts = {
        lang: locale,
        brand: SITE.brand,
        preview: t('leadRequestAdvisor.preview', { name }),
        greeting: advisorGivenName ? t('leadRequestAdvisor.greetingNamed', { name: advisorGivenName }) : t('leadRequestAdvisor.greeting'),
        intro: t('leadRequestAdvisor.intro', { form: t(`leadRequestAdvisor.kind.${kind}`), language: t(`leadRequestAdvisor.language.${requestLocale}`) }),
        contactTitle: t('leadRequestAdvisor.contactTitle'),
        answersTitle: t('leadRequestAdvisor.answersTitle'),
        next: t('leadRequestAdvisor.next'),
        footer: common.footer,
        footerWhy: t('leadRequestAdvisor.footerWhy', { brand: SITE.brand }),
      };
      const element = <LeadRequestAdvisorEmail texts={texts} contact={contact} rows={rows} />;
      return { subject: t('leadRequestAdvisor.subject', { form: t(`leadRequestAdvisor.kind.${kind}`), name }), html: await render(element), text: await render(element, { plainText: true }) };
    }
    case 'appointmentLead': {
      const d = message.data;
      const texts = {
        ...toLead(d),
        preview: t(`appointmentLead.preview.${d.event}`, { when: d.when }),
        intro: t(`appointmentLead.intro.${d.event}`),
        meeting: d.event === 'cancelled' ? null : meeting(d.contactType, d.meetingUrl),
        calendarNote: t(`appointmentLead.calendar.${d.event}`),
        manageIntro: d.event === 'cancelled' ? null : t('appointmentLead.manage'),
      };
      const element = <AppointmentLeadEmail texts={texts} meetingUrl={d.event === 'cancelled' || !isVideo(d.contactType) ? null : d.meetingUrl} rescheduleUrl={d.rescheduleUrl} cancelUrl={d.cancelUrl} />;
      return { subject: t(`appointmentLead.subject.${d.event}`, { brand: SITE.brand, when: d.when }), html: await render(element), text: await render(element, { plainText: true }) };
    }
    case 'appointmentReminder': {
      const d = message.data;
      const texts = {
        ...toLead(d),
        preview: t('appointmentReminder.preview', { when: d.when }),
        intro: t('appointmentReminder.intro'),
        meeting: meeting(d.contactType, d.meetingUrl),
        manageIntro: t('appointmentReminder.manage'),
      };
      const element = <AppointmentReminderEmail texts={texts} meetingUrl={isVideo(d.contactType) ? d.meetingUrl : null} rescheduleUrl={d.rescheduleUrl} cancelUrl={d.cancelUrl} />;
      return { subject: t('appointmentReminder.subject', { when: d.when }), html: await render(element), text: await render(element, { plainText: true }) };
    }
    case 'propertyAlert': {
      const d = message.data;
      const tag = locale === 'de' ? 'de-DE' : 'en-GB';
      const euro = (n: number) => new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(n);
      const area = (n: number) => new Intl.NumberFormat(tag, { maximumFractionDigits: 1 }).format(n);
      const count = d.listings.length + d.more;
      const texts = {
        lang: locale,
        brand: SITE.brand,
        preview: t('propertyAlert.preview', { count, radar: d.radarName }),
        greeting: d.givenName ? t('propertyAlert.greetingNamed', { name: d.givenName }) : t('propertyAlert.greeting'),
        intro: t('propertyAlert.intro', { count, radar: d.radarName }),
        demo: d.listings.some((l) => l.demo) ? t('propertyAlert.demo') : null,
        more: d.more > 0 ? t('propertyAlert.more', { count: d.more }) : null,
        button: t('propertyAlert.button'),
        why: t('propertyAlert.why'),
        unsubscribe: t('propertyAlert.unsubscribe'),
        signature: t('propertyAlert.signature', { brand: SITE.brand }),
        ...common,
      };
      const items = d.listings.map((l) => ({
        title: l.demo ? `[Demo] ${l.title}` : l.title,
        facts: t('propertyAlert.facts', { price: euro(l.price), area: area(l.livingArea), rooms: l.rooms ?? 0, place: l.place }),
        change: l.previousPrice !== null ? t('propertyAlert.reduced', { before: euro(l.previousPrice), after: euro(l.price) }) : null,
        url: l.url,
      }));
      const element = <PropertyAlertEmail texts={texts} items={items} searchUrl={d.searchUrl} manageUrl={d.manageUrl} unsubscribeUrl={d.unsubscribeUrl} />;
      return { subject: t('propertyAlert.subject', { count, radar: d.radarName }), html: await render(element), text: await render(element, { plainText: true }) };
    }
    case 'appointmentAdvisor': {
      const d = message.data;
      const type = t(`appointment.contactType.${d.contactType}`);
      const texts = {
        lang: locale,
        brand: SITE.brand,
        preview: d.byStaff && d.event !== 'booked' ? t(`appointmentAdvisor.previewByStaff.${d.event}`, { name: d.leadName, when: d.when, staff: d.byStaff }) : t(`appointmentAdvisor.preview.${d.event}`, { name: d.leadName, when: d.when }),
        greeting: t('appointmentAdvisor.greeting', { name: d.advisorGivenName }),
        intro: d.byStaff && d.event !== 'booked' ? t(`appointmentAdvisor.introByStaff.${d.event}`, { name: d.leadName, staff: d.byStaff }) : t(`appointmentAdvisor.intro.${d.event}`, { name: d.leadName }),
        details: [
          t('appointment.when', { when: d.when }),
          t('appointment.type', { type, minutes: d.minutes }),
          t('appointmentAdvisor.contact', { email: d.leadEmail, phone: d.leadPhone ?? '–' }),
          t('appointmentAdvisor.status', { status: isHomeBuyingStatus(d.homeBuyingStatus) ? t(`appointmentAdvisor.statuses.${d.homeBuyingStatus}`) : '–' }),
          ...(d.topic === 'refinance' ? [t('appointmentAdvisor.topicRefinance')] : []),
          ...(d.recommendation ? [recommendationLine(locale, t, d.recommendation)] : []),
          ...(d.listing ? [listingLine(locale, t, d.listing)] : []),
        ],
        footer: common.footer,
        footerWhy: t('appointmentAdvisor.footerWhy', { brand: SITE.brand }),
      };
      const element = <AppointmentAdvisorEmail texts={texts} />;
      return { subject: t(`appointmentAdvisor.subject.${d.event}`, { name: d.leadName, when: d.when }), html: await render(element), text: await render(element, { plainText: true }) };
    }
  }
}
