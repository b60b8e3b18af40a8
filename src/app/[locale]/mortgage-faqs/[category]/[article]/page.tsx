import { notFound } from 'next/navigation';

/**
 * FAQ article (route mortgage-faqs-category-slug-categoryCode). FAQ answers are editorial content that the
 * content issue adds; until an answer exists under this path, it is not found.
 */
export default async function FaqArticlePage(): Promise<never> {
  notFound();
}
