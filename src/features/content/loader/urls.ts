/** The public URLs of content items, and the URL segments the dynamic routes parse back. */
import { BLOG_CATEGORIES, FAQ_CATEGORIES } from '@/config/taxonomy';
import { localizedPath } from '@/i18n/paths';
import type { Article, ContentItem, Faq } from './model';

const HANDY_DEFINITIONS = FAQ_CATEGORIES.find((c) => c.id === 'handyDefinitions')!;

/** The URL segment of an article: `<slug>.a<categoryCode>`. */
export function articleSegment(item: Pick<Article, 'slug' | 'categoryCode'>): string {
  return `${item.slug}.a${item.categoryCode}`;
}

/** The URL segment of a FAQ: `<slug>.f<categoryCode>`. */
export function faqSegment(item: Pick<Faq, 'slug' | 'categoryCode'>): string {
  return `${item.slug}.f${item.categoryCode}`;
}

/**
 * The public, localized path of an item (the item must be of `locale`): articles under their blog category,
 * FAQs under their FAQ category, glossary terms under the handy-definitions category (a segment without the
 * `.f` suffix), authors under the blog's author route.
 */
export function itemPath(item: ContentItem): string {
  const locale = item.locale;
  switch (item.kind) {
    case 'article': {
      const category = BLOG_CATEGORIES.find((c) => c.id === item.categoryId)!;
      return localizedPath('blog-slug-categoryCode', locale, { category: category.slug[locale], article: articleSegment(item) });
    }
    case 'faq': {
      const category = FAQ_CATEGORIES.find((c) => c.id === item.categoryId)!;
      return localizedPath('mortgage-faqs-category-slug-categoryCode', locale, { category: category.slug[locale], article: faqSegment(item) });
    }
    case 'term':
      return localizedPath('mortgage-faqs-category-slug-categoryCode', locale, { category: HANDY_DEFINITIONS.slug[locale], article: item.slug });
    case 'author':
      return localizedPath('blog-author', locale, { author: item.slug });
  }
}

/** Parse an article URL segment `<slug>.a<code>`; null when it has another form. */
export function parseArticleSegment(segment: string): { slug: string; code: string } | null {
  const m = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.a([a-z]{2})$/.exec(segment);
  return m ? { slug: m[1]!, code: m[2]! } : null;
}

/** Parse a FAQ URL segment `<slug>.f<code>`; null when it has another form. */
export function parseFaqSegment(segment: string): { slug: string; code: string } | null {
  const m = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.f([a-z]{2})$/.exec(segment);
  return m ? { slug: m[1]!, code: m[2]! } : null;
}

/** Anchor of a FAQ question (spec section 2): spaces to hyphens, other non-letters removed, lowercase. */
export function questionAnchor(question: string): string {
  return question
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^\p{L}-]/gu, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Upper-case initial for the A–Z index. */
export function indexLetter(word: string): string {
  const first = word.trim().normalize('NFD').replace(/[\u0300-\u036f]/g, '').charAt(0).toUpperCase();
  return /^[A-Z]$/.test(first) ? first : '#';
}
