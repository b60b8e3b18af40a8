import { describe, expect, test } from 'vitest';
import { employeeNet, pensionerNet, type TaxContext } from './net';

const SINGLE_2026: TaxContext = { year: 2026, filing: 'single', partnerTaxableAnnual: 0 };
const STANDARD_PENSION_2026 = 1_913.4;

describe('KVdR and Pflege for pensioners (FACTS § 6, 2026)', () => {
  test.each([
    {
      label: 'standard pension, children: KV half of 14.6 % + 2.9 %, Pflege 3.6 % in full',
      gross: STANDARD_PENSION_2026, childless: false, kv: 1_913.4 * 0.0875, pv: 1_913.4 * 0.036,
    },
    {
      label: 'standard pension, childless: Pflege 4.2 %',
      gross: STANDARD_PENSION_2026, childless: true, kv: 1_913.4 * 0.0875, pv: 1_913.4 * 0.042,
    },
    { label: '1,000 € pension', gross: 1_000, childless: false, kv: 87.5, pv: 36 },
    { label: 'above the KV/PV ceiling 5,812.50: contributions stop there', gross: 7_000, childless: false, kv: 5_812.5 * 0.0875, pv: 5_812.5 * 0.036 },
  ])('$label', ({ gross, childless, kv, pv }) => {
    const n = pensionerNet({ statutoryGross: gross, startYear: 2026, otherPension: 0, investmentIncome: 0, investmentGainShare: 0, childless, date: '2026-11-23', tax: SINGLE_2026 });
    expect(n.kvStatutory).toBeCloseTo(kv, 6);
    expect(n.pvStatutory).toBeCloseTo(pv, 6);
  });

  test('2025: the average Zusatzbeitrag was 2.5 %, so KV is half of 17.1 %', () => {
    const n = pensionerNet({ statutoryGross: 1_000, startYear: 2025, otherPension: 0, investmentIncome: 0, investmentGainShare: 0, date: '2025-08-01', tax: SINGLE_2026 });
    expect(n.kvStatutory).toBeCloseTo(85.5, 6);
  });

  test('a Betriebsrente (other pension) pays the full KV rate', () => {
    const n = pensionerNet({ statutoryGross: 0, startYear: 2026, otherPension: 400, investmentIncome: 0, investmentGainShare: 0, date: '2026-11-23', tax: SINGLE_2026 });
    expect(n.kvOther).toBeCloseTo(400 * 0.175, 6);
    expect(n.pvOther).toBeCloseTo(400 * 0.036, 6);
  });
});

describe('income tax of a pensioner', () => {
  test('standard pension starting 2026 (84 % taxable): 698 € a year by § 32a after the deductions', () => {
    // taxable = 1,913.40 × 12 × 0.84 − 102 − 36 − (167.4225 + 68.8824) × 12 = 16,313.41 → zone 2 → 698 €
    const n = pensionerNet({ statutoryGross: STANDARD_PENSION_2026, startYear: 2026, otherPension: 0, investmentIncome: 0, investmentGainShare: 0, childless: false, date: '2026-11-23', tax: SINGLE_2026 });
    expect(n.besteuerungsanteil).toBeCloseTo(0.84, 10);
    expect(n.taxableAnnual).toBeCloseTo(16_313.4132, 3);
    expect(n.incomeTax).toBeCloseTo(698 / 12, 10);
    expect(n.net).toBeCloseTo(STANDARD_PENSION_2026 - 167.4225 - 68.8824 - 698 / 12, 6);
  });

  test('a later start year taxes a larger share, so the net is lower', () => {
    const at = (startYear: number) =>
      pensionerNet({ statutoryGross: 2_500, startYear, otherPension: 0, investmentIncome: 0, investmentGainShare: 0, date: '2026-11-23', tax: SINGLE_2026 }).net;
    expect(at(2040)).toBeLessThan(at(2026));
    expect(at(2058)).toBeLessThan(at(2040));
  });

  test('joint filing with a partner without income halves the rate (splitting)', () => {
    const base = { statutoryGross: 3_000, startYear: 2030, otherPension: 0, investmentIncome: 0, investmentGainShare: 0, date: '2026-11-23' };
    const single = pensionerNet({ ...base, tax: SINGLE_2026 });
    const joint = pensionerNet({ ...base, tax: { year: 2026, filing: 'joint', partnerTaxableAnnual: 0 } });
    expect(joint.incomeTax).toBeLessThan(single.incomeTax);
  });

  test('investment drawdown: only the gains share is taxed, at 25 % plus Soli (26.375 %)', () => {
    const n = pensionerNet({ statutoryGross: 0, startYear: 2026, otherPension: 0, investmentIncome: 1_000, investmentGainShare: 0.4, date: '2026-11-23', tax: SINGLE_2026 });
    expect(n.investmentTax).toBeCloseTo(105.5, 10);
    expect(n.investmentNet).toBeCloseTo(894.5, 10);
  });
});

