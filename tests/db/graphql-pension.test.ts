/**
 * The query endpoint's pension-gap-calculator sheet (spec § 7: calculate and chart, page Calculator, outputs
 * plus chart index 0; issue 13 "API") over HTTP: the route handler's POST with real Request objects. The
 * figures are the engine's for the same inputs and the rate market of the date; bad inputs answer coded errors.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '@/db/client';
import { calculatePensionPlan, type PensionPlan } from '@/engine/pension';
import { PENSION_EXAMPLE } from '@/engine/pension/example';
import { PENSION_INPUT_NAMES } from '@/features/pension/graphql/inputs';
import { marketOn } from '@/features/rates/market-repository';
import { useMemoryAppDb } from '../support/app-db';
import { CALCULATE_QUERY, gqlRoute, type CalculatorItem as Item } from '../support/graphql-route';

let db: Database;
beforeAll(async () => {
  db = await useMemoryAppDb();
});

const DATE = '2026-01-15';
const NBSP = '\u00a0';
const SHEET = 'pension-gap-calculator';

/** The spec's example (§ 9) in the API's names. */
const EXAMPLE = {
  age: PENSION_EXAMPLE.age,
  monthly_gross_income: PENSION_EXAMPLE.monthlyGrossIncome,
  monthly_savings: PENSION_EXAMPLE.monthlySavings,
  total_savings_in_bank: PENSION_EXAMPLE.totalSavingsInBank,
  monthly_cold_rent: PENSION_EXAMPLE.monthlyColdRent,
  grv_points_employed: 8,
  grv_points_self_employed: 0,
  current_employment: 'employed',
  slider_desired_retirement_age: PENSION_EXAMPLE.desiredRetirementAge,
  slider_monthly_contribution: PENSION_EXAMPLE.monthlyContribution,
  slider_one_time_contribution: PENSION_EXAMPLE.oneTimeContribution,
};

const gql = gqlRoute;

const CALCULATE = CALCULATE_QUERY;

const CHART = /* GraphQL */ `
  query Chart($inputs: JSON!, $index: Int!, $page: String!, $sheet: String!) {
    chart(sheet: $sheet, page: $page, chart_index: $index, inputs: $inputs, date: "2026-01-15") {
      type
      domains { domain_name data range }
      series { serie_name data }
    }
  }
`;

type CalculateData = { calculate: { sheet: string; page: string; inputs: Item[]; outputs: Item[] } };
type ChartData = { chart: { type: string; domains: { domain_name: string; data: number[]; range: number[] }[]; series: { serie_name: string; data: (number | null)[] }[] } };

function calculate(inputs: unknown, extra: Record<string, unknown> = {}) {
  return gql<CalculateData>(CALCULATE, { inputs, date: DATE, sheet: SHEET, page: 'Calculator', ...extra });
}

function byName(items: Item[]): Record<string, Item> {
  return Object.fromEntries(items.map((i) => [i.name, i]));
}

async function enginePlan(inputs = PENSION_EXAMPLE): Promise<PensionPlan> {
  const market = await marketOn(db, DATE);
  return calculatePensionPlan(inputs, { today: DATE, market: market! });
}

