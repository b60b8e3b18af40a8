/**
 * The house-budget page's form state (what the visitor typed, percentages in percent), its URL encoding
 * (shareable; the no-JavaScript GET form submits exactly these names) and its evaluation with the engine
 * (src/engine/house-budget.ts). Pure and never throws: runs on the server and in the browser.
 */
import { EngineInputError } from '@/engine/errors';
import { BUDGET_DEFAULTS as D, BURDEN_RATIO_LIMITS, HOUSEHOLD_CALCULATION, houseBudget, type BudgetResult } from '@/engine/house-budget';
import { CALCULATOR_FIXATION_YEARS, MORTGAGE_LIMITS, SUGGESTED_COMMISSION_PERCENT, type CalculatorFixationYears } from '@/engine/mortgage/defaults';
import { toNumber } from '@/engine/mortgage/validation';
import type { RateMarket } from '@/engine/rates/market';
import { normalizeMoney } from '@/lib/numbers';
import { searchParam } from '@/lib/search-params';
import { resolvePlace, type FieldError, type ResolvedPlace } from './mortgage-form';

export interface BudgetForm {
  /** Monthly net household income, euros. */
  income: string;
  /** Monthly payments of other loans, euros. */
  loans: string;
  rule: 'burden' | 'living';
  /** Burden ratio in percent (rule burden). */
  ratio: string;
  /** Adults in the household (rule living). */
  adults: string;
  /** Children in the household (rule living). */
  children: string;
  /** Living space of the home in m² (rule living), for its running costs. */
  area: string;
  /** Own monthly living costs, euros (rule living); optional: empty = the banks' flat rates. */
  living: string;
  equity: string;
  rateMode: 'auto' | 'manual';
  /** Own rate in percent (rateMode manual). */
  rate: string;
  /** Initial repayment in percent. */
  repayment: string;
  fix: CalculatorFixationYears;
  loc: string;
  /** Buyer commission in percent. */
  commission: string;
}

export const BUDGET_FORM_KEYS = ['income', 'loans', 'rule', 'ratio', 'adults', 'children', 'area', 'living', 'equity', 'rateMode', 'rate', 'repayment', 'fix', 'loc', 'commission'] as const;

export const DEFAULT_BUDGET_FORM: Readonly<BudgetForm> = Object.freeze({
  income: String(D.netIncome),
  loans: String(D.otherLoans),
  rule: 'burden',
  ratio: String(Math.round(D.burdenRatio * 100)),
  adults: String(D.adults),
  children: String(D.children),
  area: String(D.livingArea),
  living: D.livingCosts === null ? '' : String(D.livingCosts),
  equity: String(D.equity),
  rateMode: 'auto',
  rate: '',
  repayment: String(D.repayment * 100),
  fix: D.fixationYears,
  loc: 'berlin',
  commission: String(SUGGESTED_COMMISSION_PERCENT),
});

export type ParamSource = URLSearchParams | Record<string, string | string[] | undefined>;

const MAX_LENGTH = 32;

export function budgetFormFromParams(source: ParamSource): BudgetForm {
  const text = (key: keyof BudgetForm) => {
    const v = searchParam(source, key);
    return v === undefined ? (DEFAULT_BUDGET_FORM[key] as string) : v.slice(0, MAX_LENGTH);
  };
  const fixRaw = Number(searchParam(source, 'fix'));
  const rule = searchParam(source, 'rule');
  const rateMode = searchParam(source, 'rateMode');
  return {
    income: text('income'),
    loans: text('loans'),
    rule: rule === 'burden' || rule === 'living' ? rule : DEFAULT_BUDGET_FORM.rule,
    ratio: text('ratio'),
    adults: text('adults'),
    children: text('children'),
    area: text('area'),
    living: text('living'),
    equity: text('equity'),
    rateMode: rateMode === 'manual' || rateMode === 'auto' ? rateMode : DEFAULT_BUDGET_FORM.rateMode,
    rate: text('rate'),
    repayment: text('repayment'),
    fix: (CALCULATOR_FIXATION_YEARS as readonly number[]).includes(fixRaw) ? (fixRaw as CalculatorFixationYears) : DEFAULT_BUDGET_FORM.fix,
    loc: text('loc'),
    commission: text('commission'),
  };
}

