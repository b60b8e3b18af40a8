/**
 * Mortgage calculator (product spec § 3 "Mortgage calculator inputs/outputs", § 4 sequence, § 9 constants):
 * one pure function from the calculator inputs to every output, the results per fixation period and the
 * two charts. No clock: the calculation date is an explicit option.
 *
 * Conventions (./annuity.ts, ./schedule.ts, shared/reference/worked-examples.md):
 * - Money in euros as floats, rates as FRACTIONS (2 % = 0.02); nothing is rounded here (display only).
 * - Loan (spec § 9): price × (1 + location tax + commission + 0.02 notary) − savings (fees/purchase-costs.ts
 *   loanEstimate). Purchase costs are financed first; `downpayment` = the savings brought in.
 * - Monthly payment, two ways (the toggle `usePaymentPercentage`):
 *     false: the installment is `monthlyPayment` (euros per month);
 *     true:  `monthlyPaymentPercentage` is the INITIAL ANNUAL REPAYMENT RATE (Anfangstilgung, a fraction;
 *            the spec's default "2" in the form is 2 % = 0.02), so the installment is
 *            loan × (interest rate + percentage) / 12 (annuity.ts monthlyInstallment).
 *   Either way the other figure is implied: repayment_rate = installment × 12 / loan − rate.
 *   For the other fixation periods in `results`, an amount stays the same amount (the visitor's budget) and
 *   a percentage stays the same initial repayment (the installment follows that period's rate).
 * - Interest rate of a fixation period, first match wins:
 *     1. `interestRateOverride` (the visitor's manual rate) — for the CHOSEN fixation only;
 *     2. `offerRates[years]` (spec offer_api_interest_<years>, lender offers);
 *     3. the rate MODEL (rates/model.ts) for the loan-to-value and the Bundesbank curve of `date` —
 *        an indicative assumption, not an offer (rateSource 'model').
 * - Installments: the first is paid at the end of the month AFTER `date` (startDate); "balance after the
 *   fixation" is after fixation × 12 installments; payoff counts installments at the fixed rate kept
 *   until the end (the last one smaller), null if the installment never repays the loan.
 * - Effective annual rate (§ 16 PAngV, no fees included by the annex apply: notary and land registry are
 *   excluded, the broker is paid by the lender): (1 + i/12)^12 − 1.
 * - Expected path after the fixation (results[].expected*): scenario, not a forecast. In loan year y after
 *   the fixation the rate is the Bund instantaneous forward rate f(y) (spec forward_rate_year_*; missing
 *   years from the curve of `date`, year 30's rate beyond 30) plus the period's premium over the Bund spot
 *   rate of its fixation (rate − z(fixation)), floored at the model minimum; the installment stays the same.
 * - Charts (chosen fixation, rate kept until payoff, at most CHART_MAX_YEARS), by calendar year of the
 *   installments: repayment chart = remaining balance at year end, cumulative principal repaid, cumulative
 *   interest paid; payment chart = average monthly interest and average monthly loan payment (the principal
 *   part; interest + loan payment = the installment, the payoff month being smaller).
 *
 * Bounds (the min/max outputs, validated by ./validation.ts; limits in ./defaults.ts MORTGAGE_LIMITS):
 * - purchase price 100,000–10,000,000 and commission 0–5 % [SPEC § 9];
 * - interest rate 0.5 %–15 % [ASSUMPTION];
 * - monthly payment: min = loan × (rate + 1 %)/12 (lowest initial repayment lenders accept), so it always
 *   exceeds the first month's interest; max = loan × (rate + 10 %)/12 [ASSUMPTION]. A payment that repays the
 *   loan only after 40 years, or after the borrower's regular retirement age, is allowed and carries a
 *   warning (./term-warnings.ts);
 * - payment percentage: 1 % to 10 %;
 * - savings: min 0 (full financing incl. costs exists, priced by the model's LTV steps) — the rule is then
 *   skipped as spec § 5 skips bounds of zero; max = price + purchase costs − 10,000 (the smallest loan).
 * Those bounds depend on the loan and rate, so the calculation returns them even when the payment is
 * outside them (spec § 4: calculate, store min/max, then validate). Inputs outside the STATIC ranges
 * (price, commission, location tax, rates, fixation) and savings that leave less than the smallest loan
 * throw EngineInputError 'OUT_OF_RANGE' {min, max, value}; values that are not finite numbers throw
 * 'INVALID_NUMBER'.
 */
