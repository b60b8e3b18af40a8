/**
 * The retirement planner's form state (issue 13 "Page"): what the visitor typed (money in euros, percentages
 * in percent), its URL encoding (shareable; the no-JavaScript form and the PDF take exactly these names), and
 * its evaluation with the pension engine. Pure: runs on the server (page render, PDF, sheet) and in the
 * browser (instant recalculation).
 */
import { EngineInputError } from '@/engine/errors';
import { toNumber } from '@/engine/mortgage/validation';
import { calculatePensionPlan, type PensionInputs, type PensionPlan } from '@/engine/pension';
import { DEPRECIATION_OPTIONS, type DepreciationOption } from '@/engine/pension/constants';
import { PENSION_EXAMPLE } from '@/engine/pension/example';
import type { RateMarket } from '@/engine/rates/market';
import { normalizeMoney } from '@/lib/numbers';
import { searchParam } from '@/lib/search-params';

export type YesNo = 'yes' | 'no';

export interface PensionForm {
  /** Age in years. */
  age: string;
  /** Monthly gross income, euros. */
  inc: string;
  sex: '' | 'male' | 'female' | 'other';
  edu: '' | 'university' | 'highSchool' | 'other';
  /** Monthly savings, euros. */
  sav: string;
  /** Total savings in the bank, euros. */
  bank: string;
  /** Home owner. */
  own: YesNo;
  /** City of residence (free text, shown only). */
  city: string;
  /** Monthly cold rent, euros. */
  rent: string;
  /** Partner's monthly gross income, euros (optional). */
  partner: string;
  /** Own home: property value, outstanding mortgage, monthly payment (euros), interest rate (percent). */
  hval: string;
  hdebt: string;
  hpay: string;
  hrate: string;
  /** Amounts at a future age in nominal euros (2 % inflation) instead of today's euros. */
  infl: YesNo;
  emp: 'employed' | 'selfEmployed';
  /** Self-employed with compulsory statutory pension insurance. */
  grvc: YesNo;
  /** Statutory pension points so far: as an employee, as self-employed, or the total from the statement. */
  pe: string;
  ps: string;
  pt: string;
  /** Share of the monthly savings invested in ETFs, percent. */
  etf: string;
  /** Value of the ETF holdings today, euros. */
  etfv: string;
  /** Other pensions a month (company pension, Riester, …), euros. */
  oth: string;
  /** Sliders: desired retirement age, monthly and one-time contribution (euros). */
  ra: string;
  mc: string;
  oc: string;
  /** Tax filing: '' = automatic (joint with a partner income). */
  tax: '' | 'single' | 'joint';
  /** Childless (Pflege rate): '' = not stated. */
  cl: '' | YesNo;
  /** Church tax on the income tax (church member). */
  ch: YesNo;
  /** Depreciation of the investment property. */
  dep: DepreciationOption;
}

export const PENSION_FORM_KEYS = [
  'age', 'inc', 'sex', 'edu', 'sav', 'bank', 'own', 'city', 'rent', 'partner', 'hval', 'hdebt', 'hpay', 'hrate',
  'infl', 'emp', 'grvc', 'pe', 'ps', 'pt', 'etf', 'etfv', 'oth', 'ra', 'mc', 'oc', 'tax', 'cl', 'ch', 'dep',
] as const satisfies readonly (keyof PensionForm)[];

export type PensionFormKey = (typeof PENSION_FORM_KEYS)[number];

const s = (v: number | null | undefined) => (v === null || v === undefined ? '' : String(v));

/** The spec's example data (§ 9, PENSION_EXAMPLE): the form the page starts from. */
export const DEFAULT_PENSION_FORM: Readonly<PensionForm> = Object.freeze({
  age: s(PENSION_EXAMPLE.age),
  inc: s(PENSION_EXAMPLE.monthlyGrossIncome),
  sex: '',
  edu: '',
  sav: s(PENSION_EXAMPLE.monthlySavings),
  bank: s(PENSION_EXAMPLE.totalSavingsInBank),
  own: PENSION_EXAMPLE.homeOwner ? 'yes' : 'no',
  city: '',
  rent: s(PENSION_EXAMPLE.monthlyColdRent),
  partner: '',
  hval: '',
  hdebt: '',
  hpay: '',
  hrate: '',
  infl: PENSION_EXAMPLE.inflation ? 'yes' : 'no',
  emp: PENSION_EXAMPLE.currentEmployment ?? 'employed',
  grvc: 'no',
  pe: s(PENSION_EXAMPLE.grvPoints?.employed),
  ps: s(PENSION_EXAMPLE.grvPoints?.selfEmployed),
  pt: s(PENSION_EXAMPLE.grvPoints?.total),
  etf: '',
  etfv: '',
  oth: '',
  ra: s(PENSION_EXAMPLE.desiredRetirementAge),
  mc: s(PENSION_EXAMPLE.monthlyContribution),
  oc: s(PENSION_EXAMPLE.oneTimeContribution),
  tax: '',
  cl: '',
  ch: 'no',
  dep: 'linear2',
} satisfies PensionForm);

