import { describe, expect, test } from 'vitest';
import { ENGINE_ERROR_CODES, EngineInputError, finite } from './errors';
import { brokerCommission } from './fees/broker-commission';
import { transferTaxEntry } from './fees/transfer-tax';
import type { StateCode } from './geo/regions';
import { assertFixationYears } from './rates/model';
import { engineErrorOf } from './test-helpers';

describe('EngineInputError: the one error of the engine', () => {
  test('carries a code, the field it is about and parameters; the message is for developers', () => {
    const e = new EngineInputError('OUT_OF_RANGE', 'purchasePrice', { min: 1, max: 2, value: 3 });
    expect(e).toBeInstanceOf(Error);
    expect(e).toMatchObject({ name: 'EngineInputError', code: 'OUT_OF_RANGE', field: 'purchasePrice', params: { min: 1, max: 2, value: 3 } });
    expect(e.message).toBe('OUT_OF_RANGE (purchasePrice)');
    expect(new EngineInputError('NO_BUDGET', undefined, {}, 'nothing left').message).toBe('nothing left');
  });

  test('without a field: field undefined, params empty', () => {
    const e = new EngineInputError('NO_BUDGET');
    expect(e.field).toBeUndefined();
    expect(e.params).toEqual({});
    expect(e.message).toBe('NO_BUDGET');
  });

  test('the codes are unique upper-case names', () => {
    expect(new Set(ENGINE_ERROR_CODES).size).toBe(ENGINE_ERROR_CODES.length);
    for (const code of ENGINE_ERROR_CODES) expect(code).toMatch(/^[A-Z][A-Z_]*$/);
  });

  test('modules of every kind throw it: rates, transfer tax, broker commission', () => {
    expect(engineErrorOf(() => assertFixationYears(7))).toMatchObject({ code: 'INVALID_FIXATION', field: 'fixationYears', params: { value: 7 } });
    expect(engineErrorOf(() => transferTaxEntry('BE', '1996-12-31'))).toMatchObject({ code: 'DATE_BEFORE_HISTORY', field: 'date', params: { min: '1997-01-01', value: '1996-12-31', state: 'BE' } });
    expect(engineErrorOf(() => transferTaxEntry('ZZ' as StateCode, '2024-01-01'))).toMatchObject({ code: 'UNKNOWN_STATE', field: 'state', params: { value: 'ZZ' } });
    expect(engineErrorOf(() => brokerCommission({ state: 'BE', newBuild: false, price: Number.NaN }))).toMatchObject({ code: 'INVALID_PRICE', field: 'price' });
    expect(engineErrorOf(() => brokerCommission({ state: 'BE', newBuild: false, price: 1, date: '2020-12-22' }))).toMatchObject({ code: 'DATE_BEFORE_RULE', field: 'date', params: { min: '2020-12-23', value: '2020-12-22' } });
  });
});

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
