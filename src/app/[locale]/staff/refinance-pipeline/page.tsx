import { StandardPage, requireLocale, standardMetadata } from '@/components/page/StandardPage';
import { SignInFirst } from '@/features/backoffice/server';
import { RefinancePipelinePage } from '@/features/loans/routes';
import { getStaffUser } from '@/features/staff/server';
import { firstValues } from '@/lib/search-params';

/** The back office's refinance pipeline (issue 51 part 4): staff only, rendered per request, never indexed. */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props) {
  return { ...(await standardMetadata('staff-refinance-pipeline', await params)), robots: { index: false, follow: false }, referrer: 'same-origin' as const };
}

export default async function Page({ params, searchParams }: Props) {
  const locale = requireLocale((await params).locale);
  const query = firstValues(await searchParams);
  const staff = await getStaffUser();
  return (
    <StandardPage routeName="staff-refinance-pipeline" locale={locale}>
      {staff ? <RefinancePipelinePage locale={locale} viewer={staff} window={query.window} /> : <SignInFirst locale={locale} />}
    </StandardPage>
  );
}
