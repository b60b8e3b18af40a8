import 'server-only';
import { routeByName, type Locale } from '@/i18n/routes';
import { contentItemFor } from './known';
import type { Article, Faq, GlossaryTerm } from './loader';

/** The article a blog URL names (`<category slug>/<slug>.a<code>`), drafts included, or null. */
export function articleFromParams(locale: Locale, category: string, article: string): Article | null {
  const item = contentItemFor({ locale, route: routeByName('blog-slug-categoryCode'), params: { category, article } });
  return item?.kind === 'article' ? item : null;
}

/** The FAQ (`<slug>.f<code>`) or glossary term (plain slug under handy definitions) a FAQ URL names, or null. */
export function faqOrTermFromParams(locale: Locale, category: string, article: string): Faq | GlossaryTerm | null {
  const item = contentItemFor({ locale, route: routeByName('mortgage-faqs-category-slug-categoryCode'), params: { category, article } });
  return item?.kind === 'faq' || item?.kind === 'term' ? item : null;
}
