import { StandardPage, requireLocale } from '@/components/page/StandardPage';
import { SignInFirst, staffPageMetadata } from '@/features/backoffice/server';
import { StaffLendersPage } from '@/features/offers/routes';
import { getStaffUser } from '@/features/staff/server';
import { todayInBerlin } from '@/lib/dates';
import { firstValues } from '@/lib/search-params';

/**
 * The lenders and their condition sheets (issue 50): every staff member sees them; admins import sheet files. Per
 * request, never indexed.
 */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = staffPageMetadata('staff-lenders');

export default async function Page({ params, searchParams }: Props) {
  const locale = requireLocale((await params).locale);
  const query = firstValues(await searchParams);
  const staff = await getStaffUser();
  return (
    <StandardPage routeName="staff-lenders" locale={locale}>
      {staff ? <StaffLendersPage locale={locale} query={query} today={todayInBerlin(new Date())} canImport={staff.role === 'admin'} /> : <SignInFirst locale={locale} />}
    </StandardPage>
  );
}
