/**
 * The answers of the two criteria funnels (issue 14, spec §§ 2–4): AF ("what can I afford") and OM ("the right
 * mortgage"). One question per step; the answers travel in the URL of plain GET forms (every step repeats the
 * earlier answers as hidden fields), so the funnel works without JavaScript, back works, and a result can be
 * shared or bookmarked. Pure: runs on the server and in the browser.
 *
 * Every field has one name in the URL (the constants below are the contract between the questionnaire, the AF
 * result and the OM report) and one parser; errors are codes with parameters, the UI words them.
 */
import { parseMoney } from '@/lib/money-input';
import { searchParam } from '@/lib/search-params';
import { MORTGAGE_LIMITS } from '@/engine/mortgage/defaults';

export const FUNNELS = ['AF', 'OM'] as const;
export type FunnelCode = (typeof FUNNELS)[number];

export function isFunnelCode(value: unknown): value is FunnelCode {
  return value === 'AF' || value === 'OM';
}

/** Choice values (spec § 3 enumerations where the spec has one). */
export const CHOICES = Object.freeze({
  /** Spec: employment employed, selfEmployed; civil servants are asked apart because lenders rate them best. */
  employment: ['employed', 'civilServant', 'selfEmployed'] as const,
  /** German or EU/EEA citizen; a permanent residence permit; a limited permit. */
  residency: ['citizen', 'permanent', 'limited'] as const,
  /** Spec property usage 'own home', 'investment property'. */
  usage: ['ownHome', 'investment'] as const,
  /** Existing building or new build / first purchase of a new building (KfW 300 vs 308). */
  building: ['existing', 'new'] as const,
  /** How sure the buyer is about how long they keep the property. */
  sure: ['sure', 'likely', 'unsure'] as const,
  risk: ['low', 'medium', 'high'] as const,
  adults: ['1', '2'] as const,
});

type Choices = typeof CHOICES;
export type ChoiceField = keyof Choices;
export type ChoiceValue<F extends ChoiceField> = Choices[F][number];

/** Bounds of the numeric answers (money in euros per month or in total, ages and years whole). */
export const FUNNEL_LIMITS = Object.freeze({
  /** Household net income per month. */
  income: { min: 500, max: 100_000 },
  /** Monthly payments of other loans and leases. */
  commitments: { min: 0, max: 50_000 },
  /** Own funds. */
  equity: { min: 0, max: 10_000_000 },
  /** Purchase price: the mortgage calculator's range. */
  price: { min: MORTGAGE_LIMITS.minPurchasePrice, max: MORTGAGE_LIMITS.maxPurchasePrice },
  /** Age of the older borrower. */
  age: { min: 18, max: 75 },
  /** Years they expect to keep the property. */
  hold: { min: 1, max: 40 },
  children: { min: 0, max: 10 },
});

export type NumberField = keyof typeof FUNNEL_LIMITS;
/** Money fields accept "425.000", "425,000", "425 000 €"; the others whole numbers. */
const MONEY_FIELDS: readonly NumberField[] = ['income', 'commitments', 'equity', 'price'];

/** The place: a state code or a city id as in the mortgage calculator (`loc`); resolved by the caller. */
export type TextField = 'loc';
export type FunnelField = NumberField | ChoiceField | TextField;

/** The steps of each funnel, in order, with the fields each asks. */
export const STEPS = Object.freeze({
  AF: [
    { id: 'income', fields: ['income'] },
    { id: 'household', fields: ['adults', 'children'] },
    { id: 'commitments', fields: ['commitments'] },
    { id: 'equity', fields: ['equity', 'loc'] },
    { id: 'employment', fields: ['employment'] },
    { id: 'residency', fields: ['residency'] },
  ],
  OM: [
    { id: 'purchase', fields: ['price', 'loc', 'usage', 'building'] },
    { id: 'equity', fields: ['equity'] },
    { id: 'income', fields: ['income', 'children'] },
    { id: 'age', fields: ['age'] },
    { id: 'hold', fields: ['hold', 'sure'] },
    { id: 'risk', fields: ['risk'] },
  ],
} as const satisfies Record<FunnelCode, readonly { id: string; fields: readonly FunnelField[] }[]>);