/** Choices of the enumerated fields (the first one is used for a value outside them). */
export const PENSION_FORM_CHOICES = {
  sex: ['', 'male', 'female', 'other'],
  edu: ['', 'university', 'highSchool', 'other'],
  own: ['no', 'yes'],
  infl: ['no', 'yes'],
  emp: ['employed', 'selfEmployed'],
  grvc: ['no', 'yes'],
  tax: ['', 'single', 'joint'],
  cl: ['', 'no', 'yes'],
  ch: ['no', 'yes'],
  dep: Object.keys(DEPRECIATION_OPTIONS) as DepreciationOption[],
} as const satisfies Partial<Record<PensionFormKey, readonly string[]>>;

type ChoiceKey = keyof typeof PENSION_FORM_CHOICES;

function isChoiceKey(key: PensionFormKey): key is ChoiceKey {
  return key in PENSION_FORM_CHOICES;
}

type ParamSource = URLSearchParams | Record<string, string | string[] | undefined>;

/** Strings longer than this are cut: a form value never needs more, and it bounds the work per request. */
export const PENSION_MAX_LENGTH = 40;

/** True when the parameters carry any planner input (a submitted form or a shared link). */
export function hasPensionParams(source: ParamSource): boolean {
  return PENSION_FORM_KEYS.some((k) => searchParam(source, k) !== undefined);
}

/** Form state from URL parameters: unknown keys ignored, missing keys take the example data, never throws. */
export function pensionFormFromParams(source: ParamSource): PensionForm {
  const form = { ...DEFAULT_PENSION_FORM } as Record<PensionFormKey, string>;
  for (const key of PENSION_FORM_KEYS) {
    let raw: string | undefined;
    try {
      raw = searchParam(source, key);
    } catch {
      raw = undefined;
    }
    if (typeof raw !== 'string') continue;
    const value = raw.slice(0, PENSION_MAX_LENGTH);
    if (isChoiceKey(key)) {
      if ((PENSION_FORM_CHOICES[key] as readonly string[]).includes(value)) form[key] = value;
    } else form[key] = value;
  }
  return form as unknown as PensionForm;
}

/** URL parameters of a form state (all keys, so that a shared link reproduces the result exactly). */
export function pensionFormToParams(form: PensionForm): URLSearchParams {
  const p = new URLSearchParams();
  for (const key of PENSION_FORM_KEYS) {
    const value = String(form[key] ?? '');
    p.set(key, PENSION_MONEY_KEYS.includes(key) ? normalizeMoney(value) : value);
  }
  return p;
}

/** The form still holds the example data (nothing changed): the page marks the values as an example. */
export function isExamplePensionForm(form: PensionForm): boolean {
  return PENSION_FORM_KEYS.every((k) => form[k] === DEFAULT_PENSION_FORM[k]);
}

// ---------------------------------------------------------------------------------------------------------
// Evaluation

export interface PensionFieldError {
  /** REQUIRED, INVALID_NUMBER, MINIMUM {minimum}, MAXIMUM {maximum}, POINTS_EMPTY, INVALID_OPTION. */
  code: string;
  params: Record<string, number>;
}

export type PensionFormErrors = Partial<Record<PensionFormKey, PensionFieldError>>;

export interface PensionEvaluation {
  /** The plan for the inputs; null as soon as one field has an error. */
  plan: PensionPlan | null;
  errors: PensionFormErrors;
  valid: boolean;
}

