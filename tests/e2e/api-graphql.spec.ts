import { expect, test, type APIRequestContext } from '../support/playwright';
import { calculatePensionPlan } from '@/engine/pension';
import { PENSION_EXAMPLE } from '@/engine/pension/example';

// The query endpoint over real HTTP against the production server (the handler's own tests are in
// tests/db/graphql.test.ts).
async function gql(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const res = await request.post('/api/graphql', { data: { query, variables }, headers: { 'content-type': 'application/json', ...headers } });
  return { status: res.status(), body: await res.json() };
}

const item = (list: { name: string; value: unknown; formatted_value: string }[], name: string) => list.find((i) => i.name === name)!;

test.describe('POST /api/graphql', () => {
  test('calculate: the worked example (400,000 in Berlin, 80,000 savings, 3.5 % override, 2 % repayment)', async ({ request }) => {
    const { status, body } = await gql(
      request,
      `query Calc($inputs: JSON!) { calculate(sheet: "mortgage-calculator", page: "Calculate", inputs: $inputs, locale: de, date: "2026-11-21") { outputs { name value formatted_value type } } }`,
      { inputs: { purchase_price: 400000, savings: 80000, location_tax: 0.06, real_estate_commission: 0.0357, boolean_monthly_payment_percentage: true, monthly_payment_percentage: 0.02, interest_rate_override: 0.035, min_fixed_interest_chosen: 10 } },
    );
    expect(status).toBe(200);
    const out = body.data.calculate.outputs;
    // Loan = price × (1 + 6 % + 3.57 % + 2 %) − savings = 366,280
    expect(item(out, 'loan_amount').value).toBeCloseTo(366_280, 6);
    expect(item(out, 'loan_amount').formatted_value).toBe('366.280\u00a0€');
    expect(item(out, 'monthly_rate').value).toBeCloseTo((366_280 * 0.055) / 12, 6);
  });

  test('chart, rates_table, fees, forward rates and regions answer', async ({ request }) => {
    const { status, body } = await gql(
      request,
      `{
        chart(sheet: "mortgage-calculator", page: "Calculator", chart_index: 0, inputs: {}, date: "2026-11-21") { type series { serie_name } }
        rates_table(loan_amount: 300000, property_price: 375000, repayment: 0.02, date: "2026-11-21") { rows { yearsFixed formattedBorrowingRate } }
        calculateMaklerFee(new_property: false, city_or_postal_code: "München") { tax formattedTax formattedSellerTax formattedTotalTax }
        calculateCityTax(city_or_postal_code: "20095", date: "2026-11-21") { tax formattedTax }
        calculateNotaryFees(new_property: false, region: "berlin", price: 400000) { variants { formattedNotary } }
        instantaneous_forward(date: "2026-11-21") { rates { year } }
        fetchRegionsAndCities(locale: en) { name cities { name } }
      }`,
    );
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data.chart.series).toHaveLength(3);
    expect(body.data.rates_table.rows.map((r: { yearsFixed: number }) => r.yearsFixed)).toEqual([5, 10, 15, 20, 25, 30]);
    expect(body.data.calculateMaklerFee.tax).toBeCloseTo(0.0357, 6);
    expect(body.data.calculateCityTax).toEqual({ tax: 0.055, formattedTax: '5,50\u00a0%' });
    expect(body.data.instantaneous_forward.rates).toHaveLength(30);
    expect(body.data.fetchRegionsAndCities).toHaveLength(16);
    expect(body.data.fetchRegionsAndCities.find((r: { name: string }) => r.name === 'Bavaria').cities.map((c: { name: string }) => c.name)).toContain('Munich');
  });

  test('calculate and chart for the pension-gap-calculator sheet: the engine\'s figures; a bad age gets a coded error', async ({ request }) => {
    const inputs = {
      age: 30,
      monthly_gross_income: 4500,
      monthly_savings: 350,
      total_savings_in_bank: 30000,
      monthly_cold_rent: 1100,
      grv_points_employed: 8,
      grv_points_self_employed: 0,
      slider_desired_retirement_age: 67,
      slider_monthly_contribution: 575,
      slider_one_time_contribution: 29500,
    };
    const { status, body } = await gql(
      request,
      `query P($inputs: JSON!) {
        calculate(sheet: "pension-gap-calculator", page: "Calculator", inputs: $inputs, locale: en, date: "2026-11-21") { outputs { name value formatted_value type } }
        chart(sheet: "pension-gap-calculator", page: "Calculator", chart_index: 0, inputs: $inputs, date: "2026-11-21") { type domains { domain_name range } series { serie_name data } }
      }`,
      { inputs },
    );
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    // The gap and the statutory pension do not depend on the house cards' loan rate (the rate market of the day).
    const plan = calculatePensionPlan(PENSION_EXAMPLE, { today: '2026-11-21', houseLoanRate: 0.035 });
    const out = body.data.calculate.outputs;
    expect(item(out, 'pension_gap').value).toBeCloseTo(plan.pensionGap, 6);
    expect(item(out, 'pension_gap').formatted_value).toBe(`€${Math.round(plan.pensionGap).toLocaleString('en-GB')}`);
    expect(item(out, 'statutory_pension_net').value).toBeCloseTo(plan.statutory.monthlyNet, 6);
    expect(item(out, 'required_pension').value).toBeCloseTo(plan.requiredPension, 6);
    expect(body.data.chart.series.map((s: { serie_name: string }) => s.serie_name)).toEqual(['ppp', 'investmentProperty', 'ownHome', 'feasibleRetirement']);
    expect(body.data.chart.domains[0]).toEqual({ domain_name: 'ages', range: [30, 85] });
    expect(body.data.chart.series[0].data).toEqual(plan.chart.ppp);

    const bad = await gql(request, `query P($inputs: JSON!) { calculate(sheet: "pension-gap-calculator", page: "Calculator", inputs: $inputs, date: "2026-11-21") { outputs { name } } }`, {
      inputs: { ...inputs, age: 19 },
    });
    expect(bad.status).toBe(200);
    expect(bad.body.errors[0].extensions).toMatchObject({ code: 'OUT_OF_RANGE', field: 'age', params: { min: 20, value: 19, reason: 'MINIMUM' } });
  });

  test('bad input gets an error code and the field, never a 500', async ({ request }) => {
    const cases = [
      { inputs: { purchase_price: 400000, no_such_input: 1 }, code: 'UNKNOWN_INPUT', field: 'no_such_input' },
      { inputs: { purchase_price: 'a lot' }, code: 'INVALID_INPUT', field: 'purchase_price' },
      { inputs: { purchase_price: 50 }, code: 'OUT_OF_RANGE', field: 'purchase_price' },
    ];
    for (const c of cases) {
      const { status, body } = await gql(request, `query C($inputs: JSON!) { calculate(sheet: "mortgage-calculator", page: "Calculate", inputs: $inputs, date: "2026-11-21") { outputs { name } } }`, { inputs: c.inputs });
      expect(status, c.code).toBeLessThan(500);
      expect(body.errors[0].extensions).toMatchObject({ code: c.code, field: c.field });
    }
    const city = await gql(request, `{ calculateCityTax(city_or_postal_code: "Atlantis") { tax } }`);
    expect(city.status).toBeLessThan(500);
    expect(city.body.errors[0].extensions.code).toBe('UNKNOWN_LOCATION');
    const garbage = await request.post('/api/graphql', { data: '{"query": ', headers: { 'content-type': 'application/json' } });
    expect(garbage.status()).toBe(400);
  });

  test('abuse is refused with coded 4xx answers in the production build (limits per request, bounds)', async ({ request }) => {
    let deep = 'name';
    for (let i = 0; i < 5_000; i++) deep = `ofType { ${deep} }`;
    const nested = await gql(request, `{ __type(name: "Query") { ${deep} } }`);
    expect(nested.status).toBe(400);
    expect(nested.body.errors[0].extensions).toMatchObject({ code: 'QUERY_TOO_COMPLEX', params: { limit: 'tokens' } });
    const aliases = await gql(request, `{ ${Array.from({ length: 50 }, (_, i) => `a${i}: calculateCityTax(region: "BE") { tax }`).join(' ')} }`);
    expect(aliases.status).toBe(400);
    expect(aliases.body.errors[0].extensions).toMatchObject({ code: 'QUERY_TOO_COMPLEX', params: { limit: 'aliases' } });
    const huge = await gql(request, '{ rates_table(loan_amount: 1e308, property_price: 400000, repayment: 0.02) { rows { monthlyRate } } }');
    expect(huge.status).toBe(200);
    expect(huge.body.errors[0].extensions).toMatchObject({ code: 'OUT_OF_RANGE', field: 'loan_amount', params: { min: 10_000, max: 468_000 } });
    const syntax = await gql(request, '{ calculate(');
    expect(syntax.status).toBe(400);
    expect(syntax.body.errors[0].extensions.code).toBe('GRAPHQL_PARSE_FAILED');
  });

  test('GET runs nothing and a foreign origin is refused', async ({ request }) => {
    const get = await request.get('/api/graphql?query=%7B__typename%7D');
    expect(get.status()).toBe(405);
    const foreign = await gql(request, '{ __typename }', {}, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(foreign.body.error?.code ?? foreign.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN_ORIGIN');
  });
});
