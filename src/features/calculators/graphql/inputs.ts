/**
 * Input schemas (zod) of the calculators' GraphQL operations and the mapping between the API's input names
 * (spec § 3, snake_case) and the engine's fields.
 *
 * The schemas check names and types only; the static ranges are checked by the engine
 * (src/engine/mortgage/calculator.ts), whose EngineInputError fields are mapped back to these names, and the
 * calculation's own bounds afterwards by ./mortgage-bounds.ts checkMortgageBounds (as the calculator page does).
 * Missing mortgage inputs take the spec defaults (src/engine/mortgage/defaults.ts), like the cells of a
 * calculation sheet.
 */
import { z } from 'zod';
import type { MortgageInputs } from '@/engine/mortgage/calculator';
import { CALCULATOR_FIXATION_YEARS, DEFAULT_MORTGAGE_INPUTS, type CalculatorFixationYears } from '@/engine/mortgage/defaults';
import { fromZodError, type FieldMap } from '@/lib/graphql/errors';

// ---------------------------------------------------------------------------------------------------------
// Sheets and pages

export const MORTGAGE_SHEET = 'mortgage-calculator';
/** Pages of the mortgage sheet (the sheets are composed in src/graphql/server.ts; pension-gap-calculator is the pension feature's). */
export const CALCULATE_PAGES = ['Calculate', 'Calculator'] as const;
export const CHART_PAGES = ['Calculator'] as const;
/** chart_index 0 = repayment chart, 1 = payment chart. */
export const CHART_INDEXES = [0, 1] as const;

// ---------------------------------------------------------------------------------------------------------
// Mortgage calculator inputs

const NUMBER_WORDS = [
  'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten',
  'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty',
  'twenty_one', 'twenty_two', 'twenty_three', 'twenty_four', 'twenty_five', 'twenty_six', 'twenty_seven', 'twenty_eight', 'twenty_nine', 'thirty',
] as const;

/** forward_rate_year_one … forward_rate_year_thirty (index 0 = year 1). */
export const FORWARD_RATE_INPUTS: readonly string[] = NUMBER_WORDS.map((w) => `forward_rate_year_${w}`);

/** offer_api_interest_5 … offer_api_interest_30. */
export const OFFER_RATE_INPUTS: Readonly<Record<CalculatorFixationYears, string>> = Object.fromEntries(
  CALCULATOR_FIXATION_YEARS.map((y) => [y, `offer_api_interest_${y}`]),
) as Record<CalculatorFixationYears, string>;

/** API input name ↔ engine field for the scalar inputs. */
const SCALAR_INPUTS = {
  purchase_price: 'purchasePrice',
  savings: 'savings',
  location_tax: 'locationTax',
  real_estate_commission: 'realEstateCommission',
  monthly_payment: 'monthlyPayment',
  monthly_payment_percentage: 'monthlyPaymentPercentage',
  boolean_monthly_payment_percentage: 'usePaymentPercentage',
  min_fixed_interest_chosen: 'fixationYears',
  interest_rate_override: 'interestRateOverride',
} as const satisfies Record<string, keyof MortgageInputs>;

const ENGINE_TO_API: Readonly<Record<string, string>> = {
  ...Object.fromEntries(Object.entries(SCALAR_INPUTS).map(([api, engine]) => [engine, api])),
  ...Object.fromEntries(CALCULATOR_FIXATION_YEARS.map((y) => [`offerRates.${y}`, OFFER_RATE_INPUTS[y]])),
  ...Object.fromEntries(FORWARD_RATE_INPUTS.map((name, i) => [`forwardRates.${i + 1}`, name])),
  date: 'date',
};

/** Engine field → API input name (unknown fields pass unchanged). */
export const mortgageFieldMap: FieldMap = (field) => ENGINE_TO_API[field] ?? field;

const rate = z.number().nullish();

export const mortgageInputsSchema = z.strictObject({
  purchase_price: z.number().optional(),
  savings: z.number().optional(),
  location_tax: z.number().optional(),
  real_estate_commission: z.number().optional(),
  monthly_payment: z.number().optional(),
  monthly_payment_percentage: z.number().optional(),
  boolean_monthly_payment_percentage: z.boolean().optional(),
  min_fixed_interest_chosen: z.number().optional(),
  interest_rate_override: rate,
  ...Object.fromEntries(Object.values(OFFER_RATE_INPUTS).map((name) => [name, rate])),
  ...Object.fromEntries(FORWARD_RATE_INPUTS.map((name) => [name, rate])),
});

/** All input names of the mortgage sheet. */
export const MORTGAGE_INPUT_NAMES: readonly string[] = Object.keys(mortgageInputsSchema.shape);

export interface ParsedMortgageInputs {
  /** Engine inputs, defaults filled in. */
  inputs: MortgageInputs;
}

/**
 * Parses the `inputs` JSON object of calculate/chart. Throws GraphQLError UNKNOWN_INPUT (unknown name),
 * INVALID_INPUT (wrong type, not an object). Ranges are left to the engine and ./bounds.ts.
 */
export function parseMortgageInputs(raw: unknown): ParsedMortgageInputs {
  const parsed = mortgageInputsSchema.safeParse(raw);
  if (!parsed.success) throw fromZodError(parsed.error, 'inputs');
  const v = parsed.data as Record<string, number | boolean | null | undefined>;
  const num = (name: string, fallback: number): number => (typeof v[name] === 'number' ? (v[name] as number) : fallback);
  const d = DEFAULT_MORTGAGE_INPUTS;

  const offerRates: Partial<Record<CalculatorFixationYears, number>> = {};
  for (const y of CALCULATOR_FIXATION_YEARS) {
    const value = v[OFFER_RATE_INPUTS[y]];
    if (typeof value === 'number') offerRates[y] = value;
  }
  const forwardRates = FORWARD_RATE_INPUTS.map((name) => (typeof v[name] === 'number' ? (v[name] as number) : undefined));
  const override = v.interest_rate_override;

  const inputs: MortgageInputs = {
    purchasePrice: num('purchase_price', d.purchasePrice),
    savings: num('savings', d.savings),
    locationTax: num('location_tax', d.locationTax),
    realEstateCommission: num('real_estate_commission', d.realEstateCommission),
    monthlyPayment: num('monthly_payment', d.monthlyPayment),
    monthlyPaymentPercentage: num('monthly_payment_percentage', d.monthlyPaymentPercentage),
    usePaymentPercentage: typeof v.boolean_monthly_payment_percentage === 'boolean' ? v.boolean_monthly_payment_percentage : d.usePaymentPercentage,
    // Range (5, 10, 15, 20, 30) checked by the engine → OUT_OF_RANGE {allowed}.
    fixationYears: num('min_fixed_interest_chosen', d.fixationYears) as CalculatorFixationYears,
    interestRateOverride: typeof override === 'number' ? override : null,
    offerRates,
    forwardRates,
  };
  return { inputs };
}
