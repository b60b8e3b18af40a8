import { FunnelReportPage, funnelReportMetadata } from '@/features/funnel/routes';

export const generateMetadata = funnelReportMetadata;

/** Without answers: the way back to the questions. */
export default function Page({ params }: { params: Promise<{ locale: string }> }) {
  return <FunnelReportPage params={params} query={{}} />;
}
