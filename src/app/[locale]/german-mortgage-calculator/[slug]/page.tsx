import { CalculatorSlugPage, calculatorSlugMetadata } from '@/features/calculators/routes';

/** The page shows today's rates from the database: rendered per request, so a new curve counts at once on every instance (ADR 019). */
export const dynamic = 'force-dynamic';

export const generateMetadata = calculatorSlugMetadata;

export default function Page({ params }: { params: Promise<{ locale: string; slug: string }> }) {
  return <CalculatorSlugPage params={params} query={{}} />;
}
