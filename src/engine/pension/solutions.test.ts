import { describe, expect, test } from 'vitest';
import { monthlyInstallment, payoffMonths } from '../mortgage/annuity';
import { capitalNeeded, pensionGap, type PlanContext } from './gap';
import { depreciationOfYear, houseCash, houseLoan, investmentRent, pppAtRetirement, pppNominalReturn, pppRequiredMonthly, pppFeasible } from './solutions';

const CTX: PlanContext = {
  today: '2026-11-23', year: 2026, age: 30, monthlyGross: 4_500, employment: 'employed', insured: true, compulsoryGrv: false, pointsSoFar: 8,
  monthlySavings: 350, bankSavings: 30_000, etfValue: 0, etfShare: 0, otherPension: 0, homeOwner: false, monthlyColdRent: 1_100,
  partnerMonthlyGross: 0, filing: 'single', childless: undefined, homeMortgagePayment: 0, homeMortgagePayoffMonths: null,
  state: null,
  churchTaxRate: 0,
};

describe('private pension plan', () => {
  test.each([
    { scenario: 'expected' as const, rate: 0.06 - 0.0064 },
    { scenario: 'worst' as const, rate: 0.04 - 0.0079 },
    { scenario: 'best' as const, rate: 0.08 - 0.0049 },
  ])('$scenario return after the effective cost: $rate', ({ scenario, rate }) => {
    expect(pppNominalReturn(scenario)).toBeCloseTo(rate, 12);
  });

  test('half the gains are taxed from 62 after 12 contract years, so the tax share stays below half the gains share × 45 %', () => {
    const gap = pensionGap(CTX, 67, 29_500);
    const ppp = pppAtRetirement(CTX, gap, 29_500, 575, 'expected');
    const gainShare = 1 - ppp.principal / ppp.capital;
    expect(ppp.taxRate).toBeGreaterThan(0);
    expect(ppp.taxRate).toBeLessThanOrEqual(gainShare * 0.5 * 0.45 + 1e-12);
  });

  test('the required monthly amount is the smallest that closes the gap (to the cent)', () => {
    const m = pppRequiredMonthly(CTX, 67, 30_000);
    expect(m).toBeGreaterThan(0);
    expect(pppFeasible(CTX, 67, 30_000, m, 'expected').feasible).toBe(true);
    expect(pppFeasible(CTX, 67, 30_000, m - 0.02, 'expected').feasible).toBe(false);
  });

  test('no plan needed when the gap is already closed: capital needed 0 and the required amount 0', () => {
    const rich = { ...CTX, etfValue: 2_000_000 };
    const gap = pensionGap(rich, 67);
    expect(gap.pensionGap).toBe(0);
    expect(capitalNeeded(gap, 0.03)).toBe(0);
    expect(pppRequiredMonthly(rich, 67, 0)).toBe(0);
  });
});

describe('house cards (250,000 with a 237,500 loan, spec § 9)', () => {
  const loan = houseLoan(0.035);

  test('loan figures come from the mortgage engine: installment 3.5 % + 2 % and its payoff', () => {
    expect(loan.installment).toBeCloseTo(monthlyInstallment(237_500, 0.035, 0.02), 10);
    expect(loan.payoffMonths).toBe(payoffMonths(237_500, 0.035, loan.installment));
    // Issue 24: the €32,500 are the down payment (12,500) and the purchase costs (6 % tax + 2 % notary = 20,000),
    // shown apart, not all as "purchase costs".
    expect(loan.downPayment).toBe(12_500);
    expect(loan.purchaseCosts).toBe(20_000);
    expect(loan.oneTimeCost).toBe(32_500);
    expect(loan.upkeepMonthly).toBeCloseTo((200_000 * 0.01) / 12, 10);
  });

  test('investment property rent: price ÷ Kaufpreisfaktor 25.7', () => {
    expect(investmentRent()).toBeCloseTo(250_000 / 25.7 / 12, 10);
  });

  test.each([
    { label: '2 % linear, year 1', option: 'linear2' as const, year: 0, expected: 4_000 },
    { label: '2 % linear, year 50', option: 'linear2' as const, year: 49, expected: 4_000 },
    { label: '2 % linear, year 51: fully depreciated', option: 'linear2' as const, year: 50, expected: 0 },
    { label: '2.5 % linear', option: 'linear2_5' as const, year: 0, expected: 5_000 },
    { label: '3 % linear, year 34: the rest', option: 'linear3' as const, year: 33, expected: 200_000 - 33 * 6_000 },
    { label: '5 % degressive, year 1', option: 'degressive5' as const, year: 0, expected: 10_000 },
    { label: '5 % degressive, year 2: of the rest', option: 'degressive5' as const, year: 1, expected: 9_500 },
  ])('depreciation $label → $expected', ({ option, year, expected }) => {
    expect(depreciationOfYear(option, year)).toBeCloseTo(expected, 6);
  });

  test('own home after the loan is repaid: the cold rent is saved, less upkeep', () => {
    expect(houseCash('ownHome', loan, loan.payoffMonths! + 1, 1_100, 0, 'linear2')).toBeCloseTo(1_100 - loan.upkeepMonthly, 10);
  });

  test('own home while the loan runs costs the installment (in today\'s euros) beyond the saved rent', () => {
    expect(houseCash('ownHome', loan, 0, 1_100, 0, 'linear2')).toBeCloseTo(1_100 - loan.upkeepMonthly - loan.installment, 10);
  });

  test('investment property: a loss in the first year saves tax at the marginal rate', () => {
    const withoutTax = houseCash('investmentProperty', loan, 0, 0, 0, 'linear2');
    const withTax = houseCash('investmentProperty', loan, 0, 0, 0.42, 'linear2');
    expect(withTax).toBeGreaterThan(withoutTax);
    const degressive = houseCash('investmentProperty', loan, 0, 0, 0.42, 'degressive5');
    expect(degressive).toBeGreaterThan(withTax);
  });
});

describe('required pension', () => {
  test('the net income before retirement minus the savings (grown with the income)', () => {
    const gap = pensionGap(CTX, 67);
    const growth = Math.pow(1.015, 36);
    expect(gap.grossBeforeRetirement).toBeCloseTo(4_500 * growth, 6);
    expect(gap.requiredPension).toBeCloseTo(gap.expectedIncomeBeforeRetirement - 350 * growth, 6);
  });

  test('retiring at 60 leaves a 36-month bridge without the statutory pension', () => {
    const gap = pensionGap(CTX, 60);
    expect(gap.bridgeMonths).toBe(36);
    expect(gap.bridgeGap).toBeGreaterThan(gap.pensionGap);
  });
});
