import { headers } from 'next/headers';
import { StandardPage, standardMetadata, requireLocale } from '@/components/page/StandardPage';
import { AdvisorList } from '@/features/advisors/routes';
import { env } from '@/env';
import { ContactTypeChoice, NoShowBanner, confirmQuery, readBookingQuery, withExternalReferrer, AlreadyBooked, bookedAppointments } from '@/features/booking/routes';
import { getDb } from '@/db';
import { getLoggedInLead } from '@/features/leads/routes';
import { localizedPath } from '@/i18n/paths';

/** Carries the landing visit's tracking into the calendar links: rendered per request (ADR 012). */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props) {
  return standardMetadata('appointment', await params);
}

export default async function AppointmentPage({ params, searchParams }: Props) {
  const locale = requireLocale((await params).locale);
  const search = await searchParams;
  const query = withExternalReferrer({ ...readBookingQuery(search), topic: null }, (await headers()).get('referer'), env.PUBLIC_BASE_URL);
  const now = new Date();
  const lead = query.another === '1' ? null : await getLoggedInLead();
  const upcoming = lead ? await bookedAppointments(await getDb(), lead.id, now) : [];
  const another = `${localizedPath('appointment', locale)}?${confirmQuery({ ...query, another: '1' })}`;
  return (
    <StandardPage routeName="appointment" locale={locale} illustration="appointment" after={<AdvisorList locale={locale} />}>
      <NoShowBanner locale={locale} campaign={query.utm_campaign} />
      {lead && upcoming.length > 0 ? <AlreadyBooked locale={locale} leadId={lead.id} now={now} anotherHref={another} /> : <ContactTypeChoice locale={locale} query={query} />}
    </StandardPage>
  );
}
