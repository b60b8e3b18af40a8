/**
 * Resolvers of the content endpoint (spec § 7 "Content", § 8): read the content through the loader API
 * (src/features/content/index.ts) and the search index (../search). List loaders log and answer an empty list
 * when the content cannot be read (spec § 8); `faq_post` answers null then. Drafts only with `preview_api: true`
 * for a logged-in staff member (the admin cookie of the request).
 */
import { BLOG_CATEGORIES, FAQ_CATEGORIES, type BlogCategoryId } from '@/config/taxonomy';
import { CONTENT_TAGS, contentUrl, counterpartUrl, getFaq, listArticles, listAuthors, listFaqs, listGlossary, type Article, type Author, type ContentTag, type Faq, type GlossaryTerm } from '@/features/content';
import { getStaticPage, STATIC_PAGE_SLUGS, type StaticPageSlug } from '@/features/content/static-pages';
import { RELATED_PAGE_TAGS } from '@/features/content/related/tags';
import { ADMIN_COOKIE, readStaffSession } from '@/features/staff/server';
import { apiError } from '@/lib/graphql/errors';
import type { GraphQLContext } from '@/lib/graphql/context';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';
import { searchContent, SEARCH_MAX_QUERY_LENGTH } from '../search/search';

export const GLOSSARY_PER_PAGE = 1000;

/** A list loader: on failure the error is logged and the list is empty (spec § 8). */
function safeList<T>(what: string, load: () => T[]): T[] {
  try {
    return load();
  } catch (error) {
    console.error(`Content loader ${what} failed:`, error);
    return [];
  }
}

function checkTag(tag: string | null | undefined): ContentTag | undefined {
  if (tag === null || tag === undefined) return undefined;
  if (!(CONTENT_TAGS as readonly string[]).includes(tag)) throw apiError('OUT_OF_RANGE', 'tag', { allowed: CONTENT_TAGS, value: tag });
  return tag as ContentTag;
}

const other = (locale: Locale): Locale => (locale === 'de' ? 'en' : 'de');

function faqOut(f: Faq) {
  return {
    id: f.id,
    slug: f.slug,
    categoryCode: f.categoryCode,
    categoryId: f.categoryId,
    question: f.question,
    answerHtml: f.html,
    order: f.order,
    tags: f.tags,
    description: f.description,
    updatedAt: f.updatedAt,
    anchor: f.anchor,
    path: contentUrl('faq', f),
    i18nPath: counterpartUrl('faq', f.id, other(f.locale)),
    draft: f.draft,
  };
}

function termOut(t: GlossaryTerm) {
  return { id: t.id, slug: t.slug, word: t.word, preview: t.preview, html: t.html, tags: t.tags, letter: t.letter, updatedAt: t.updatedAt, path: contentUrl('term', t) };
}

function articleOut(a: Article) {
  const { id, slug, categoryId, categoryCode, title, subheadline, description, author, publishedAt, updatedAt, tags, readingMinutes } = a;
  return { id, slug, categoryId, categoryCode, title, subheadline, description, author, publishedAt, updatedAt, tags, readingMinutes, path: contentUrl('article', a) };
}

function authorOut(a: Author) {
  return { id: a.id, slug: a.slug, name: a.name, role: a.role, demo: a.demo, expertise: a.expertise, path: contentUrl('author', a) };
}

function cookieValue(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
}

async function isStaff(context: GraphQLContext): Promise<boolean> {
  const session = cookieValue(context.request, ADMIN_COOKIE);
  if (!session) return false;
  return (await readStaffSession(await context.db(), session, context.now())) !== null;
}

type LocaleArg = { locale: Locale };