describe('calculate (sheet pension-gap-calculator)', () => {
  test("the spec's example: the engine's figures for the rate market of the date, formatted de-DE", async () => {
    const r = await calculate(EXAMPLE);
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    expect(r.status).toBe(200);
    const plan = await enginePlan();
    const out = byName(r.data!.calculate.outputs);
    expect(r.data!.calculate).toMatchObject({ sheet: SHEET, page: 'Calculator' });
    expect(out.expected_income_before_retirement?.value).toBeCloseTo(plan.expectedIncomeBeforeRetirement, 6);
    expect(out.required_pension?.value).toBeCloseTo(plan.requiredPension, 6);
    expect(out.pension_gap?.value).toBeCloseTo(plan.pensionGap, 6);
    expect(plan.pensionGap).toBeGreaterThan(0);
    expect(out.pension_gap?.formatted_value).toBe(`${Math.round(plan.pensionGap).toLocaleString('de-DE')}${NBSP}€`);
    expect(out.statutory_pension_net?.value).toBeCloseTo(plan.statutory.monthlyNet, 6);
    expect(out.statutory_pension_gross?.value).toBeCloseTo(plan.statutory.monthlyGross, 6);
    expect(out.statutory_health_insurance?.value).toBeCloseTo(plan.statutory.healthInsurance, 6);
    expect(out.pie_state_pension?.value).toBeCloseTo(plan.pie.statePension, 6);
    expect(out.pie_retirement_age?.value).toBe(67);
    expect(out.suggestion_recommendation?.value).toBe(plan.suggestionRecommendation);
    expect(out.private_pension_plan_retirement_age?.value).toBe(plan.suggestions.privatePensionPlan!.retirementAge);
    expect(out.own_home_available?.value).toBe(true);
    expect(out.scenario_retirement_age_worst?.value).toBe(plan.scenarioRetirementAges.worst);
    expect(out.slider_monthly_contribution_max).toMatchObject({ value: 1_425, formatted_value: `1.425${NBSP}€` });
    expect(out.slider_one_time_contribution_max?.value).toBe(130_000);
    expect(out.card_own_home_property_value?.value).toBe(250_000);
    expect(out.card_investment_property_loan_amount?.value).toBe(237_500);
    expect(out.card_own_home_interest_rate?.value).toBeCloseTo(plan.cards.ownHome!.interestRate, 10);
    expect(out.card_private_pension_plan_effective_cost_min?.formatted_value).toBe(`0,49${NBSP}%`);
    expect(out.money_basis?.value).toBe('today');
    // The inputs as used.
    const inputs = byName(r.data!.calculate.inputs);
    expect(inputs.age).toMatchObject({ value: 30, formatted_value: '30', type: 'integer' });
    expect(inputs.monthly_gross_income?.formatted_value).toBe(`4.500${NBSP}€`);
  });

  test('en: en-GB formatting; inflation as the string "true" → nominal euros, higher than today\'s', async () => {
    const r = await calculate({ ...EXAMPLE, inflation: 'true' }, { locale: 'en' });
    expect(r.errors).toBeUndefined();
    const out = byName(r.data!.calculate.outputs);
    const plan = await enginePlan({ ...PENSION_EXAMPLE, inflation: true });
    expect(out.money_basis?.value).toBe('nominal');
    expect(out.pension_gap?.value).toBeCloseTo(plan.pensionGap, 6);
    expect(out.pension_gap?.value).toBeGreaterThan((await enginePlan()).pensionGap);
    expect(out.pension_gap?.formatted_value).toBe(`€${Math.round(plan.pensionGap).toLocaleString('en-GB')}`);
    expect(byName(r.data!.calculate.inputs).inflation).toMatchObject({ value: true, formatted_value: 'true' });
  });

  test('a home owner gets no own-home option and no own-home card', async () => {
    const r = await calculate({ ...EXAMPLE, boolean_home_owner: true });
    expect(r.errors).toBeUndefined();
    const out = byName(r.data!.calculate.outputs);
    expect(out.own_home_available?.value).toBe(false);
    expect(out.own_home_retirement_age?.value).toBeNull();
    expect(out.card_own_home_property_value).toBeUndefined();
    expect(out.investment_property_available?.value).toBe(true);
  });

  test.each([
    { label: 'age 19', inputs: { age: 19 }, code: 'OUT_OF_RANGE', field: 'age', params: { min: 20, value: 19, reason: 'MINIMUM' } },
    { label: 'age 67', inputs: { age: 67 }, code: 'OUT_OF_RANGE', field: 'age', params: { max: 66, reason: 'MAXIMUM' } },
    { label: 'age missing', inputs: { age: null }, code: 'REQUIRED', field: 'age' },
    { label: 'income missing', inputs: { monthly_gross_income: undefined }, code: 'REQUIRED', field: 'monthly_gross_income' },
    { label: 'negative rent', inputs: { monthly_cold_rent: -1 }, code: 'OUT_OF_RANGE', field: 'monthly_cold_rent', params: { min: 0 } },
    { label: 'points all zero', inputs: { grv_points_employed: 0 }, code: 'REQUIRED', field: 'grv_points' },
    { label: 'self-employed points missing', inputs: { grv_points_self_employed: null }, code: 'REQUIRED', field: 'grv_points_self_employed' },
    { label: 'retirement age 76', inputs: { slider_desired_retirement_age: 76 }, code: 'OUT_OF_RANGE', field: 'slider_desired_retirement_age', params: { max: 75 } },
    { label: 'monthly contribution above the slider', inputs: { slider_monthly_contribution: 1_426 }, code: 'OUT_OF_RANGE', field: 'slider_monthly_contribution', params: { max: 1_425 } },
    { label: 'employment "retired"', inputs: { current_employment: 'retired' }, code: 'OUT_OF_RANGE', field: 'current_employment', params: { allowed: ['employed', 'selfEmployed'] } },
    { label: 'age as text', inputs: { age: 'thirty' }, code: 'INVALID_INPUT', field: 'age' },
    { label: 'home owner "maybe"', inputs: { boolean_home_owner: 'maybe' }, code: 'INVALID_INPUT', field: 'boolean_home_owner' },
    { label: 'income of a billion', inputs: { monthly_gross_income: 1e9 }, code: 'OUT_OF_RANGE', field: 'monthly_gross_income' },
    { label: 'unknown input', inputs: { purchase_price: 400_000 }, code: 'UNKNOWN_INPUT', field: 'purchase_price' },
  ])('$label → $code ($field)', async ({ inputs, code, field, params }) => {
    const r = await calculate({ ...EXAMPLE, ...inputs });
    expect(r.status).toBe(200);
    expect(r.errors, JSON.stringify(r)).toHaveLength(1);
    const e = r.errors![0]!.extensions!;
    expect(e.code).toBe(code);
    expect(e.field).toBe(field);
    if (params) expect(e.params).toMatchObject(params);
  });

  test('page Calculate is not a page of the pension sheet', async () => {
    const r = await calculate(EXAMPLE, { page: 'Calculate' });
    expect(r.errors![0]!.extensions).toMatchObject({ code: 'UNKNOWN_PAGE', field: 'page', params: { allowed: ['Calculator'] } });
  });

  test('property: any inputs object gives a result or a coded input error, never INTERNAL', async () => {
    const value = fc.oneof(
      fc.double({ min: -1e8, max: 1e8, noNaN: true }),
      fc.integer({ min: -1, max: 90 }),
      fc.boolean(),
      fc.constant(null),
      fc.constantFrom('true', 'false', 'employed', 'selfEmployed', 'joint', 'linear3', 'x'),
      fc.constant([]),
    );
    const name = fc.oneof(fc.constantFrom(...PENSION_INPUT_NAMES), fc.string({ maxLength: 8 }));
    const allowed = new Set(['UNKNOWN_INPUT', 'INVALID_INPUT', 'OUT_OF_RANGE', 'REQUIRED']);
    await fc.assert(
      fc.asyncProperty(fc.dictionary(name, value, { maxKeys: 6 }), async (changes) => {
        const r = await calculate({ ...EXAMPLE, ...changes });
        if (r.errors) {
          expect(r.errors).toHaveLength(1);
          const ext = r.errors[0]!.extensions!;
          expect(allowed.has(ext.code!), JSON.stringify({ changes, ext })).toBe(true);
          expect(typeof ext.field).toBe('string');
        } else {
          expect(r.data!.calculate.outputs.length).toBeGreaterThan(60);
        }
      }),
      { numRuns: 40 },
    );
  });
});

