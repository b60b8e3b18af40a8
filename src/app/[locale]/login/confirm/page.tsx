import { getTranslations } from 'next-intl/server';
import { PRIMARY_BUTTON_CLASS } from '@/components/forms';
import { StandardPage, requireLocale, standardMetadata } from '@/components/page/StandardPage';
import { localizedPath } from '@/i18n/paths';

/**
 * The page the login link opens. A GET never logs in (mail scanners open links before people do): the button
 * posts the token, which is used up then (security reference). Rendered per request. Its URL holds the token:
 * `same-origin` keeps it from every other site (`no-referrer` would make the browser send `Origin: null` with
 * the button's POST, which the CSRF check must refuse).
 */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props) {
  return { ...(await standardMetadata('login-confirm', await params)), robots: { index: false, follow: false }, referrer: 'same-origin' as const };
}

export default async function Page({ params, searchParams }: Props) {
  const locale = requireLocale((await params).locale);
  const raw = (await searchParams).token;
  const token = typeof raw === 'string' && /^[A-Za-z0-9_-]{43}$/.test(raw) ? raw : null;
  const t = await getTranslations({ locale, namespace: 'loginForm' });
  return (
    <StandardPage routeName="login-confirm" locale={locale}>
      <section className="max-w-xl rounded-2xl border border-slate-200 p-6">
        {token ? (
          <form method="post" action="/api/auth/confirm">
            <input type="hidden" name="token" value={token} />
            <input type="hidden" name="locale" value={locale} />
            <button type="submit" className={`${PRIMARY_BUTTON_CLASS} w-full sm:w-auto`}>{t('confirmButton')}</button>
          </form>
        ) : (
          <>
            <p>{t('confirmMissing')}</p>
            <a href={localizedPath('login', locale)} className="mt-4 inline-block font-semibold text-brand-700 underline">{t('requestNew')}</a>
          </>
        )}
      </section>
    </StandardPage>
  );
}
