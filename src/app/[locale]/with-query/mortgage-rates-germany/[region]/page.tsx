import { RatesRegionPage, ratesRegionMetadata } from '@/features/rates/routes';

/** A submitted form or a shared link with inputs: rendered per request (the proxy sends such requests here, ADR 012). */
export const dynamic = 'force-dynamic';

export const generateMetadata = ratesRegionMetadata;

export default async function Page({ params, searchParams }: { params: Promise<{ locale: string; region: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <RatesRegionPage params={params} query={await searchParams} />;
}
