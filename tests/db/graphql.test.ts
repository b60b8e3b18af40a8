/**
 * The query endpoint over HTTP: the route handler's POST with real Request objects, for every operation,
 * valid and invalid input (spec § 7; error codes in src/lib/graphql/errors.ts).
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, test } from 'vitest';
import * as route from '@/app/api/graphql/route';
import { POST } from '@/app/api/graphql/route';
import { handleGraphQLRequest, yoga } from '@/graphql/server';
import { MORTGAGE_INPUT_NAMES } from '@/features/calculators/graphql/inputs';
import { todayInBerlin } from '@/lib/dates';
import { useMemoryAppDb } from '../support/app-db';

// The routes read the rate curve from the database: a fresh one with the fixture curves.
beforeAll(async () => {
  await useMemoryAppDb();
});

const URL_ = 'http://localhost/api/graphql';
const DATE = '2026-01-15';
const NBSP = '\u00a0';

interface GqlError {
  message: string;
  extensions?: { code?: string; field?: string | null; params?: Record<string, unknown> };
}

interface GqlResponse<T = Record<string, unknown>> {
  status: number;
  data: T | null | undefined;
  errors: GqlError[] | undefined;
}

function request(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(URL_, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json', ...headers },
    body: JSON.stringify(body),
  });
}

async function gql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>, headers?: Record<string, string>): Promise<GqlResponse<T>> {
  const operationName = /^\s*query\s+([A-Za-z_]\w*)/.exec(query)?.[1];
  const res = await POST(request({ query, variables, ...(operationName ? { operationName } : {}) }, headers));
  const body = (await res.json()) as { data?: T | null; errors?: GqlError[] };
  return { status: res.status, data: body.data, errors: body.errors };
}

/** The single error of a failed operation. */
async function gqlError(query: string, variables?: Record<string, unknown>): Promise<GqlError['extensions'] & { status: number }> {
  const r = await gql(query, variables);
  expect(r.errors, JSON.stringify(r)).toHaveLength(1);
  return { status: r.status, ...r.errors![0]!.extensions };
}

// ---------------------------------------------------------------------------------------------------------
// calculate

interface Item {
  name: string;
  value: unknown;
  formatted_value: string | null;
  type: string;
}

const CALCULATE = /* GraphQL */ `
  query Calculate($inputs: JSON!, $locale: Locale, $date: String, $sheet: String!, $page: String!) {
    calculate(sheet: $sheet, page: $page, use_cache: true, inputs: $inputs, locale: $locale, date: $date) {
      sheet
      page
      inputs { name value formatted_value type }
      outputs { name value formatted_value type }
    }
  }
`;

async function calculate(inputs: unknown, extra: Record<string, unknown> = {}) {
  return gql<{ calculate: { inputs: Item[]; outputs: Item[] } }>(CALCULATE, {
    inputs,
    date: DATE,
    sheet: 'mortgage-calculator',
    page: 'Calculate',
    ...extra,
  });
}

function byName(items: Item[]): Record<string, Item> {
  return Object.fromEntries(items.map((i) => [i.name, i]));
}

