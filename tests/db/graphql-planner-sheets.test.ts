/**
 * The query endpoint's house-budget, rent-vs-buy and mortgage-recommendation sheets (issue 14 "API") over HTTP:
 * the engines' figures for the rate market of the date, coded errors for bad inputs, never INTERNAL.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '@/db/client';
import { houseBudget } from '@/engine/house-budget';
import { recommendMortgage } from '@/engine/recommendation';
import { calculateRentVsBuy } from '@/engine/rent-vs-buy-calculator';
import { marketOn } from '@/features/rates/market-repository';
import { useMemoryAppDb } from '../support/app-db';
import { CALCULATE_QUERY, gqlRoute, itemsByName, type CalculateData } from '../support/graphql-route';

let db: Database;
beforeAll(async () => {
  db = await useMemoryAppDb();
});

const DATE = '2026-01-15';
const NBSP = '\u00a0';

const calculate = (sheet: string, inputs: unknown, extra: Record<string, unknown> = {}) => gqlRoute<CalculateData>(CALCULATE_QUERY, { inputs, date: DATE, sheet, page: 'Calculator', ...extra });
const market = async () => (await marketOn(db, DATE))!;

const BUDGET = { net_income: 5000, other_loans: 200, equity: 80000, location_tax: 0.06 };
const RENT_BUY = { purchase_price: 400000, equity: 100000, location_tax: 0.06, monthly_rent: 1200 };
const RECOMMEND = { purchase_price: 450000, location_tax: 0.035, usage: 'ownHome', equity: 120000, net_income: 5500, age: 38, hold_years: 20, hold_certainty: 'sure', risk: 'low', children: 1 };

describe('calculate (sheet house-budget)', () => {
  test('the engine’s budget for the model rate of the date, formatted in the locale', async () => {
    const r = await calculate('house-budget', BUDGET, { locale: 'en' });
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    const expected = houseBudget({ netIncome: 5000, otherLoans: 200, rule: 'burden', burdenRatio: 0.35, equity: 80000, locationTax: 0.06, commission: 0.0357, repayment: 0.02, fixationYears: 10 }, { market: await market() });
    const out = itemsByName(r.data!.calculate.outputs);
    expect(out.max_price?.value).toBe(expected.maxPrice);
    expect(out.max_price?.formatted_value).toBe(new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(expected.maxPrice));
    expect(out.loan?.value).toBeCloseTo(expected.loan, 6);
    expect(out.rate_source?.value).toBe('model');
  });

  test('the household calculation (issue 24): the audit case deducts the flat rates, running costs and buffer and is flagged', async () => {
    // 5,000 net, own living costs 1,150 for two adults: the flat rates 1,500 count, 100 m² × 3.50 = 350, buffer 500
    // → 2,650 a month for the mortgage (was 3,850), 53 % of the income → above the 40 % guidance.
    const r = await calculate('house-budget', { ...BUDGET, other_loans: 0, rule: 'livingCosts', living_costs: 1150, adults: 2, interest_rate: 0.04 }, { locale: 'en' });
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    const out = itemsByName(r.data!.calculate.outputs);
    expect(out.max_installment?.value).toBeCloseTo(2650, 9);
    expect(out.living_costs_counted?.value).toBe(1500);
    expect(out.running_costs?.value).toBe(350);
    expect(out.buffer?.value).toBe(500);
    expect(out.above_guidance?.value).toBe(true);
    expect(out.loan_above_value?.value).toBe(false);
    expect(out.burden_share?.value as number).toBeGreaterThan(0.52);
  });

  test.each([
    ['a negative income', { ...BUDGET, net_income: -1 }, 'OUT_OF_RANGE', 'net_income'],
    ['an unknown input', { ...BUDGET, salary: 1 }, 'UNKNOWN_INPUT', 'salary'],
    ['a string amount', { ...BUDGET, equity: 'lots' }, 'INVALID_INPUT', 'equity'],
    ['the household calculation with half an adult', { ...BUDGET, rule: 'livingCosts', adults: 1.5 }, 'INVALID_INPUT', 'adults'],
    ['the household calculation without adults', { ...BUDGET, rule: 'livingCosts', adults: 0 }, 'OUT_OF_RANGE', 'adults'],
    ['the household calculation with 10 m²', { ...BUDGET, rule: 'livingCosts', living_area: 10 }, 'OUT_OF_RANGE', 'living_area'],
    ['a burden ratio above the engine’s bound', { ...BUDGET, burden_ratio: 0.9 }, 'OUT_OF_RANGE', 'burden_ratio'],
    ['nothing left for a loan', { ...BUDGET, other_loans: 5000 }, 'INVALID_INPUT', null],
  ])('%s → %s', async (_label, inputs, code, field) => {
    const r = await calculate('house-budget', inputs);
    expect(r.errors?.[0]?.extensions?.code).toBe(code);
    if (field) expect(r.errors?.[0]?.extensions?.field).toBe(field);
  });
});

describe('calculate (sheet rent-vs-buy)', () => {
  test('the engine’s outcome, break-even year and threshold rent', async () => {
    const r = await calculate('rent-vs-buy', RENT_BUY, { locale: 'de' });
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    const expected = calculateRentVsBuy({ price: 400000, equity: 100000, locationTax: 0.06, commission: 0.0357, fixationYears: 10, repayment: 0.02, monthlyRent: 1200, rentGrowth: 0.02, appreciation: 0.02, maintenance: 0.01, buildingShare: 0.75, maintenanceGrowth: 0.02, investmentReturn: 0.05, jointFiling: false, horizonYears: 20 }, { market: await market(), date: DATE });
    const out = itemsByName(r.data!.calculate.outputs);
    expect(out.difference?.value).toBeCloseTo(expected.difference, 6);
    expect(out.winner?.value).toBe(expected.winner);
    expect(out.break_even_year?.value).toBe(expected.breakEvenYear);
    expect(out.threshold_rent?.value).toBe(expected.thresholdRent);
    expect(out.renter_net_worth?.value).toBeCloseTo(expected.finalRenterNetWorth, 6);
    expect(out.renter_tax_at_sale?.value).toBeCloseTo(expected.series[19]!.renterFund.taxAtSale, 6);
    expect(out.loan?.formatted_value).toBe(`${new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 }).format(Math.round(expected.loan))}${NBSP}€`);
  });

  test.each([
    ['a horizon of 0 years', { ...RENT_BUY, horizon_years: 0 }, 'OUT_OF_RANGE', 'horizon_years'],
    ['a fixation of 7 years', { ...RENT_BUY, fixation_years: 7 }, 'INVALID_INPUT', 'fixation_years'],
    ['an amount of 1e308', { ...RENT_BUY, purchase_price: 1e308 }, 'OUT_OF_RANGE', 'purchase_price'],
  ])('%s → %s', async (_label, inputs, code, field) => {
    const r = await calculate('rent-vs-buy', inputs);
    expect(r.errors?.[0]?.extensions?.code).toBe(code);
    expect(r.errors?.[0]?.extensions?.field).toBe(field);
  });
});

describe('calculate (sheet mortgage-recommendation)', () => {
  test('the engine’s recommendation: fixation, payment, tables of fixations, break-even pairs and KfW', async () => {
    const r = await calculate('mortgage-recommendation', RECOMMEND);
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    const expected = recommendMortgage({ purchasePrice: 450000, locationTax: 0.035, usage: 'ownHome', equity: 120000, netIncomeMonthly: 5500, age: 38, holdYears: 20, holdCertainty: 'sure', risk: 'low', children: 1 }, { date: DATE, market: await market() });
    const out = itemsByName(r.data!.calculate.outputs);
    expect(out.recommended_fixation?.value).toBe(expected.recommended.fixationYears);
    expect(out.monthly_payment?.value).toBeCloseTo(expected.recommended.monthlyRate, 6);
    expect(out.loan_amount?.value).toBe(expected.financing.loanAmount);
    expect(out.reasons?.value).toBe(expected.reasons.join(','));
    expect((out.fixations?.value as unknown[]).length).toBe(5);
    expect((out.break_even?.value as unknown[]).length).toBe(10);
    expect((out.kfw?.value as { programme: string }[]).map((k) => k.programme)).toEqual(['308', '124']);
  });

  test.each([
    ['an unknown risk', { ...RECOMMEND, risk: 'yolo' }, 'OUT_OF_RANGE', 'risk'],
    ['an age of 12', { ...RECOMMEND, age: 12 }, 'OUT_OF_RANGE', 'age'],
    ['a missing price', { ...RECOMMEND, purchase_price: undefined }, 'INVALID_INPUT', 'purchase_price'],
    ['a price below the calculator’s range', { ...RECOMMEND, purchase_price: 1000 }, 'OUT_OF_RANGE', 'purchase_price'],
  ])('%s → %s', async (_label, inputs, code, field) => {
    const r = await calculate('mortgage-recommendation', inputs);
    expect(r.errors?.[0]?.extensions?.code).toBe(code);
    expect(r.errors?.[0]?.extensions?.field).toBe(field);
  });

  test('any numbers in any field: a coded error or a result, never INTERNAL', async () => {
    const num = fc.oneof(fc.double(), fc.integer(), fc.constantFrom(1e308, -1e308, 0, -0));
    await fc.assert(
      fc.asyncProperty(
        fc.record({ purchase_price: num, equity: num, net_income: num, age: num, hold_years: num, location_tax: num, children: num }),
        fc.constantFrom('mortgage-recommendation', 'house-budget', 'rent-vs-buy'),
        async (numbers, sheet) => {
          const inputs = sheet === 'mortgage-recommendation' ? { ...RECOMMEND, ...numbers } : sheet === 'house-budget' ? { ...BUDGET, net_income: numbers.net_income, equity: numbers.equity } : { ...RENT_BUY, purchase_price: numbers.purchase_price, equity: numbers.equity };
          const r = await calculate(sheet, inputs);
          const code = r.errors?.[0]?.extensions?.code;
          expect(code).not.toBe('INTERNAL');
          expect(r.status).toBeLessThan(500);
        },
      ),
      { numRuns: 60 },
    );
  });
});
