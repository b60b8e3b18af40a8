import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { StandardPage, standardMetadata, requireLocale } from '@/components/page/StandardPage';
import { blogCategoryBySlug } from '@/config/taxonomy';

/** Rendered on the first request for each parameter, then served from the cache (ADR 012). */
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ locale: string; category: string }> };

async function resolve(params: Props['params']) {
  const { locale: raw, category: slug } = await params;
  const locale = requireLocale(raw);
  const category = blogCategoryBySlug(locale, slug);
  if (!category || !category.listed[locale]) notFound();
  const t = await getTranslations({ locale, namespace: `blogCategories.${category.id}` });
  return { locale, category, t, routeParams: { category: category.slug[locale] } };
}

export async function generateMetadata({ params }: Props) {
  const { locale, t, routeParams } = await resolve(params);
  return standardMetadata('blog-category', { locale }, { params: routeParams, values: { category: t('title') } });
}

export default async function BlogCategoryPage({ params }: Props) {
  const { locale, t, routeParams } = await resolve(params);
  return (
    <StandardPage routeName="blog-category" locale={locale} params={routeParams} values={{ category: t('extendedTitle') }}>
      <p className="max-w-3xl text-muted">{t('description')}</p>
    </StandardPage>
  );
}