export type StepId<F extends FunnelCode> = (typeof STEPS)[F][number]['id'];

export interface AnswerError {
  /** REQUIRED, NOT_A_NUMBER, NOT_WHOLE, TOO_LOW {min}, TOO_HIGH {max}, INVALID_OPTION. */
  code: 'REQUIRED' | 'NOT_A_NUMBER' | 'NOT_WHOLE' | 'TOO_LOW' | 'TOO_HIGH' | 'INVALID_OPTION';
  params: Record<string, number>;
}

export interface AfAnswers {
  income: number;
  /** Where they want to buy: state code or city id (purchase costs); resolved by the caller. */
  loc: string;
  adults: 1 | 2;
  children: number;
  commitments: number;
  equity: number;
  employment: ChoiceValue<'employment'>;
  residency: ChoiceValue<'residency'>;
}

export interface OmAnswers {
  price: number;
  /** State code or city id; the caller resolves it (resolvePlace) and reports an unknown place. */
  loc: string;
  usage: ChoiceValue<'usage'>;
  building: ChoiceValue<'building'>;
  equity: number;
  income: number;
  children: number;
  age: number;
  hold: number;
  sure: ChoiceValue<'sure'>;
  risk: ChoiceValue<'risk'>;
}

export type Answers<F extends FunnelCode> = F extends 'AF' ? AfAnswers : OmAnswers;

type Query = URLSearchParams | Record<string, string | string[] | undefined>;

/** Optional fields take this value when left empty or left out of an answered step. */
const OPTIONAL_DEFAULTS: Partial<Record<FunnelField, string>> = { children: '0', building: 'existing' };

/** A plain number as people type it ("3", "2,5", "2.5"); null if it is none. */
function wholeOrDecimal(text: string): number | null {
  if (!/^-?\d+([.,]\d+)?$/.test(text)) return null;
  return Number(text.replace(',', '.'));
}

/** Parses one field; `undefined` raw means not answered yet. */
export function parseField(field: FunnelField, text: string | undefined): { value: number | string } | { error: AnswerError } | null {
  const trimmed = (text ?? '').trim();
  const fallback = OPTIONAL_DEFAULTS[field];
  if (trimmed === '') {
    if (fallback !== undefined && text !== undefined) return parseField(field, fallback);
    return text === undefined ? null : { error: { code: 'REQUIRED', params: {} } };
  }
  if (field === 'loc') return /^[A-Za-z0-9-]{2,60}$/.test(trimmed) ? { value: trimmed } : { error: { code: 'INVALID_OPTION', params: {} } };
  if (field in CHOICES) {
    const options = CHOICES[field as ChoiceField] as readonly string[];
    return options.includes(trimmed) ? { value: trimmed } : { error: { code: 'INVALID_OPTION', params: {} } };
  }
  const limits = FUNNEL_LIMITS[field as NumberField];
  const money = MONEY_FIELDS.includes(field as NumberField);
  const n = money ? parseMoney(trimmed) : wholeOrDecimal(trimmed);
  if (n === null) return { error: { code: 'NOT_A_NUMBER', params: {} } };
  if (!Number.isInteger(n)) return { error: { code: 'NOT_WHOLE', params: {} } };
  if (n < limits.min) return { error: { code: 'TOO_LOW', params: { min: limits.min } } };
  if (n > limits.max) return { error: { code: 'TOO_HIGH', params: { max: limits.max } } };
  return { value: n };
}

