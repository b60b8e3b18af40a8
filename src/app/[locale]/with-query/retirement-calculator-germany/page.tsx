import { RetirementCalculatorPage, retirementCalculatorMetadata, type SearchParams } from '@/features/pension/routes';

/** A submitted planner form or a shared link with inputs: rendered per request (the proxy sends such requests here, ADR 012). */
export const dynamic = 'force-dynamic';

export const generateMetadata = retirementCalculatorMetadata;

export default async function Page({ params, searchParams }: { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> }) {
  return <RetirementCalculatorPage params={params} query={await searchParams} />;
}
