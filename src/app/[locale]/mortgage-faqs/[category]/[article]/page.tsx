import { notFound } from 'next/navigation';

/** Rendered on the first request for each parameter, then served from the cache (ADR 012). */
export function generateStaticParams() {
  return [];
}

/**
 * FAQ article (route mortgage-faqs-category-slug-categoryCode). FAQ answers are editorial content that the
 * content issue adds; until an answer exists under this path, it is not found.
 */
export default async function FaqArticlePage(): Promise<never> {
  notFound();
}
