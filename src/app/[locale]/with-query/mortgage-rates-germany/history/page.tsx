import { RateHistoryPage, rateHistoryMetadata } from '@/features/rates/routes';

/** A chosen fixation (`?fix=15`): rendered per request (the proxy sends such requests here, ADR 012). */
export const dynamic = 'force-dynamic';

export const generateMetadata = rateHistoryMetadata;

export default async function Page({ params, searchParams }: { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <RateHistoryPage params={params} query={await searchParams} />;
}