describe('calculate (sheet mortgage-calculator)', () => {
  test('spec defaults, de: all outputs of the spec, formatted de-DE', async () => {
    const r = await calculate({});
    expect(r.status).toBe(200);
    expect(r.errors).toBeUndefined();
    const out = byName(r.data!.calculate.outputs);
    for (const name of [
      'min_mortgage_payment',
      'max_mortgage_payment',
      'min_payment_percentage',
      'max_payment_percentage',
      'min_savings',
      'max_savings',
      'min_loan_interest_rate',
      'max_loan_interest_rate',
      'downpayment',
      'loan_amount',
      'purchase_price_output',
      'location_tax',
      'real_estate_commission',
      'monthly_rate',
      'repayment_rate',
      'interest_rate',
      'balance_after_fixation',
      'interest_paid_fixation',
      'payoff_months',
      'notary_fee',
      'effective_rate',
      'results',
    ]) {
      expect(out[name], name).toBeDefined();
    }
    expect(out.loan_amount).toMatchObject({ value: expect.closeTo(379_000, 6), formatted_value: `379.000${NBSP}€`, type: 'currency' });
    expect(out.monthly_rate).toMatchObject({ value: 1_900, formatted_value: `1.900${NBSP}€` });
    expect(out.purchase_price_output?.formatted_value).toBe(`425.000${NBSP}€`);
    expect(out.location_tax?.formatted_value).toBe(`25.500${NBSP}€`);
    expect(out.notary_fee?.formatted_value).toBe(`8.500${NBSP}€`);
    expect(out.downpayment?.formatted_value).toBe(`80.000${NBSP}€`);
    expect(out.max_payment_percentage?.formatted_value).toBe(`10,00${NBSP}%`);
    expect(out.min_loan_interest_rate?.formatted_value).toBe(`0,50${NBSP}%`);
    expect(out.interest_rate?.formatted_value).toMatch(new RegExp(`^\\d,\\d\\d${NBSP}%$`));
    expect(out.rate_source?.value).toBe('model');
    const results = out.results!.value as { years: number; formatted: Record<string, string> }[];
    expect(results.map((r) => r.years)).toEqual([5, 10, 15, 20, 30]);
    expect(results[1]!.formatted.monthly_rate).toBe(`1.900${NBSP}€`);
    // The inputs used, defaults included.
    const inputs = byName(r.data!.calculate.inputs);
    expect(inputs.purchase_price).toMatchObject({ value: 425_000, formatted_value: `425.000${NBSP}€` });
    expect(inputs.monthly_payment_percentage).toMatchObject({ value: 0.02, formatted_value: `2,00${NBSP}%` });
    expect(inputs.boolean_monthly_payment_percentage).toMatchObject({ value: false, formatted_value: 'false' });
  });

  test('worked example 3 in en: 320,000 loan at 3.5 % + 2 % → €1,467 a month', async () => {
    const r = await calculate(
      {
        purchase_price: 400_000,
        location_tax: 0.06,
        real_estate_commission: 0.0357,
        savings: 126_280,
        boolean_monthly_payment_percentage: true,
        monthly_payment_percentage: 0.02,
        interest_rate_override: 0.035,
      },
      { locale: 'en', page: 'Calculator' },
    );
    expect(r.errors).toBeUndefined();
    const out = byName(r.data!.calculate.outputs);
    expect(out.loan_amount?.formatted_value).toBe('€320,000');
    expect(out.monthly_rate?.formatted_value).toBe('€1,467');
    expect(out.interest_rate).toMatchObject({ value: 0.035, formatted_value: '3.50%' });
    expect(out.real_estate_commission?.formatted_value).toBe('€14,280');
    expect(out.rate_source?.value).toBe('override');
    expect(byName(r.data!.calculate.inputs).interest_rate_override?.formatted_value).toBe('3.50%');
  });

  test('offers and forward rates are taken as inputs', async () => {
    const r = await calculate({ offer_api_interest_5: 0.031, offer_api_interest_10: 0.0352, forward_rate_year_one: 0.02, forward_rate_year_twenty_one: 0.03 });
    expect(r.errors).toBeUndefined();
    const out = byName(r.data!.calculate.outputs);
    expect(out.interest_rate).toMatchObject({ value: 0.0352, formatted_value: `3,52${NBSP}%` });
    expect(out.rate_source?.value).toBe('offer');
    const results = out.results!.value as { years: number; interest_rate: number; rate_source: string }[];
    expect(results[0]).toMatchObject({ years: 5, interest_rate: 0.031, rate_source: 'offer' });
    expect(results[2]).toMatchObject({ years: 15, rate_source: 'model' });
    const inputs = byName(r.data!.calculate.inputs);
    expect(inputs.forward_rate_year_twenty_one?.value).toBe(0.03);
  });

  test.each([
    { label: 'unknown input name', inputs: { purchase_prize: 400_000 }, code: 'UNKNOWN_INPUT', field: 'purchase_prize' },
    { label: 'wrong type (string for a number)', inputs: { purchase_price: '400000' }, code: 'INVALID_INPUT', field: 'purchase_price' },
    { label: 'wrong type (number for the toggle)', inputs: { boolean_monthly_payment_percentage: 1 }, code: 'INVALID_INPUT', field: 'boolean_monthly_payment_percentage' },
    { label: 'inputs not an object', inputs: [1, 2], code: 'INVALID_INPUT', field: 'inputs' },
    { label: 'price below 100,000', inputs: { purchase_price: 50_000 }, code: 'OUT_OF_RANGE', field: 'purchase_price', params: { min: 100_000, max: 10_000_000 } },
    { label: 'commission 6 %', inputs: { real_estate_commission: 0.06 }, code: 'OUT_OF_RANGE', field: 'real_estate_commission', params: { max: 0.05 } },
    { label: 'fixation 25', inputs: { min_fixed_interest_chosen: 25 }, code: 'OUT_OF_RANGE', field: 'min_fixed_interest_chosen', params: { allowed: [5, 10, 15, 20, 30] } },
    { label: 'savings above price + costs', inputs: { savings: 1_000_000 }, code: 'OUT_OF_RANGE', field: 'savings' },
    { label: 'override 20 %', inputs: { interest_rate_override: 0.2 }, code: 'OUT_OF_RANGE', field: 'interest_rate_override', params: { min: 0.005, max: 0.15 } },
    { label: 'offer 0 %', inputs: { offer_api_interest_30: 0 }, code: 'OUT_OF_RANGE', field: 'offer_api_interest_30' },
    { label: 'forward rate 90 %', inputs: { forward_rate_year_three: 0.9 }, code: 'OUT_OF_RANGE', field: 'forward_rate_year_three' },
    { label: 'forward rate as text', inputs: { forward_rate_year_thirty: 'high' }, code: 'INVALID_INPUT', field: 'forward_rate_year_thirty' },
  ])('$label → $code ($field)', async ({ inputs, code, field, params }) => {
    const e = await gqlError(CALCULATE, { inputs, date: DATE, sheet: 'mortgage-calculator', page: 'Calculate' });
    expect(e.code).toBe(code);
    expect(e.field).toBe(field);
    if (params) expect(e.params).toMatchObject(params);
  });

  test.each([
    { label: 'unknown sheet', vars: { sheet: 'rent-or-buy-calculator' }, code: 'UNKNOWN_SHEET', field: 'sheet' },
    { label: 'unknown page', vars: { page: 'Overview' }, code: 'UNKNOWN_PAGE', field: 'page' },
    { label: 'malformed date', vars: { date: '15.01.2026' }, code: 'INVALID_INPUT', field: 'date' },
    { label: 'date before the first Bundesbank curve', vars: { date: '2020-01-01' }, code: 'OUT_OF_RANGE', field: 'date' },
    { label: 'unknown locale', vars: { locale: 'fr' }, code: 'INVALID_INPUT', field: 'locale' },
  ])('$label → $code ($field)', async ({ vars, code, field }) => {
    const e = await gqlError(CALCULATE, { inputs: {}, date: DATE, sheet: 'mortgage-calculator', page: 'Calculate', ...vars });
    expect(e.code).toBe(code);
    expect(e.field).toBe(field);
  });

  test('property: any inputs object gives a result or a coded input error, never INTERNAL', async () => {
    const value = fc.oneof(
      fc.double({ min: -1e8, max: 1e8, noNaN: true }),
      fc.integer({ min: -1, max: 40 }),
      fc.boolean(),
      fc.constant(null),
      fc.string({ maxLength: 5 }),
      fc.constant([]),
    );
    const name = fc.oneof(fc.constantFrom(...MORTGAGE_INPUT_NAMES), fc.string({ maxLength: 8 }));
    const allowed = new Set(['UNKNOWN_INPUT', 'INVALID_INPUT', 'OUT_OF_RANGE']);
    await fc.assert(
      fc.asyncProperty(fc.dictionary(name, value, { maxKeys: 6 }), async (inputs) => {
        const r = await calculate(inputs);
        if (r.errors) {
          expect(r.errors).toHaveLength(1);
          const ext = r.errors[0]!.extensions!;
          expect(allowed.has(ext.code!), JSON.stringify({ inputs, ext })).toBe(true);
          expect(typeof ext.field).toBe('string');
        } else {
          expect(r.data!.calculate.outputs.length).toBeGreaterThan(20);
        }
      }),
      { numRuns: 60 },
    );
  });
});

