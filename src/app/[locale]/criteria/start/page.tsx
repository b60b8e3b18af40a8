import { FunnelStartPage, funnelStartMetadata } from '@/components/page/FunnelStartPage';

export const generateMetadata = funnelStartMetadata;

export default function Page({ params }: { params: Promise<{ locale: string }> }) {
  return <FunnelStartPage params={params} query={{}} />;
}