/** Form key of each engine field. */
const KEY_OF_FIELD: Readonly<Record<string, PensionFormKey>> = {
  age: 'age',
  monthlyGrossIncome: 'inc',
  sex: 'sex',
  education: 'edu',
  monthlySavings: 'sav',
  totalSavingsInBank: 'bank',
  homeOwner: 'own',
  cityOfResidence: 'city',
  monthlyColdRent: 'rent',
  partnerMonthlyGrossIncome: 'partner',
  currentHomePropertyValue: 'hval',
  currentHomeOutstandingMortgage: 'hdebt',
  currentHomeMonthlyMortgagePayment: 'hpay',
  currentHomeInterestRate: 'hrate',
  inflation: 'infl',
  currentEmployment: 'emp',
  grvCompulsoryEnroll: 'grvc',
  'grvPoints.total': 'pt',
  'grvPoints.employed': 'pe',
  'grvPoints.selfEmployed': 'ps',
  etfShare: 'etf',
  etfValue: 'etfv',
  monthlyOtherPension: 'oth',
  desiredRetirementAge: 'ra',
  monthlyContribution: 'mc',
  oneTimeContribution: 'oc',
  taxFiling: 'tax',
  childless: 'cl',
  churchTax: 'ch',
  depreciation: 'dep',
};

/** Fields entered in percent that the engine takes as fractions (bounds are shown in percent). */
const PERCENT_KEYS: readonly PensionFormKey[] = ['hrate', 'etf'];
/** Fields entered as whole-euro amounts (thousands separators allowed). */
/** Amount fields: shown grouped while typing, read and kept in addresses as plain numbers. */
export const PENSION_MONEY_KEYS: readonly PensionFormKey[] = ['inc', 'sav', 'bank', 'rent', 'partner', 'hval', 'hdebt', 'hpay', 'etfv', 'oth', 'mc', 'oc'];
const MONEY_KEYS = PENSION_MONEY_KEYS;

type NumericValue = number | null;

/** A typed number: null when empty; 'bad' when it is not a number. */
function parse(form: PensionForm, key: PensionFormKey): NumericValue | 'bad' {
  const raw = String(form[key] ?? '');
  const text = MONEY_KEYS.includes(key) ? normalizeMoney(raw) : raw.trim();
  if (text === '') return null;
  const n = toNumber(text);
  if (n === null) return 'bad';
  return PERCENT_KEYS.includes(key) ? n / 100 : n;
}

const yes = (v: string) => v === 'yes';

/** Engine inputs of a form; fields that are not numbers become errors and are replaced by the example value. */
export function pensionInputsFromForm(form: PensionForm, errors: PensionFormErrors = {}): PensionInputs {
  const fallback: Partial<Record<PensionFormKey, number | null>> = {
    age: PENSION_EXAMPLE.age ?? null,
    inc: PENSION_EXAMPLE.monthlyGrossIncome ?? null,
    sav: PENSION_EXAMPLE.monthlySavings ?? null,
    bank: PENSION_EXAMPLE.totalSavingsInBank ?? null,
    rent: PENSION_EXAMPLE.monthlyColdRent ?? null,
    pe: PENSION_EXAMPLE.grvPoints?.employed ?? 0,
    ps: 0,
    ra: PENSION_EXAMPLE.desiredRetirementAge ?? null,
    mc: 0,
    oc: 0,
  };
  const n = (key: PensionFormKey): number | null => {
    const v = parse(form, key);
    if (v !== 'bad') return v;
    errors[key] = { code: 'INVALID_NUMBER', params: {} };
    return fallback[key] ?? null;
  };
  const owner = yes(form.own);
  const selfEmployed = form.emp === 'selfEmployed';
  const total = n('pt');
  return {
    age: n('age'),
    monthlyGrossIncome: n('inc'),
    sex: form.sex === '' ? null : form.sex,
    education: form.edu === '' ? null : form.edu,
    monthlySavings: n('sav'),
    totalSavingsInBank: n('bank'),
    homeOwner: owner,
    cityOfResidence: form.city.trim() === '' ? null : form.city.trim(),
    monthlyColdRent: n('rent'),
    partnerMonthlyGrossIncome: n('partner'),
    // The home fields count only for owners (they are hidden otherwise).
    currentHomePropertyValue: owner ? n('hval') : null,
    currentHomeOutstandingMortgage: owner ? n('hdebt') : null,
    currentHomeMonthlyMortgagePayment: owner ? n('hpay') : null,
    currentHomeInterestRate: owner ? n('hrate') : null,
    inflation: yes(form.infl),
    currentEmployment: form.emp,
    grvCompulsoryEnroll: selfEmployed ? yes(form.grvc) : false,
    // The total from the pension statement wins; otherwise the two parts (an empty part counts as 0 when the
    // other one is given, so that one number is enough).
    grvPoints:
      total !== null
        ? { total }
        : (() => {
            const employed = n('pe');
            const self = n('ps');
            if (employed === null && self === null) return { employed: null, selfEmployed: null };
            return { employed: employed ?? 0, selfEmployed: self ?? 0 };
          })(),
    etfShare: n('etf'),
    etfValue: n('etfv'),
    monthlyOtherPension: n('oth'),
    desiredRetirementAge: n('ra'),
    monthlyContribution: n('mc'),
    oneTimeContribution: n('oc'),
    taxFiling: form.tax === '' ? null : form.tax,
    childless: form.cl === '' ? null : yes(form.cl),
    churchTax: yes(form.ch),
    depreciation: form.dep,
  };
}

