import { describe, expect, test } from 'vitest';
import { incomeValue, presentValueFactor } from './income';
import { valueProperty } from './index';

describe('the income method', () => {
  test('the present value factor (Barwertfaktor, § 34 ImmoWertV) as the literature states it: 5 %, 40 years → 17.16', () => {
    // Gutachtergruppe Nord, Lexikon "Vervielfältiger": "Bei einem Liegenschaftszinssatz von 5 % und einer
    // Restnutzungsdauer von 40 Jahren, liegt der Vervielfältiger bei 17,16."
    expect(presentValueFactor(0.05, 40).toFixed(2)).toBe('17.16');
    expect(() => presentValueFactor(0, 40)).toThrow(/OUT_OF_RANGE/);
  });

  test('a let flat, every step: gross and net income, management costs of Anlage 3 (2026), capitalised income and land value', () => {
    // 70 m², 1995, let for €900 a month, land value €60,000, valuation date 2026-11-27.
    const r = incomeValue({ type: 'apartment', livingArea: 70, yearBuilt: 1995, modernisedYear: null, netColdRent: 900, landValue: 60_000, date: '2026-11-27' });
    expect(r.grossIncome).toBe(10_800);
    // Administration €439 per owner-occupied flat, maintenance €14.40 × 70 m² = €1,008, rent loss 2 % = €216.
    expect(r.costs).toEqual({ administration: 439, maintenance: 1008, rentLoss: 216, total: 1663 });
    expect(r.netIncome).toBe(9137);
    // Age 31 years of 80 → remaining life 49 years; 3 % yield → factor (1 − 1.03^−49) / 0.03 = 25.50.
    expect(r.remainingLife).toBe(49);
    expect(r.presentValueFactor).toBe(25.5);
    expect(r.capitalisedIncome).toBe(232_993.5);
    // Land value discounted over 49 years: 60,000 / 1.03^49 = 14,097.02.
    expect(r.discountedLandValue).toBe(14_097.02);
    expect(r.value).toBe(247_000);
    expect([r.low, r.high]).toEqual([210_000, 284_000]);
  });

  test('a rented property is valued by both methods; their mean is the most likely value and the range spans both', () => {
    const stat = { eurPerM2: 3000, priceKind: 'transaction', period: '2025', periodEnd: '2025-12-31', source: 'x', url: 'https://example.org' };
    const r = valueProperty({ type: 'apartment', livingArea: 70, yearBuilt: 1995, modernisedYear: null, condition: 'well_kept', energyClass: 'D', features: [], netColdRent: 900 }, stat, [], '2026-11-27');
    expect(r.comparison).not.toBeNull();
    expect(r.income!.landValue).toBe(Math.round(r.comparison!.value * 0.2));
    expect(r.value).toBe(Math.round((r.comparison!.value + r.income!.value) / 2 / 1000) * 1000);
    expect(r.low).toBe(Math.min(r.comparison!.low, r.income!.low));
    expect(r.high).toBe(Math.max(r.comparison!.high, r.income!.high));
    expect(r.costMethod).toBe('notHouse');
    expect(r.landValue).toBe('estimated');
  });
});
