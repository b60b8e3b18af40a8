import { RatesCityPage, ratesCityMetadata } from '@/features/rates/routes';

/** The page shows today's rates from the database: rendered per request, so a new curve counts at once on every instance (ADR 019). */
export const dynamic = 'force-dynamic';

export const generateMetadata = ratesCityMetadata;

export default function Page({ params }: { params: Promise<{ locale: string; region: string; city: string }> }) {
  return <RatesCityPage params={params} query={{}} />;
}
