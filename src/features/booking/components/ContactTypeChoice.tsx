import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/ui/Icon';
import { BOOKING } from '@/config/booking';
import { CONTACT_TYPES } from '@/config/taxonomy';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';
import { confirmQuery, trackingOf, type BookingQuery } from '../query';

/** The four ways to talk to an advisor, each opening its calendar; the landing visit's tracking and the topic travel along. */
export async function ContactTypeChoice({ locale, query, heading }: { locale: Locale; query: BookingQuery; heading?: string }) {
  const t = await getTranslations({ locale, namespace: 'contactTypes' });
  const booking = await getTranslations({ locale, namespace: 'booking' });
  const carried = confirmQuery(trackingOf(query)).toString();
  return (
    <>
      {heading && <h2 className="mb-4 text-2xl font-semibold text-ink">{heading}</h2>}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="contact-types">
        {CONTACT_TYPES.map((type) => (
          <li key={type}>
            <a href={`${localizedPath('appointment-slug', locale, { contactType: type })}${carried ? `?${carried}` : ''}`} className="flex h-full flex-col gap-2 rounded-2xl border-2 border-slate-200 p-5 hover:border-brand-600">
              <Icon name={type === 'office' ? 'building' : type === 'phone' ? 'phone' : 'calendar'} className="h-7 w-7 text-brand-600" />
              <span className="text-lg font-semibold">{t(`${type}.name`)}</span>
              <span className="text-sm text-muted">{t(`${type}.description`)}</span>
              <span className="mt-auto text-sm font-medium text-brand-700">{booking('duration', { minutes: BOOKING.minutes[type] })}</span>
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
