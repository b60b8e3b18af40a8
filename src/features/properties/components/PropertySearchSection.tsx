import { getFormatter, getTranslations } from 'next-intl/server';
import { LiveForm } from '@/components/forms/LiveForm';
import { getDb } from '@/db';
import type { Locale } from '@/i18n/routes';
import { formValues, type FormSource } from '@/lib/forms/parse-form';
import { todaysRatesForPage } from '@/features/rates/server';
import { isoDateToDate } from '@/lib/dates';
import { runPropertySearch } from '../search';
import { SEARCH_FIELDS, SEARCH_PAGE_SIZE, searchToParams, type SearchField } from '../search-form';
import { describeSearch } from '../radar-label';
import { ListingCard } from './ListingCard';
import { placeName } from '../listing-texts';
import { ResultsPager, resultsCount } from './ResultsPager';
import { ResultsMap } from './ResultsMap';
import { SearchForm, SEARCH_FORM_ID } from './SearchForm';
import { SaveEnhancer } from './SaveEnhancer';
import { SavedSavings } from './SavedSavings';
import { SaveRadarForm } from './SaveForms';
import { cityByName } from '@/engine/geo/lookup';
import { localizedPath } from '@/i18n/paths';
import { hasPropertyCityPageNow } from '../city-pages';

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
  const rates = await todaysRatesForPage(db, today);
  const outcome = await runPropertySearch(db, query, today, rates?.market ?? null);
  const values = formValues(query, SEARCH_FIELDS) as Record<SearchField, string>;
  const errors = outcome.ok ? {} : outcome.errors;
  const tl = await getTranslations({ locale, namespace: 'properties.radar.label' });
  const tr = await getTranslations({ locale, namespace: 'properties.results' });
  // A valid search with filters: the form folds on a phone, its summary names the search.
  const folded = outcome.ok && searchToParams({ ...outcome.search, sort: 'newest', page: 1 }).toString() !== '' ? describeSearch(outcome.search, (k, v) => tl(k as 'anywhere', v as never), (n) => format.number(n, 'euro'), outcome.centre?.place) : null;
  // The city's property page for a search around a city that has one, with the visitor's savings (issue 48).
  const cityType = outcome.ok ? (outcome.search.type ?? 'apartment') : 'apartment';
  const city = outcome.ok && outcome.centre ? cityByName(outcome.centre.place) : null;
  const cityLink =
    outcome.ok && city && (await hasPropertyCityPageNow(db, cityType, city.id))
      ? { href: `${localizedPath(cityType === 'house' ? 'buy-house-city' : 'buy-apartment-city', locale, { city: city.slug[locale] })}${outcome.search.savingsGiven ? `?savings=${outcome.search.savings}` : ''}`, name: city.name[locale] }
      : null;
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
              {resultsCount(tr, outcome.total, outcome.totalCapped)}{' '}
              <span className="font-normal text-muted">
                {outcome.centre
                  ? outcome.search.radius > 0
                    ? t('results.where', { km: outcome.search.radius, place: placeName(outcome.centre.place, locale) })
                    : t('results.wherePlace', { place: placeName(outcome.centre.place, locale) })
                  : t('results.whereGermany')}
              </span>
            </h2>
            {cityLink && (
              <p className="mt-2 text-sm">
                <a href={cityLink.href} className="font-medium text-brand-700 underline" data-testid="results-city-link">{t('results.cityPage', { city: cityLink.name, type: cityType })}</a>
              </p>
            )}
            {outcome.search.income !== null && outcome.search.income !== undefined && (
              <p className="mt-3 rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm text-ink" data-testid="results-budget">
                {!rates
                  ? t('results.budgetNoRates')
                  : outcome.budget
                    ? t('results.budget', {
                        income: format.number(outcome.budget.income, 'euro'),
                        adults: outcome.budget.adults,
                        children: outcome.budget.children,
                        savings: format.number(outcome.budget.savings, 'euro'),
                        maxPrice: format.number(outcome.budget.maxPrice, 'euro'),
                        tax: format.number(outcome.budget.transferTax, { style: 'percent', maximumFractionDigits: 2 }),
                      })
                    : t('results.noBudget')}
              </p>
            )}
            {/* The radar keeps the visitor's savings with the filters (issue 48): its cards and e-mails compute with them. */}
            <SaveRadarForm locale={locale} criteria={searchToParams({ ...outcome.search, sort: 'newest', page: 1 }).toString()} />
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
              ) : outcome.items.length === 0 ? (
                <ResultsPager t={tr} action={action} search={outcome.search} pages={outcome.pages} totalCapped={outcome.totalCapped} hasNext={outcome.hasNext} shown={0} />
              ) : (
                <div>
                  <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] xl:grid-cols-[minmax(0,1fr)_24rem]">
                    <div>
                      <h3 className="sr-only">{t('results.listHeading')}</h3>
                      <ol className="grid list-none gap-6 p-0 sm:grid-cols-2" data-testid="results-list">
                        {outcome.items.map((item, i) => (
                          <ListingCard key={item.id} item={item} n={(outcome.search.page - 1) * SEARCH_PAGE_SIZE + i + 1} locale={locale} params={searchToParams(outcome.search).toString()} />
                        ))}
                      </ol>
                    </div>
                    <div className="lg:sticky lg:top-4 lg:self-start">
                      <ResultsMap items={outcome.items} first={(outcome.search.page - 1) * SEARCH_PAGE_SIZE + 1} centre={outcome.centre} radius={outcome.search.radius} locale={locale} params={searchToParams(outcome.search).toString()} />
                    </div>
                  </div>
                  <ResultsPager t={tr} action={action} search={outcome.search} pages={outcome.pages} totalCapped={outcome.totalCapped} hasNext={outcome.hasNext} shown={outcome.items.length} />
                </div>
              )}
            </div>
          </>
        )}
      </div>
    </section>
  );
}
