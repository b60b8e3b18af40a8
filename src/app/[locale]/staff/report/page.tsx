import { forbidden } from 'next/navigation';
import { StandardPage, requireLocale, standardMetadata } from '@/components/page/StandardPage';
import { firstValues } from '@/lib/search-params';
import { LeadReportPage, SignInFirst } from '@/features/backoffice/server';
import { getStaffUser } from '@/features/staff/server';

/** Where clients come from, per week (issue 28): admins only (an advisor gets a 403), per request, never indexed. */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props) {
  return { ...(await standardMetadata('staff-report', await params)), robots: { index: false, follow: false }, referrer: 'same-origin' as const };
}

export default async function Page({ params, searchParams }: Props) {
  const locale = requireLocale((await params).locale);
  const query = firstValues(await searchParams);
  const staff = await getStaffUser();
  if (staff && staff.role !== 'admin') forbidden();
  return (
    <StandardPage routeName="staff-report" locale={locale}>
      {staff ? <LeadReportPage locale={locale} query={query} now={new Date()} /> : <SignInFirst locale={locale} />}
    </StandardPage>
  );
}
