import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { houseBudget, BUDGET_DEFAULTS, type BudgetInputs } from './house-budget';
import { calculateMortgage } from './mortgage/calculator';
import { marketOn } from './rates/fixtures';
import { engineErrorOf } from './test-helpers';

const DATE = '2026-11-21';
const market = marketOn(DATE);
const BERLIN = { locationTax: 0.06, commission: 0.0357 };
const base: BudgetInputs = { ...BUDGET_DEFAULTS, ...BERLIN };

/** The mortgage calculator's monthly payment for a budget result (percent mode, same terms). */
function calculatorPayment(inputs: BudgetInputs, price: number): number {
  return calculateMortgage(
    {
      purchasePrice: price,
      savings: inputs.equity,
      locationTax: inputs.locationTax,
      realEstateCommission: inputs.commission,
      monthlyPayment: 0,
      monthlyPaymentPercentage: inputs.repayment,
      usePaymentPercentage: true,
      fixationYears: inputs.fixationYears as 10,
      interestRateOverride: inputs.interestRate ?? null,
    },
    { date: DATE, market },
  ).chosen.monthlyRate;
}

describe('houseBudget: labelled cases', () => {
  test.each([
    {
      // 40 % of 5,000 net = 2,000 a month (worked-examples.md #6); 4 % + 2 % → loan 2,000 × 12 / 6 % = 400,000;
      // price × 1.1157 − 80,000 = 400,000 → 430,223.18 → 430,223 €.
      label: 'own rate 4 %, 40 % of 5,000 net, Berlin, 80,000 equity',
      inputs: { ...base, burdenRatio: 0.4, interestRate: 0.04 },
      maxInstallment: 2000,
      maxPrice: 430_223,
    },
    {
      // 5,000 − 2,500 living costs − 300 car loan = 2,200; 3.5 % + 2 % → loan 480,000; (480,000 + 50,000) / 1.1157.
      label: 'living-costs rule with another loan',
      inputs: { ...base, rule: 'livingCosts' as const, livingCosts: 2500, otherLoans: 300, equity: 50_000, interestRate: 0.035 },
      maxInstallment: 2200,
      maxPrice: Math.floor(530_000 / 1.1157),
    },
    {
      // 35 % of 3,000 = 1,050 − 250 = 800; 3 % + 3 % → loan 160,000; Bavaria 3.5 % + 3.57 % + 2 % → factor 1.0907.
      label: 'Bavaria, 3 % repayment, other loans reduce the budget',
      inputs: { ...base, netIncome: 3000, otherLoans: 250, equity: 40_000, locationTax: 0.035, repayment: 0.03, interestRate: 0.03 },
      maxInstallment: 800,
      maxPrice: Math.floor(200_000 / 1.0907),
    },
  ])('$label', ({ inputs, maxInstallment, maxPrice }) => {
    const r = houseBudget(inputs);
    expect(r.maxInstallment).toBeCloseTo(maxInstallment, 6);
    expect(r.maxPrice).toBe(maxPrice);
    expect(r.monthlyPayment).toBeLessThanOrEqual(maxInstallment + 1e-9);
    expect(r.rateSource).toBe('override');
    // One euro more would exceed the budget.
    const loanAbove = (maxPrice + 1) * (1 + inputs.locationTax + inputs.commission + 0.02) - inputs.equity;
    expect((loanAbove * (inputs.interestRate! + inputs.repayment)) / 12).toBeGreaterThan(maxInstallment);
  });

  test('equity below the purchase costs: the loan finances part of them, and the result says so', () => {
    const r = houseBudget({ ...base, equity: 10_000, interestRate: 0.04 });
    expect(r.financesCosts).toBe(true);
    expect(r.equityForCosts).toBe(10_000);
    expect(r.equityForPrice).toBe(0);
    expect(r.loanToValue).toBeGreaterThan(1);
  });

  test('equity above the costs: costs first, the rest into the price', () => {
    const r = houseBudget({ ...base, interestRate: 0.04 });
    expect(r.equityForCosts).toBeCloseTo(r.purchaseCosts, 6);
    expect(r.equityForPrice).toBeCloseTo(80_000 - r.purchaseCosts, 6);
    expect(r.loan).toBeCloseTo(r.maxPrice + r.purchaseCosts - 80_000, 6);
  });

  test('a burden ratio above 40 % is allowed but flagged; the model rate is used without an own rate', () => {
    const r = houseBudget({ ...base, burdenRatio: 0.45 }, { market });
    expect(r.aboveGuidance).toBe(true);
    expect(r.rateSource).toBe('model');
  });

  test.each([
    { label: 'nothing left after living costs', patch: { rule: 'livingCosts' as const, livingCosts: 5000 }, code: 'NO_BUDGET', field: 'netIncome' },
    { label: 'other loans eat the budget', patch: { otherLoans: 2000 }, code: 'NO_BUDGET', field: 'netIncome' },
    { label: 'negative income', patch: { netIncome: -1 }, code: 'MINIMUM', field: 'netIncome' },
    { label: 'burden ratio 60 %', patch: { burdenRatio: 0.6 }, code: 'MAXIMUM', field: 'burdenRatio' },
    { label: 'living costs missing for that rule', patch: { rule: 'livingCosts' as const, livingCosts: null }, code: 'REQUIRED', field: 'livingCosts' },
    { label: 'repayment 0.5 %', patch: { repayment: 0.005 }, code: 'MINIMUM', field: 'repayment' },
    { label: 'fixation 7 years', patch: { fixationYears: 7 }, code: 'INVALID_OPTION', field: 'fixationYears' },
    { label: 'not a number', patch: { equity: Number.NaN }, code: 'INVALID_NUMBER', field: 'equity' },
  ])('invalid: $label → $code ($field)', ({ patch, code, field }) => {
    expect(engineErrorOf(() => houseBudget({ ...base, ...patch } as BudgetInputs, { market }))).toMatchObject({ code, field });
  });

  test('without an own rate and without a market there is no rate to use', () => {
    expect(engineErrorOf(() => houseBudget(base))).toMatchObject({ code: 'NO_MARKET' });
  });
});

