/**
 * Whether the content item a matched route names exists (ADR 020), asked by the proxy before any page renders
 * (Next renders a notFound() raised inside a cached page on the client only, see src/i18n/known-params.ts).
 */
import { blogCategoryBySlug, faqCategoryBySlug } from '@/config/taxonomy';
import type { MatchedRoute } from '@/i18n/paths';
import { parseArticleSegment, parseFaqSegment, type ContentStore } from './loader';
import { contentStore } from './store';

/**
 * Whether the content item a content route names exists: 'published', 'draft' (only staff may see it, in the
 * per-request preview twin) or 'missing'. Routes without a content parameter are 'published'.
 */
export function contentStatus({ route, params, locale }: MatchedRoute, content: ContentStore = contentStore()): 'published' | 'draft' | 'missing' {
  const store = content.items;
  const status = (item: { draft: boolean } | undefined) => (!item ? 'missing' : item.draft ? 'draft' : 'published');
  if (route.name === 'blog-author') return status(store.author[locale].find((a) => a.slug === params.author));
  if (params.article === undefined) return 'published';
  if (route.name === 'blog-slug-categoryCode') {
    const category = blogCategoryBySlug(locale, params.category ?? '');
    const parsed = parseArticleSegment(params.article);
    if (!category || !parsed || parsed.code !== category.code) return 'missing';
    return status(store.article[locale].find((a) => a.slug === parsed.slug && a.categoryId === category.id));
  }
  if (route.name === 'mortgage-faqs-category-slug-categoryCode') {
    const category = faqCategoryBySlug(locale, params.category ?? '');
    if (!category) return 'missing';
    const parsed = parseFaqSegment(params.article);
    if (parsed) {
      if (parsed.code !== category.code) return 'missing';
      return status(store.faq[locale].find((f) => f.slug === parsed.slug && f.categoryId === category.id));
    }
    // A glossary term: a plain slug under the handy-definitions category.
    if (category.id !== 'handyDefinitions') return 'missing';
    return status(store.term[locale].find((t) => t.slug === params.article));
  }
  return 'missing';
}