describe('net income of an employee (2026)', () => {
  test('9,000 € gross, single, with children: the Solidaritätszuschlag in its Milderungszone is deducted (audit case)', () => {
    // By hand: RV 8,450 × 9.3 % = 785.85; KV 5,812.50 × 8.75 % = 508.59375; PV 5,812.50 × 1.8 % = 104.625;
    // taxable 108,000 − 1,230 − 36 − 12 × 1,399.06875 = 89,945.175 → 89,945; § 32a zone 4: 0.42 × 89,945 −
    // 11,135.63 = 26,641.27 → 26,641; Soli min(5.5 % × 26,641, 11.9 % × (26,641 − 20,350)) = 748.62.
    const n = employeeNet({ monthlyGross: 9_000, employment: 'employed', compulsoryGrv: false, childless: false, date: '2026-11-23', tax: SINGLE_2026 });
    expect(n.incomeTax).toBeCloseTo((26_641 + 748.62) / 12, 6);
    // ALV (employee half of 2.6 %) 8,450 × 1.3 % = 109.85.
    expect(n.net).toBeCloseTo(9_000 - 785.85 - 109.85 - 508.59375 - 104.625 - (26_641 + 748.62) / 12, 6);
    // A church member in Bavaria also pays 8 % of 26,641 = 2,131.28 a year.
    const church = employeeNet({ monthlyGross: 9_000, employment: 'employed', compulsoryGrv: false, childless: false, date: '2026-11-23', tax: { ...SINGLE_2026, churchTaxRate: 0.08 } });
    expect(n.net - church.net).toBeCloseTo(2_131.28 / 12, 6);
  });

  test('4,500 € gross, single, with children: contributions and § 32a tax', () => {
    const n = employeeNet({ monthlyGross: 4_500, employment: 'employed', compulsoryGrv: false, childless: false, date: '2026-11-23', tax: SINGLE_2026 });
    expect(n.rv).toBeCloseTo(4_500 * 0.093, 6);
    expect(n.alv).toBeCloseTo(4_500 * 0.013, 6);
    expect(n.kv).toBeCloseTo(4_500 * 0.0875, 6);
    expect(n.pv).toBeCloseTo(4_500 * 0.018, 6);
    const taxable = 54_000 - 1_230 - 36 - (n.rv + n.kv + n.pv) * 12;
    expect(n.taxableAnnual).toBeCloseTo(taxable, 6);
    const z = (Math.floor(taxable) - 17_799) / 10_000;
    expect(n.incomeTax).toBeCloseTo(Math.floor((173.1 * z + 2_397) * z + 1_034.87) / 12, 10);
    expect(n.net).toBeCloseTo(4_500 - n.rv - n.alv - n.kv - n.pv - n.incomeTax, 10);
  });

  test('self-employed without compulsory enrolment pays no RV and no ALV, but full KV and PV', () => {
    const n = employeeNet({ monthlyGross: 4_000, employment: 'selfEmployed', compulsoryGrv: false, date: '2026-11-23', tax: SINGLE_2026 });
    expect(n.rv).toBe(0);
    expect(n.alv).toBe(0);
    expect(n.kv).toBeCloseTo(4_000 * 0.175, 6);
    expect(n.pv).toBeCloseTo(4_000 * 0.036, 6);
  });
});
