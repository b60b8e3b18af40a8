import { MortgageCalculatorPage, mortgageCalculatorMetadata } from '@/features/calculators/pages';

/** The page shows today's rates: regenerated hourly, so a new day shows within the hour (ADR 012). */
export const revalidate = 3600;

export const generateMetadata = mortgageCalculatorMetadata;

export default function Page({ params }: { params: Promise<{ locale: string }> }) {
  return <MortgageCalculatorPage params={params} query={{}} />;
}
