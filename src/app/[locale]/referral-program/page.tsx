import { getTranslations } from 'next-intl/server';
import { StandardPage, requireLocale, standardMetadata } from '@/components/page/StandardPage';
import { localizedPath } from '@/i18n/paths';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  return standardMetadata('referral-program', await params);
}

/** The referral programme's terms (page text) and the ways on: the referral link in the account, or signing up. Public and cached: it reads no cookie. */
export default async function Page({ params }: Props) {
  const locale = requireLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'accountArea.program' });
  return (
    <StandardPage routeName="referral-program" locale={locale}>
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
        <section aria-labelledby="program-refer" className="rounded-2xl border border-brand-600 p-6">
          <h2 id="program-refer" className="text-xl font-semibold">{t('referTitle')}</h2>
          <p className="mt-2 text-muted">{t('referText')}</p>
          <a href={localizedPath('account-refer', locale)} className="mt-4 inline-block rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">{t('referLink')}</a>
        </section>
        <section aria-labelledby="program-friend" className="rounded-2xl border border-slate-200 p-6">
          <h2 id="program-friend" className="text-xl font-semibold">{t('friendTitle')}</h2>
          <p className="mt-2 text-muted">{t('friendText')}</p>
          <a href={localizedPath('login', locale)} className="mt-4 inline-block rounded-lg border-2 border-brand-600 px-5 py-2.5 font-semibold text-brand-700 hover:bg-brand-50" data-testid="program-signup">{t('friendLink')}</a>
        </section>
      </div>
      <p className="mt-6 max-w-3xl text-sm text-muted" data-testid="program-no-reward">{t('noReward')}</p>
    </StandardPage>
  );
}
