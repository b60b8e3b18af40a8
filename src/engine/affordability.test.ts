import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { affordability, maxLoanForInstallment } from './affordability';
import { monthlyInstallment } from './mortgage/annuity';

/** Berlin purchase costs, worked-examples.md #5: 6 % transfer tax + 2 % notary/land registry + 3.57 % commission. */
const BERLIN_COSTS = 0.06 + 0.02 + 0.0357;

describe('affordability (worked-examples.md)', () => {
  test.each([
    { label: '#6 broker guidance: 40 % of 5,000 net', income: 5000, ratio: 0.4, expected: 2000 },
    { label: '#6 Dr. Klein default 35 % of 5,000 net', income: 5000, ratio: undefined, expected: 1750 },
  ])('$label → €$expected per month', ({ income, ratio, expected }) => {
    const r = affordability({ monthlyNetIncome: income, savings: 80_000, purchaseCostRate: BERLIN_COSTS, annualRate: 0.035, initialRepayment: 0.02, burdenRatio: ratio });
    expect(r.maxMonthlyInstallment).toBeCloseTo(expected, 9);
  });

  test.each([
    // #3/#5: 320k loan at 3.5 %+2 % costs 1,466.67 per month; with 80k savings and Berlin costs, the price
    // that needs exactly this loan is 400k minus what the costs eat: (320,000 + 80,000) / 1.1157.
    { label: '#3 inverse: 1,466.67/month at 3.5 %+2 % → loan 320,000', installment: monthlyInstallment(320_000, 0.035, 0.02), rate: 0.035, rep: 0.02, loan: 320_000 },
    { label: '#1 inverse: 500/month at 4 %+2 % → loan 100,000', installment: 500, rate: 0.04, rep: 0.02, loan: 100_000 },
    { label: '#2 inverse: 1,375/month at 3.5 %+2 % → loan 300,000', installment: 1375, rate: 0.035, rep: 0.02, loan: 300_000 },
  ])('$label', ({ installment, rate, rep, loan }) => {
    expect(maxLoanForInstallment(installment, rate, rep)).toBeCloseTo(loan, 6);
  });

  test('#3/#5 Berlin: 400k price with 126,280 cash needs a 320k loan', () => {
    // Income chosen so that 40 % of it is exactly the installment of a 320k loan at 3.5 %+2 %.
    const income = monthlyInstallment(320_000, 0.035, 0.02) / 0.4;
    const r = affordability({ monthlyNetIncome: income, savings: 126_280, purchaseCostRate: BERLIN_COSTS, annualRate: 0.035, initialRepayment: 0.02, burdenRatio: 0.4 });
    expect(r.maxLoan).toBeCloseTo(320_000, 6);
    expect(r.maxPurchasePrice).toBeCloseTo(400_000, 6);
    expect(r.purchaseCosts).toBeCloseTo(46_280, 6);
    expect(r.totalCost).toBeCloseTo(446_280, 6);
    expect(r.equityShare).toBeCloseTo(126_280 / 446_280, 12);
    expect(r.loanToPrice).toBeCloseTo(0.8, 12);
  });

  test.each([
    { label: 'ratio below 35 %', patch: { burdenRatio: 0.3 } },
    { label: 'ratio above 40 %', patch: { burdenRatio: 0.41 } },
    { label: 'negative savings', patch: { savings: -1 } },
    { label: 'rate + repayment zero', patch: { annualRate: 0, initialRepayment: 0 } },
  ])('rejects $label', ({ patch }) => {
    const base = { monthlyNetIncome: 5000, savings: 50_000, purchaseCostRate: 0.1, annualRate: 0.035, initialRepayment: 0.02 };
    expect(() => affordability({ ...base, ...patch })).toThrow(RangeError);
  });
});

describe('affordability properties (fast-check)', () => {
  const inputArb = fc.record({
    savings: fc.double({ min: 0, max: 1_000_000, noNaN: true }),
    purchaseCostRate: fc.double({ min: 0, max: 0.15, noNaN: true }),
    annualRate: fc.integer({ min: 0, max: 1000 }).map((bp) => bp / 10_000),
    initialRepayment: fc.integer({ min: 50, max: 1000 }).map((bp) => bp / 10_000),
    burdenRatio: fc.double({ min: 0.35, max: 0.4, noNaN: true }),
  });

  test('max price increases with income', () => {
    fc.assert(fc.property(inputArb, fc.double({ min: 0, max: 50_000, noNaN: true }), fc.double({ min: 1, max: 10_000, noNaN: true }), (inp, income, raise) => {
      const a = affordability({ ...inp, monthlyNetIncome: income });
      const b = affordability({ ...inp, monthlyNetIncome: income + raise });
      expect(b.maxPurchasePrice).toBeGreaterThan(a.maxPurchasePrice);
      expect(b.maxLoan).toBeGreaterThan(a.maxLoan);
    }));
  });

  test('price × (1 + costs) − savings = max loan, and the loan\'s installment is the max installment', () => {
    fc.assert(fc.property(inputArb, fc.double({ min: 0, max: 50_000, noNaN: true }), (inp, income) => {
      const r = affordability({ ...inp, monthlyNetIncome: income });
      expect(r.maxPurchasePrice * (1 + inp.purchaseCostRate) - inp.savings).toBeCloseTo(r.maxLoan, 4);
      expect(monthlyInstallment(r.maxLoan, inp.annualRate, inp.initialRepayment)).toBeCloseTo(r.maxMonthlyInstallment, 6);
      expect(r.equityShare).toBeGreaterThanOrEqual(0);
      expect(r.equityShare).toBeLessThanOrEqual(1);
    }));
  });
});
