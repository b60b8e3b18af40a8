import { getTranslations } from 'next-intl/server';
import { SITE } from '@/config/site';
import { isContactType, type ContactType } from '@/config/taxonomy';
import { getDb } from '@/db';
import { env } from '@/env';
import type { Locale } from '@/i18n/routes';
import { bookedAppointments } from '../booking';
import { formatWhen } from '../emails';

const button = 'rounded-lg px-4 py-2 text-sm font-semibold';

/**
 * The logged-in lead's upcoming appointments (server component, no JavaScript): when (in the zone the lead booked
 * in, named when it is not Berlin), the contact type, the advisor, what happens next for that type, and per
 * appointment "Move" and "Cancel": plain POST forms to /api/account/appointments/manage, which open the manage
 * page with a fresh single-purpose link. A running appointment is listed without buttons (it can no longer be
 * moved). Null when there is none. Shown in the account and, instead of booking twice, on the appointment pages.
 */
export async function UpcomingAppointments({ locale, leadId, now, heading = 'h2' }: { locale: Locale; leadId: string; now: Date; heading?: 'h2' | 'h3' }) {
  const rows = await bookedAppointments(await getDb(), leadId, now);
  if (rows.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'bookingAccount' });
  const types = await getTranslations({ locale, namespace: 'contactTypes' });
  const Heading = heading;
  return (
    <section aria-labelledby="upcoming-appointments-title" data-testid="upcoming-appointments">
      <Heading id="upcoming-appointments-title" className={heading === 'h2' ? 'text-xl font-semibold' : 'text-lg font-semibold'}>
        {t('upcomingTitle', { count: rows.length })}
      </Heading>
      <ul className="mt-3 space-y-3">
        {rows.map(({ a, advisor }) => {
          const type: ContactType | null = isContactType(a.contactType) ? a.contactType : null;
          const running = a.startsAt.getTime() <= now.getTime();
          const whenId = `appointment-${a.id}-when`;
          return (
            <li key={a.id} className="rounded-xl border border-slate-200 bg-brand-50 p-4" data-testid="upcoming-appointment">
              <p className="font-semibold" data-testid="appointment-type">
                {type ? types(`${type}.name`) : a.contactType}{' '}
                <span className="font-normal text-muted">{t('minutes', { minutes: Math.round((a.endsAt.getTime() - a.startsAt.getTime()) / 60_000) })}</span>
              </p>
              <p id={whenId} className="mt-1 wrap-break-word" data-testid="appointment-when">{formatWhen(a.startsAt, a.visitorZone, locale)}</p>
              <p className="mt-1 text-sm" data-testid="appointment-advisor">{t('withAdvisor', { name: `${advisor.givenName} ${advisor.surname}` })}</p>
              {type && <p className="mt-2 text-sm text-muted">{note(t, type)}</p>}
              {running ? (
                <p className="mt-3 text-sm font-semibold" data-testid="appointment-running">{t('running')}</p>
              ) : (
                <div className="mt-3 flex flex-wrap gap-2">
                  <ManageButton locale={locale} appointmentId={a.id} action="reschedule" label={t('move')} describedBy={whenId} primary />
                  <ManageButton locale={locale} appointmentId={a.id} action="cancel" label={t('cancel')} describedBy={whenId} />
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

type T = Awaited<ReturnType<typeof getTranslations>>;

/** What the lead needs to know before the appointment, as the confirmation e-mail says it. */
function note(t: T, type: ContactType): string {
  if (type === 'video' || type === 'short-video') return t(env.VIDEO_MEETING_URL ? 'notes.videoInEmail' : 'notes.videoLater');
  if (type === 'office') return t('notes.office', { street: SITE.address.street, zip: SITE.address.zip, city: SITE.address.city });
  return t('notes.phone');
}

function ManageButton({ locale, appointmentId, action, label, describedBy, primary = false }: { locale: Locale; appointmentId: string; action: 'reschedule' | 'cancel'; label: string; describedBy: string; primary?: boolean }) {
  return (
    <form method="post" action="/api/account/appointments/manage">
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="appointment" value={appointmentId} />
      <input type="hidden" name="action" value={action} />
      <button
        type="submit"
        aria-describedby={describedBy}
        className={primary ? `${button} bg-brand-600 text-white hover:bg-brand-700` : `${button} border border-brand-600 bg-white text-brand-700 hover:bg-brand-50`}
      >
        {label}
      </button>
    </form>
  );
}
