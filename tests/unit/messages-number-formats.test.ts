/**
 * Numbers in the messages as each language writes them (issue 48, part 5): the English partner widget's price hint
 * said "e.g. 425.000", a German grouping on an English page. Every English message writes thousands with commas and
 * decimals with a point; every German message thousands with points and decimals with a comma.
 */
import { describe, expect, test } from 'vitest';
import { createTranslator, type Messages } from 'next-intl';
import { MESSAGE_FILES, messagesFor } from '@/i18n/messages';
import type { Locale } from '@/i18n/routes';

/** Every string of a messages tree with its key path. */
function* strings(node: unknown, path: string): Generator<[string, string]> {
  if (typeof node === 'string') yield [path, node];
  else if (Array.isArray(node)) for (const [i, v] of node.entries()) yield* strings(v, `${path}[${i}]`);
  else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) yield* strings(v, path ? `${path}.${k}` : k);
}

const all = (locale: Locale) => Object.entries(MESSAGE_FILES[locale]).flatMap(([file, tree]) => [...strings(tree, '')].map(([key, text]) => ({ file, key, text })));

/** A number grouped by thousands the other language's way: "425.000" in English, "425,000" in German. */
const FOREIGN_GROUPING: Record<Locale, RegExp> = { en: /(?<![\d.,])\d{1,3}(?:\.\d{3})+(?![\d.,]*\d)/, de: /(?<![\d.,])\d{1,3}(?:,\d{3})+(?![\d.,]*\d)/ };
/** A percentage with the other language's decimal sign: "3,57 %" in English, "3.57 %" in German. */
const FOREIGN_DECIMAL_PERCENT: Record<Locale, RegExp> = { en: /\d,\d{1,2}\s?%/, de: /\d\.\d{1,2}\s?%/ };

describe('numbers in the messages', () => {
  test('the purchase widget’s price hint in each language’s grouping', () => {
    const hint = (locale: Locale) => createTranslator({ locale, messages: messagesFor(locale) as unknown as Messages, namespace: 'leadRequest' })('fields.price.hint');
    expect(hint('en')).toBe('In euros, e.g. 425,000');
    expect(hint('de')).toBe('In Euro, z. B. 425.000');
  });

  test.each(['en', 'de'] as const)('no %s message groups thousands or writes decimals of a percentage the other language’s way', (locale) => {
    const wrong = all(locale).filter(({ text }) => FOREIGN_GROUPING[locale].test(text) || FOREIGN_DECIMAL_PERCENT[locale].test(text));
    expect(wrong.map(({ file, key, text }) => `${file}: ${key}: ${text}`)).toEqual([]);
  });

  test('English writes a percentage without a space ("2%", "{rate}%") and the euro sign first, as the computed figures (Intl) do; German "2 %"', () => {
    const spaced = all('en').filter(({ text }) => /(?:\d|\})[\s\u00a0\u202f]%/.test(text));
    expect(spaced.map(({ file, key, text }) => `${file}: ${key}: ${text}`)).toEqual([]);
    const unspaced = all('de').filter(({ text }) => /\d%/.test(text));
    expect(unspaced.map(({ file, key, text }) => `${file}: ${key}: ${text}`)).toEqual([]);
    // And the euro sign before the amount in English ("€150,000"), as Intl's euro format writes it.
    const euroAfter = all('en').filter(({ text }) => /(?<![€\d.,])\d[\d,.]*[\s\u00a0]€/.test(text));
    expect(euroAfter.map(({ file, key, text }) => `${file}: ${key}: ${text}`)).toEqual([]);
    const intl = (locale: string) => new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 2 }).format(0.095);
    expect([intl('en'), intl('de').replace('\u00a0', ' ')]).toEqual(['9.50%', '9,50 %']);
  });
});