/** The form error of an engine error (field → form key, percent bounds in percent). */
function formError(e: EngineInputError, inputs: PensionInputs): [PensionFormKey, PensionFieldError] | null {
  if (e.field === 'grvPoints') {
    return [inputs.grvPoints?.total !== undefined && inputs.grvPoints?.total !== null ? 'pt' : 'pe', { code: 'POINTS_EMPTY', params: {} }];
  }
  const key = KEY_OF_FIELD[e.field ?? ''];
  if (!key) return null;
  // Both point fields empty: the visitor must give their points (0 allowed).
  if (e.code === 'REQUIRED' && (key === 'pe' || key === 'ps')) return ['pe', { code: 'POINTS_REQUIRED', params: {} }];
  const params: Record<string, number> = {};
  const scale = PERCENT_KEYS.includes(key) ? 100 : 1;
  for (const name of ['minimum', 'maximum'] as const) {
    const v = e.params[name];
    if (typeof v === 'number') params[name] = Math.round(v * scale * 1000) / 1000;
  }
  return [key, { code: e.code, params }];
}

/** Replaces the input of a failed field by a value that passes, so that the next error can be found. */
function repair(inputs: PensionInputs, key: PensionFormKey): PensionInputs {
  const next: PensionInputs = { ...inputs };
  switch (key) {
    case 'age': next.age = PENSION_EXAMPLE.age; break;
    case 'inc': next.monthlyGrossIncome = PENSION_EXAMPLE.monthlyGrossIncome; break;
    case 'sav': next.monthlySavings = PENSION_EXAMPLE.monthlySavings; break;
    case 'bank': next.totalSavingsInBank = PENSION_EXAMPLE.totalSavingsInBank; break;
    case 'rent': next.monthlyColdRent = PENSION_EXAMPLE.monthlyColdRent; break;
    case 'pe': case 'ps': case 'pt': next.grvPoints = PENSION_EXAMPLE.grvPoints; break;
    case 'ra': next.desiredRetirementAge = null; break;
    case 'partner': next.partnerMonthlyGrossIncome = null; break;
    case 'hval': next.currentHomePropertyValue = null; break;
    case 'hdebt': next.currentHomeOutstandingMortgage = null; break;
    case 'hpay': next.currentHomeMonthlyMortgagePayment = null; break;
    case 'hrate': next.currentHomeInterestRate = null; break;
    case 'etf': next.etfShare = null; break;
    case 'etfv': next.etfValue = null; break;
    case 'oth': next.monthlyOtherPension = null; break;
    case 'mc': next.monthlyContribution = null; break;
    case 'oc': next.oneTimeContribution = null; break;
    default: return next;
  }
  return next;
}

export interface EvaluateOptions {
  /** Today 'YYYY-MM-DD' (Berlin). */
  today: string;
  /** Rate market of the day (the house cards' loan rate). */
  market: RateMarket;
}

/**
 * The plan of a form, with every field error at once (spec § 5): a field that fails is replaced by a passing
 * value and the engine asked again, so the visitor sees all messages together. Never throws for any form.
 */
export function evaluatePensionForm(form: PensionForm, { today, market }: EvaluateOptions): PensionEvaluation {
  const errors: PensionFormErrors = {};
  let inputs = pensionInputsFromForm(form, errors);
  let plan: PensionPlan | null = null;
  for (let attempt = 0; attempt <= PENSION_FORM_KEYS.length; attempt++) {
    try {
      plan = calculatePensionPlan(inputs, { today, market });
      break;
    } catch (e) {
      if (!(e instanceof EngineInputError)) throw e;
      const mapped = formError(e, inputs);
      if (!mapped) {
        // An error the form cannot place: shown at the first field.
        errors.age ??= { code: e.code, params: {} };
        break;
      }
      const [key, error] = mapped;
      // The same field again (not repairable): stop with the errors found.
      if (errors[key]) break;
      errors[key] = error;
      inputs = repair(inputs, key);
    }
  }
  const valid = Object.keys(errors).length === 0 && plan !== null;
  return { plan: valid ? plan : null, errors, valid };
}
