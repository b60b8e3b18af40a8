import { StandardPage, requireLocale, standardMetadata } from '@/components/page/StandardPage';
import { firstValues } from '@/lib/search-params';
import { LeadListPage, SignInFirst } from '@/features/backoffice/server';
import { getStaffUser } from '@/features/staff/server';

/** The back office's lead list and pipeline board (issue 28): staff only, rendered per request, never indexed. */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props) {
  return { ...(await standardMetadata('staff-leads', await params)), robots: { index: false, follow: false }, referrer: 'same-origin' as const };
}

export default async function Page({ params, searchParams }: Props) {
  const locale = requireLocale((await params).locale);
  const query = firstValues(await searchParams);
  const staff = await getStaffUser();
  return (
    <StandardPage routeName="staff-leads" locale={locale}>
      {staff ? (
        <LeadListPage locale={locale} viewer={staff} query={query} />
      ) : (
        <SignInFirst locale={locale} />
      )}
    </StandardPage>
  );
}
