/**
 * How a refused form comes back without JavaScript, the same way for every POST form (issue 23, ADR 025):
 * - the error codes travel in the address of the page the POST redirects to (`errors=email:invalidEmail,phone:
 *   invalidPhone`, a problem of the whole form as `error=CODE`): codes are no personal data, and the page stays
 *   a plain GET that a reload shows again;
 * - what the visitor typed travels in a short-lived HttpOnly cookie (the form's draft cookie): names, e-mail
 *   addresses and phone numbers never go into a URL (addresses end up in logs and referrers). It lives ten
 *   minutes, and a successful POST deletes it.
 */
import { env } from '@/env';
import type { FieldErrors, FormSource } from './parse-form';
import { formValues } from './parse-form';

const secure = env.PUBLIC_BASE_URL.startsWith('https://');

/** A form's draft cookie: `__Host-` prefixed over HTTPS, HttpOnly, SameSite=Lax, ten minutes. */
export interface DraftCookie<F extends string = string> {
  name: string;
  fields: readonly F[];
  /** Longest value kept per field (MAX_DRAFT_VALUE unless the form has a longer free text). */
  maxValue: number;
  options: { httpOnly: true; secure: boolean; sameSite: 'lax' | 'none'; partitioned?: true; path: '/'; maxAge: number };
}

export function draftCookie<F extends string>(base: string, fields: readonly F[], maxAgeSeconds = 600, maxValue = MAX_DRAFT_VALUE): DraftCookie<F> {
  return { name: secure ? `__Host-${base}` : base, fields, maxValue, options: { httpOnly: true, secure, sameSite: 'lax', path: '/', maxAge: maxAgeSeconds } };
}

/**
 * The draft cookie of a form that runs in a partner's frame (ADR 044): a frame on another site gets no SameSite=Lax
 * cookie, so this one is SameSite=None and Partitioned (CHIPS): the browser keeps it only for the partner's page
 * that embeds the frame, never for the site itself or another partner. Partitioned and SameSite=None need Secure:
 * browsers accept that over HTTPS and from localhost; on a plain-http host the draft is not kept.
 */
export function partitionedDraftCookie<F extends string>(base: string, fields: readonly F[], maxAgeSeconds = 600, maxValue = MAX_DRAFT_VALUE): DraftCookie<F> {
  return { name: `__Host-${base}`, fields, maxValue, options: { httpOnly: true, secure: true, sameSite: 'none', partitioned: true, path: '/', maxAge: maxAgeSeconds } };
}

/** Longest value kept per field in a draft (a form's cookie may allow a longer free text). */
const MAX_DRAFT_VALUE = 200;

/**
 * Longest draft cookie value written and read: a browser keeps a cookie of about 4 KB (name and attributes
 * included), so a longer value would be dropped whole.
 */
export const MAX_DRAFT_COOKIE_VALUE = 3800;

/**
 * The named fields of a posted form as the draft cookie's value. Empty fields are left out (they read back as '');
 * a draft that would not fit a cookie (long free texts: descriptions, sources) leaves out its longest values until
 * it fits, so the rest still comes back (a left-out field reads back as '').
 */
export function encodeDraft<F extends string>(cookie: DraftCookie<F>, source: FormSource | Record<F, string>): string {
  const long = Object.fromEntries(cookie.fields.map((f) => [f, cookie.maxValue]));
  const values = source instanceof FormData || source instanceof URLSearchParams ? formValues(source, cookie.fields, long) : formValues(source as Record<string, string>, cookie.fields, long);
  const draft: Record<string, string> = Object.fromEntries(cookie.fields.flatMap((f) => (values[f] === '' ? [] : [[f, values[f].slice(0, cookie.maxValue)]])));
  const encode = () => Buffer.from(JSON.stringify(draft), 'utf8').toString('base64url');
  let value = encode();
  while (value.length > MAX_DRAFT_COOKIE_VALUE) {
    const longest = Object.keys(draft).reduce((a, b) => (draft[b]!.length > draft[a]!.length ? b : a));
    delete draft[longest];
    value = encode();
  }
  return value;
}

/** The draft in a cookie's value (only the cookie's fields, strings only), or null when absent or unreadable. */
export function decodeDraft<F extends string>(cookie: DraftCookie<F>, value: string | undefined): Record<F, string> | null {
  if (!value || value.length > MAX_DRAFT_COOKIE_VALUE) return null;
  try {
    const raw = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as unknown;
    if (typeof raw !== 'object' || raw === null) return null;
    const record = raw as Record<string, unknown>;
    return Object.fromEntries(cookie.fields.map((f) => [f, typeof record[f] === 'string' ? (record[f] as string).slice(0, cookie.maxValue) : ''])) as Record<F, string>;
  } catch {
    return null;
  }
}

/** `{ email: 'invalidEmail', phone: 'required' }` → `email:invalidEmail,phone:required`. */
export function encodeFieldErrors(errors: FieldErrors): string {
  return Object.entries(errors)
    .filter((e): e is [string, string] => typeof e[1] === 'string')
    .map(([field, code]) => `${field}:${code}`)
    .join(',');
}

/** The `errors` parameter → known fields with known codes only (anything else in the address is ignored). */
export function decodeFieldErrors<F extends string>(value: string | null | undefined, fields: readonly F[], codes: readonly string[]): FieldErrors<F> {
  const out: FieldErrors<F> = {};
  for (const part of (value ?? '').split(',').slice(0, 50)) {
    const [field, code] = part.split(':');
    if ((fields as readonly string[]).includes(field ?? '') && codes.includes(code ?? '')) out[field as F] ??= code;
  }
  return out;
}

/** Adds a refusal to the query of the page the POST sends the visitor back to. */
export function refusalQuery(query: URLSearchParams, refusal: { errors: FieldErrors } | { error: string }): URLSearchParams {
  if ('error' in refusal) query.set('error', refusal.error);
  else {
    const encoded = encodeFieldErrors(refusal.errors);
    if (encoded) query.set('errors', encoded);
  }
  return query;
}

/** What a form page shows after a refused POST: the field errors, the form's error, and the draft. */
export interface FormState<F extends string> {
  errors: FieldErrors<F>;
  /** A problem of the whole form (one of the page's known codes), or null. */
  error: string | null;
  /** What was typed, while the draft cookie lives (a successful POST deletes it), or null. */
  draft: Record<F, string> | null;
}

/** Reads a refused form's state from the page's query and its draft cookie (see the top of this file). */
export function readFormState<F extends string>(
  query: { errors?: string | null; error?: string | null },
  draftValue: string | undefined,
  spec: { cookie: DraftCookie<F>; errorFields?: readonly string[]; codes: readonly string[]; formErrors?: readonly string[] },
): FormState<F> {
  const errors = decodeFieldErrors(query.errors, (spec.errorFields ?? spec.cookie.fields) as readonly F[], spec.codes);
  const error = spec.formErrors?.find((e) => e === query.error) ?? null;
  return { errors, error, draft: decodeDraft(spec.cookie, draftValue) };
}
