import { PerRequestRequestPage, requestPageMetadata, type RequestQuery } from '@/features/lead-requests/routes';

/** A later step or a step with errors (`?step=2&price=…`): rendered per request (the proxy sends such requests here, ADR 012). */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<RequestQuery> };

export const generateMetadata = requestPageMetadata('purchase');

export default function Page({ params, searchParams }: Props) {
  return <PerRequestRequestPage kind="purchase" params={params} searchParams={searchParams} />;
}
