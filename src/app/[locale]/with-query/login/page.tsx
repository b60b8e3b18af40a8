import { cookies } from 'next/headers';
import { StandardPage, requireLocale, standardMetadata } from '@/components/page/StandardPage';
import { getDb } from '@/db';
import { LOGIN_EMAIL_COOKIE, readLoginCookie, LoginForms, type LoginQuery, loginGreeting } from '@/features/auth/routes';
import { LEAD_COOKIE } from '@/features/leads/routes';

/** A login step or an error (`?step=sent`, `?error=…`): rendered per request (ADR 012). */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<LoginQuery> };

export async function generateMetadata({ params }: Props) {
  return standardMetadata('login', await params);
}

export default async function Page({ params, searchParams }: Props) {
  const { locale } = await params;
  const query = await searchParams;
  const jar = await cookies();
  const greeting = query.step === 'sent' ? await loginGreeting(await getDb(), { email: readLoginCookie(jar.get(LOGIN_EMAIL_COOKIE)?.value)?.email, leadToken: jar.get(LEAD_COOKIE)?.value }) : null;
  return (
    <StandardPage routeName="login" locale={locale}>
      <LoginForms locale={requireLocale(locale)} query={query} greeting={greeting} />
    </StandardPage>
  );
}