describe('chart (sheet pension-gap-calculator, index 0)', () => {
  test('the four series of spec § 3 by age, from today\'s age to the life expectancy, equal to the engine\'s', async () => {
    const r = await gql<ChartData>(CHART, { inputs: EXAMPLE, index: 0, page: 'Calculator', sheet: SHEET });
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    const chart = r.data!.chart;
    const plan = await enginePlan();
    expect(chart.type).toBe('line');
    expect(chart.series.map((s) => s.serie_name)).toEqual(['ppp', 'investmentProperty', 'ownHome', 'feasibleRetirement']);
    const ages = chart.domains.find((d) => d.domain_name === 'ages')!;
    expect(ages.data[0]).toBe(30);
    expect(ages.data.at(-1)).toBe(85);
    expect(ages.range).toEqual([30, 85]);
    for (const s of chart.series) expect(s.data).toHaveLength(ages.data.length);
    expect(chart.series[0]!.data).toEqual(plan.chart.ppp);
    // Outside the retirement-age slider (58–75) there is no feasible-retirement value.
    expect(chart.series[3]!.data[0]).toBeNull();
    expect(chart.series[3]!.data[67 - 30]).toBeCloseTo(plan.chart.feasibleRetirement[67 - 30]!, 6);
  });

  test.each([
    { label: 'chart index 1', vars: { index: 1 }, code: 'OUT_OF_RANGE', field: 'chart_index' },
    { label: 'page Calculate', vars: { page: 'Calculate' }, code: 'UNKNOWN_PAGE', field: 'page' },
    { label: 'age 70', vars: { inputs: { ...EXAMPLE, age: 70 } }, code: 'OUT_OF_RANGE', field: 'age' },
  ])('$label → $code ($field)', async ({ vars, code, field }) => {
    const r = await gql<ChartData>(CHART, { inputs: EXAMPLE, index: 0, page: 'Calculator', sheet: SHEET, ...vars });
    expect(r.errors![0]!.extensions).toMatchObject({ code, field });
  });
});
