import { RateHistoryPage, rateHistoryMetadata } from '@/features/rates/routes';

/** The history grows with each imported curve: rendered per request like the rates pages (ADR 019); the series are cached in memory per data fingerprint. */
export const dynamic = 'force-dynamic';

export const generateMetadata = rateHistoryMetadata;

export default function Page({ params }: { params: Promise<{ locale: string }> }) {
  return <RateHistoryPage params={params} query={{}} />;
}
