import { forbidden } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { StandardPage, requireLocale, standardMetadata } from '@/components/page/StandardPage';
import { firstValues } from '@/lib/search-params';
import { getDb } from '@/db';
import { todayInBerlin } from '@/lib/dates';
import { LeadCasePage, advisorChoices, leadCase, leadPropertyContext, SignInFirst } from '@/features/backoffice/server';
import { getStaffUser } from '@/features/staff/server';

/**
 * One lead's case in the back office (issue 28). Staff only; an advisor who opens another advisor's lead gets
 * a 403 (forbidden.tsx). Rendered per request, never indexed.
 */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string; lead: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props) {
  const { locale, lead } = await params;
  return { ...(await standardMetadata('staff-lead', { locale }, { params: { lead } })), robots: { index: false, follow: false }, referrer: 'same-origin' as const };
}

export default async function Page({ params, searchParams }: Props) {
  const { locale: raw, lead: leadId } = await params;
  const locale = requireLocale(raw);
  const query = firstValues(await searchParams);
  const staff = await getStaffUser();
  const t = await getTranslations({ locale, namespace: 'staff.leads' });
  const today = todayInBerlin(new Date());
  const found = staff ? await leadCase(await getDb(), staff, leadId, today) : null;
  if (found && !found.ok && found.code === 'FORBIDDEN') forbidden();
  const property = staff && found?.ok ? await leadPropertyContext(await getDb(), staff, leadId, locale, today) : null;
  return (
    <StandardPage routeName="staff-lead" locale={locale} params={{ lead: leadId }}>
      {!staff ? (
        <SignInFirst locale={locale} />
      ) : found?.ok && property?.ok ? (
        <LeadCasePage locale={locale} value={found.value} query={query} advisors={staff.role === 'admin' ? await advisorChoices(await getDb()) : null} property={property.value} />
      ) : (
        <p role="alert" className="max-w-2xl" data-testid="lead-error">{t('errors.NOT_FOUND')}</p>
      )}
    </StandardPage>
  );
}