export interface FunnelState<F extends FunnelCode> {
  funnel: F;
  /** Parsed values of the answered fields. */
  values: Partial<Record<FunnelField, number | string>>;
  /** Errors of answered fields (present in the URL but not valid). */
  errors: Partial<Record<FunnelField, AnswerError>>;
  /** The raw texts, to put back into the form (inputs kept after an error). */
  texts: Partial<Record<FunnelField, string>>;
  /** Index of the first step with a missing or invalid answer; STEPS[funnel].length when all are valid. */
  firstOpenStep: number;
  /** All answers, when every step is valid. */
  complete: Answers<F> | null;
}

/** Reads a funnel's answers from a URL query; never throws. */
export function readAnswers<F extends FunnelCode>(funnel: F, query: Query): FunnelState<F> {
  const steps = STEPS[funnel] as readonly { id: string; fields: readonly FunnelField[] }[];
  const values: FunnelState<F>['values'] = {};
  const errors: FunnelState<F>['errors'] = {};
  const texts: FunnelState<F>['texts'] = {};
  let firstOpenStep = steps.length;
  steps.forEach((step, index) => {
    let open = false;
    // A step is answered once any of its fields is in the URL; its optional fields may then be left out.
    const answered = step.fields.some((field) => searchParam(query, field) !== undefined);
    for (const field of step.fields) {
      const given = searchParam(query, field);
      const text = given === undefined && answered && OPTIONAL_DEFAULTS[field] !== undefined ? '' : given;
      if (given !== undefined) texts[field] = given.slice(0, 100);
      const parsed = parseField(field, text);
      if (parsed === null) open = true;
      else if ('error' in parsed) {
        errors[field] = parsed.error;
        open = true;
      } else values[field] = parsed.value;
    }
    if (open && firstOpenStep === steps.length) firstOpenStep = index;
  });
  const complete = firstOpenStep === steps.length ? (toAnswers(funnel, values) as Answers<F>) : null;
  return { funnel, values, errors, texts, firstOpenStep, complete };
}

function toAnswers(funnel: FunnelCode, v: Partial<Record<FunnelField, number | string>>): AfAnswers | OmAnswers {
  if (funnel === 'AF') {
    return {
      income: v.income as number,
      loc: v.loc as string,
      adults: Number(v.adults) === 2 ? 2 : 1,
      children: v.children as number,
      commitments: v.commitments as number,
      equity: v.equity as number,
      employment: v.employment as AfAnswers['employment'],
      residency: v.residency as AfAnswers['residency'],
    };
  }
  return {
    price: v.price as number,
    loc: v.loc as string,
    usage: v.usage as OmAnswers['usage'],
    building: v.building as OmAnswers['building'],
    equity: v.equity as number,
    income: v.income as number,
    children: v.children as number,
    age: v.age as number,
    hold: v.hold as number,
    sure: v.sure as OmAnswers['sure'],
    risk: v.risk as OmAnswers['risk'],
  };
}

/** The URL query of a funnel's answers (fields of the given steps only; numbers plain). */
export function answersToQuery(funnel: FunnelCode, values: Partial<Record<FunnelField, number | string>>, uptoStep: number = STEPS[funnel].length): URLSearchParams {
  const q = new URLSearchParams({ funnel });
  (STEPS[funnel] as readonly { fields: readonly FunnelField[] }[]).slice(0, uptoStep).forEach((step) => {
    for (const field of step.fields) {
      const value = values[field];
      if (value !== undefined) q.set(field, String(value));
    }
  });
  return q;
}

/**
 * The complete OM answers of a report's address (its query string, as a booking from the report carries it), in
 * the questionnaire's order; null when they are not a complete, valid set (a cut or edited address).
 */
export function completeOmAnswers(query: string | null | undefined): Record<string, string> | null {
  if (!query || query.length > 500) return null;
  const state = readAnswers('OM', new URLSearchParams(query));
  return state.complete ? Object.fromEntries(answersToQuery('OM', state.values)) : null;
}
