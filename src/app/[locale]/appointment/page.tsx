import { headers } from 'next/headers';
import { StandardPage, standardMetadata, requireLocale } from '@/components/page/StandardPage';
import { AdvisorList } from '@/features/advisors/components/AdvisorList';
import { env } from '@/env';
import { ContactTypeChoice } from '@/features/booking/components/ContactTypeChoice';
import { NoShowBanner } from '@/features/booking/components/NoShowBanner';
import { readBookingQuery, withExternalReferrer } from '@/features/booking/query';

/** Carries the landing visit's tracking into the calendar links: rendered per request (ADR 012). */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props) {
  return standardMetadata('appointment', await params);
}

export default async function AppointmentPage({ params, searchParams }: Props) {
  const locale = requireLocale((await params).locale);
  const query = withExternalReferrer({ ...readBookingQuery(await searchParams), topic: null }, (await headers()).get('referer'), env.PUBLIC_BASE_URL);
  return (
    <StandardPage routeName="appointment" locale={locale} after={<AdvisorList locale={locale} />}>
      <NoShowBanner locale={locale} campaign={query.utm_campaign} />
      <ContactTypeChoice locale={locale} query={query} />
    </StandardPage>
  );
}
