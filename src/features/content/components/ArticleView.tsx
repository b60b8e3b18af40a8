import { getTranslations, setRequestLocale } from 'next-intl/server';
import { hyphenateHeading } from '@/lib/hyphenate';
import { PageFrame } from '@/components/layout/PageFrame';
import { JsonLd } from '@/components/layout/JsonLd';
import { BLOG_CATEGORIES } from '@/config/taxonomy';
import { authorById, counterpartUrl, relatedArticles, type Article } from '@/features/content';
import { articleSegment, itemPath } from '@/features/content/loader';
import { articleLd } from '@/features/content/structured-data';
import { LOCALES, type Locale } from '@/i18n/routes';
import { ContentBody, ContentCallToAction, DraftBanner, Illustration, formatContentDate } from './parts';

/** The other locales' versions of an item, by id. */
export function counterpartsOf(kind: 'article' | 'faq' | 'term' | 'author', id: string, locale: Locale): Partial<Record<Locale, string>> {
  const out: Partial<Record<Locale, string>> = {};
  for (const l of LOCALES) {
    if (l === locale) continue;
    const url = counterpartUrl(kind, id, l);
    if (url) out[l] = url;
  }
  return out;
}

/** An article page: title, author box, dates, reading time, contents, illustration, body, sources, related, CTA. */
export async function ArticleView({ article, preview = false }: { article: Article; preview?: boolean }) {
  const locale = article.locale;
  setRequestLocale(locale);
  const [t, tc] = await Promise.all([getTranslations({ locale, namespace: 'content.article' }), getTranslations({ locale, namespace: 'blogCategories' })]);
  const category = BLOG_CATEGORIES.find((c) => c.id === article.categoryId)!;
  const author = authorById(locale, article.author);
  const related = relatedArticles(article, 3);
  const params = { category: category.slug[locale], article: articleSegment(article) };
  return (
    <PageFrame locale={locale} routeName="blog-slug-categoryCode" params={params} breadcrumbLabel={article.title} counterparts={counterpartsOf('article', article.id, locale)}>
      <JsonLd data={articleLd(article, author, tc(`${category.id}.title`))} />
      <article className="mx-auto max-w-3xl px-4 pb-12 pt-8">
        {preview && <DraftBanner locale={locale} />}
        <p className="text-sm font-semibold uppercase tracking-wide" style={{ color: category.color }}>{tc(`${category.id}.title`)}</p>
        <h1 className="mt-2 text-[1.75rem] leading-tight font-bold tracking-tight text-ink hyphens-auto wrap-break-word sm:text-4xl">{hyphenateHeading(article.title, article.locale)}</h1>
        <p className="mt-3 text-lg text-muted">{article.subheadline}</p>
        <div className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
          {author && (
            <a href={itemPath(author)} className="font-medium text-brand-700 underline-offset-2 hover:underline">{t('by', { name: author.name })}</a>
          )}
          <span>{t('published', { date: formatContentDate(locale, article.publishedAt) })}</span>
          {article.updatedAt !== article.publishedAt && <span>{t('updated', { date: formatContentDate(locale, article.updatedAt) })}</span>}
          <span>{t('readingTime', { minutes: article.readingMinutes })}</span>
        </div>

        {article.toc.length > 0 && (
          <nav aria-labelledby="toc-title" className="mt-8 rounded-2xl border border-slate-200 p-5">
            <h2 id="toc-title" className="font-semibold text-ink">{t('toc')}</h2>
            <ol className="mt-2 space-y-1 text-sm">
              {article.toc.map((entry) => (
                <li key={entry.id} className={entry.depth === 3 ? 'pl-4' : ''}>
                  <a href={`#${entry.id}`} className="text-brand-700 underline-offset-2 hover:underline">{entry.text}</a>
                </li>
              ))}
            </ol>
          </nav>
        )}

        <Illustration name={article.illustration} alt={article.illustrationAlt} swipeHint={t('illustrationSwipe')} />
        <ContentBody html={article.html} className="mt-6 text-[1.05rem]" />

        {article.sources.length > 0 && (
          <section aria-labelledby="sources-title" className="mt-10">
            <h2 id="sources-title" className="text-lg font-semibold text-ink">{t('sources')}</h2>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-muted">
              {article.sources.map((s) => (
                <li key={s.url}>
                  <a href={s.url} rel="noopener noreferrer" className="text-brand-700 underline">{s.title}</a>
                </li>
              ))}
            </ul>
          </section>
        )}

        {author && (
          <section aria-labelledby="author-title" className="mt-10 rounded-2xl border border-slate-200 p-5">
            <h2 id="author-title" className="text-lg font-semibold text-ink">{t('aboutAuthor')}</h2>
            <p className="mt-2 font-medium">
              {author.name} · {author.role} <span className="ml-1 rounded bg-slate-100 px-2 py-0.5 text-xs font-semibold text-muted">{t('demoProfile')}</span>
            </p>
            <ContentBody html={author.html} className="mt-2 text-sm text-muted" />
            <a href={itemPath(author)} className="mt-3 inline-block text-sm font-semibold text-brand-700 underline">{t('authorPage', { name: author.name })}</a>
          </section>
        )}

        <ContentCallToAction locale={locale} route={article.cta} />

        {related.length > 0 && (
          <section aria-labelledby="related-title" className="mt-12">
            <h2 id="related-title" className="text-xl font-semibold text-ink">{t('related')}</h2>
            <ul className="mt-4 grid gap-4 sm:grid-cols-3">
              {related.map((a) => (
                <li key={a.id}>
                  <a href={itemPath(a)} className="flex h-full flex-col rounded-2xl border border-slate-200 p-4 hover:border-brand-600">
                    <span className="font-semibold">{a.title}</span>
                    <span className="mt-1 text-sm text-muted">{a.subheadline}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
      </article>
    </PageFrame>
  );
}
