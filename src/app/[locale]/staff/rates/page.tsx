import { forbidden } from 'next/navigation';
import { StandardPage, requireLocale, standardMetadata } from '@/components/page/StandardPage';
import { firstValues } from '@/lib/search-params';
import { todayInBerlin } from '@/lib/dates';
import { StaffRatesPage, SignInFirst } from '@/features/backoffice/server';
import { getStaffUser } from '@/features/staff/server';

/** The rate model's spread sets and the curve import report (issue 28): admins only (an advisor gets a 403), per request, never indexed. */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props) {
  return { ...(await standardMetadata('staff-rates', await params)), robots: { index: false, follow: false }, referrer: 'same-origin' as const };
}

export default async function Page({ params, searchParams }: Props) {
  const locale = requireLocale((await params).locale);
  const query = firstValues(await searchParams);
  const staff = await getStaffUser();
  if (staff && staff.role !== 'admin') forbidden();
  return (
    <StandardPage routeName="staff-rates" locale={locale}>
      {staff ? <StaffRatesPage locale={locale} query={query} today={todayInBerlin(new Date())} /> : <SignInFirst locale={locale} />}
    </StandardPage>
  );
}
