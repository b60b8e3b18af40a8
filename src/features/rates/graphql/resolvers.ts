/**
 * Resolvers of the rates: the rates table and the Bund forward rates for the curve and spreads in force on the
 * date, read from the database on every request (ADR 019). Parse arguments, call the pure engine, format, map
 * errors.
 */
import { MORTGAGE_LIMITS as L } from '@/engine/mortgage/defaults';
import { marketOf } from './market';
import { forwardRates, MAX_CURVE_YEARS } from '@/engine/rates/forward';
import { ratesTable } from '@/engine/rates/rates-table';
import { monthAfter } from '@/engine/year-month';
import { resolveLocale, resolveRatesDate } from '@/lib/graphql/arguments';
import { todayInBerlin } from '@/lib/dates';
import { checkListLength, checkRange, MAX_FINANCING_RATIO, PURCHASE_PRICE, REPAYMENT, roundCents } from '@/lib/graphql/bounds';
import type { GraphQLContext } from '@/lib/graphql/context';
import { identityFieldMap, withApiErrors, type FieldMap } from '@/lib/graphql/errors';
import { formatEuro, formatPercent, formatYearMonth, isoYearMonth } from '@/lib/graphql/format';
import { nonEmpty, resolveRegion } from '@/features/fees';

type Maybe<T> = T | null | undefined;

interface LocaleArgs {
  locale?: Maybe<string>;
}

interface DateArgs {
  date?: Maybe<string>;
}

interface RatesTableArgs extends LocaleArgs, DateArgs {
  loan_amount: number;
  property_price: number;
  repayment: number;
  years_fixed?: Maybe<number[]>;
  region?: Maybe<string>;
  chosen_fixation?: Maybe<number>;
}

interface RatesTableAmounts {
  loan_amount: number;
  property_price: number;
  repayment: number;
  years_fixed?: readonly number[] | null;
}

/** The amounts and lists of rates_table (fixation values are checked by the engine). */
function checkRatesTableArgs(args: RatesTableAmounts): void {
  checkRange(args.property_price, 'property_price', PURCHASE_PRICE);
  checkRange(args.loan_amount, 'loan_amount', { min: L.minLoanAmount, max: roundCents(args.property_price * MAX_FINANCING_RATIO) });
  checkRange(args.repayment, 'repayment', REPAYMENT);
  checkListLength(args.years_fixed, 'years_fixed');
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

export const ratesResolvers = {
  Query: {
    rates_table: async (_: unknown, args: RatesTableArgs, ctx: GraphQLContext) => {
      withApiErrors(ratesFieldMap, () => checkRatesTableArgs(args));
      const date = resolveRatesDate(args.date, todayInBerlin(ctx.now()));
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
      const { curve } = await marketOf(ctx, resolveRatesDate(args.date, todayInBerlin(ctx.now())));
      return withApiErrors(identityFieldMap, () => {
        const locale = resolveLocale(args.locale);
        return {
          curveDate: curve.date,
          source: curve.source,
          rates: forwardRates(curve, MAX_CURVE_YEARS).map((rate, i) => ({ year: i + 1, rate, formattedRate: formatPercent(rate, locale) })),
        };
      });
    },
  },
};
