/**
 * Editorial content API (issue 12, ADR 020) — server-only, stable for pages, search, GraphQL and sitemap.
 *
 * The files under `content/` are read, validated and rendered once per process (see ./loader.ts for the
 * format checks); a broken file throws a ContentError naming the file and the problem, and
 * `npm run content:check` runs the same load before every build.
 *
 * API (all synchronous; every list is a fresh array the caller may sort or filter):
 * - `listArticles(locale, { includeDrafts?, categoryId?, author?, tag? })` newest first
 * - `getArticle(locale, slug)` / `articleById(locale, id)` — drafts included: pages decide who sees them
 * - `listAuthors(locale)` by name, `getAuthor(locale, slug)`, `authorById(locale, id)`
 * - `listFaqs(locale, { categoryId?, tag?, includeDrafts? })` in category order, then `order`
 * - `getFaq(locale, slug)`, `faqById(locale, id)`
 * - `listGlossary(locale, { includeDrafts? })` A–Z by word, `getGlossaryTerm(locale, slug)`, `termById(locale, id)`
 * - `contentUrl(kind, item, locale?)` the public path of an item in its locale (or of its counterpart in `locale`)
 * - `counterpartUrl(kind, id, locale)` the public path of the item with that id in `locale`, or null
 * - `illustrationSvg(name)` the SVG text of an illustration (validated: no scripts, no external references)
 * - `relatedArticles(article, limit)` published articles of the same locale sharing tags, most shared first
 *
 * `get*`/`*ById` return drafts too (a draft page shows only to staff); `list*` hide drafts unless
 * `includeDrafts` is set. Everything here is published or draft content of the given locale only.
 */
import 'server-only';
import {
  itemPath,
  type Article,
  type Author,
  type ContentItem,
  type ContentKind,
  type ContentTag,
  type Faq,
  type GlossaryTerm,
  type ItemOfKind,
} from './loader';
import { contentStore } from './store';
import type { Locale } from '@/i18n/routes';
import type { BlogCategoryId, FaqCategoryId } from '@/config/taxonomy';

export type { Article, Author, ContentItem, ContentKind, ContentTag, Faq, GlossaryTerm, TocEntry, Source } from './loader';
export { ContentError, CONTENT_TAGS, parseArticleSegment, parseFaqSegment, articleSegment, faqSegment, questionAnchor } from './loader';
export { contentStore, CONTENT_ROOT } from './store';

const visible = <T extends { draft: boolean }>(items: T[], includeDrafts = false) => items.filter((i) => includeDrafts || !i.draft);

export function listArticles(
  locale: Locale,
  options: { includeDrafts?: boolean; categoryId?: BlogCategoryId; author?: string; tag?: ContentTag } = {},
): Article[] {
  return visible(contentStore().items.article[locale], options.includeDrafts).filter(
    (a) =>
      (!options.categoryId || a.categoryId === options.categoryId) &&
      (!options.author || a.author === options.author) &&
      (!options.tag || a.tags.includes(options.tag)),
  );
}

export function getArticle(locale: Locale, slug: string): Article | null {
  return contentStore().items.article[locale].find((a) => a.slug === slug) ?? null;
}

export function articleById(locale: Locale, id: string): Article | null {
  return contentStore().items.article[locale].find((a) => a.id === id) ?? null;
}

export function listAuthors(locale: Locale): Author[] {
  return visible(contentStore().items.author[locale]);
}

export function getAuthor(locale: Locale, slug: string): Author | null {
  return contentStore().items.author[locale].find((a) => a.slug === slug && !a.draft) ?? null;
}

export function authorById(locale: Locale, id: string): Author | null {
  return contentStore().items.author[locale].find((a) => a.id === id) ?? null;
}

export function listFaqs(locale: Locale, options: { categoryId?: FaqCategoryId; tag?: ContentTag; includeDrafts?: boolean } = {}): Faq[] {
  return visible(contentStore().items.faq[locale], options.includeDrafts).filter(
    (f) => (!options.categoryId || f.categoryId === options.categoryId) && (!options.tag || f.tags.includes(options.tag)),
  );
}

export function getFaq(locale: Locale, slug: string): Faq | null {
  return contentStore().items.faq[locale].find((f) => f.slug === slug) ?? null;
}

export function faqById(locale: Locale, id: string): Faq | null {
  return contentStore().items.faq[locale].find((f) => f.id === id) ?? null;
}

export function listGlossary(locale: Locale, options: { includeDrafts?: boolean } = {}): GlossaryTerm[] {
  return visible(contentStore().items.term[locale], options.includeDrafts);
}

export function getGlossaryTerm(locale: Locale, slug: string): GlossaryTerm | null {
  return contentStore().items.term[locale].find((t) => t.slug === slug) ?? null;
}

export function termById(locale: Locale, id: string): GlossaryTerm | null {
  return contentStore().items.term[locale].find((t) => t.id === id) ?? null;
}

function byId<K extends ContentKind>(kind: K, locale: Locale, id: string): ItemOfKind<K> | null {
  return ((contentStore().items[kind][locale] as ContentItem[]).find((i) => i.id === id) as ItemOfKind<K> | undefined) ?? null;
}

/**
 * The public path of `item`; with `locale` other than the item's, the path of its counterpart in that locale
 * (null when there is none).
 */
export function contentUrl<K extends ContentKind>(kind: K, item: ItemOfKind<K>, locale: Locale = item.locale): string | null {
  if (locale === item.locale) return itemPath(item);
  return counterpartUrl(kind, item.id, locale);
}

/** The public path of the item of `kind` with `id` in `locale`, or null when it does not exist there. */
export function counterpartUrl(kind: ContentKind, id: string, locale: Locale): string | null {
  const item = byId(kind, locale, id);
  return item ? itemPath(item) : null;
}

/** The SVG text of an illustration file, or null. */
export function illustrationSvg(name: string): string | null {
  return contentStore().illustrations.get(name) ?? null;
}

/** Published articles of the same locale that share tags with `article`, most shared tags first, then newest. */
export function relatedArticles(article: Article, limit = 3): Article[] {
  const shared = (a: Article) => a.tags.filter((t) => article.tags.includes(t)).length;
  return listArticles(article.locale)
    .filter((a) => a.id !== article.id && shared(a) > 0)
    .map((a) => ({ a, n: shared(a) }))
    .sort((x, y) => y.n - x.n || y.a.publishedAt.localeCompare(x.a.publishedAt))
    .slice(0, limit)
    .map((x) => x.a);
}
