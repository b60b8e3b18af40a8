/**
 * Resolvers of the calculators' GraphQL API: parse arguments, call the pure engine, format, map errors.
 * No business rules here (they live in src/engine/**).
 */
import { REGIONS, regionByCode, type StateCode } from '@/engine/geo/regions';
import { cityById, cityByName, citiesOfState, resolveLocation, stateByName } from '@/engine/geo/lookup';
import type { City } from '@/engine/geo/cities';
import { brokerCommission } from '@/engine/fees/broker-commission';
import { NOTARY_RULE_RATE, notaryAndRegistryCosts, notaryRuleOfThumb } from '@/engine/fees/notary';
import { transferTaxAmount, transferTaxEntry, transferTaxRate } from '@/engine/fees/transfer-tax';
import { calculateMortgage } from '@/engine/mortgage/calculator';
import { addMonths } from '@/engine/mortgage/schedule';
import type { RateMarket } from '@/engine/rates/market';
import { marketOn } from '@/features/rates/market-repository';
import type { GraphQLContext } from '@/graphql/context';
import { forwardRates, MAX_CURVE_YEARS } from '@/engine/rates/forward';
import { ratesTable } from '@/engine/rates/rates-table';
import { localizedPath } from '@/i18n/paths';
import { LOCALES } from '@/i18n/routes';
import { checkAmounts, checkListLength, checkMortgageBounds, checkRatesTableArgs } from './bounds';
import { apiError, identityFieldMap, withApiErrors, type FieldMap } from './errors';
import { formatEuro, formatPercent, formatYearMonth, isoYearMonth, type ApiLocale } from './format';
import {
  CALCULATE_PAGES,
  CHART_INDEXES,
  CHART_PAGES,
  checkSheet,
  mortgageFieldMap,
  parseMortgageInputs,
  resolveDate,
  resolveLocale,
} from './inputs';
import { mortgageChart, mortgageInputItems, mortgageOutputItems } from './mortgage-items';
import { JSONScalar } from './schema';

type Maybe<T> = T | null | undefined;

interface LocaleArgs {
  locale?: Maybe<string>;
}

interface DateArgs {
  date?: Maybe<string>;
}

interface CalculateArgs extends LocaleArgs, DateArgs {
  sheet: string;
  page: string;
  use_cache?: Maybe<boolean>;
  inputs: unknown;
}

interface ChartArgs extends CalculateArgs {
  chart_index: number;
}

interface RatesTableArgs extends LocaleArgs, DateArgs {
  loan_amount: number;
  property_price: number;
  repayment: number;
  years_fixed?: Maybe<number[]>;
  region?: Maybe<string>;
  chosen_fixation?: Maybe<number>;
}

interface LocationArgs {
  city_or_postal_code?: Maybe<string>;
  region?: Maybe<string>;
}

interface MaklerArgs extends LocationArgs, LocaleArgs {
  new_property: boolean;
  price?: Maybe<number>;
}

interface CityTaxArgs extends LocationArgs, LocaleArgs, DateArgs {
  price?: Maybe<number>;
}

interface NotaryArgs extends LocaleArgs {
  new_property: boolean;
  region?: Maybe<string>;
  price?: Maybe<number>;
  land_charge?: Maybe<number>;
}

interface RegionsArgs extends LocaleArgs, DateArgs {
  restricted_cities?: Maybe<string[]>;
}

// ---------------------------------------------------------------------------------------------------------
// Helpers

interface LocationInfo {
  kind: 'postalCode' | 'city' | 'state';
  state: StateCode;
  stateName: string;
  city: string | null;
  postalCode: string | null;
  ambiguous: boolean;
}

function stateInfo(state: StateCode, locale: ApiLocale): LocationInfo {
  return { kind: 'state', state, stateName: regionByCode(state).name[locale], city: null, postalCode: null, ambiguous: false };
}

function nonEmpty(value: Maybe<string>): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** A region argument: state code, name or slug in either language. */
function resolveRegion(region: string, locale: ApiLocale, field = 'region'): LocationInfo {
  const state = stateByName(region);
  if (!state) throw apiError('UNKNOWN_LOCATION', field, { value: region });
  return stateInfo(state, locale);
}