// ---------------------------------------------------------------------------------------------------------
// chart

const CHART = /* GraphQL */ `
  query Chart($index: Int!, $inputs: JSON!, $page: String! = "Calculator") {
    chart(sheet: "mortgage-calculator", page: $page, chart_index: $index, inputs: $inputs, date: "2026-01-15") {
      type
      domains { domain_name data range }
      series { serie_name data }
    }
  }
`;

interface ChartData {
  chart: { type: string; domains: { domain_name: string; data: number[]; range: number[] }[]; series: { serie_name: string; data: number[] }[] };
}

describe('chart', () => {
  test('0: repayment chart with three series by year', async () => {
    const r = await gql<ChartData>(CHART, { index: 0, inputs: { purchase_price: 400_000 } });
    expect(r.errors).toBeUndefined();
    const chart = r.data!.chart;
    expect(chart.type).toBe('line');
    expect(chart.series.map((s) => s.serie_name)).toEqual(['remaining_balance', 'cumulative_principal', 'cumulative_interest']);
    const years = chart.domains.find((d) => d.domain_name === 'years')!;
    expect(years.data[0]).toBe(2026);
    expect(years.range).toEqual([years.data[0], years.data[years.data.length - 1]]);
    for (const s of chart.series) expect(s.data).toHaveLength(years.data.length);
    expect(chart.series[0]!.data.at(-1)).toBe(0);
  });

  test('1: payment chart: monthly interest and monthly loan payment add up to the installment', async () => {
    const r = await gql<ChartData>(CHART, { index: 1, inputs: { monthly_payment: 2_000 } });
    expect(r.errors).toBeUndefined();
    const [interest, loan] = r.data!.chart.series;
    expect([interest!.serie_name, loan!.serie_name]).toEqual(['monthly_interest', 'monthly_loan_payment']);
    expect(interest!.data[3]! + loan!.data[3]!).toBeCloseTo(2_000, 6);
    expect(r.data!.chart.domains.find((d) => d.domain_name === 'amount')!.range[1]).toBeCloseTo(2_000, 6);
  });

  test.each([
    { label: 'chart index 2', vars: { index: 2, inputs: {} }, code: 'OUT_OF_RANGE', field: 'chart_index' },
    { label: 'page Calculate', vars: { index: 0, inputs: {}, page: 'Calculate' }, code: 'UNKNOWN_PAGE', field: 'page' },
    { label: 'unknown input', vars: { index: 0, inputs: { price: 1 } }, code: 'UNKNOWN_INPUT', field: 'price' },
    { label: 'chart index as text', vars: { index: 'zero', inputs: {} }, code: 'INVALID_INPUT', field: 'index' },
  ])('$label → $code', async ({ vars, code, field }) => {
    const e = await gqlError(CHART, vars);
    expect(e.code).toBe(code);
    expect(e.field).toBe(field);
  });
});

