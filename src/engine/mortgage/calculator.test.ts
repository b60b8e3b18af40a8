import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { EngineInputError } from '../errors';
import { curveOn, marketOn } from '../rates/fixtures';
import { mortgageRate } from '../rates/model';
import { spotRate } from '../rates/svensson';
import { payoffMonths } from './annuity';
import { calculateMortgage, CHART_MAX_YEARS, computeMortgageBounds, type MortgageInputs } from './calculator';
import { DEFAULT_MORTGAGE_INPUTS, MORTGAGE_CALCULATOR_DEFAULTS, MORTGAGE_LIMITS, MORTGAGE_STATE_VERSION } from './defaults';
import { validateMortgageInputs } from './validation';
import { engineErrorOf } from '../test-helpers';

const DATE = '2026-01-15';

function inputs(overrides: Partial<MortgageInputs> = {}): MortgageInputs {
  return { ...DEFAULT_MORTGAGE_INPUTS, ...overrides };
}

describe('defaults (spec § 9)', () => {
  test('kept state defaults and their fraction form', () => {
    expect(MORTGAGE_STATE_VERSION).toBe(6);
    expect(MORTGAGE_CALCULATOR_DEFAULTS).toMatchObject({
      purchasePrice: 425_000,
      savings: 80_000,
      monthlyPayment: 1_900,
      monthlyPaymentPercentage: 2,
      fixedInterestPeriod: 10,
      location: 'Berlin',
      realEstateCommission: 0,
      repayment: 2,
    });
    expect(DEFAULT_MORTGAGE_INPUTS).toMatchObject({ monthlyPaymentPercentage: 0.02, realEstateCommission: 0, locationTax: 0.06, fixationYears: 10 });
  });
});

describe('worked examples (shared/reference/worked-examples.md)', () => {
  // The spec loan formula gives the loan: price × (1 + tax + commission + 0.02) − savings.
  test.each([
    {
      label: 'example 3: 400,000 in Berlin, 3.57 % commission, 126,280 cash → loan 320,000, 1,467 / month',
      over: { purchasePrice: 400_000, locationTax: 0.06, realEstateCommission: 0.0357, savings: 126_280 },
      loan: 320_000,
      rate: 0.035,
      installment: 1_466.67,
      balance: null,
      payoff: null,
    },
    {
      label: 'derived: 300,000 at 3.7 % + 2 % → 1,425.00, balance 227,527.99 after 120, paid off after 341',
      over: { purchasePrice: 300_000, locationTax: 0, realEstateCommission: 0, savings: 6_000 },
      loan: 300_000,
      rate: 0.037,
      installment: 1_425,
      balance: 227_527.99,
      payoff: 341,
    },
    {
      label: 'example 1 + derived: 100,000 at 4 % + 2 % → 500 / month, balance 75,458.37, paid off after 331',
      over: { purchasePrice: 100_000, locationTax: 0, realEstateCommission: 0, savings: 2_000 },
      loan: 100_000,
      rate: 0.04,
      installment: 500,
      balance: 75_458.37,
      payoff: 331,
    },
  ])('$label', ({ over, loan, rate, installment, balance, payoff }) => {
    const c = calculateMortgage(
      inputs({ ...over, usePaymentPercentage: true, monthlyPaymentPercentage: 0.02, interestRateOverride: rate, fixationYears: 10 }),
      { date: DATE, market: marketOn(DATE) },
    );
    expect(c.loanAmount).toBeCloseTo(loan, 6);
    expect(c.chosen.interestRate).toBe(rate);
    expect(c.chosen.rateSource).toBe('override');
    expect(c.chosen.monthlyRate).toBeCloseTo(installment, 2);
    expect(c.chosen.repaymentRate).toBeCloseTo(0.02, 12);
    if (balance !== null) expect(c.chosen.balanceAfterFixation).toBeCloseTo(balance, 2);
    if (payoff !== null) expect(c.chosen.payoffMonths).toBe(payoff);
  });

  test('example 3/5: purchase costs 46,280 (tax 24,000, notary 8,000, commission 14,280); price + costs = downpayment + loan', () => {
    const c = calculateMortgage(inputs({ purchasePrice: 400_000, locationTax: 0.06, realEstateCommission: 0.0357, savings: 126_280 }), { date: DATE, market: marketOn(DATE) });
    expect(c.locationTax).toBeCloseTo(24_000, 6);
    expect(c.notaryFee).toBeCloseTo(8_000, 6);
    expect(c.realEstateCommission).toBeCloseTo(14_280, 6);
    expect(c.purchaseCosts).toBeCloseTo(46_280, 6);
    expect(c.downpayment).toBe(126_280);
    expect(c.purchasePrice + c.purchaseCosts).toBeCloseTo(c.downpayment + c.loanAmount, 6);
  });

  test('derived: 300,000 at 3.7 % → interest in the 10 fixed years 98,527.99; effective rate 3.76 %', () => {
    const c = calculateMortgage(
      inputs({ purchasePrice: 300_000, locationTax: 0, savings: 6_000, usePaymentPercentage: false, monthlyPayment: 1_425, interestRateOverride: 0.037 }),
      { date: DATE, market: marketOn(DATE) },
    );
    expect(c.chosen.interestPaidFixation).toBeCloseTo(98_527.99, 2);
    expect(c.chosen.repaymentRate).toBeCloseTo(0.02, 12);
    expect(Math.round(c.chosen.effectiveRate * 10_000) / 100).toBe(3.76);
  });
});

