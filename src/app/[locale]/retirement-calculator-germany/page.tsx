import { RetirementCalculatorPage, retirementCalculatorMetadata } from '@/features/pension/routes';

/** The planner's house cards show today's model rate from the database: rendered per request (ADR 019). */
export const dynamic = 'force-dynamic';

export const generateMetadata = retirementCalculatorMetadata;

export default function Page({ params }: { params: Promise<{ locale: string }> }) {
  return <RetirementCalculatorPage params={params} query={{}} />;
}