const MONEY_KEYS: ReadonlySet<string> = new Set(['income', 'loans', 'living', 'equity']);

/** The URL of a form state: all keys, amounts as plain numbers ("425.000" → "425000") so the link reads the same in both languages. */
export function budgetFormToParams(form: BudgetForm): URLSearchParams {
  const p = new URLSearchParams();
  for (const key of BUDGET_FORM_KEYS) p.set(key, MONEY_KEYS.has(key) ? normalizeMoney(form[key] as string) : String(form[key]));
  return p;
}

export type BudgetFormErrors = Partial<Record<keyof BudgetForm, FieldError>>;

export interface BudgetEvaluation {
  result: BudgetResult | null;
  place: ResolvedPlace | null;
  errors: BudgetFormErrors;
  valid: boolean;
  /** The parsed inputs the result was calculated from (euros; ratio and repayment as fractions), for its sentence. */
  inputs: { income: number; loans: number; ratio: number | null; living: number | null; repayment: number } | null;
}

const FORM_KEY_OF_ENGINE: Record<string, keyof BudgetForm> = {
  netIncome: 'income',
  otherLoans: 'loans',
  burdenRatio: 'ratio',
  livingCosts: 'living',
  adults: 'adults',
  children: 'children',
  livingArea: 'area',
  equity: 'equity',
  interestRate: 'rate',
  repayment: 'repayment',
  commission: 'commission',
  locationTax: 'loc',
  fixationYears: 'fix',
};

/** Field errors: REQUIRED, NOT_A_NUMBER, NOT_WHOLE, TOO_LOW {min}, TOO_HIGH {max} (in the field's unit), NO_BUDGET, LOCATION_REQUIRED, NO_MARKET. */
export function evaluateBudgetForm(form: BudgetForm, date: string, market: RateMarket | null): BudgetEvaluation {
  const errors: BudgetFormErrors = {};
  const money = (key: 'income' | 'loans' | 'living' | 'equity', required = true): number | null => {
    const t = normalizeMoney(form[key]);
    if (t === '') {
      if (required) errors[key] = { code: 'REQUIRED', params: {} };
      return required ? null : 0;
    }
    const n = toNumber(t);
    if (n === null) errors[key] = { code: 'NOT_A_NUMBER', params: {} };
    return n;
  };
  const percent = (key: 'ratio' | 'rate' | 'repayment' | 'commission', required = true): number | null => {
    const t = form[key].trim();
    if (t === '') {
      if (required) errors[key] = { code: 'REQUIRED', params: {} };
      return required ? null : 0;
    }
    const n = toNumber(t);
    if (n === null) errors[key] = { code: 'NOT_A_NUMBER', params: {} };
    return n === null ? null : n / 100;
  };
  /** Adults, children (whole) and the living space (m², decimals allowed); the engine checks the bounds. */
  const count = (key: 'adults' | 'children' | 'area', whole: boolean, empty: number | null): number | null => {
    const t = form[key].trim();
    if (t === '') {
      if (empty === null) errors[key] = { code: 'REQUIRED', params: {} };
      return empty;
    }
    const n = toNumber(t);
    if (n === null) errors[key] = { code: 'NOT_A_NUMBER', params: {} };
    else if (whole && !Number.isInteger(n)) errors[key] = { code: 'NOT_WHOLE', params: {} };
    return n;
  };
  const income = money('income');
  const loans = money('loans', false);
  const equity = money('equity');
  const rule = form.rule === 'living' ? 'livingCosts' : 'burden';
  const ratio = rule === 'burden' ? percent('ratio') : null;
  const household = rule === 'livingCosts';
  // The own living-costs figure is optional: empty means the banks' flat rates.
  const living = household && normalizeMoney(form.living) !== '' ? money('living') : null;
  const adults = household ? count('adults', true, null) : null;
  const children = household ? count('children', true, 0) : null;
  const area = household ? count('area', false, null) : null;
  const rate = form.rateMode === 'manual' ? percent('rate') : null;
  const repayment = percent('repayment');
  const commission = percent('commission', false);
  const place = form.loc.trim() === '' ? null : resolvePlace(form.loc, date);
  if (!place) errors.loc = { code: 'LOCATION_REQUIRED', params: {} };
  if (form.rateMode !== 'manual' && !market) errors.rate = { code: 'NO_MARKET', params: {} };

  let result: BudgetResult | null = null;
  if (Object.keys(errors).length === 0 && place && income !== null && equity !== null && repayment !== null) {
    try {
      result = houseBudget(
        {
          netIncome: income,
          otherLoans: loans ?? 0,
          rule,
          burdenRatio: ratio,
          livingCosts: living,
          adults,
          children,
          livingArea: area,
          equity,
          locationTax: place.taxRate,
          commission: commission ?? 0,
          repayment,
          fixationYears: form.fix,
          interestRate: rate,
        },
        { market },
      );
    } catch (e) {
      if (!(e instanceof EngineInputError)) throw e;
      const key = FORM_KEY_OF_ENGINE[e.field ?? ''] ?? 'income';
      errors[key] = engineFieldError(e, key);
    }
  }
  const inputs = result && income !== null && repayment !== null ? { income, loans: loans ?? 0, ratio, living, repayment } : null;
  return { result, place, errors, valid: result !== null && Object.keys(errors).length === 0, inputs };
}

