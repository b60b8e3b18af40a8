import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { balanceAfterMonths, monthlyInstallment, payoffMonths } from './annuity';
import { amortizationSchedule, summarizeFixation, yearlyAggregates } from './schedule';

const START = { year: 2026, month: 1 } as const;
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('amortizationSchedule (worked-examples.md)', () => {
  test.each([
    { label: 'immotap 300k 3.5 %+2 %', principal: 300_000, rate: 0.035, rep: 0.02, installment: 1375 },
    { label: 'german-mortgage.de 320k 3.5 %+2 %', principal: 320_000, rate: 0.035, rep: 0.02, installment: 1467 },
    { label: 'dkm.de 100k 4 %+2 %', principal: 100_000, rate: 0.04, rep: 0.02, installment: 500 },
  ])('$label → first row interest, repayment and installment €$installment', ({ principal, rate, rep, installment }) => {
    const a = monthlyInstallment(principal, rate, rep);
    const [first] = amortizationSchedule({ principal, annualRate: rate, installment: a, maxMonths: 1 });
    expect(Math.round(first!.payment)).toBe(installment);
    expect(first!.interest).toBeCloseTo((principal * rate) / 12, 9);
    expect(first!.principal).toBeCloseTo((principal * rep) / 12, 9);
  });

  test.each([
    { label: 'derived 300k 3.7 %+2 %', principal: 300_000, rate: 0.037, rep: 0.02, balance120: 227_527.99, payoff: 341 },
    { label: 'derived 100k 4 %+2 %', principal: 100_000, rate: 0.04, rep: 0.02, balance120: 75_458.37, payoff: 331 },
  ])('$label → balance after 120 installments €$balance120, paid off after $payoff', ({ principal, rate, rep, balance120, payoff }) => {
    const a = monthlyInstallment(principal, rate, rep);
    const rows = amortizationSchedule({ principal, annualRate: rate, installment: a, startDate: START });
    expect(rows[119]!.balance).toBeCloseTo(balance120, 2);
    expect(rows).toHaveLength(payoff);
    const last = rows[rows.length - 1]!;
    expect(last.balance).toBe(0);
    expect(last.payment).toBeLessThan(a);
  });

  test('dates, year index and maxMonths', () => {
    const rows = amortizationSchedule({ principal: 100_000, annualRate: 0.04, installment: 500, startDate: { year: 2025, month: 11 }, maxMonths: 14 });
    expect(rows).toHaveLength(14);
    expect(rows[0]).toMatchObject({ month: 1, year: 1, date: { year: 2025, month: 11 } });
    expect(rows[2]).toMatchObject({ month: 3, year: 1, date: { year: 2026, month: 1 } });
    expect(rows[12]).toMatchObject({ month: 13, year: 2, date: { year: 2026, month: 11 } });
    expect(amortizationSchedule({ principal: 1000, annualRate: 0.04, installment: 100 })[0]!.date).toBeNull();
  });

  test('interest-only installment never amortises and stops at maxMonths', () => {
    const rows = amortizationSchedule({ principal: 100_000, annualRate: 0.04, installment: (100_000 * 0.04) / 12, maxMonths: 600 });
    expect(rows).toHaveLength(600);
    expect(rows[599]!.balance).toBeCloseTo(100_000, 6);
  });

  test('zero rate: straight repayment', () => {
    const rows = amortizationSchedule({ principal: 1000, annualRate: 0, installment: 300 });
    expect(rows.map((r) => r.principal)).toEqual([300, 300, 300, 100]);
    expect(rows[3]!.balance).toBe(0);
  });
});

