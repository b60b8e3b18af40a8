import { getTranslations } from 'next-intl/server';
import { StandardPage, requireLocale, standardMetadata } from '@/components/page/StandardPage';
import { LeadListPage } from '@/features/backoffice/server';
import { getStaffUser } from '@/features/staff/server';
import { localizedPath } from '@/i18n/paths';

/** The back office's lead list and pipeline board (issue 28): staff only, rendered per request, never indexed. */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props) {
  return { ...(await standardMetadata('staff-leads', await params)), robots: { index: false, follow: false }, referrer: 'same-origin' as const };
}

export default async function Page({ params, searchParams }: Props) {
  const locale = requireLocale((await params).locale);
  const query = Object.fromEntries(Object.entries(await searchParams).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
  const staff = await getStaffUser();
  const t = await getTranslations({ locale, namespace: 'staff.leads' });
  return (
    <StandardPage routeName="staff-leads" locale={locale}>
      {staff ? (
        <LeadListPage locale={locale} viewer={staff} query={query} />
      ) : (
        <p className="max-w-2xl" data-testid="staff-sign-in-first">
          <a className="underline" href={localizedPath('staff', locale)}>{t('signInFirst')}</a>
        </p>
      )}
    </StandardPage>
  );
}