// ---------------------------------------------------------------------------------------------------------
// rates_table, instantaneous_forward

const RATES = /* GraphQL */ `
  query Rates($loan: Float!, $price: Float!, $repayment: Float!, $years: [Int!], $region: String, $locale: Locale) {
    rates_table(loan_amount: $loan, property_price: $price, repayment: $repayment, years_fixed: $years, region: $region, locale: $locale, date: "2026-01-15") {
      region { state stateName }
      curveDate
      isModelAssumption
      formattedLoanAmount
      rows {
        yearsFixed borrowingRate formattedBorrowingRate rateSource monthlyRate formattedMonthlyRate
        balanceAfterFixedYears balanceAtChosenFixation fullRepaymentYear fullRepaymentDate formattedFullRepaymentDate
        impliedInitialRepayment loanToValue formattedLoanToValue interestPaid formattedInterestPaid
      }
    }
  }
`;

interface RatesData {
  rates_table: {
    region: { state: string; stateName: string } | null;
    curveDate: string;
    isModelAssumption: boolean;
    formattedLoanAmount: string;
    rows: Record<string, number | string | null>[];
  };
}

describe('rates_table', () => {
  test('one row per fixation (5–30 years), model rates, formatted de', async () => {
    const r = await gql<RatesData>(RATES, { loan: 320_000, price: 400_000, repayment: 0.02, region: 'Bayern' });
    expect(r.errors).toBeUndefined();
    const t = r.data!.rates_table;
    expect(t.region).toEqual({ state: 'BY', stateName: 'Bayern' });
    expect(t.isModelAssumption).toBe(true);
    expect(t.curveDate).toBe('2025-06-03');
    expect(t.formattedLoanAmount).toBe(`320.000${NBSP}€`);
    expect(t.rows.map((row) => row.yearsFixed)).toEqual([5, 10, 15, 20, 25, 30]);
    for (const row of t.rows) {
      expect(row.monthlyRate as number).toBeCloseTo((320_000 * ((row.borrowingRate as number) + 0.02)) / 12, 6);
      expect(row.impliedInitialRepayment as number).toBeCloseTo(0.02, 12);
      expect(row.formattedLoanToValue).toBe(`80,00${NBSP}%`);
      expect(row.formattedMonthlyRate).toMatch(new RegExp(`^\\d\\.\\d{3}${NBSP}€$`));
      expect(row.fullRepaymentDate).toMatch(/^\d{4}-\d{2}$/);
    }
  });

  test('en formatting', async () => {
    const r = await gql<RatesData>(RATES, { loan: 320_000, price: 400_000, repayment: 0.02, years: [10], locale: 'en' });
    expect(r.data!.rates_table.formattedLoanAmount).toBe('€320,000');
    expect(r.data!.rates_table.rows[0]!.formattedBorrowingRate).toMatch(/^\d\.\d\d%$/);
  });

  test.each([
    { label: 'unknown region', vars: { region: 'Atlantis' }, code: 'UNKNOWN_LOCATION', field: 'region' },
    { label: 'negative loan', vars: { loan: -1 }, code: 'OUT_OF_RANGE', field: 'loan_amount' },
    { label: 'repayment 150 %', vars: { repayment: 1.5 }, code: 'OUT_OF_RANGE', field: 'repayment' },
    { label: 'fixation 7 years', vars: { years: [7] }, code: 'OUT_OF_RANGE', field: 'years_fixed' },
    { label: 'loan as text', vars: { loan: 'a lot' }, code: 'INVALID_INPUT', field: 'loan' },
  ])('$label → $code ($field)', async ({ vars, code, field }) => {
    const e = await gqlError(RATES, { loan: 320_000, price: 400_000, repayment: 0.02, ...vars });
    expect(e.code).toBe(code);
    expect(e.field).toBe(field);
  });
});

