import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { TAX_TARIFFS, tariffFor } from './constants';
import { churchTaxRate, incomeTax, incomeTaxTariff, incomeTaxWithSurcharges, marginalTaxRate, solidaritySurcharge } from './tax';

/** The § 32a formula written out independently (FACTS § 9, 2026 column). */
function reference2026(income: number): number {
  const x = Math.floor(income);
  if (x <= 12_348) return 0;
  if (x <= 17_799) {
    const y = (x - 12_348) / 10_000;
    return Math.floor((914.51 * y + 1_400) * y);
  }
  if (x <= 69_878) {
    const z = (x - 17_799) / 10_000;
    return Math.floor((173.1 * z + 2_397) * z + 1_034.87);
  }
  if (x <= 277_825) return Math.floor(0.42 * x - 11_135.63);
  return Math.floor(0.45 * x - 19_470.38);
}

describe('§ 32a EStG tariff (FACTS § 9)', () => {
  test.each([
    { label: '2026 Grundfreibetrag: no tax', year: 2026, income: 12_348, expected: 0 },
    { label: '2026 zone 2: 15,000', year: 2026, income: 15_000, expected: 435 },
    { label: '2026 end of zone 2: 17,799', year: 2026, income: 17_799, expected: 1_034 },
    { label: '2026 zone 3: 40,000', year: 2026, income: 40_000, expected: 7_209 },
    { label: '2026 zone 3: 40,000.99 rounds the income down', year: 2026, income: 40_000.99, expected: 7_209 },
    { label: '2026 end of zone 3: 69,878', year: 2026, income: 69_878, expected: 18_213 },
    { label: '2026 zone 4: 100,000', year: 2026, income: 100_000, expected: 30_864 },
    { label: '2026 zone 5: 300,000', year: 2026, income: 300_000, expected: 115_529 },
    { label: '2025 Grundfreibetrag: no tax', year: 2025, income: 12_096, expected: 0 },
    { label: '2025 zone 2: 15,000', year: 2025, income: 15_000, expected: 485 },
    { label: '2025 zone 3: 40,000', year: 2025, income: 40_000, expected: 7_320 },
    { label: '2025 zone 4: 100,000', year: 2025, income: 100_000, expected: 31_088 },
    { label: '2025 zone 5: 300,000', year: 2025, income: 300_000, expected: 115_753 },
    { label: 'a later year uses the newest tariff the facts give (2026)', year: 2040, income: 40_000, expected: 7_209 },
  ])('$label → $expected', ({ year, income, expected }) => {
    expect(incomeTax(income, year)).toBe(expected);
  });

  test.each([
    { label: 'joint 80,000 = 2 × tax(40,000)', income: 80_000, expected: 2 * 7_209 },
    { label: 'joint 24,696 = 2 × Grundfreibetrag: no tax', income: 24_696, expected: 0 },
    { label: 'joint 30,000 = 2 × tax(15,000)', income: 30_000, expected: 870 },
  ])('splitting: $label', ({ income, expected }) => {
    expect(incomeTax(income, 2026, 'joint')).toBe(expected);
  });

  test('matches the § 32a formula written out for any income (2026)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1_000_000, noNaN: true }), (x) => incomeTax(x, 2026) === reference2026(x)),
    );
  });

  test('property: the tax never falls when the income rises, and never exceeds 45 %', () => {
    for (const tariff of TAX_TARIFFS) {
      fc.assert(
        fc.property(fc.double({ min: 0, max: 500_000, noNaN: true }), fc.double({ min: 0, max: 50_000, noNaN: true }), (x, d) => {
          const a = incomeTaxTariff(x, tariff);
          const b = incomeTaxTariff(x + d, tariff);
          return b >= a && b <= 0.45 * (x + d);
        }),
      );
    }
  });

  test('property: splitting never costs more than single filing of the same total', () => {
    fc.assert(fc.property(fc.double({ min: 0, max: 500_000, noNaN: true }), (x) => incomeTax(x, 2026, 'joint') <= incomeTax(x, 2026, 'single')));
  });

  test('marginal rates with the Soli: 0 below the Grundfreibetrag, 42 % × 1.119 in the Milderungszone, 45 % × 1.055 at the top', () => {
    expect(marginalTaxRate(5_000, 2026)).toBe(0);
    // 100,000 €: tax 30,864 € lies in the Soli's Milderungszone (11.9 % of the tax above 20,350 €).
    expect(marginalTaxRate(100_000, 2026)).toBeCloseTo(0.42 * 1.119, 3);
    expect(marginalTaxRate(400_000, 2026)).toBeCloseTo(0.45 * 1.055, 3);
    // Church members in Bavaria pay 8 % on top of the tax.
    expect(marginalTaxRate(400_000, 2026, 'single', { churchTaxRate: 0.08 })).toBeCloseTo(0.45 * 1.135, 3);
  });

  test('Solidaritätszuschlag (§§ 3, 4 SolZG): Freigrenze 20,350 € (2026) / 19,950 € (2025), 11.9 % above it, at most 5.5 %', () => {
    expect(solidaritySurcharge(20_350, 2026)).toBe(0);
    expect(solidaritySurcharge(20_351, 2026)).toBe(0.11); // 11.9 % of 1 €, cents cut off
    expect(solidaritySurcharge(26_641, 2026)).toBe(748.62); // 11.9 % × 6,291 = 748.629
    expect(solidaritySurcharge(40_000, 2026)).toBe(2_200); // 5.5 % × 40,000 < 11.9 % × 19,650
    expect(solidaritySurcharge(20_350, 2025)).toBe(47.6); // 11.9 % × 400 above the 2025 Freigrenze
    expect(solidaritySurcharge(40_700, 2026, 'joint')).toBe(0);
    expect(solidaritySurcharge(40_701, 2026, 'joint')).toBe(0.11);
  });

  test('church tax: 8 % in Bavaria and Baden-Württemberg, 9 % elsewhere and when the state is unknown', () => {
    expect(churchTaxRate('BY')).toBe(0.08);
    expect(churchTaxRate('BW')).toBe(0.08);
    expect(churchTaxRate('NW')).toBe(0.09);
    expect(churchTaxRate(null)).toBe(0.09);
    expect(incomeTaxWithSurcharges(89_945, 2026, 'single', { churchTaxRate: 0.08 })).toBeCloseTo(26_641 + 748.62 + 2_131.28, 6);
  });

  test('tariffFor picks the year or the nearest known one', () => {
    expect(tariffFor(2024).year).toBe(2025);
    expect(tariffFor(2025).year).toBe(2025);
    expect(tariffFor(2026).year).toBe(2026);
    expect(tariffFor(2031).year).toBe(2026);
  });
});
