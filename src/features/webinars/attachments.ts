import 'server-only';
import { createTranslator } from 'next-intl';
import { SITE } from '@/config/site';
import type { Database } from '@/db/client';
import type { emails } from '@/features/email/tables';
import { messagesFor } from '@/i18n/messages';
import { eventIcs } from '@/lib/ics';
import { registrationWithPeople } from './repository';

const KEY = /^webinar-registration:([0-9a-f-]{36}):(confirmed|seat|cancelled):/;

/**
 * The calendar file of a webinar e-mail with a seat or a cancellation, made at delivery from the registration
 * (like the booking's, features/booking/attachments.ts): UID = the registration, SEQUENCE 1 for the
 * cancellation. The join link is not in it: it comes by e-mail an hour before.
 */
export async function webinarEmailAttachments(db: Database, email: typeof emails.$inferSelect): Promise<{ filename: string; content: string; contentType: string }[]> {
  const match = KEY.exec(email.idempotencyKey);
  if (!match) return [];
  const row = await registrationWithPeople(db, match[1]!);
  if (!row) return [];
  const cancelled = match[2] === 'cancelled';
  const locale = email.locale === 'en' ? 'en' : 'de';
  const t = createTranslator({ locale, messages: messagesFor(locale) as never, namespace: 'email.webinar' as never }) as unknown as (key: string, values?: Record<string, string>) => string;
  const speaker = `${row.speaker.givenName} ${row.speaker.surname}`;
  const ics = eventIcs({
    product: 'webinars',
    id: row.r.id,
    startsAt: row.w.startsAt,
    endsAt: new Date(row.w.startsAt.getTime() + row.w.durationMinutes * 60_000),
    sequence: cancelled ? 1 : 0,
    cancelled,
    title: `${SITE.brand}: ${row.w.title}`,
    description: [t('linkLater'), ...(row.w.isDemo ? [t('demo')] : [])].join('\n'),
    location: 'Online',
    url: null,
    organizer: { name: speaker, email: row.speaker.email },
    attendee: { name: row.lead.givenName ?? row.lead.email, email: row.lead.email },
  });
  return [{ filename: 'webinar.ics', content: ics, contentType: `text/calendar; charset=utf-8; method=${cancelled ? 'CANCEL' : 'REQUEST'}` }];
}
