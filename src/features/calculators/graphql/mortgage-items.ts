/**
 * Mortgage calculation → the API's calculator items ({ name, value, formatted_value, type }) and charts
 * ({ type, domains, series }). Names follow spec § 3 and the list.
 */
import type { FixationResult, MortgageCalculation, MortgageInputs } from '@/engine/mortgage/calculator';
import { CALCULATOR_FIXATION_YEARS } from '@/engine/mortgage/defaults';
import { formatValue, isoYearMonth, type ValueType } from '@/lib/graphql/format';
import type { Locale } from '@/i18n/routes';
import { FORWARD_RATE_INPUTS, OFFER_RATE_INPUTS, type ParsedMortgageInputs } from './inputs';

export interface CalculatorItem {
  name: string;
  value: unknown;
  formatted_value: string | null;
  type: ValueType;
}

export interface ChartDomain {
  domain_name: string;
  data: number[];
  range: number[];
}

export interface ChartSeries {
  serie_name: string;
  data: number[];
}

export interface Chart {
  type: string;
  domains: ChartDomain[];
  series: ChartSeries[];
}

function item(name: string, value: unknown, type: ValueType, locale: Locale): CalculatorItem {
  return { name, value: value ?? null, formatted_value: formatValue(value, type, locale), type };
}

/** The inputs the calculation used: every core input (given or default) plus the optional ones sent. */
export function mortgageInputItems(parsed: ParsedMortgageInputs, locale: Locale): CalculatorItem[] {
  const i: MortgageInputs = parsed.inputs;
  const items = [
    item('purchase_price', i.purchasePrice, 'currency', locale),
    item('savings', i.savings, 'currency', locale),
    item('location_tax', i.locationTax, 'percentage', locale),
    item('real_estate_commission', i.realEstateCommission, 'percentage', locale),
    item('monthly_payment', i.monthlyPayment, 'currency', locale),
    item('monthly_payment_percentage', i.monthlyPaymentPercentage, 'percentage', locale),
    item('boolean_monthly_payment_percentage', i.usePaymentPercentage, 'boolean', locale),
    item('min_fixed_interest_chosen', i.fixationYears, 'integer', locale),
  ];
  if (i.interestRateOverride !== null && i.interestRateOverride !== undefined) {
    items.push(item('interest_rate_override', i.interestRateOverride, 'percentage', locale));
  }
  for (const y of CALCULATOR_FIXATION_YEARS) {
    const offer = i.offerRates?.[y];
    if (typeof offer === 'number') items.push(item(OFFER_RATE_INPUTS[y], offer, 'percentage', locale));
  }
  FORWARD_RATE_INPUTS.forEach((name, k) => {
    const value = i.forwardRates?.[k];
    if (typeof value === 'number') items.push(item(name, value, 'percentage', locale));
  });
  return items;
}

function resultRow(r: FixationResult, locale: Locale) {
  const payoffDate = r.payoffDate ? isoYearMonth(r.payoffDate) : null;
  const row = {
    years: r.fixationYears,
    interest_rate: r.interestRate,
    rate_source: r.rateSource,
    effective_rate: r.effectiveRate,
    monthly_rate: r.monthlyRate,
    repayment_rate: r.repaymentRate,
    balance_after_fixation: r.balanceAfterFixation,
    interest_paid_fixation: r.interestPaidFixation,
    principal_paid_fixation: r.principalPaidFixation,
    payoff_months: r.payoffMonths,
    payoff_date: payoffDate,
    expected_follow_up_rate: r.expectedFollowUpRate,
    expected_payoff_months: r.expectedPayoffMonths,
    expected_total_interest: r.expectedTotalInterest,
  };
  const f = (value: unknown, type: ValueType) => formatValue(value, type, locale);
  return {
    ...row,
    formatted: {
      interest_rate: f(row.interest_rate, 'percentage'),
      effective_rate: f(row.effective_rate, 'percentage'),
      monthly_rate: f(row.monthly_rate, 'currency'),
      repayment_rate: f(row.repayment_rate, 'percentage'),
      balance_after_fixation: f(row.balance_after_fixation, 'currency'),
      interest_paid_fixation: f(row.interest_paid_fixation, 'currency'),
      principal_paid_fixation: f(row.principal_paid_fixation, 'currency'),
      payoff_months: f(row.payoff_months, 'months'),
      payoff_date: f(row.payoff_date, 'month'),
      expected_follow_up_rate: f(row.expected_follow_up_rate, 'percentage'),
      expected_payoff_months: f(row.expected_payoff_months, 'months'),
      expected_total_interest: f(row.expected_total_interest, 'currency'),
    },
  };
}

