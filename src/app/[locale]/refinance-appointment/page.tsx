import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { StandardPage, standardMetadata, requireLocale } from '@/components/page/StandardPage';
import { env } from '@/env';
import { ContactTypeChoice, NoShowBanner, readBookingQuery, withExternalReferrer } from '@/features/booking/routes';

/** The refinance variant of the appointment choice: the calendars carry the topic to the booking. Per request (tracking). */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props) {
  return standardMetadata('refinance-appointment', await params);
}

export default async function Page({ params, searchParams }: Props) {
  const locale = requireLocale((await params).locale);
  const query = withExternalReferrer({ ...readBookingQuery(await searchParams), topic: 'refinance' }, (await headers()).get('referer'), env.PUBLIC_BASE_URL);
  const t = await getTranslations({ locale, namespace: 'booking.refinance' });
  return (
    <StandardPage routeName="refinance-appointment" locale={locale}>
      <NoShowBanner locale={locale} campaign={query.utm_campaign} />
      <ContactTypeChoice locale={locale} query={query} heading={t('choose')} />
    </StandardPage>
  );
}