describe('special repayments (Sondertilgung)', () => {
  test.each([
    {
      label: 'explicit list, applied after the installment',
      special: [{ month: 1, amount: 5000 }, { month: 1, amount: 1000 }],
      month: 1,
      expectedSpecial: 6000,
    },
    { label: 'yearly 5 % of 100k at each loan-year end', special: { yearlyAmount: 5000 }, month: 12, expectedSpecial: 5000 },
    { label: 'yearly from year 2 skips year 1', special: { yearlyAmount: 5000, fromYear: 2 }, month: 12, expectedSpecial: 0 },
  ])('$label', ({ special, month, expectedSpecial }) => {
    const rows = amortizationSchedule({ principal: 100_000, annualRate: 0.04, installment: 500, specialRepayments: special, maxMonths: 24 });
    const row = rows[month - 1]!;
    expect(row.specialRepayment).toBe(expectedSpecial);
    const before = month === 1 ? 100_000 : rows[month - 2]!.balance;
    expect(row.balance).toBeCloseTo(before + row.interest - 500 - expectedSpecial, 9);
    expect(row.payment).toBeCloseTo(row.interest + row.principal + row.specialRepayment, 9);
  });

  test('capped at the balance: ends at zero', () => {
    const rows = amortizationSchedule({ principal: 10_000, annualRate: 0.04, installment: 500, specialRepayments: [{ month: 3, amount: 1e9 }] });
    expect(rows).toHaveLength(3);
    expect(rows[2]!.balance).toBe(0);
    expect(sum(rows.map((r) => r.principal + r.specialRepayment))).toBeCloseTo(10_000, 6);
  });

  test('yearly Sondertilgung shortens the term', () => {
    const a = monthlyInstallment(300_000, 0.037, 0.02);
    const plain = amortizationSchedule({ principal: 300_000, annualRate: 0.037, installment: a });
    const extra = amortizationSchedule({ principal: 300_000, annualRate: 0.037, installment: a, specialRepayments: { yearlyAmount: 15_000 } });
    expect(extra.length).toBeLessThan(plain.length);
    expect(extra[extra.length - 1]!.balance).toBe(0);
  });
});

describe('yearlyAggregates', () => {
  test('sums per loan year and per calendar year', () => {
    const a = monthlyInstallment(300_000, 0.037, 0.02);
    const rows = amortizationSchedule({ principal: 300_000, annualRate: 0.037, installment: a, startDate: { year: 2026, month: 7 }, maxMonths: 120 });
    const years = yearlyAggregates(rows);
    expect(years).toHaveLength(10);
    expect(years[0]!.payments).toBeCloseTo(12 * 1425, 6);
    expect(years[9]!.endBalance).toBeCloseTo(227_527.99, 2);
    expect(sum(years.map((y) => y.interest + y.principal))).toBeCloseTo(120 * 1425, 6);
    const cal = yearlyAggregates(rows, { by: 'calendarYear' });
    expect(cal.map((y) => y.year)).toEqual([2026, 2027, 2028, 2029, 2030, 2031, 2032, 2033, 2034, 2035, 2036]);
    expect(cal[0]!.payments).toBeCloseTo(6 * 1425, 6);
    expect(cal[10]!.endBalance).toBeCloseTo(227_527.99, 2);
  });
});

describe('summarizeFixation (worked-examples.md derived checks)', () => {
  test.each([
    {
      label: '300k 3.7 %+2 %, 10 years',
      principal: 300_000, rate: 0.037, rep: 0.02, years: 10,
      balance: 227_527.99, payoff: 341, payoffDate: { year: 2054, month: 5 },
    },
    {
      label: '100k 4 %+2 %, 10 years',
      principal: 100_000, rate: 0.04, rep: 0.02, years: 10,
      balance: 75_458.37, payoff: 331, payoffDate: { year: 2053, month: 7 },
    },
  ])('$label → balance €$balance, payoff after $payoff installments', ({ principal, rate, rep, years, balance, payoff, payoffDate }) => {
    const installment = monthlyInstallment(principal, rate, rep);
    const s = summarizeFixation({ principal, annualRate: rate, installment, fixationYears: years, startDate: START });
    expect(s.balanceAfterFixation).toBeCloseTo(balance, 2);
    expect(s.principalPaidInFixation).toBeCloseTo(principal - balance, 2);
    expect(s.interestPaidInFixation).toBeCloseTo(installment * years * 12 - (principal - balance), 2);
    expect(s.payoffMonths).toBe(payoff);
    expect(s.payoffDate).toEqual(payoffDate);
  });

  test('never paid off → nulls', () => {
    const s = summarizeFixation({ principal: 100_000, annualRate: 0.04, installment: 300, fixationYears: 10, startDate: START });
    expect(s.payoffMonths).toBeNull();
    expect(s.payoffDate).toBeNull();
    expect(s.balanceAfterFixation).toBeGreaterThan(100_000);
  });

  test('with special repayments payoff is simulated', () => {
    const installment = monthlyInstallment(300_000, 0.037, 0.02);
    const s = summarizeFixation({ principal: 300_000, annualRate: 0.037, installment, fixationYears: 10, startDate: START, specialRepayments: { yearlyAmount: 15_000 } });
    const rows = amortizationSchedule({ principal: 300_000, annualRate: 0.037, installment, specialRepayments: { yearlyAmount: 15_000 } });
    expect(s.payoffMonths).toBe(rows.length);
    expect(s.payoffMonths!).toBeLessThan(341);
    expect(s.balanceAfterFixation).toBeCloseTo(rows[119]!.balance, 6);
  });
});

