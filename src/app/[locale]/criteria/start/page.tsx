import { FunnelStartPage, funnelStartMetadata } from '@/features/funnel/routes';

export const generateMetadata = funnelStartMetadata;

export default function Page({ params }: { params: Promise<{ locale: string }> }) {
  return <FunnelStartPage params={params} query={{}} />;
}
