import { RatesPage, ratesMetadata } from '@/features/rates/routes';

/** A submitted form or a shared link with inputs: rendered per request (the proxy sends such requests here, ADR 012). */
export const dynamic = 'force-dynamic';

export const generateMetadata = ratesMetadata;

export default async function Page({ params, searchParams }: { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <RatesPage params={params} query={await searchParams} />;
}
