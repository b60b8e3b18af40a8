import { forbidden } from 'next/navigation';
import type { ReactNode } from 'react';
import { StandardPage, requireLocale, standardMetadata } from '@/components/page/StandardPage';
import { getStaffUser } from '@/features/staff/server';
import type { Locale, RouteName } from '@/i18n/routes';
import { firstValues } from '@/lib/search-params';
import { SignInFirst } from './components/SignInFirst';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** A staff page's metadata: never indexed, and its links carry no address to other sites. */
export function staffPageMetadata(routeName: RouteName) {
  return async ({ params }: Props) => ({ ...(await standardMetadata(routeName, await params)), robots: { index: false, follow: false }, referrer: 'same-origin' as const });
}

/**
 * An admins-only page of the back office (issue 28): the sign-in hint without a staff session, 403 for an advisor,
 * else `body` with the locale and the query's first values. The page file still says `dynamic = 'force-dynamic'`.
 */
export function adminOnlyPage(routeName: RouteName, body: (locale: Locale, query: Record<string, string | undefined>) => ReactNode) {
  return async function Page({ params, searchParams }: Props) {
    const locale = requireLocale((await params).locale);
    const query = firstValues(await searchParams);
    const staff = await getStaffUser();
    if (staff && staff.role !== 'admin') forbidden();
    return (
      <StandardPage routeName={routeName} locale={locale}>
        {staff ? body(locale, query) : <SignInFirst locale={locale} />}
      </StandardPage>
    );
  };
}
