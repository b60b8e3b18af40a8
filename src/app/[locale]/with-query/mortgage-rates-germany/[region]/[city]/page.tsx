import { RatesCityPage, ratesCityMetadata } from '@/features/rates/routes';

/** A submitted form or a shared link with inputs: rendered per request (the proxy sends such requests here, ADR 012). */
export const dynamic = 'force-dynamic';

export const generateMetadata = ratesCityMetadata;

export default async function Page({ params, searchParams }: { params: Promise<{ locale: string; region: string; city: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <RatesCityPage params={params} query={await searchParams} />;
}