// Loans from 10k to 2M, rates 0–10 % in basis-point steps, installment = factor × first month's interest
// (factor 0.5–5), or factor × 0.05 % of the loan per month at a zero rate.
const loanArb = fc.record({
  principal: fc.double({ min: 10_000, max: 2_000_000, noNaN: true }),
  annualRate: fc.integer({ min: 0, max: 1000 }).map((bp) => bp / 10_000),
  factor: fc.double({ min: 0.5, max: 5, noNaN: true }),
});
const firstInterest = (principal: number, annualRate: number) => principal * (annualRate / 12);
const installmentOf = ({ principal, annualRate, factor }: { principal: number; annualRate: number; factor: number }) =>
  factor * (annualRate > 0 ? firstInterest(principal, annualRate) : principal * 0.0005);

describe('schedule properties (fast-check)', () => {
  test('balance never increases when the installment covers the first month\'s interest', () => {
    fc.assert(
      fc.property(loanArb, fc.option(fc.double({ min: 0, max: 50_000, noNaN: true })), (loan, yearly) => {
        const installment = Math.max(installmentOf(loan), firstInterest(loan.principal, loan.annualRate));
        const rows = amortizationSchedule({ ...loan, installment, maxMonths: 600, specialRepayments: yearly === null ? undefined : { yearlyAmount: yearly } });
        let prev = loan.principal;
        for (const r of rows) {
          expect(r.balance).toBeLessThanOrEqual(prev + 1e-9 * loan.principal);
          expect(r.balance).toBeGreaterThanOrEqual(0);
          prev = r.balance;
        }
      }),
    );
  });

  test('when paid off: last balance is 0 and repayments sum to the loan', () => {
    fc.assert(
      fc.property(loanArb, fc.option(fc.array(fc.record({ month: fc.integer({ min: 1, max: 400 }), amount: fc.double({ min: 0, max: 100_000, noNaN: true }) }), { maxLength: 5 })), (loan, special) => {
        const installment = installmentOf(loan);
        const rows = amortizationSchedule({ ...loan, installment, specialRepayments: special ?? undefined });
        const last = rows[rows.length - 1]!;
        if (last.balance === 0) {
          expect(sum(rows.map((r) => r.principal + r.specialRepayment))).toBeCloseTo(loan.principal, 4);
          expect(last.payment - last.specialRepayment).toBeLessThanOrEqual(installment + 1e-6);
          expect(rows.slice(0, -1).every((r) => r.balance > 0)).toBe(true);
        }
      }),
    );
  });

  test('payoff exists iff installment exceeds the first month\'s interest; length matches closed form', () => {
    fc.assert(
      fc.property(loanArb, (loan) => {
        const installment = installmentOf(loan);
        const n = payoffMonths(loan.principal, loan.annualRate, installment);
        expect(n !== null).toBe(installment > firstInterest(loan.principal, loan.annualRate));
        if (n !== null && n <= 3000) {
          const rows = amortizationSchedule({ ...loan, installment, maxMonths: 3000 });
          expect(rows).toHaveLength(n);
          expect(rows[rows.length - 1]!.balance).toBe(0);
        }
      }),
    );
  });

  test('schedule balance agrees with the closed form balanceAfterMonths', () => {
    fc.assert(
      fc.property(loanArb, fc.integer({ min: 1, max: 360 }), (loan, k) => {
        const installment = installmentOf(loan);
        const rows = amortizationSchedule({ ...loan, installment, maxMonths: k });
        const closed = balanceAfterMonths(loan.principal, loan.annualRate, installment, k);
        const simulated = rows[rows.length - 1]!.balance;
        expect(Math.abs(simulated - closed)).toBeLessThanOrEqual(1e-6 * loan.principal);
      }),
    );
  });

  test('yearly aggregates add up to the rows', () => {
    fc.assert(
      fc.property(loanArb, (loan) => {
        const rows = amortizationSchedule({ ...loan, installment: installmentOf(loan), maxMonths: 480, startDate: { year: 2026, month: 4 } });
        for (const by of ['loanYear', 'calendarYear'] as const) {
          const years = yearlyAggregates(rows, { by });
          expect(sum(years.map((y) => y.payments))).toBeCloseTo(sum(rows.map((r) => r.payment)), 4);
          expect(years[years.length - 1]!.endBalance).toBe(rows[rows.length - 1]!.balance);
        }
      }),
    );
  });
});
