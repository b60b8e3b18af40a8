import { FaqArticlePage, faqArticleMetadata, type ArticleParams } from '@/features/content/routes';

/** Rendered on the first request for each parameter, then served from the cache (ADR 012). */
export function generateStaticParams() {
  return [];
}

/**
 * FAQ article (route mortgage-faqs-category-slug-categoryCode, `<slug>.f<category code>`) or, under the
 * handy-definitions category, a glossary term (plain slug). Drafts answer 404 (ADR 020).
 */
export function generateMetadata(props: ArticleParams) {
  return faqArticleMetadata(props);
}

export default function Page(props: ArticleParams) {
  return <FaqArticlePage {...props} />;
}