/** city_or_postal_code (city, postal code or state) wins over region; one of them is required. */
function resolveFeeLocation(args: LocationArgs, locale: ApiLocale): LocationInfo {
  if (nonEmpty(args.city_or_postal_code)) {
    const r = resolveLocation(args.city_or_postal_code);
    if (!r) throw apiError('UNKNOWN_LOCATION', 'city_or_postal_code', { value: args.city_or_postal_code });
    const base = stateInfo(r.state, locale);
    if (r.kind === 'city') return { ...base, kind: 'city', city: r.city.name[locale] };
    if (r.kind === 'postalCode') return { ...base, kind: 'postalCode', postalCode: r.postalCode, ambiguous: r.ambiguous };
    return base;
  }
  if (nonEmpty(args.region)) return resolveRegion(args.region, locale);
  throw apiError('REQUIRED', 'city_or_postal_code', { alternatives: ['region'] });
}

function monthAfter(date: string): { year: number; month: number } {
  return addMonths({ year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) }, 1);
}

const RATES_FIELDS: Readonly<Record<string, string>> = {
  loanAmount: 'loan_amount',
  propertyPrice: 'property_price',
  repayment: 'repayment',
  yearsFixed: 'years_fixed',
  chosenFixation: 'chosen_fixation',
  startDate: 'date',
  fixationYears: 'years_fixed',
};
const ratesFieldMap: FieldMap = (f) => RATES_FIELDS[f] ?? f;

function hreflang(routeName: string, params: (l: ApiLocale) => Record<string, string>, slug: (l: ApiLocale) => string) {
  return LOCALES.map((l) => ({ locale: l, urlSuffix: slug(l), pathname: localizedPath(routeName, l, params(l)) }));
}

// ---------------------------------------------------------------------------------------------------------
// Resolvers

/** The curve and spreads of a date from the database; OUT_OF_RANGE (date) when none is stored for it. */
async function marketOf(ctx: GraphQLContext, date: string): Promise<RateMarket> {
  const market = await marketOn(await ctx.db(), date);
  if (!market) throw apiError('OUT_OF_RANGE', 'date', { value: date, reason: 'noRateData' });
  return market;
}

