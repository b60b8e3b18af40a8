import { describe, expect, test } from 'vitest';
import { engineErrorOf } from '../test-helpers';
import { balanceAfterMonths, monthlyInstallment } from '../mortgage/annuity';
import { balanceOn, loanAnchor, rollForward, summarizeCurrentLoan, termination489, type CurrentLoanInput } from './current-loan';
import { addMonthsToDay, monthEndsBetween, wholeMonthsBetween } from './dates';

/** 300,000 € paid out on 15 March 2016 at 1.8 % with 2 % initial repayment, fixed until 31 March 2031. */
const ORIGINAL: CurrentLoanInput = {
  remainingDebt: null,
  remainingDebtDate: null,
  originalAmount: 300_000,
  startDate: '2016-03-15',
  nominalRate: 0.018,
  repaymentRate: 0.02,
  monthlyPayment: null,
  fixationEndDate: '2031-03-31',
  fullDisbursementDate: '2016-03-15',
  specialRepaymentRate: 0.05,
};

/** 210,000 € still owed on 30 September 2026, 950 € a month at 3.1 %, fixed until 30 June 2029. */
const REMAINING: CurrentLoanInput = {
  remainingDebt: 210_000,
  remainingDebtDate: '2026-09-30',
  originalAmount: null,
  startDate: null,
  nominalRate: 0.031,
  repaymentRate: null,
  monthlyPayment: 950,
  fixationEndDate: '2029-06-30',
  fullDisbursementDate: null,
  specialRepaymentRate: 0,
};

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

describe('days', () => {
  test('installments are paid at month ends: counted after the first day, up to and including the last', () => {
    expect(monthEndsBetween('2026-09-30', '2026-10-30')).toBe(0);
    expect(monthEndsBetween('2026-09-30', '2026-10-31')).toBe(1);
    expect(monthEndsBetween('2026-09-15', '2026-09-30')).toBe(1);
    expect(monthEndsBetween('2026-09-30', '2029-06-30')).toBe(33);
    expect(monthEndsBetween('2029-06-30', '2026-09-30')).toBe(0);
  });

  test('whole months and months added keep the day, or the month’s last day (§ 188 (3) BGB)', () => {
    expect(wholeMonthsBetween('2026-11-29', '2027-05-29')).toBe(6);
    expect(wholeMonthsBetween('2026-11-29', '2027-05-28')).toBe(5);
    expect(wholeMonthsBetween('2027-01-31', '2027-02-28')).toBe(1);
    expect(wholeMonthsBetween('2027-01-31', '2026-02-28')).toBe(0);
    expect(addMonthsToDay('2025-08-31', 6)).toBe('2026-02-28');
    expect(addMonthsToDay('2027-08-31', 6)).toBe('2028-02-29');
    expect(addMonthsToDay('2031-03-31', -60)).toBe('2026-03-31');
  });
});