describe('spec defaults (425,000 in Berlin, 80,000 savings, 1,900 / month, 10 years)', () => {
  const c = calculateMortgage(inputs(), { date: DATE, market: marketOn(DATE) });

  test('loan 425,000 × 1.08 − 80,000 = 379,000; the model rate for 10 years', () => {
    expect(c.loanAmount).toBeCloseTo(379_000, 6);
    expect(c.loanToValue).toBeCloseTo(379_000 / 425_000, 12);
    const model = mortgageRate({ fixationYears: 10, loanAmount: c.loanAmount, propertyValue: 425_000, ...marketOn(DATE) });
    expect(c.chosen.interestRate).toBe(model.rate);
    expect(c.chosen.rateSource).toBe('model');
    expect(c.curveDate).toBe(model.curveDate);
    expect(c.chosen.monthlyRate).toBe(1_900);
  });

  test('results for 5, 10, 15, 20, 30 years; the chosen one is the 10-year row', () => {
    expect(c.results.map((r) => r.fixationYears)).toEqual([5, 10, 15, 20, 30]);
    expect(c.chosen).toBe(c.results[1]);
    for (const r of c.results) {
      expect(r.monthlyRate).toBe(1_900);
      expect(r.balanceAfterFixation).toBeLessThan(c.loanAmount);
      const paid = r.interestPaidFixation + r.principalPaidFixation;
      const months = r.fixationYears * 12;
      if (r.payoffMonths !== null && r.payoffMonths <= months) {
        // Repaid within the fixation: the last installment is smaller.
        expect(paid).toBeLessThanOrEqual(1_900 * r.payoffMonths + 1e-6);
        expect(paid).toBeGreaterThan(1_900 * (r.payoffMonths - 1));
      } else {
        expect(paid).toBeCloseTo(1_900 * months, 4);
      }
    }
  });

  test('first installment in the month after the date; payoff date = start + payoff − 1 months', () => {
    expect(c.startDate).toEqual({ year: 2026, month: 2 });
    const n = c.chosen.payoffMonths!;
    const index = 2026 * 12 + 1 + n - 1;
    expect(c.chosen.payoffDate).toEqual({ year: Math.floor(index / 12), month: (index % 12) + 1 });
  });

  test('the defaults are valid against their own bounds', () => {
    expect(
      validateMortgageInputs(
        { purchasePrice: 425_000, savings: 80_000, monthlyPayment: 1_900, location: 'Berlin', realEstateCommission: 0 },
        c.bounds,
        { rateAutomatic: true, usePercentage: false },
      ),
    ).toEqual({});
  });
});

