import { notFound } from 'next/navigation';

/** Rendered on the first request for each parameter, then served from the cache (ADR 012). */
export function generateStaticParams() {
  return [];
}

/**
 * Blog article (route blog-slug-categoryCode). Articles are editorial content that the content issue adds;
 * until an article exists under this path, it is not found.
 */
export default async function BlogArticlePage(): Promise<never> {
  notFound();
}
