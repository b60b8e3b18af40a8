import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { STATE_CODES, type StateCode } from '../geo/regions';
import { loanEstimate, purchaseCosts, type PurchaseCostsInput } from './purchase-costs';

const DATE = '2026-03-01';

describe('purchaseCosts: worked examples 3 and 5 (400,000 in Berlin)', () => {
  const r = purchaseCosts({ price: 400_000, state: 'BE', date: DATE, newBuild: false, notaryMode: 'rule', savings: 80_000 });

  test.each([
    { label: 'transfer tax 6 %', key: 'transferTax', expected: 24_000 },
    { label: 'notary and land registry 2 %', key: 'notary', expected: 8_000 },
    { label: 'buyer commission 3.57 %', key: 'commission', expected: 14_280 },
    { label: 'total purchase costs', key: 'total', expected: 46_280 },
    { label: 'total cash needed with 80,000 down', key: 'cashNeeded', expected: 126_280 },
    { label: 'loan if the costs are financed', key: 'loanAmount', expected: 366_280 },
  ] satisfies { label: string; key: keyof typeof r; expected: number }[])('$label → $expected', ({ key, expected }) => {
    expect(r[key] as number).toBeCloseTo(expected, 6);
  });

  test('total rate 11.57 %', () => {
    expect(r.totalRate).toBeCloseTo(0.1157, 10);
    expect(r.transferTaxRate).toBe(0.06);
    expect(r.commissionRate).toBe(0.0357);
    expect(r.assumptions).toEqual([]);
  });
});

describe('purchaseCosts: options', () => {
  const base: PurchaseCostsInput = { price: 400_000, state: 'BE', date: DATE, newBuild: false, notaryMode: 'rule', savings: 80_000 };

  test.each([
    { label: 'new build from a developer → no commission', input: { ...base, newBuild: true }, expected: 32_000 },
    { label: 'commission override 0 (spec default)', input: { ...base, commissionRate: 0 }, expected: 32_000 },
    { label: 'commission override 5 % beats newBuild', input: { ...base, newBuild: true, commissionRate: 0.05 }, expected: 52_000 },
    { label: 'Hamburg 2022-12-31: 4.5 % tax, 3.125 % commission', input: { ...base, state: 'HH', date: '2022-12-31' }, expected: 18_000 + 8_000 + 12_500 },
    { label: 'Hamburg 2023-01-01: 5.5 % tax', input: { ...base, state: 'HH', date: '2023-01-01' }, expected: 22_000 + 8_000 + 12_500 },
    { label: 'Bayern 3.5 %', input: { ...base, state: 'BY' }, expected: 14_000 + 8_000 + 14_280 },
    {
      label: 'exact notary with the facts-file Grundschuld of 320,000',
      input: { ...base, notaryMode: 'exact', landCharge: 320_000 },
      expected: 24_000 + 5_419.4 + 14_280,
    },
  ] satisfies { label: string; input: PurchaseCostsInput; expected: number }[])('$label → total $expected', ({ input, expected }) => {
    expect(purchaseCosts(input).total).toBeCloseTo(expected, 6);
  });

  test('exact mode defaults the land charge to the financed amount and itemises the fees', () => {
    const r = purchaseCosts({ ...base, notaryMode: 'exact' });
    const landCharge = 400_000 + 24_000 + 14_280 + 8_000 - 80_000; // 366,280
    expect(r.notaryDetail?.items.find((i) => i.kv === '21200')?.value).toBeCloseTo(landCharge, 6);
    expect(r.notary).toBe(r.notaryDetail?.total);
    expect(r.notary).toBeLessThan(8_000);
    expect(r.assumptions).toContain('notary:fixedAmounts');
  });

  test('assumptions are reported: MV commission, new build, MV tax date', () => {
    expect(purchaseCosts({ ...base, state: 'MV' }).assumptions).toEqual(['transferTax:MV:2019-07-01', 'commission:MV']);
    expect(purchaseCosts({ ...base, newBuild: true }).assumptions).toEqual(['commission:newBuild']);
  });

  test('invalid input throws', () => {
    expect(() => purchaseCosts({ ...base, price: -1 })).toThrow(RangeError);
    expect(() => purchaseCosts({ ...base, commissionRate: 3.57 })).toThrow(RangeError);
    expect(() => purchaseCosts({ ...base, date: '1990-01-01' })).toThrow(/before/);
  });
});

