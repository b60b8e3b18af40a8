/**
 * The AF funnel's result: a price range from the house-budget engine (src/engine/house-budget.ts) with today's
 * market. Pure.
 *
 * - Cautious end: 30 % of the net income for all loan payments (the lower end of the usual 30–40 % rule of thumb,
 *   worked-examples.md #6).
 * - Upper end: 40 %, the most lenders usually accept, but never more than the lenders' household calculation
 *   leaves (the engine's rule 'livingCosts', HOUSEHOLD_CALCULATION: net income minus the banks' living-cost flat
 *   rates for the household's adults and children, running costs of the home, other loans and a buffer). The
 *   funnel does not ask for the living space: the running costs assume AF_RULES.livingArea [ASSUMPTION, the
 *   budget page's default], and the result says so.
 * Both at the model rate for 10 years with 2 % initial repayment and the suggested broker commission, the
 * purchase costs of the chosen place paid from the equity first.
 */
import { EngineInputError } from '@/engine/errors';
import { BUDGET_DEFAULTS, householdCosts, houseBudget, type BudgetResult, type HouseholdCosts } from '@/engine/house-budget';
import { SUGGESTED_COMMISSION_PERCENT } from '@/engine/mortgage/defaults';
import type { RateMarket } from '@/engine/rates/market';
import type { AfAnswers } from './answers';

export const AF_RULES = Object.freeze({
  cautiousRatio: 0.3,
  upperRatio: 0.4,
  repayment: 0.02,
  fixationYears: 10,
  /** Living space for the running costs in the household calculation, m² [ASSUMPTION]. */
  livingArea: BUDGET_DEFAULTS.livingArea,
});

export interface AfRange {
  cautious: BudgetResult | null;
  upper: BudgetResult | null;
  /** The household calculation's monthly costs: living-cost flat rates, running costs, buffer. */
  household: HouseholdCosts;
  /** The upper end is set by the living-costs calculation, not by the 40 % rule. */
  upperByLivingCosts: boolean;
}

/** The household as the engine's household calculation takes it (no own living-costs figure: the flat rates). */
function householdOf(answers: Pick<AfAnswers, 'adults' | 'children'>) {
  return { adults: answers.adults, children: answers.children, livingArea: AF_RULES.livingArea, livingCosts: null };
}

function budget(answers: AfAnswers, locationTax: number, market: RateMarket, rule: { ratio: number } | 'household'): BudgetResult | null {
  try {
    return houseBudget(
      {
        netIncome: answers.income,
        otherLoans: answers.commitments,
        ...(rule === 'household' ? { rule: 'livingCosts' as const, ...householdOf(answers) } : { rule: 'burden' as const, burdenRatio: rule.ratio }),
        equity: answers.equity,
        locationTax,
        commission: SUGGESTED_COMMISSION_PERCENT / 100,
        repayment: AF_RULES.repayment,
        fixationYears: AF_RULES.fixationYears,
      },
      { market },
    );
  } catch (e) {
    // Nothing left for a loan (income below the other loans or the household's costs).
    if (e instanceof EngineInputError && e.code === 'NO_BUDGET') return null;
    throw e;
  }
}

export function afRange(answers: AfAnswers, locationTax: number, market: RateMarket): AfRange {
  const household = householdCosts({ netIncome: answers.income, ...householdOf(answers) });
  const byRatio = budget(answers, locationTax, market, { ratio: AF_RULES.upperRatio });
  const byLiving = budget(answers, locationTax, market, 'household');
  const upperByLivingCosts = byRatio !== null && (byLiving === null || byLiving.maxPrice < byRatio.maxPrice);
  const upper = upperByLivingCosts ? byLiving : byRatio;
  const cautiousRaw = budget(answers, locationTax, market, { ratio: AF_RULES.cautiousRatio });
  const cautious = cautiousRaw && upper && cautiousRaw.maxPrice > upper.maxPrice ? upper : upper ? cautiousRaw : null;
  return { cautious, upper, household, upperByLivingCosts };
}
