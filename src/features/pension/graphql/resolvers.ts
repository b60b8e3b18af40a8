/**
 * The retirement planner's calculation sheet `pension-gap-calculator` (spec § 7: calculate and the chart
 * calculation, page Calculator, outputs plus chart index 0), composed with the other sheets by
 * src/graphql/server.ts through src/graphql/sheets.ts: parse the inputs, call the pure engine with the rate
 * market of the date (the house cards' loan rate, like the mortgage sheet), format, map errors.
 *
 * Errors: the engine's validation (spec § 5) comes back with the API's codes and the input's API name,
 * the engine's code as params.reason: REQUIRED → REQUIRED; MINIMUM / MAXIMUM → OUT_OF_RANGE {min | max,
 * value}; INVALID_OPTION → OUT_OF_RANGE {allowed, value}; INVALID_NUMBER → INVALID_INPUT.
 */
import type { GraphQLError } from 'graphql';
import { EngineInputError } from '@/engine/errors';
import { calculatePensionPlan, type PensionPlan } from '@/engine/pension';
import { marketOf } from '@/features/rates/server';
import { resolveDate, resolveLocale } from '@/lib/graphql/arguments';
import type { GraphQLContext } from '@/lib/graphql/context';
import { engineValidationError, withApiErrors } from '@/lib/graphql/errors';
import type { CalculateArgs, CalculationSheet } from '@/lib/graphql/sheets';
import { parsePensionInputs, PENSION_CALCULATE_PAGES, PENSION_CHART_INDEXES, PENSION_CHART_PAGES, pensionFieldMap, type ParsedPensionInputs } from './inputs';
import { pensionChart, pensionInputItems, pensionOutputItems } from './items';

/** An engine validation error as the API's error (see above). */
export function pensionApiError(e: EngineInputError): GraphQLError {
  return engineValidationError(e, pensionFieldMap);
}

async function plan(args: CalculateArgs, ctx: GraphQLContext): Promise<{ parsed: ParsedPensionInputs; plan: PensionPlan }> {
  const date = resolveDate(args.date);
  const market = await marketOf(ctx, date);
  return withApiErrors(pensionFieldMap, () => {
    const parsed = parsePensionInputs(args.inputs);
    try {
      return { parsed, plan: calculatePensionPlan(parsed.inputs, { today: date, market }) };
    } catch (e) {
      if (e instanceof EngineInputError) throw pensionApiError(e);
      throw e;
    }
  });
}

export const pensionSheet: CalculationSheet = {
  calculatePages: PENSION_CALCULATE_PAGES,
  chartPages: PENSION_CHART_PAGES,
  chartIndexes: PENSION_CHART_INDEXES,

  async calculate(args, ctx) {
    const locale = resolveLocale(args.locale);
    const result = await plan(args, ctx);
    return {
      sheet: args.sheet,
      page: args.page,
      inputs: pensionInputItems(result.parsed, result.plan, locale),
      outputs: pensionOutputItems(result.plan, locale),
    };
  },

  async chart(args, _chartIndex, ctx) {
    return pensionChart((await plan(args, ctx)).plan);
  },
};
