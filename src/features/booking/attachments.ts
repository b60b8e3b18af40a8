/**
 * Calendar files of booking e-mails, made at delivery time.
 *
 * The e-mail outbox stores subject, HTML and text only (no attachment column, and the schema stays as it is).
 * A booking e-mail's idempotency key names its appointment (`appointment:<id>:<event>:<sequence>:<recipient>`,
 * see ./emails.ts), so the worker derives the ICS from the appointment row when it sends: a retried delivery
 * attaches the same file again (idempotent; nothing is stored twice), and because the file carries the
 * appointment's current state and SEQUENCE, a calendar app that receives a late delivery still ends with the
 * latest truth (an older e-mail delivered after a reschedule attaches the new time with the higher SEQUENCE;
 * after a cancellation it attaches the CANCEL).
 */
import { createTranslator } from 'next-intl';
import type { Database } from '@/db/client';
import type { emails } from '@/features/email/tables';
import { SITE } from '@/config/site';
import { env } from '@/env';
import { messagesFor } from '@/i18n/messages';
import type { Locale } from '@/i18n/routes';
import { eventIcs } from '@/lib/ics';
import { appointmentWithPeople } from './repository';

const KEY = /^appointment:([0-9a-f-]{36}):(booked|rescheduled|cancelled):\d+:(lead|advisor)$/;

export function appointmentIdOfEmail(idempotencyKey: string): string | null {
  return KEY.exec(idempotencyKey)?.[1] ?? null;
}

/** The ICS of an appointment as its e-mails carry it, or null when the appointment no longer exists. */
export async function appointmentIcsText(db: Database, appointmentId: string, locale: Locale): Promise<string | null> {
  const row = await appointmentWithPeople(db, appointmentId);
  if (!row) return null;
  const t = createTranslator({ locale, messages: messagesFor(locale) as never, namespace: 'email' as never }) as unknown as (key: string, values?: Record<string, string | number>) => string;
  const type = t(`appointment.contactType.${row.a.contactType}`);
  const video = row.a.contactType === 'video' || row.a.contactType === 'short-video';
  const advisorName = `${row.advisor.givenName} ${row.advisor.surname}`;
  const leadName = [row.lead.givenName, row.lead.surname].filter(Boolean).join(' ') || row.lead.email;
  return eventIcs({
    product: 'booking',
    id: row.a.id,
    startsAt: row.a.startsAt,
    endsAt: row.a.endsAt,
    sequence: row.a.sequence,
    cancelled: row.a.cancelledAt !== null,
    title: `${SITE.brand}: ${type}`,
    description: t('appointment.advisor', { name: advisorName }),
    location: row.a.contactType === 'office' ? `${SITE.address.street}, ${SITE.address.zip} ${SITE.address.city}` : video ? (env.VIDEO_MEETING_URL ?? null) : null,
    url: video ? (env.VIDEO_MEETING_URL ?? null) : null,
    organizer: { name: advisorName, email: row.advisor.email },
    attendee: { name: leadName, email: row.lead.email },
  });
}

/** The files an outbox e-mail carries: the appointment's calendar file for booking e-mails, none otherwise. */
export async function emailAttachments(db: Database, email: typeof emails.$inferSelect): Promise<{ filename: string; content: string; contentType: string }[]> {
  const id = appointmentIdOfEmail(email.idempotencyKey);
  if (!id) return [];
  const ics = await appointmentIcsText(db, id, email.locale === 'en' ? 'en' : 'de');
  if (!ics) return [];
  const method = /^METHOD:CANCEL/m.test(ics) ? 'CANCEL' : 'REQUEST';
  return [{ filename: 'appointment.ics', content: ics, contentType: `text/calendar; charset=utf-8; method=${method}` }];
}
