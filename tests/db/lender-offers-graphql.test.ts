/**
 * The comparison for the client's case (issue 50, part 2) on PGlite and PostgreSQL: the use case over the condition
 * sheets in force (and a marketplace source with its fallback), and the query endpoint's `lenderOffers` with its
 * offer fields and error codes.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';
import { insertDemoLenders, type DemoLenderInput } from '@/features/offers/cli';
import { compareOffers } from '@/features/offers/comparison';
import type { Comparison, OfferCase, OfferSource } from '@/features/offers/model';
import { createGraphQLServer, handleGraphQLRequest } from '@/graphql/server';

const ALL_EMPLOYMENTS = ['employed', 'civil_servant', 'self_employed', 'retired'] as const;
const PURPOSES = ['purchase', 'refinance', 'forward', 'construction'] as const;
const NO_SURCHARGES = { smallLoan: null, forward: null, specialRepayment: [], energyClass: {} };

/** 60/80/90/100 % steps for 5 to 30 years: base + 0.1 pp a step. */
function cells(base: number) {
  return [5, 10, 15, 20, 30].flatMap((fixationYears) => [0.6, 0.8, 0.9, 1.0].map((ltvMax, i) => ({ fixationYears, ltvMax, loanMin: 0, loanMax: null, nominalRate: base + i * 0.001 })));
}

function entry(name: string, base: number, over: Partial<DemoLenderInput['lender']> = {}, sheet: Partial<DemoLenderInput['sheet']> = {}): DemoLenderInput {
  return {
    lender: { name, kind: 'bank', regions: [], minLoan: 50_000, purposes: [...PURPOSES], employments: [...ALL_EMPLOYMENTS], ...over },
    sheet: { validFrom: '2026-11-01', rates: cells(base), surcharges: NO_SURCHARGES, fees: [], specialRepaymentFree: 0.05, source: 'Test sheet of 2026-11-01', ...sheet },
  };
}

const LENDERS: DemoLenderInput[] = [
  entry('Test-Bank Teuer', 0.036),
  entry('Test-Bank Günstig', 0.033, {}, { fees: [{ name: 'Valuation', amount: 500 }] }),
  entry('Test-Sparkasse Hamburg', 0.031, { kind: 'savings_bank', regions: ['HH'] }),
  entry('Test-Versicherer', 0.032, { kind: 'insurer', minLoan: 500_000 }),
];

const CASE: OfferCase = {
  price: 400_000,
  loan: 320_000,
  equity: 80_000,
  state: 'BY',
  use: 'owner_occupied',
  purpose: 'purchase',
  fixationYears: 10,
  repaymentRate: 0.02,
  specialRepayment: 0,
  employment: 'employed',
  energyClass: null,
  forwardMonths: 0,
  date: '2026-11-29',
};

const QUERY = /* GraphQL */ `
  query Offers($c: LenderOfferCase!, $locale: Locale, $date: String) {
    lenderOffers(offer_case: $c, locale: $locale, date: $date) {
      date
      offers { rank lender_name lender_kind is_demo source interest_rate formatted_interest_rate effective_rate formatted_effective_rate monthly_payment formatted_monthly_payment residual_debt formatted_residual_debt total_cost formatted_total_cost surcharges { name add } valid_from conditions_source }
      excluded { lender_name is_demo reason params }
      fallback { reason }
      offer_api_interest_5 offer_api_interest_10 offer_api_interest_15 offer_api_interest_20 offer_api_interest_30
    }
  }
`;
const ARGS = { property_price: 400_000, loan_amount: 320_000, state: 'BY', years_fixed: 10, repayment: 0.02 };
const NBSP = '\u00a0';

type Answer = { data: { lenderOffers: Record<string, unknown> & { offers: Record<string, unknown>[]; excluded: Record<string, unknown>[] } } | null; errors?: { extensions?: { code?: string; field?: string | null; params?: Record<string, unknown> } }[] };

