import { describe, expect, test } from 'vitest';
import { EngineInputError, finite } from './errors';

describe('finite', () => {
  test.each([
    { label: 'zero', value: 0 },
    { label: 'a negative number', value: -12.5 },
    { label: 'a large amount', value: 2_000_000 },
    { label: 'the largest number', value: Number.MAX_VALUE },
  ])('passes $label through', ({ value }) => {
    expect(finite(value, 'price')).toBe(value);
  });

  test.each([
    { label: 'NaN', value: Number.NaN },
    { label: '+Infinity', value: Number.POSITIVE_INFINITY },
    { label: '-Infinity', value: Number.NEGATIVE_INFINITY },
    { label: 'a numeric string', value: '100' },
    { label: 'the empty string', value: '' },
    { label: 'null', value: null },
    { label: 'undefined', value: undefined },
    { label: 'a boolean', value: true },
    { label: 'an object', value: { amount: 1 } },
  ])('rejects $label as INVALID_NUMBER of the field', ({ value }) => {
    let error: unknown;
    try {
      finite(value, 'price');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EngineInputError);
    expect(error).toMatchObject({ code: 'INVALID_NUMBER', field: 'price', params: { value } });
  });
});