describe('the balance, rolled forward with the mortgage engine', () => {
  test('from the original amount: the installment of annuity.ts, the first one at the end of the month after the start', () => {
    const anchor = loanAnchor(ORIGINAL);
    expect(anchor.installment).toBeCloseTo(monthlyInstallment(300_000, 0.018, 0.02), 10);
    expect(anchor.installment).toBeCloseTo(950, 10);
    // Nothing is paid in March 2016; April 2016 is the first installment.
    expect(balanceOn(ORIGINAL, '2016-04-29')).toBe(300_000);
    expect(balanceOn(ORIGINAL, '2016-04-30')).toBeCloseTo(300_000 * (1 + 0.018 / 12) - 950, 8);
    // On 29 November 2026: April 2016 … October 2026 = 127 installments.
    expect(balanceOn(ORIGINAL, '2026-11-29')).toBeCloseTo(balanceAfterMonths(300_000, 0.018, 950, 127), 6);
    // At the fixation's end, 31 March 2031: 180 installments (15 years).
    expect(balanceOn(ORIGINAL, '2031-03-31')).toBeCloseTo(balanceAfterMonths(300_000, 0.018, 950, 180), 6);
    expect(balanceOn(ORIGINAL, '2031-03-31')).toBeCloseTo(simulate(300_000, 0.018, 950, 180).balance, 6);
    // To the euro.
    expect(Math.round(balanceOn(ORIGINAL, '2031-03-31'))).toBe(Math.round(simulate(300_000, 0.018, 950, 180).balance));
  });

  test('from a remaining debt on a day: the installments after that day count', () => {
    expect(balanceOn(REMAINING, '2026-09-30')).toBe(210_000);
    expect(balanceOn(REMAINING, '2029-06-30')).toBeCloseTo(balanceAfterMonths(210_000, 0.031, 950, 33), 6);
    const stretch = rollForward(REMAINING, '2029-06-30');
    expect(stretch.installments).toBe(33);
    expect(stretch.payments).toBeCloseTo(33 * 950, 8);
    expect(stretch.interest).toBeCloseTo(simulate(210_000, 0.031, 950, 33).interest, 6);
  });

  test('with a repayment rate on a remaining debt, the installment is that debt × (rate + repayment) / 12', () => {
    const loan = { ...REMAINING, monthlyPayment: null, repaymentRate: 0.03 };
    expect(loanAnchor(loan).installment).toBeCloseTo((210_000 * 0.061) / 12, 10);
  });

  test('refused: a payment below the first month’s interest, a fixation ending before the start, no balance given', () => {
    expect(engineErrorOf(() => loanAnchor({ ...REMAINING, monthlyPayment: 500 })).code).toBe('INVALID_INSTALLMENT');
    expect(engineErrorOf(() => loanAnchor({ ...REMAINING, fixationEndDate: '2026-09-29' })).field).toBe('fixationEndDate');
    expect(engineErrorOf(() => loanAnchor({ ...REMAINING, remainingDebt: null })).code).toBe('REQUIRED');
    expect(engineErrorOf(() => balanceOn(ORIGINAL, '2016-03-14')).code).toBe('INVALID_DATE');
  });
});

describe('a remaining debt given for a day ahead (a statement’s residual debt at the fixation’s end, the landing’s figures)', () => {
  /** 180,000 € left on 31 May 2028 when the fixation ends, 1,100 € a month at 2.2 %. */
  const AHEAD: CurrentLoanInput = { ...REMAINING, remainingDebt: 180_000, remainingDebtDate: '2028-05-31', monthlyPayment: 1_100, nominalRate: 0.022, fixationEndDate: '2028-05-31' };

  test('today’s balance is rolled back; rolled forward again with the mortgage engine it gives the residual debt to the cent', () => {
    const s = summarizeCurrentLoan(AHEAD, '2026-11-29');
    // November 2026 (paid on the 30th) … May 2028 = 19 installments until the fixation's end.
    expect(s.balanceAtFixationEnd).toBe(180_000);
    expect(balanceAfterMonths(s.balanceToday, 0.022, 1_100, 19)).toBeCloseTo(180_000, 6);
    expect(simulate(s.balanceToday, 0.022, 1_100, 19).balance).toBeCloseTo(180_000, 6);
    expect(s.interestUntilFixationEnd).toBeCloseTo(19 * 1_100 - (s.balanceToday - 180_000), 6);
    expect(s.interestUntilFixationEnd).toBeCloseTo(simulate(s.balanceToday, 0.022, 1_100, 19).interest, 6);
    expect(s.monthsToFixationEnd).toBe(18);
  });
});

