import { notFound } from 'next/navigation';
import { getFormatter, getTranslations } from 'next-intl/server';
import { StandardPage, requireLocale, standardMetadata } from '@/components/page/StandardPage';
import { getDb } from '@/db';
import { cityById, cityBySlug } from '@/engine/geo/lookup';
import { regionByCode } from '@/engine/geo/regions';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';
import { isoDateToDate, todayInBerlin } from '@/lib/dates';
import { todaysRatesForPage } from '@/features/rates/server';
import { listingFinancing } from './listing-financing';
import { formatPeriod, formatPublished } from './price-statistics';
import { cityStatistics, type PriceFigure } from './statistics';
import { priceGapsOf } from './price-gaps';
import { propertyCityIds } from './city-pages';
import { runPropertySearch } from './search';
import { searchToParams, type ListingType } from './search-form';
import { ListingCard } from './components/ListingCard';
import { listingQuery } from './listing-query';
import { SavedSavingsLink } from './components/SavedSavingsLink';
import { firstValue } from '@/lib/search-params';
import { asRouteName } from '@/i18n/routes';

type Params = Promise<{ locale: string; city: string }>;

const ROUTE: Record<ListingType, string> = { apartment: 'buy-apartment-city', house: 'buy-house-city' };
/** The size of the "typical" property whose cost the page shows (stated on the page). */
const TYPICAL_AREA: Record<ListingType, number> = { apartment: 70, house: 130 };
/** The buyer's commission the typical costs assume: half of the customary 7.14 % (§ 656c BGB since 2020). */
const TYPICAL_COMMISSION = 0.0357;

/** The city a page's slug names when it has a page of the type (the proxy answered 404 for the others). */
async function cityOf(locale: Locale, type: ListingType, slug: string) {
  const city = cityBySlug(locale, slug);
  return city && (await propertyCityIds(await getDb()))[type].includes(city.id) ? city : null;
}

/** The cities with a page of the type, in the reader's alphabetical order. */
async function citiesWithPages(locale: Locale, type: ListingType) {
  const ids = (await propertyCityIds(await getDb()))[type];
  return ids.map((id) => cityById(id)!).sort((a, b) => a.name[locale].localeCompare(b.name[locale], locale));
}

export function cityPropertiesMetadata(type: ListingType) {
  return async ({ params }: { params: Params }) => {
    const { locale: raw, city: slug } = await params;
    const locale = requireLocale(raw);
    const city = await cityOf(locale, type, slug);
    return standardMetadata(ROUTE[type], { locale }, { params: { city: slug }, values: { city: city?.name[locale] ?? slug }, noindex: !city });
  };
}

