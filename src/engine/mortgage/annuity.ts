/**
 * German annuity loan (Annuitätendarlehen) arithmetic.
 *
 * Conventions (see docs/decisions/004-annuity-convention.md and ../shared/reference/worked-examples.md):
 * - Rates are fractions (3.5 % = 0.035). Amounts are euros as floating point numbers; nothing is rounded
 *   inside the engine, only for display.
 * - Monthly installment A = L × (nominal rate + initial repayment) / 12, constant over the fixed period.
 * - Interest accrues monthly at nominal / 12 on the outstanding balance; the installment is paid at the end
 *   of each month.
 * - "Balance after N years" is the balance after N × 12 installments.
 * - Payoff time is the number of installments until the balance reaches zero (the last one smaller).
 */

/** Monthly installment from nominal annual rate and initial annual repayment rate (both fractions). */
export function monthlyInstallment(principal: number, annualRate: number, initialRepayment: number): number {
  return (principal * (annualRate + initialRepayment)) / 12;
}

/**
 * Level monthly installment that repays `principal` in exactly `months` installments at nominal `annualRate`
 * (the fixed-term annuity, "EMI"): A = L · r / (1 − (1 + r)^−n) with r = rate / 12, A = L / n at rate 0.
 * Unlike monthlyInstallment (rate + initial repayment) the term is the input here. Throws a RangeError for
 * months ≤ 0.
 */
export function fixedTermInstallment(principal: number, annualRate: number, months: number): number {
  if (!(months > 0)) throw new RangeError('months must be > 0');
  const r = annualRate / 12;
  if (r === 0) return principal / months;
  // −expm1(−n·log1p(r)) = 1 − (1 + r)^−n, accurate for small r.
  return (principal * r) / -Math.expm1(-months * Math.log1p(r));
}

/** Initial annual repayment rate implied by a monthly installment. */
export function impliedInitialRepayment(principal: number, annualRate: number, installment: number): number {
  if (principal <= 0) return 0;
  return (installment * 12) / principal - annualRate;
}

/** Outstanding balance after `months` installments (closed form, never below zero). */
export function balanceAfterMonths(principal: number, annualRate: number, installment: number, months: number): number {
  if (months <= 0) return principal;
  const r = annualRate / 12;
  if (r === 0) return Math.max(0, principal - installment * months);
  const f = Math.pow(1 + r, months);
  const b = principal * f - (installment * (f - 1)) / r;
  return b > 0 ? b : 0;
}

/**
 * Number of installments until the loan is repaid (the last one may be smaller), or null when the
 * installment does not exceed the first month's interest (the loan never amortises).
 */
export function payoffMonths(principal: number, annualRate: number, installment: number): number | null {
  if (principal <= 0) return 0;
  const r = annualRate / 12;
  if (installment <= principal * r) return null;
  if (r === 0) return Math.ceil(principal / installment - 1e-9);
  const n = -Math.log(1 - (principal * r) / installment) / Math.log(1 + r);
  // Guard against floating point noise just above an integer (e.g. 120.0000000001).
  return Math.ceil(n - 1e-9);
}