export const resolvers = {
  JSON: JSONScalar,
  Query: {
    calculate: async (_: unknown, args: CalculateArgs, ctx: GraphQLContext) => {
      const date = resolveDate(args.date);
      const market = await marketOf(ctx, date);
      return withApiErrors(mortgageFieldMap, () => {
        const locale = resolveLocale(args.locale);
        checkSheet(args.sheet, args.page, CALCULATE_PAGES);
        const parsed = parseMortgageInputs(args.inputs);
        const calculation = calculateMortgage(parsed.inputs, { date, market });
        checkMortgageBounds(parsed.inputs, calculation);
        return {
          sheet: args.sheet,
          page: args.page,
          inputs: mortgageInputItems(parsed, locale),
          outputs: mortgageOutputItems(calculation, locale),
        };
      });
    },

    chart: async (_: unknown, args: ChartArgs, ctx: GraphQLContext) => {
      const date = resolveDate(args.date);
      const market = await marketOf(ctx, date);
      return withApiErrors(mortgageFieldMap, () => {
        checkSheet(args.sheet, args.page, CHART_PAGES);
        const index = args.chart_index;
        if (!(CHART_INDEXES as readonly number[]).includes(index)) {
          throw apiError('OUT_OF_RANGE', 'chart_index', { value: index, allowed: [...CHART_INDEXES] });
        }
        const parsed = parseMortgageInputs(args.inputs);
        const calculation = calculateMortgage(parsed.inputs, { date, market });
        checkMortgageBounds(parsed.inputs, calculation);
        return mortgageChart(calculation, index as 0 | 1);
      });
    },

    rates_table: async (_: unknown, args: RatesTableArgs, ctx: GraphQLContext) => {
      withApiErrors(ratesFieldMap, () => checkRatesTableArgs(args));
      const date = resolveDate(args.date);
      const market = await marketOf(ctx, date);
      return withApiErrors(ratesFieldMap, () => {
        const locale = resolveLocale(args.locale);
        const region = nonEmpty(args.region) ? resolveRegion(args.region, locale) : null;
        const chosenFixation = args.chosen_fixation ?? 10;
        const rows = ratesTable({
          loanAmount: args.loan_amount,
          propertyPrice: args.property_price,
          repayment: args.repayment,
          ...(args.years_fixed ? { yearsFixed: args.years_fixed } : {}),
          chosenFixation,
          startDate: monthAfter(date),
          market,
        });
        return {
          region,
          curveDate: market.curve.date,
          isModelAssumption: rows.some((r) => r.rateSource === 'model'),
          chosenFixation,
          loanAmount: args.loan_amount,
          formattedLoanAmount: formatEuro(args.loan_amount, locale),
          rows: rows.map((r) => ({
            yearsFixed: r.fixationYears,
            borrowingRate: r.borrowingRate,
            formattedBorrowingRate: formatPercent(r.borrowingRate, locale),
            rateSource: r.rateSource,
            effectiveRate: r.effectiveRate,
            formattedEffectiveRate: formatPercent(r.effectiveRate, locale),
            monthlyRate: r.monthlyRate,
            formattedMonthlyRate: formatEuro(r.monthlyRate, locale),
            balanceAfterFixedYears: r.balanceAfterFixedYears,
            formattedBalanceAfterFixedYears: formatEuro(r.balanceAfterFixedYears, locale),
            balanceAtChosenFixation: r.balanceAtChosenFixation,
            formattedBalanceAtChosenFixation: formatEuro(r.balanceAtChosenFixation, locale),
            payoffMonths: r.payoffMonths,
            fullRepaymentYear: r.fullRepaymentYear,
            fullRepaymentDate: r.fullRepaymentDate ? isoYearMonth(r.fullRepaymentDate) : null,
            formattedFullRepaymentDate: r.fullRepaymentDate ? formatYearMonth(r.fullRepaymentDate, locale) : null,
            impliedInitialRepayment: r.impliedInitialRepayment,
            formattedImpliedInitialRepayment: formatPercent(r.impliedInitialRepayment, locale),
            loanToValue: r.loanToValue,
            formattedLoanToValue: formatPercent(r.loanToValue, locale),
            interestPaid: r.interestPaid,
            formattedInterestPaid: formatEuro(r.interestPaid, locale),
          })),
        };
      });
    },

    instantaneous_forward: async (_: unknown, args: LocaleArgs & DateArgs, ctx: GraphQLContext) => {
      const { curve } = await marketOf(ctx, resolveDate(args.date));
      return withApiErrors(identityFieldMap, () => {
        const locale = resolveLocale(args.locale);
        return {
          curveDate: curve.date,
          source: curve.source,
          rates: forwardRates(curve, MAX_CURVE_YEARS).map((rate, i) => ({ year: i + 1, rate, formattedRate: formatPercent(rate, locale) })),
        };
      });
    },

    calculateMaklerFee: (_: unknown, args: MaklerArgs) =>
      withApiErrors(identityFieldMap, () => {
        const locale = resolveLocale(args.locale);
        checkAmounts(args as unknown as Record<string, unknown>, ['price']);
        const location = resolveFeeLocation(args, locale);
        const price = args.price ?? null;
        const c = brokerCommission({ state: location.state, newBuild: args.new_property, price: price ?? 0 });
        return {
          tax: c.buyerRate,
          formattedTax: formatPercent(c.buyerRate, locale),
          sellerTax: c.sellerRate,
          formattedSellerTax: formatPercent(c.sellerRate, locale),
          totalTax: c.totalRate,
          formattedTotalTax: formatPercent(c.totalRate, locale),
          newProperty: args.new_property,
          assumption: c.assumption,
          amount: price === null ? null : c.buyerAmount,
          formattedAmount: price === null ? null : formatEuro(c.buyerAmount, locale),
          location,
        };
      }),

    calculateCityTax: (_: unknown, args: CityTaxArgs) =>
      withApiErrors(identityFieldMap, () => {
        const locale = resolveLocale(args.locale);
        checkAmounts(args as unknown as Record<string, unknown>, ['price']);
        const date = resolveDate(args.date);
        const location = resolveFeeLocation(args, locale);
        const entry = transferTaxEntry(location.state, date);
        const price = args.price ?? null;
        const taxAmount = price === null ? null : transferTaxAmount(price, location.state, date);
        return {
          tax: entry.rate,
          formattedTax: formatPercent(entry.rate, locale),
          validFrom: entry.validFrom,
          assumption: entry.assumption === true,
          amount: taxAmount,
          formattedAmount: taxAmount === null ? null : formatEuro(taxAmount, locale),
          location,
        };
      }),

    calculateNotaryFees: (_: unknown, args: NotaryArgs) =>
      withApiErrors(identityFieldMap, () => {
        const locale = resolveLocale(args.locale);
        checkAmounts(args as unknown as Record<string, unknown>, ['price', 'land_charge']);
        // Notary and land registry fees are federal (GNotKG): the region is checked and echoed only.
        const location = nonEmpty(args.region) ? resolveRegion(args.region, locale) : null;
        const price = args.price ?? null;
        const ruleAmount = price === null ? null : notaryRuleOfThumb(price);
        const variants: Record<string, unknown>[] = [
          {
            variant: 'rule_of_thumb',
            rate: NOTARY_RULE_RATE,
            formattedRate: formatPercent(NOTARY_RULE_RATE, locale),
            amount: ruleAmount,
            formattedAmount: ruleAmount === null ? null : formatEuro(ruleAmount, locale),
            notary: null,
            formattedNotary: null,
            registry: null,
            formattedRegistry: null,
          },
        ];
        if (price !== null) {
          const exact = notaryAndRegistryCosts({ price, landCharge: args.land_charge ?? 0 });
          variants.push({
            variant: 'exact',
            rate: exact.totalRate,
            formattedRate: formatPercent(exact.totalRate, locale),
            amount: exact.total,
            formattedAmount: formatEuro(exact.total, locale),
            notary: exact.notaryGross,
            formattedNotary: formatEuro(exact.notaryGross, locale),
            registry: exact.registry,
            formattedRegistry: formatEuro(exact.registry, locale),
          });
        }
        return { newProperty: args.new_property, location, variants };
      }),

    fetchRegionsAndCities: (_: unknown, args: RegionsArgs) =>
      withApiErrors(identityFieldMap, () => {
        checkListLength(args.restricted_cities, 'restricted_cities');
        const locale = resolveLocale(args.locale);
        const date = resolveDate(args.date);
        let allowed: Set<string> | null = null;
        if (args.restricted_cities) {
          allowed = new Set();
          for (const name of args.restricted_cities) {
            const city: City | undefined = cityById(name) ?? cityByName(name);
            if (!city) throw apiError('UNKNOWN_LOCATION', 'restricted_cities', { value: name });
            allowed.add(city.id);
          }
        }
        return REGIONS.map((r) => {
          const tax = transferTaxRate(r.code, date);
          const cities = citiesOfState(r.code).filter((c) => allowed === null || allowed.has(c.id));
          return {
            code: r.code,
            name: r.name[locale],
            urlSuffix: r.slug[locale],
            canonicalPathname: localizedPath('mortgage-rates-region', locale, { region: r.slug[locale] }),
            hreflang: hreflang('mortgage-rates-region', (l) => ({ region: r.slug[l] }), (l) => r.slug[l]),
            tax,
            formattedTax: formatPercent(tax, locale),
            cities: cities.map((c) => ({
              id: c.id,
              name: c.name[locale],
              urlSuffix: c.slug[locale],
              canonicalPathname: localizedPath('mortgage-rates-region-city', locale, { region: r.slug[locale], city: c.slug[locale] }),
              hreflang: hreflang('mortgage-rates-region-city', (l) => ({ region: r.slug[l], city: c.slug[l] }), (l) => c.slug[l]),
            })),
          };
        });
      }),
  },
};
