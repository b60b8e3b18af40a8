/**
 * The financing certificate's form (issue 26; spec section 3 "Financing certificate applicant info" and
 * "Property certificate request"): one or two applicants with salutation, title, names, e-mail and current
 * address (country default Germany), their net incomes, the household's other loans, children and savings, and
 * optionally the property (address and purchase price). Field names: `p_` the primary applicant, `s_` the
 * secondary one, `prop_` the property. Browser-safe.
 */
import { z } from 'zod';
import { isPostalCode } from '@/engine/geo/lookup';
import { codedIssue, emailField, formText, nameField, parseEuros } from '@/lib/forms/fields';
import { formValues, parseForm, type FieldErrors, type FormSource } from '@/lib/forms/parse-form';

export const SALUTATIONS = ['mrs', 'mr', 'none'] as const;
export type Salutation = (typeof SALUTATIONS)[number];
export const TITLES = ['', 'dr', 'prof', 'prof_dr'] as const;
export type Title = (typeof TITLES)[number];
/** Countries of a current address (ISO 3166-1 alpha-2): Germany first, then its neighbours and the usual homes of expats here. */
export const COUNTRIES = ['DE', 'AT', 'CH', 'NL', 'BE', 'LU', 'FR', 'DK', 'PL', 'CZ', 'IT', 'ES', 'PT', 'GB', 'IE', 'SE', 'US', 'CA', 'IN', 'TR', 'OTHER'] as const;
export const APPLICANT_TYPES = ['primary', 'secondary'] as const;
export type ApplicantType = (typeof APPLICANT_TYPES)[number];

const APPLICANT_KEYS = ['salutation', 'title', 'first', 'last', 'email', 'street', 'house', 'zip', 'city', 'country', 'income'] as const;
type ApplicantKey = (typeof APPLICANT_KEYS)[number];
const PROPERTY_KEYS = ['prop_street', 'prop_house', 'prop_zip', 'prop_city', 'price'] as const;

export const CERTIFICATE_FIELDS = [
  ...APPLICANT_KEYS.map((k) => `p_${k}` as const),
  'second',
  ...APPLICANT_KEYS.map((k) => `s_${k}` as const),
  'children',
  'loans',
  'savings',
  ...PROPERTY_KEYS,
] as const;
export type CertificateField = (typeof CERTIFICATE_FIELDS)[number];

export const CERTIFICATE_ERROR_CODES = ['required', 'invalidName', 'invalidEmail', 'invalidChoice', 'notAnAmount', 'notANumber', 'tooLow', 'tooHigh', 'invalidPostalCode', 'tooLong'] as const;

/** Bounds [CONVENTION]: a net income a month per applicant, other loan payments a month, savings, a purchase price; whole euros. */
export const CERTIFICATE_LIMITS = Object.freeze({
  income: { min: 500, max: 100_000 },
  loans: { min: 0, max: 50_000 },
  savings: { min: 0, max: 10_000_000 },
  price: { min: 50_000, max: 10_000_000 },
  children: { min: 0, max: 10 },
});

export interface Address {
  street: string;
  houseNumber: string;
  zipcode: string;
  city: string;
  country: string;
}

export interface Applicant {
  salutation: Salutation;
  title: Title;
  firstName: string;
  lastName: string;
  /** Required for the primary applicant, optional for the second. */
  email: string | null;
  address: Address;
  /** Net income a month, whole euros. */
  netIncome: number;
}

export interface CertificateRequest {
  applicants: [Applicant] | [Applicant, Applicant];
  children: number;
  /** Monthly payments of other loans, whole euros. */
  otherLoans: number;
  /** Own funds, whole euros. */
  savings: number;
  /** The property, when the lead names one (spec `requestPropertyCertificate`). */
  property: { address: Omit<Address, 'country'>; purchasePrice: number } | null;
}

const text = (max: number, required: boolean) =>
  formText.transform((v, ctx): string => {
    const t = v.trim().replace(/\s+/g, ' ');
    if (t === '') return required ? codedIssue(ctx, 'required') : '';
    if (t.length > max) return codedIssue(ctx, 'tooLong');
    return t;
  });
const money = (limits: { min: number; max: number }, required: boolean) =>
  formText.transform((v, ctx): number | null => {
    if (v.trim() === '') return required ? codedIssue(ctx, 'required') : null;
    const n = parseEuros(v);
    if (n === null) return codedIssue(ctx, 'notAnAmount');
    if (n < limits.min) return codedIssue(ctx, 'tooLow');
    if (n > limits.max) return codedIssue(ctx, 'tooHigh');
    return n;
  });
const choice = <T extends string>(options: readonly T[], fallback: T) =>
  formText.transform((v, ctx): T => {
    if (v === '') return fallback;
    return (options as readonly string[]).includes(v) ? (v as T) : codedIssue(ctx, 'invalidChoice');
  });
