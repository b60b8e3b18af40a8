import { standardMetadata } from '@/components/page/StandardPage';
import { AccountPage } from '@/features/account/routes';
import { LoanPlanBody } from '@/features/loans/routes';
import { requireLocale } from '@/i18n/require-locale';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props) {
  return standardMetadata('account-loan-plan', await params);
}

/** The plan for one of the lead's loans (issue 51 part 2). */
export default async function Page({ params, searchParams }: Props) {
  const { locale } = await params;
  const query = await searchParams;
  return <AccountPage routeName="account-loan-plan" locale={locale} query={query} body={(lead) => <LoanPlanBody locale={requireLocale(locale)} leadId={lead.id} query={query} />} />;
}
