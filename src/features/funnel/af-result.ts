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
 *
 * afResult reads a URL's answers and resolves the place (pure, like ./report.ts for the OM report): the page, its
 * PDF (./af-pdf.tsx) and saving it to the account (features/saved-calculations) use it.
 */
import { EngineInputError } from '@/engine/errors';
import { BUDGET_DEFAULTS, householdCosts, houseBudget, type BudgetResult, type HouseholdCosts } from '@/engine/house-budget';
import { SUGGESTED_COMMISSION_PERCENT } from '@/engine/mortgage/defaults';
import type { RateMarket } from '@/engine/rates/market';
import { resolvePlace, type ResolvedPlace } from '@/features/calculators';
import { readAnswers, STEPS, type AfAnswers, type AnswerError, type FunnelField } from './answers';

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

type Query = URLSearchParams | Record<string, string | string[] | undefined>;

export type AfResultOf =
  | { ok: true; answers: AfAnswers; place: ResolvedPlace; range: AfRange }
  /**
   * INCOMPLETE: an answer is missing or invalid (`fields`: the code of each, REQUIRED for a missing one; `errors`:
   * the answers' own errors with their bounds); UNKNOWN_PLACE: the place is none of the calculator's.
   */
  | { ok: false; code: 'INCOMPLETE' | 'UNKNOWN_PLACE'; fields: Partial<Record<FunnelField, string>>; errors: Partial<Record<FunnelField, AnswerError>>; values: Partial<Record<FunnelField, number | string>> };

/** The answers of a URL checked as the AF result page reads them (answers, then the place); needs no market. */
export function afAnswersOf(query: Query, date: string): { ok: true; answers: AfAnswers; place: ResolvedPlace } | Extract<AfResultOf, { ok: false }> {
  const state = readAnswers('AF', query);
  if (!state.complete) {
    const fields: Partial<Record<FunnelField, string>> = {};
    for (const field of STEPS.AF.flatMap((s) => s.fields) as FunnelField[]) {
      const error = state.errors[field];
      if (error) fields[field] = error.code;
      else if (state.values[field] === undefined) fields[field] = 'REQUIRED';
    }
    return { ok: false, code: 'INCOMPLETE', fields, errors: state.errors, values: state.values };
  }
  const place = resolvePlace(state.complete.loc, date);
  if (!place) return { ok: false, code: 'UNKNOWN_PLACE', fields: { loc: 'UNKNOWN_PLACE' }, errors: {}, values: state.values };
  return { ok: true, answers: state.complete, place };
}

/**
 * The AF result of a URL's answers with the market of the date: one function for the page's actions, the PDF and
 * saving, so all show the same figures. Never throws for bad answers. A valid set of answers may still leave no
 * budget (range.cautious and range.upper null): the page and the PDF say so, saving refuses it.
 */
export function afResult(query: Query, date: string, market: RateMarket): AfResultOf {
  const read = afAnswersOf(query, date);
  if (!read.ok) return read;
  return { ...read, range: afRange(read.answers, read.place.taxRate, market) };
}
