import { FunnelStartPage, funnelStartMetadata } from '@/components/page/FunnelStartPage';

/** A funnel chosen by link (`?funnel=AF`): rendered per request (the proxy sends such requests here, ADR 012). */
export const dynamic = 'force-dynamic';

export const generateMetadata = funnelStartMetadata;

export default async function Page({ params, searchParams }: { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <FunnelStartPage params={params} query={await searchParams} />;
}
