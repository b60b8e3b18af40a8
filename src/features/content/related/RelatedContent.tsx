import { getTranslations } from 'next-intl/server';
import {
  contentUrl,
  listArticles,
  listFaqs,
  type Article,
  type ContentTag,
  type Faq,
} from '@/features/content';
import type { Locale } from '@/i18n/routes';

export { RELATED_TAGS, RELATED_PAGE_TAGS } from './tags';

export const RELATED_FAQ_LIMIT = 6;
export const RELATED_ARTICLE_LIMIT = 3;

/** Published FAQs with any of `tags` (in the order of the tags, then the FAQ order) and articles sharing tags (most shared first, newest first). */
export function relatedContent(
  locale: Locale,
  tags: readonly ContentTag[],
): { faqs: Faq[]; articles: Article[] } {
  const seen = new Set<string>();
  const faqs: Faq[] = [];
  for (const tag of tags) {
    for (const faq of listFaqs(locale, { tag })) {
      if (seen.has(faq.id)) continue;
      seen.add(faq.id);
      faqs.push(faq);
    }
  }
  const shared = (a: Article) => a.tags.filter((t) => tags.includes(t)).length;
  const articles = listArticles(locale)
    .filter((a) => shared(a) > 0)
    .sort(
      (x, y) =>
        shared(y) - shared(x) || y.publishedAt.localeCompare(x.publishedAt),
    )
    .slice(0, RELATED_ARTICLE_LIMIT);
  return { faqs: faqs.slice(0, RELATED_FAQ_LIMIT), articles };
}

/** "Questions about this": FAQs by tag and matching articles; not rendered at all when there are none. */
export async function RelatedContent({
  locale,
  tags,
}: {
  locale: Locale;
  tags: readonly ContentTag[];
}) {
  const { faqs, articles } = relatedContent(locale, tags);
  if (faqs.length === 0 && articles.length === 0) return null;
  const t = await getTranslations({
    locale,
    namespace: 'pages.search.related',
  });
  return (
    <section
      aria-labelledby="related-content-title"
      className="mt-12 rounded-xl border border-slate-200 bg-white p-6"
      data-testid="related-content"
    >
      <h2 id="related-content-title" className="text-xl font-bold text-ink">
        {t('title')}
      </h2>
      {faqs.length > 0 && (
        <ul className="mt-4 space-y-2">
          {faqs.map((faq) => (
            <li key={faq.id}>
              <a
                href={contentUrl('faq', faq) ?? undefined}
                className="font-semibold text-brand-700 hover:underline"
              >
                {faq.question}
              </a>
            </li>
          ))}
        </ul>
      )}
      {articles.length > 0 && (
        <>
          <h3 className="mt-6 text-sm font-semibold uppercase tracking-wide text-muted">
            {t('articles')}
          </h3>
          <ul className="mt-2 space-y-2">
            {articles.map((a) => (
              <li key={a.id}>
                <a
                  href={contentUrl('article', a) ?? undefined}
                  className="text-brand-700 hover:underline"
                >
                  {a.title}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
