/**
 * Whether the content item a matched route names exists (ADR 020), asked by the proxy before any page renders
 * (Next renders a notFound() raised inside a cached page on the client only, see src/i18n/known-params.ts).
 */
import { blogCategoryBySlug, faqCategoryBySlug } from '@/config/taxonomy';
import type { MatchedRoute } from '@/i18n/paths';
import { parseArticleSegment, parseFaqSegment, type ContentItem, type ContentStore } from './loader';
import { contentStore } from './store';

/**
 * The content item a content route names (drafts included), or null when it names none. Routes without a
 * content parameter name no item.
 */
export function contentItemFor({ route, params, locale }: MatchedRoute, content: ContentStore = contentStore()): ContentItem | null {
  const store = content.items;
  if (route.name === 'blog-author') return store.author[locale].find((a) => a.slug === params.author) ?? null;
  if (params.article === undefined) return null;
  if (route.name === 'blog-slug-categoryCode') {
    const category = blogCategoryBySlug(locale, params.category ?? '');
    const parsed = parseArticleSegment(params.article);
    if (!category || !parsed || parsed.code !== category.code) return null;
    return store.article[locale].find((a) => a.slug === parsed.slug && a.categoryId === category.id) ?? null;
  }
  if (route.name === 'mortgage-faqs-category-slug-categoryCode') {
    const category = faqCategoryBySlug(locale, params.category ?? '');
    if (!category) return null;
    const parsed = parseFaqSegment(params.article);
    if (parsed) {
      if (parsed.code !== category.code) return null;
      return store.faq[locale].find((f) => f.slug === parsed.slug && f.categoryId === category.id) ?? null;
    }
    // A glossary term: a plain slug under the handy-definitions category.
    if (category.id !== 'handyDefinitions') return null;
    return store.term[locale].find((t) => t.slug === params.article) ?? null;
  }
  return null;
}

/**
 * Whether the content item a content route names exists: 'published', 'draft' (only staff may see it, in the
 * per-request preview twin) or 'missing'. Routes without a content parameter are 'published'.
 */
export function contentStatus(match: MatchedRoute, content: ContentStore = contentStore()): 'published' | 'draft' | 'missing' {
  const isContentRoute = match.route.name === 'blog-author' || match.params.article !== undefined;
  if (!isContentRoute) return 'published';
  const item = contentItemFor(match, content);
  return !item ? 'missing' : item.draft ? 'draft' : 'published';
}
