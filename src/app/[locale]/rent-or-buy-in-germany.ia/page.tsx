import { RentOrBuyPage, rentOrBuyMetadata } from '@/features/calculators/routes';

/** The page uses today's rates from the database: rendered per request, so a new curve counts at once (ADR 019). */
export const dynamic = 'force-dynamic';

export const generateMetadata = rentOrBuyMetadata;

export default function Page({ params }: { params: Promise<{ locale: string }> }) {
  return <RentOrBuyPage params={params} query={{}} />;
}
