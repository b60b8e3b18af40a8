/**
 * Resolvers of the calculation sheets (calculate, chart): parse arguments, call the pure engine with the rate
 * market of the date, format, map errors. No business rules here (they live in src/engine/**).
 */
import { calculateMortgage } from '@/engine/mortgage/calculator';
import { marketOf } from '@/features/rates/graphql/resolvers';
import { resolveDate, resolveLocale } from '@/graphql/arguments';
import type { GraphQLContext } from '@/graphql/context';
import { apiError, withApiErrors } from '@/graphql/errors';
import { CALCULATE_PAGES, CHART_INDEXES, CHART_PAGES, checkSheet, mortgageFieldMap, parseMortgageInputs } from './inputs';
import { checkMortgageBounds } from './mortgage-bounds';
import { mortgageChart, mortgageInputItems, mortgageOutputItems } from './mortgage-items';

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

export const resolvers = {
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
  },
};