describe('instantaneous_forward', () => {
  const FORWARD = 'query Forward($date: String) { instantaneous_forward(date: $date, locale: en) { curveDate source rates { year rate formattedRate } } }';

  test('30 yearly Bund forward rates of the curve in force', async () => {
    const r = await gql<{ instantaneous_forward: { curveDate: string; rates: { year: number; rate: number; formattedRate: string }[] } }>(FORWARD, { date: DATE });
    expect(r.errors).toBeUndefined();
    const f = r.data!.instantaneous_forward;
    expect(f.curveDate).toBe('2025-06-03');
    expect(f.rates.map((x) => x.year)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(f.rates[0]!.formattedRate).toMatch(/^\d\.\d\d%$/);
  });

  test('invalid date → INVALID_INPUT', async () => {
    const e = await gqlError(FORWARD, { date: '2026-02-30' });
    expect(e).toMatchObject({ code: 'INVALID_INPUT', field: 'date' });
  });

  test('a date after today or before the rate history → OUT_OF_RANGE (never today’s curve as if it were that day’s)', async () => {
    expect(await gqlError(FORWARD, { date: '9999-12-31' })).toMatchObject({ code: 'OUT_OF_RANGE', field: 'date', params: { max: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) } });
    expect(await gqlError(FORWARD, { date: '1990-01-01' })).toMatchObject({ code: 'OUT_OF_RANGE', field: 'date', params: { min: '1997-01-01' } });
    const table = await gqlError('{ rates_table(loan_amount: 300000, property_price: 400000, repayment: 0.02, date: "9999-12-31") { curveDate } }', {});
    expect(table).toMatchObject({ code: 'OUT_OF_RANGE', field: 'date' });
  });
});

// ---------------------------------------------------------------------------------------------------------
// Fees and regions

describe('calculateMaklerFee', () => {
  const MAKLER = /* GraphQL */ `
    query Makler($newProperty: Boolean!, $city: String, $region: String, $price: Float, $locale: Locale) {
      calculateMaklerFee(new_property: $newProperty, city_or_postal_code: $city, region: $region, price: $price, locale: $locale) {
        tax formattedTax sellerTax formattedSellerTax totalTax formattedTotalTax amount formattedAmount assumption
        location { kind state city postalCode }
      }
    }
  `;
  type Makler = { calculateMaklerFee: Record<string, unknown> & { location: Record<string, unknown> } };

  test.each([
    { label: 'Berlin, existing home', vars: { newProperty: false, city: 'Berlin' }, tax: 0.0357, formatted: [`3,57${NBSP}%`, `3,57${NBSP}%`, `7,14${NBSP}%`], state: 'BE' },
    { label: 'postal code 20095 (Hamburg)', vars: { newProperty: false, city: '20095' }, tax: 0.03125, formatted: [`3,13${NBSP}%`, `3,13${NBSP}%`, `6,25${NBSP}%`], state: 'HH' },
    { label: 'region Hessen', vars: { newProperty: false, region: 'Hessen' }, tax: 0.02975, formatted: [`2,98${NBSP}%`, `2,98${NBSP}%`, `5,95${NBSP}%`], state: 'HE' },
    { label: 'new build in Munich: buyer pays nothing', vars: { newProperty: true, city: 'München' }, tax: 0, formatted: [`0,00${NBSP}%`, `7,14${NBSP}%`, `7,14${NBSP}%`], state: 'BY' },
  ])('$label → $tax', async ({ vars, tax, formatted, state }) => {
    const r = await gql<Makler>(MAKLER, vars);
    expect(r.errors).toBeUndefined();
    const m = r.data!.calculateMaklerFee;
    expect(m.tax).toBeCloseTo(tax, 12);
    expect([m.formattedTax, m.formattedSellerTax, m.formattedTotalTax]).toEqual(formatted);
    expect(m.location.state).toBe(state);
  });

  test('with a price: buyer amount, en', async () => {
    const r = await gql<Makler>(MAKLER, { newProperty: false, city: 'Cologne', price: 400_000, locale: 'en' });
    expect(r.data!.calculateMaklerFee).toMatchObject({ formattedTax: '3.57%', amount: expect.closeTo(14_280, 6), formattedAmount: '€14,280' });
    expect(r.data!.calculateMaklerFee.location).toMatchObject({ kind: 'city', state: 'NW', city: 'Cologne' });
  });

  test.each([
    { label: 'unknown city', vars: { newProperty: false, city: 'Atlantis' }, code: 'UNKNOWN_LOCATION', field: 'city_or_postal_code' },
    { label: 'unknown postal code', vars: { newProperty: false, city: '00000' }, code: 'UNKNOWN_LOCATION', field: 'city_or_postal_code' },
    { label: 'unknown region', vars: { newProperty: false, region: 'Narnia' }, code: 'UNKNOWN_LOCATION', field: 'region' },
    { label: 'no location', vars: { newProperty: false }, code: 'REQUIRED', field: 'city_or_postal_code' },
    { label: 'negative price', vars: { newProperty: false, city: 'Berlin', price: -1 }, code: 'OUT_OF_RANGE', field: 'price' },
    { label: 'missing new_property', vars: { city: 'Berlin' }, code: 'INVALID_INPUT', field: 'newProperty' },
  ])('$label → $code ($field)', async ({ vars, code, field }) => {
    const e = await gqlError(MAKLER, vars);
    expect(e.code).toBe(code);
    expect(e.field).toBe(field);
  });
});