describe.each(DATABASE_KINDS)('lender offers on %s', (kind) => {
  let h: Awaited<ReturnType<typeof freshDatabase>>;
  let server: ReturnType<typeof createGraphQLServer>;

  beforeAll(async () => {
    h = await freshDatabase(kind);
    expect(await insertDemoLenders(h.db, LENDERS)).toBe(4);
    server = createGraphQLServer({ db: async () => h.db, mailQueue: async () => Promise.reject(new Error('no mail queue in this test')), now: () => new Date('2026-11-29T10:00:00Z') });
  }, 90_000);
  afterAll(async () => {
    await h?.dispose();
  });

  async function gql(variables: Record<string, unknown>): Promise<Answer> {
    const res = await handleGraphQLRequest(
      new Request('http://localhost/api/graphql', { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json', origin: 'http://localhost' }, body: JSON.stringify({ query: QUERY, variables }) }),
      server,
    );
    return (await res.json()) as Answer;
  }

  test('the sheets in force, ranked by effective rate; the lenders that would not lend, with their reasons', async () => {
    const c = await compareOffers(h.db, CASE);
    expect(c.fallback).toBeNull();
    expect(c.offers.map((o) => o.lenderName)).toEqual(['Test-Bank Günstig', 'Test-Bank Teuer']);
    const best = c.offers[0]!;
    expect(best.source).toBe('sheet');
    expect(best.nominalRate).toBeCloseTo(0.034, 12);
    expect(Math.round(best.monthlyPayment)).toBe(1440);
    expect(best.effectiveRate).toBeGreaterThan(0.0345); // 3.46 % without the 500 € fee, more with it
    expect(c.excluded.map((e) => [e.lenderName, e.reason, e.params])).toEqual([
      ['Test-Sparkasse Hamburg', 'region', { state: 'BY' }],
      ['Test-Versicherer', 'loanSize', { loan: 320_000, minLoan: 500_000 }],
    ]);
  });

  test('before any sheet applies: no conditions, the model rate stands', async () => {
    expect(await compareOffers(h.db, { ...CASE, date: '2026-10-31' })).toEqual({ offers: [], excluded: [], fallback: { reason: 'noConditions' } });
  });

  test('a marketplace’s result is taken and its offers marked as the marketplace’s', async () => {
    const sheets = await compareOffers(h.db, CASE);
    const marketplace: OfferSource = { kind: 'marketplace', compare: async () => ({ offers: [{ ...sheets.offers[1]!, lenderName: 'Marktplatz-Bank', source: 'sheet' }], excluded: [], fallback: null }) };
    const c = await compareOffers(h.db, CASE, { marketplace });
    expect(c.offers.map((o) => [o.lenderName, o.source])).toEqual([['Marktplatz-Bank', 'marketplace']]);
    expect(c.fallback).toBeNull();
  });

  test('a marketplace that fails or does not answer in time: the sheets answer, saying so', async () => {
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args);
    try {
      const failing: OfferSource = { kind: 'marketplace', compare: () => Promise.reject(Object.assign(new Error('503'), { code: 'UNAVAILABLE' })) };
      const hanging: OfferSource = { kind: 'marketplace', compare: () => new Promise<Comparison>(() => {}) };
      const throwing: OfferSource = {
        kind: 'marketplace',
        compare: () => {
          throw new Error('synchronous');
        },
      };
      for (const marketplace of [failing, hanging, throwing]) {
        const c = await compareOffers(h.db, CASE, { marketplace, timeoutMs: 50 });
        expect(c.fallback).toEqual({ reason: 'sourceUnavailable' });
        expect(c.offers.map((o) => [o.lenderName, o.source])).toEqual([['Test-Bank Günstig', 'sheet'], ['Test-Bank Teuer', 'sheet']]);
      }
    } finally {
      console.error = original;
    }
    expect(errors).toHaveLength(3);
    expect(String(errors[1])).toMatch(/TIMEOUT/);
  });

  test('query endpoint: lenderOffers with the offer fields, exclusions and the best rate per fixation', async () => {
    const { data, errors } = await gql({ c: ARGS, locale: 'de', date: '2026-11-29' });
    expect(errors).toBeUndefined();
    const r = data!.lenderOffers;
    expect(r.date).toBe('2026-11-29');
    expect(r.fallback).toBeNull();
    expect(r.offers.map((o) => [o.rank, o.lender_name, o.source, o.is_demo])).toEqual([
      [1, 'Test-Bank Günstig', 'sheet', true],
      [2, 'Test-Bank Teuer', 'sheet', true],
    ]);
    const best = r.offers[0]!;
    expect(best.formatted_interest_rate).toBe(`3,40${NBSP}%`);
    expect(best.formatted_monthly_payment).toBe(`1.440${NBSP}€`);
    expect(best.valid_from).toBe('2026-11-01');
    expect(best.conditions_source).toBe('Test sheet of 2026-11-01');
    expect(r.excluded).toEqual([
      { lender_name: 'Test-Sparkasse Hamburg', is_demo: true, reason: 'region', params: { state: 'BY' } },
      { lender_name: 'Test-Versicherer', is_demo: true, reason: 'loanSize', params: { loan: 320_000, minLoan: 500_000 } },
    ]);
    // The best sheet rate of each fixation (80 % loan-to-value step of the cheapest lender lending here).
    for (const y of [5, 10, 15, 20, 30]) expect(r[`offer_api_interest_${y}`]).toBeCloseTo(0.034, 12);
  });

  test('query endpoint: no sheet in force → fallback noConditions, no offer rates', async () => {
    const { data } = await gql({ c: ARGS, date: '2026-10-01' });
    expect(data!.lenderOffers).toMatchObject({ offers: [], excluded: [], fallback: { reason: 'noConditions' }, offer_api_interest_10: null });
  });

  test.each([
    [{ loan_amount: 5_000 }, 'OUT_OF_RANGE', 'loan_amount'],
    [{ property_price: 50 }, 'OUT_OF_RANGE', 'property_price'],
    [{ repayment: 0.5 }, 'OUT_OF_RANGE', 'repayment'],
    [{ years_fixed: 0 }, 'OUT_OF_RANGE', 'years_fixed'],
    [{ state: 'XX' }, 'UNKNOWN_LOCATION', 'state'],
    [{ purpose: 'gift' }, 'OUT_OF_RANGE', 'purpose'],
    [{ employment: 'student' }, 'OUT_OF_RANGE', 'employment'],
    [{ energy_class: 'Z' }, 'OUT_OF_RANGE', 'energy_class'],
    [{ forward_months: 12 }, 'OUT_OF_RANGE', 'forward_months'],
  ])('query endpoint: %o → %s on %s', async (change, code, field) => {
    const { data, errors } = await gql({ c: { ...ARGS, ...change }, date: '2026-11-29' });
    expect(data).toBeNull();
    expect(errors?.[0]?.extensions).toMatchObject({ code, field });
  });

  test('query endpoint: a malformed date is INVALID_INPUT', async () => {
    const { errors } = await gql({ c: ARGS, date: '2026-13-01' });
    expect(errors?.[0]?.extensions).toMatchObject({ code: 'INVALID_INPUT', field: 'date' });
  });
});
