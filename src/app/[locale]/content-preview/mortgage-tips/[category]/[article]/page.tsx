import { BlogArticlePage, blogArticleMetadata, type ArticleParams } from '@/features/content/routes';

/** Draft preview of an article for staff: rendered per request (the proxy sends staff requests here, ADR 020). */
export const dynamic = 'force-dynamic';

export function generateMetadata(props: ArticleParams) {
  return blogArticleMetadata(props, true);
}

export default function Page(props: ArticleParams) {
  return <BlogArticlePage {...props} preview />;
}
