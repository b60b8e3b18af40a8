import { getTranslations } from 'next-intl/server';
import { StandardPage, standardMetadata, requireLocale } from '@/components/page/StandardPage';
import { BLOG_CATEGORIES } from '@/config/taxonomy';
import { listArticles } from '@/features/content';
import { ArticleCards } from '@/features/content/routes';
import { localizedPath } from '@/i18n/paths';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  return standardMetadata('blog', await params);
}

/** The blog: its categories in the spec's order (pension not in English), each with its newest articles. */
export default async function BlogPage({ params }: Props) {
  const locale = requireLocale((await params).locale);
  const [t, tc] = await Promise.all([getTranslations({ locale, namespace: 'blogCategories' }), getTranslations({ locale, namespace: 'content.blog' })]);
  const categories = BLOG_CATEGORIES.filter((c) => c.listed[locale]).sort((a, b) => a.order - b.order);
  return (
    <StandardPage routeName="blog" locale={locale}>
      <nav aria-label={tc('categoryNav')}>
        <ul className="flex flex-wrap gap-2">
          {categories.map((c) => (
            <li key={c.id}>
              <a href={`#category-${c.slug[locale]}`} className="inline-block rounded-full border px-3 py-1 text-sm font-medium hover:bg-slate-50" style={{ borderColor: c.color }}>
                {t(`${c.id}.title`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {categories.map((c) => {
        const articles = listArticles(locale, { categoryId: c.id });
        const href = localizedPath('blog-category', locale, { category: c.slug[locale] });
        return (
          <section key={c.id} id={`category-${c.slug[locale]}`} aria-labelledby={`heading-${c.id}`} className="mt-10 border-t-4 pt-6" style={{ borderTopColor: c.color }} data-testid="blog-category-section">
            <h2 id={`heading-${c.id}`} className="text-2xl font-bold text-ink">
              <a href={href} className="underline-offset-4 hover:underline">{t(`${c.id}.extendedTitle`)}</a>
            </h2>
            <p className="mt-2 max-w-3xl text-muted">{t(`${c.id}.description`)}</p>
            <div className="mt-5">
              {articles.length > 0 ? <ArticleCards articles={articles.slice(0, 3)} locale={locale} /> : <p className="text-muted">{tc('empty')}</p>}
            </div>
            <p className="mt-4">
              <a href={href} className="font-semibold text-brand-700 underline">
                {tc('allIn', { category: t(`${c.id}.title`) })} ({tc('articleCount', { count: articles.length })})
              </a>
            </p>
          </section>
        );
      })}
    </StandardPage>
  );
}
