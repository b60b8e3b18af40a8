import { FaqArticlePage, faqArticleMetadata, type ArticleParams } from '@/features/content/routes';

/** Draft preview of a FAQ or glossary term for staff: rendered per request (ADR 020). */
export const dynamic = 'force-dynamic';

export function generateMetadata(props: ArticleParams) {
  return faqArticleMetadata(props, true);
}

export default function Page(props: ArticleParams) {
  return <FaqArticlePage {...props} preview />;
}
