/**
 * Resolvers of the lender offers (issue 50, part 2): `lenderOffers` compares the lenders' condition sheets in force
 * on the date (or a configured credit marketplace's result, the sheets as its fallback) for the case given. Parse
 * and check the arguments, call the use case, format, map errors to codes.
 */
import { compareConditions } from '@/engine/offers/compare';
import { CALCULATOR_FIXATION_YEARS, MORTGAGE_LIMITS as L } from '@/engine/mortgage/defaults';
import { STATE_CODES } from '@/engine/geo/regions';
import { resolveDate, resolveLocale } from '@/lib/graphql/arguments';
import { apiError } from '@/lib/graphql/api-error';
import { checkRange, MAX_FINANCING_RATIO, PURCHASE_PRICE, REPAYMENT, roundCents } from '@/lib/graphql/bounds';
import type { GraphQLContext } from '@/lib/graphql/context';
import { withApiErrors, type FieldMap } from '@/lib/graphql/errors';
import { formatEuro, formatPercent } from '@/lib/graphql/format';
import { todayInBerlin } from '@/lib/dates';
import type { Locale } from '@/i18n/routes';
import { compareOffers } from '../comparison';
import { europaceSourceFromEnv } from '../europace';
import { EMPLOYMENTS, LOAN_PURPOSES, PROPERTY_USES, type Comparison, type Employment, type LoanPurpose, type OfferCase, type PropertyUse, type RankedOffer } from '../model';
import { lenderConditionsInForce } from '../repository';
import { ENERGY_CLASSES } from '../sheet-shapes';

type Maybe<T> = T | null | undefined;

export interface LenderOfferCaseArgs {
  property_price: number;
  loan_amount: number;
  equity?: Maybe<number>;
  state: string;
  property_usage?: Maybe<string>;
  purpose?: Maybe<string>;
  years_fixed: number;
  repayment: number;
  special_repayment?: Maybe<number>;
  employment?: Maybe<string>;
  energy_class?: Maybe<string>;
  forward_months?: Maybe<number>;
}

interface LenderOffersArgs {
  offer_case: LenderOfferCaseArgs;
  locale?: Maybe<string>;
  date?: Maybe<string>;
}

/** The longest fixation a lender's sheet may hold (years), the forward period's longest lead (months). */
const FIXATION = Object.freeze({ min: 1, max: 40 });
const FORWARD_MONTHS = Object.freeze({ min: 0, max: 60 });

function oneOf<T extends string>(value: Maybe<string>, field: string, allowed: readonly T[], fallback: T): T {
  if (value === null || value === undefined) return fallback;
  if (!(allowed as readonly string[]).includes(value)) throw apiError('OUT_OF_RANGE', field, { allowed: [...allowed], value });
  return value as T;
}

/** The case of the arguments, checked (OUT_OF_RANGE, UNKNOWN_LOCATION with the argument's name as field). */
export function offerCaseFromArgs(a: LenderOfferCaseArgs, date: string): OfferCase {
  checkRange(a.property_price, 'property_price', PURCHASE_PRICE);
  checkRange(a.loan_amount, 'loan_amount', { min: L.minLoanAmount, max: roundCents(a.property_price * MAX_FINANCING_RATIO) });
  checkRange(a.equity, 'equity', { min: 0, max: a.property_price * MAX_FINANCING_RATIO });
  checkRange(a.repayment, 'repayment', REPAYMENT);
  checkRange(a.special_repayment, 'special_repayment', { min: 0, max: 1 });
  checkRange(a.years_fixed, 'years_fixed', FIXATION);
  if (!Number.isInteger(a.years_fixed)) throw apiError('OUT_OF_RANGE', 'years_fixed', { ...FIXATION, value: a.years_fixed });
  checkRange(a.forward_months, 'forward_months', FORWARD_MONTHS);
  const state = a.state.trim().toUpperCase();
  if (!(STATE_CODES as readonly string[]).includes(state)) throw apiError('UNKNOWN_LOCATION', 'state', { value: a.state, allowed: [...STATE_CODES] });
  const energyClass = a.energy_class === null || a.energy_class === undefined || a.energy_class.trim() === '' ? null : a.energy_class.trim().toUpperCase();
  if (energyClass !== null && !(ENERGY_CLASSES as readonly string[]).includes(energyClass)) throw apiError('OUT_OF_RANGE', 'energy_class', { allowed: [...ENERGY_CLASSES], value: a.energy_class });
  const purpose = oneOf<LoanPurpose>(a.purpose, 'purpose', LOAN_PURPOSES, 'purchase');
  const forwardMonths = a.forward_months ?? 0;
  if (forwardMonths > 0 && purpose !== 'forward') throw apiError('OUT_OF_RANGE', 'forward_months', { min: 0, max: 0, value: forwardMonths, reason: 'ONLY_FOR_FORWARD' });
  return {
    price: a.property_price,
    loan: a.loan_amount,
    equity: a.equity ?? Math.max(0, a.property_price - a.loan_amount),
    state,
    use: oneOf<PropertyUse>(a.property_usage, 'property_usage', PROPERTY_USES, 'owner_occupied'),
    purpose,
    fixationYears: a.years_fixed,
    repaymentRate: a.repayment,
    specialRepayment: a.special_repayment ?? 0,
    employment: oneOf<Employment>(a.employment, 'employment', EMPLOYMENTS, 'employed'),
    energyClass,
    forwardMonths,
    date,
  };
}

