import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { StandardPage } from '@/components/page/StandardPage';
import { ContactNow } from '@/components/page/ContactNow';
import { getDb } from '@/db';
import { NoShowBanner, SlotPicker, backButtonShown, confirmQuery, AlreadyBooked, bookedAppointments, bookingPage, bookingPageMetadata, type BookingContactPageProps } from '@/features/booking/routes';
import { identify } from '@/features/leads/routes';
import { localizedPath } from '@/i18n/paths';
import { firstValue } from '@/lib/search-params';

/** Free times change with every booking: rendered per request (ADR 012), like the confirm pages. */
export const dynamic = 'force-dynamic';

export const generateMetadata = bookingPageMetadata('appointment-slug');

export default async function Page(props: BookingContactPageProps) {
  const { locale, contactType, search, query, frame } = await bookingPage('appointment-slug', props);
  const pageParam = firstValue(search.page);
  const t = await getTranslations({ locale, namespace: 'booking' });
  const db = await getDb();
  const now = new Date();
  const identity = await identify(db, await cookies(), now);
  const lead = identity.known;
  const backAllowed = backButtonShown(lead?.appointmentPageBehavior, contactType);
  const path = localizedPath('appointment-slug', locale, { contactType });
  const upcoming = identity.loggedIn && query.another !== '1' ? await bookedAppointments(db, identity.loggedIn.id, now) : [];
  const another = `${path}?${confirmQuery({ ...query, another: '1' })}`;
  return (
    <StandardPage {...frame} illustration="appointment" after={<div className="mt-10"><ContactNow locale={locale} /></div>}>
      <NoShowBanner locale={locale} campaign={query.utm_campaign} />
      {backAllowed && (
        <p className="mb-4">
          <a href={localizedPath(query.topic === 'refinance' ? 'refinance-appointment' : 'appointment', locale)} className="font-semibold text-brand-700 underline" data-testid="appointment-back">
            ← {t('back')}
          </a>
        </p>
      )}
      {query.topic === 'refinance' && <p className="mb-4 font-medium">{t('topicRefinance')}</p>}
      {identity.loggedIn && upcoming.length > 0 ? (
        <AlreadyBooked locale={locale} leadId={identity.loggedIn.id} now={now} anotherHref={another} />
      ) : (
        <SlotPicker db={db} locale={locale} contactType={contactType} query={query} page={pageParam ? Number.parseInt(pageParam, 10) || null : null} now={now} path={path} />
      )}
    </StandardPage>
  );
}
