/**
 * The AF funnel's result: a price range from the house-budget engine (src/engine/house-budget.ts) with today's
 * market. Pure.
 *
 * - Cautious end: 30 % of the net income for all loan payments (the lower end of the usual 30–40 % rule of thumb,
 *   worked-examples.md #6).
 * - Upper end: 40 %, the most lenders usually accept, but never more than the lenders' household calculation
 *   leaves: net income minus lump sums for living costs (first adult 1,000 €, second adult 500 €, each child
 *   300 € a month [CONVENTION: typical bank Haushaltspauschalen]) minus other loans.
 * Both at the model rate for 10 years with 2 % initial repayment and the suggested broker commission, the
 * purchase costs of the chosen place paid from the equity first.
 */
import { EngineInputError } from '@/engine/errors';
import { houseBudget, type BudgetResult } from '@/engine/house-budget';
import { SUGGESTED_COMMISSION_PERCENT } from '@/engine/mortgage/defaults';
import type { RateMarket } from '@/engine/rates/market';
import type { AfAnswers } from './answers';

export const AF_RULES = Object.freeze({
  cautiousRatio: 0.3,
  upperRatio: 0.4,
  repayment: 0.02,
  fixationYears: 10,
  livingCosts: { firstAdult: 1000, secondAdult: 500, child: 300 },
});

export interface AfRange {
  cautious: BudgetResult | null;
  upper: BudgetResult | null;
  /** The lump sum for living costs of the household. */
  livingCosts: number;
  /** The upper end is set by the living-costs calculation, not by the 40 % rule. */
  upperByLivingCosts: boolean;
}

export function livingCostsOf(answers: Pick<AfAnswers, 'adults' | 'children'>): number {
  const l = AF_RULES.livingCosts;
  return l.firstAdult + (answers.adults === 2 ? l.secondAdult : 0) + l.child * answers.children;
}

function budget(answers: AfAnswers, locationTax: number, market: RateMarket, rule: { ratio: number } | { living: number }): BudgetResult | null {
  try {
    return houseBudget(
      {
        netIncome: answers.income,
        otherLoans: answers.commitments,
        ...('ratio' in rule ? { rule: 'burden' as const, burdenRatio: rule.ratio } : { rule: 'livingCosts' as const, livingCosts: rule.living }),
        equity: answers.equity,
        locationTax,
        commission: SUGGESTED_COMMISSION_PERCENT / 100,
        repayment: AF_RULES.repayment,
        fixationYears: AF_RULES.fixationYears,
      },
      { market },
    );
  } catch (e) {
    // Nothing left for a loan (income below the other loans or the living costs).
    if (e instanceof EngineInputError && e.code === 'NO_BUDGET') return null;
    throw e;
  }
}

export function afRange(answers: AfAnswers, locationTax: number, market: RateMarket): AfRange {
  const livingCosts = livingCostsOf(answers);
  const byRatio = budget(answers, locationTax, market, { ratio: AF_RULES.upperRatio });
  const byLiving = budget(answers, locationTax, market, { living: livingCosts });
  const upperByLivingCosts = byRatio !== null && (byLiving === null || byLiving.maxPrice < byRatio.maxPrice);
  const upper = upperByLivingCosts ? byLiving : byRatio;
  const cautiousRaw = budget(answers, locationTax, market, { ratio: AF_RULES.cautiousRatio });
  const cautious = cautiousRaw && upper && cautiousRaw.maxPrice > upper.maxPrice ? upper : upper ? cautiousRaw : null;
  return { cautious, upper, livingCosts, upperByLivingCosts };
}
