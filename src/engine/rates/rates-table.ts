/**
 * Rates comparison table: one row per fixation period (product spec § 3 "Rates table row", § 7 rates_table).
 *
 * Conventions (annuity.ts, shared/reference/worked-examples.md):
 * - Monthly installment A = L × (nominal rate + initial repayment) / 12, constant.
 * - Interest monthly at nominal / 12; installments at the end of each month.
 * - "Balance after N years" = balance after N × 12 installments.
 * - Payoff = number of installments until the balance reaches zero (the last one smaller).
 * - `startDate` is the calendar month of the FIRST installment; installment k falls in startDate + (k − 1)
 *   months. So the full repayment date is startDate + (payoffMonths − 1) months.
 * - Effective annual rate (§ 16 PAngV, no fees, monthly installments): (1 + i/12)^12 − 1, not rounded here.
 * - Rates are fractions; nothing is rounded (round only for display).
 *
 * Without `rateOverride` the borrowing rate comes from the rate MODEL (model.ts): an indicative
 * assumption, not an offer.
 */
import { EngineInputError, type EngineErrorCode } from '../errors';
import { balanceAfterMonths, impliedInitialRepayment, monthlyInstallment, payoffMonths } from '../mortgage/annuity';
import { addMonths, type YearMonth } from '../year-month';
import { assertFixationYears, FIXATION_YEARS, mortgageRate, type FixationYears } from './model';
import type { RateMarket } from './market';

export interface RatesTableInput {
  loanAmount: number;
  propertyPrice: number;
  /** Initial annual repayment rate (Anfangstilgung) as a fraction, e.g. 0.02. */
  repayment: number;
  /** Default [5, 10, 15, 20, 25, 30]. */
  yearsFixed?: readonly number[];
  /** Fixation used for `balanceAtChosenFixation`; default 10 (spec § 9). */
  chosenFixation?: number;
  /** Month of the first installment (required: the engine never reads the clock). */
  startDate: YearMonth;
  /** Borrowing rate(s) instead of the model: one rate for all rows or a rate per fixation (fractions). */
  rateOverride?: number | Partial<Record<FixationYears, number>>;
  /** The curve and model parameters for the model rate (rows without an override). */
  market: RateMarket;
}

export interface RatesTableRow {
  fixationYears: FixationYears;
  /** Annual nominal borrowing rate (Sollzins), fraction. */
  borrowingRate: number;
  /** 'override' when taken from rateOverride, else 'model' (an assumption, not an offer). */
  rateSource: 'override' | 'model';
  /** Monthly installment (euros). */
  monthlyRate: number;
  /** Balance after fixationYears × 12 installments. */
  balanceAfterFixedYears: number;
  /** Balance after chosenFixation × 12 installments with this row's rate and installment. */
  balanceAtChosenFixation: number;
  /** Number of installments until repaid, null if the loan never amortises (repayment 0). */
  payoffMonths: number | null;
  /** Calendar year of the last installment, null if never repaid. */
  fullRepaymentYear: number | null;
  /** Month of the last installment, null if never repaid. */
  fullRepaymentDate: YearMonth | null;
  /** Initial annual repayment implied by the installment (fraction). */
  impliedInitialRepayment: number;
  /** Loan ÷ property price (fraction). */
  loanToValue: number;
  /** Interest paid during the fixed years (euros). */
  interestPaid: number;
  /** Effective annual rate (1 + i/12)^12 − 1, fraction. */
  effectiveRate: number;
}

/**
 * Interest paid in the first `months` installments (stops at payoff; the last installment is smaller).
 * Interest = payments made − principal repaid.
 */
export function interestPaidOverMonths(principal: number, annualRate: number, installment: number, months: number): number {
  if (months <= 0 || principal <= 0) return 0;
  const n = payoffMonths(principal, annualRate, installment);
  if (n === null || months < n) {
    return installment * months - (principal - balanceAfterMonths(principal, annualRate, installment, months));
  }
  // Paid off within the period: n − 1 full installments, then the remaining balance plus one month's interest.
  const before = balanceAfterMonths(principal, annualRate, installment, n - 1);
  const last = before * (1 + annualRate / 12);
  return installment * (n - 1) + last - principal;
}

function checkPositive(value: number, field: string, code: EngineErrorCode): void {
  if (!Number.isFinite(value) || value <= 0) throw new EngineInputError(code, field, { value });
}

function checkRate(value: number, field: string): void {
  if (!Number.isFinite(value) || value < 0 || value >= 1) {
    throw new EngineInputError('INVALID_RATE', field, { value, min: 0, max: 1 });
  }
}

export function ratesTable(input: RatesTableInput): RatesTableRow[] {
  const { loanAmount, propertyPrice, repayment, startDate, rateOverride } = input;
  const yearsFixed = input.yearsFixed ?? FIXATION_YEARS;
  const chosenFixation = input.chosenFixation ?? 10;

  checkPositive(loanAmount, 'loanAmount', 'INVALID_LOAN_AMOUNT');
  checkPositive(propertyPrice, 'propertyPrice', 'INVALID_PROPERTY_VALUE');
  if (!Number.isFinite(repayment) || repayment < 0 || repayment >= 1) {
    throw new EngineInputError('INVALID_REPAYMENT', 'repayment', { value: repayment, min: 0, max: 1 });
  }
  if (
    !startDate ||
    !Number.isInteger(startDate.year) ||
    !Number.isInteger(startDate.month) ||
    startDate.month < 1 ||
    startDate.month > 12
  ) {
    throw new EngineInputError('INVALID_START_DATE', 'startDate', { value: startDate });
  }
  assertFixationYears(chosenFixation, 'chosenFixation');
  for (const y of yearsFixed) assertFixationYears(y, 'yearsFixed');

  const loanToValue = loanAmount / propertyPrice;

  return yearsFixed.map((y): RatesTableRow => {
    const fixationYears = y as FixationYears;
    let borrowingRate: number;
    let rateSource: RatesTableRow['rateSource'];
    const override = typeof rateOverride === 'number' ? rateOverride : rateOverride?.[fixationYears];
    if (override !== undefined) {
      checkRate(override, 'rateOverride');
      borrowingRate = override;
      rateSource = 'override';
    } else {
      borrowingRate = mortgageRate({
        fixationYears,
        loanAmount,
        propertyValue: propertyPrice,
        curve: input.market.curve,
        model: input.market.model,
      }).rate;
      rateSource = 'model';
    }

    const installment = monthlyInstallment(loanAmount, borrowingRate, repayment);
    const n = payoffMonths(loanAmount, borrowingRate, installment);
    const fullRepaymentDate = n === null ? null : addMonths(startDate, n - 1);

    return {
      fixationYears,
      borrowingRate,
      rateSource,
      monthlyRate: installment,
      balanceAfterFixedYears: balanceAfterMonths(loanAmount, borrowingRate, installment, fixationYears * 12),
      balanceAtChosenFixation: balanceAfterMonths(loanAmount, borrowingRate, installment, chosenFixation * 12),
      payoffMonths: n,
      fullRepaymentYear: fullRepaymentDate?.year ?? null,
      fullRepaymentDate,
      impliedInitialRepayment: impliedInitialRepayment(loanAmount, borrowingRate, installment),
      loanToValue,
      interestPaid: interestPaidOverMonths(loanAmount, borrowingRate, installment, fixationYears * 12),
      effectiveRate: Math.pow(1 + borrowingRate / 12, 12) - 1,
    };
  });
}
