import { notFound } from 'next/navigation';

/**
 * Blog article (route blog-slug-categoryCode). Articles are editorial content that the content issue adds;
 * until an article exists under this path, it is not found.
 */
export default async function BlogArticlePage(): Promise<never> {
  notFound();
}