/** Engine field names → the arguments' names. */
const FIELDS: Readonly<Record<string, string>> = {
  price: 'property_price',
  loan: 'loan_amount',
  equity: 'equity',
  fixationYears: 'years_fixed',
  repaymentRate: 'repayment',
  specialRepayment: 'special_repayment',
  forwardMonths: 'forward_months',
  state: 'state',
  date: 'date',
};
const fieldMap: FieldMap = (f) => FIELDS[f] ?? f;

function offerOut(o: RankedOffer, rank: number, locale: Locale) {
  return {
    rank,
    lender_id: o.lenderId,
    lender_name: o.lenderName,
    lender_kind: o.lenderKind,
    is_demo: o.isDemo,
    source: o.source,
    interest_rate: o.nominalRate,
    formatted_interest_rate: formatPercent(o.nominalRate, locale),
    effective_rate: o.effectiveRate,
    formatted_effective_rate: formatPercent(o.effectiveRate, locale),
    monthly_payment: o.monthlyPayment,
    formatted_monthly_payment: formatEuro(o.monthlyPayment, locale),
    residual_debt: o.residualDebt,
    formatted_residual_debt: formatEuro(o.residualDebt, locale),
    total_cost: o.totalCost,
    formatted_total_cost: formatEuro(o.totalCost, locale),
    surcharges: o.surchargesApplied.map((s) => ({ name: s.name, add: s.add, formatted_add: formatPercent(s.add, locale) })),
    valid_from: o.validFrom,
    conditions_source: o.conditionsSource,
  };
}

export const offersResolvers = {
  Query: {
    lenderOffers: async (_: unknown, args: LenderOffersArgs, ctx: GraphQLContext) => {
      const date = args.date === null || args.date === undefined ? todayInBerlin(ctx.now()) : resolveDate(args.date);
      const locale = resolveLocale(args.locale);
      const offerCase = withApiErrors(fieldMap, () => offerCaseFromArgs(args.offer_case, date));
      const db = await ctx.db();
      const conditions = await lenderConditionsInForce(db, date);
      const marketplace = europaceSourceFromEnv();
      // Without a marketplace the sheets read above answer; with one, the use case (its fallback reads them again).
      const comparison: Comparison = marketplace
        ? await compareOffers(db, offerCase, { marketplace })
        : withApiErrors(fieldMap, () => compareConditions(conditions, offerCase));
      const best = (years: number) => withApiErrors(fieldMap, () => compareConditions(conditions, { ...offerCase, fixationYears: years }).offers[0]?.nominalRate ?? null);
      return {
        date,
        offers: comparison.offers.map((o, i) => offerOut(o, i + 1, locale)),
        excluded: comparison.excluded.map((e) => ({ lender_id: e.lenderId, lender_name: e.lenderName, is_demo: e.isDemo, reason: e.reason, params: e.params })),
        fallback: comparison.fallback,
        ...Object.fromEntries(CALCULATOR_FIXATION_YEARS.map((y) => [`offer_api_interest_${y}`, best(y)])),
      };
    },
  },
};
