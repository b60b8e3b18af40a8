/**
 * Resolvers of the property search (issue 25): the input becomes the search form's fields, the use case runs,
 * errors come back with the input's own field names.
 */
import { todaysRatesOrNull } from '@/features/rates/server';
import type { GraphQLContext } from '@/lib/graphql/context';
import { resolveLocale } from '@/lib/graphql/arguments';
import { apiError } from '@/lib/graphql/errors';
import { todayInBerlin } from '@/lib/dates';
import { runPropertySearch } from '../search';
import { cityStatistics, STATISTICS_TYPES } from '../statistics';
import { priceGapsOf } from '../price-gaps';
import { apiListing } from '../search-api';
import { LISTING_FEATURES, type SearchField } from '../search-form';

type Maybe<T> = T | null | undefined;

interface SearchInput {
  place?: Maybe<string>;
  radius?: Maybe<number>;
  type?: Maybe<string>;
  price_min?: Maybe<number>;
  price_max?: Maybe<number>;
  rooms_min?: Maybe<number>;
  area_min?: Maybe<number>;
  area_max?: Maybe<number>;
  built_min?: Maybe<number>;
  built_max?: Maybe<number>;
  energy?: Maybe<string>;
  features?: Maybe<string[]>;
  savings?: Maybe<number>;
  sort?: Maybe<string>;
  page?: Maybe<number>;
}

/** Input name → the form's field. */
const FIELDS: Record<Exclude<keyof SearchInput, 'features'>, SearchField> = {
  place: 'place', radius: 'radius', type: 'type', price_min: 'pmin', price_max: 'pmax', rooms_min: 'rooms', area_min: 'amin', area_max: 'amax',
  built_min: 'ymin', built_max: 'ymax', energy: 'energy', savings: 'savings', sort: 'sort', page: 'page',
};
const INPUT_OF = Object.fromEntries(Object.entries(FIELDS).map(([input, field]) => [field, input])) as Record<SearchField, string>;

/** The property search of the query endpoint (the same search as the page and POST /api/properties/search). */
async function propertySearch(_: unknown, { search, locale }: { search?: Maybe<SearchInput>; locale?: Maybe<string> }, ctx: GraphQLContext) {
  const form = new URLSearchParams();
  for (const [input, field] of Object.entries(FIELDS)) {
    const value = search?.[input as keyof typeof FIELDS];
    if (value !== null && value !== undefined) form.set(field, String(value));
  }
  for (const feature of search?.features ?? []) {
    if (!(LISTING_FEATURES as readonly string[]).includes(feature)) throw apiError('INVALID_INPUT', 'features', { reason: 'invalidChoice', value: feature, allowed: LISTING_FEATURES });
    form.set(feature, 'on');
  }
  const db = await ctx.db();
  const today = todayInBerlin();
  const rates = await todaysRatesOrNull(db, today);
  const outcome = await runPropertySearch(db, form, today, rates?.market ?? null);
  if (!outcome.ok) {
    const [field, code] = Object.entries(outcome.errors)[0] as [SearchField, string];
    throw apiError(code === 'unknownPlace' ? 'UNKNOWN_LOCATION' : 'INVALID_INPUT', INPUT_OF[field] ?? field, { reason: code });
  }
  return {
    total: outcome.total,
    total_capped: outcome.totalCapped,
    page: outcome.search.page,
    pages: outcome.pages,
    has_next_page: outcome.hasNext,
    centre: outcome.centre,
    items: outcome.items.map((i) => apiListing(i, resolveLocale(locale))),
  };
}

export const propertiesResolvers = {
  Query: {
    average_city_statistics: async (_: unknown, { city, type }: { city: string; type: string }, ctx: GraphQLContext) => {
      const outcome = await cityStatistics(await ctx.db(), city, type);
      if (!outcome.ok) throw apiError(outcome.code, outcome.field, outcome.field === 'type' ? { reason: 'invalidChoice', allowed: STATISTICS_TYPES } : {});
      return {
        city: outcome.city,
        type: outcome.type,
        figures: outcome.figures.map((f) => ({ eur_per_m2: f.eurPerM2, price_kind: f.priceKind, segment: f.segment, district: f.district || null, period: f.period, period_end: f.periodEnd, published: f.published || null, source: f.source, url: f.url })),
        asking_vs_paid: priceGapsOf(outcome.city).map((g) => ({ bound: g.bound, discount_percent: g.discountPercent, period: g.period, basis: g.basis, sources: g.sources.map((s) => ({ ...s, published: s.published || null })) })),
      };
    },
    propertySearch,
    /** The first name of the same operation (issue 25), deprecated for `propertySearch` (ADR 009: new root fields are camelCase). */
    property_search: propertySearch,
  },
};
