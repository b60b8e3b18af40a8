import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { engineErrorOf } from '../test-helpers';
import { balanceAfterMonths, monthlyInstallment } from '../mortgage/annuity';
import { marketOn } from './fixtures';
import { FORWARD_TABLE_MONTHS, followUpFinancing, forwardSurcharge, waitingBalance, type FollowUpFinancingInput } from './follow-up-financing';
import { mortgageRate, RATE_MODEL } from './model';
import { spotRate, type SvenssonParameterSet } from './svensson';

const MARKET = marketOn('2025-06-03');
const BASE: FollowUpFinancingInput = { balance: 250_000, propertyValue: 500_000, monthsAhead: 24, fixationYears: 10, repayment: 0.02, market: MARKET };

/** A curve with the same rate for every maturity (β1 = β2 = β3 = 0). */
const FLAT: SvenssonParameterSet = { date: '2025-01-02', beta0: 2.5, beta1: 0, beta2: 0, beta3: 0, tau1: 1, tau2: 10, source: 'test' };

/** Independent month-by-month simulation: interest at rate/12, then the installment, at each month's end. */
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

describe('forwardSurcharge', () => {
  test.each([5, 10, 15, 20])('starting now (m = 0) there is no surcharge: %i years → exactly 0', (years) => {
    expect(forwardSurcharge(MARKET.curve, 0, years)).toBe(0);
  });

  test.each([6, 24, 60])('a flat curve has no forward premium: %i months → 0', (months) => {
    expect(forwardSurcharge(FLAT, months, 10)).toBeCloseTo(0, 14);
  });

  test('hand check, 2025-06-03 curve, 10 years starting in 24 months: F(2, 12) from the spot rates minus z(10)', () => {
    const z2 = spotRate(MARKET.curve, 2);
    const z12 = spotRate(MARKET.curve, 12);
    const z10 = spotRate(MARKET.curve, 10);
    const forward = Math.pow(Math.pow(1 + z12, 12) / Math.pow(1 + z2, 2), 1 / 10) - 1;
    expect(forwardSurcharge(MARKET.curve, 24, 10)).toBeCloseTo(forward - z10, 14);
    // About 0.33 percentage points, i.e. about 0.014 points a month.
    expect(forwardSurcharge(MARKET.curve, 24, 10)).toBeCloseTo(0.0033, 4);
  });

  test.each(['2025-05-30', '2025-06-03'])('the published upward curve of %s: the surcharge grows with the months ahead', (date) => {
    const curve = marketOn(date).curve;
    for (const years of [5, 10, 15, 20]) {
      let previous = 0;
      for (let m = 1; m <= 60; m++) {
        const s = forwardSurcharge(curve, m, years);
        expect(s, `${years} years, ${m} months`).toBeGreaterThan(previous);
        previous = s;
      }
    }
  });

  test('a curve whose short end falls (2024-12-30: 1-year Bund above the 2-year): a forward start soon is a discount, reported as it is', () => {
    const curve = marketOn('2024-12-30').curve;
    expect(forwardSurcharge(curve, 1, 5)).toBeLessThan(0);
    expect(forwardSurcharge(curve, 6, 5)).toBeGreaterThan(0);
  });

  // Where such a curve is already flat (short τ1, far ahead) the premium levels off, and annual discounting of a
  // curve shaped for continuous rates can leave it slightly lower a month later (at most 8.5e-8 on a grid of
  // these ranges, i.e. 0.0000085 percentage points): "never falls" holds up to 1e-6, far below the 0.01 points
  // shown; the published upward curves above rise strictly.
  test('property: on any rising Nelson–Siegel curve (β1 < 0) the surcharge is positive and never falls with the months ahead', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.5, max: 6, noNaN: true }),
        fc.double({ min: -4, max: -0.2, noNaN: true }),
        fc.double({ min: 0.3, max: 5, noNaN: true }),
        fc.constantFrom(5, 10, 15, 20),
        fc.integer({ min: 1, max: 59 }),
        (beta0, beta1, tau1, years, m) => {
          const curve = { beta0, beta1, beta2: 0, beta3: 0, tau1, tau2: 10 };
          const here = forwardSurcharge(curve, m, years);
          expect(here).toBeGreaterThan(0);
          expect(forwardSurcharge(curve, m + 1, years)).toBeGreaterThan(here - 1e-6);
        },
      ),
    );
  });
});

