/**
 * Income tax by the § 32a EStG tariff (FACTS § 9): x = taxable income rounded down to whole euros,
 * y = (x − Grundfreibetrag) / 10,000 in zone 2, z = (x − zone-2 upper bound) / 10,000 in zone 3; the tax is
 * rounded down to whole euros. Joint filing (Splittingverfahren, § 32a Abs. 5): 2 × tax(x / 2).
 * `incomeTax` is the tariff alone; `solidaritySurcharge` and `churchTax` are the surcharges on it, and
 * `incomeTaxWithSurcharges` all three (what an employee's or pensioner's net income pays).
 */
import { CHURCH_TAX_RATE, SOLI_RATE, SOLI_TRANSITION_RATE, tariffFor, type TaxTariff } from './constants';

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

/** Marginal rate (with Solidaritätszuschlag and church tax) over the next `step` euros (for taxing an additional income). */
export function marginalTaxRate(taxableIncome: number, year: number, filing: TaxFiling = 'single', surcharges: Surcharges = {}, step = 1_000): number {
  return (incomeTaxWithSurcharges(taxableIncome + step, year, filing, surcharges) - incomeTaxWithSurcharges(taxableIncome, year, filing, surcharges)) / step;
}

/**
 * Solidaritätszuschlag on an income tax (§§ 3, 4 SolZG): 0 up to the Freigrenze of the year (doubled for joint
 * filing), then min(5.5 % of the tax, 11.9 % of the tax above the Freigrenze); fractions of a cent are dropped.
 */
export function solidaritySurcharge(tax: number, year: number, filing: TaxFiling = 'single'): number {
  const freigrenze = tariffFor(year).soliFreigrenze * (filing === 'joint' ? 2 : 1);
  if (!(tax > freigrenze)) return 0;
  return Math.floor(Math.min(SOLI_RATE * tax, SOLI_TRANSITION_RATE * (tax - freigrenze)) * 100 + 1e-7) / 100;
}

/** Church tax rate of a state (8 % in Bavaria and Baden-Württemberg, else 9 %); unknown state → 9 %. */
export function churchTaxRate(state: string | null | undefined): number {
  return state && CHURCH_TAX_RATE.lowStates.includes(state) ? CHURCH_TAX_RATE.low : CHURCH_TAX_RATE.high;
}

export interface Surcharges {
  /** Church tax rate (fraction); 0 = not a church member. */
  churchTaxRate?: number;
}

/** Income tax + Solidaritätszuschlag + church tax of a year (euros a year). */
export function incomeTaxWithSurcharges(taxableIncome: number, year: number, filing: TaxFiling = 'single', surcharges: Surcharges = {}): number {
  const tax = incomeTax(taxableIncome, year, filing);
  return tax + solidaritySurcharge(tax, year, filing) + tax * (surcharges.churchTaxRate ?? 0);
}