describe('interest rate sources', () => {
  test('override for the chosen fixation only, offers next, the model for the rest', () => {
    const c = calculateMortgage(
      inputs({ fixationYears: 15, interestRateOverride: 0.031, offerRates: { 5: 0.029, 15: 0.05, 30: 0.041 } }),
      { date: DATE, market: marketOn(DATE) },
    );
    const bySource = Object.fromEntries(c.results.map((r) => [r.fixationYears, [r.rateSource, r.interestRate]]));
    expect(bySource[5]).toEqual(['offer', 0.029]);
    expect(bySource[15]).toEqual(['override', 0.031]);
    expect(bySource[30]).toEqual(['offer', 0.041]);
    expect(bySource[10]?.[0]).toBe('model');
    expect(bySource[20]?.[0]).toBe('model');
    expect(c.chosen.fixationYears).toBe(15);
  });

  test('percentage mode: the installment follows each period’s rate with the same initial repayment', () => {
    const c = calculateMortgage(inputs({ usePaymentPercentage: true, monthlyPaymentPercentage: 0.03 }), { date: DATE, market: marketOn(DATE) });
    for (const r of c.results) {
      expect(r.repaymentRate).toBeCloseTo(0.03, 12);
      expect(r.monthlyRate).toBeCloseTo((c.loanAmount * (r.interestRate + 0.03)) / 12, 8);
    }
  });
});

describe('bounds', () => {
  test.each([
    { label: 'model rate (1 % minimum repayment dominates)', over: {} },
    { label: '0.5 % override (the 40-year term dominates)', over: { interestRateOverride: 0.005 } },
    { label: '15 % override', over: { interestRateOverride: 0.15 } },
  ])('$label', ({ over }) => {
    const c = calculateMortgage(inputs(over), { date: DATE, market: marketOn(DATE) });
    const { loanAmount: loan } = c;
    const rate = c.chosen.interestRate;
    const b = c.bounds;
    expect(b.minMonthlyPayment).toBeCloseTo((loan * (rate + 0.01)) / 12, 8);
    expect(b.minMonthlyPayment).toBeGreaterThan((loan * rate) / 12);
    expect(payoffMonths(loan, rate, b.minMonthlyPayment)).not.toBeNull();
    expect(b.maxMonthlyPayment).toBeCloseTo((loan * (rate + 0.1)) / 12, 8);
    expect(b.minPaymentPercentage).toBeCloseTo((b.minMonthlyPayment * 12) / loan - rate, 12);
    expect(b.maxPaymentPercentage).toBe(0.1);
    expect(b.minSavings).toBe(0);
    expect(b.maxSavings).toBeCloseTo(425_000 * 1.08 - MORTGAGE_LIMITS.minLoanAmount, 6);
    expect([b.minInterestRate, b.maxInterestRate]).toEqual([0.005, 0.15]);
    expect([b.minPurchasePrice, b.maxPurchasePrice, b.maxCommission]).toEqual([100_000, 10_000_000, 0.05]);
  });

  test('computeMortgageBounds at 0.5 %: the minimum is the 1 % initial repayment, although it repays only after 40 years (a warning, issue 24)', () => {
    const b = computeMortgageBounds({ purchasePrice: 300_000, locationTax: 0, realEstateCommission: 0, loanAmount: 300_000, interestRate: 0.005 });
    expect(b.minMonthlyPayment).toBeCloseTo((300_000 * 0.015) / 12, 8);
    expect(payoffMonths(300_000, 0.005, b.minMonthlyPayment)!).toBeGreaterThan(480);
  });

  test('a payment outside the bounds is still calculated (the UI validates afterwards, spec § 4)', () => {
    const c = calculateMortgage(inputs({ monthlyPayment: 1_000 }), { date: DATE, market: marketOn(DATE) });
    expect(c.chosen.payoffMonths).toBeNull(); // 1,000 < first month's interest of ~1,210
    expect(c.chosen.balanceAfterFixation).toBeGreaterThan(c.loanAmount);
    expect(validateMortgageInputs({ purchasePrice: 425_000, savings: 80_000, monthlyPayment: 1_000, location: 'Berlin', realEstateCommission: 0 }, c.bounds, { rateAutomatic: true, usePercentage: false }))
      .toEqual({ monthlyPayment: { code: 'PAYMENT_TOO_LOW', params: { min: c.bounds.minMonthlyPayment } } });
  });
});

