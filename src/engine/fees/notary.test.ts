import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { gnotkgFeeTableB, notaryAndRegistryCosts, notaryRuleOfThumb } from './notary';

describe('gnotkgFeeTableB (§ 34 GNotKG, Tabelle B, 1.0 fee)', () => {
  test.each([
    // worked example 4 (haufe.de, fp-notare.de)
    { label: 'worked example 4: 150,000', value: 150_000, expected: 354 },
    { label: 'worked example 4: 200,000', value: 200_000, expected: 435 },
    { label: 'worked example 4: 290,000', value: 290_000, expected: 585 },
    { label: 'worked example 4: 400,000', value: 400_000, expected: 785 },
    { label: 'worked example 4: 500,000', value: 500_000, expected: 935 },
    { label: 'worked example 4: 1,000,000', value: 1_000_000, expected: 1_735 },
    // table edges
    { label: 'zero', value: 0, expected: 15 },
    { label: 'base up to 500', value: 500, expected: 15 },
    { label: 'first started step', value: 501, expected: 19 },
    { label: '2,000', value: 2_000, expected: 27 },
    { label: '10,000', value: 10_000, expected: 75 },
    { label: '25,000', value: 25_000, expected: 115 },
    { label: '50,000', value: 50_000, expected: 165 },
    { label: '320,000 (Grundschuld of the facts example)', value: 320_000, expected: 635 },
    { label: '5,000,000', value: 5_000_000, expected: 8_135 },
  ])('$label → $expected', ({ value, expected }) => {
    expect(gnotkgFeeTableB(value)).toBe(expected);
  });

  test.each([
    { label: '0.5 on 400,000', value: 400_000, multiple: 0.5, expected: 392.5 },
    { label: '2.0 on 400,000', value: 400_000, multiple: 2, expected: 1_570 },
    { label: '0.3 on 290,000', value: 290_000, multiple: 0.3, expected: 175.5 },
    { label: '0.5 on 500 hits the €15 minimum', value: 500, multiple: 0.5, expected: 15 },
    { label: '1.3 on 150,000 (Briefgrundschuld)', value: 150_000, multiple: 1.3, expected: 460.2 },
  ])('multiple: $label → $expected', ({ value, multiple, expected }) => {
    expect(gnotkgFeeTableB(value, multiple)).toBe(expected);
  });

  test('property: monotone non-decreasing in the value and at least €15', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 5e7, noNaN: true }), fc.double({ min: 0, max: 1e6, noNaN: true }), (v, d) => {
        const a = gnotkgFeeTableB(v);
        expect(a).toBeGreaterThanOrEqual(15);
        expect(gnotkgFeeTableB(v + d)).toBeGreaterThanOrEqual(a);
      }),
    );
  });

  test('property: result is a whole number of cents', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 5e7, noNaN: true }), fc.constantFrom(0.3, 0.5, 1, 1.3, 2), (v, m) => {
        const f = gnotkgFeeTableB(v, m);
        expect(Math.abs(f * 100 - Math.round(f * 100))).toBeLessThan(1e-6);
      }),
    );
  });
});

describe('notaryRuleOfThumb (spec § 9: 2 % of the price)', () => {
  test.each([
    { label: 'worked example 3/5: 400,000', price: 400_000, expected: 8_000 },
    { label: 'spec default 425,000', price: 425_000, expected: 8_500 },
    { label: 'zero', price: 0, expected: 0 },
  ])('$label → $expected', ({ price, expected }) => {
    expect(notaryRuleOfThumb(price)).toBeCloseTo(expected, 8);
  });
});

describe('notaryAndRegistryCosts (itemised GNotKG)', () => {
  test('facts-file example: price 400,000, Grundschuld 320,000', () => {
    const r = notaryAndRegistryCosts({ price: 400_000, landCharge: 320_000 });
    const byKv = Object.fromEntries(r.items.map((i) => [i.kv, i.amount]));
    expect(byKv).toEqual({
      '21100': 1_570,
      '22110': 392.5,
      '22200': 392.5,
      '21200': 635,
      '32005': 20,
      '14110': 785,
      '14150': 392.5,
      '14152': 25,
      '14121': 635,
    });
    // Facts file: notary €2,990 net (fees only), €3,558 gross; the €20 KV 32005 flat comes on top.
    const feesOnly = r.notaryNet - 20;
    expect(feesOnly).toBe(2_990);
    expect(Math.round(feesOnly * 1.19)).toBe(3_558);
    expect(r.notaryNet).toBe(3_010);
    expect(r.notaryVat).toBe(571.9);
    expect(r.notaryGross).toBe(3_581.9);
    expect(r.registry).toBe(1_837.5);
    expect(r.total).toBe(5_419.4);
    expect(r.totalRate).toBeCloseTo(0.0135, 3);
  });

  test.each([
    { label: 'cash purchase 400,000 (no land charge)', price: 400_000, landCharge: 0, notaryNet: 2_375, registry: 1_202.5 },
    { label: 'small price hits the KV 21100 minimum of €120', price: 3_000, landCharge: 0, notaryNet: 120 + 16.5 + 16.5 + 20, registry: 33 + 16.5 + 25 },
  ])('$label → notary net $notaryNet, registry $registry', ({ price, landCharge, notaryNet, registry }) => {
    const r = notaryAndRegistryCosts({ price, landCharge });
    expect(r.items.some((i) => i.kv === '21200' || i.kv === '14121')).toBe(false);
    expect(r.notaryNet).toBeCloseTo(notaryNet, 8);
    expect(r.registry).toBeCloseTo(registry, 8);
  });

  test('KV 14152 fixed amount is flagged as an assumption', () => {
    const r = notaryAndRegistryCosts({ price: 100_000, landCharge: 0 });
    expect(r.items.find((i) => i.kv === '14152')?.assumption).toBe(true);
  });

  test('property: total monotone in price and in land charge; exact stays below the 2 % rule from 100k', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e7, noNaN: true }),
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        fc.double({ min: 0, max: 1e7, noNaN: true }),
        (price, extra, landCharge) => {
          const a = notaryAndRegistryCosts({ price, landCharge });
          const b = notaryAndRegistryCosts({ price: price + extra, landCharge });
          const c = notaryAndRegistryCosts({ price, landCharge: landCharge + extra });
          expect(b.total).toBeGreaterThanOrEqual(a.total);
          expect(c.total).toBeGreaterThanOrEqual(a.total);
          expect(a.total).toBeCloseTo(a.notaryGross + a.registry, 6);
          if (price >= 100_000 && landCharge <= price) expect(a.total).toBeLessThan(notaryRuleOfThumb(price));
        },
      ),
    );
  });
});
