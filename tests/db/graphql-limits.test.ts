/**
 * The query endpoint under abuse (issue 11): the review's findings, each limit per request (GraphQL Armor,
 * src/lib/graphql/limits.ts) with its coded 400, and the calculator's bounds on every amount and list
 * (src/lib/graphql/bounds.ts). Over HTTP through the route handler, in process.
 */
import { createRequire } from 'node:module';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { beforeAll, describe, expect, test } from 'vitest';
import { POST } from '@/app/api/graphql/route';
import { MAX_LOAN_AMOUNT } from '@/lib/graphql/bounds';
import { QUERY_LIMITS } from '@/lib/graphql/limits';
import { schema } from '@/graphql/server';
import { rootFields, selectionOf } from '../support/graphql-schema';
import { useMemoryAppDb } from '../support/app-db';

// The calculators read the rate curve from the database: a fresh one with the fixture curves.
beforeAll(async () => {
  await useMemoryAppDb();
});

// The graphql instance the schema was built with (Yoga's; see tests/support/graphql-schema.ts).
const graphql = createRequire(import.meta.url)('graphql') as typeof import('graphql');

const DATE = '2026-01-15';

interface GqlError {
  message: string;
  extensions?: { code?: string; field?: string | null; params?: Record<string, unknown> };
}

interface Answer {
  status: number;
  ms: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the shape depends on the query: the tests read the fields they asked for
  data: Record<string, any> | null | undefined;
  errors: GqlError[] | undefined;
}

/**
 * `ms` is the CPU time this test's thread spent on the answer (user + system), not wall-clock time: the bounds
 * say that a refused request does no work, and the machine's other load (the build beside the tests, other test
 * files) must not decide them.
 */
