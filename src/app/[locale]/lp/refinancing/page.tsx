import { requireLocale } from '@/components/page/StandardPage';
import { RefinancingLandingPage, refinancingLandingMetadata } from '@/features/calculators/routes';
import { RequestCta } from '@/features/lead-requests/routes';

/** The page's calculator uses today's model rates from the database: rendered per request (ADR 012, ADR 019). */
export const dynamic = 'force-dynamic';

export const generateMetadata = refinancingLandingMetadata;

export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  return <RefinancingLandingPage params={params} query={{}} after={<RequestCta locale={requireLocale(locale)} kinds={['refinance']} />} />;
}