import { EngineInputError, finite } from '../errors';
import { notaryRuleOfThumb } from '../fees/notary';
import { loanEstimate } from '../fees/purchase-costs';
import { isIsoDate } from '../iso-date';
import type { RateMarket } from '../rates/market';
import { forwardRates as curveForwardRates, MAX_CURVE_YEARS } from '../rates/forward';
import { mortgageRate } from '../rates/model';
import { interestPaidOverMonths } from '../rates/rates-table';
import { spotRate, type SvenssonParameterSet } from '../rates/svensson';
import { monthAfter, type YearMonth } from '../year-month';
import { balanceAfterMonths, impliedInitialRepayment, monthlyInstallment, payoffMonths } from './annuity';
import { CALCULATOR_FIXATION_YEARS, MORTGAGE_LIMITS, isCalculatorFixationYears, type CalculatorFixationYears } from './defaults';
import { effectiveAnnualRate } from './effective-rate';
import { amortizationSchedule, summarizeFixation, yearlyAggregates } from './schedule';
import type { MortgageBounds } from './validation';

export interface MortgageInputs {
  purchasePrice: number;
  /** Own funds brought in (euros). */
  savings: number;
  /** Transfer tax rate of the location (spec location_tax), fraction, e.g. 0.06 for Berlin. */
  locationTax: number;
  /** Buyer broker commission rate, fraction (spec: 0 to 5 %). */
  realEstateCommission: number;
  /** Installment in euros per month (used when usePaymentPercentage is false). */
  monthlyPayment: number;
  /** Initial annual repayment rate, fraction (used when usePaymentPercentage is true). */
  monthlyPaymentPercentage: number;
  /** Spec boolean_monthly_payment_percentage. */
  usePaymentPercentage: boolean;
  /** Spec min_fixed_interest_chosen: 5, 10, 15, 20 or 30. */
  fixationYears: CalculatorFixationYears;
  /** Manual nominal rate for the chosen fixation (fraction); null/undefined = automatic. */
  interestRateOverride?: number | null;
  /** Lender offer rates by fixation (spec offer_api_interest_<years>), fractions. */
  offerRates?: Partial<Record<CalculatorFixationYears, number | null>>;
  /**
   * Bund instantaneous forward rates (fractions) for years 1..30, index 0 = year 1 (spec
   * forward_rate_year_one..thirty). Missing entries come from the Bundesbank curve of the date.
   */
  forwardRates?: readonly (number | null | undefined)[];
}

export interface MortgageOptions {
  /** Calculation date, 'YYYY-MM-DD' (required: the engine never reads the clock). */
  date: string;
  /** The curve and model parameters of that date (the engine never looks them up: features/rates). */
  market: RateMarket;
}

export type RateSource = 'override' | 'offer' | 'model';

export interface FixationResult {
  fixationYears: CalculatorFixationYears;
  /** Nominal annual rate (Sollzins), fraction. */
  interestRate: number;
  rateSource: RateSource;
  /** (1 + i/12)^12 − 1, fraction. */
  effectiveRate: number;
  /** Monthly installment (euros). */
  monthlyRate: number;
  /** Initial annual repayment implied by the installment, fraction. */
  repaymentRate: number;
  balanceAfterFixation: number;
  interestPaidFixation: number;
  principalPaidFixation: number;
  /** Installments until repaid at this rate; null if the installment never repays the loan. */
  payoffMonths: number | null;
  /** Month of the last installment. */
  payoffDate: YearMonth | null;
  /** Expected rate in the first year after the fixation; null if repaid within the fixation. */
  expectedFollowUpRate: number | null;
  /** Installments until repaid on the expected path; null if not repaid within 100 years. */
  expectedPayoffMonths: number | null;
  /** Total interest until repaid on the expected path; null if not repaid within 100 years. */
  expectedTotalInterest: number | null;
}

export interface RepaymentChartData {
  /** Calendar years of the installments. */
  years: number[];
  remainingBalance: number[];
  cumulativePrincipal: number[];
  cumulativeInterest: number[];
}

export interface PaymentChartData {
  years: number[];
  /** Average monthly interest in the year. */
  monthlyInterest: number[];
  /** Average monthly principal repayment in the year. */
  monthlyLoanPayment: number[];
}