describe('calculateCityTax', () => {
  const CITY_TAX = /* GraphQL */ `
    query CityTax($city: String, $region: String, $price: Float, $date: String, $locale: Locale) {
      calculateCityTax(city_or_postal_code: $city, region: $region, price: $price, date: $date, locale: $locale) {
        tax formattedTax validFrom assumption amount formattedAmount location { kind state stateName postalCode ambiguous }
      }
    }
  `;
  type CityTax = { calculateCityTax: Record<string, unknown> & { location: Record<string, unknown> } };

  test.each([
    { label: 'Berlin', vars: { city: 'Berlin' }, tax: 0.06, formattedTax: `6,00${NBSP}%` },
    { label: 'postal code 10115 (Berlin)', vars: { city: '10115' }, tax: 0.06, formattedTax: `6,00${NBSP}%` },
    { label: 'Bavaria by English name', vars: { region: 'Bavaria' }, tax: 0.035, formattedTax: `3,50${NBSP}%` },
    { label: 'Saxony (5.5 % since 2023)', vars: { city: 'Leipzig' }, tax: 0.055, formattedTax: `5,50${NBSP}%` },
    { label: 'Saxony on a 2022 contract date', vars: { city: 'Leipzig', date: '2022-06-01' }, tax: 0.035, formattedTax: `3,50${NBSP}%` },
    { label: 'Hamburg in en', vars: { city: 'Hamburg', locale: 'en' }, tax: 0.055, formattedTax: '5.50%' },
  ])('$label → $formattedTax', async ({ vars, tax, formattedTax }) => {
    const r = await gql<CityTax>(CITY_TAX, { date: DATE, ...vars });
    expect(r.errors).toBeUndefined();
    expect(r.data!.calculateCityTax).toMatchObject({ tax, formattedTax });
  });

  test('with a price: amount rounded down to whole euros (§ 11 GrEStG)', async () => {
    const r = await gql<CityTax>(CITY_TAX, { city: 'Berlin', price: 400_000, date: DATE });
    expect(r.data!.calculateCityTax).toMatchObject({ amount: 24_000, formattedAmount: `24.000${NBSP}€`, validFrom: '2014-01-01' });
    expect(r.data!.calculateCityTax.location).toMatchObject({ kind: 'city', state: 'BE', stateName: 'Berlin' });
  });

  test('today is the default date', async () => {
    const r = await gql<CityTax>(CITY_TAX, { city: 'Berlin' });
    expect(r.errors).toBeUndefined();
    expect(todayInBerlin(new Date('2026-03-31T22:30:00Z'))).toBe('2026-04-01');
  });

  test.each([
    { label: 'unknown city', vars: { city: 'Gotham' }, code: 'UNKNOWN_LOCATION', field: 'city_or_postal_code' },
    { label: 'date before 1997', vars: { city: 'Berlin', date: '1990-01-01' }, code: 'OUT_OF_RANGE', field: 'date' },
    { label: 'malformed date', vars: { city: 'Berlin', date: 'yesterday' }, code: 'INVALID_INPUT', field: 'date' },
    { label: 'city as a number', vars: { city: 10115 }, code: 'INVALID_INPUT', field: 'city' },
  ])('$label → $code ($field)', async ({ vars, code, field }) => {
    const e = await gqlError(CITY_TAX, vars);
    expect(e.code).toBe(code);
    expect(e.field).toBe(field);
  });
});

