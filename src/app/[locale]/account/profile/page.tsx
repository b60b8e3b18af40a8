import { standardMetadata } from '@/components/page/StandardPage';
import { AccountPage } from '@/features/account/routes';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props) {
  return standardMetadata('account-profile', await params);
}

export default async function Page({ params, searchParams }: Props) {
  return <AccountPage routeName="account-profile" locale={(await params).locale} query={await searchParams} />;
}
