import { describe, expect, test } from 'vitest';
import { DEFAULT_FORM, evaluateMortgageForm } from '@/features/calculators/mortgage-form';
import { BREAK_EVEN_PAIRS, breakEvenTable, yearlyRepayments } from '@/features/calculators/result-figures';
import { longFixationBalance, refinancedBalance } from '@/engine/rates/break-even';
import { marketOn } from '@/engine/rates/fixtures';

const DATE = '2026-11-21';
const calc = evaluateMortgageForm(DEFAULT_FORM, DATE, marketOn(DATE)).calculation!;

describe('yearlyRepayments (repayment schedule tab)', () => {
  const rows = yearlyRepayments(calc);

  test('one row per chart year; interest and repayment of a year add up to what was paid that year', () => {
    expect(rows.map((r) => r.year)).toEqual(calc.repaymentChart.years);
    const full = rows[1]!; // the first full calendar year
    expect(full.interest + full.principal).toBeCloseTo(12 * calc.chosen.monthlyRate, 0);
  });

  test('the repayments of all years repay the loan, and the last balance is zero', () => {
    const repaid = rows.reduce((sum, r) => sum + r.principal, 0);
    expect(repaid).toBeCloseTo(calc.loanAmount, 0);
    expect(rows[rows.length - 1]!.balance).toBeCloseTo(0, 0);
  });

  test('interest falls and repayment grows from year to year (an annuity loan)', () => {
    for (let i = 2; i < rows.length - 1; i++) {
      expect(rows[i]!.interest).toBeLessThan(rows[i - 1]!.interest);
      expect(rows[i]!.principal).toBeGreaterThan(rows[i - 1]!.principal);
    }
  });
});

describe('breakEvenTable (rates by fixation tab)', () => {
  const table = breakEvenTable(calc);

  test('the four pairs of neighbouring fixations, in order', () => {
    expect(table.map((r) => [r.shortYears, r.longYears])).toEqual(BREAK_EVEN_PAIRS.map(([s, l]) => [s, l]));
  });

  // Both paths pay the installment of the chosen repayment rate at the longer fixation's rate; for the
  // default loan the 30-year path repays the loan within its 30 years, so every follow-up rate ties: the
  // 20/30 pair has no break-even rate, and the page says why ("repaid before").
  test('a pair whose longer path repays the loan within its fixation has no break-even rate', () => {
    const l = calc.results.find((r) => r.fixationYears === 30)!;
    const input = { loanAmount: calc.loanAmount, repayment: calc.chosen.repaymentRate, shortYears: 20, longYears: 30, shortRate: 0, longRate: l.interestRate };
    expect(longFixationBalance(input)).toBeLessThanOrEqual(0);
    expect(table.find((r) => r.longYears === 30)).toMatchObject({ rate: null, missing: 'repaid' });
    expect(table.filter((r) => r.longYears < 30).every((r) => r.missing === null)).toBe(true);
  });

  test.each(BREAK_EVEN_PAIRS.filter(([, l]) => l < 30).map(([s, l]) => ({ label: `${s} vs ${l} years`, s, l })))('$label: at the printed rate both paths leave the same debt', ({ s, l }) => {
    const row = table.find((r) => r.shortYears === s && r.longYears === l)!;
    expect(row.rate).not.toBeNull();
    const byYears = new Map(calc.results.map((r) => [r.fixationYears as number, r]));
    const input = { loanAmount: calc.loanAmount, repayment: calc.chosen.repaymentRate, shortYears: s, longYears: l, shortRate: byYears.get(s)!.interestRate, longRate: byYears.get(l)!.interestRate };
    expect(Math.abs(refinancedBalance(input, row.rate!) - longFixationBalance(input))).toBeLessThan(1);
  });

  test('with a normal (rising) curve the break-even rate lies above the longer fixation\'s rate', () => {
    const byYears = new Map(calc.results.map((r) => [r.fixationYears as number, r]));
    for (const row of table.filter((r) => r.rate !== null)) expect(row.rate!).toBeGreaterThan(byYears.get(row.longYears)!.interestRate);
  });
});
