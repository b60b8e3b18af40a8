import { standardMetadata } from '@/components/page/StandardPage';
import { AccountPage } from '@/components/page/AccountPage';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  return standardMetadata('account-upload-documents', await params);
}

export default async function Page({ params }: Props) {
  return <AccountPage routeName="account-upload-documents" locale={(await params).locale} />;
}
