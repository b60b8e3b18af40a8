import { CachedRequestPage, requestPageMetadata } from '@/features/lead-requests/routes';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = requestPageMetadata('refinance');

export default function Page({ params }: Props) {
  return <CachedRequestPage kind="refinance" params={params} />;
}
