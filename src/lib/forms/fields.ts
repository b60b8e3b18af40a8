/**
 * The form kit's field rules on zod (issue 23, ADR 025): what a form field may hold, each rule failing with a
 * code (the issue's message) that the UI translates. Built on the shared validators of spec section 5
 * (lib/validators.ts) and the site's money reading (lib/numbers.ts), so a rule exists once. Browser-safe.
 */
import { z } from 'zod';
import { checkEmail, checkGermanPhone, checkName } from '@/lib/validators';
import { toNumber } from '@/engine/mortgage/validation';
import { normalizeMoney } from '@/lib/numbers';
import { MAX_FIELD_LENGTH } from './parse-form';

/** Ends a transform with a coded issue on the current field. */
export function codedIssue(ctx: z.RefinementCtx, code: string, path?: (string | number)[]): never {
  ctx.addIssue({ code: 'custom', message: code, ...(path ? { path } : {}) });
  return z.NEVER;
}

/** Any text (absent → ''), at most MAX_FIELD_LENGTH characters. */
export const formText = z.preprocess((v) => (typeof v === 'string' ? v.slice(0, MAX_FIELD_LENGTH) : ''), z.string());

/** A person's name (required): trimmed, single spaces. Codes: required, invalidName. */
export const nameField = formText.transform((v, ctx) => {
  const checked = checkName(v);
  return checked.ok ? checked.value : codedIssue(ctx, checked.code);
});

/** An optional name: null when empty. */
export const optionalNameField = formText.transform((v, ctx) => {
  if (v.trim() === '') return null;
  const checked = checkName(v);
  return checked.ok ? checked.value : codedIssue(ctx, checked.code);
});

/** An e-mail address as the site stores it. Codes: required, invalidEmail. */
export const emailField = formText.transform((v, ctx) => {
  const checked = checkEmail(v);
  return checked.ok ? checked.value : codedIssue(ctx, checked.code);
});

/** A German phone number, optional (null when empty). Code: invalidPhone. */
export const phoneField = formText.transform((v, ctx) => {
  const checked = checkGermanPhone(v);
  return checked.ok ? checked.value : codedIssue(ctx, checked.code);
});

/** One of the options. Codes: required (empty), invalidChoice. */
export const choiceField = <T extends string>(options: readonly T[]) =>
  formText.transform((v, ctx): T => {
    if (v === '') return codedIssue(ctx, 'required');
    return (options as readonly string[]).includes(v) ? (v as T) : codedIssue(ctx, 'invalidChoice');
  });

/** One of the options or nothing (empty → null). Code: invalidChoice. */
export const optionalChoiceField = <T extends string>(options: readonly T[]) =>
  formText.transform((v, ctx): T | null => {
    if (v === '') return null;
    return (options as readonly string[]).includes(v) ? (v as T) : codedIssue(ctx, 'invalidChoice');
  });

/** A checkbox: checked when the browser sent it ('on', or the value 'yes'). */
export const checkboxField = z.preprocess((v) => v === 'yes' || v === 'on' || v === 'true', z.boolean());

/** Whole euros as typed ("425.000", "425000", "425 000"), or null. */
export function parseEuros(raw: string): number | null {
  const n = toNumber(normalizeMoney(raw));
  return n === null || n < 0 ? null : Math.round(n);
}

/** An amount in whole euros between the bounds. Codes: required, notAnAmount, tooLow, tooHigh. */
export const moneyField = ({ min, max }: { min: number; max: number }) =>
  formText.transform((v, ctx) => {
    if (v.trim() === '') return codedIssue(ctx, 'required');
    const n = parseEuros(v);
    if (n === null) return codedIssue(ctx, 'notAnAmount');
    if (n < min) return codedIssue(ctx, 'tooLow');
    if (n > max) return codedIssue(ctx, 'tooHigh');
    return n;
  });
