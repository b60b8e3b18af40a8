/**
 * Inputs of the query endpoint's pension-gap-calculator sheet (spec § 7; names of spec § 3 "Pension planner
 * inputs", snake_case as the API's other sheets) and their mapping to the engine's PensionInputs.
 *
 * The schema checks names and types only (an unknown name → UNKNOWN_INPUT, a wrong type → INVALID_INPUT),
 * plus an upper bound on amounts so that no figure overflows; the ranges of spec § 5 (age 20–66, the
 * slider bounds, required fields, GRV points present with an all-zero list counting as empty) are the
 * engine's (src/engine/pension/index.ts), whose errors come back with these names (pensionFieldMap).
 * Unlike the mortgage sheet, the required fields take no defaults: the spec's example is an example, not
 * the visitor's data (the page starts from it; the API states what it calculates).
 */
import { z } from 'zod';
import type { PensionInputs } from '@/engine/pension';
import { fromZodError, type FieldMap } from '@/lib/graphql/errors';

export const PENSION_SHEET = 'pension-gap-calculator';
export const PENSION_CALCULATE_PAGES = ['Calculator'] as const;
export const PENSION_CHART_PAGES = ['Calculator'] as const;
/** chart_index 0 = the solutions' capital by age against the capital a retirement at that age needs. */
export const PENSION_CHART_INDEXES = [0] as const;

/** Largest amount (euros) any money input takes: far above any household's, small enough that no figure overflows. */
export const PENSION_MAX_AMOUNT = 100_000_000;
/** Largest number of GRV points (about twice the points a 50-year career at the contribution ceiling earns). */
export const PENSION_MAX_POINTS = 200;

/** API input name → engine field (dotted for the GRV points). */
export const PENSION_INPUTS = {
  age: 'age',
  monthly_gross_income: 'monthlyGrossIncome',
  sex: 'sex',
  education: 'education',
  monthly_savings: 'monthlySavings',
  total_savings_in_bank: 'totalSavingsInBank',
  boolean_home_owner: 'homeOwner',
  cityOfResidence: 'cityOfResidence',
  monthly_cold_rent: 'monthlyColdRent',
  partner_monthly_gross_income: 'partnerMonthlyGrossIncome',
  current_home_property_value: 'currentHomePropertyValue',
  current_home_outstanding_mortgage: 'currentHomeOutstandingMortgage',
  current_home_monthly_mortgage_payment: 'currentHomeMonthlyMortgagePayment',
  current_home_interest_rate: 'currentHomeInterestRate',
  inflation: 'inflation',
  current_employment: 'currentEmployment',
  boolean_grv_compulsory_enroll: 'grvCompulsoryEnroll',
  grv_points_total: 'grvPoints.total',
  grv_points_employed: 'grvPoints.employed',
  grv_points_self_employed: 'grvPoints.selfEmployed',
  etf_share: 'etfShare',
  etf_value: 'etfValue',
  monthly_other_pension: 'monthlyOtherPension',
  slider_desired_retirement_age: 'desiredRetirementAge',
  slider_monthly_contribution: 'monthlyContribution',
  slider_one_time_contribution: 'oneTimeContribution',
  tax_filing: 'taxFiling',
  childless: 'childless',
  church_tax: 'churchTax',
  depreciation: 'depreciation',
} as const;

export type PensionInputName = keyof typeof PENSION_INPUTS;

const ENGINE_TO_API: Readonly<Record<string, string>> = {
  ...Object.fromEntries(Object.entries(PENSION_INPUTS).map(([api, engine]) => [engine, api])),
  // An all-zero (or empty) list of points.
  grvPoints: 'grv_points',
};

/** Engine field → API input name (unknown fields pass unchanged). */
export const pensionFieldMap: FieldMap = (field) => ENGINE_TO_API[field] ?? field;

const amount = z.number().max(PENSION_MAX_AMOUNT).nullish();
const points = z.number().max(PENSION_MAX_POINTS).nullish();
const number = z.number().nullish();
/** Spec § 3: yes/no answers are the strings true and false; booleans are taken too. */
const yesNo = z.union([z.boolean(), z.enum(['true', 'false'])]).nullish();
/** Enumerations: any string here, the engine names the allowed values (INVALID_OPTION → OUT_OF_RANGE {allowed}). */
const choice = z.string().max(40).nullish();

