import { describe, expect, test } from 'vitest';
import { fillPlaceholders } from '@/lib/placeholders';

describe('fillPlaceholders', () => {
  test.each([
    { label: 'one placeholder', text: 'Hello {name}!', values: { name: 'Anna' }, expected: 'Hello Anna!' },
    { label: 'several, one used twice', text: '{a} and {b}, again {a}', values: { a: 'x', b: 'y' }, expected: 'x and y, again x' },
    { label: 'a number value', text: '{count} files', values: { count: 3 }, expected: '3 files' },
    { label: 'zero is a value', text: '{count} files', values: { count: 0 }, expected: '0 files' },
    { label: 'the empty string is a value', text: '[{name}]', values: { name: '' }, expected: '[]' },
    { label: 'names with digits and _', text: '{registerNumber34i} {legal_name}', values: { registerNumber34i: 'D-W-1', legal_name: 'H GmbH' }, expected: 'D-W-1 H GmbH' },
    { label: 'a missing value leaves the placeholder', text: 'Hello {name}', values: {}, expected: 'Hello {name}' },
    { label: 'a value set to undefined counts as missing', text: 'Hello {name}', values: { name: undefined }, expected: 'Hello {name}' },
    { label: 'no values at all', text: 'Hello {name}', values: undefined, expected: 'Hello {name}' },
    { label: 'no placeholders', text: 'Plain text', values: { name: 'x' }, expected: 'Plain text' },
    { label: 'not a placeholder: spaces, empty braces, a dash', text: '{ name } {} {a-b}', values: { name: 'x', a: 'y' }, expected: '{ name } {} {a-b}' },
    { label: 'a value is not filled again', text: '{a}', values: { a: '{b}', b: 'no' }, expected: '{b}' },
  ])('$label', ({ text, values, expected }) => {
    expect(fillPlaceholders(text, values)).toBe(expected);
  });

  test.each([
    { label: 'an empty text', missing: () => '', expected: 'Hello !' },
    { label: 'the name in brackets', missing: (_: string, name: string) => `[${name}]`, expected: 'Hello [name]!' },
  ])('a missing value becomes what `missing` says: $label', ({ missing, expected }) => {
    expect(fillPlaceholders('Hello {name}!', { other: 'x' }, missing)).toBe(expected);
  });

  test('`missing` may throw', () => {
    expect(() =>
      fillPlaceholders('{known} {unknown}', { known: 'x' }, (placeholder) => {
        throw new Error(`Unknown placeholder ${placeholder}`);
      }),
    ).toThrow('Unknown placeholder {unknown}');
  });
});
