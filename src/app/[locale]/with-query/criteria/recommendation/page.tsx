import { FunnelReportPage, funnelReportMetadata } from '@/features/funnel/routes';

/** The report of the OM answers in the query: rendered per request (ADR 012). */
export const dynamic = 'force-dynamic';

export const generateMetadata = funnelReportMetadata;

export default async function Page({ params, searchParams }: { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <FunnelReportPage params={params} query={await searchParams} />;
}