const optionalEmail = formText.transform((v, ctx): string | null => (v.trim() === '' ? null : emailField.safeParse(v).success ? emailField.parse(v) : codedIssue(ctx, 'invalidEmail')));

function applicantShape(prefix: 'p' | 's') {
  return {
    [`${prefix}_salutation`]: choice(SALUTATIONS, 'none'),
    [`${prefix}_title`]: choice(TITLES, ''),
    [`${prefix}_first`]: nameField,
    [`${prefix}_last`]: nameField,
    [`${prefix}_email`]: prefix === 'p' ? emailField : optionalEmail,
    [`${prefix}_street`]: text(100, true),
    [`${prefix}_house`]: text(10, true),
    [`${prefix}_zip`]: text(10, true),
    [`${prefix}_city`]: text(80, true),
    [`${prefix}_country`]: choice(COUNTRIES, 'DE'),
    [`${prefix}_income`]: money(CERTIFICATE_LIMITS.income, true),
  } as Record<string, z.ZodType>;
}

function applicantOf(v: Record<string, unknown>, prefix: 'p' | 's'): Applicant {
  const get = (k: ApplicantKey) => v[`${prefix}_${k}`];
  return {
    salutation: get('salutation') as Salutation,
    title: get('title') as Title,
    firstName: get('first') as string,
    lastName: get('last') as string,
    email: (get('email') as string | null) ?? null,
    address: { street: get('street') as string, houseNumber: get('house') as string, zipcode: get('zip') as string, city: get('city') as string, country: get('country') as string },
    netIncome: get('income') as number,
  };
}

const primarySchema = z.object(applicantShape('p'));
const secondarySchema = z.object(applicantShape('s'));
const householdSchema = z.object({
  second: z.preprocess((v) => v === 'on' || v === 'yes' || v === 'true', z.boolean()),
  children: formText.transform((v, ctx): number => {
    const t = v.trim();
    if (t === '') return 0;
    if (!/^\d+$/.test(t)) return codedIssue(ctx, 'notANumber');
    const n = Number(t);
    return n > CERTIFICATE_LIMITS.children.max ? codedIssue(ctx, 'tooHigh') : n;
  }),
  loans: money(CERTIFICATE_LIMITS.loans, false),
  savings: money(CERTIFICATE_LIMITS.savings, true),
  prop_street: text(100, false),
  prop_house: text(10, false),
  prop_zip: text(10, false),
  prop_city: text(80, false),
  price: money(CERTIFICATE_LIMITS.price, false),
});

export type ParsedCertificate = { ok: true; request: CertificateRequest; fields: Record<CertificateField, string> } | { ok: false; errors: FieldErrors<CertificateField> };

const PARSE = { codes: CERTIFICATE_ERROR_CODES, fallback: 'invalidChoice' };

/**
 * Reads the form: the second applicant only when `second` is ticked; the property only when any of its fields is
 * filled (then postal code and price are required: the price is what the certificate is about, the postal code
 * gives the transfer tax). Every failing field gets its code, all at once.
 */
export function parseCertificate(source: FormSource): ParsedCertificate {
  const raw = formValues(source, CERTIFICATE_FIELDS);
  const withSecond = ['on', 'yes', 'true'].includes(raw.second);
  const household = parseForm(householdSchema, source, ['second', 'children', 'loans', 'savings', ...PROPERTY_KEYS], PARSE);
  const primary = parseForm(primarySchema, source, APPLICANT_KEYS.map((k) => `p_${k}`), PARSE);
  const secondary = withSecond ? parseForm(secondarySchema, source, APPLICANT_KEYS.map((k) => `s_${k}`), PARSE) : null;
  const errors: FieldErrors<CertificateField> = {};
  for (const parsed of [household, primary, secondary]) if (parsed && !parsed.ok) Object.assign(errors, parsed.errors);
  // Checks across fields, on what was typed (so that they show with the other fields' errors at once).
  const flag = (field: CertificateField, code: string) => {
    errors[field] ??= code;
  };
  for (const p of withSecond ? (['p', 's'] as const) : (['p'] as const)) {
    const zip = raw[`${p}_zip`].trim();
    const country = raw[`${p}_country`] || 'DE';
    if (zip !== '' && (country === 'DE' ? !isPostalCode(zip) : !/^[A-Za-z0-9 -]{2,10}$/.test(zip))) flag(`${p}_zip`, 'invalidPostalCode');
  }
  const propertyNamed = PROPERTY_KEYS.some((k) => raw[k].trim() !== '');
  if (propertyNamed) {
    if (raw.price.trim() === '') flag('price', 'required');
    if (raw.prop_zip.trim() === '') flag('prop_zip', 'required');
    else if (!isPostalCode(raw.prop_zip)) flag('prop_zip', 'invalidPostalCode');
  }
  if (!household.ok || !primary.ok || (secondary && !secondary.ok) || Object.keys(errors).length > 0) return { ok: false, errors };
  const h = household.data;
  const applicants: CertificateRequest['applicants'] = secondary?.ok ? [applicantOf(primary.data as Record<string, unknown>, 'p'), applicantOf(secondary.data as Record<string, unknown>, 's')] : [applicantOf(primary.data as Record<string, unknown>, 'p')];
  const request: CertificateRequest = {
    applicants,
    children: h.children,
    otherLoans: h.loans ?? 0,
    savings: h.savings!,
    property: propertyNamed ? { address: { street: h.prop_street, houseNumber: h.prop_house, zipcode: h.prop_zip, city: h.prop_city }, purchasePrice: h.price! } : null,
  };
  return { ok: true, request, fields: fieldsOf(request) };
}

