import { cookies } from 'next/headers';
import { StandardPage, requireLocale, standardMetadata } from '@/components/page/StandardPage';
import { firstValues } from '@/lib/search-params';
import { CALENDAR_FEED_COOKIE, StaffCalendarPage, SignInFirst } from '@/features/backoffice/server';
import { getStaffUser } from '@/features/staff/server';
import { env } from '@/env';
import { isTokenShape } from '@/lib/tokens';

/** An advisor's week, hours, absences and calendar subscription (issue 28): staff only, per request, never indexed. */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props) {
  return { ...(await standardMetadata('staff-calendar', await params)), robots: { index: false, follow: false }, referrer: 'same-origin' as const };
}

export default async function Page({ params, searchParams }: Props) {
  const locale = requireLocale((await params).locale);
  const query = firstValues(await searchParams);
  const staff = await getStaffUser();
  const feed = (await cookies()).get(CALENDAR_FEED_COOKIE)?.value;
  return (
    <StandardPage routeName="staff-calendar" locale={locale}>
      {staff ? (
        <StaffCalendarPage locale={locale} viewer={staff} query={query} now={new Date()} feedUrl={isTokenShape(feed) ? `${env.PUBLIC_BASE_URL}/api/calendar/${feed}.ics` : null} />
      ) : (
        <SignInFirst locale={locale} />
      )}
    </StandardPage>
  );
}
