/**
 * The answers of the lp-2 request forms (purchase financing, refinancing, commercial property financing), step by step, as zod schemas. Every
 * rule yields a code per field (the UI translates it, messages `leadRequest.errors.*`); the shared validators
 * of spec section 5 (e-mail, name, German phone) and the site's money rule (lib/numbers.ts normalizeMoney:
 * "425.000" and "425000" alike) are reused, not repeated. Pure: runs on the server and in the browser.
 */
import { z } from 'zod';
import { resolveLocation } from '@/engine/geo/lookup';
import type { StateCode } from '@/engine/geo/regions';
import { MORTGAGE_LIMITS } from '@/engine/mortgage/defaults';
import { checkEmail, checkGermanPhone, checkName } from '@/lib/validators';
import { checkboxField, choiceField, codedIssue, formText, moneyField, parseEuros } from '@/lib/forms/fields';
import { formField, parseForm, type FormSource } from '@/lib/forms/parse-form';

export const REQUEST_KINDS = ['purchase', 'refinance', 'commercial'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/** The page (route name) of each form. */
export const FORM_ROUTE: Record<RequestKind, string> = { purchase: 'lp-2-purchase', refinance: 'lp-2-refinance', commercial: 'lp-2-commercial' };

/** The borrower's legal form (commercial requests): what a lender asks first. */
export const LEGAL_FORMS = ['soleTrader', 'gbr', 'gmbh', 'ug', 'kg', 'gmbhCoKg', 'ag', 'other'] as const;
export type LegalForm = (typeof LEGAL_FORMS)[number];

/** The kind of commercial property. */
export const PROPERTY_TYPES = ['office', 'retail', 'practice', 'industrial', 'hotel', 'mixedUse', 'apartmentBlock', 'other'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

/** Who uses it: the borrower's own business, tenants, or both. */
export const PROPERTY_USES = ['ownUse', 'let', 'mixed'] as const;
export type PropertyUse = (typeof PROPERTY_USES)[number];

/** When a commercial financing is needed. */
export const STARTS = ['asap', 'within3Months', 'within6Months', 'within12Months', 'later'] as const;
export type Start = (typeof STARTS)[number];

/** The longest company name kept (the commercial register allows long names; this is far above them). */
export const COMPANY_MAX = 200;

/** Monthly household net income, in euros (ranges the advisor can work with; not an exact figure). */
export const INCOME_RANGES = ['below2500', '2500to4000', '4000to6000', '6000to9000', 'above9000'] as const;
export type IncomeRange = (typeof INCOME_RANGES)[number];

/** When the purchase is planned. */
export const TIMINGS = ['propertyFound', 'within3Months', 'within6Months', 'within12Months', 'later'] as const;
export type Timing = (typeof TIMINGS)[number];

/**
 * Money bounds in whole euros. The purchase price uses the calculator's limits (spec § 9: 100,000 to
 * 10,000,000); the refinancing bounds are this project's plausibility choice.
 */
export const MONEY_LIMITS = {
  price: { min: MORTGAGE_LIMITS.minPurchasePrice, max: MORTGAGE_LIMITS.maxPurchasePrice },
  equity: { min: 0, max: MORTGAGE_LIMITS.maxPurchasePrice },
  debt: { min: 10_000, max: MORTGAGE_LIMITS.maxPurchasePrice },
  value: { min: 50_000, max: 20_000_000 },
  /** Commercial: purchase price or value, loan, net cold rent per year (this project's plausibility choice). */
  commercialValue: { min: 100_000, max: 200_000_000 },
  loan: { min: 50_000, max: 200_000_000 },
  rent: { min: 0, max: 50_000_000 },
} as const;

/** The fixed-rate period may have ended up to a year ago (the loan then runs on a variable rate) or end up to 10 years ahead. */
export const FIXATION_END_RANGE = { monthsBack: 12, monthsAhead: 120 } as const;

export type ErrorCode =
  | 'required'
  | 'invalidEmail'
  | 'invalidName'
  | 'invalidPhone'
  | 'notAnAmount'
  | 'tooLow'
  | 'tooHigh'
  | 'equityNotBelowPrice'
  | 'unknownPlace'
  | 'invalidChoice'
  | 'fixEndTooEarly'
  | 'fixEndTooLate'
  | 'tooLong'
  | 'rentRequired'
  | 'loanAboveValue'
  | 'consentRequired';

export const ERROR_CODES: readonly ErrorCode[] = [
  'required', 'invalidEmail', 'invalidName', 'invalidPhone', 'notAnAmount', 'tooLow', 'tooHigh', 'equityNotBelowPrice',
  'unknownPlace', 'invalidChoice', 'fixEndTooEarly', 'fixEndTooLate', 'tooLong', 'rentRequired', 'loanAboveValue', 'consentRequired',
];

const text = formText;
const fail = (ctx: z.RefinementCtx, code: ErrorCode): never => codedIssue(ctx, code);
const money = moneyField;
const choice = choiceField;

/** Where the property is: a German postal code or a city (engine lookup), kept with its state for display. */
export type Place = { input: string; postalCode: string; state: StateCode } | { input: string; cityId: string; state: StateCode };

const location = text.transform((v, ctx): Place => {
  const input = v.trim().replace(/\s+/g, ' ');
  if (input === '') return fail(ctx, 'required');
  const found = resolveLocation(input);
  if (found?.kind === 'postalCode') return { input, postalCode: found.postalCode, state: found.state };
  if (found?.kind === 'city') return { input, cityId: found.city.id, state: found.state };
  return fail(ctx, 'unknownPlace');
});

// ---------------------------------------------------------------------------------------------------------
// Purchase: property, finances, timing, contact

export const purchasePropertyStep = z.object({ price: money(MONEY_LIMITS.price), location });
export const purchaseFinancesStep = z.object({ equity: money(MONEY_LIMITS.equity), income: choice(INCOME_RANGES) });
export const purchaseTimingStep = z.object({ timing: choice(TIMINGS) });

// ---------------------------------------------------------------------------------------------------------
// Refinance: loan, property, contact

/** 'YYYY-MM' of the month a date falls in (today in Europe/Berlin, see lib/dates.ts). */
function monthIndex(isoDate: string): number {
  const [y, m] = isoDate.split('-').map(Number);
  return (y ?? 0) * 12 + ((m ?? 1) - 1);
}

const monthString = (index: number) => `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;

/** First and last month (YYYY-MM) a fixation may end in, seen from today. */
export function fixationEndBounds(today: string): { earliest: string; latest: string } {
  const now = monthIndex(today);
  return { earliest: monthString(now - FIXATION_END_RANGE.monthsBack), latest: monthString(now + FIXATION_END_RANGE.monthsAhead) };
}

export const refinanceLoanStep = (today: string) =>
  z
    .object({ debt: money(MONEY_LIMITS.debt), fixMonth: text, fixYear: text })
    .transform((v, ctx) => {
      const month = Number(v.fixMonth);
      const year = Number(v.fixYear);
      if (v.fixMonth === '' || v.fixYear === '') {
        ctx.addIssue({ code: 'custom', message: 'required', path: ['fixEnd'] });
        return z.NEVER;
      }
      if (!/^\d{1,2}$/.test(v.fixMonth) || !/^\d{4}$/.test(v.fixYear) || month < 1 || month > 12) {
        ctx.addIssue({ code: 'custom', message: 'invalidChoice', path: ['fixEnd'] });
        return z.NEVER;
      }
      const index = year * 12 + month - 1;
      const now = monthIndex(today);
      if (index < now - FIXATION_END_RANGE.monthsBack || index > now + FIXATION_END_RANGE.monthsAhead) {
        ctx.addIssue({ code: 'custom', message: index < now ? 'fixEndTooEarly' : 'fixEndTooLate', path: ['fixEnd'] });
        return z.NEVER;
      }
      return { debt: v.debt, fixEnd: monthString(index) };
    });

export const refinancePropertyStep = z.object({ value: money(MONEY_LIMITS.value) });

// ---------------------------------------------------------------------------------------------------------
// Commercial: company, property, financing, contact

const company = text.transform((v, ctx) => {
  const value = v.normalize('NFC').trim().replace(/\s+/g, ' ');
  if (value === '') return fail(ctx, 'required');
  if (value.length > COMPANY_MAX) return fail(ctx, 'tooLong');
  return value;
});

/** Optional money: empty is null (the rent of a property the borrower uses alone). */
const optionalMoney = ({ min, max }: { min: number; max: number }) =>
  text.transform((v, ctx): number | null => {
    if (v.trim() === '') return null;
    const n = parseEuros(v);
    if (n === null) return fail(ctx, 'notAnAmount');
    if (n < min) return fail(ctx, 'tooLow');
    if (n > max) return fail(ctx, 'tooHigh');
    return n;
  });

export const commercialCompanyStep = z.object({ company, legalForm: choice(LEGAL_FORMS) });
export const commercialPropertyStep = z.object({ propertyType: choice(PROPERTY_TYPES), use: choice(PROPERTY_USES), propertyValue: money(MONEY_LIMITS.commercialValue), location });
export const commercialFinancingStep = z.object({ loan: money(MONEY_LIMITS.loan), rent: optionalMoney(MONEY_LIMITS.rent), start: choice(STARTS) });

// ---------------------------------------------------------------------------------------------------------
// Contact (every form)

/** A name part: required; the combined name follows the shared name rule (letters, at least 3 characters). */
export function checkNamePart(own: string, other: string): { ok: true; value: string } | { ok: false; code: ErrorCode } {
  const value = own.normalize('NFC').trim().replace(/\s+/g, ' ');
  if (value === '') return { ok: false, code: 'required' };
  // Alone a part may be shorter than the rule's 3 characters ("Xu"); its letters are checked behind a valid prefix.
  if (!checkName(`Abc ${value}`).ok || !checkName(`${value} ${other.trim() || 'Abc'}`).ok) return { ok: false, code: 'invalidName' };
  return { ok: true, value };
}

export const contactStep = z
  .object({ givenName: text, surname: text, email: text, phone: text, consent: checkboxField })
  .transform((v, ctx) => {
    const checks = {
      givenName: checkNamePart(v.givenName, v.surname),
      surname: checkNamePart(v.surname, v.givenName),
      email: checkEmail(v.email),
      phone: checkGermanPhone(v.phone),
    };
    for (const [field, result] of Object.entries(checks)) if (!result.ok) ctx.addIssue({ code: 'custom', message: result.code, path: [field] });
    if (!v.consent) ctx.addIssue({ code: 'custom', message: 'consentRequired', path: ['consent'] });
    const { givenName, surname, email, phone } = checks;
    if (!givenName.ok || !surname.ok || !email.ok || !phone.ok || !v.consent) return z.NEVER;
    return { givenName: givenName.value, surname: surname.value, email: email.value, phone: phone.value, consent: true as const };
  });

export type Contact = z.output<typeof contactStep>;

// ---------------------------------------------------------------------------------------------------------
// Steps of each form

/** Every field of the three forms (each has a label in messages: `leadRequest.fields.<name>.label`). */
export type FieldName =
  | 'price'
  | 'location'
  | 'equity'
  | 'income'
  | 'timing'
  | 'debt'
  | 'fixEnd'
  | 'fixMonth'
  | 'fixYear'
  | 'value'
  | 'givenName'
  | 'surname'
  | 'email'
  | 'phone'
  | 'consent'
  | 'company'
  | 'legalForm'
  | 'propertyType'
  | 'use'
  | 'propertyValue'
  | 'loan'
  | 'rent'
  | 'start';

/** The steps of the three forms (titled in messages: `leadRequest.steps.<kind>.<id>`). */
export type StepId = 'property' | 'finances' | 'timing' | 'contact' | 'loan' | 'company' | 'commercialProperty' | 'financing';

export interface StepDef {
  id: StepId;
  /** Form fields of the step (the query keys of the non-identifying steps). */
  fields: readonly FieldName[];
  /** Fields as the errors name them (fixMonth/fixYear report as fixEnd). */
  errorFields: readonly FieldName[];
  schema: (today: string) => z.ZodType<Record<string, unknown>>;
  /** Contact data travels only in POST bodies, never in a URL. */
  identifying: boolean;
}

const step = (id: StepId, fields: readonly FieldName[], schema: (today: string) => z.ZodType, identifying = false, errorFields = fields): StepDef => ({
  id,
  fields,
  errorFields,
  schema: schema as StepDef['schema'],
  identifying,
});

const CONTACT = step('contact', ['givenName', 'surname', 'email', 'phone', 'consent'], () => contactStep, true);

export const STEPS: Record<RequestKind, readonly StepDef[]> = {
  purchase: [
    step('property', ['price', 'location'], () => purchasePropertyStep),
    step('finances', ['equity', 'income'], () => purchaseFinancesStep),
    step('timing', ['timing'], () => purchaseTimingStep),
    CONTACT,
  ],
  refinance: [step('loan', ['debt', 'fixMonth', 'fixYear'], refinanceLoanStep, false, ['debt', 'fixEnd']), step('property', ['value'], () => refinancePropertyStep), CONTACT],
  commercial: [
    step('company', ['company', 'legalForm'], () => commercialCompanyStep),
    step('commercialProperty', ['propertyType', 'use', 'propertyValue', 'location'], () => commercialPropertyStep),
    step('financing', ['loan', 'rent', 'start'], () => commercialFinancingStep),
    CONTACT,
  ],
};

/** Query keys of a form page's state: the step to show, error codes of the final POST (field:code list, form error). */
export const PAGE_STATE_KEYS = ['step', 'error', 'errors'] as const;

/** Every query key of a form's non-identifying steps (registered for the proxy in src/i18n/query-pages.ts). */
export function answerKeys(kind: RequestKind): string[] {
  return STEPS[kind].filter((s) => !s.identifying).flatMap((s) => [...s.fields]);
}

export type FieldErrors = Record<string, ErrorCode>;
export type StepResult = { ok: true; value: Record<string, unknown> } | { ok: false; errors: FieldErrors };

type Source = FormSource;

/** The first value of a field, whatever carries it (query, posted form, page search params). */
export const readField = formField;

/** Validates one step's fields (the form kit's parseForm): its value, or one code per failing field. */
export function validateStep(def: StepDef, source: Source, today: string): StepResult {
  const parsed = parseForm(def.schema(today), source, def.fields, { codes: ERROR_CODES, fallback: 'invalidChoice', formField: def.errorFields[0] });
  return parsed.ok ? { ok: true, value: parsed.data } : { ok: false, errors: parsed.errors as FieldErrors };
}

export type PurchaseAnswers = { price: number; location: Place; equity: number; income: IncomeRange; timing: Timing };
export type RefinanceAnswers = { debt: number; fixEnd: string; value: number };
export type CommercialAnswers = { company: string; legalForm: LegalForm; propertyType: PropertyType; use: PropertyUse; propertyValue: number; location: Place; loan: number; rent: number | null; start: Start };
export type Answers = { kind: 'purchase'; answers: PurchaseAnswers } | { kind: 'refinance'; answers: RefinanceAnswers } | { kind: 'commercial'; answers: CommercialAnswers };

/**
 * All answers of a form (the final POST re-validates every step): the answers and the contact, or the first
 * failing step with its errors. Cross-step rule: the equity must stay below the purchase price.
 */
export function validateRequest(
  kind: RequestKind,
  source: Source,
  today: string,
): { ok: true; request: Answers; contact: Contact } | { ok: false; stepIndex: number; errors: FieldErrors } {
  const values: Record<string, unknown> = {};
  const steps = STEPS[kind];
  for (let i = 0; i < steps.length; i++) {
    const result = validateStep(steps[i]!, source, today);
    if (!result.ok) return { ok: false, stepIndex: i, errors: result.errors };
    Object.assign(values, result.value);
    const cross = crossStepErrors(kind, values);
    if (cross) return { ok: false, stepIndex: i, errors: cross };
  }
  const { givenName, surname, email, phone, consent, ...answers } = values as Record<string, unknown> & Contact;
  return { ok: true, request: { kind, answers } as unknown as Answers, contact: { givenName, surname, email, phone, consent } };
}

/**
 * Rules across steps, reported on the step that completes them: the equity below the purchase price; for a
 * commercial property that is let (alone or partly), the rent, which lenders need; a loan at most 1.5 times the
 * property's value (with purchase costs and works a loan may exceed the price, rarely by more).
 */
export const MAX_LOAN_TO_VALUE = 1.5;

export function crossStepErrors(kind: RequestKind, values: Record<string, unknown>): FieldErrors | null {
  if (kind === 'purchase' && typeof values.equity === 'number' && typeof values.price === 'number' && values.equity >= values.price) return { equity: 'equityNotBelowPrice' };
  if (kind === 'commercial' && 'rent' in values) {
    const errors: FieldErrors = {};
    if (typeof values.loan === 'number' && typeof values.propertyValue === 'number' && values.loan > values.propertyValue * MAX_LOAN_TO_VALUE) errors.loan = 'loanAboveValue';
    if (values.rent === null && (values.use === 'let' || values.use === 'mixed')) errors.rent = 'rentRequired';
    return Object.keys(errors).length > 0 ? errors : null;
  }
  return null;
}
