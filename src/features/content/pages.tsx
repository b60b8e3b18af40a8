/**
 * Content pages shared by the public routes and their per-request draft-preview twins
 * (src/app/[locale]/content-preview/, ADR 020).
 */
import 'server-only';
import { notFound } from 'next/navigation';
import type { Metadata } from 'next';
import { requireLocale } from '@/i18n/require-locale';
import { pageMetadata } from '@/lib/metadata';
import { getStaffUser } from '@/features/staff/server';
import { SITE } from '@/config/site';
import { articleSegment, faqSegment } from './loader';
import { articleFromParams, faqOrTermFromParams } from './resolve';
import { ArticleView, counterpartsOf } from './components/ArticleView';
import { FaqArticleView, TermView } from './components/FaqViews';
import { BLOG_CATEGORIES, FAQ_CATEGORIES } from '@/config/taxonomy';

export type ArticleParams = { params: Promise<{ locale: string; category: string; article: string }> };

/** Whether this request may see drafts: only in the preview twin, only for a logged-in staff member. */
async function mayPreview(preview: boolean) {
  return preview && (await getStaffUser()) !== null;
}

async function blogItem({ params }: ArticleParams, preview: boolean) {
  const { locale: raw, category, article } = await params;
  const locale = requireLocale(raw);
  const item = articleFromParams(locale, category, article);
  if (!item || (item.draft && !(await mayPreview(preview)))) notFound();
  return item;
}

export async function blogArticleMetadata(props: ArticleParams, preview = false): Promise<Metadata> {
  const item = await blogItem(props, preview);
  const category = BLOG_CATEGORIES.find((c) => c.id === item.categoryId)!;
  return pageMetadata({
    routeName: 'blog-slug-categoryCode',
    locale: item.locale,
    params: { category: category.slug[item.locale], article: articleSegment(item) },
    title: `${item.title} | ${SITE.brand}`,
    description: item.description,
    languages: counterpartsOf('article', item.id, item.locale),
    noindex: item.draft,
    ogType: 'article',
  });
}

export async function BlogArticlePage(props: ArticleParams & { preview?: boolean }) {
  const item = await blogItem(props, props.preview ?? false);
  return <ArticleView article={item} preview={item.draft} />;
}

async function faqItem({ params }: ArticleParams, preview: boolean) {
  const { locale: raw, category, article } = await params;
  const locale = requireLocale(raw);
  const item = faqOrTermFromParams(locale, category, article);
  if (!item || (item.draft && !(await mayPreview(preview)))) notFound();
  return item;
}

export async function faqArticleMetadata(props: ArticleParams, preview = false): Promise<Metadata> {
  const item = await faqItem(props, preview);
  const locale = item.locale;
  const category = item.kind === 'faq' ? FAQ_CATEGORIES.find((c) => c.id === item.categoryId)! : FAQ_CATEGORIES.find((c) => c.id === 'handyDefinitions')!;
  return pageMetadata({
    routeName: 'mortgage-faqs-category-slug-categoryCode',
    locale,
    params: { category: category.slug[locale], article: item.kind === 'faq' ? faqSegment(item) : item.slug },
    title: `${item.kind === 'faq' ? item.question : item.word} | ${SITE.brand}`,
    description: item.description,
    languages: counterpartsOf(item.kind, item.id, locale),
    noindex: item.draft,
    ogType: 'article',
  });
}

export async function FaqArticlePage(props: ArticleParams & { preview?: boolean }) {
  const item = await faqItem(props, props.preview ?? false);
  return item.kind === 'faq' ? <FaqArticleView faq={item} preview={item.draft} /> : <TermView term={item} preview={item.draft} />;
}
