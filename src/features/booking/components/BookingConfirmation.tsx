import { getTranslations } from 'next-intl/server';
import { Avatar } from '@/components/ui/Avatar';
import { BOOKING } from '@/config/booking';
import { SITE } from '@/config/site';
import { isContactType } from '@/config/taxonomy';
import { env } from '@/env';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';
import type { ProvenBooking } from '../booking';
import { formatWhen } from '../emails';

const primary = 'inline-block rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700';

/**
 * The successful-booking page's body (issue 10, spec section 2): the confirmation banner (congratulations and
 * the refer-a-friend link) and the booked appointment, only for the browser that booked it; otherwise it says
 * plainly that there is nothing to show. A booking still being saved (a concurrent resubmission) reloads itself.
 */
export async function BookingConfirmation({ locale, booking }: { locale: Locale; booking: ProvenBooking | null }) {
  const t = await getTranslations({ locale, namespace: 'booking.confirmation' });
  const types = await getTranslations({ locale, namespace: 'contactTypes' });
  const heading = 'text-[1.75rem] leading-tight font-bold tracking-tight text-ink sm:text-4xl';

  if (booking?.status === 'pending') {
    return (
      <div className="max-w-3xl" data-testid="booking-pending">
        <meta httpEquiv="refresh" content="2" />
        <h1 className={heading}>{t('pendingTitle')}</h1>
        <p className="mt-3 text-lg text-muted">{t('pendingText')}</p>
      </div>
    );
  }
  if (!booking?.booked) {
    return (
      <div className="max-w-3xl" data-testid="booking-missing">
        <h1 className={heading}>{t('missingTitle')}</h1>
        <p className="mt-3 text-lg text-muted">{t('missingText')}</p>
        <a href={localizedPath('appointment', locale)} className={`${primary} mt-6`}>{t('book')}</a>
      </div>
    );
  }

  const { appointment: a, advisor, email, givenName } = booking.booked;
  const advisorName = `${advisor.givenName} ${advisor.surname}`;
  const type = isContactType(a.contactType) ? a.contactType : null;
  const minutes = type ? BOOKING.minutes[type] : Math.round((a.endsAt.getTime() - a.startsAt.getTime()) / 60_000);
  const howText =
    type === 'phone' ? t('phone', { advisor: advisorName }) : type === 'office' ? t('office', { address: `${SITE.address.street}, ${SITE.address.zip} ${SITE.address.city}` }) : t(env.VIDEO_MEETING_URL ? 'video' : 'videoLater');
  const prepare = t.raw('prepare') as string[];
  return (
    <div className="max-w-4xl">
      <div role="status" className="rounded-2xl bg-green-50 px-5 py-5 text-green-950 sm:px-6" data-testid="booking-banner">
        <h1 className={heading}>{givenName ? t('bannerTitle', { name: givenName }) : t('bannerTitleNoName')}</h1>
        <p className="mt-2">
          {t.rich('bannerRefer', { refer: (chunks) => <a href={localizedPath('referral-program', locale)} className="font-semibold underline">{chunks}</a> })}
        </p>
      </div>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <section aria-labelledby="booked-title" className="rounded-2xl border border-slate-200 p-5 sm:p-6" data-testid="booked-appointment">
          <h2 id="booked-title" className="text-xl font-semibold text-ink">{t('details')}</h2>
          <p className="mt-3 font-semibold">{type ? types(`${type}.name`) : a.contactType}</p>
          <p className="mt-1 text-lg" data-testid="booked-when">{formatWhen(a.startsAt, a.visitorZone, locale)}</p>
          <p className="text-sm text-muted">{(await getTranslations({ locale, namespace: 'booking' }))('duration', { minutes })}</p>
          <div className="mt-4 flex items-center gap-3">
            <Avatar name={advisorName} picture={advisor.picture} size={40} />
            <p>{t('with', { advisor: advisorName })}</p>
          </div>
          <p className="mt-4">{howText}</p>
          <p className="mt-2 text-muted wrap-anywhere" data-testid="booked-email">{t('email', { email })}</p>
        </section>
        <section aria-labelledby="prepare-title" className="rounded-2xl bg-brand-50 p-5 sm:p-6">
          <h2 id="prepare-title" className="text-xl font-semibold text-ink">{t('prepareTitle')}</h2>
          <ul className="mt-3 list-disc space-y-1 pl-5">
            {prepare.map((item) => <li key={item}>{item}</li>)}
          </ul>
          <a href={localizedPath('account', locale)} className="mt-4 inline-block font-semibold text-brand-700 underline">{t('account')}</a>
        </section>
      </div>
    </div>
  );
}
