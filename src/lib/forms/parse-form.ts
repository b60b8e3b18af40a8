/**
 * The form kit's server side (issue 23, ADR 025): one way to read a posted form or a query into typed values
 * with zod, or into one error code per field. The codes are the schema's own (`codedIssue` in ./fields.ts); the
 * UI translates them. Pure and browser-safe (the lp-2 steps validate in the browser with the same schemas).
 */
import type { z } from 'zod';
import { firstValue } from '@/lib/search-params';

/** Whatever carries a form: a posted body, a request's query, or a page's `searchParams`. */
export type FormSource = FormData | URLSearchParams | Record<string, string | string[] | undefined>;

/** One code per field (the first rule that fails), e.g. `{ email: 'invalidEmail' }`. */
export type FieldErrors<F extends string = string> = Partial<Record<F, string>>;

export type ParsedForm<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/** Longest value read from a form field: bounds the work per request (validators see at most this). */
export const MAX_FIELD_LENGTH = 500;

/** The first value of a field, whatever carries it, at most `max` characters; '' when absent or a file. */
export function formField(source: FormSource, key: string, max = MAX_FIELD_LENGTH): string {
  if (source instanceof URLSearchParams || (typeof FormData !== 'undefined' && source instanceof FormData)) {
    const v = (source as URLSearchParams | FormData).get(key);
    return typeof v === 'string' ? v.slice(0, max) : '';
  }
  return (firstValue((source as Record<string, string | string[] | undefined>)[key]) ?? '').slice(0, max);
}

/** The named fields of a form as strings ('' for absent ones); a field of `maxLengths` may be longer than MAX_FIELD_LENGTH. */
export function formValues<F extends string>(source: FormSource, fields: readonly F[], maxLengths: Partial<Record<string, number>> = {}): Record<F, string> {
  return Object.fromEntries(fields.map((f) => [f, formField(source, f, maxLengths[f] ?? MAX_FIELD_LENGTH)])) as Record<F, string>;
}

export interface ParseOptions {
  /** The codes the schema uses; any other issue (zod's own) becomes `fallback`. */
  codes: readonly string[];
  fallback: string;
  /** The field an issue without a path is reported on. */
  formField?: string;
  /** Fields allowed longer than MAX_FIELD_LENGTH (a free text), read up to one character more than their limit so the schema can refuse it. */
  maxLengths?: Partial<Record<string, number>>;
}

/**
 * Parses the named fields with the schema: its output, or one code per failing field. The schema sees strings
 * only (absent fields as ''), exactly as a browser submits them.
 */
export function parseForm<S extends z.ZodType>(schema: S, source: FormSource, fields: readonly string[], options: ParseOptions): ParsedForm<z.output<S>> {
  const parsed = schema.safeParse(formValues(source, fields, options.maxLengths));
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? options.formField ?? fields[0] ?? '');
    errors[field] ??= options.codes.includes(issue.message) ? issue.message : options.fallback;
  }
  return { ok: false, errors };
}
