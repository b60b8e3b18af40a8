import type { getTranslations } from 'next-intl/server';
import { searchToParams, type PropertySearch } from '../search-form';

export type ResultsT = Awaited<ReturnType<typeof getTranslations<'properties.results'>>>;

/**
 * The number of results as the heading says it: "12 properties", or "More than 1,000 properties" when the count
 * stopped at its cap (ADR 048), in the visitor's number format.
 */
export function resultsCount(t: ResultsT, total: number, totalCapped: boolean): string {
  return totalCapped ? t('headingMore', { total }) : t('heading', { total });
}

export interface ResultsPagerProps {
  t: ResultsT;
  /** The search page's own path. */
  action: string;
  search: PropertySearch;
  /** The pages of the count; a lower bound when `totalCapped`, so then only "Page 7" is said. */
  pages: number;
  totalCapped: boolean;
  /** Whether the next page has listings (known beyond the count's cap too). */
  hasNext: boolean;
  /** How many listings this page shows: none on a page past the last result. */
  shown: number;
}

/**
 * The pages of a search's results: previous, "Page 3 of 9" (or "Page 90" when the count stopped at its cap, since the
 * last page is not known then) and next while the next page has listings. A page past the last result says so and
 * leads back to the first page.
 */
export function ResultsPager({ t, action, search, pages, totalCapped, hasNext, shown }: ResultsPagerProps) {
  const href = (page: number) => {
    const params = searchToParams({ ...search, page }).toString();
    return params ? `${action}?${params}` : action;
  };
  if (shown === 0) {
    return (
      <p className="mt-4 text-muted" data-testid="results-past-end">
        {t('pastEnd')}{' '}
        <a href={href(1)} className="font-medium text-brand-700 underline">{t('firstPage')}</a>
      </p>
    );
  }
  if (search.page === 1 && !hasNext) return null;
  return (
    <nav className="mt-6 flex items-center justify-between gap-4" aria-label={t('pagination')} data-testid="results-pager">
      {search.page > 1 ? <a rel="prev" href={href(search.page - 1)} className="font-medium text-brand-700 underline">{t('previous')}</a> : <span />}
      <span className="text-sm text-muted">{totalCapped ? t('pageOpen', { page: search.page }) : t('page', { page: search.page, pages })}</span>
      {hasNext ? <a rel="next" href={href(search.page + 1)} className="font-medium text-brand-700 underline" data-testid="results-next">{t('next')}</a> : <span />}
    </nav>
  );
}