export interface MortgageCalculation {
  date: string;
  /** Month of the first installment (the month after `date`). */
  startDate: YearMonth;
  /** Date of the Bundesbank curve used for model and forward rates. */
  curveDate: string;
  purchasePrice: number;
  locationTaxRate: number;
  /** Transfer tax in euros (price × rate, unrounded like the loan formula). */
  locationTax: number;
  realEstateCommissionRate: number;
  realEstateCommission: number;
  /** Notary and land registry, spec rule of thumb 2 % of the price. */
  notaryFee: number;
  /** locationTax + realEstateCommission + notaryFee. */
  purchaseCosts: number;
  /** Savings brought in; price + costs = downpayment + loan. */
  downpayment: number;
  loanAmount: number;
  loanToValue: number;
  usePaymentPercentage: boolean;
  fixationYears: CalculatorFixationYears;
  /** The chosen fixation's figures (same object as its entry in `results`). */
  chosen: FixationResult;
  bounds: MortgageBounds;
  /** One entry per fixation 5, 10, 15, 20, 30. */
  results: FixationResult[];
  repaymentChart: RepaymentChartData;
  paymentChart: PaymentChartData;
  /** The 30 Bund forward rates used (inputs, completed from the curve). */
  forwardRates: number[];
}

/** Longest period shown in the charts (years). */
export const CHART_MAX_YEARS = 50;
/** Longest expected path simulated (months); beyond it the loan counts as not repaid. */
const EXPECTED_PATH_MAX_MONTHS = 1200;

// ---------------------------------------------------------------------------------------------------------
// Input checks

function inRange(value: unknown, field: string, min: number, max: number | null): number {
  const n = finite(value, field);
  if (n < min || (max !== null && n > max)) throw new EngineInputError('OUT_OF_RANGE', field, { min, max, value: n });
  return n;
}

/** Strictly above `min` (a zero installment or repayment cannot be calculated meaningfully). */
function above(value: unknown, field: string, min: number, max: number | null): number {
  const n = finite(value, field);
  if (n <= min || (max !== null && n > max)) {
    throw new EngineInputError('OUT_OF_RANGE', field, { min, max, value: n, exclusiveMin: true });
  }
  return n;
}

function optionalRate(value: number | null | undefined, field: string): number | null {
  if (value === undefined || value === null) return null;
  return inRange(value, field, MORTGAGE_LIMITS.minInterestRate, MORTGAGE_LIMITS.maxInterestRate);
}

// ---------------------------------------------------------------------------------------------------------
// Bounds

/**
 * Min/max bounds of the calculator for a loan and rate (see the file comment). Rates and percentages are
 * fractions.
 */
