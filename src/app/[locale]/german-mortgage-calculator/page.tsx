import { StandardPage, standardMetadata, requireLocale } from '@/components/page/StandardPage';
import { MortgageCalculatorSection, type SearchParams } from '@/features/calculators/components/MortgageCalculatorSection';
import { localizedPath } from '@/i18n/paths';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props) {
  return standardMetadata('german-mortgage-calculator-calculator', await params);
}

/** Default tab of the main calculator: the financing overview. */
const DEFAULT_TAB = 0;

export default async function MortgageCalculatorPage({ params, searchParams }: Props) {
  const locale = requireLocale((await params).locale);
  return (
    <StandardPage routeName="german-mortgage-calculator-calculator" locale={locale}>
      <MortgageCalculatorSection locale={locale} action={localizedPath('german-mortgage-calculator-calculator', locale)} searchParams={await searchParams} defaultTab={DEFAULT_TAB} />
    </StandardPage>
  );
}
