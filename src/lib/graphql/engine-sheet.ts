/**
 * A calculation sheet made of a pure engine (house budget, rent or buy, the mortgage recommendation): the inputs
 * checked by a zod schema (unknown name → UNKNOWN_INPUT, wrong type → INVALID_INPUT), the engine run with the rate
 * market of the date, its validation errors as the API's (engineValidationError), the inputs and outputs as
 * calculator items in the requested locale. `calculate` only: these sheets have no chart.
 */
import type { z } from 'zod';
import { EngineInputError } from '@/engine/errors';
import type { RateMarket } from '@/engine/rates/market';
import type { Locale } from '@/i18n/routes';
import { resolveDate, resolveLocale } from './arguments';
import type { GraphQLContext } from './context';
import { engineValidationError, fromZodError, identityFieldMap, withApiErrors, type FieldMap } from './errors';
import { formatValue, type ValueType } from './format';
import type { CalculationSheet, CalculatorItem } from './sheets';

/** One calculator item; the formatted value in the locale. */
export function calculatorItem(name: string, value: unknown, type: ValueType, locale: Locale): CalculatorItem {
  return { name, value: value ?? null, formatted_value: formatValue(value, type, locale), type };
}

export interface EngineSheetSpec<I, R> {
  pages: readonly string[];
  schema: z.ZodType<I>;
  /** Engine field → API input name, for the engine's errors. */
  fieldMap?: FieldMap;
  /** Runs the engine; the engine's EngineInputErrors become the API's errors. */
  run(inputs: I, env: { date: string; market: RateMarket }): R;
  inputItems(inputs: I, locale: Locale): CalculatorItem[];
  outputItems(result: R, locale: Locale): CalculatorItem[];
}

export function engineSheet<I, R>(spec: EngineSheetSpec<I, R>, marketOf: (ctx: GraphQLContext, date: string) => Promise<RateMarket>): CalculationSheet {
  const fieldMap = spec.fieldMap ?? identityFieldMap;
  return {
    calculatePages: spec.pages,
    chartPages: [],
    chartIndexes: [],
    async calculate(args, ctx) {
      const locale = resolveLocale(args.locale);
      const date = resolveDate(args.date);
      const parsed = spec.schema.safeParse(args.inputs ?? {});
      if (!parsed.success) throw fromZodError(parsed.error, 'inputs', fieldMap);
      const market = await marketOf(ctx, date);
      const result = withApiErrors(fieldMap, () => {
        try {
          return spec.run(parsed.data, { date, market });
        } catch (e) {
          if (e instanceof EngineInputError) throw engineValidationError(e, fieldMap);
          throw e;
        }
      });
      return { sheet: args.sheet, page: args.page, inputs: spec.inputItems(parsed.data, locale), outputs: spec.outputItems(result, locale) };
    },
    chart() {
      // Unreachable: sheetResolvers refuses every page of a sheet without charts (UNKNOWN_PAGE).
      return Promise.reject(new Error('no chart'));
    },
  };
}
