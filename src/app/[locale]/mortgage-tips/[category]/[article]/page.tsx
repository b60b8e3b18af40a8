import { BlogArticlePage, blogArticleMetadata, type ArticleParams } from '@/features/content/routes';

/** Rendered on the first request for each parameter, then served from the cache (ADR 012). */
export function generateStaticParams() {
  return [];
}

/** Blog article (route blog-slug-categoryCode): `<slug>.a<category code>`; drafts answer 404 (ADR 020). */
export function generateMetadata(props: ArticleParams) {
  return blogArticleMetadata(props);
}

export default function Page(props: ArticleParams) {
  return <BlogArticlePage {...props} />;
}
