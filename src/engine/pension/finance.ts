/** Small compound-interest helpers (monthly steps from annual rates; rates as fractions). */

/** Monthly rate equivalent to an annual rate: (1 + r)^(1/12) − 1. */
export function monthlyRate(annual: number): number {
  return Math.pow(1 + annual, 1 / 12) - 1;
}

/** Future value after `months` of a lump sum and a monthly payment at the end of each month. */
export function futureValue(lump: number, monthly: number, annualRate: number, months: number): number {
  if (months <= 0) return lump;
  const i = monthlyRate(annualRate);
  const f = Math.pow(1 + i, months);
  const annuity = Math.abs(i) < 1e-12 ? months : (f - 1) / i;
  return lump * f + monthly * annuity;
}

/** Present value at month 0 of `months` monthly payments of 1 at the end of each month. */
export function annuityFactor(annualRate: number, months: number): number {
  if (months <= 0) return 0;
  const i = monthlyRate(annualRate);
  if (Math.abs(i) < 1e-12) return months;
  return (1 - Math.pow(1 + i, -months)) / i;
}

/** Discount factor for `months` months. */
export function discount(annualRate: number, months: number): number {
  return Math.pow(1 + monthlyRate(annualRate), -months);
}