describe('charts', () => {
  const c = calculateMortgage(inputs(), { date: DATE, market: marketOn(DATE) });
  const rc = c.repaymentChart;
  const pc = c.paymentChart;

  test('calendar years from the first installment to payoff', () => {
    expect(rc.years[0]).toBe(2026);
    expect(rc.years[rc.years.length - 1]).toBe(c.chosen.payoffDate!.year);
    expect(pc.years).toEqual(rc.years);
    expect(rc.remainingBalance).toHaveLength(rc.years.length);
    expect(pc.monthlyInterest).toHaveLength(rc.years.length);
  });

  test('three series: balance falls to 0, cumulative principal reaches the loan, interest = payments − loan', () => {
    expect(rc.remainingBalance[rc.remainingBalance.length - 1]).toBe(0);
    expect(rc.cumulativePrincipal[rc.cumulativePrincipal.length - 1]).toBeCloseTo(c.loanAmount, 4);
    const n = c.chosen.payoffMonths!;
    const totalInterest = rc.cumulativeInterest[rc.cumulativeInterest.length - 1]!;
    // All but the last installment are 1,900; the last one is smaller.
    expect(totalInterest + c.loanAmount).toBeLessThanOrEqual(1_900 * n + 1e-6);
    expect(totalInterest + c.loanAmount).toBeGreaterThan(1_900 * (n - 1));
    for (let k = 1; k < rc.years.length; k++) {
      expect(rc.remainingBalance[k]!).toBeLessThan(rc.remainingBalance[k - 1]!);
      expect(rc.cumulativeInterest[k]!).toBeGreaterThan(rc.cumulativeInterest[k - 1]!);
    }
  });

  test('payment chart: in full years monthly interest + monthly loan payment = the installment', () => {
    for (let k = 1; k < pc.years.length - 1; k++) {
      expect(pc.monthlyInterest[k]! + pc.monthlyLoanPayment[k]!).toBeCloseTo(1_900, 8);
      if (k > 1) expect(pc.monthlyInterest[k]!).toBeLessThan(pc.monthlyInterest[k - 1]!);
    }
    // The first year (February–December) has 11 installments, also of 1,900.
    expect(pc.monthlyInterest[0]! + pc.monthlyLoanPayment[0]!).toBeCloseTo(1_900, 8);
  });

  test(`a loan that never amortises is charted for at most ${CHART_MAX_YEARS} years`, () => {
    const never = calculateMortgage(inputs({ monthlyPayment: 500 }), { date: DATE, market: marketOn(DATE) });
    expect(never.repaymentChart.years.length).toBeLessThanOrEqual(CHART_MAX_YEARS + 1);
    expect(never.chosen.expectedPayoffMonths).toBeNull();
    expect(never.chosen.expectedTotalInterest).toBeNull();
  });
});

