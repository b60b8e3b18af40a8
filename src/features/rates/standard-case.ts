/**
 * The standard case of the rates overview page, for pages that show today's model rates without a form of
 * their own (the home page): the rates page's default inputs (RATES_DEFAULTS: price, savings, repayment,
 * with commission) in Berlin, its loan rule and its rates table. One computation, the same as the rates
 * overview page shows without a query. Pure.
 */
import { cityById } from '@/engine/geo/lookup';
import type { RateMarket } from '@/engine/rates/market';
import { ratesForLoan, type RatesTableResult } from './rates-page';
import { cityPlace, parseRatesQuery, type Place, type RatesInput, type RatesLoan } from './rates-query';

/** The overview page's place: Berlin (spec § 9 calculator default location). */
export const STANDARD_PLACE: Place = cityPlace(cityById('berlin')!);

export interface StandardCaseRates {
  input: RatesInput;
  loan: RatesLoan;
  /** Loan amount over purchase price (fraction). */
  loanToValue: number;
  table: RatesTableResult;
}

/** The rates table (5 to 30 years) of the rates page's default inputs on `date` with `market`. */
export function standardCaseRates(date: string, market: RateMarket): StandardCaseRates {
  const { input, loan } = parseRatesQuery({}, { defaultPlace: STANDARD_PLACE, date });
  return { input, loan, loanToValue: loan.loanAmount / input.price, table: ratesForLoan(input, loan, date, market) };
}
