import 'server-only';
import { DateTime } from 'luxon';
import type { PgBoss } from 'pg-boss';
import type { Database } from '@/db/client';
import { enqueueEmail } from '@/features/email/server';
import { webinarEmail } from './email-templates';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';
import type { registrationWithPeople } from './repository';

type Registration = NonNullable<Awaited<ReturnType<typeof registrationWithPeople>>>;

/** The webinar e-mails that carry its calendar file (attachments.ts reads the event from the key). */
export const ICS_EVENTS = ['confirmed', 'seat', 'cancelled'] as const;
export type WebinarMailEvent = (typeof ICS_EVENTS)[number] | 'waiting' | 'reminder-day' | 'reminder-hour';

/** The outbox key of a webinar e-mail: `webinar-registration:<id>:<event>:<n>` (n tells repeated events apart). */
export const webinarEmailKey = (registrationId: string, event: WebinarMailEvent, n: string) => `webinar-registration:${registrationId}:${event}:${n}`;

/** The webinar's start in its announced zone and the reader's language, the zone named when it is not Berlin's. */
export function formatWebinarWhen(startsAt: Date, zone: string, locale: Locale): string {
  const local = DateTime.fromJSDate(startsAt, { zone }).setLocale(locale === 'de' ? 'de-DE' : 'en-GB');
  const text = local.toLocaleString({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZoneName: 'short' });
  return zone === 'Europe/Berlin' ? text : `${text} (${zone})`;
}

/**
 * Writes one e-mail about a registration to the outbox inside the caller's transaction, in the registration's
 * language. `cancelToken` is the registration's current link token (only the e-mails that are sent right after it
 * was made can carry it: the database keeps its hash only).
 */
export async function enqueueWebinarEmail(
  tx: Database,
  boss: PgBoss,
  row: Registration,
  event: WebinarMailEvent,
  n: string,
  options: { baseUrl: string; cancelToken?: string | null; position?: number },
): Promise<{ created: boolean }> {
  const locale: Locale = row.r.locale === 'en' ? 'en' : 'de';
  const cancelUrl = options.cancelToken ? `${options.baseUrl}${localizedPath('webinar-cancel', locale)}?token=${options.cancelToken}` : null;
  const common = {
    givenName: row.lead.givenName,
    title: row.w.title,
    when: formatWebinarWhen(row.w.startsAt, row.w.zone, locale),
    minutes: row.w.durationMinutes,
    language: row.w.language === 'en' ? ('en' as const) : ('de' as const),
    speaker: `${row.speaker.givenName} ${row.speaker.surname}`,
    demo: row.w.isDemo,
    pageUrl: `${options.baseUrl}${localizedPath('lp-webinar', locale)}`,
  };
  const data =
    event === 'reminder-day' || event === 'reminder-hour'
      ? { ...common, event, meetingUrl: event === 'reminder-hour' ? row.w.meetingUrl : null, cancelUrl: null, position: null }
      : { ...common, event, meetingUrl: null, cancelUrl: event === 'cancelled' ? null : cancelUrl, position: event === 'waiting' ? (options.position ?? null) : null };
  return enqueueEmail(tx, boss, { idempotencyKey: webinarEmailKey(row.r.id, event, n), to: row.lead.email, locale, message: { template: webinarEmail, data } });
}
