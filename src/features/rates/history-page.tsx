import { StandardPage, standardMetadata, requireLocale } from '@/components/page/StandardPage';
import { firstValue } from '@/lib/search-params';
import { parseHistoryFixation } from './history';
import { RateHistorySection } from './components/RateHistory';

/**
 * The rate history page. Rendered twice like the rates pages (ADR 012): without a query from the cache (10-year
 * fixation), and with `?fix=…` per request (the proxy sends that to `with-query/`).
 */
type LocaleParams = Promise<{ locale: string }>;

export async function rateHistoryMetadata({ params }: { params: LocaleParams }) {
  return standardMetadata('mortgage-rates-history', await params);
}

export async function RateHistoryPage({ params, query }: { params: LocaleParams; query: Record<string, string | string[] | undefined> }) {
  const locale = requireLocale((await params).locale);
  return (
    <StandardPage routeName="mortgage-rates-history" locale={locale} illustration="rates">
      <RateHistorySection locale={locale} variant="page" fixation={parseHistoryFixation(firstValue(query.fix))} />
    </StandardPage>
  );
}
