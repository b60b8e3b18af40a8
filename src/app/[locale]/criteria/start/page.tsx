import { FunnelStartPage, funnelStartMetadata } from '@/features/funnel/pages';

export const generateMetadata = funnelStartMetadata;

export default function Page({ params }: { params: Promise<{ locale: string }> }) {
  return <FunnelStartPage params={params} query={{}} />;
}
