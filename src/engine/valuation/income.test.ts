import { describe, expect, test } from 'vitest';
import { incomeValue, presentValueFactor, type IncomeInput } from './income';

// Independent recomputation (not through the module): the present value factor and discounting by the formula.
const pv = (i: number, n: number) => Math.round(((1 - Math.pow(1 + i, -n)) / i) * 100) / 100;
const toThousands = (v: number) => Math.round(v / 1000) * 1000;

describe('the income method', () => {
  test('the present value factor (Barwertfaktor, § 34 ImmoWertV) as the literature states it: 5 %, 40 years → 17.16', () => {
    // Gutachtergruppe Nord, Lexikon "Vervielfältiger": "Bei einem Liegenschaftszinssatz von 5 % und einer
    // Restnutzungsdauer von 40 Jahren, liegt der Vervielfältiger bei 17,16."
    expect(presentValueFactor(0.05, 40).toFixed(2)).toBe('17.16');
    expect(() => presentValueFactor(0, 40)).toThrow(/OUT_OF_RANGE/);
  });

  test('a let flat, every step: gross and net income, management costs of Anlage 3 (2026), capitalised income and land value', () => {
    // 70 m², let for €900 a month, land value €60,000, 49 years left, 3 % yield.
    const r = incomeValue({ type: 'apartment', livingArea: 70, units: 1, garages: 0, commercialShare: 0, netColdRent: 900, landValue: 60_000, remainingLife: 49, propertyYield: 0.03, spread: null });
    expect(r.grossIncome).toBe(10_800);
    // Administration €439 per condominium flat, maintenance €14.40 × 70 m² = €1,008, rent loss 2 % = €216.
    expect([r.costs.administrationPerUnit, r.costs.administrationUnits, r.costs.administration, r.costs.maintenance, r.costs.rentLoss, r.costs.total]).toEqual([439, 1, 439, 1008, 216, 1663]);
    expect(r.netIncome).toBe(9137);
    // (1 − 1.03^−49) / 0.03 = 25.50.
    expect(r.presentValueFactor).toBe(25.5);
    expect(r.capitalisedIncome).toBe(232_993.5);
    // Land value discounted over 49 years: 60,000 / 1.03^49 = 14,097.02.
    expect(r.discountedLandValue).toBe(14_097.02);
    expect(r.value).toBe(247_000);
    // No published spread of the yield: ±15 %, the model's stated assumption.
    expect(r.range).toEqual({ basis: 'model', uncertainty: 0.15 });
    expect([r.low, r.high]).toEqual([210_000, 284_000]);
  });

  test('the 8-unit house in Leipzig (issue 49): administration 8 × €367 = €2,936, every step recomputed', () => {
    // 04177 Leipzig, 480 m², 8 flats, built 1905 (15 years left, the minimum), €3,600 a month, plot 450 m² × €350.
    const input: IncomeInput = { type: 'multi_family', livingArea: 480, units: 8, garages: 0, commercialShare: 0, netColdRent: 3600, landValue: 450 * 350, remainingLife: 15, propertyYield: 0.025, spread: { low: 0.02, high: 0.03 } };
    const r = incomeValue(input);
    const gross = 3600 * 12;
    const administration = 8 * 367;
    const maintenance = 14.4 * 480;
    const rentLoss = 0.02 * gross;
    expect([r.grossIncome, r.costs.administrationUnits, r.costs.administrationPerUnit, r.costs.administration]).toEqual([43_200, 8, 367, 2936]);
    expect([r.costs.maintenance, r.costs.rentLoss]).toEqual([6912, 864]);
    const net = gross - administration - maintenance - rentLoss;
    expect(r.netIncome).toBe(32_488);
    expect(r.netIncome).toBeCloseTo(net, 2);
    expect(r.presentValueFactor).toBe(pv(0.025, 15));
    const exact = Math.round(net * pv(0.025, 15) * 100) / 100 + Math.round((157_500 / Math.pow(1.025, 15)) * 100) / 100;
    expect(r.value).toBe(toThousands(exact));
    // The range: the values at the published yields' ends (3 % gives the low end, 2 % the high end).
    const at = (i: number) => toThousands(Math.round(net * pv(i, 15) * 100) / 100 + Math.round((157_500 / Math.pow(1 + i, 15)) * 100) / 100);
    expect([r.low, r.high]).toEqual([at(0.03), at(0.02)]);
    expect(r.range).toEqual({ basis: 'yieldSpread', lowYield: 0.02, highYield: 0.03 });
    // Charged once per building (the old error), the administration would be €2,569 lower and the value higher.
    expect(r.costs.administration - 367).toBe(2569);
  });

  test('garages and a commercial part: €48 and €108 per garage, 3 % administration and 4 % rent loss of the commercial rent', () => {
    const r = incomeValue({ type: 'mixed_use', livingArea: 600, units: 6, garages: 4, commercialShare: 0.3, netColdRent: 5000, landValue: 200_000, remainingLife: 40, propertyYield: 0.04, spread: null });
    // Gross €60,000: residential €42,000, commercial €18,000.
    expect([r.grossIncome, r.grossResidential, r.grossCommercial]).toEqual([60_000, 42_000, 18_000]);
    expect(r.costs).toEqual({
      administrationPerUnit: 367, administrationUnits: 6, administration: 6 * 367, administrationPerGarage: 48, administrationGarages: 4 * 48,
      administrationCommercial: 0.03 * 18_000, maintenance: 14.4 * 600, maintenanceGarages: 4 * 108, rentLoss: 0.02 * 42_000, rentLossCommercial: 0.04 * 18_000,
      total: 2202 + 192 + 540 + 8640 + 432 + 840 + 720,
    });
    expect(r.netIncome).toBe(60_000 - 13_566);
  });

  test('a one- or two-family house is charged €367 once (per building), a condominium flat €439', () => {
    const base = { livingArea: 100, garages: 0, commercialShare: 0, netColdRent: 1000, landValue: 0, remainingLife: 40, propertyYield: 0.03, spread: null };
    expect(incomeValue({ ...base, type: 'one_two_family', units: 2 }).costs.administration).toBe(367);
    expect(incomeValue({ ...base, type: 'apartment', units: 1 }).costs.administration).toBe(439);
    expect(incomeValue({ ...base, type: 'multi_family', units: 3 }).costs.administration).toBe(1101);
  });
});
