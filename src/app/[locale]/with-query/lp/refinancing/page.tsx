import { requireLocale } from '@/components/page/StandardPage';
import { RefinancingLandingPage, refinancingLandingMetadata, type SearchParams } from '@/features/calculators/routes';
import { RequestCta } from '@/features/lead-requests/routes';

/** A submitted calculator form or a shared link with inputs: rendered per request (the proxy sends such requests here, ADR 012). */
export const dynamic = 'force-dynamic';

export const generateMetadata = refinancingLandingMetadata;

export default async function Page({ params, searchParams }: { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> }) {
  const { locale } = await params;
  return <RefinancingLandingPage params={params} query={await searchParams} after={<RequestCta locale={requireLocale(locale)} kinds={['refinance']} />} />;
}
