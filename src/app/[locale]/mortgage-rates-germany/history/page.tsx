import { RateHistoryPage, rateHistoryMetadata } from '@/features/rates/history-page';

/** The history grows with each imported curve: regenerated hourly like the rates pages (ADR 012). */
export const revalidate = 3600;

export const generateMetadata = rateHistoryMetadata;

export default function Page({ params }: { params: Promise<{ locale: string }> }) {
  return <RateHistoryPage params={params} query={{}} />;
}