describe('loanEstimate (spec § 9)', () => {
  test.each([
    {
      label: 'worked example 3: 400k Berlin, 3.57 %, 80k savings',
      input: { price: 400_000, cityTax: 0.06, commissionRate: 0.0357, savings: 80_000 },
      expected: 366_280,
    },
    {
      label: 'spec defaults: 425k, city tax 6 %, commission 0, 80k savings',
      input: { price: 425_000, cityTax: 0.06, commissionRate: 0, savings: 80_000 },
      expected: 379_000,
    },
    {
      label: 'spec defaults with 3.57 % commission',
      input: { price: 425_000, cityTax: 0.06, commissionRate: 0.0357, savings: 80_000 },
      expected: 394_172.5,
    },
  ])('$label → $expected', ({ input, expected }) => {
    expect(loanEstimate(input)).toBeCloseTo(expected, 6);
  });

  const rates = { cityTax: fc.constantFrom(0.035, 0.05, 0.055, 0.06, 0.065), commission: fc.double({ min: 0, max: 0.05, noNaN: true }) };

  test('property: linear (affine) in price', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e7, noNaN: true }),
        fc.double({ min: 0, max: 1e7, noNaN: true }),
        rates.cityTax,
        rates.commission,
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        (p1, p2, cityTax, commissionRate, savings) => {
          const f = (price: number) => loanEstimate({ price, cityTax, commissionRate, savings });
          // f(p1 + p2) − f(0) = (f(p1) − f(0)) + (f(p2) − f(0))
          const lhs = f(p1 + p2) - f(0);
          const rhs = f(p1) - f(0) + (f(p2) - f(0));
          expect(Math.abs(lhs - rhs)).toBeLessThanOrEqual(1e-6 * Math.max(1, Math.abs(lhs)));
          expect(f(0) + savings).toBeCloseTo(0, 9);
        },
      ),
    );
  });
});

describe('purchaseCosts: properties', () => {
  test('property: every cost component and the total are monotone in the price (all states, both modes)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<StateCode>(...STATE_CODES),
        fc.constantFrom<'rule' | 'exact'>('rule', 'exact'),
        fc.boolean(),
        fc.double({ min: 0, max: 1e7, noNaN: true }),
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        (state, notaryMode, newBuild, price, extra, savings) => {
          const a = purchaseCosts({ price, state, date: DATE, newBuild, notaryMode, savings });
          const b = purchaseCosts({ price: price + extra, state, date: DATE, newBuild, notaryMode, savings });
          expect(b.transferTax).toBeGreaterThanOrEqual(a.transferTax);
          expect(b.notary).toBeGreaterThanOrEqual(a.notary);
          expect(b.commission).toBeGreaterThanOrEqual(a.commission);
          expect(b.total).toBeGreaterThanOrEqual(a.total);
          expect(a.total).toBeCloseTo(a.transferTax + a.notary + a.commission, 6);
        },
      ),
    );
  });

  test('property: new builds never carry a buyer commission', () => {
    fc.assert(
      fc.property(fc.constantFrom<StateCode>(...STATE_CODES), fc.double({ min: 0, max: 1e7, noNaN: true }), (state, price) => {
        const r = purchaseCosts({ price, state, date: DATE, newBuild: true, notaryMode: 'rule', savings: 0 });
        expect(r.commission).toBe(0);
        expect(r.commissionRate).toBe(0);
      }),
    );
  });
});