/** The request as the form's fields (kept as the lead's applicant information, and the form's next defaults). */
export function fieldsOf(request: CertificateRequest): Record<CertificateField, string> {
  const out = Object.fromEntries(CERTIFICATE_FIELDS.map((f) => [f, ''])) as Record<CertificateField, string>;
  request.applicants.forEach((a, i) => {
    const p = i === 0 ? 'p' : 's';
    Object.assign(out, {
      [`${p}_salutation`]: a.salutation, [`${p}_title`]: a.title, [`${p}_first`]: a.firstName, [`${p}_last`]: a.lastName, [`${p}_email`]: a.email ?? '',
      [`${p}_street`]: a.address.street, [`${p}_house`]: a.address.houseNumber, [`${p}_zip`]: a.address.zipcode, [`${p}_city`]: a.address.city, [`${p}_country`]: a.address.country,
      [`${p}_income`]: String(a.netIncome),
    });
  });
  out.second = request.applicants.length === 2 ? 'on' : '';
  out.children = String(request.children);
  out.loans = request.otherLoans ? String(request.otherLoans) : '';
  out.savings = String(request.savings);
  if (request.property) Object.assign(out, { prop_street: request.property.address.street, prop_house: request.property.address.houseNumber, prop_zip: request.property.address.zipcode, prop_city: request.property.address.city, price: String(request.property.purchasePrice) });
  return out;
}

/** The payslip's document type (spec `uploadDocumentExtended`): the month before the request, e.g. OCTOBER_PAYSLIP on 27 November. */
export function payslipDocumentType(berlinDate: string): string {
  const [y, m] = berlinDate.split('-').map(Number) as [number, number];
  const previous = new Date(Date.UTC(y, m - 2, 1));
  return `${previous.toLocaleString('en', { month: 'long', timeZone: 'UTC' }).toUpperCase()}_PAYSLIP`;
}

/**
 * What a link may prefill in the request form (issue 48: "Get a financing certificate for this property" on a listing
 * page): the property's purchase price, postal code and place, and the visitor's savings. URL parameters with the
 * form's own names; each is checked with the form's rules and dropped when it fails (a link never shows an error).
 */
export const CERTIFICATE_PREFILL_KEYS = ['price', 'prop_zip', 'prop_city', 'savings'] as const;
export type CertificatePrefillKey = (typeof CERTIFICATE_PREFILL_KEYS)[number];

const prefillSchemas: Record<CertificatePrefillKey, z.ZodType> = {
  price: money(CERTIFICATE_LIMITS.price, true),
  savings: money(CERTIFICATE_LIMITS.savings, true),
  prop_zip: formText.transform((v, ctx) => (isPostalCode(v.trim()) ? v.trim() : codedIssue(ctx, 'invalidPostalCode'))),
  // A place's name: letters (any script's), spaces and the marks German place names use; no markup, no digits.
  prop_city: text(80, true).refine((v) => /^[\p{L}][\p{L}\p{M} .'()/-]*$/u.test(v)),
};

/** The valid prefill parameters of a query as the form's field values (whole euros as digits). */
export function certificatePrefill(query: FormSource): Partial<Record<CertificatePrefillKey, string>> {
  const raw = formValues(query, CERTIFICATE_PREFILL_KEYS);
  const out: Partial<Record<CertificatePrefillKey, string>> = {};
  for (const key of CERTIFICATE_PREFILL_KEYS) {
    if (raw[key].trim() === '') continue;
    const parsed = prefillSchemas[key].safeParse(raw[key]);
    if (parsed.success) out[key] = String(parsed.data);
  }
  return out;
}

/** The query of a link that prefills the request form (only what is given; see certificatePrefill). */
export function certificatePrefillQuery(values: { price?: number; zip?: string; city?: string; savings?: number | null }): URLSearchParams {
  const query = new URLSearchParams();
  if (values.price !== undefined) query.set('price', String(Math.round(values.price)));
  if (values.zip) query.set('prop_zip', values.zip);
  if (values.city) query.set('prop_city', values.city);
  if (values.savings !== undefined && values.savings !== null) query.set('savings', String(Math.round(values.savings)));
  return query;
}
