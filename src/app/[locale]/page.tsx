import { getTranslations } from 'next-intl/server';
import { StandardPage, standardMetadata, requireLocale } from '@/components/page/StandardPage';
import { ReviewWidget } from '@/components/layout/Reviews';
import { JsonLd } from '@/components/layout/JsonLd';
import { localizedPath } from '@/i18n/paths';
import { SITE } from '@/config/site';
import { env } from '@/env';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  return standardMetadata('index', await params);
}

export default async function HomePage({ params }: Props) {
  const { locale: raw } = await params;
  const locale = requireLocale(raw);
  const t = await getTranslations({ locale, namespace: 'home' });
  return (
    <StandardPage routeName="index" locale={locale} hero="brand">
      <div className="-mt-2 flex flex-col gap-6 bg-brand-50 px-0 pb-8 md:flex-row md:items-center md:justify-between">
        <div className="flex flex-col gap-3 sm:flex-row">
          <a href={localizedPath('appointment', locale)} className="rounded-lg bg-brand-600 px-6 py-3 text-center font-semibold text-white hover:bg-brand-700">{t('bookCta')}</a>
          <a href={localizedPath('german-mortgage-calculator-calculator', locale)} className="rounded-lg border-2 border-brand-600 bg-white px-6 py-3 text-center font-semibold text-brand-700">{t('calculatorCta')}</a>
        </div>
        <ReviewWidget locale={locale} />
      </div>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'FinancialService',
          name: SITE.brand,
          legalName: SITE.legalName,
          url: new URL(`/${locale}`, env.PUBLIC_BASE_URL).toString(),
          telephone: SITE.phone.display,
          email: SITE.email,
          address: { '@type': 'PostalAddress', streetAddress: SITE.address.street, postalCode: SITE.address.zip, addressLocality: SITE.address.city, addressCountry: 'DE' },
          openingHoursSpecification: { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: SITE.openingHours.opens, closes: SITE.openingHours.closes },
          areaServed: 'DE',
          sameAs: SITE.social.map((s) => s.url),
        }}
      />
    </StandardPage>
  );
}
