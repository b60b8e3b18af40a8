/**
 * The calculation sheets of the query endpoint (spec § 7 "Calculators and rates"): `calculate` and the chart
 * calculation take a `sheet` name, and each feature brings its sheets (mortgage-calculator from the
 * calculators, pension-gap-calculator from the pension planner). server.ts composes them with
 * sheetResolvers; this module knows no feature.
 *
 * The sheet and page are checked before anything else (UNKNOWN_SHEET / UNKNOWN_PAGE with the allowed
 * values), then the chart index; the sheet's handler does the rest.
 */
import type { GraphQLContext } from './context';
import { apiError } from './errors';
import type { ValueType } from './format';

type Maybe<T> = T | null | undefined;

export interface CalculateArgs {
  sheet: string;
  page: string;
  use_cache?: Maybe<boolean>;
  inputs: unknown;
  locale?: Maybe<string>;
  date?: Maybe<string>;
}

export interface ChartArgs extends CalculateArgs {
  chart_index: number;
}

export interface CalculatorItem {
  name: string;
  value: unknown;
  formatted_value: string | null;
  type: ValueType;
}

export interface CalculationResult {
  sheet: string;
  page: string;
  inputs: CalculatorItem[];
  outputs: CalculatorItem[];
}

export interface ChartDomain {
  domain_name: string;
  data: number[];
  range: number[];
}

export interface ChartSeries {
  serie_name: string;
  /** null where the series has no value (e.g. outside its range of ages). */
  data: (number | null)[];
}

export interface Chart {
  type: string;
  domains: ChartDomain[];
  series: ChartSeries[];
}

export interface CalculationSheet {
  /** Pages of `calculate`. */
  calculatePages: readonly string[];
  /** Pages of the chart calculation. */
  chartPages: readonly string[];
  chartIndexes: readonly number[];
  calculate(args: CalculateArgs, ctx: GraphQLContext): Promise<CalculationResult>;
  chart(args: ChartArgs, chartIndex: number, ctx: GraphQLContext): Promise<Chart>;
}

function sheetOf(sheets: Readonly<Record<string, CalculationSheet>>, name: string): CalculationSheet {
  const sheet = Object.hasOwn(sheets, name) ? sheets[name] : undefined;
  if (!sheet) throw apiError('UNKNOWN_SHEET', 'sheet', { value: name, allowed: Object.keys(sheets) });
  return sheet;
}

function checkPage(page: string, pages: readonly string[]): void {
  if (!pages.includes(page)) throw apiError('UNKNOWN_PAGE', 'page', { value: page, allowed: [...pages] });
}

/** Query.calculate and Query.chart over the given sheets (name → sheet). */
export function sheetResolvers(sheets: Readonly<Record<string, CalculationSheet>>) {
  return {
    Query: {
      calculate: (_: unknown, args: CalculateArgs, ctx: GraphQLContext): Promise<CalculationResult> => {
        const sheet = sheetOf(sheets, args.sheet);
        checkPage(args.page, sheet.calculatePages);
        return sheet.calculate(args, ctx);
      },
      chart: (_: unknown, args: ChartArgs, ctx: GraphQLContext): Promise<Chart> => {
        const sheet = sheetOf(sheets, args.sheet);
        checkPage(args.page, sheet.chartPages);
        if (!sheet.chartIndexes.includes(args.chart_index)) {
          throw apiError('OUT_OF_RANGE', 'chart_index', { value: args.chart_index, allowed: [...sheet.chartIndexes] });
        }
        return sheet.chart(args, args.chart_index, ctx);
      },
    },
  };
}
