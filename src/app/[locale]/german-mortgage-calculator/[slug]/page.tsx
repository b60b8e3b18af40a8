import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageFrame } from '@/components/layout/PageFrame';
import { requireLocale } from '@/components/page/StandardPage';
import { calculatorBySlug } from '@/config/taxonomy';
import { pageMetadata } from '@/lib/metadata';
import { localizedPath } from '@/i18n/paths';
import { MortgageCalculatorSection, type SearchParams } from '@/features/calculators/components/MortgageCalculatorSection';

type Props = { params: Promise<{ locale: string; slug: string }>; searchParams: Promise<SearchParams> };

async function resolve(params: Props['params']) {
  const { locale: raw, slug } = await params;
  const locale = requireLocale(raw);
  const calculator = calculatorBySlug(locale, slug);
  if (!calculator) notFound();
  const t = await getTranslations({ locale, namespace: `calculatorSlugs.${calculator.id}` });
  return { locale, slug, calculator, t };
}

export async function generateMetadata({ params }: Props) {
  const { locale, slug, t } = await resolve(params);
  return pageMetadata({ routeName: 'calculators-slug', locale, params: { slug }, title: t('metaTitle'), description: t('metaDescription') });
}

/** Calculator landing page (spec section 2): header, subtitle, steps header; `tab` selects the default tab. */
export default async function CalculatorSlugPage({ params, searchParams }: Props) {
  const { locale, slug, calculator, t } = await resolve(params);
  setRequestLocale(locale);
  return (
    <PageFrame locale={locale} routeName="calculators-slug" params={{ slug }}>
      <div className="mx-auto max-w-7xl px-4 pb-12 pt-8" data-default-tab={calculator.tab}>
        <h1 className="max-w-3xl text-[1.75rem] leading-tight font-bold tracking-tight hyphens-auto wrap-break-word sm:text-4xl">{t('title')}</h1>
        <p className="mt-3 max-w-3xl text-lg text-muted">{t('subtitle')}</p>
        <p className="mt-6 text-lg font-semibold text-brand-700">{t('stepsHeader')}</p>
        <div className="mt-6">
          <MortgageCalculatorSection locale={locale} action={localizedPath('calculators-slug', locale, { slug })} searchParams={await searchParams} defaultTab={calculator.tab} />
        </div>
      </div>
    </PageFrame>
  );
}
