/**
 * Income tax by the § 32a EStG tariff (FACTS § 9): x = taxable income rounded down to whole euros,
 * y = (x − Grundfreibetrag) / 10,000 in zone 2, z = (x − zone-2 upper bound) / 10,000 in zone 3; the tax is
 * rounded down to whole euros. Joint filing (Splittingverfahren, § 32a Abs. 5): 2 × tax(x / 2).
 * Solidaritätszuschlag and church tax are not included (FACTS § 9: Soli Freigrenze not researched).
 */
import { tariffFor, type TaxTariff } from './constants';

export type TaxFiling = 'single' | 'joint';

/** § 32a Abs. 1 tariff for one taxable income (euros a year). */
export function incomeTaxTariff(taxableIncome: number, tariff: TaxTariff): number {
  const x = Math.floor(Math.max(0, taxableIncome));
  let tax: number;
  if (x <= tariff.grundfreibetrag) tax = 0;
  else if (x <= tariff.zone2Upper) {
    const y = (x - tariff.grundfreibetrag) / 10_000;
    tax = (tariff.zone2A * y + 1_400) * y;
  } else if (x <= tariff.zone3Upper) {
    const z = (x - tariff.zone2Upper) / 10_000;
    tax = (tariff.zone3A * z + 2_397) * z + tariff.zone3C;
  } else if (x <= tariff.zone4Upper) tax = 0.42 * x - tariff.zone4C;
  else tax = 0.45 * x - tariff.zone5C;
  return Math.floor(tax + 1e-9);
}

/** Income tax of a year for single or joint filing (joint: taxable income of both spouses together). */
export function incomeTax(taxableIncome: number, year: number, filing: TaxFiling = 'single'): number {
  const tariff = tariffFor(year);
  if (filing === 'joint') return 2 * incomeTaxTariff(Math.floor(Math.max(0, taxableIncome)) / 2, tariff);
  return incomeTaxTariff(taxableIncome, tariff);
}

/** Marginal rate over the next `step` euros (for taxing an additional income). */
export function marginalTaxRate(taxableIncome: number, year: number, filing: TaxFiling = 'single', step = 1_000): number {
  return (incomeTax(taxableIncome + step, year, filing) - incomeTax(taxableIncome, year, filing)) / step;
}
