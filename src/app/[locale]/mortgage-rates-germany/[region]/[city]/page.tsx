import { RatesCityPage, ratesCityMetadata } from '@/features/rates/pages';

/** The page shows today's rates: regenerated hourly, so a new day shows within the hour (ADR 012). */
export const revalidate = 3600;

/** Rendered on the first request for each parameter, then served from the cache (ADR 012). */
export function generateStaticParams() {
  return [];
}

export const generateMetadata = ratesCityMetadata;

export default function Page({ params }: { params: Promise<{ locale: string; region: string; city: string }> }) {
  return <RatesCityPage params={params} query={{}} />;
}
