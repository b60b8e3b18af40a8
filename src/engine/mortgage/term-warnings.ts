/**
 * Warnings about a mortgage's term that do not refuse the calculation (issue 24): lenders accept a 1 % initial
 * repayment, and the visitor decides, but should see when the loan runs longer than lenders usually like or
 * beyond the regular retirement age (Regelaltersgrenze, § 235 SGB VI), where the payment has to come from the
 * pension.
 */
import { regelaltersgrenzeMonths } from '../pension/constants';
import type { YearMonth } from '../year-month';
import { MORTGAGE_LIMITS } from './defaults';

export type MortgageTermWarning =
  | { code: 'LONG_TERM'; params: { years: number; limit: number } }
  | { code: 'PAID_OFF_AFTER_RETIREMENT'; params: { age: number; retirementAge: number } };

/**
 * `payoffMonths`/`payoffDate`: the chosen fixation's payoff at its rate (null: never repaid, which the bounds
 * exclude). `birthYear`: the borrower's, when given. Ages are whole years (payoff year − birth year, as the
 * calculator shows it); the retirement age is the Regelaltersgrenze rounded down to whole years.
 */
export function mortgageTermWarnings(payoffMonths: number | null, payoffDate: YearMonth | null, birthYear: number | null): MortgageTermWarning[] {
  const warnings: MortgageTermWarning[] = [];
  const limit = MORTGAGE_LIMITS.longTermWarningYears;
  if (payoffMonths !== null && payoffMonths > limit * 12) warnings.push({ code: 'LONG_TERM', params: { years: Math.ceil(payoffMonths / 12), limit } });
  if (birthYear !== null && payoffDate !== null) {
    const age = payoffDate.year - birthYear;
    const retirementAge = Math.floor(regelaltersgrenzeMonths(birthYear) / 12);
    if (age > retirementAge) warnings.push({ code: 'PAID_OFF_AFTER_RETIREMENT', params: { age, retirementAge } });
  }
  return warnings;
}