export const contentResolvers = {
  Query: {
    faqs: (_: unknown, { tag, locale }: LocaleArg & { tag?: string | null }) => {
      const checked = checkTag(tag);
      return safeList('faqs', () => listFaqs(locale, { tag: checked }).map(faqOut));
    },
    seo_faqs: (_: unknown, { tag, locale, url_page }: LocaleArg & { tag?: string | null; url_page?: string | null }) => {
      const checked = checkTag(tag);
      let tags: readonly ContentTag[] = checked ? [checked] : [];
      if (url_page !== null && url_page !== undefined) {
        const pageTags = RELATED_PAGE_TAGS[url_page];
        if (!pageTags) throw apiError('UNKNOWN_PAGE', 'url_page', { allowed: Object.keys(RELATED_PAGE_TAGS), value: url_page });
        tags = checked ? pageTags.filter((t) => t === checked) : pageTags;
      }
      return safeList('seo_faqs', () => listFaqs(locale).filter((f) => tags.length === 0 || f.tags.some((t) => tags.includes(t))).map(faqOut));
    },
    faq_post: async (_: unknown, { slug, locale, preview_api }: LocaleArg & { slug: string; preview_api: boolean }, context: GraphQLContext) => {
      let faq: Faq | null;
      try {
        faq = getFaq(locale, slug);
      } catch (error) {
        console.error('Content loader faq_post failed:', error);
        return null;
      }
      if (!faq) return null;
      if (faq.draft && !(preview_api && (await isStaff(context)))) return null;
      return faqOut(faq);
    },
    mortgage_faqs: (_: unknown, { locale }: LocaleArg) => {
      const faqs = safeList('mortgage_faqs', () => listFaqs(locale));
      const categories = FAQ_CATEGORIES.filter((c) => c.id !== 'handyDefinitions').map((c, index) => ({
        id: c.id,
        categoryCode: c.code,
        slug: c.slug[locale],
        i18nSlug: c.slug[other(locale)],
        order: index + 1,
        path: localizedPath('mortgage-faqs-category', locale, { category: c.slug[locale] }),
        articles: faqs.filter((f) => f.categoryId === c.id).sort((a, b) => a.order - b.order).map(faqOut),
      }));
      return { categories, handyDefinitions: safeList('glossary', () => listGlossary(locale).map(termOut)) };
    },
    glossary_posts: (_: unknown, { locale, page }: LocaleArg & { page: number }) => {
      if (!Number.isInteger(page) || page < 1) throw apiError('OUT_OF_RANGE', 'page', { min: 1, value: page });
      const all = safeList('glossary_posts', () => listGlossary(locale));
      return { posts: all.slice((page - 1) * GLOSSARY_PER_PAGE, page * GLOSSARY_PER_PAGE).map(termOut), total: all.length, page, perPage: GLOSSARY_PER_PAGE };
    },
    fetchStaticPage: (_: unknown, { url_slug, locale }: LocaleArg & { url_slug: string }) => {
      if (!(STATIC_PAGE_SLUGS as readonly string[]).includes(url_slug)) return null;
      try {
        return { slug: url_slug, ...getStaticPage(url_slug as StaticPageSlug, locale) };
      } catch (error) {
        console.error('Content loader fetchStaticPage failed:', error);
        return null;
      }
    },
    blog_categories: (_: unknown, { locale }: LocaleArg) =>
      BLOG_CATEGORIES.filter((c) => c.listed[locale]).map((c) => ({
        id: c.id,
        categoryCode: c.code,
        slug: c.slug[locale],
        order: c.order,
        color: c.color,
        path: localizedPath('blog-category', locale, { category: c.slug[locale] }),
        articleCount: safeList('blog_categories', () => listArticles(locale, { categoryId: c.id })).length,
      })),
    articles: (_: unknown, { locale, category, tag, author }: LocaleArg & { category?: string | null; tag?: string | null; author?: string | null }) => {
      const checked = checkTag(tag);
      let categoryId: BlogCategoryId | undefined;
      if (category !== null && category !== undefined) {
        const found = BLOG_CATEGORIES.find((c) => c.id === category || c.code === category || c.slug[locale] === category);
        if (!found) throw apiError('OUT_OF_RANGE', 'category', { allowed: BLOG_CATEGORIES.map((c) => c.id), value: category });
        categoryId = found.id;
      }
      return safeList('articles', () => listArticles(locale, { categoryId, tag: checked, author: author ?? undefined }).map(articleOut));
    },
    authors: (_: unknown, { locale }: LocaleArg) => safeList('authors', () => listAuthors(locale).map(authorOut)),
    search: async (_: unknown, { q, locale }: LocaleArg & { q: string }, context: GraphQLContext) => {
      const outcome = await searchContent(await context.db(), locale, q);
      if (!outcome.ok) {
        if (outcome.code === 'SEARCH_QUERY_EMPTY') throw apiError('REQUIRED', 'q', { reason: outcome.code });
        if (outcome.code === 'SEARCH_QUERY_INVALID') throw apiError('INVALID_INPUT', 'q', { reason: outcome.code });
        throw apiError('OUT_OF_RANGE', 'q', { reason: outcome.code, max: SEARCH_MAX_QUERY_LENGTH });
      }
      return outcome.results.map((r) => ({ kind: r.kind, id: r.id, title: r.title, path: r.url, snippetHtml: r.snippetHtml }));
    },
  },
};
