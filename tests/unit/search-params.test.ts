import { describe, expect, test } from 'vitest';
import { firstValue, searchParam, type QuerySource } from '@/lib/search-params';

describe('firstValue', () => {
  test.each([
    { label: 'a single value', value: 'a', expected: 'a' },
    { label: 'the empty string stays', value: '', expected: '' },
    { label: 'a repeated parameter gives the first', value: ['a', 'b'], expected: 'a' },
    { label: 'a repeated parameter whose first is empty', value: ['', 'b'], expected: '' },
    { label: 'an empty array', value: [], expected: undefined },
    { label: 'an absent parameter', value: undefined, expected: undefined },
  ])('$label', ({ value, expected }) => {
    expect(firstValue(value)).toBe(expected);
  });
});

describe('searchParam', () => {
  const record: QuerySource = { one: 'a', many: ['b', 'c'], empty: '', none: undefined };
  const params: QuerySource = new URLSearchParams('one=a&many=b&many=c&empty=');
  test.each([
    { label: 'page params, a single value', source: record, key: 'one', expected: 'a' },
    { label: 'page params, a repeated parameter', source: record, key: 'many', expected: 'b' },
    { label: 'page params, an empty value', source: record, key: 'empty', expected: '' },
    { label: 'page params, an entry set to undefined', source: record, key: 'none', expected: undefined },
    { label: 'page params, a missing key', source: record, key: 'missing', expected: undefined },
    { label: 'URLSearchParams, a single value', source: params, key: 'one', expected: 'a' },
    { label: 'URLSearchParams, a repeated parameter', source: params, key: 'many', expected: 'b' },
    { label: 'URLSearchParams, an empty value', source: params, key: 'empty', expected: '' },
    { label: 'URLSearchParams, a missing key', source: params, key: 'missing', expected: undefined },
  ])('$label', ({ source, key, expected }) => {
    expect(searchParam(source, key)).toBe(expected);
  });
});
