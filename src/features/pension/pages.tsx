import { StandardPage, requireLocale, standardMetadata } from '@/components/page/StandardPage';
import { PensionPlannerSection, type SearchParams } from './components/PensionPlannerSection';

/**
 * The retirement planner page (issue 13). Like the calculator pages it renders twice (ADR 012): without a
 * query as a data page (the house cards show the model rate of the day, ADR 019), and with the inputs of a
 * submitted form or a shared link per request (the proxy sends those to `with-query/`).
 */
type LocaleParams = Promise<{ locale: string }>;

export async function retirementCalculatorMetadata({ params }: { params: LocaleParams }) {
  return standardMetadata('retirement-calculator', await params);
}

export async function RetirementCalculatorPage({ params, query }: { params: LocaleParams; query: SearchParams }) {
  const locale = requireLocale((await params).locale);
  return (
    <StandardPage routeName="retirement-calculator" locale={locale} illustration="pension">
      <PensionPlannerSection locale={locale} searchParams={query} />
    </StandardPage>
  );
}
