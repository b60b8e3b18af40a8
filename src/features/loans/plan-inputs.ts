/**
 * The loan plan page's inputs and outcome (issue 51 part 2): its GET form read with the engine's bounds, and the plan
 * for them or the reason there is none, as a code the page translates. Pure.
 */
import { EngineInputError } from '@/engine/errors';
import type { CurrentLoanInput } from '@/engine/loans/current-loan';
import { loanPlan, type LoanPlan } from '@/engine/loans/plan';
import type { RateMarket } from '@/engine/rates/market';
import { FOLLOW_UP_FIXATION_YEARS, FOLLOW_UP_LIMITS } from '@/engine/rates/follow-up-financing';
import { firstValue } from '@/lib/search-params';
import { ALERT_NEXT_FIXATION_YEARS, ALERT_NEXT_REPAYMENT } from './alerts-figures';
import { parseAmount, parsePercentText } from './loan-form';

type Query = Record<string, string | string[] | undefined>;

/** A bank's prolongation offer above this is taken for a typo (a nominal rate of 20 % or more). */
const MAX_OFFER_RATE = 0.2;

export interface PlanInputs {
  fix: number;
  repayment: number;
  offer: number | null;
  value: number | null;
  text: { fix: string; repayment: string; offer: string; value: string };
  /** The fields that did not read: they keep their default, and the page names them. */
  invalid: string[];
}

/**
 * The plan's inputs from the page's GET form, with the defaults the alerts assume (a 10-year fixation, 2 % repayment)
 * and the follow-up financing's bounds; a field that does not read keeps its default and is named.
 */
export function planInputs(query: Query, storedValue: number | null): PlanInputs {
  const invalid: string[] = [];
  const fixText = firstValue(query.fix);
  const fix = fixText && (FOLLOW_UP_FIXATION_YEARS as readonly number[]).includes(Number(fixText)) ? Number(fixText) : ALERT_NEXT_FIXATION_YEARS;
  if (fixText && fix !== Number(fixText)) invalid.push('fix');
  const repaymentText = firstValue(query.repayment) ?? '';
  const repayment = repaymentText ? parsePercentText(repaymentText) : ALERT_NEXT_REPAYMENT;
  if (repayment === null || repayment < FOLLOW_UP_LIMITS.minRepayment || repayment > FOLLOW_UP_LIMITS.maxRepayment) invalid.push('repayment');
  const offerText = firstValue(query.offer) ?? '';
  const offer = offerText ? parsePercentText(offerText) : null;
  if (offerText && (offer === null || offer <= 0 || offer >= MAX_OFFER_RATE)) invalid.push('offer');
  const valueText = firstValue(query.value) ?? '';
  const typedValue = valueText ? parseAmount(valueText) : null;
  if (valueText && (typedValue === null || typedValue < FOLLOW_UP_LIMITS.minPropertyValue || typedValue > FOLLOW_UP_LIMITS.maxPropertyValue)) invalid.push('value');
  return {
    fix,
    repayment: repayment !== null && !invalid.includes('repayment') ? repayment : ALERT_NEXT_REPAYMENT,
    offer: invalid.includes('offer') ? null : offer,
    value: !invalid.includes('value') && typedValue !== null ? typedValue : storedValue,
    text: { fix: String(fix), repayment: repaymentText, offer: offerText, value: valueText },
    invalid,
  };
}

export type PlanProblem = 'noMarket' | 'noValue' | 'tooSmall' | 'invalid';

/** The plan for the inputs, or why there is none: no rates, no property value, a residual debt too small, other input the engine refuses. */
export function planFor(loan: CurrentLoanInput, inputs: PlanInputs, today: string, market: RateMarket | null): { plan: LoanPlan | null; problem: PlanProblem | null } {
  if (!market) return { plan: null, problem: 'noMarket' };
  if (inputs.value === null) return { plan: null, problem: 'noValue' };
  try {
    return { plan: loanPlan({ loan, today, propertyValue: inputs.value, fixationYears: inputs.fix, repayment: inputs.repayment, prolongationOffer: inputs.offer, market }), problem: null };
  } catch (e) {
    if (!(e instanceof EngineInputError)) throw e;
    return { plan: null, problem: e.field === 'balance' && e.code === 'MINIMUM' ? 'tooSmall' : 'invalid' };
  }
}
