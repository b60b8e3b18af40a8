/**
 * Whole-euro amounts while the visitor types them: digits grouped by the locale's thousands separator
 * (de "425.000", en "425,000"), and the caret kept after the same digit. Pure; used by
 * src/components/forms/MoneyInput.tsx in the browser and for its server-rendered value. What the form
 * submits stays readable by normalizeMoney (src/lib/numbers.ts), so the no-JavaScript form works too.
 */
import type { Locale } from '@/i18n/routes';
import { normalizeMoney } from './numbers';

export const THOUSANDS_SEPARATOR: Readonly<Record<Locale, string>> = { de: '.', en: ',' };

/**
 * The typed text grouped by thousands. Only texts that are whole amounts (digits, possibly already grouped,
 * or pasted with spaces as "425 000") are regrouped; anything else (a decimal, a letter) is returned as
 * typed so that the validation can name the problem.
 */
export function formatMoneyTyping(text: string, locale: Locale): string {
  const t = text.trim();
  if (t === '') return '';
  // The locale's own separator and spaces are grouping wherever they stand (typing into "4.250" gives
  // "4.2500"); the other locale's separator only when strictly grouped (a pasted "425,000" on the German page).
  const own = t.replace(new RegExp(`[${THOUSANDS_SEPARATOR[locale] === '.' ? '.' : ','}\\s\u00a0\u202f]`, 'g'), '');
  const plain = /^\d+$/.test(own) ? own : normalizeMoney(t);
  if (!/^\d+$/.test(plain)) return text;
  const digits = plain.replace(/^0+(?=\d)/, '');
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, THOUSANDS_SEPARATOR[locale]);
}

/** The plain number of a typed amount ("425.000" → 425000), or null when it is not a whole amount. */
export function parseMoney(text: string): number | null {
  const plain = normalizeMoney(text);
  return /^\d+$/.test(plain) ? Number(plain) : null;
}

/**
 * Where the caret belongs after regrouping: behind the same number of digits as before, so typing in the
 * middle of "425.000" does not throw the caret to the end.
 */
export function caretAfterFormat(before: string, caret: number, after: string): number {
  const digitsBefore = before.slice(0, caret).replace(/\D/g, '').length;
  if (digitsBefore === 0) return 0;
  let seen = 0;
  for (let i = 0; i < after.length; i++) {
    if (/\d/.test(after[i]!)) seen++;
    if (seen === digitsBefore) return i + 1;
  }
  return after.length;
}

/**
 * Regroups the amount in a plain DOM field as the visitor types (for server-rendered forms without React, such
 * as the rates pages' sentence): the same text and caret MoneyInput gives. Browser only.
 */
export function regroupMoneyField(input: HTMLInputElement, locale: Locale): void {
  const typed = input.value;
  const formatted = formatMoneyTyping(typed, locale);
  if (formatted === typed) return;
  const caret = caretAfterFormat(typed, input.selectionStart ?? typed.length, formatted);
  input.value = formatted;
  if (input.ownerDocument.activeElement === input) input.setSelectionRange(caret, caret);
}
