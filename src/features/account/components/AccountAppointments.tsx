import { getTranslations } from 'next-intl/server';
import { isContactType } from '@/config/taxonomy';
import { getDb } from '@/db';
import { ACCOUNT_APPOINTMENT_ERRORS, pastAppointments, type AccountAppointmentError, UpcomingAppointments, formatWhen } from '@/features/booking/server';
import { NoAppointmentsIllustration } from '@/components/illustrations';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';

/**
 * "Your appointments" on the dashboard: a refused Move/Cancel (error code from POST
 * /api/account/appointments/manage), the upcoming appointments with their buttons or, without one, a link to book,
 * and the latest appointments that took place (without buttons).
 */
export async function AccountAppointments({ locale, leadId, error, className }: { locale: Locale; leadId: string; error: string | undefined; className: string }) {
  const t = await getTranslations({ locale, namespace: 'bookingAccount' });
  const types = await getTranslations({ locale, namespace: 'contactTypes' });
  const now = new Date();
  const upcoming = await UpcomingAppointments({ locale, leadId, now, heading: 'h3' });
  const past = await pastAppointments(await getDb(), leadId, now);
  const known = ACCOUNT_APPOINTMENT_ERRORS.find((e): e is AccountAppointmentError => e === error);
  return (
    <section id="appointments" aria-labelledby="appointments-title" className={className} data-testid="account-appointments">
      <h2 id="appointments-title" className="text-xl font-semibold">{t('sectionTitle')}</h2>
      {known && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-red-800" data-testid="appointment-error">{t(`errors.${known}`)}</p>
      )}
      <div className="mt-4">
        {upcoming ?? (
          <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:gap-4" data-testid="no-upcoming-appointment">
            <NoAppointmentsIllustration className="h-auto w-20 shrink-0 sm:w-24" />
            <div>
              <p className="text-muted">{t('none')}</p>
              <a href={localizedPath('appointment', locale)} className="mt-3 inline-block rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700">{t('book')}</a>
            </div>
          </div>
        )}
      </div>
      {past.length > 0 && (
        <div className="mt-6">
          <h3 className="text-lg font-semibold">{t('pastTitle')}</h3>
          <ul className="mt-2 space-y-2 text-sm" data-testid="past-appointments">
            {past.map(({ a, advisor }) => (
              <li key={a.id}>
                <span className="block font-medium">{formatWhen(a.startsAt, a.visitorZone, locale)}</span>
                <span className="block text-muted">
                  {t('pastItem', { type: isContactType(a.contactType) ? types(`${a.contactType}.name`) : a.contactType, advisor: `${advisor.givenName} ${advisor.surname}` })}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
