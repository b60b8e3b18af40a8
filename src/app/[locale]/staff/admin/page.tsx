import { forbidden } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { StandardPage, requireLocale, standardMetadata } from '@/components/page/StandardPage';
import { StaffAdminPage } from '@/features/backoffice/server';
import { getStaffUser } from '@/features/staff/server';
import { localizedPath } from '@/i18n/paths';

/** The admins' settings of the site (issue 28): admins only (an advisor gets a 403), per request, never indexed. */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props) {
  return { ...(await standardMetadata('staff-admin', await params)), robots: { index: false, follow: false }, referrer: 'same-origin' as const };
}

export default async function Page({ params, searchParams }: Props) {
  const locale = requireLocale((await params).locale);
  const query = Object.fromEntries(Object.entries(await searchParams).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
  const staff = await getStaffUser();
  if (staff && staff.role !== 'admin') forbidden();
  const t = await getTranslations({ locale, namespace: 'staff.leads' });
  return (
    <StandardPage routeName="staff-admin" locale={locale}>
      {staff ? (
        <StaffAdminPage locale={locale} query={query} now={new Date()} />
      ) : (
        <p className="max-w-2xl" data-testid="staff-sign-in-first">
          <a className="underline" href={localizedPath('staff', locale)}>{t('signInFirst')}</a>
        </p>
      )}
    </StandardPage>
  );
}
