/**
 * The refinance landing page's follow-up financing calculator (issue 29): its form state (the repayment in
 * percent), the URL encoding (shareable; the no-JavaScript GET form submits exactly these names), the evaluation
 * with the engine (src/engine/rates/follow-up-financing.ts) and the query that opens the refinance request with
 * the same figures. Pure and never throws: runs on the server and in the browser.
 */
import { EngineInputError } from '@/engine/errors';
import { toNumber } from '@/engine/mortgage/validation';
import { FOLLOW_UP_FIXATION_YEARS, followUpFinancing, type FollowUpFinancingResult, type FollowUpFixationYears } from '@/engine/rates/follow-up-financing';
import type { RateMarket } from '@/engine/rates/market';
import { normalizeMoney } from '@/lib/numbers';
import { searchParam } from '@/lib/search-params';
import { engineFieldError, type ParamSource } from './budget-form';
import type { FieldError } from './mortgage-form';

export interface RefinanceForm {
  /** Remaining balance when the new loan starts, euros (the refinance request's name). */
  debt: string;
  /** Property value, euros (the refinance request's name). */
  value: string;
  /** Months until the current fixation ends: 0 (now) to 60. */
  months: string;
  /** New fixation in years. */
  fix: FollowUpFixationYears;
  /** Initial annual repayment of the new loan, percent. */
  repayment: string;
}

export const REFINANCE_FORM_KEYS = ['debt', 'value', 'months', 'fix', 'repayment'] as const;

export const DEFAULT_REFINANCE_FORM: Readonly<RefinanceForm> = Object.freeze({
  debt: '250000',
  value: '500000',
  months: '24',
  fix: 10,
  repayment: '2',
});

const MAX_LENGTH = 32;

export function refinanceFormFromParams(source: ParamSource): RefinanceForm {
  const text = (key: Exclude<keyof RefinanceForm, 'fix'>) => {
    const v = searchParam(source, key);
    return v === undefined ? DEFAULT_REFINANCE_FORM[key] : v.slice(0, MAX_LENGTH);
  };
  const fixRaw = Number(searchParam(source, 'fix'));
  return {
    debt: text('debt'),
    value: text('value'),
    months: text('months'),
    fix: (FOLLOW_UP_FIXATION_YEARS as readonly number[]).includes(fixRaw) ? (fixRaw as FollowUpFixationYears) : DEFAULT_REFINANCE_FORM.fix,
    repayment: text('repayment'),
  };
}

const MONEY_KEYS: ReadonlySet<string> = new Set(['debt', 'value']);

/** The URL of a form state: all keys, amounts as plain numbers. */
export function refinanceFormToParams(form: RefinanceForm): URLSearchParams {
  const p = new URLSearchParams();
  for (const key of REFINANCE_FORM_KEYS) p.set(key, MONEY_KEYS.has(key) ? normalizeMoney(String(form[key])) : String(form[key]));
  return p;
}

export type RefinanceFormErrors = Partial<Record<keyof RefinanceForm, FieldError>>;

export interface RefinanceEvaluation {
  result: FollowUpFinancingResult | null;
  errors: RefinanceFormErrors;
  valid: boolean;
  /** No rate data: the calculator cannot work without the curve (said in words, not as a field error). */
  noMarket: boolean;
}

const FORM_KEY_OF_ENGINE: Record<string, keyof RefinanceForm> = {
  balance: 'debt',
  propertyValue: 'value',
  monthsAhead: 'months',
  fixationYears: 'fix',
  repayment: 'repayment',
};

export function evaluateRefinanceForm(form: RefinanceForm, _date: string, market: RateMarket | null): RefinanceEvaluation {
  const errors: RefinanceFormErrors = {};
  const number = (key: Exclude<keyof RefinanceForm, 'fix'>, scale: number): number | null => {
    const raw = String(form[key]);
    const t = MONEY_KEYS.has(key) ? normalizeMoney(raw) : raw.trim();
    if (t === '') {
      errors[key] = { code: 'REQUIRED', params: {} };
      return null;
    }
    const n = toNumber(t);
    if (n === null) errors[key] = { code: 'NOT_A_NUMBER', params: {} };
    return n === null ? null : n / scale;
  };
  const debt = number('debt', 1);
  const value = number('value', 1);
  const months = number('months', 1);
  const repayment = number('repayment', 100);

  let result: FollowUpFinancingResult | null = null;
  if (!market) return { result, errors, valid: false, noMarket: true };
  if (Object.keys(errors).length === 0) {
    try {
      result = followUpFinancing({ balance: debt!, propertyValue: value!, monthsAhead: months!, fixationYears: form.fix, repayment: repayment!, market });
    } catch (e) {
      if (!(e instanceof EngineInputError)) throw e;
      const key = FORM_KEY_OF_ENGINE[e.field ?? ''] ?? 'debt';
      errors[key] = engineFieldError(e, key);
    }
  }
  return { result, errors, valid: result !== null && Object.keys(errors).length === 0, noMarket: false };
}

/** 'YYYY-MM-DD' plus `months` months → the month and year it falls in. */
export function monthAhead(isoDate: string, months: number): { month: number; year: number } {
  const [y, m] = isoDate.split('-').map(Number);
  const index = (y ?? 0) * 12 + ((m ?? 1) - 1) + months;
  return { month: (index % 12) + 1, year: Math.floor(index / 12) };
}

/**
 * The refinance request's first step filled with this calculation (its own field names, features/lead-requests
 * schemas.ts): the balance, the month the fixation ends (today + the months ahead) and the property value.
 */
export function refinanceRequestParams(form: RefinanceForm, result: FollowUpFinancingResult, today: string): URLSearchParams {
  const end = monthAhead(today, result.monthsAhead);
  return new URLSearchParams({
    debt: String(Math.round(result.balance)),
    fixMonth: String(end.month),
    fixYear: String(end.year),
    value: normalizeMoney(form.value),
  });
}
