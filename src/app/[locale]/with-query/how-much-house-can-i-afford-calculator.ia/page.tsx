import { HouseBudgetPage, houseBudgetMetadata, type SearchParams } from '@/features/calculators/routes';

/** A submitted form or a shared link with inputs: rendered per request (the proxy sends such requests here, ADR 012). */
export const dynamic = 'force-dynamic';

export const generateMetadata = houseBudgetMetadata;

export default async function Page({ params, searchParams }: { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> }) {
  return <HouseBudgetPage params={params} query={await searchParams} />;
}