/** `/de/wohnung-kaufen-<city>`, `/en/buy-house-<city>`: a city's price levels, a typical property's cost, its listings. */
export async function CityPropertiesPage({ params, type, query: given = {} }: { params: Params; type: ListingType; query?: Record<string, string | string[] | undefined> }) {
  const { locale: raw, city: slug } = await params;
  const locale = requireLocale(raw);
  const city = await cityOf(locale, type, slug);
  if (!city) notFound();
  const cityName = city.name[locale];
  const [t, format, db] = await Promise.all([getTranslations({ locale, namespace: 'properties' }), getFormatter({ locale }), getDb()]);
  const today = todayInBerlin();
  const rates = await todaysRatesForPage(db, today);
  // The statistics store (ADR 030): the seeded files and every later import, newest period first.
  const stats = await cityStatistics(db, city.name.de, type);
  const levels = stats.ok ? stats.figures : [];
  // The visitor's own funds from the address (issue 48: `?savings=`, as the search and the listing page read them),
  // else the calculator's default; the cards' links and the link to the search carry them on.
  const visit = listingQuery({ savings: firstValue(given.savings) });
  const savings = visit.search.savings;
  const query = { place: city.name.de, radius: '10', type, ...(visit.search.savingsGiven ? { savings: String(savings) } : {}) };
  const listings = await runPropertySearch(db, new URLSearchParams(query), today, rates?.market ?? null);
  const euro = (v: number) => format.number(v, 'euro');
  const pct = (v: number) => format.number(v, { style: 'percent', maximumFractionDigits: 2 });
  const whole = levels.filter((l) => l.district === '');
  const districts = levels.filter((l) => l.district !== '').sort((a, b) => a.district.localeCompare(b.district, 'de') || (b.periodEnd ?? '').localeCompare(a.periodEnd ?? ''));
  const gaps = priceGapsOf(city.name.de);
  const newest = whole[0];
  const typicalPrice = newest ? Math.round((newest.eurPerM2 * TYPICAL_AREA[type]) / 1000) * 1000 : null;
  const typical = typicalPrice !== null && rates ? listingFinancing({ price: typicalPrice, place: city.name.de, state: `DE-${city.state}`, buyerCommission: TYPICAL_COMMISSION }, savings, today, rates.market) : null;
  const searchHref = `${localizedPath('properties', locale)}?${searchToParams({ place: city.name.de, type, savings, savingsGiven: visit.search.savingsGiven })}`;
  const cardParams = listings.ok ? searchToParams(listings.search).toString() : '';
  const region = regionByCode(city.state);
  const ratesHref = localizedPath('mortgage-rates-region-city', locale, { region: region.slug[locale], city: city.slug[locale] });
  const others = (await citiesWithPages(locale, type)).filter((c) => c.id !== city.id);

  return (
    <StandardPage routeName={ROUTE[type]} locale={locale} params={{ city: city.slug[locale] }} values={{ city: cityName }} breadcrumbLabel={cityName}>
      {visit.invalid && <p role="status" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950" data-testid="city-query-invalid">{t('listing.queryInvalid')}</p>}
      <section aria-labelledby="city-levels" className="mt-4">
        <h2 id="city-levels" className="text-2xl font-semibold text-ink">{t('city.levelsHeading', { city: cityName })}</h2>
        <p className="mt-2 max-w-3xl text-muted">{t('city.levelsIntro')}</p>
        {whole.length === 0 ? (
          <p className="mt-3 text-muted">{t('city.none')}</p>
        ) : (
          <LevelsTable figures={whole} t={t} locale={locale} euro={euro} testId="city-price-levels" />
        )}
      </section>

      {districts.length > 0 && (
        <section aria-labelledby="city-districts" className="mt-10">
          <h2 id="city-districts" className="text-2xl font-semibold text-ink">{t('city.districtsHeading')}</h2>
          <p className="mt-2 max-w-3xl text-muted">{t('city.districtsIntro', { city: cityName })}</p>
          <LevelsTable figures={districts} t={t} locale={locale} euro={euro} testId="city-district-levels" withDistrict />
        </section>
      )}

      <section aria-labelledby="city-gap" className="mt-10" data-testid="city-price-gap">
        <h2 id="city-gap" className="text-2xl font-semibold text-ink">{t('city.gapHeading')}</h2>
        <p className="mt-2 max-w-3xl text-muted">{t('city.gapIntro')}</p>
        {gaps.length === 0 ? (
          <p className="mt-3 text-muted">{t('city.gapNone', { city: cityName })}</p>
        ) : (
          <ul className="mt-3 list-none space-y-3 p-0">
            {gaps.map((g) => (
              <li key={`${g.basis}-${g.period}-${g.discountPercent}`} className="rounded-lg border border-slate-200 p-4">
                <p className="font-semibold text-ink">{t(g.bound === 'about' ? 'city.gapAbout' : 'city.gapUpTo', { percent: pct(g.discountPercent / 100) })}</p>
                <p className="mt-1 text-sm text-muted">
                  {t('city.gapPeriod', { period: formatPeriod(g.period, locale, (k, v) => t(`city.${k}` as 'city.period', v as never)) })}
                  {g.basis === 'comparison' ? ` · ${t('city.gapComparison')}` : ''}
                </p>
                <ul className="mt-2 list-none space-y-1 p-0 text-sm">
                  {g.sources.map((src) => (
                    <li key={src.url}>
                      {src.figure && <span className="font-medium text-ink">{t('city.gapFigure', { kind: t(`city.kinds.${src.figure.kind}`), level: euro(src.figure.eurPerM2) })}: </span>}
                      <a href={src.url} rel="nofollow noopener" className="text-brand-700 underline">{src.name}</a>
                      {' '}({src.published ? `${t('city.published')} ${formatPublished(src.published, locale)}` : t('city.gapUndated')})
                      <span lang="de" className="block text-muted">„{src.quote}“</span>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </section>

      {typicalPrice !== null && newest && (
        <section aria-labelledby="city-typical" className="mt-10 rounded-2xl border border-slate-200 bg-brand-50 p-5" data-testid="city-typical">
          <h2 id="city-typical" className="text-xl font-semibold text-ink">{t('city.typicalHeading', { type, city: cityName })}</h2>
          {!typical ? (
            <p className="mt-2 text-muted">{t('city.typicalNoRates')}</p>
          ) : typical.ok ? (
            <>
              <p className="mt-2 text-ink">{t('city.typical', { type, area: TYPICAL_AREA[type], level: euro(newest.eurPerM2), period: formatPeriod(newest.period, locale, (k, v) => t(`city.${k}` as 'city.period', v as never)), price: euro(typicalPrice), savings: euro(savings), date: format.dateTime(isoDateToDate(typical.curveDate), 'short') })}</p>
              <p className="mt-2 text-3xl font-bold tabular-nums text-ink">
                <span data-testid="city-typical-monthly">{euro(typical.monthlyPayment)}</span> <span className="text-base font-normal">{t('city.typicalMonthly')}</span>
              </p>
              <p className="mt-2 text-sm text-muted">{t('city.typicalCosts', { state: region.name[locale], tax: pct(typical.transferTaxRate), amount: euro(typical.purchaseCosts) })}</p>
              <a href={`${localizedPath('german-mortgage-calculator-calculator', locale)}?${typical.calculatorParams}`} className="mt-3 inline-block font-medium text-brand-700 underline" data-testid="city-typical-calculator">{t('city.typicalCalculator')}</a>
              {!visit.search.savingsGiven && <SavedSavingsLink locale={locale} template={t('listing.financing.useSaved', { savings: '{savings}' })} />}
            </>
          ) : (
            <p className="mt-2 text-muted">{t('listing.financing.outOfRange')}</p>
          )}
        </section>
      )}

      <section aria-labelledby="city-listings" className="mt-10">
        <h2 id="city-listings" className="text-2xl font-semibold text-ink">{t('city.listingsHeading', { type, city: cityName })}</h2>
        {listings.ok && listings.total > 0 ? (
          <>
            {listings.items.some((i) => i.isDemo) && <p className="mt-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950" data-testid="demo-notice">{t('results.demoNotice')}</p>}
            <ol className="mt-4 grid list-none gap-6 p-0 sm:grid-cols-2 lg:grid-cols-3" data-testid="city-listings">
              {listings.items.slice(0, 6).map((item, i) => (
                <ListingCard key={item.id} item={item} n={i + 1} locale={locale} params={cardParams} />
              ))}
            </ol>
            <a href={searchHref} className="mt-4 inline-block font-medium text-brand-700 underline" data-testid="city-search-link">{t('city.listingsAll', { total: listings.total })}</a>
          </>
        ) : (
          <p className="mt-3 text-muted">{t('city.listingsNone', { city: cityName })}</p>
        )}
      </section>

      <nav aria-labelledby="city-links" className="mt-10">
        <h2 id="city-links" className="text-xl font-semibold text-ink">{t('city.otherCities')}</h2>
        <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-2">
          <li><a href={ratesHref} className="font-medium text-brand-700 underline">{t('city.ratesLink', { city: cityName })}</a></li>
          {others.map((c) => (
            <li key={c.id}><a href={localizedPath(asRouteName(ROUTE[type]), locale, { city: c.slug[locale] })} className="text-brand-700 underline">{c.name[locale]}</a></li>
          ))}
        </ul>
      </nav>
    </StandardPage>
  );
}

/** The city list on `/de/wohnung-kaufen` and `/de/haus-kaufen`. */
export async function PropertyCityList({ locale, type }: { locale: Locale; type: ListingType }) {
  const t = await getTranslations({ locale, namespace: 'properties' });
  const cities = await citiesWithPages(locale, type);
  return (
    <nav aria-labelledby="property-cities" className="mt-8 rounded-2xl border border-slate-200 p-6">
      <h2 id="property-cities" className="text-xl font-semibold text-ink">{t('city.citiesHeading')}</h2>
      <ul className="mt-3 grid gap-2 sm:grid-cols-3 lg:grid-cols-4" data-testid="property-city-list">
        {cities.map((c) => (
          <li key={c.id}><a href={localizedPath(asRouteName(ROUTE[type]), locale, { city: c.slug[locale] })} className="text-brand-700 underline">{c.name[locale]}</a></li>
        ))}
      </ul>
    </nav>
  );
}

type CityTranslate = Awaited<ReturnType<typeof getTranslations<'properties'>>>;

/** One table of published levels (the whole city, or its districts with a district column), cards on a phone. */
function LevelsTable({ figures, t, locale, euro, testId, withDistrict = false }: { figures: PriceFigure[]; t: CityTranslate; locale: Locale; euro: (v: number) => string; testId: string; withDistrict?: boolean }) {
  return (
    <div className="mt-4 overflow-x-auto">
      <table className="table-cards w-full text-left text-sm" data-testid={testId}>
        <thead>
          <tr className="border-b border-slate-200 text-muted">
            {withDistrict && <th scope="col" className="py-2 pr-4 font-medium">{t('city.district')}</th>}
            <th scope="col" className="py-2 pr-4 font-medium">{t('city.level')}</th>
            <th scope="col" className="py-2 pr-4 font-medium">{t('city.kind')}</th>
            <th scope="col" className="py-2 pr-4 font-medium">{t('city.segment')}</th>
            <th scope="col" className="py-2 pr-4 font-medium">{t('city.period')}</th>
            <th scope="col" className="py-2 pr-4 font-medium">{t('city.source')}</th>
          </tr>
        </thead>
        <tbody>
          {figures.map((l) => (
            <tr key={`${l.district}-${l.source}-${l.period}-${l.segment}-${l.eurPerM2}`} className="border-b border-slate-100 align-top">
              {withDistrict && <td data-label={t('city.district')} className="py-2 pr-4 font-medium text-ink">{l.district}</td>}
              <td data-label={t('city.level')} className="py-2 pr-4 font-semibold tabular-nums text-ink">{euro(l.eurPerM2)}</td>
              <td data-label={t('city.kind')} className="py-2 pr-4">{t(`city.kinds.${l.priceKind as 'asking'}`)}</td>
              <td data-label={t('city.segment')} className="py-2 pr-4">{t(`city.segments.${l.segment as 'all'}`)}</td>
              <td data-label={t('city.period')} className="py-2 pr-4">
                {formatPeriod(l.period, locale, (k, v) => t(`city.${k}` as 'city.period', v as never))}
                {l.published ? ` (${t('city.published')} ${formatPublished(l.published, locale)})` : ''}
              </td>
              <td data-label={t('city.source')} className="py-2 pr-4">
                <a href={l.url} rel="nofollow noopener" className="text-brand-700 underline">{l.source}</a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