describe('followUpFinancing', () => {
  const r = followUpFinancing(BASE);

  test("today's model rate is the rates table's: mortgageRate for the balance and the property value", () => {
    const expected = mortgageRate({ fixationYears: 10, loanAmount: 250_000, propertyValue: 500_000, curve: MARKET.curve, model: RATE_MODEL });
    expect(r.modelRate).toEqual(expected);
    expect(r.curveDate).toBe('2025-06-03');
    // 2.560 % Bund + 1.07 pp spread, 50 % LTV (no LTV step), no size surcharge: 3.63013 %, quoted 3.63 %.
    expect(r.modelRate.rate).toBe(0.0363);
  });

  test('forward rate = model rate + surcharge; spot and forward Bund rates reported', () => {
    expect(r.surcharge).toBe(forwardSurcharge(MARKET.curve, 24, 10));
    // Quoted like today's rate, to 0.01 percentage points.
    expect(r.forwardRate).toBe(Math.round((r.modelRate.rate + r.surcharge) * 10_000) / 10_000);
    expect(r.forwardZero - r.spotZero).toBeCloseTo(r.surcharge, 15);
    expect(r.surchargePerMonth).toBeCloseTo(r.surcharge / 24, 15);
  });

  test('installment and balance after the fixation: the annuity helpers, checked month by month', () => {
    expect(r.installment).toBe(monthlyInstallment(250_000, r.forwardRate, 0.02));
    expect(r.installment).toBeCloseTo((250_000 * (r.forwardRate + 0.02)) / 12, 9);
    expect(r.endBalance).toBe(balanceAfterMonths(250_000, r.forwardRate, r.installment, 120));
    const simulated = simulate(250_000, r.forwardRate, r.installment, 120);
    expect(r.endBalance).toBeCloseTo(simulated.balance, 6);
    expect(r.interestPaid).toBeCloseTo(simulated.interest, 6);
  });

  test('break-even against waiting: the balances of both paths are equal at r*, waiting costs more above it and less below', () => {
    expect(r.breakEvenRate).toBe(r.forwardRate);
    // The rise is the surcharge as quoted: both rates to 0.01 percentage points.
    expect(r.breakEvenRise).toBeCloseTo(r.forwardRate - r.modelRate.rate, 15);
    expect(Math.abs(r.breakEvenRise - r.surcharge)).toBeLessThanOrEqual(0.00005);
    expect(waitingBalance(r, r.breakEvenRate)).toBeCloseTo(r.endBalance, 9);
    expect(waitingBalance(r, r.breakEvenRate + 0.0001)).toBeGreaterThan(r.endBalance);
    expect(waitingBalance(r, r.breakEvenRate - 0.0001)).toBeLessThan(r.endBalance);
  });

  test("the surcharge's cost: interest at the forward rate minus at today's model rate, same installment, checked month by month", () => {
    const today = simulate(250_000, r.modelRate.rate, r.installment, 120);
    expect(r.surchargeCost).toBeCloseTo(r.interestPaid - today.interest, 6);
    // Equal payments: the extra interest is the extra balance left after the fixation.
    expect(r.surchargeCost).toBeCloseTo(r.endBalance - today.balance, 6);
    expect(r.surchargeCost).toBeGreaterThan(0);
  });

  test('the table: 6 to 60 months, each row its own computation, growing surcharge', () => {
    expect(r.table.map((row) => row.monthsAhead)).toEqual([...FORWARD_TABLE_MONTHS]);
    const row24 = r.table.find((row) => row.monthsAhead === 24)!;
    expect(row24).toEqual({ monthsAhead: 24, surcharge: r.surcharge, surchargePerMonth: r.surchargePerMonth, forwardRate: r.forwardRate, installment: r.installment, endBalance: r.endBalance });
    for (let i = 1; i < r.table.length; i++) expect(r.table[i]!.surcharge).toBeGreaterThan(r.table[i - 1]!.surcharge);
  });

  test('starting now: the forward rate is the model rate and the surcharge costs nothing', () => {
    const now = followUpFinancing({ ...BASE, monthsAhead: 0 });
    expect(now.surcharge).toBe(0);
    expect(now.forwardRate).toBe(now.modelRate.rate);
    expect(now.surchargeCost).toBe(0);
    expect(now.breakEvenRise).toBe(0);
  });

  test('a high repayment pays the loan off within the fixation: balance 0, the cost counted as interest', () => {
    const fast = followUpFinancing({ ...BASE, repayment: 0.1, fixationYears: 20 });
    expect(fast.endBalance).toBe(0);
    expect(fast.interestPaid).toBeGreaterThan(0);
    expect(fast.surchargeCost).toBeGreaterThan(0);
  });

  test.each([
    { label: 'balance below 10,000', patch: { balance: 9_999 }, code: 'MINIMUM', field: 'balance' },
    { label: 'balance above 10 million', patch: { balance: 10_000_001 }, code: 'MAXIMUM', field: 'balance' },
    { label: 'balance not a number', patch: { balance: Number.NaN }, code: 'INVALID_NUMBER', field: 'balance' },
    { label: 'property value below 50,000', patch: { propertyValue: 40_000 }, code: 'MINIMUM', field: 'propertyValue' },
    { label: 'months ahead negative', patch: { monthsAhead: -1 }, code: 'MINIMUM', field: 'monthsAhead' },
    { label: 'months ahead above 60', patch: { monthsAhead: 61 }, code: 'MAXIMUM', field: 'monthsAhead' },
    { label: 'months ahead not whole', patch: { monthsAhead: 2.5 }, code: 'INVALID_INPUT', field: 'monthsAhead' },
    { label: 'fixation of 30 years', patch: { fixationYears: 30 }, code: 'INVALID_FIXATION', field: 'fixationYears' },
    { label: 'fixation of 7 years', patch: { fixationYears: 7 }, code: 'INVALID_FIXATION', field: 'fixationYears' },
    { label: 'repayment below 1 %', patch: { repayment: 0.005 }, code: 'MINIMUM', field: 'repayment' },
    { label: 'repayment above 10 %', patch: { repayment: 0.11 }, code: 'MAXIMUM', field: 'repayment' },
    { label: 'no market', patch: { market: undefined as unknown as FollowUpFinancingInput['market'] }, code: 'NO_MARKET', field: 'market' },
  ])('$label → $code ($field)', ({ patch, code, field }) => {
    const e = engineErrorOf(() => followUpFinancing({ ...BASE, ...patch }));
    expect(e.code).toBe(code);
    expect(e.field).toBe(field);
  });
});
