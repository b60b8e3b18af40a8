import 'server-only';
import { blogCategoryBySlug, faqCategoryBySlug } from '@/config/taxonomy';
import type { Locale } from '@/i18n/routes';
import { contentStore } from './store';
import { parseArticleSegment, parseFaqSegment, type Article, type Faq, type GlossaryTerm } from './loader';

/** The article a blog URL names (`<category slug>/<slug>.a<code>`), drafts included, or null. */
export function articleFromParams(locale: Locale, categorySlug: string, segment: string): Article | null {
  const category = blogCategoryBySlug(locale, categorySlug);
  const parsed = parseArticleSegment(segment);
  if (!category || !parsed || parsed.code !== category.code) return null;
  return contentStore().items.article[locale].find((a) => a.slug === parsed.slug && a.categoryId === category.id) ?? null;
}

/** The FAQ (`<slug>.f<code>`) or glossary term (plain slug under handy definitions) a FAQ URL names, or null. */
export function faqOrTermFromParams(locale: Locale, categorySlug: string, segment: string): Faq | GlossaryTerm | null {
  const category = faqCategoryBySlug(locale, categorySlug);
  if (!category) return null;
  const parsed = parseFaqSegment(segment);
  const items = contentStore().items;
  if (parsed) {
    if (parsed.code !== category.code) return null;
    return items.faq[locale].find((f) => f.slug === parsed.slug && f.categoryId === category.id) ?? null;
  }
  if (category.id !== 'handyDefinitions') return null;
  return items.term[locale].find((t) => t.slug === segment) ?? null;
}