describe('expected path with forward rates', () => {
  const curve = curveOn(DATE);

  test('forwards equal to the spot rate of the fixation → the same as keeping the rate', () => {
    const flat = Array.from({ length: 30 }, () => spotRate(curve, 10));
    const c = calculateMortgage(inputs({ forwardRates: flat }), { date: DATE, market: marketOn(DATE) });
    const r = c.chosen;
    expect(r.expectedFollowUpRate).toBeCloseTo(r.interestRate, 12);
    expect(r.expectedPayoffMonths).toBe(r.payoffMonths);
    const constantInterest = c.repaymentChart.cumulativeInterest[c.repaymentChart.cumulativeInterest.length - 1]!;
    expect(r.expectedTotalInterest!).toBeCloseTo(constantInterest, 4);
  });

  test('higher forward rates → later payoff and more interest', () => {
    const low = calculateMortgage(inputs({ forwardRates: Array(30).fill(0.01) }), { date: DATE, market: marketOn(DATE) }).chosen;
    const high = calculateMortgage(inputs({ forwardRates: Array(30).fill(0.04) }), { date: DATE, market: marketOn(DATE) }).chosen;
    expect(high.expectedPayoffMonths!).toBeGreaterThan(low.expectedPayoffMonths!);
    expect(high.expectedTotalInterest!).toBeGreaterThan(low.expectedTotalInterest!);
  });

  test('missing forward years come from the curve of the date', () => {
    const c = calculateMortgage(inputs({ forwardRates: [0.02] }), { date: DATE, market: marketOn(DATE) });
    expect(c.forwardRates).toHaveLength(30);
    expect(c.forwardRates[0]).toBe(0.02);
    const fromCurve = calculateMortgage(inputs(), { date: DATE, market: marketOn(DATE) }).forwardRates;
    expect(c.forwardRates.slice(1)).toEqual(fromCurve.slice(1));
  });

  test('paid off within the fixation → no follow-up rate', () => {
    const c = calculateMortgage(inputs({ fixationYears: 30, monthlyPayment: 3_000 }), { date: DATE, market: marketOn(DATE) });
    expect(c.chosen.expectedFollowUpRate).toBeNull();
    expect(c.chosen.expectedPayoffMonths).toBe(c.chosen.payoffMonths);
  });
});

describe('invalid input → EngineInputError with code, field and params', () => {
  test.each([
    { label: 'price below 100,000', over: { purchasePrice: 99_999 }, code: 'OUT_OF_RANGE', field: 'purchasePrice', params: { min: 100_000, max: 10_000_000 } },
    { label: 'price above 10,000,000', over: { purchasePrice: 10_000_001 }, code: 'OUT_OF_RANGE', field: 'purchasePrice', params: { max: 10_000_000 } },
    { label: 'commission above 5 %', over: { realEstateCommission: 0.051 }, code: 'OUT_OF_RANGE', field: 'realEstateCommission', params: { max: 0.05 } },
    { label: 'negative savings', over: { savings: -1 }, code: 'OUT_OF_RANGE', field: 'savings', params: { min: 0 } },
    { label: 'savings leave less than the smallest loan', over: { savings: 450_000 }, code: 'OUT_OF_RANGE', field: 'savings', params: { max: expect.closeTo(449_000, 6) } },
    { label: 'transfer tax 20 %', over: { locationTax: 0.2 }, code: 'OUT_OF_RANGE', field: 'locationTax', params: { max: 0.1 } },
    { label: 'fixation 25 (rates table only)', over: { fixationYears: 25 as never }, code: 'OUT_OF_RANGE', field: 'fixationYears', params: { allowed: [5, 10, 15, 20, 30] } },
    { label: 'override 20 %', over: { interestRateOverride: 0.2 }, code: 'OUT_OF_RANGE', field: 'interestRateOverride', params: { min: 0.005, max: 0.15 } },
    { label: 'offer 0.1 %', over: { offerRates: { 20: 0.001 } }, code: 'OUT_OF_RANGE', field: 'offerRates.20', params: { min: 0.005 } },
    { label: 'forward rate 50 %', over: { forwardRates: [0.01, 0.5] }, code: 'OUT_OF_RANGE', field: 'forwardRates.2', params: { max: 0.2 } },
    { label: 'zero installment', over: { monthlyPayment: 0 }, code: 'OUT_OF_RANGE', field: 'monthlyPayment', params: { min: 0 } },
    { label: 'zero repayment in percentage mode', over: { usePaymentPercentage: true, monthlyPaymentPercentage: 0 }, code: 'OUT_OF_RANGE', field: 'monthlyPaymentPercentage', params: { min: 0 } },
    { label: 'NaN price', over: { purchasePrice: Number.NaN }, code: 'INVALID_NUMBER', field: 'purchasePrice', params: {} },
    { label: 'string savings', over: { savings: '80000' as unknown as number }, code: 'INVALID_NUMBER', field: 'savings', params: {} },
  ])('$label → $code ($field)', ({ over, code, field, params }) => {
    const e = engineErrorOf(() => calculateMortgage(inputs(over), { date: DATE, market: marketOn(DATE) }));
    expect(e.code).toBe(code);
    expect(e.field).toBe(field);
    expect(e.params).toMatchObject(params);
  });

  test.each([
    { label: 'malformed date', date: '15.01.2026', code: 'INVALID_DATE' },
    { label: 'no date', date: undefined as unknown as string, code: 'INVALID_DATE' },
  ])('$label → $code', ({ date, code }) => {
    const e = engineErrorOf(() => calculateMortgage(inputs(), { date, market: marketOn(DATE) }));
    expect(e.code).toBe(code);
    expect(e.field).toBe('date');
  });

  test('without a curve for the date (none stored before it) → NO_CURVE_FOR_DATE', () => {
    const e = engineErrorOf(() => calculateMortgage(inputs(), { date: DATE, market: undefined as never }));
    expect([e.code, e.field]).toEqual(['NO_CURVE_FOR_DATE', 'date']);
  });
});

