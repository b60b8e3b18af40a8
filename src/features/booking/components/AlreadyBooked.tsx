import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routes';
import { UpcomingAppointments } from './UpcomingAppointments';

/**
 * Issue 10: a logged-in lead with an upcoming appointment sees it, with Move and Cancel, instead of a second
 * calendar; booking another one stays possible (`another=1`).
 */
export async function AlreadyBooked({ locale, leadId, now, anotherHref }: { locale: Locale; leadId: string; now: Date; anotherHref: string }) {
  const t = await getTranslations({ locale, namespace: 'booking.alreadyBooked' });
  return (
    <div className="max-w-2xl" data-testid="already-booked">
      <UpcomingAppointments locale={locale} leadId={leadId} now={now} />
      <p className="mt-4 text-muted">{t('text')}</p>
      <a href={anotherHref} className="mt-3 inline-block font-semibold text-brand-700 underline">{t('another')}</a>
    </div>
  );
}
