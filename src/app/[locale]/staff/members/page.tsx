import { cookies } from 'next/headers';
import { forbidden } from 'next/navigation';
import { StandardPage, requireLocale, standardMetadata } from '@/components/page/StandardPage';
import { firstValues } from '@/lib/search-params';
import { STAFF_LINK_COOKIE, StaffMembersPage, SignInFirst } from '@/features/backoffice/server';
import { getStaffUser } from '@/features/staff/server';

/** The team's members and roles (issue 28): admins only (an advisor gets a 403), per request, never indexed. */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props) {
  return { ...(await standardMetadata('staff-members', await params)), robots: { index: false, follow: false }, referrer: 'same-origin' as const };
}

/** The link cookie holds base64url JSON { email, url } (a login link shown two minutes; never in a URL of this page). */
function shownLink(value: string | undefined): { email: string; url: string } | null {
  try {
    const parsed = JSON.parse(Buffer.from(value ?? '', 'base64url').toString('utf8')) as { email?: unknown; url?: unknown };
    const { email, url } = parsed;
    return typeof email === 'string' && typeof url === 'string' && /^https?:\/\/\S+\?token=[A-Za-z0-9_-]{43}$/.test(url) ? { email, url } : null;
  } catch {
    return null;
  }
}

export default async function Page({ params, searchParams }: Props) {
  const locale = requireLocale((await params).locale);
  const query = firstValues(await searchParams);
  const staff = await getStaffUser();
  if (staff && staff.role !== 'admin') forbidden();
  return (
    <StandardPage routeName="staff-members" locale={locale}>
      {staff ? (
        <StaffMembersPage locale={locale} query={query} shownLink={shownLink((await cookies()).get(STAFF_LINK_COOKIE)?.value)} />
      ) : (
        <SignInFirst locale={locale} />
      )}
    </StandardPage>
  );
}
