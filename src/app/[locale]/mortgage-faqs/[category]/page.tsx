import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { StandardPage, standardMetadata, requireLocale } from '@/components/page/StandardPage';
import { faqCategoryBySlug } from '@/config/taxonomy';

/** Rendered on the first request for each parameter, then served from the cache (ADR 012). */
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ locale: string; category: string }> };

async function resolve(params: Props['params']) {
  const { locale: raw, category: slug } = await params;
  const locale = requireLocale(raw);
  const category = faqCategoryBySlug(locale, slug);
  if (!category) notFound();
  const t = await getTranslations({ locale, namespace: `faqCategories.${category.id}` });
  return { locale, t, routeParams: { category: slug } };
}

export async function generateMetadata({ params }: Props) {
  const { locale, t, routeParams } = await resolve(params);
  return standardMetadata('mortgage-faqs-category', { locale }, { params: routeParams, values: { category: t('title') } });
}

export default async function FaqCategoryPage({ params }: Props) {
  const { locale, t, routeParams } = await resolve(params);
  return (
    <StandardPage routeName="mortgage-faqs-category" locale={locale} params={routeParams} values={{ category: t('title') }}>
      <p className="max-w-3xl text-muted">{t('description')}</p>
    </StandardPage>
  );
}