/**
 * Output items. Spec § 3 list (min/max bounds, downpayment, loan_amount, purchase_price_output,
 * location_tax and real_estate_commission as euro amounts) plus the figures of the chosen fixation and
 * `results` (a table: one row per fixation 5, 10, 15, 20, 30 with numbers and a `formatted` object).
 */
export function mortgageOutputItems(c: MortgageCalculation, locale: Locale): CalculatorItem[] {
  const b = c.bounds;
  const x = c.chosen;
  return [
    item('min_mortgage_payment', b.minMonthlyPayment, 'currency', locale),
    item('max_mortgage_payment', b.maxMonthlyPayment, 'currency', locale),
    item('min_payment_percentage', b.minPaymentPercentage, 'percentage', locale),
    item('max_payment_percentage', b.maxPaymentPercentage, 'percentage', locale),
    item('min_savings', b.minSavings, 'currency', locale),
    item('max_savings', b.maxSavings, 'currency', locale),
    item('min_loan_interest_rate', b.minInterestRate, 'percentage', locale),
    item('max_loan_interest_rate', b.maxInterestRate, 'percentage', locale),
    item('min_purchase_price', b.minPurchasePrice, 'currency', locale),
    item('max_purchase_price', b.maxPurchasePrice, 'currency', locale),
    item('max_real_estate_commission', b.maxCommission, 'percentage', locale),
    item('downpayment', c.downpayment, 'currency', locale),
    item('loan_amount', c.loanAmount, 'currency', locale),
    item('purchase_price_output', c.purchasePrice, 'currency', locale),
    item('location_tax', c.locationTax, 'currency', locale),
    item('real_estate_commission', c.realEstateCommission, 'currency', locale),
    item('notary_fee', c.notaryFee, 'currency', locale),
    item('purchase_costs', c.purchaseCosts, 'currency', locale),
    item('loan_to_value', c.loanToValue, 'percentage', locale),
    item('monthly_rate', x.monthlyRate, 'currency', locale),
    item('repayment_rate', x.repaymentRate, 'percentage', locale),
    item('interest_rate', x.interestRate, 'percentage', locale),
    item('rate_source', x.rateSource, 'text', locale),
    item('effective_rate', x.effectiveRate, 'percentage', locale),
    item('balance_after_fixation', x.balanceAfterFixation, 'currency', locale),
    item('interest_paid_fixation', x.interestPaidFixation, 'currency', locale),
    item('payoff_months', x.payoffMonths, 'months', locale),
    item('payoff_date', x.payoffDate ? isoYearMonth(x.payoffDate) : null, 'month', locale),
    item('curve_date', c.curveDate, 'date', locale),
    item('results', c.results.map((r) => resultRow(r, locale)), 'table', locale),
  ];
}

function minMax(values: readonly number[]): number[] {
  if (values.length === 0) return [0, 0];
  let min = Infinity;
  let max = -Infinity;
  for (const v of values) {
    if (v < min) min = v;
    if (v > max) max = v;
  }
  return [min, max];
}

/**
 * Charts of the chosen fixation. Domain `years` (calendar years of the installments, range = first and
 * last year) and `amount` (euros, data empty, range = 0 … largest value shown).
 * - 0, repayment chart (type 'line'): remaining_balance, cumulative_principal, cumulative_interest.
 * - 1, payment chart (type 'stacked_bar'): monthly_interest, monthly_loan_payment (principal part).
 */
export function mortgageChart(c: MortgageCalculation, chartIndex: 0 | 1): Chart {
  const series: ChartSeries[] =
    chartIndex === 0
      ? [
          { serie_name: 'remaining_balance', data: c.repaymentChart.remainingBalance },
          { serie_name: 'cumulative_principal', data: c.repaymentChart.cumulativePrincipal },
          { serie_name: 'cumulative_interest', data: c.repaymentChart.cumulativeInterest },
        ]
      : [
          { serie_name: 'monthly_interest', data: c.paymentChart.monthlyInterest },
          { serie_name: 'monthly_loan_payment', data: c.paymentChart.monthlyLoanPayment },
        ];
  const years = chartIndex === 0 ? c.repaymentChart.years : c.paymentChart.years;
  let top = 0;
  if (chartIndex === 0) {
    for (const s of series) top = Math.max(top, minMax(s.data)[1] ?? 0);
  } else {
    // Stacked: the largest sum of the two series.
    const [a, b] = series;
    for (let k = 0; k < years.length; k++) top = Math.max(top, (a?.data[k] ?? 0) + (b?.data[k] ?? 0));
  }
  return {
    type: chartIndex === 0 ? 'line' : 'stacked_bar',
    domains: [
      { domain_name: 'years', data: years, range: minMax(years) },
      { domain_name: 'amount', data: [], range: [0, top] },
    ],
    series,
  };
}
