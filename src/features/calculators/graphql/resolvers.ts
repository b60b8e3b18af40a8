/**
 * The mortgage calculator's calculation sheet (calculate, chart; composed with the other sheets by
 * src/graphql/server.ts through src/graphql/sheets.ts): parse arguments, call the pure engine with the rate
 * market of the date, format, map errors. No business rules here (they live in src/engine/**).
 */
import { calculateMortgage } from '@/engine/mortgage/calculator';
import { marketOf } from '@/features/rates/server';
import { resolveDate, resolveLocale } from '@/lib/graphql/arguments';
import { withApiErrors } from '@/lib/graphql/errors';
import type { CalculationSheet } from '@/lib/graphql/sheets';
import { CALCULATE_PAGES, CHART_INDEXES, CHART_PAGES, mortgageFieldMap, parseMortgageInputs } from './inputs';
import { checkMortgageBounds } from './mortgage-bounds';
import { mortgageChart, mortgageInputItems, mortgageOutputItems } from './mortgage-items';

export const mortgageSheet: CalculationSheet = {
  calculatePages: CALCULATE_PAGES,
  chartPages: CHART_PAGES,
  chartIndexes: CHART_INDEXES,

  async calculate(args, ctx) {
    const date = resolveDate(args.date);
    const market = await marketOf(ctx, date);
    return withApiErrors(mortgageFieldMap, () => {
      const locale = resolveLocale(args.locale);
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

  async chart(args, chartIndex, ctx) {
    const date = resolveDate(args.date);
    const market = await marketOf(ctx, date);
    return withApiErrors(mortgageFieldMap, () => {
      const parsed = parseMortgageInputs(args.inputs);
      const calculation = calculateMortgage(parsed.inputs, { date, market });
      checkMortgageBounds(parsed.inputs, calculation);
      return mortgageChart(calculation, chartIndex as 0 | 1);
    });
  },
};
