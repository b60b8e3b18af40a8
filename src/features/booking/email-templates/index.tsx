/**
 * The booking's e-mails (issue 46: the booking feature's own templates, registered in
 * src/server/email-templates.ts): an appointment booked, moved or cancelled (to the lead and to the advisor, each
 * with the appointment's calendar file made at delivery, ../attachments.ts), the reminder a day before, and the
 * invitation to book again after a missed appointment.
 */
import { SITE } from '@/config/site';
import { defineEmailTemplate, NoticeEmail, renderEmailElement, type EmailContext, type EmailTranslator } from '@/features/email/server';
import type { Locale } from '@/i18n/routes';
import { emailAttachments } from '../attachments';
import { AppointmentAdvisorEmail, AppointmentLeadEmail, AppointmentReminderEmail } from './AppointmentEmails';

export interface AppointmentMailData {
  event: 'booked' | 'rescheduled' | 'cancelled';
  when: string;
  contactType: 'phone' | 'video' | 'short-video' | 'office';
  advisorName: string;
  minutes: number;
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

/**
 * To the lead: an appointment booked, moved or cancelled. `when` is already formatted in the lead's zone and
 * language. The calendar file is attached at delivery (../attachments.ts).
 */
export type AppointmentLeadData = AppointmentMailData & { givenName: string | null; meetingUrl: string | null; rescheduleUrl: string | null; cancelUrl: string | null };

/**
 * To the lead a day before the appointment (../reminders.ts): `when` in the lead's zone and language, new links to
 * move or cancel it. No calendar file: the booking's file is in the calendar already.
 */
export type AppointmentReminderData = Omit<AppointmentMailData, 'event'> & { givenName: string | null; meetingUrl: string | null; rescheduleUrl: string; cancelUrl: string };

/** To the advisor: the same event with the lead's contact. */
export type AppointmentAdvisorData = AppointmentMailData & {
  advisorGivenName: string;
  leadName: string;
  /** Staff changed it (their name), not the lead. */
  byStaff?: string | null;
  leadEmail: string;
  leadPhone: string | null;
  homeBuyingStatus: string | null;
  topic?: 'refinance' | null;
  recommendation?: AdvisorRecommendation | null;
  listing?: AdvisorListing | null;
};

/** To a lead who missed their appointment (the back office's "did not come"): an invitation to book again. */
export interface NoShowFollowUpData {
  givenName: string | null;
  advisorName: string;
  bookingUrl: string;
}

const isHomeBuyingStatus = (v: string | null): v is 'JustCurious' | 'LookingOnline' | 'ActivelyViewing' | 'ReservedProperty' => v === 'JustCurious' || v === 'LookingOnline' || v === 'ActivelyViewing' || v === 'ReservedProperty';

const isVideo = (contactType: AppointmentMailData['contactType']) => contactType === 'video' || contactType === 'short-video';

/** How the conversation happens: the video room (or that its link follows), the office's address, or the call. */
function meeting(t: EmailTranslator, contactType: AppointmentMailData['contactType'], meetingUrl: string | null): string {
  return isVideo(contactType)
    ? meetingUrl
      ? t('appointmentLead.meeting')
      : t('appointmentLead.meetingLater')
    : contactType === 'office'
      ? t('appointmentLead.office', { street: SITE.address.street, zip: SITE.address.zip, city: SITE.address.city })
      : t('appointmentLead.phone');
}

/** What the lead's appointment e-mails (booking events and the reminder) share: greeting, the appointment's details, the link labels, signature, footer. */
function toLead({ t, frame }: EmailContext, d: Omit<AppointmentMailData, 'event'> & { givenName: string | null }) {
  return {
    ...frame,
    greeting: d.givenName ? t('appointmentLead.greetingNamed', { name: d.givenName }) : t('appointmentLead.greeting'),
    details: [t('appointment.when', { when: d.when }), t('appointment.type', { type: t(`appointment.contactType.${d.contactType}`), minutes: d.minutes }), t('appointment.advisor', { name: d.advisorName })],
    reschedule: t('appointmentLead.reschedule'),
    cancel: t('appointmentLead.cancel'),
    signature: t('appointmentLead.signature', { brand: SITE.brand }),
  };
}

function recommendationLine(locale: Locale, t: EmailTranslator, r: AdvisorRecommendation): string {
  const tag = locale === 'de' ? 'de-DE' : 'en-GB';
  const euro = (n: number) => new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(Math.round(n));
  const pct = (n: number) => new Intl.NumberFormat(tag, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n);
  const date = new Intl.DateTimeFormat(tag, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${r.date}T12:00:00Z`));
  return t('appointmentAdvisor.recommendation', { years: r.fixationYears, rate: pct(r.interestRate), monthly: euro(r.monthlyRate), loan: euro(r.loanAmount), price: euro(r.purchasePrice), date, url: r.url });
}

function listingLine(locale: Locale, t: EmailTranslator, l: AdvisorListing): string {
  const euro = new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(l.price);
  return t(l.demo ? 'appointmentAdvisor.listingDemo' : 'appointmentAdvisor.listing', { title: l.title, place: `${l.postalCode} ${l.place}`, price: euro, url: l.url });
}

export const appointmentLeadEmail = defineEmailTemplate<AppointmentLeadData>({
  name: 'appointmentLead',
  async render(d, context) {
    const { t } = context;
    const texts = {
      ...toLead(context, d),
      preview: t(`appointmentLead.preview.${d.event}`, { when: d.when }),
      intro: t(`appointmentLead.intro.${d.event}`),
      meeting: d.event === 'cancelled' ? null : meeting(t, d.contactType, d.meetingUrl),
      calendarNote: t(`appointmentLead.calendar.${d.event}`),
      manageIntro: d.event === 'cancelled' ? null : t('appointmentLead.manage'),
    };
    const element = <AppointmentLeadEmail texts={texts} meetingUrl={d.event === 'cancelled' || !isVideo(d.contactType) ? null : d.meetingUrl} rescheduleUrl={d.rescheduleUrl} cancelUrl={d.cancelUrl} />;
    return renderEmailElement(t(`appointmentLead.subject.${d.event}`, { brand: SITE.brand, when: d.when }), element);
  },
  attachments: emailAttachments,
});

export const appointmentReminderEmail = defineEmailTemplate<AppointmentReminderData>({
  name: 'appointmentReminder',
  async render(d, context) {
    const { t } = context;
    const texts = {
      ...toLead(context, d),
      preview: t('appointmentReminder.preview', { when: d.when }),
      intro: t('appointmentReminder.intro'),
      meeting: meeting(t, d.contactType, d.meetingUrl),
      manageIntro: t('appointmentReminder.manage'),
    };
    const element = <AppointmentReminderEmail texts={texts} meetingUrl={isVideo(d.contactType) ? d.meetingUrl : null} rescheduleUrl={d.rescheduleUrl} cancelUrl={d.cancelUrl} />;
    return renderEmailElement(t('appointmentReminder.subject', { when: d.when }), element);
  },
});

export const appointmentAdvisorEmail = defineEmailTemplate<AppointmentAdvisorData>({
  name: 'appointmentAdvisor',
  async render(d, { locale, t, frame }) {
    const type = t(`appointment.contactType.${d.contactType}`);
    const texts = {
      ...frame,
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
      footerWhy: t('appointmentAdvisor.footerWhy', { brand: SITE.brand }),
    };
    return renderEmailElement(t(`appointmentAdvisor.subject.${d.event}`, { name: d.leadName, when: d.when }), <AppointmentAdvisorEmail texts={texts} />);
  },
  attachments: emailAttachments,
});

export const noShowFollowUpEmail = defineEmailTemplate<NoShowFollowUpData>({
  name: 'noShowFollowUp',
  async render({ givenName, advisorName, bookingUrl }, { t, frame }) {
    const texts = {
      ...frame,
      preview: t('noShowFollowUp.preview'),
      greeting: givenName ? t('noShowFollowUp.greetingNamed', { name: givenName }) : t('noShowFollowUp.greeting'),
      paragraphs: [t('noShowFollowUp.intro', { advisor: advisorName }), t('noShowFollowUp.next')],
      button: t('noShowFollowUp.button'),
      signature: t('noShowFollowUp.signature', { brand: SITE.brand }),
    };
    return renderEmailElement(t('noShowFollowUp.subject', { brand: SITE.brand }), <NoticeEmail texts={texts} url={bookingUrl} />);
  },
});

/** The booking feature's e-mails, for the composition root's registry. */
export const BOOKING_EMAILS = [appointmentLeadEmail, appointmentAdvisorEmail, appointmentReminderEmail, noShowFollowUpEmail] as const;