export function computeMortgageBounds(input: {
  purchasePrice: number;
  locationTax: number;
  realEstateCommission: number;
  loanAmount: number;
  interestRate: number;
}): MortgageBounds {
  const L = MORTGAGE_LIMITS;
  const { loanAmount: loan, interestRate: rate } = input;
  const minMonthlyPayment = monthlyInstallment(loan, rate, L.minInitialRepayment);
  const maxMonthlyPayment = monthlyInstallment(loan, rate, L.maxInitialRepayment);
  return {
    minPurchasePrice: L.minPurchasePrice,
    maxPurchasePrice: L.maxPurchasePrice,
    maxCommission: L.maxCommission,
    minSavings: L.minSavings,
    maxSavings: loanEstimate({
      price: input.purchasePrice,
      cityTax: input.locationTax,
      commissionRate: input.realEstateCommission,
      savings: L.minLoanAmount,
    }),
    minMonthlyPayment,
    maxMonthlyPayment,
    minPaymentPercentage: impliedInitialRepayment(loan, rate, minMonthlyPayment),
    maxPaymentPercentage: L.maxInitialRepayment,
    minInterestRate: L.minInterestRate,
    maxInterestRate: L.maxInterestRate,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Expected path after the fixation

interface ExpectedPath {
  followUpRate: number | null;
  payoffMonths: number | null;
  totalInterest: number | null;
}

function expectedPath(loan: number, installment: number, rate: number, fixationYears: number, premium: number, forwards: readonly number[], minimumRate: number): ExpectedPath {
  const fixMonths = fixationYears * 12;
  const n0 = payoffMonths(loan, rate, installment);
  if (n0 !== null && n0 <= fixMonths) {
    return { followUpRate: null, payoffMonths: n0, totalInterest: interestPaidOverMonths(loan, rate, installment, n0) };
  }
  let balance = balanceAfterMonths(loan, rate, installment, fixMonths);
  let interest = interestPaidOverMonths(loan, rate, installment, fixMonths);
  let months = fixMonths;
  let followUpRate: number | null = null;
  for (let year = fixationYears + 1; months < EXPECTED_PATH_MAX_MONTHS; year++) {
    const forward = forwards[Math.min(year, MAX_CURVE_YEARS) - 1] ?? 0;
    const r = Math.max(minimumRate, forward + premium);
    followUpRate ??= r;
    const n = payoffMonths(balance, r, installment);
    if (n !== null && n <= 12) {
      return { followUpRate, payoffMonths: months + n, totalInterest: interest + interestPaidOverMonths(balance, r, installment, n) };
    }
    interest += interestPaidOverMonths(balance, r, installment, 12);
    balance = balanceAfterMonths(balance, r, installment, 12);
    months += 12;
  }
  return { followUpRate, payoffMonths: null, totalInterest: null };
}

// ---------------------------------------------------------------------------------------------------------
// Charts

function charts(loan: number, rate: number, installment: number, startDate: YearMonth): { repayment: RepaymentChartData; payment: PaymentChartData } {
  const rows = amortizationSchedule({ principal: loan, annualRate: rate, installment, startDate, maxMonths: CHART_MAX_YEARS * 12 });
  const aggregates = yearlyAggregates(rows, { by: 'calendarYear' });
  const firstIndex = startDate.year * 12 + startDate.month - 1;
  const lastIndex = firstIndex + rows.length - 1;
  const repayment: RepaymentChartData = { years: [], remainingBalance: [], cumulativePrincipal: [], cumulativeInterest: [] };
  const payment: PaymentChartData = { years: [], monthlyInterest: [], monthlyLoanPayment: [] };
  let principal = 0;
  let interest = 0;
  for (const a of aggregates) {
    const months = Math.min(lastIndex, a.year * 12 + 11) - Math.max(firstIndex, a.year * 12) + 1;
    principal += a.principal;
    interest += a.interest;
    repayment.years.push(a.year);
    repayment.remainingBalance.push(a.endBalance);
    repayment.cumulativePrincipal.push(principal);
    repayment.cumulativeInterest.push(interest);
    payment.years.push(a.year);
    payment.monthlyInterest.push(a.interest / months);
    payment.monthlyLoanPayment.push(a.principal / months);
  }
  return { repayment, payment };
}

// ---------------------------------------------------------------------------------------------------------
// The calculation

function completeForwardRates(given: MortgageInputs['forwardRates'], curve: SvenssonParameterSet): number[] {
  const fromCurve = curveForwardRates(curve, MAX_CURVE_YEARS);
  if (given === undefined || given === null) return fromCurve;
  if (!Array.isArray(given)) throw new EngineInputError('INVALID_NUMBER', 'forwardRates', { value: given });
  if (given.length > MAX_CURVE_YEARS) {
    throw new EngineInputError('OUT_OF_RANGE', 'forwardRates', { min: 0, max: MAX_CURVE_YEARS, value: given.length });
  }
  return fromCurve.map((curveValue, i) => {
    const v = given[i];
    if (v === undefined || v === null) return curveValue;
    return inRange(v, `forwardRates.${i + 1}`, MORTGAGE_LIMITS.minForwardRate, MORTGAGE_LIMITS.maxForwardRate);
  });
}

/**
 * Full mortgage calculation: outputs, bounds, results for 5/10/15/20/30 years and both charts.
 * Throws EngineInputError (code, field, params) for invalid input; see the file comment.
 */
export function calculateMortgage(inputs: MortgageInputs, options: MortgageOptions): MortgageCalculation {
  if (typeof inputs !== 'object' || inputs === null) throw new EngineInputError('INVALID_NUMBER', 'inputs', { value: inputs });
  const date = options?.date;
  if (!isIsoDate(date)) throw new EngineInputError('INVALID_DATE', 'date', { value: date });
  const market = options.market;
  if (!market?.curve || !market.model) throw new EngineInputError('NO_CURVE_FOR_DATE', 'date', { value: date });
  const curve = market.curve;
  const L = MORTGAGE_LIMITS;

  const price = inRange(inputs.purchasePrice, 'purchasePrice', L.minPurchasePrice, L.maxPurchasePrice);
  const locationTax = inRange(inputs.locationTax, 'locationTax', L.minLocationTax, L.maxLocationTax);
  const commissionRate = inRange(inputs.realEstateCommission, 'realEstateCommission', L.minCommission, L.maxCommission);
  const savings = inRange(inputs.savings, 'savings', L.minSavings, null);
  if (typeof inputs.usePaymentPercentage !== 'boolean') {
    throw new EngineInputError('INVALID_NUMBER', 'usePaymentPercentage', { value: inputs.usePaymentPercentage });
  }
  const usePercentage = inputs.usePaymentPercentage;
  const monthlyPayment = usePercentage ? inRange(inputs.monthlyPayment, 'monthlyPayment', 0, null) : above(inputs.monthlyPayment, 'monthlyPayment', 0, null);
  const percentage = usePercentage
    ? above(inputs.monthlyPaymentPercentage, 'monthlyPaymentPercentage', 0, L.maxPaymentPercentageInput)
    : inRange(inputs.monthlyPaymentPercentage, 'monthlyPaymentPercentage', 0, L.maxPaymentPercentageInput);
  const fixationYears = inputs.fixationYears;
  if (!isCalculatorFixationYears(fixationYears)) {
    throw new EngineInputError('OUT_OF_RANGE', 'fixationYears', { value: fixationYears, allowed: [...CALCULATOR_FIXATION_YEARS] });
  }
  const override = optionalRate(inputs.interestRateOverride, 'interestRateOverride');
  const offers = new Map<number, number>();
  for (const years of CALCULATOR_FIXATION_YEARS) {
    const offer = optionalRate(inputs.offerRates?.[years], `offerRates.${years}`);
    if (offer !== null) offers.set(years, offer);
  }
  const forwards = completeForwardRates(inputs.forwardRates, curve);

  const loan = loanEstimate({ price, cityTax: locationTax, commissionRate, savings });
  const maxSavings = loanEstimate({ price, cityTax: locationTax, commissionRate, savings: L.minLoanAmount });
  if (loan < L.minLoanAmount) {
    throw new EngineInputError('OUT_OF_RANGE', 'savings', { min: L.minSavings, max: maxSavings, value: savings });
  }
  const locationTaxAmount = price * locationTax;
  const commission = price * commissionRate;
  const notaryFee = notaryRuleOfThumb(price);
  const startDate = monthAfter(date);

  const results = CALCULATOR_FIXATION_YEARS.map((years): FixationResult => {
    let rate: number;
    let rateSource: RateSource;
    const offer = offers.get(years);
    if (years === fixationYears && override !== null) {
      rate = override;
      rateSource = 'override';
    } else if (offer !== undefined) {
      rate = offer;
      rateSource = 'offer';
    } else {
      rate = mortgageRate({ fixationYears: years, loanAmount: loan, propertyValue: price, curve, model: market.model }).rate;
      rateSource = 'model';
    }
    const installment = usePercentage ? monthlyInstallment(loan, rate, percentage) : monthlyPayment;
    const summary = summarizeFixation({ principal: loan, annualRate: rate, installment, fixationYears: years, startDate });
    const expected = expectedPath(loan, installment, rate, years, rate - spotRate(curve, years), forwards, market.model.minimumRate);
    return {
      fixationYears: years,
      interestRate: rate,
      rateSource,
      effectiveRate: effectiveAnnualRate(rate),
      monthlyRate: installment,
      repaymentRate: impliedInitialRepayment(loan, rate, installment),
      balanceAfterFixation: summary.balanceAfterFixation,
      interestPaidFixation: summary.interestPaidInFixation,
      principalPaidFixation: summary.principalPaidInFixation,
      payoffMonths: summary.payoffMonths,
      payoffDate: summary.payoffDate,
      expectedFollowUpRate: expected.followUpRate,
      expectedPayoffMonths: expected.payoffMonths,
      expectedTotalInterest: expected.totalInterest,
    };
  });
  const chosen = results.find((r) => r.fixationYears === fixationYears)!;
  const bounds = computeMortgageBounds({
    purchasePrice: price,
    locationTax,
    realEstateCommission: commissionRate,
    loanAmount: loan,
    interestRate: chosen.interestRate,
  });
  const chartData = charts(loan, chosen.interestRate, chosen.monthlyRate, startDate);

  return {
    date,
    startDate,
    curveDate: curve.date,
    purchasePrice: price,
    locationTaxRate: locationTax,
    locationTax: locationTaxAmount,
    realEstateCommissionRate: commissionRate,
    realEstateCommission: commission,
    notaryFee,
    purchaseCosts: locationTaxAmount + commission + notaryFee,
    downpayment: savings,
    loanAmount: loan,
    loanToValue: loan / price,
    usePaymentPercentage: usePercentage,
    fixationYears,
    chosen,
    bounds,
    results,
    repaymentChart: chartData.repayment,
    paymentChart: chartData.payment,
    forwardRates: forwards,
  };
}
