import { describe, expect, test } from 'vitest';
import { engineErrorOf } from '../test-helpers';
import { balanceAfterMonths } from '../mortgage/annuity';
import { marketOn } from '../rates/fixtures';
import { RATE_MODEL } from '../rates/model';
import { spotRate } from '../rates/svensson';
import type { CurrentLoanInput } from './current-loan';
import { landChargeAssignmentCosts, loanPlan, planChart, PROLONGATION_MARKUP, type LoanPlanInput } from './plan';

/** The fixed curve day of the tests. */
const MARKET = marketOn('2025-06-03');
const TODAY = '2025-06-03';

/** 320,000 € paid out on 15 May 2017 at 1.4 %, 2.5 % initial repayment, fixed until 31 May 2027 (24 months ahead). */
const LOAN: CurrentLoanInput = {
  remainingDebt: null,
  remainingDebtDate: null,
  originalAmount: 320_000,
  startDate: '2017-05-15',
  nominalRate: 0.014,
  repaymentRate: 0.025,
  monthlyPayment: null,
  fixationEndDate: '2027-05-31',
  fullDisbursementDate: '2017-05-15',
  specialRepaymentRate: 0.05,
};
const INPUT: LoanPlanInput = { loan: LOAN, today: TODAY, propertyValue: 500_000, fixationYears: 10, repayment: 0.02, prolongationOffer: null, market: MARKET };

function simulate(balance: number, rate: number, installment: number, months: number): { balance: number; interest: number } {
  let b = balance;
  let interest = 0;
  for (let k = 0; k < months && b > 0; k++) {
    const i = (b * rate) / 12;
    interest += i;
    b = Math.max(0, b + i - installment);
  }
  return { balance: b, interest };
}

/** The model rate recomputed from its published parts (model.ts file comment), quoted to 0.01 points. */
function independentModelRate(balance: number, value: number, years: 5 | 10 | 15 | 20): number {
  const ltv = balance / value;
  const ltvAdd = RATE_MODEL.ltvSteps.find((s) => ltv <= s.maxLtv)?.add ?? 0;
  const sizeAdd = RATE_MODEL.sizeSurcharges.find((s) => balance < s.below)?.add ?? 0;
  const raw = spotRate(MARKET.curve, years) + RATE_MODEL.spreadByFixation[years] + ltvAdd + sizeAdd;
  return Math.round(Math.max(raw, RATE_MODEL.minimumRate) * 10_000) / 10_000;
}

describe('landChargeAssignmentCosts (GNotKG, hand-computed Tabelle B)', () => {
  test('land charge 300,000 €: 1.0 fee 635 € → notary 0.2 capped at 70 €, post 14 €, VAT 15.96 €; registry 0.5 = 317.50 €', () => {
    expect(landChargeAssignmentCosts(300_000)).toEqual({ landCharge: 300_000, notaryCertification: 70, notaryExpenses: 14, notaryVat: 15.96, landRegistry: 317.5, total: 417.46 });
  });

  test('land charge 50,000 €: 1.0 fee 165 € → notary 33 €, post 6.60 €, VAT 7.52 €; registry 82.50 €', () => {
    expect(landChargeAssignmentCosts(50_000)).toEqual({ landCharge: 50_000, notaryCertification: 33, notaryExpenses: 6.6, notaryVat: 7.52, landRegistry: 82.5, total: 129.62 });
  });

  test('the certification is at least 20 €', () => {
    expect(landChargeAssignmentCosts(10_000).notaryCertification).toBe(20);
  });
});

