import { StandardPage, requireLocale } from '@/components/page/StandardPage';
import { SignInFirst, staffPageMetadata } from '@/features/backoffice/server';
import { StaffReviewsPage } from '@/features/reviews/routes';
import { getStaffUser } from '@/features/staff/server';
import { firstValues } from '@/lib/search-params';

/** Staff's review moderation (issue 29): any staff member, per request, never indexed. */
export const dynamic = 'force-dynamic';

export const generateMetadata = staffPageMetadata('staff-reviews');

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function Page({ params, searchParams }: Props) {
  const locale = requireLocale((await params).locale);
  const query = firstValues(await searchParams);
  const staff = await getStaffUser();
  return <StandardPage routeName="staff-reviews" locale={locale}>{staff ? <StaffReviewsPage locale={locale} query={query} /> : <SignInFirst locale={locale} />}</StandardPage>;
}
