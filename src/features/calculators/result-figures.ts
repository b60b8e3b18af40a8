/**
 * Figures the calculator's result tabs show that are derived from the engine's calculation: the repayment
 * schedule per year and the break-even follow-up rates of neighbouring fixations. Pure, so the server's HTML
 * and the browser's island show the same numbers, and tests read them without rendering.
 */
import type { MortgageCalculation } from '@/engine/mortgage/calculator';
import { balanceAfterMonths } from '@/engine/mortgage/annuity';
import { breakEvenRefinancingRate, commonInstallment, longFixationBalance, type BreakEvenInput } from '@/engine/rates/break-even';

export interface YearRow {
  year: number;
  interest: number;
  principal: number;
  /** Remaining balance at the end of the year. */
  balance: number;
}

/** Interest and repayment paid in each year, from the repayment chart's cumulative series. */
export function yearlyRepayments(calc: MortgageCalculation): YearRow[] {
  const chart = calc.repaymentChart;
  return chart.years.map((year, i) => ({
    year,
    interest: chart.cumulativeInterest[i]! - (i > 0 ? chart.cumulativeInterest[i - 1]! : 0),
    principal: chart.cumulativePrincipal[i]! - (i > 0 ? chart.cumulativePrincipal[i - 1]! : 0),
    balance: chart.remainingBalance[i]!,
  }));
}

/** The fixation pairs of the break-even table: each fixation against the next longer one of the calculator. */
export const BREAK_EVEN_PAIRS: readonly (readonly [number, number])[] = [[5, 10], [10, 15], [15, 20], [20, 30]];

export interface BreakEvenRow {
  shortYears: number;
  longYears: number;
  /** The follow-up rate at which both paths cost the same; null where it is not defined. */
  rate: number | null;
  /** Why the rate is null: the longer fixation repays the loan within its term, or no rate in [−10 %, 100 %] ties. */
  missing: 'repaid' | 'outOfRange' | null;
}

/**
 * Break-even follow-up rate of each pair for the calculation's loan and the chosen repayment rate
 * (src/engine/rates/break-even.ts: both paths pay the installment of that repayment rate at the longer
 * fixation's rate). A pair whose fixation the calculation lacks, or whose rate the engine
 * cannot define, has rate null.
 */
export function breakEvenTable(calc: MortgageCalculation): BreakEvenRow[] {
  const byYears = new Map(calc.results.map((r) => [r.fixationYears as number, r]));
  return BREAK_EVEN_PAIRS.map(([shortYears, longYears]) => {
    const s = byYears.get(shortYears);
    const l = byYears.get(longYears);
    if (!s || !l) return { shortYears, longYears, rate: null, missing: 'outOfRange' as const };
    const input: BreakEvenInput = { loanAmount: calc.loanAmount, repayment: calc.chosen.repaymentRate, shortYears, longYears, shortRate: s.interestRate, longRate: l.interestRate };
    let rate: number | null = null;
    try {
      rate = breakEvenRefinancingRate(input);
    } catch {
      rate = null;
    }
    if (rate !== null) return { shortYears, longYears, rate, missing: null };
    // The engine's first reason for "not defined": one of the paths repays the loan within the period.
    const repaid = longFixationBalance(input) <= 0 || balanceAfterMonths(calc.loanAmount, s.interestRate, commonInstallment(input), shortYears * 12) <= 0;
    return { shortYears, longYears, rate, missing: repaid ? 'repaid' : 'outOfRange' };
  });
}