describe('properties', () => {
  const price = fc.integer({ min: 100_000, max: 10_000_000 });

  test('the loan rises with the price (and equals price + costs − savings)', () => {
    fc.assert(
      fc.property(price, fc.integer({ min: 1, max: 500_000 }), fc.double({ min: 0, max: 0.05, noNaN: true }), (p, extra, commission) => {
        const q = Math.min(p + extra, 10_000_000);
        fc.pre(q > p);
        const a = calculateMortgage(inputs({ purchasePrice: p, savings: 20_000, realEstateCommission: commission }), { date: DATE, market: marketOn(DATE) });
        const b = calculateMortgage(inputs({ purchasePrice: q, savings: 20_000, realEstateCommission: commission }), { date: DATE, market: marketOn(DATE) });
        expect(b.loanAmount).toBeGreaterThan(a.loanAmount);
        expect(a.loanAmount).toBeCloseTo(p * (1 + 0.06 + commission + 0.02) - 20_000, 4);
      }),
      { numRuns: 60 },
    );
  });

  test('any installment within the bounds repays the loan (at the fixed rate, within the charts’ 50 years at the model’s rates)', () => {
    fc.assert(
      fc.property(price, fc.double({ min: 0, max: 1, noNaN: true }), fc.constantFrom(5, 10, 15, 20, 30 as const), (p, t, fixation) => {
        const probe = calculateMortgage(inputs({ purchasePrice: p, savings: p * 0.1, fixationYears: fixation as 10 }), { date: DATE, market: marketOn(DATE) });
        const { minMonthlyPayment: lo, maxMonthlyPayment: hi } = probe.bounds;
        const c = calculateMortgage(inputs({ purchasePrice: p, savings: p * 0.1, fixationYears: fixation as 10, monthlyPayment: lo + t * (hi - lo) }), { date: DATE, market: marketOn(DATE) });
        expect(c.chosen.payoffMonths).not.toBeNull();
        expect(c.chosen.payoffMonths!).toBeLessThanOrEqual(600);
      }),
      { numRuns: 60 },
    );
  });

  test('never throws anything but EngineInputError', () => {
    const num = fc.oneof(fc.double(), fc.integer({ min: -1e7, max: 2e7 }), fc.constant(0));
    fc.assert(
      fc.property(
        fc.record({
          purchasePrice: num,
          savings: num,
          locationTax: fc.double({ min: -0.1, max: 0.3 }),
          realEstateCommission: fc.double({ min: -0.1, max: 0.1 }),
          monthlyPayment: num,
          monthlyPaymentPercentage: fc.double({ min: -0.1, max: 1 }),
          usePaymentPercentage: fc.boolean(),
          fixationYears: fc.constantFrom(5, 10, 15, 20, 25, 30, 7),
        }),
        (raw) => {
          try {
            const c = calculateMortgage(raw as MortgageInputs, { date: DATE, market: marketOn(DATE) });
            expect(c.results).toHaveLength(5);
          } catch (e) {
            expect(e).toBeInstanceOf(EngineInputError);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
