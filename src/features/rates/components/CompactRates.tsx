import { getDb } from '@/db';
import { cityById } from '@/engine/geo/lookup';
import type { Locale } from '@/i18n/routes';
import { ratesOn } from '../market';
import { ratesForLoan } from '../rates-page';
import { cityPlace, parseRatesQuery, placeName } from '../rates-query';
import { LoanBreakdown, RatesAsOf, RatesTable } from './RatesTable';

/**
 * The rates table of a place without the page around it (the partner widget, ADR 044): the same query rules,
 * market and table as the rates pages (RatesBody), for a place and price the partner chose. Berlin and the
 * pages' default price when none is given.
 */
export async function CompactRates({ locale, place, price, date }: { locale: Locale; place: string | null; price: number | null; date: string }) {
  const query = new URLSearchParams([...(place ? [['place', place]] : []), ...(price ? [['price', String(price)]] : [])]);
  const parsed = parseRatesQuery(query, { defaultPlace: cityPlace(cityById('berlin')!), date });
  const { market, freshness } = await ratesOn(await getDb(), date);
  const table = ratesForLoan(parsed.input, parsed.loan, date, market);
  const label = placeName(parsed.input.place, locale);
  return (
    <div data-testid="compact-rates">
      <RatesAsOf locale={locale} freshness={freshness} className="mb-2" />
      <RatesTable locale={locale} placeLabel={label} input={parsed.input} loan={parsed.loan} result={table} date={date} />
      <LoanBreakdown locale={locale} input={parsed.input} loan={parsed.loan} />
    </div>
  );
}
