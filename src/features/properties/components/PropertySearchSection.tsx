import { getFormatter, getTranslations } from 'next-intl/server';
import { LiveForm } from '@/components/forms/LiveForm';
import { getDb } from '@/db';
import type { Locale } from '@/i18n/routes';
import { formValues, type FormSource } from '@/lib/forms/parse-form';
import { todaysRatesOrNull } from '@/features/rates/server';
import { isoDateToDate } from '@/lib/dates';
import { runPropertySearch } from '../search';
import { SEARCH_FIELDS, SEARCH_PAGE_SIZE, searchToParams, type SearchField } from '../search-form';
import { describeSearch } from '../radar-label';
import { ListingCard } from './ListingCard';
import { ResultsMap } from './ResultsMap';
import { SearchForm, SEARCH_FORM_ID } from './SearchForm';
import { SaveEnhancer } from './SaveEnhancer';
import { SavedSavings } from './SavedSavings';
import { SaveRadarForm } from './SaveForms';

/** What the live update swaps: the error summary and the results. */
const LIVE_REGIONS = ['property-search-errors', 'property-results'] as const;

/**
 * The property search (issue 25): the form, then the results of the query as a map and a list of cards, with
 * the assumptions of the monthly payments and the demo notice. `action` is the page's own path.
 */
export async function PropertySearchSection({ locale, action, query, today }: { locale: Locale; action: string; query: FormSource; today: string }) {
  const t = await getTranslations({ locale, namespace: 'properties' });
  const format = await getFormatter({ locale });
  const db = await getDb();
  const rates = await todaysRatesOrNull(db, today);
  const outcome = await runPropertySearch(db, query, today, rates?.market ?? null);
  const values = formValues(query, SEARCH_FIELDS) as Record<SearchField, string>;
  const errors = outcome.ok ? {} : outcome.errors;
  const tl = await getTranslations({ locale, namespace: 'properties.radar.label' });
  // A valid search with filters: the form folds on a phone, its summary names the search.
  const folded = outcome.ok && searchToParams({ ...outcome.search, sort: 'newest', page: 1 }).toString() !== '' ? describeSearch(outcome.search, (k, v) => tl(k as 'anywhere', v as never), (n) => format.number(n, 'euro'), outcome.centre?.place) : null;
  return (
    <section className="mt-8" aria-label={t('search.title')}>
      <SearchForm locale={locale} action={action} values={values} errors={errors} folded={folded} />
      <LiveForm formId={SEARCH_FORM_ID} regions={LIVE_REGIONS} dropEmpty />
      <SaveEnhancer />
      <SavedSavings fieldId="search-savings" locale={locale} />
      <div id="property-results" className="mt-6" data-testid="property-results">
        {outcome.ok && (
          <>
            <h2 className="text-2xl font-semibold text-ink" data-testid="results-heading">
              {t('results.heading', { total: outcome.total })}{' '}
              <span className="font-normal text-muted">
                {outcome.centre
                  ? outcome.search.radius > 0
                    ? t('results.where', { km: outcome.search.radius, place: outcome.centre.place })
                    : t('results.wherePlace', { place: outcome.centre.place })
                  : t('results.whereGermany')}
              </span>
            </h2>
            <SaveRadarForm locale={locale} criteria={searchToParams({ ...outcome.search, sort: 'newest', page: 1, savingsGiven: false }).toString()} />
            {/* On a phone the notes follow the list (each card carries its demo label), so the results come first. */}
            <div className="flex flex-col">
              <div className="order-last lg:order-none">
                {outcome.items.some((i) => i.isDemo) && (
                  <p className="mt-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950" data-testid="demo-notice">{t('results.demoNotice')}</p>
                )}
                {outcome.total > 0 && (
                  <p className="mt-3 text-sm text-muted" data-testid="results-assumptions">
                    {rates
                      ? t('results.assumptions', { savings: format.number(outcome.search.savings, 'euro'), given: outcome.search.savingsGiven ? 'yes' : 'no', date: format.dateTime(isoDateToDate(rates.market.curve.date), 'short') })
                      : t('results.noRates')}
                  </p>
                )}
              </div>
              {outcome.total === 0 ? (
                <p className="mt-4 text-muted" data-testid="results-none">{t('results.none')}</p>
              ) : (
                <div>
                  <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] xl:grid-cols-[minmax(0,1fr)_24rem]">
                    <div>
                      <h3 className="sr-only">{t('results.listHeading')}</h3>
                      <ol className="grid list-none gap-6 p-0 sm:grid-cols-2" data-testid="results-list">
                        {outcome.items.map((item, i) => (
                          <ListingCard key={item.id} item={item} n={(outcome.search.page - 1) * SEARCH_PAGE_SIZE + i + 1} locale={locale} />
                        ))}
                      </ol>
                    </div>
                    <div className="lg:sticky lg:top-4 lg:self-start">
                      <ResultsMap items={outcome.items} first={(outcome.search.page - 1) * SEARCH_PAGE_SIZE + 1} centre={outcome.centre} radius={outcome.search.radius} locale={locale} />
                    </div>
                  </div>
                  {outcome.pages > 1 && (
                    <nav className="mt-6 flex items-center justify-between gap-4" aria-label={t('results.pagination')}>
                      {outcome.search.page > 1 ? <a rel="prev" href={`${action}?${searchToParams({ ...outcome.search, page: outcome.search.page - 1 })}`} className="font-medium text-brand-700 underline">{t('results.previous')}</a> : <span />}
                      <span className="text-sm text-muted">{t('results.page', { page: outcome.search.page, pages: outcome.pages })}</span>
                      {outcome.search.page < outcome.pages ? <a rel="next" href={`${action}?${searchToParams({ ...outcome.search, page: outcome.search.page + 1 })}`} className="font-medium text-brand-700 underline" data-testid="results-next">{t('results.next')}</a> : <span />}
                    </nav>
                  )}
                </div>
              )}
            </div>
          </>
        )}
      </div>
    </section>
  );
}
