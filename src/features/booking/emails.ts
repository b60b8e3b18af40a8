/**
 * The e-mails of an appointment event (booked, rescheduled, cancelled): one to the lead in its language (with
 * the links to move or cancel it, and the video room when configured) and one to the advisor. Written with
 * enqueueEmail inside the caller's transaction; the keys name the appointment and its SEQUENCE, so the same
 * event never sends twice and the worker can attach the calendar file (./attachments.ts). Also the reminder to
 * the lead a day before (./reminders.ts), keyed `appointment:<id>:reminder:<sequence>:lead`, without a file.
 */
import { DateTime } from 'luxon';
import type { PgBoss } from 'pg-boss';
import type { Database } from '@/db/client';
import type { advisors } from '@/features/advisors/tables';
import type { leads } from '@/features/leads/tables';
import { BOOKING } from '@/config/booking';
import type { ContactType } from '@/config/taxonomy';
import { env } from '@/env';
import { latestSavedRecommendation } from '@/features/saved-calculations/server';
import { enqueueEmail } from '@/features/email/server';
import { answersToQuery, readAnswers } from '@/features/funnel';
import type { BookingListing } from '@/features/properties/server';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';
import { appointmentAdvisorEmail, appointmentLeadEmail, appointmentReminderEmail, type AdvisorRecommendation } from './email-templates';
import type { AppointmentRow } from './repository';

/** "Tuesday, 1 December 2026, 10:00" in the zone and language, with the zone named when it is not the office's. */
export function formatWhen(start: Date, zone: string, locale: Locale): string {
  const local = DateTime.fromJSDate(start, { zone }).setLocale(locale === 'de' ? 'de-DE' : 'en-GB');
  const text = local.toLocaleString({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });
  return zone === BOOKING.zone ? text : `${text} (${zone})`;
}

export interface AppointmentEvent {
  event: 'booked' | 'rescheduled' | 'cancelled';
  appointment: AppointmentRow;
  advisor: typeof advisors.$inferSelect;
  lead: typeof leads.$inferSelect;
  /** The links of the lead's e-mail (absent for a cancellation). */
  links: { rescheduleUrl: string; cancelUrl: string } | null;
  /** What the lead wants to talk about, when the booking page knew it. */
  topic?: 'refinance' | null;
  /** The listing the lead booked about (issue 25). */
  listing?: BookingListing | null;
  /** Staff moved or cancelled it (their name): the advisor's e-mail says so instead of naming the lead. */
  byStaff?: string | null;
}

/** The lead's newest saved recommendation for the advisor's e-mail: key figures and the report's address. */
async function savedRecommendationOf(tx: Database, leadId: string): Promise<AdvisorRecommendation | null> {
  const saved = await latestSavedRecommendation(tx, leadId);
  if (!saved) return null;
  const s = saved.summary;
  // The answers in the questionnaire's order (the database keeps JSON keys in its own order).
  const query = answersToQuery('OM', readAnswers('OM', saved.inputs).values);
  const url = new URL(`${localizedPath('funnel-report', 'de')}?${query}`, env.PUBLIC_BASE_URL).toString();
  return { purchasePrice: s.purchasePrice, loanAmount: s.loanAmount, fixationYears: s.fixationYears, interestRate: s.interestRate, monthlyRate: s.monthlyRate, date: s.date, url };
}

export async function enqueueAppointmentEmails(tx: Database, boss: PgBoss, e: AppointmentEvent): Promise<void> {
  const a = e.appointment;
  const contactType = a.contactType as ContactType;
  const video = contactType === 'video' || contactType === 'short-video';
  const leadLocale: Locale = e.lead.locale === 'en' ? 'en' : 'de';
  const key = (to: 'lead' | 'advisor') => `appointment:${a.id}:${e.event}:${a.sequence}:${to}`;
  const common = { event: e.event, contactType, advisorName: `${e.advisor.givenName} ${e.advisor.surname}`, minutes: BOOKING.minutes[contactType] };
  await enqueueEmail(tx, boss, {
    idempotencyKey: key('lead'),
    to: e.lead.email,
    locale: leadLocale,
    message: {
      template: appointmentLeadEmail,
      data: {
        ...common,
        when: formatWhen(a.startsAt, a.visitorZone, leadLocale),
        givenName: e.lead.givenName,
        meetingUrl: video ? (env.VIDEO_MEETING_URL ?? null) : null,
        rescheduleUrl: e.links?.rescheduleUrl ?? null,
        cancelUrl: e.links?.cancelUrl ?? null,
      },
    },
  });
  const leadName = [e.lead.givenName, e.lead.surname].filter(Boolean).join(' ') || e.lead.email;
  await enqueueEmail(tx, boss, {
    idempotencyKey: key('advisor'),
    to: e.advisor.email,
    locale: 'de',
    message: {
      template: appointmentAdvisorEmail,
      data: {
        ...common,
        when: formatWhen(a.startsAt, a.advisorZone, 'de'),
        advisorGivenName: e.advisor.givenName,
        leadName,
        byStaff: e.byStaff ?? null,
        leadEmail: e.lead.email,
        leadPhone: e.lead.phone,
        homeBuyingStatus: a.homeBuyingStatus,
        topic: e.topic ?? null,
        recommendation: e.event === 'booked' ? await savedRecommendationOf(tx, e.lead.id) : null,
        listing: e.listing ? { title: e.listing.title, postalCode: e.listing.postalCode, place: e.listing.place, price: e.listing.price, demo: e.listing.isDemo, url: e.listing.url } : null,
      },
    },
  });
}

/** The idempotency key of the reminder for one state (SEQUENCE) of an appointment: one reminder per state. */
export const reminderEmailKey = (appointmentId: string, sequence: number) => `appointment:${appointmentId}:reminder:${sequence}:lead`;

export interface ReminderEvent {
  appointment: AppointmentRow;
  advisor: typeof advisors.$inferSelect;
  lead: typeof leads.$inferSelect;
  links: { rescheduleUrl: string; cancelUrl: string };
}

/** The reminder to the lead, in its language and the visitor's zone, with fresh links to move or cancel. */
export async function enqueueReminderEmail(tx: Database, boss: PgBoss, e: ReminderEvent): Promise<{ id: string; created: boolean }> {
  const a = e.appointment;
  const contactType = a.contactType as ContactType;
  const video = contactType === 'video' || contactType === 'short-video';
  const leadLocale: Locale = e.lead.locale === 'en' ? 'en' : 'de';
  return enqueueEmail(tx, boss, {
    idempotencyKey: reminderEmailKey(a.id, a.sequence),
    to: e.lead.email,
    locale: leadLocale,
    message: {
      template: appointmentReminderEmail,
      data: {
        when: formatWhen(a.startsAt, a.visitorZone, leadLocale),
        contactType,
        advisorName: `${e.advisor.givenName} ${e.advisor.surname}`,
        minutes: BOOKING.minutes[contactType],
        givenName: e.lead.givenName,
        meetingUrl: video ? (env.VIDEO_MEETING_URL ?? null) : null,
        rescheduleUrl: e.links.rescheduleUrl,
        cancelUrl: e.links.cancelUrl,
      },
    },
  });
}
