/**
 * Resolvers of the purchase costs and places: parse arguments, call the pure fee and geo engine, format, map
 * errors. No business rules here (they live in src/engine/fees and src/engine/geo).
 */
import { REGIONS } from '@/engine/geo/regions';
import { cityById, cityByName, citiesOfState } from '@/engine/geo/lookup';
import type { City } from '@/engine/geo/cities';
import { brokerCommission } from '@/engine/fees/broker-commission';
import { NOTARY_RULE_RATE, notaryAndRegistryCosts, notaryRuleOfThumb } from '@/engine/fees/notary';
import { transferTaxAmount, transferTaxEntry, transferTaxRate } from '@/engine/fees/transfer-tax';
import { resolveDate, resolveLocale } from '@/lib/graphql/arguments';
import { checkAmounts, checkListLength } from '@/lib/graphql/bounds';
import { apiError, withApiErrors, type FieldMap } from '@/lib/graphql/errors';
import { formatEuro, formatPercent } from '@/lib/graphql/format';
import { localizedPath } from '@/i18n/paths';
import { LOCALES, type Locale, asRouteName } from '@/i18n/routes';
import { nonEmpty, resolveFeeLocation, resolveRegion, type LocationArgs } from './locations';

type Maybe<T> = T | null | undefined;

interface LocaleArgs {
  locale?: Maybe<string>;
}

interface DateArgs {
  date?: Maybe<string>;
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

/** The fee engine's `state` is the API's `region` (an engine error names the engine's field). */
const feeFieldMap: FieldMap = (f) => (f === 'state' ? 'region' : f);

function hreflang(routeName: string, params: (l: Locale) => Record<string, string>, slug: (l: Locale) => string) {
  return LOCALES.map((l) => ({ locale: l, urlSuffix: slug(l), pathname: localizedPath(asRouteName(routeName), l, params(l)) }));
}

export const feeResolvers = {
  Query: {
    calculateMaklerFee: (_: unknown, args: MaklerArgs) =>
      withApiErrors(feeFieldMap, () => {
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
      withApiErrors(feeFieldMap, () => {
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
      withApiErrors(feeFieldMap, () => {
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
      withApiErrors(feeFieldMap, () => {
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