describe('loanPlan: three paths on the 2025-06-03 curve, against independent computations', () => {
  const plan = loanPlan(INPUT);
  // 320,000 € at 1.4 % + 2.5 %: 1,040 € a month; June 2017 … May 2027 = 120 installments.
  const balance = simulate(320_000, 0.014, 1_040, 120).balance;

  test('the new fixation starts with the residual debt at the fixation’s end; the lead time is the loan’s own', () => {
    expect(plan.balance).toBeCloseTo(balance, 6);
    expect(plan.balance).toBeCloseTo(balanceAfterMonths(320_000, 0.014, 1_040, 120), 6);
    expect(plan.forwardMonthsAhead).toBe(23);
    expect(plan.arrangeableFrom).toBeNull();
    expect(plan.curveDate).toBe('2025-06-03');
  });

  test('switch: today’s model rate, the land charge’s assignment costs, interest and residual debt by simulation', () => {
    const rate = independentModelRate(balance, 500_000, 10);
    expect(plan.modelRate).toBeCloseTo(rate, 12);
    const installment = (balance * (rate + 0.02)) / 12;
    const sim = simulate(balance, rate, installment, 120);
    expect(plan.switch.rate).toBeCloseTo(rate, 12);
    expect(plan.switch.installment).toBeCloseTo(installment, 8);
    expect(plan.switch.interest).toBeCloseTo(sim.interest, 4);
    expect(plan.switch.residualDebt).toBeCloseTo(sim.balance, 4);
    expect(plan.switch.fees).toBeCloseTo(landChargeAssignmentCosts(320_000).total, 10);
    expect(plan.switch.total).toBeCloseTo(sim.interest + plan.switch.fees, 4);
    expect(Math.round(plan.switch.total)).toBe(Math.round(sim.interest + plan.switch.fees));
  });

  test('prolongation: without an offer, the model rate + 0.3 points and no fees; with a typed offer, that rate', () => {
    const rate = Math.round((independentModelRate(balance, 500_000, 10) + PROLONGATION_MARKUP) * 10_000) / 10_000;
    expect(plan.prolongation.rate).toBeCloseTo(rate, 12);
    expect(plan.prolongation.rateSource).toBe('model_markup');
    expect(plan.prolongation.fees).toBe(0);
    const sim = simulate(balance, rate, (balance * (rate + 0.02)) / 12, 120);
    expect(plan.prolongation.interest).toBeCloseTo(sim.interest, 4);
    const offered = loanPlan({ ...INPUT, prolongationOffer: 0.0355 });
    expect(offered.prolongation.rate).toBe(0.0355);
    expect(offered.prolongation.rateSource).toBe('offer');
    expect(offered.prolongation.residualDebt).toBeCloseTo(simulate(balance, 0.0355, (balance * 0.0555) / 12, 120).balance, 4);
  });

  test('forward loan: today’s rate plus the curve’s forward premium for the loan’s own 23 months, with the assignment costs', () => {
    const z = (t: number) => spotRate(MARKET.curve, t);
    const a = 23 / 12;
    const forwardZero = Math.pow(Math.pow(1 + z(a + 10), a + 10) / Math.pow(1 + z(a), a), 1 / 10) - 1;
    const rate = Math.round((independentModelRate(balance, 500_000, 10) + forwardZero - z(10)) * 10_000) / 10_000;
    expect(plan.forward.rate).toBeCloseTo(rate, 12);
    expect(plan.forwardSurcharge).toBeCloseTo(forwardZero - z(10), 12);
    const sim = simulate(balance, rate, (balance * (rate + 0.02)) / 12, 120);
    expect(plan.forward.interest).toBeCloseTo(sim.interest, 4);
    expect(plan.forward.residualDebt).toBeCloseTo(sim.balance, 4);
    expect(plan.forward.total).toBeCloseTo(sim.interest + plan.assignment.total, 4);
    // On an upward curve the forward loan costs more interest than a switch at today's rate.
    expect(plan.forward.interest).toBeGreaterThan(plan.switch.interest);
  });

  test('a fixation more than 60 months ahead: priced 60 months ahead, arrangeable from 60 months before its end', () => {
    const far = loanPlan({ ...INPUT, loan: { ...LOAN, fixationEndDate: '2032-05-31' } });
    expect(far.forwardMonthsAhead).toBe(60);
    expect(far.arrangeableFrom).toBe('2027-05-31');
  });

  test('refused: less than 10,000 € left at the fixation’s end (the landing’s minimum), a fixation of 7 years', () => {
    const small = { ...INPUT, loan: { ...LOAN, originalAmount: 20_000, repaymentRate: 0.09 } };
    expect(engineErrorOf(() => loanPlan(small))).toMatchObject({ code: 'MINIMUM', field: 'balance' });
    expect(engineErrorOf(() => loanPlan({ ...INPUT, fixationYears: 7 })).code).toBe('INVALID_FIXATION');
  });
});

describe('planChart', () => {
  test('from this year to the new fixation’s end; the same until the fixation ends, then each path’s interest and fees', () => {
    const plan = loanPlan(INPUT);
    const chart = planChart(plan, LOAN, TODAY);
    expect(chart.years[0]).toBe(2025);
    expect(chart.years.at(-1)).toBe(2037);
    // End of 2026: the current loan's interest only, the same in every path.
    const i2026 = chart.years.indexOf(2026);
    expect(chart.series.switch[i2026]).toBe(chart.series.prolongation[i2026]);
    // At the end: the current loan's interest until May 2027 + each path's total.
    const last = chart.years.length - 1;
    const currentInterest = plan.current.interestUntilFixationEnd;
    for (const kind of ['prolongation', 'switch', 'forward'] as const) {
      expect(chart.series[kind][last]).toBeCloseTo(currentInterest + plan[kind].total, 4);
    }
  });
});
