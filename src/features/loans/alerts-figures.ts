/**
 * The figures of the day that the loan alerts, the rate watch and the back office's pipeline show (issue 51 part 3 and
 * 4): the residual debt at the fixation's end (the loans engine), today's model rate for the next fixation on that
 * debt and the property's value (the rate model, as the refinance landing computes it: engine/rates/model.ts
 * `mortgageRate` with the remaining balance as the loan, ADR 042) and the monthly payment at it. Pure.
 */
import { balanceOn, type CurrentLoanInput } from '@/engine/loans/current-loan';
import { EngineInputError } from '@/engine/errors';
import { monthlyInstallment } from '@/engine/mortgage/annuity';
import type { RateMarket } from '@/engine/rates/market';
import { isFixationYears, mortgageRate } from '@/engine/rates/model';

/** The next fixation the alerts assume, and its initial repayment: the refinance landing's defaults (refinance-form.ts). */
export const ALERT_NEXT_FIXATION_YEARS = 10;
export const ALERT_NEXT_REPAYMENT = 0.02;

/** The fixations a rate watch may name (the refinance landing's: engine/rates/follow-up-financing.ts). */
export const WATCH_FIXATION_YEARS = [5, 10, 15, 20] as const;

export interface NextFixationRate {
  rate: number;
  fixationYears: number;
  monthlyPayment: number;
  repaymentRate: number;
  curveDate: string;
}

/** The residual debt at the fixation's end (euros), or null when the loan's inputs cannot be rolled forward. */
export function residualDebtAtEnd(loan: CurrentLoanInput): number | null {
  try {
    return Math.max(0, balanceOn(loan, loan.fixationEndDate));
  } catch (error) {
    if (error instanceof EngineInputError) return null;
    throw error;
  }
}

/**
 * Today's model rate for a loan of `amount` on a property worth `propertyValue` with a new fixation of `fixationYears`, and
 * the monthly payment at it; null without a market, a property value or a debt left to finance.
 */
export function nextFixationRate(amount: number | null, propertyValue: number | null, fixationYears: number, market: RateMarket | null, repaymentRate = ALERT_NEXT_REPAYMENT): NextFixationRate | null {
  if (!market || amount === null || amount < 1 || propertyValue === null || propertyValue <= 0 || !isFixationYears(fixationYears)) return null;
  const model = mortgageRate({ fixationYears, loanAmount: amount, propertyValue, curve: market.curve, model: market.model });
  return { rate: model.rate, fixationYears, monthlyPayment: monthlyInstallment(amount, model.rate, repaymentRate), repaymentRate, curveDate: model.curveDate };
}