export const pensionInputsSchema = z.strictObject({
  age: number,
  monthly_gross_income: amount,
  sex: choice,
  education: choice,
  monthly_savings: amount,
  total_savings_in_bank: amount,
  boolean_home_owner: yesNo,
  cityOfResidence: z.string().max(100).nullish(),
  monthly_cold_rent: amount,
  partner_monthly_gross_income: amount,
  current_home_property_value: amount,
  current_home_outstanding_mortgage: amount,
  current_home_monthly_mortgage_payment: amount,
  current_home_interest_rate: number,
  inflation: yesNo,
  current_employment: choice,
  boolean_grv_compulsory_enroll: yesNo,
  grv_points_total: points,
  grv_points_employed: points,
  grv_points_self_employed: points,
  etf_share: number,
  etf_value: amount,
  monthly_other_pension: amount,
  slider_desired_retirement_age: number,
  slider_monthly_contribution: amount,
  slider_one_time_contribution: amount,
  tax_filing: choice,
  childless: yesNo,
  church_tax: yesNo,
  depreciation: choice,
} satisfies Record<PensionInputName, z.ZodType>);

export const PENSION_INPUT_NAMES = Object.keys(PENSION_INPUTS) as PensionInputName[];

export type PensionApiInputs = z.infer<typeof pensionInputsSchema>;

export interface ParsedPensionInputs {
  /** The inputs as sent (validated names and types). */
  given: PensionApiInputs;
  /** The engine's inputs. */
  inputs: PensionInputs;
}

function bool(v: boolean | 'true' | 'false' | null | undefined): boolean | null {
  if (v === null || v === undefined) return null;
  return v === true || v === 'true';
}

/**
 * Parses the `inputs` JSON object of calculate/chart. Throws GraphQLError UNKNOWN_INPUT (unknown name),
 * INVALID_INPUT (wrong type, not an object), OUT_OF_RANGE (an amount above PENSION_MAX_AMOUNT).
 */
export function parsePensionInputs(raw: unknown): ParsedPensionInputs {
  const parsed = pensionInputsSchema.safeParse(raw);
  if (!parsed.success) throw fromZodError(parsed.error, 'inputs');
  const v = parsed.data;
  const inputs: PensionInputs = {
    age: v.age,
    monthlyGrossIncome: v.monthly_gross_income,
    sex: v.sex as PensionInputs['sex'],
    education: v.education as PensionInputs['education'],
    monthlySavings: v.monthly_savings,
    totalSavingsInBank: v.total_savings_in_bank,
    homeOwner: bool(v.boolean_home_owner),
    cityOfResidence: v.cityOfResidence,
    monthlyColdRent: v.monthly_cold_rent,
    partnerMonthlyGrossIncome: v.partner_monthly_gross_income,
    currentHomePropertyValue: v.current_home_property_value,
    currentHomeOutstandingMortgage: v.current_home_outstanding_mortgage,
    currentHomeMonthlyMortgagePayment: v.current_home_monthly_mortgage_payment,
    currentHomeInterestRate: v.current_home_interest_rate,
    inflation: bool(v.inflation),
    currentEmployment: v.current_employment as PensionInputs['currentEmployment'],
    grvCompulsoryEnroll: bool(v.boolean_grv_compulsory_enroll),
    grvPoints: { total: v.grv_points_total, employed: v.grv_points_employed, selfEmployed: v.grv_points_self_employed },
    etfShare: v.etf_share,
    etfValue: v.etf_value,
    monthlyOtherPension: v.monthly_other_pension,
    desiredRetirementAge: v.slider_desired_retirement_age,
    monthlyContribution: v.slider_monthly_contribution,
    oneTimeContribution: v.slider_one_time_contribution,
    taxFiling: v.tax_filing as PensionInputs['taxFiling'],
    childless: bool(v.childless),
    churchTax: bool(v.church_tax),
    depreciation: v.depreciation as PensionInputs['depreciation'],
  };
  return { given: v, inputs };
}