describe('summarizeCurrentLoan', () => {
  test('residual debt at the fixation’s end and the interest still to pay, against the closed form and a simulation', () => {
    const s = summarizeCurrentLoan(REMAINING, '2026-11-29');
    // October 2026 is paid; November 2026 … June 2029 = 32 installments remain.
    const today = balanceAfterMonths(210_000, 0.031, 950, 1);
    expect(s.balanceToday).toBeCloseTo(today, 6);
    expect(s.balanceAtFixationEnd).toBeCloseTo(balanceAfterMonths(210_000, 0.031, 950, 33), 6);
    const rest = simulate(today, 0.031, 950, 32);
    expect(s.interestUntilFixationEnd).toBeCloseTo(rest.interest, 6);
    // Interest = payments − principal repaid.
    expect(s.interestUntilFixationEnd).toBeCloseTo(32 * 950 - (today - s.balanceAtFixationEnd), 6);
    expect(s.paymentsUntilFixationEnd).toBeCloseTo(32 * 950, 8);
    expect(s.monthsToFixationEnd).toBe(31);
    expect(s.forwardFrom).toBe('2024-06-30');
    expect(s.forwardPossibleToday).toBe(true);
    expect(s.termination).toBeNull();
  });

  test('a fixation more than 60 months ahead: the forward loan can be arranged from 60 months before its end', () => {
    const s = summarizeCurrentLoan(ORIGINAL, '2026-01-15');
    expect(s.forwardFrom).toBe('2026-03-31');
    expect(s.forwardPossibleToday).toBe(false);
    expect(summarizeCurrentLoan(ORIGINAL, '2026-03-31').forwardPossibleToday).toBe(true);
    expect(s.specialRepaymentPerYear).toBe(15_000);
  });

  test('a fixation that has ended: nothing more to pay in it, the residual debt stays that of its end', () => {
    const s = summarizeCurrentLoan(REMAINING, '2029-07-10');
    expect(s.fixationEnded).toBe(true);
    expect(s.interestUntilFixationEnd).toBe(0);
    expect(s.monthsToFixationEnd).toBe(0);
    expect(s.forwardPossibleToday).toBe(false);
    expect(s.balanceAtFixationEnd).toBeCloseTo(balanceAfterMonths(210_000, 0.031, 950, 33), 6);
  });
});

describe('§ 489 (1) Nr. 2 BGB: ten years after full disbursement, six months’ notice', () => {
  test('disbursed 15 March 2016: notice from 16 March 2026, the loan ends on 16 September 2026', () => {
    const t = termination489('2016-03-15', '2031-03-31');
    expect(t).toMatchObject({ tenYearsEnd: '2026-03-15', noticeFrom: '2026-03-16', earliestEnd: '2026-09-16', beforeFixationEnd: true });
    // The latest notice that ends the loan by the fixation's end (30 September 2030 + 6 months = 31 March 2031).
    expect(t.latestNoticeDay).toBe('2030-09-30');
  });

  test('disbursed on 29 February: the ten years end on 28 February (§ 188 (3) BGB)', () => {
    expect(termination489('2016-02-29', '2031-02-28')).toMatchObject({ tenYearsEnd: '2026-02-28', noticeFrom: '2026-03-01', earliestEnd: '2026-09-01' });
  });

  test('notice on 31 August ends on 28 February; three notice days end on the same last day', () => {
    const t = termination489('2015-08-30', '2026-02-28');
    expect(t).toMatchObject({ noticeFrom: '2025-08-31', earliestEnd: '2026-02-28', beforeFixationEnd: false, latestNoticeDay: '2025-08-31' });
    // A fixation ending on 31 December: 30 June is the last notice day (30 June + 6 months = 30 December).
    expect(termination489('2010-01-10', '2030-12-31').latestNoticeDay).toBe('2030-06-30');
  });

  test('a ten-year fixation ends before the right can take effect: it does not matter before the fixation’s end', () => {
    const t = termination489('2016-03-15', '2026-03-31');
    expect(t.beforeFixationEnd).toBe(false);
    expect(t.latestNoticeDay).toBeNull();
  });

  test('the account’s summary carries it when the disbursement day is known', () => {
    expect(summarizeCurrentLoan(ORIGINAL, '2026-11-29').termination?.earliestEnd).toBe('2026-09-16');
  });
});
