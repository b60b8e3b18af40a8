import { CachedRequestPage, requestPageMetadata } from '@/features/lead-requests/routes';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = requestPageMetadata('commercial');

export default function Page({ params }: Props) {
  return <CachedRequestPage kind="commercial" params={params} />;
}