describe('houseBudget → mortgage calculator round trip', () => {
  test('defaults with the model rate: the calculator shows the same payment for the budget price', () => {
    const r = houseBudget(base, { market });
    expect(r.belowCalculatorRange).toBe(false);
    expect(calculatorPayment(base, r.maxPrice)).toBeCloseTo(r.monthlyPayment, 6);
    expect(r.monthlyPayment).toBeLessThanOrEqual(r.maxInstallment);
    // The next euro of price no longer fits (the maximum is the maximum).
    expect(calculatorPayment(base, r.maxPrice + 1)).toBeGreaterThan(r.maxInstallment);
  });

  test('property: for any household the calculator reproduces the payment, it fits, and one euro more does not', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2500, max: 20_000 }),
        fc.integer({ min: 0, max: 400_000 }),
        fc.constantFrom(0.035, 0.05, 0.06, 0.065),
        fc.constantFrom(0.01, 0.02, 0.03, 0.05),
        fc.constantFrom(5, 10, 15, 20, 30),
        (netIncome, equity, locationTax, repayment, fixationYears) => {
          const inputs: BudgetInputs = { ...base, netIncome, equity, locationTax, repayment, fixationYears };
          const r = houseBudget(inputs, { market });
          if (r.belowCalculatorRange || r.capped) return;
          expect(calculatorPayment(inputs, r.maxPrice)).toBeCloseTo(r.monthlyPayment, 6);
          expect(r.monthlyPayment).toBeLessThanOrEqual(r.maxInstallment + 1e-9);
          expect(calculatorPayment(inputs, r.maxPrice + 1)).toBeGreaterThan(r.maxInstallment);
        },
      ),
      { numRuns: 300 },
    );
  });

  test('property: more income or more equity never lowers the budget', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2500, max: 15_000 }), fc.integer({ min: 0, max: 300_000 }), fc.integer({ min: 1, max: 5000 }), (netIncome, equity, more) => {
        const a = houseBudget({ ...base, netIncome, equity }, { market }).maxPrice;
        expect(houseBudget({ ...base, netIncome: netIncome + more, equity }, { market }).maxPrice).toBeGreaterThanOrEqual(a);
        expect(houseBudget({ ...base, netIncome, equity: equity + more }, { market }).maxPrice).toBeGreaterThanOrEqual(a);
      }),
      { numRuns: 200 },
    );
  });
});