describe('calculateNotaryFees', () => {
  const NOTARY = /* GraphQL */ `
    query Notary($newProperty: Boolean!, $region: String, $price: Float, $landCharge: Float, $locale: Locale) {
      calculateNotaryFees(new_property: $newProperty, region: $region, price: $price, land_charge: $landCharge, locale: $locale) {
        newProperty
        location { state }
        variants { variant rate formattedRate amount formattedAmount notary formattedNotary registry formattedRegistry }
      }
    }
  `;
  type Notary = { calculateNotaryFees: { newProperty: boolean; location: { state: string } | null; variants: Record<string, unknown>[] } };

  test('without a price: the 2 % rule of thumb only', async () => {
    const r = await gql<Notary>(NOTARY, { newProperty: false, region: 'BE' });
    expect(r.errors).toBeUndefined();
    expect(r.data!.calculateNotaryFees.location).toEqual({ state: 'BE' });
    expect(r.data!.calculateNotaryFees.variants).toEqual([
      expect.objectContaining({ variant: 'rule_of_thumb', rate: 0.02, formattedRate: `2,00${NBSP}%`, amount: null }),
    ]);
  });

  test('with price 400,000 and land charge 320,000: rule 8,000 and the exact GNotKG total 5,419.40', async () => {
    const r = await gql<Notary>(NOTARY, { newProperty: true, price: 400_000, landCharge: 320_000 });
    const [rule, exact] = r.data!.calculateNotaryFees.variants;
    expect(rule).toMatchObject({ amount: 8_000, formattedAmount: `8.000${NBSP}€` });
    expect(exact).toMatchObject({ variant: 'exact', amount: 5_419.4, formattedAmount: `5.419${NBSP}€`, notary: 3_581.9, registry: 1_837.5 });
    expect(r.data!.calculateNotaryFees.newProperty).toBe(true);
  });

  test('en', async () => {
    const r = await gql<Notary>(NOTARY, { newProperty: false, price: 400_000, locale: 'en' });
    expect(r.data!.calculateNotaryFees.variants[0]).toMatchObject({ formattedRate: '2.00%', formattedAmount: '€8,000' });
  });

  test.each([
    { label: 'unknown region', vars: { newProperty: false, region: 'Mars' }, code: 'UNKNOWN_LOCATION', field: 'region' },
    { label: 'negative price', vars: { newProperty: false, price: -5 }, code: 'OUT_OF_RANGE', field: 'price' },
    { label: 'negative land charge', vars: { newProperty: false, price: 400_000, landCharge: -5 }, code: 'OUT_OF_RANGE', field: 'land_charge' },
  ])('$label → $code ($field)', async ({ vars, code, field }) => {
    const e = await gqlError(NOTARY, vars);
    expect(e.code).toBe(code);
    expect(e.field).toBe(field);
  });
});

describe('fetchRegionsAndCities', () => {
  const REGIONS_QUERY = /* GraphQL */ `
    query Regions($locale: Locale, $cities: [String!]) {
      fetchRegionsAndCities(locale: $locale, restricted_cities: $cities, date: "2026-01-15") {
        code name urlSuffix canonicalPathname tax formattedTax
        hreflang { locale urlSuffix pathname }
        cities { id name urlSuffix canonicalPathname hreflang { locale pathname } }
      }
    }
  `;
  type Region = { code: string; name: string; urlSuffix: string; canonicalPathname: string; tax: number; formattedTax: string; hreflang: unknown[]; cities: { id: string; name: string; urlSuffix: string; canonicalPathname: string; hreflang: unknown[] }[] };

  test('de: 16 states with their cities, paths from the route table', async () => {
    const r = await gql<{ fetchRegionsAndCities: Region[] }>(REGIONS_QUERY, { locale: 'de' });
    expect(r.errors).toBeUndefined();
    const regions = r.data!.fetchRegionsAndCities;
    expect(regions).toHaveLength(16);
    const by = regions.find((x) => x.code === 'BY')!;
    expect(by).toMatchObject({ name: 'Bayern', urlSuffix: 'bayern', canonicalPathname: '/de/baufinanzierung/bayern', tax: 0.035, formattedTax: `3,50${NBSP}%` });
    expect(by.hreflang).toEqual([
      { locale: 'de', urlSuffix: 'bayern', pathname: '/de/baufinanzierung/bayern' },
      { locale: 'en', urlSuffix: 'bavaria', pathname: '/en/mortgage-rates-germany/bavaria' },
    ]);
    expect(by.cities[0]).toMatchObject({ id: 'muenchen', name: 'München', canonicalPathname: '/de/baufinanzierung/bayern/muenchen' });
  });

  test('en, restricted to two cities', async () => {
    const r = await gql<{ fetchRegionsAndCities: Region[] }>(REGIONS_QUERY, { locale: 'en', cities: ['Munich', 'koeln'] });
    const cities = r.data!.fetchRegionsAndCities.flatMap((x) => x.cities.map((c) => c.canonicalPathname));
    expect(cities).toEqual(['/en/mortgage-rates-germany/bavaria/munich', '/en/mortgage-rates-germany/north-rhine-westphalia/cologne']);
  });

  test.each([
    { label: 'unknown city', vars: { cities: ['Springfield'] }, code: 'UNKNOWN_LOCATION', field: 'restricted_cities' },
    { label: 'unknown locale', vars: { locale: 'es' }, code: 'INVALID_INPUT', field: 'locale' },
  ])('$label → $code', async ({ vars, code, field }) => {
    const e = await gqlError(REGIONS_QUERY, vars);
    expect(e.code).toBe(code);
    expect(e.field).toBe(field);
  });
});

