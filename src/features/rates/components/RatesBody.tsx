import { getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/layout/JsonLd';
import { SITE } from '@/config/site';
import { env } from '@/env';
import { cityById } from '@/engine/geo/lookup';
import { toPercentRounded } from '@/engine/rates/model';
import type { Locale } from '@/i18n/routes';
import { FeesBox } from './FeesBox';
import { PlaceNav, placePath } from './PlaceNav';
import { ratesOn } from '../market';
import { placeFees, ratesForLoan } from '../rates-page';
import { getDb } from '@/db';
import { redirect } from 'next/navigation';
import { firstValue } from '@/lib/search-params';
import { cityPlace, parseRatesQuery, placeFromValue, placeName, statePlace, type Place, type QuerySource } from '../rates-query';
import { LoanBreakdown, RatesAsOf, RatesTable } from './RatesTable';
import { RatesForm } from './RatesForm';
import { LiveRates } from './LiveRates';
import { AdvisorBanner } from './AdvisorBanner';
import { flagSetting } from '@/features/flags/server';
import { localizedPath } from '@/i18n/paths';

/** Place of the overview page's form: Berlin (spec § 9 calculator default location). */
const OVERVIEW_PLACE: Place = cityPlace(cityById('berlin')!);

/**
 * A rates page names its place in the title, heading, intro and links: a different place chosen in its form is
 * that place's page (issue 24, point 7: the heading kept "Munich" while the figures showed Hamburg). Call before
 * rendering: a 307 to the chosen place's page with the same inputs. An unknown place stays (the form names it).
 */
export function redirectToChosenPlace(locale: Locale, place: Place | null, query: QuerySource): void {
  const raw = query instanceof URLSearchParams ? query.get('place') : firstValue(query.place);
  if (!raw) return;
  const chosen = placeFromValue(raw);
  if (!chosen || chosen.value === (place ?? OVERVIEW_PLACE).value) return;
  const carried = query instanceof URLSearchParams ? new URLSearchParams(query) : new URLSearchParams(Object.entries(query).flatMap(([k, v]) => (v === undefined ? [] : [[k, firstValue(v) ?? '']] as [string, string][])));
  redirect(`${placePath('mortgage-rates', chosen, locale)}?${carried}`);
}

/**
 * Body of the rates pages: the input sentence (GET form), the loan of the rates page rule, the rates table,
 * the fees of the chosen place, internal links and the structured data. `place` is the page's own place
 * (null on the overview page); the query parameter `place` wins when present. `date` is today (Europe/Berlin).
 */
export async function RatesBody({ locale, place, query, date }: { locale: Locale; place: Place | null; query: QuerySource; date: string }) {
  const t = await getTranslations({ locale, namespace: 'rates' });
  const parsed = parseRatesQuery(query, { defaultPlace: place ?? OVERVIEW_PLACE, date });
  const { input, loan } = parsed;
  const shown = input.place;
  const shownLabel = placeName(shown, locale);
  const db = await getDb();
  const [{ market, freshness }, banner] = await Promise.all([ratesOn(db, date), flagSetting(db, 'rates_advisor_banner')]);
  const table = ratesForLoan(input, loan, date, market);
  const fees = placeFees({ price: input.price, state: shown.state, date, landCharge: loan.loanAmount });
  const pagePath = placePath('mortgage-rates', place, locale);
  const tenYears = table.rows.find((r) => r.fixationYears === 10);

  return (
    <>
      <RatesAsOf locale={locale} freshness={freshness} className="mb-4" />
      <RatesForm locale={locale} action={pagePath} query={parsed} />
      <LiveRates formId="rates-form" />
      {/* Replaced by the live update as the visitor types (LiveRates). */}
      <div id="rates-results">
        <LoanBreakdown locale={locale} input={input} loan={loan} />
        <RatesTable locale={locale} placeLabel={shownLabel} input={input} loan={loan} result={table} date={date} />
        <FeesBox locale={locale} fees={fees} placeLabel={shownLabel} state={shown.state} />
      </div>
      <PlaceNav locale={locale} family="mortgage-rates" place={place} />
      <AdvisorBanner setting={banner} href={localizedPath('appointment', locale)} text={t('advisorBanner.text')} cta={t('advisorBanner.cta')} close={t('advisorBanner.close')} />
      {tenYears && (
        <JsonLd
          data={{
            '@context': 'https://schema.org',
            '@type': 'LoanOrCredit',
            name: t('jsonLd.name', { place: shownLabel }),
            description: t('jsonLd.description', { place: shownLabel, brand: SITE.brand }),
            url: new URL(pagePath, env.PUBLIC_BASE_URL).toString(),
            category: 'Mortgage',
            provider: { '@type': 'FinancialService', name: SITE.brand, url: new URL(`/${locale}`, env.PUBLIC_BASE_URL).toString() },
            areaServed:
              shown.kind === 'city'
                ? { '@type': 'City', name: shownLabel, containedInPlace: { '@type': 'State', name: placeName(statePlace(shown.state), locale) } }
                : { '@type': 'State', name: shownLabel, containedInPlace: { '@type': 'Country', name: t('germany') } },
            currency: 'EUR',
            amount: { '@type': 'MonetaryAmount', value: Math.round(loan.loanAmount), currency: 'EUR' },
            loanTerm: { '@type': 'QuantitativeValue', value: tenYears.fixationYears, unitCode: 'ANN' },
            annualPercentageRate: toPercentRounded(tenYears.effectiveRate),
            interestRate: toPercentRounded(tenYears.borrowingRate),
          }}
        />
      )}
    </>
  );
}
