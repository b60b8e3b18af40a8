import { StandardPage, standardMetadata, requireLocale } from '@/components/page/StandardPage';
import { getDb } from '@/db';
import { StaticContent, AuthorsSection } from '@/features/content/routes';
import { publishedReviews, reviewSummary, ReviewsSection } from '@/features/reviews/server';

/** The about page shows the published reviews: rendered per request, kept under the page data version (ADR 034). */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  return standardMetadata('about', await params);
}

export default async function Page({ params }: Props) {
  const locale = requireLocale((await params).locale);
  const db = await getDb();
  const summary = await reviewSummary(db);
  return (
    <StandardPage routeName="about" locale={locale}>
      <StaticContent slug="about" locale={locale} />
      <ReviewsSection locale={locale} summary={summary} reviews={summary ? await publishedReviews(db, { limit: 6 }) : []} />
      <AuthorsSection locale={locale} />
    </StandardPage>
  );
}
