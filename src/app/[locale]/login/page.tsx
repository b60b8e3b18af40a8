import { StandardPage, requireLocale, standardMetadata } from '@/components/page/StandardPage';
import { LoginForms } from '@/features/auth/routes';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  return standardMetadata('login', await params);
}

export default async function Page({ params }: Props) {
  const { locale } = await params;
  return (
    <StandardPage routeName="login" locale={locale}>
      <LoginForms locale={requireLocale(locale)} query={{}} />
    </StandardPage>
  );
}
