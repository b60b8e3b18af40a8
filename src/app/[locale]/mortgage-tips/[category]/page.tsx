import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { StandardPage, standardMetadata, requireLocale } from '@/components/page/StandardPage';
import { blogCategoryBySlug } from '@/config/taxonomy';
import { listArticles } from '@/features/content';
import { ArticleCards } from '@/features/content/routes';

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

/** A blog category: its description and all its published articles, newest first. */
export default async function BlogCategoryPage({ params }: Props) {
  const { locale, category, t, routeParams } = await resolve(params);
  const tc = await getTranslations({ locale, namespace: 'content.blog' });
  const articles = listArticles(locale, { categoryId: category.id });
  return (
    <StandardPage routeName="blog-category" locale={locale} params={routeParams} values={{ category: t('extendedTitle') }}>
      <p className="max-w-3xl text-muted">{t('description')}</p>
      <div className="mt-8 border-t-4 pt-6" style={{ borderTopColor: category.color }}>
        {articles.length > 0 ? <ArticleCards articles={articles} locale={locale} /> : <p className="text-muted">{tc('empty')}</p>}
      </div>
    </StandardPage>
  );
}