async function post(body: unknown, accept = 'application/json'): Promise<Answer> {
  const started = process.threadCpuUsage();
  const res = await POST(
    new Request('http://localhost/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
  const json = (await res.json()) as { data?: Record<string, unknown> | null; errors?: GqlError[] };
  const used = process.threadCpuUsage(started);
  return { status: res.status, ms: (used.user + used.system) / 1000, data: json.data, errors: json.errors };
}

const gql = (query: string, variables?: Record<string, unknown>, accept?: string) => post({ query, variables }, accept);

/** The one error of the answer. */
function only(a: Answer): GqlError['extensions'] {
  expect(a.errors, JSON.stringify(a).slice(0, 500)).toHaveLength(1);
  return a.errors![0]!.extensions;
}

const CALC = `calculate(sheet: "mortgage-calculator", page: "Calculate", inputs: {}, date: "${DATE}") { sheet }`;

describe("the review's findings", () => {
  test('rates_table with loan_amount 1e308: OUT_OF_RANGE with the bounds, not INTERNAL', async () => {
    const a = await gql(`{ rates_table(loan_amount: 1e308, property_price: 500000, repayment: 0.02, date: "${DATE}") { rows { monthlyRate } } }`);
    expect(a.status).toBe(200);
    expect(only(a)).toEqual({ code: 'OUT_OF_RANGE', field: 'loan_amount', params: { min: 10_000, max: 585_000, value: 1e308 } });
  });

  test('a query nested 5,000 levels deep: 400 QUERY_TOO_COMPLEX (the parser stops at the token limit), not INTERNAL', async () => {
    let q = 'name';
    for (let i = 0; i < 5_000; i++) q = `ofType { ${q} }`;
    const a = await gql(`{ __type(name: "Query") { ${q} } }`);
    expect(a.status).toBe(400);
    expect(only(a)).toEqual({ code: 'QUERY_TOO_COMPLEX', field: null, params: { limit: 'tokens', max: QUERY_LIMITS.tokens } });
  });

  test('1,200 aliased calculations in one request: refused at once, no calculation runs', async () => {
    const body = `{ ${Array.from({ length: 1_200 }, (_, i) => `a${i}:calculate(sheet:"mortgage-calculator",page:"Calculate",inputs:{}){sheet}`).join(' ')} }`;
    expect(body.length).toBeLessThan(100_000); // under the body limit: the limits per request refuse it
    const a = await gql(body);
    expect(a.status).toBe(400);
    expect(only(a)!.code).toBe('QUERY_TOO_COMPLEX');
    expect(a.data).toBeUndefined();
    expect(a.ms).toBeLessThan(500);
  });

  test('years_fixed with 20,000 entries: OUT_OF_RANGE (at most one per fixation period), not 20,000 rows', async () => {
    const years = Array.from({ length: 20_000 }, (_, i) => [5, 10, 15, 20, 25, 30][i % 6]);
    const a = await gql(`query R($y: [Int!]) { rates_table(loan_amount: 300000, property_price: 400000, repayment: 0.02, years_fixed: $y, date: "${DATE}") { rows { yearsFixed } } }`, { y: years });
    expect(a.status).toBe(200);
    expect(a.data).toBeNull();
    expect(only(a)).toEqual({ code: 'OUT_OF_RANGE', field: 'years_fixed', params: { maxItems: 6, value: 20_000 } });
    expect(a.ms).toBeLessThan(500);
  });

  test('monthly_payment 1e308: OUT_OF_RANGE with the calculation\'s bounds, not payoff_months 0 at "∞ %"', async () => {
    const a = await gql(`{ calculate(sheet: "mortgage-calculator", page: "Calculate", inputs: { monthly_payment: 1e308 }, date: "${DATE}") { outputs { name value } } }`);
    const e = only(a)!;
    expect(e.code).toBe('OUT_OF_RANGE');
    expect(e.field).toBe('monthly_payment');
    expect(e.params).toMatchObject({ value: 1e308, reason: 'PAYMENT_TOO_HIGH' });
    // The bounds are the calculation's own min/max outputs for the same inputs.
    const ok = await gql(`{ calculate(sheet: "mortgage-calculator", page: "Calculate", inputs: {}, date: "${DATE}") { outputs { name value } } }`);
    const out = (name: string) => ok.data!.calculate.outputs.find((o: { name: string }) => o.name === name).value;
    expect(e.params).toMatchObject({ min: out('min_mortgage_payment'), max: out('max_mortgage_payment') });
  });
});

describe('limits per request (GraphQL Armor): 400 QUERY_TOO_COMPLEX with the limit, for any Accept header', () => {
  const over = (n: number, make: (i: number) => string) => `{ ${Array.from({ length: n }, (_, i) => make(i)).join(' ')} }`;
  const typeChain = (levels: number) => {
    let q = 'name';
    for (let i = 0; i < levels; i++) q = `ofType { ${q} }`;
    return `{ __type(name: "Query") { ${q} } }`;
  };
  const leaf = 'name kind description specifiedByURL';
  const costly = `fields { type { ofType { ofType { ofType { ofType { ${leaf} } } } } } args { type { ofType { ofType { ofType { ${leaf} } } } } } }`;

  test.each([
    { limit: 'tokens', query: `{ ${'__typename '.repeat(QUERY_LIMITS.tokens)}}` },
    { limit: 'depth', query: typeChain(QUERY_LIMITS.depth) },
    { limit: 'aliases', query: over(QUERY_LIMITS.aliases + 1, (i) => `a${i}: ${CALC}`) },
    { limit: 'directives', query: over(QUERY_LIMITS.directives + 1, (i) => `a${i}: __typename @include(if: true)`) },
    // Within every other limit (10 aliases, depth 8, about 500 tokens), but each alias reads a wide tree.
    { limit: 'cost', query: over(QUERY_LIMITS.aliases, (i) => `a${i}: __type(name: "Query") { ${costly} }`) },
  ])('$limit', async ({ limit, query }) => {
    for (const accept of ['application/json', 'application/graphql-response+json']) {
      const a = await gql(query, undefined, accept);
      expect(a.status).toBe(400);
      expect(a.data).toBeUndefined();
      expect(a.errors!.map((e) => e.extensions)).toEqual([{ code: 'QUERY_TOO_COMPLEX', field: null, params: { limit, max: QUERY_LIMITS[limit as keyof typeof QUERY_LIMITS] } }]);
    }
  });

  test('just within the limits the same shapes are answered', async () => {
    const depth = await gql(typeChain(QUERY_LIMITS.depth - 2));
    expect(depth.errors).toBeUndefined();
    const aliases = await gql(`{ ${Array.from({ length: QUERY_LIMITS.aliases }, (_, i) => `a${i}: ${CALC}`).join(' ')} }`);
    expect(aliases.errors).toBeUndefined();
    expect(Object.keys(aliases.data!)).toHaveLength(QUERY_LIMITS.aliases);
  });

  test("the site's operations stay far inside: each operation with all its fields, and all queries at once", () => {
    // Armor's own measures of the largest documents a client can write without aliases.
    const call = ({ field }: ReturnType<typeof rootFields>[number]) => {
      const required = field.args.filter((a) => String(a.type).endsWith('!'));
      return `${field.name}${required.length ? `(${required.map((a) => `${a.name}: ${sample(String(a.type))}`).join(', ')})` : ''} ${selectionOf(field)}`;
    };
    const each = rootFields().map((r) => measure(`${r.operation} { ${call(r)} }`));
    expect(Math.max(...each.map((m) => m.tokens))).toBeLessThanOrEqual(QUERY_LIMITS.tokens / 10);
    expect(Math.max(...each.map((m) => m.cost))).toBeLessThanOrEqual(QUERY_LIMITS.cost / 20);
    expect(Math.max(...each.map((m) => m.depth))).toBeLessThanOrEqual(QUERY_LIMITS.depth / 2);
    const all = measure(`{ ${rootFields().filter((r) => r.operation === 'query').map(call).join(' ')} }`);
    expect(all.aliases).toBe(0);
    expect(all.tokens).toBeLessThanOrEqual(QUERY_LIMITS.tokens * 0.6);
    expect(all.cost).toBeLessThanOrEqual(QUERY_LIMITS.cost / 2);
    // Developer tools' introspection query too.
    expect(measure(graphql.getIntrospectionQuery()).tokens).toBeLessThanOrEqual(QUERY_LIMITS.tokens / 5);
  });

  test("developer tools' introspection query is answered", async () => {
    const a = await gql(graphql.getIntrospectionQuery());
    expect(a.errors).toBeUndefined();
    expect(a.data!.__schema.queryType.name).toBe('Query');
  });
});

function sample(type: string): string {
  if (type.startsWith('Float')) return '1';
  if (type.startsWith('Int')) return '1';
  if (type.startsWith('Boolean')) return 'true';
  if (type.startsWith('JSON')) return '{}';
  if (type.startsWith('ValidatedField')) return 'email';
  return '"x"';
}

/** Armor's measures of a document (its rules with no limit), and its number of tokens. */
function measure(source: string): { tokens: number; cost: number; depth: number; aliases: number } {
  const measured = { tokens: 0, cost: -1, depth: -1, aliases: -1 };
  const lexer = new graphql.Lexer(new graphql.Source(source));
  while (lexer.advance().kind !== '<EOF>') measured.tokens++;
  const errors = graphql.validate(schema, graphql.parse(source), [
    costLimitRule({ maxCost: Infinity, flattenFragments: true, onAccept: [(_c, d: { n: number }) => void (measured.cost = d.n)] }),
    maxDepthRule({ n: Infinity, flattenFragments: true, onAccept: [(_c, d: { n: number }) => void (measured.depth = d.n)] }),
    maxAliasesRule({ n: Infinity, onAccept: [(_c, d: { n: number }) => void (measured.aliases = d.n)] }),
  ]);
  expect(errors.map((e) => e.message)).toEqual([]);
  return measured;
}

describe('requests that are not run answer 4xx, never 500', () => {
  test.each([
    { label: 'syntax error', body: { query: '{ calculateCityTax(' }, status: 400, code: 'GRAPHQL_PARSE_FAILED' },
    { label: 'unknown field', body: { query: '{ nothingHere }' }, status: 400, code: 'GRAPHQL_VALIDATION_FAILED' },
    { label: 'no query', body: { variables: {} }, status: 400, code: 'BAD_REQUEST' },
    { label: 'body not JSON', body: '{"query": ', status: 400, code: 'BAD_REQUEST' },
    { label: 'body over 100 kB', body: { query: `{ __typename } #${'x'.repeat(120_000)}` }, status: 413, code: 'PAYLOAD_TOO_LARGE' },
    { label: 'huge query text under the body limit', body: { query: `{ ${'__typename '.repeat(9_000)}}` }, status: 400, code: 'QUERY_TOO_COMPLEX' },
  ])('$label → $status $code, also for clients that accept only application/json', async ({ body, status, code }) => {
    for (const accept of ['application/json', 'application/graphql-response+json']) {
      const a = await post(body, accept);
      expect(a.status, accept).toBe(status);
      expect(a.errors![0]!.extensions!.code).toBe(code);
    }
  });

  test('an input error of an operation that ran stays 200 with its code (GraphQL clients read the errors)', async () => {
    const a = await gql('{ calculateCityTax(region: "Atlantis") { tax } }');
    expect(a.status).toBe(200);
    expect(only(a)!.code).toBe('UNKNOWN_LOCATION');
  });
});

describe("every amount within the calculator's bounds (OUT_OF_RANGE with field, min, max)", () => {
  const RATES = `query R($loan: Float!, $price: Float!, $repayment: Float!, $years: [Int!]) {
    rates_table(loan_amount: $loan, property_price: $price, repayment: $repayment, years_fixed: $years, date: "${DATE}") { rows { yearsFixed monthlyRate } }
  }`;

  test.each([
    { label: 'price below 100,000', vars: { price: 99_999 }, field: 'property_price', params: { min: 100_000, max: 10_000_000 } },
    { label: 'price 1e308', vars: { price: 1e308, loan: 1e308 }, field: 'property_price', params: { min: 100_000, max: 10_000_000 } },
    { label: 'loan below the smallest loan', vars: { loan: 9_999 }, field: 'loan_amount', params: { min: 10_000, max: 468_000 } },
    { label: 'loan above price with all costs', vars: { loan: 468_001 }, field: 'loan_amount', params: { min: 10_000, max: 468_000 } },
    { label: 'repayment 0', vars: { repayment: 0 }, field: 'repayment', params: { min: 0.01, max: 0.1 } },
    { label: 'repayment 11 %', vars: { repayment: 0.11 }, field: 'repayment', params: { min: 0.01, max: 0.1 } },
    { label: 'seven fixation periods', vars: { years: [5, 10, 15, 20, 25, 30, 10] }, field: 'years_fixed', params: { maxItems: 6 } },
  ])('rates_table: $label', async ({ vars, field, params }) => {
    const a = await gql(RATES, { loan: 320_000, price: 400_000, repayment: 0.02, ...vars });
    expect(only(a)).toMatchObject({ code: 'OUT_OF_RANGE', field, params });
  });

  test('rates_table: the bounds themselves are accepted', async () => {
    const cases: Record<string, unknown>[] = [{ loan: 10_000, repayment: 0.01 }, { loan: 468_000, repayment: 0.1 }, { price: 10_000_000, loan: 11_700_000, years: [5, 10, 15, 20, 25, 30] }];
    for (const vars of cases) {
      const a = await gql(RATES, { loan: 320_000, price: 400_000, repayment: 0.02, ...vars });
      expect(a.errors, JSON.stringify(vars)).toBeUndefined();
      for (const row of a.data!.rates_table.rows) expect(Number.isFinite(row.monthlyRate)).toBe(true);
    }
  });

  const CALCULATE = `query C($inputs: JSON!) { calculate(sheet: "mortgage-calculator", page: "Calculate", inputs: $inputs, date: "${DATE}") { outputs { name value formatted_value } } }`;
  test.each([
    { label: 'payment below the minimum', inputs: { monthly_payment: 100 }, field: 'monthly_payment', reason: 'PAYMENT_TOO_LOW' },
    { label: 'repayment percentage 40 %', inputs: { boolean_monthly_payment_percentage: true, monthly_payment_percentage: 0.4 }, field: 'monthly_payment_percentage', reason: 'PAYMENT_PERCENTAGE_RANGE' },
    { label: 'unused payment 1e308 beside a percentage', inputs: { boolean_monthly_payment_percentage: true, monthly_payment: 1e308 }, field: 'monthly_payment', reason: undefined },
  ])('calculate and chart: $label', async ({ inputs, field, reason }) => {
    const a = await gql(CALCULATE, { inputs });
    const e = only(a)!;
    expect(e).toMatchObject({ code: 'OUT_OF_RANGE', field });
    expect(e.params!.reason).toBe(reason);
    expect(typeof e.params!.min).toBe('number');
    expect(typeof e.params!.max).toBe('number');
    const chart = await gql(`query C($inputs: JSON!) { chart(sheet: "mortgage-calculator", page: "Calculator", chart_index: 0, inputs: $inputs, date: "${DATE}") { type } }`, { inputs });
    expect(only(chart)).toEqual(e);
  });

  test('calculate: no output is infinite, NaN or a negative payoff for any payment the bounds allow', async () => {
    const ok = await gql(CALCULATE, { inputs: {} });
    const out = (name: string) => ok.data!.calculate.outputs.find((o: { name: string }) => o.name === name).value as number;
    for (const payment of [out('min_mortgage_payment'), out('max_mortgage_payment')]) {
      const a = await gql(CALCULATE, { inputs: { monthly_payment: payment } });
      expect(a.errors).toBeUndefined();
      for (const o of a.data!.calculate.outputs) {
        expect(String(o.formatted_value)).not.toMatch(/∞|NaN/);
        if (o.name.includes('payoff') && typeof o.value === 'number') expect(o.value).toBeGreaterThan(0);
      }
    }
  });

  test.each([
    { label: 'broker fee, price 1e308', query: '{ calculateMaklerFee(new_property: false, region: "BE", price: 1e308) { amount } }', field: 'price' },
    { label: 'broker fee, price 50,000', query: '{ calculateMaklerFee(new_property: false, region: "BE", price: 50000) { amount } }', field: 'price' },
    { label: 'transfer tax, price 1e308', query: '{ calculateCityTax(region: "BE", price: 1e308) { amount } }', field: 'price' },
    { label: 'notary, price 20 million', query: '{ calculateNotaryFees(new_property: false, price: 2e7) { variants { amount } } }', field: 'price' },
    { label: 'notary, land charge 1e308', query: '{ calculateNotaryFees(new_property: false, price: 400000, land_charge: 1e308) { variants { amount } } }', field: 'land_charge' },
  ])('fees: $label', async ({ query, field }) => {
    const e = only(await gql(query))!;
    expect(e).toMatchObject({ code: 'OUT_OF_RANGE', field });
    expect(e.params!.max).toBe(field === 'price' ? 10_000_000 : MAX_LOAN_AMOUNT);
  });

  test('fetchRegionsAndCities: more restricted cities than there are cities → OUT_OF_RANGE', async () => {
    const a = await gql('query R($c: [String!]) { fetchRegionsAndCities(restricted_cities: $c) { code } }', { c: Array.from({ length: 5_000 }, () => 'Berlin') });
    expect(only(a)).toMatchObject({ code: 'OUT_OF_RANGE', field: 'restricted_cities', params: { value: 5_000 } });
    expect(a.ms).toBeLessThan(500);
  });
});
