import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { STATE_CODES, type StateCode } from '../geo/regions';
import { EngineInputError } from '../errors';
import { engineErrorOf } from '../test-helpers';
import { COMMISSION_CONVENTIONS, COMMISSION_RULE_VALID_FROM, brokerCommission } from './broker-commission';

describe('brokerCommission: buyer share by state (german-finance-facts.md § 2)', () => {
  test.each([
    ...(['BW', 'BY', 'BE', 'BB', 'NW', 'RP', 'SL', 'SN', 'ST', 'SH', 'TH'] as const).map((state) => ({
      label: `${state} 7.14 % total`,
      state,
      expected: 0.0357,
      total: 0.0714,
    })),
    { label: 'HH 6.25 % total', state: 'HH', expected: 0.03125, total: 0.0625 },
    { label: 'HB 5.95 % total', state: 'HB', expected: 0.02975, total: 0.0595 },
    { label: 'HE 5.95 % total', state: 'HE', expected: 0.02975, total: 0.0595 },
    { label: 'NI upper value of 4.76–7.14 %', state: 'NI', expected: 0.0357, total: 0.0714 },
    { label: 'MV 5.95 % total [UNVERIFIED]', state: 'MV', expected: 0.02975, total: 0.0595 },
  ] satisfies { label: string; state: StateCode; expected: number; total: number }[])(
    '$label → $expected',
    ({ state, expected, total }) => {
      const c = brokerCommission({ state, newBuild: false, price: 100_000 });
      expect(c.buyerRate).toBeCloseTo(expected, 12);
      expect(c.sellerRate).toBeCloseTo(expected, 12);
      expect(c.totalRate).toBeCloseTo(total, 12);
      expect(c.buyerAmount).toBeCloseTo(100_000 * expected, 6);
      expect(c.totalAmount).toBeCloseTo(c.buyerAmount + c.sellerAmount, 6);
    },
  );

  test.each([
    { label: 'worked example 3/5: 400k Berlin', state: 'BE', price: 400_000, expected: 14_280 },
    { label: '500k Hamburg', state: 'HH', price: 500_000, expected: 15_625 },
    { label: '300k Hessen', state: 'HE', price: 300_000, expected: 8_925 },
  ] satisfies { label: string; state: StateCode; price: number; expected: number }[])(
    '$label → buyer pays $expected',
    ({ state, price, expected }) => {
      expect(brokerCommission({ state, newBuild: false, price }).buyerAmount).toBeCloseTo(expected, 6);
    },
  );

  test('assumption flags: MV and new builds; NI carries the range', () => {
    expect(brokerCommission({ state: 'MV', newBuild: false, price: 1 }).assumption).toBe(true);
    expect(brokerCommission({ state: 'BE', newBuild: false, price: 1 }).assumption).toBe(false);
    expect(brokerCommission({ state: 'BE', newBuild: true, price: 1 }).assumption).toBe(true);
    expect(COMMISSION_CONVENTIONS.NI.buyerRateRange).toEqual([0.0238, 0.0357]);
    expect(COMMISSION_CONVENTIONS.NI.totalRateRange).toEqual([0.0476, 0.0714]);
    expect(COMMISSION_CONVENTIONS.MV.assumption).toBe(true);
  });

  test.each([
    { label: 'day the law came into force', date: '2020-12-23', expected: 'ok' },
    { label: 'day before', date: '2020-12-22', expected: 'DATE_BEFORE_RULE' },
    { label: 'malformed', date: '23.12.2020', expected: 'INVALID_DATE' },
  ])('date $label → $expected', ({ date, expected }) => {
    if (expected === 'ok') {
      expect(brokerCommission({ state: 'BE', newBuild: false, price: 1, date }).buyerRate).toBe(0.0357);
    } else {
      const e = engineErrorOf(() => brokerCommission({ state: 'BE', newBuild: false, price: 1, date }));
      expect(e).toMatchObject({ code: expected, field: 'date' });
      expect(e.params.value).toBe(date);
    }
  });

  test('a date before the rule names the first day it applies', () => {
    expect(engineErrorOf(() => brokerCommission({ state: 'BE', newBuild: false, price: 1, date: '2019-01-01' })).params).toEqual({ min: COMMISSION_RULE_VALID_FROM, value: '2019-01-01' });
  });

  test('negative price is rejected', () => {
    expect(() => brokerCommission({ state: 'BE', newBuild: false, price: -1 })).toThrow(EngineInputError);
    expect(engineErrorOf(() => brokerCommission({ state: 'BE', newBuild: false, price: -1 }))).toMatchObject({ code: 'INVALID_PRICE', field: 'price', params: { min: 0, value: -1 } });
  });

  test('an unknown state is rejected', () => {
    expect(engineErrorOf(() => brokerCommission({ state: 'XX' as StateCode, newBuild: false, price: 1 }))).toMatchObject({ code: 'UNKNOWN_STATE', field: 'state', params: { value: 'XX' } });
  });

  test('property: new build from a developer costs the buyer nothing, in every state', () => {
    fc.assert(
      fc.property(fc.constantFrom(...STATE_CODES), fc.double({ min: 0, max: 1e8, noNaN: true }), (state, price) => {
        const c = brokerCommission({ state, newBuild: true, price });
        expect(c.buyerRate).toBe(0);
        expect(c.buyerAmount).toBe(0);
        expect(c.sellerRate).toBe(c.totalRate);
      }),
    );
  });

  test('property: amounts scale monotonically with price; buyer + seller = total', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...STATE_CODES),
        fc.boolean(),
        fc.double({ min: 0, max: 1e8, noNaN: true }),
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        (state, newBuild, price, extra) => {
          const a = brokerCommission({ state, newBuild, price });
          const b = brokerCommission({ state, newBuild, price: price + extra });
          expect(b.buyerAmount).toBeGreaterThanOrEqual(a.buyerAmount);
          expect(b.totalAmount).toBeGreaterThanOrEqual(a.totalAmount);
          expect(a.buyerRate + a.sellerRate).toBeCloseTo(a.totalRate, 12);
        },
      ),
    );
  });
});
