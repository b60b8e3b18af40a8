import { getTranslations } from 'next-intl/server';
import { StandardPage, requireLocale, standardMetadata } from '@/components/page/StandardPage';
import { PRIMARY_BUTTON_CLASS } from '@/components/forms';
import { RequestCta } from '@/features/lead-requests/routes';
import { localizedPath } from '@/i18n/paths';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  return standardMetadata('lp-financing-certificate', await params);
}

/** The certificate's landing page (issue 26): what it is, and the way to the account's certificate form. */
export default async function Page({ params }: Props) {
  const locale = requireLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'certificates.landing' });
  return (
    <StandardPage
      routeName="lp-financing-certificate"
      locale={locale}
      after={
        <>
          <section aria-labelledby="certificate-cta" className="mt-8 rounded-2xl border-2 border-brand-600 p-6">
            <h2 id="certificate-cta" className="text-xl font-semibold text-ink">{t('cta')}</h2>
            <p className="mt-2 max-w-2xl text-muted">{t('text')}</p>
            <a href={localizedPath('account-financing-certificate', locale)} className={`${PRIMARY_BUTTON_CLASS} mt-4 inline-block`} data-testid="certificate-cta">{t('cta')}</a>
          </section>
          <RequestCta locale={locale} kinds={['purchase']} />
        </>
      }
    />
  );
}
