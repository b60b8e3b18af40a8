import { standardMetadata } from '@/components/page/StandardPage';
import { AccountPage } from '@/features/account/routes';
import { MyLoanBody } from '@/features/loans/routes';
import { requireLocale } from '@/i18n/require-locale';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props) {
  return standardMetadata('account-my-loan', await params);
}

/** "My loan" in the account (issue 51 part 1). */
export default async function Page({ params, searchParams }: Props) {
  const { locale } = await params;
  const query = await searchParams;
  return <AccountPage routeName="account-my-loan" locale={locale} query={query} body={(lead) => <MyLoanBody locale={requireLocale(locale)} leadId={lead.id} query={query} />} />;
}
