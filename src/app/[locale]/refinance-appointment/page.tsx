import { getTranslations } from 'next-intl/server';
import { StandardPage } from '@/components/page/StandardPage';
import { ContactTypeChoice, NoShowBanner, bookingPage, bookingPageMetadata, type BookingChoicePageProps } from '@/features/booking/routes';

/** The refinance variant of the appointment choice: the calendars carry the topic to the booking. Per request (tracking). */
export const dynamic = 'force-dynamic';

export const generateMetadata = bookingPageMetadata('refinance-appointment');

export default async function Page(props: BookingChoicePageProps) {
  const { locale, query, frame } = await bookingPage('refinance-appointment', props);
  const t = await getTranslations({ locale, namespace: 'booking.refinance' });
  return (
    <StandardPage {...frame}>
      <NoShowBanner locale={locale} campaign={query.utm_campaign} />
      <ContactTypeChoice locale={locale} query={query} heading={t('choose')} />
    </StandardPage>
  );
}
