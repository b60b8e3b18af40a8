import { StandardPage, requireLocale, standardMetadata } from '@/components/page/StandardPage';
import { LoginForms, type LoginQuery } from '@/features/auth/components/LoginForms';

/** A login step or an error (`?step=sent`, `?error=…`): rendered per request (ADR 012). */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<LoginQuery> };

export async function generateMetadata({ params }: Props) {
  return standardMetadata('login', await params);
}

export default async function Page({ params, searchParams }: Props) {
  const { locale } = await params;
  return (
    <StandardPage routeName="login" locale={locale}>
      <LoginForms locale={requireLocale(locale)} query={await searchParams} />
    </StandardPage>
  );
}
