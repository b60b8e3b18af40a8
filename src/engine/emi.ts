/**
 * EMI (equated monthly installment) of a loan with a fixed term: the standard annuity formula
 *     A = L · r / (1 − (1 + r)^(−n)),  r = i / 12,
 * with interest accruing monthly at i / 12 and installments paid at the end of each month; a zero
 * rate gives A = L / n. Unlike the German convention in ./mortgage/annuity.ts (installment from
 * rate + initial repayment), the term is the input here and the loan is repaid exactly after n months.
 * Rates are fractions; money is euros as floats; nothing is rounded here. The formula itself is
 * fixedTermInstallment in ./mortgage/annuity.ts.
 */
import { fixedTermInstallment } from './mortgage/annuity';

export interface EmiInput {
  principal: number;
  /** Nominal annual rate (fraction). */
  annualRate: number;
  /** Term in months (n ≥ 1). */
  termMonths: number;
}

export interface EmiResult {
  /** Constant monthly installment. */
  installment: number;
  /** installment × termMonths. */
  totalPayment: number;
  /** totalPayment − principal. */
  totalInterest: number;
}

/** Installment, total payment and total interest of a fixed-term annuity loan (see fixedTermInstallment). */
export function emi(input: EmiInput): EmiResult {
  const installment = fixedTermInstallment(input.principal, input.annualRate, input.termMonths);
  const totalPayment = installment * input.termMonths;
  return { installment, totalPayment, totalInterest: totalPayment - input.principal };
}
