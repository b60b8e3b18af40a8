import { StandardPage, standardMetadata, requireLocale } from '@/components/page/StandardPage';
import { RelatedContent, RELATED_TAGS } from '@/features/content/server';
import { PlaceLinks } from '@/components/page/PlaceLinks';
import { getFormatter, getTranslations } from 'next-intl/server';
import { getDb } from '@/db';
import type { Locale } from '@/i18n/routes';
import { todayInBerlin } from '@/lib/dates';
import { formatIsoDate } from './format';
import { ratesOn } from './market';
import { RatesBody, redirectToChosenPlace } from './components/RatesBody';
import { RateHistorySection } from './components/RateHistory';
import { cityPlace, statePlace, type QuerySource } from './rates-query';
import { resolveCityParams, resolveRegionParams } from './route-params';
import { dataTranslator } from '@/i18n/app-config';

/**
 * The rates pages (Germany, region, city). Each route renders them twice (ADR 012): without a query from the
 * cache, and with the inputs of a submitted form per request (the proxy sends those to `with-query/`).
 */

type Query = Exclude<QuerySource, URLSearchParams>;
type LocaleParams = Promise<{ locale: string }>;
type RegionParams = Promise<{ locale: string; region: string }>;
type CityParams = Promise<{ locale: string; region: string; city: string }>;

/**
 * Titles and descriptions say "current" only while the rates are (features/rates/freshness.ts); older rates
 * get the as-of variants with their date.
 */
async function asOfTexts(routeKey: string, locale: Locale, values: Record<string, string> = {}): Promise<{ title?: string; description?: string }> {
  const { freshness } = await ratesOn(await getDb(), todayInBerlin());
  if (freshness.current) return {};
  const t = dataTranslator(await getTranslations({ locale, namespace: `pages.${routeKey}` as never }));
  const format = await getFormatter({ locale });
  const asOf = formatIsoDate(format, freshness.asOf);
  return { title: t('metaTitleAsOf', { ...values, asOf }), description: t('metaDescriptionAsOf', { ...values, asOf }) };
}

export async function ratesMetadata({ params }: { params: LocaleParams }) {
  const locale = requireLocale((await params).locale);
  return standardMetadata('mortgage-rates', { locale }, await asOfTexts('mortgageRates', locale));
}

export async function RatesPage({ params, query }: { params: LocaleParams; query: Query }) {
  const locale = requireLocale((await params).locale);
  redirectToChosenPlace(locale, null, query);
  return (
    <StandardPage routeName="mortgage-rates" locale={locale} illustration="rates" after={<>
      <RateHistorySection locale={locale} variant="embed" />
      <RelatedContent locale={locale} tags={RELATED_TAGS.rates} />
    </>}>
      <RatesBody locale={locale} place={null} query={query} date={todayInBerlin()} />
      <PlaceLinks locale={locale} family="mortgage-rates" />
    </StandardPage>
  );
}

export async function ratesRegionMetadata({ params }: { params: RegionParams }) {
  const { locale, routeParams, values } = await resolveRegionParams(params);
  return standardMetadata('mortgage-rates-region', { locale }, { params: routeParams, values, ...(await asOfTexts('mortgageRatesRegion', locale, values)) });
}

export async function RatesRegionPage({ params, query }: { params: RegionParams; query: Query }) {
  const { locale, region, routeParams, values } = await resolveRegionParams(params);
  redirectToChosenPlace(locale, statePlace(region.code), query);
  return (
    <StandardPage routeName="mortgage-rates-region" locale={locale} params={routeParams} values={values} illustration="rates" after={<>
      <RateHistorySection locale={locale} variant="embed" />
      <RelatedContent locale={locale} tags={RELATED_TAGS.rates} />
    </>}>
      <RatesBody locale={locale} place={statePlace(region.code)} query={query} date={todayInBerlin()} />
      <PlaceLinks locale={locale} family="mortgage-rates" state={region.code} />
    </StandardPage>
  );
}

export async function ratesCityMetadata({ params }: { params: CityParams }) {
  const { locale, routeParams, values } = await resolveCityParams(params);
  return standardMetadata('mortgage-rates-region-city', { locale }, { params: routeParams, values, ...(await asOfTexts('mortgageRatesCity', locale, values)) });
}

export async function RatesCityPage({ params, query }: { params: CityParams; query: Query }) {
  const { locale, region, city, routeParams, values } = await resolveCityParams(params);
  redirectToChosenPlace(locale, cityPlace(city), query);
  return (
    <StandardPage routeName="mortgage-rates-region-city" locale={locale} params={routeParams} values={values} illustration="rates" after={<>
      <RateHistorySection locale={locale} variant="embed" />
      <RelatedContent locale={locale} tags={RELATED_TAGS.rates} />
    </>}>
      <RatesBody locale={locale} place={cityPlace(city)} query={query} date={todayInBerlin()} />
      <PlaceLinks locale={locale} family="mortgage-rates" state={region.code} />
    </StandardPage>
  );
}