/** Percent fields show their bounds in percent, money fields in euros. */
const PERCENT_KEYS = new Set(['ratio', 'rate', 'repayment', 'commission']);

export function engineFieldError(e: EngineInputError, key: string): FieldError {
  const p = e.params as Record<string, unknown>;
  const scale = PERCENT_KEYS.has(key) ? 100 : 1;
  const num = (v: unknown) => (typeof v === 'number' ? Math.round(v * scale * 100) / 100 : 0);
  switch (e.code) {
    case 'MINIMUM':
      return { code: 'TOO_LOW', params: { min: num(p.minimum) } };
    case 'MAXIMUM':
      return { code: 'TOO_HIGH', params: { max: num(p.maximum) } };
    case 'NO_BUDGET':
      return { code: 'NO_BUDGET', params: {} };
    case 'NO_MARKET':
      return { code: 'NO_MARKET', params: {} };
    case 'REQUIRED':
      return { code: 'REQUIRED', params: {} };
    case 'INVALID_INPUT':
      return { code: p.integer === true ? 'NOT_WHOLE' : 'NOT_A_NUMBER', params: {} };
    default:
      return { code: 'NOT_A_NUMBER', params: {} };
  }
}

/**
 * The link into the mortgage calculator with the budget's figures: price, savings, percent mode with the same
 * repayment, fixation, place and commission (and the own rate), so that it shows the same monthly payment.
 */
export function mortgageCalculatorParams(form: BudgetForm, result: BudgetResult): URLSearchParams {
  const p = new URLSearchParams({
    price: String(result.maxPrice),
    savings: normalizeMoney(form.equity),
    mode: 'percent',
    repayment: form.repayment.trim(),
    fix: String(form.fix),
    loc: form.loc,
    commission: form.commission.trim() === '' ? '0' : form.commission.trim(),
  });
  if (form.rateMode === 'manual') {
    p.set('rateMode', 'manual');
    p.set('rate', form.rate.trim());
  }
  return p;
}

export const BUDGET_RATIO_RANGE = { min: BURDEN_RATIO_LIMITS.min * 100, max: BURDEN_RATIO_LIMITS.max * 100, recommended: BURDEN_RATIO_LIMITS.default * 100, guidanceMax: BURDEN_RATIO_LIMITS.guidanceMax * 100 };
export const BUDGET_LIMITS = { minPrice: MORTGAGE_LIMITS.minPurchasePrice };
/** The household calculation's figures for the page's rules text: euros a month, buffer in percent. */
export const BUDGET_HOUSEHOLD_RATES = {
  firstAdult: HOUSEHOLD_CALCULATION.firstAdult,
  furtherAdult: HOUSEHOLD_CALCULATION.furtherAdult,
  child: HOUSEHOLD_CALCULATION.child,
  perSqm: HOUSEHOLD_CALCULATION.runningCostsPerSqm,
  bufferPercent: HOUSEHOLD_CALCULATION.bufferShare * 100,
};