// ---------------------------------------------------------------------------------------------------------
// HTTP

describe('HTTP', () => {
  const QUERY = { query: '{ calculateCityTax(city_or_postal_code: "Berlin", date: "2026-01-15") { tax } }' };

  test('only POST is exported; GET is answered 405 and never runs an operation', async () => {
    expect(Object.keys(route).sort()).toEqual(['POST']);
    const get = new Request(`${URL_}?query=${encodeURIComponent(QUERY.query)}`, { method: 'GET' });
    const res = await handleGraphQLRequest(get);
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expect(await res.json()).toMatchObject({ errors: [{ extensions: { code: 'METHOD_NOT_ALLOWED' } }] });
    // Also the Yoga instance itself refuses GET.
    const direct = await yoga.fetch(new Request(`${URL_}?query=${encodeURIComponent(QUERY.query)}`, { method: 'GET' }));
    expect(direct.status).toBe(405);
  });

  test.each<{ label: string; headers: Record<string, string>; status: number }>([
    { label: 'no Origin (server to server)', headers: {}, status: 200 },
    { label: 'same origin', headers: { origin: 'http://localhost' }, status: 200 },
    // X-Forwarded-Host counts only with TRUST_PROXY=true (src/lib/origin.ts; unit-tested in security.test.ts).
    { label: 'X-Forwarded-Host without a trusted proxy', headers: { origin: 'https://hauslotse.de', host: 'internal:3000', 'x-forwarded-host': 'hauslotse.de' }, status: 403 },
    { label: 'foreign origin', headers: { origin: 'https://evil.example' }, status: 403 },
    { label: 'foreign origin with a matching port trick', headers: { origin: 'http://localhost:8080' }, status: 403 },
    { label: 'Origin: null', headers: { origin: 'null' }, status: 403 },
    { label: 'malformed Origin', headers: { origin: 'not a url' }, status: 403 },
  ])('$label → $status', async ({ headers, status }) => {
    const res = await POST(request(QUERY, headers));
    expect(res.status).toBe(status);
    const body = (await res.json()) as { data?: unknown; errors?: GqlError[] };
    if (status === 403) {
      expect(body).toEqual({ errors: [{ message: 'FORBIDDEN_ORIGIN', extensions: { code: 'FORBIDDEN_ORIGIN', field: null, params: {} } }] });
    } else {
      expect(body.data).toEqual({ calculateCityTax: { tax: 0.06 } });
    }
  });

  test('a body over 100 kB is refused with 413', async () => {
    const res = await POST(request({ query: `{ calculateCityTax(region: "BE") { tax } } #${'x'.repeat(120_000)}` }));
    expect(res.status).toBe(413);
  });

  test('other paths are not served by this endpoint', async () => {
    const res = await yoga.fetch(new Request('http://localhost/api/graphql/content', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(QUERY) }));
    expect(res.status).toBe(404);
  });

  test.each([
    { label: 'syntax error', body: { query: '{ calculateCityTax(' }, code: 'GRAPHQL_PARSE_FAILED', status: 400 },
    { label: 'unknown field', body: { query: '{ calculateCityTax(city_or_postal_code: "Berlin") { rate } }' }, code: 'GRAPHQL_VALIDATION_FAILED', status: 400 },
    { label: 'unknown operation', body: { query: '{ deleteEverything }' }, code: 'GRAPHQL_VALIDATION_FAILED', status: 400 },
  ])('$label → $code (never INTERNAL)', async ({ body, code, status }) => {
    const res = await POST(request(body));
    expect(res.status).toBe(status);
    const json = (await res.json()) as { errors: GqlError[] };
    expect(json.errors[0]!.extensions!.code).toBe(code);
  });

  test('operation name selects the operation (query text plus operation name)', async () => {
    const body = {
      query: 'query A { calculateCityTax(region: "BY") { tax } } query B { calculateCityTax(region: "BE") { tax } }',
      operationName: 'B',
    };
    const res = await POST(request(body));
    expect(await res.json()).toEqual({ data: { calculateCityTax: { tax: 0.06 } } });
  });
});
