import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { houseBudget, householdCosts, flatLivingCosts, BUDGET_DEFAULTS, HOUSEHOLD_CALCULATION, type BudgetInputs } from './house-budget';
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
      // Household calculation, own living costs 2,500 above the flat rates for two adults (1,000 + 500 = 1,500), so
      // they count: 5,000 − 2,500 − 350 running costs (100 m² × 3.50) − 300 car loan − 500 buffer (10 %) = 1,350;
      // 3.5 % + 2 % → loan 1,350 × 12 / 5.5 % = 294,545.45; (294,545.45 + 50,000) / 1.1157 = 308,815.50 → 308,815 €.
      label: 'household calculation with an own living-costs figure and another loan',
      inputs: { ...base, rule: 'livingCosts' as const, livingCosts: 2500, otherLoans: 300, equity: 50_000, interestRate: 0.035 },
      maxInstallment: 1350,
      maxPrice: 308_815,
    },
    {
      // Family of four, 120 m², Bavaria (3.5 % + 3.57 % + 2 % → factor 1.0907), no own figure: flat rates
      // 1,000 + 500 + 2 × 350 = 2,200; running costs 120 × 3.50 = 420; buffer 600; 6,000 − 2,200 − 420 − 300 − 600
      // = 2,480; 3.5 % + 2 % → loan 29,760 / 5.5 % = 541,090.91; (541,090.91 + 100,000) / 1.0907 = 587,779.32.
      label: 'household calculation, family of four with the banks\' flat rates',
      inputs: { ...base, rule: 'livingCosts' as const, adults: 2, children: 2, livingArea: 120, netIncome: 6000, otherLoans: 300, equity: 100_000, locationTax: 0.035, interestRate: 0.035 },
      maxInstallment: 2480,
      maxPrice: 587_779,
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

  test('audit case (issue 24): 5,000 net, 1,150 own living costs for two → bank deductions apply and the burden is flagged', () => {
    // Before: 5,000 − 1,150 = 3,850 a month (77 % of the income), not flagged. Now the flat rates for two adults
    // (1,000 + 500 = 1,500) are the floor, so 1,500 count, not 1,150; running costs 100 m² × 3.50 = 350; buffer
    // 10 % × 5,000 = 500: 5,000 − 1,500 − 350 − 500 = 2,650 (53 %, above 40 %). 4 % + 2 % → loan 2,650 × 12 / 6 %
    // = 530,000; (530,000 + 80,000) / 1.1157 = 546,741.96 → 546,741 €; costs 546,741 × 11.57 % = 63,257.93 below
    // the 80,000 equity, so the loan stays below the price.
    const r = houseBudget({ ...base, rule: 'livingCosts', livingCosts: 1150, adults: 2, children: 0, livingArea: 100, interestRate: 0.04 });
    expect(r.household).toEqual({ adults: 2, children: 0, livingArea: 100, flatLivingCosts: 1500, ownLivingCosts: 1150, livingCosts: 1500, runningCosts: 350, buffer: 500 });
    expect(r.maxInstallment).toBeCloseTo(2650, 9);
    expect(r.maxPrice).toBe(546_741);
    expect(r.burdenShare).toBeGreaterThan(0.52);
    expect(r.burdenShare).toBeLessThanOrEqual(0.53);
    expect(r.aboveGuidance).toBe(true);
    expect(r.loanAboveValue).toBe(false);
    // Without an own figure: the same (the flat rates count either way).
    expect(houseBudget({ ...base, rule: 'livingCosts', livingCosts: null, interestRate: 0.04 }).maxPrice).toBe(546_741);
    // With the model rate (as in the audit) still flagged.
    expect(houseBudget({ ...base, rule: 'livingCosts', livingCosts: 1150 }, { market }).aboveGuidance).toBe(true);
  });

  test('household calculation below the guidance is not flagged', () => {
    // Two adults and a child, 90 m², own living costs 2,400 (above the flat 1,850): 4,000 − 2,400 − 315 − 150 loans
    // − 400 buffer = 735; (735 + 150) / 4,000 = 22 %. 4 % + 2 % → loan 147,000; (147,000 + 60,000) / 1.1157
    // = 185,533.75 → 185,533 €.
    const r = houseBudget({ ...base, rule: 'livingCosts', netIncome: 4000, otherLoans: 150, adults: 2, children: 1, livingArea: 90, livingCosts: 2400, equity: 60_000, interestRate: 0.04 });
    expect(r.household).toMatchObject({ flatLivingCosts: 1850, livingCosts: 2400, runningCosts: 315, buffer: 400 });
    expect(r.maxInstallment).toBeCloseTo(735, 9);
    expect(r.maxPrice).toBe(185_533);
    expect(r.burdenShare).toBeCloseTo((r.monthlyPayment + 150) / 4000, 12);
    expect(r.burdenShare).toBeLessThan(0.23);
    expect(r.aboveGuidance).toBe(false);
  });

  test('flat rates: 1,000 first adult, 500 each further adult, 350 a child (bank convention, dated)', () => {
    expect(HOUSEHOLD_CALCULATION.validFrom).toBe('2025-01-01');
    expect(flatLivingCosts(1, 0)).toBe(1000);
    expect(flatLivingCosts(2, 0)).toBe(1500);
    expect(flatLivingCosts(3, 3)).toBe(3050);
    // Running costs 75 m² × 3.50 = 262.50; buffer 10 % of 3,210 = 321; no own figure → flat rates.
    expect(householdCosts({ netIncome: 3210, adults: 1, livingArea: 75 })).toEqual({ adults: 1, children: 0, livingArea: 75, flatLivingCosts: 1000, ownLivingCosts: null, livingCosts: 1000, runningCosts: 262.5, buffer: 321 });
  });

  test('a loan above the price is flagged for both rules', () => {
    // 10,000 equity cannot pay the 11.57 % purchase costs: the loan pays the rest, so it is more than the price.
    for (const patch of [{}, { rule: 'livingCosts' as const }]) {
      const r = houseBudget({ ...base, ...patch, equity: 10_000, interestRate: 0.04 });
      expect(r.loanToValue).toBeGreaterThan(1);
      expect(r.loanAboveValue).toBe(true);
    }
    expect(houseBudget({ ...base, interestRate: 0.04 }).loanAboveValue).toBe(false);
  });

  test('a burden ratio above 40 % is allowed but flagged; the model rate is used without an own rate', () => {
    const r = houseBudget({ ...base, burdenRatio: 0.45 }, { market });
    expect(r.aboveGuidance).toBe(true);
    expect(r.rateSource).toBe('model');
  });

  test.each([
    { label: 'nothing left after living costs', patch: { rule: 'livingCosts' as const, livingCosts: 5000 }, code: 'NO_BUDGET', field: 'netIncome' },
    // 2,000 − 1,500 flat rates − 350 running costs − 200 buffer = −50.
    { label: 'nothing left after the flat rates, running costs and buffer', patch: { rule: 'livingCosts' as const, netIncome: 2000 }, code: 'NO_BUDGET', field: 'netIncome' },
    { label: 'adults missing for the household calculation', patch: { rule: 'livingCosts' as const, adults: null }, code: 'REQUIRED', field: 'adults' },
    { label: 'half an adult', patch: { rule: 'livingCosts' as const, adults: 1.5 }, code: 'INVALID_INPUT', field: 'adults' },
    { label: 'eleven children', patch: { rule: 'livingCosts' as const, children: 11 }, code: 'MAXIMUM', field: 'children' },
    { label: 'living space 10 m²', patch: { rule: 'livingCosts' as const, livingArea: 10 }, code: 'MINIMUM', field: 'livingArea' },
    { label: 'living space missing', patch: { rule: 'livingCosts' as const, livingArea: null }, code: 'REQUIRED', field: 'livingArea' },
    { label: 'negative own living costs', patch: { rule: 'livingCosts' as const, livingCosts: -1 }, code: 'MINIMUM', field: 'livingCosts' },
    { label: 'other loans eat the budget', patch: { otherLoans: 2000 }, code: 'NO_BUDGET', field: 'netIncome' },
    { label: 'negative income', patch: { netIncome: -1 }, code: 'MINIMUM', field: 'netIncome' },
    { label: 'burden ratio 60 %', patch: { burdenRatio: 0.6 }, code: 'MAXIMUM', field: 'burdenRatio' },
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

  test('property: the household calculation keeps the round trip, and the flags say what the figures say', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2500, max: 20_000 }),
        fc.integer({ min: 0, max: 400_000 }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 40, max: 250 }),
        fc.constantFrom(0.035, 0.06),
        (netIncome, equity, adults, children, livingArea, locationTax) => {
          const inputs: BudgetInputs = { ...base, rule: 'livingCosts', netIncome, equity, adults, children, livingArea, locationTax };
          const h = householdCosts(inputs);
          if (netIncome - h.livingCosts - h.runningCosts - h.buffer <= 0) return;
          const r = houseBudget(inputs, { market });
          expect(r.maxInstallment).toBeCloseTo(netIncome * 0.9 - flatLivingCosts(adults, children) - livingArea * 3.5, 6);
          expect(r.aboveGuidance).toBe(r.burdenShare > 0.4 + 1e-9);
          expect(r.loanAboveValue).toBe(r.maxPrice > 0 && r.loan > r.maxPrice);
          if (r.belowCalculatorRange || r.capped) return;
          expect(calculatorPayment(inputs, r.maxPrice)).toBeCloseTo(r.monthlyPayment, 6);
          expect(r.monthlyPayment).toBeLessThanOrEqual(r.maxInstallment + 1e-9);
          expect(calculatorPayment(inputs, r.maxPrice + 1)).toBeGreaterThan(r.maxInstallment);
        },
      ),
      { numRuns: 200 },
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
