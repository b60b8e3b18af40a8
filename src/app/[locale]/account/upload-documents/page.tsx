import { standardMetadata } from '@/components/page/StandardPage';
import { AccountPage } from '@/features/account/routes';
import { UploadDocuments } from '@/features/documents/routes';
import { isLocale } from '@/i18n/routes';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props) {
  return standardMetadata('account-upload-documents', await params);
}

export default async function Page({ params, searchParams }: Props) {
  const { locale } = await params;
  const query = await searchParams;
  return <AccountPage routeName="account-upload-documents" locale={locale} query={query} body={(lead) => isLocale(locale) && <UploadDocuments lead={lead} locale={locale} query={query} />} />;
}
