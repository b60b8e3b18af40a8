/**
 * Pension plan → the API's calculator items ({ name, value, formatted_value, type }) and chart index 0
 * ({ type, domains, series }). Output names follow spec § 3 "Pension planner … Outputs" in the API's
 * snake_case; money is euros (today's euros, or nominal when `inflation` is on: money_basis says which).
 */
import type { PensionPlan, PensionOption } from '@/engine/pension';
import { formatValue, LOCALE_TAGS, type ValueType } from '@/lib/graphql/format';
import type { Locale } from '@/i18n/routes';
import type { CalculatorItem, Chart } from '@/lib/graphql/sheets';
import { PENSION_INPUT_NAMES, type ParsedPensionInputs, type PensionInputName } from './inputs';

function item(name: string, value: unknown, type: ValueType, locale: Locale): CalculatorItem {
  return { name, value: value ?? null, formatted_value: formatValue(value, type, locale), type };
}

/** GRV points: two decimals as the pension statement shows them (type 'text', the value unrounded). */
function pointsItem(name: string, value: number, locale: Locale): CalculatorItem {
  const formatted = new Intl.NumberFormat(LOCALE_TAGS[locale], { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
  return { name, value, formatted_value: formatted, type: 'text' };
}

const INPUT_TYPES: Readonly<Record<PensionInputName, ValueType>> = {
  age: 'integer',
  monthly_gross_income: 'currency',
  sex: 'text',
  education: 'text',
  monthly_savings: 'currency',
  total_savings_in_bank: 'currency',
  boolean_home_owner: 'boolean',
  cityOfResidence: 'text',
  monthly_cold_rent: 'currency',
  partner_monthly_gross_income: 'currency',
  current_home_property_value: 'currency',
  current_home_outstanding_mortgage: 'currency',
  current_home_monthly_mortgage_payment: 'currency',
  current_home_interest_rate: 'percentage',
  inflation: 'boolean',
  current_employment: 'text',
  boolean_grv_compulsory_enroll: 'boolean',
  grv_points_total: 'text',
  grv_points_employed: 'text',
  grv_points_self_employed: 'text',
  etf_share: 'percentage',
  etf_value: 'currency',
  monthly_other_pension: 'currency',
  slider_desired_retirement_age: 'integer',
  slider_monthly_contribution: 'currency',
  slider_one_time_contribution: 'currency',
  tax_filing: 'text',
  childless: 'boolean',
  church_tax: 'boolean',
  depreciation: 'text',
};

/** The inputs sent (yes/no strings as booleans), in the spec's order, and the retirement age the plan used. */
export function pensionInputItems(parsed: ParsedPensionInputs, plan: PensionPlan, locale: Locale): CalculatorItem[] {
  const items: CalculatorItem[] = [];
  for (const name of PENSION_INPUT_NAMES) {
    let value: unknown = parsed.given[name];
    if (name === 'slider_desired_retirement_age') value = plan.desiredRetirementAge;
    if (value === undefined || value === null) continue;
    if (value === 'true' || value === 'false') value = value === 'true';
    items.push(item(name, value, INPUT_TYPES[name], locale));
  }
  return items;
}

const OPTION_NAMES: Readonly<Record<PensionOption, string>> = {
  privatePensionPlan: 'private_pension_plan',
  ownHome: 'own_home',
  investmentProperty: 'investment_property',
};

/**
 * Output items: the spec's list (expected income before retirement, the pie values, suggestion
 * recommendation, per option one-time and monthly investment, retirement age and return rate, scenario
 * retirement ages, slider min/max/recommended, thresholds, card values with effective cost and affordability)
 * plus the statutory pension from gross to net that the figures rest on.
 */
export function pensionOutputItems(plan: PensionPlan, locale: Locale): CalculatorItem[] {
  const i = (name: string, value: unknown, type: ValueType) => item(name, value, type, locale);
  const st = plan.statutory;
  const items: CalculatorItem[] = [
    i('date', plan.today, 'date'),
    i('money_basis', plan.moneyBasis, 'text'),
    i('inflation_rate', plan.inflationRate, 'percentage'),
    i('life_expectancy', plan.lifeExpectancy, 'integer'),
    i('desired_retirement_age', plan.desiredRetirementAge, 'integer'),
    i('expected_income_before_retirement', plan.expectedIncomeBeforeRetirement, 'currency'),
    i('gross_income_before_retirement', plan.grossIncomeBeforeRetirement, 'currency'),
    i('required_pension', plan.requiredPension, 'currency'),
    i('pension_gap', plan.pensionGap, 'currency'),
    i('bridge_gap', plan.bridgeGap, 'currency'),
    i('bridge_months', plan.bridgeMonths, 'months'),
    // Pie chart.
    i('pie_state_pension', plan.pie.statePension, 'currency'),
    i('pie_own_investment_income', plan.pie.ownInvestmentIncome, 'currency'),
    i('pie_pension_gap', plan.pie.pensionGap, 'currency'),
    i('pie_required_pension', plan.pie.requiredPension, 'currency'),
    i('pie_retirement_age', plan.pie.retirementAge, 'integer'),
    // Statutory pension, gross to net.
    pointsItem('statutory_points', st.points, locale),
    pointsItem('statutory_points_so_far', st.pointsSoFar, locale),
    pointsItem('statutory_future_points', st.futurePoints, locale),
    i('rentenwert', st.rentenwert, 'currency'),
    i('zugangsfaktor', st.zugangsfaktor, 'percentage'),
    i('regelaltersgrenze_months', st.regelaltersgrenzeMonths, 'months'),
    i('statutory_start_age_months', st.startAgeMonths, 'months'),
    i('statutory_start_year', st.startYear, 'text'),
    i('besteuerungsanteil', st.besteuerungsanteil, 'percentage'),
    i('statutory_pension_gross', st.monthlyGross, 'currency'),
    i('statutory_health_insurance', st.healthInsurance, 'currency'),
    i('statutory_care_insurance', st.careInsurance, 'currency'),
    i('statutory_income_tax', st.incomeTax, 'currency'),
    i('statutory_pension_net', st.monthlyNet, 'currency'),
    i('own_investments_capital', plan.ownInvestments.capitalAtRetirement, 'currency'),
    i('own_investments_monthly_income', plan.ownInvestments.monthlyIncome, 'currency'),
    // Solutions.
    i('suggestion_recommendation', plan.suggestionRecommendation, 'text'),
  ];
  for (const [option, prefix] of Object.entries(OPTION_NAMES) as [PensionOption, string][]) {
    const s = plan.suggestions[option];
    items.push(
      i(`${prefix}_available`, s !== null, 'boolean'),
      i(`${prefix}_one_time_investment`, s?.oneTimeInvestment, 'currency'),
      i(`${prefix}_monthly_investment`, s?.monthlyInvestment, 'currency'),
      i(`${prefix}_retirement_age`, s?.retirementAge, 'integer'),
      i(`${prefix}_return_rate`, s?.returnRate, 'percentage'),
    );
  }
  const sl = plan.sliders;
  items.push(
    i('scenario_retirement_age_expected', plan.scenarioRetirementAges.expected, 'integer'),
    i('scenario_retirement_age_worst', plan.scenarioRetirementAges.worst, 'integer'),
    i('scenario_retirement_age_best', plan.scenarioRetirementAges.best, 'integer'),
    i('slider_retirement_age_min', sl.retirementAge.min, 'integer'),
    i('slider_retirement_age_max', sl.retirementAge.max, 'integer'),
    i('slider_retirement_age_recommended', sl.retirementAge.recommended, 'integer'),
    i('slider_monthly_contribution_min', sl.monthlyContribution.min, 'currency'),
    i('slider_monthly_contribution_max', sl.monthlyContribution.max, 'currency'),
    i('slider_monthly_contribution_recommended', sl.monthlyContribution.recommended, 'currency'),
    i('slider_one_time_contribution_min', sl.oneTimeContribution.min, 'currency'),
    i('slider_one_time_contribution_max', sl.oneTimeContribution.max, 'currency'),
    i('slider_one_time_contribution_recommended', sl.oneTimeContribution.recommended, 'currency'),
    i('required_monthly_contribution', plan.requiredMonthlyContribution, 'currency'),
    i('threshold_earliest_statutory_start_months', plan.thresholds.earliestStatutoryStartMonths, 'months'),
    i('threshold_regelaltersgrenze_months', plan.thresholds.regelaltersgrenzeMonths, 'months'),
    pointsItem('threshold_max_points_per_year', plan.thresholds.maxPointsPerYear, locale),
    i('threshold_affordability_max_share', plan.thresholds.affordabilityMaxShare, 'percentage'),
  );
  const ppp = plan.cards.privatePensionPlan;
  items.push(
    i('card_private_pension_plan_effective_cost_min', ppp.effectiveCostMin, 'percentage'),
    i('card_private_pension_plan_effective_cost_max', ppp.effectiveCostMax, 'percentage'),
    i('card_private_pension_plan_upfront_fees', ppp.upfrontFees, 'currency'),
    i('card_private_pension_plan_return_rate', ppp.returnRate, 'percentage'),
    i('card_private_pension_plan_affordable', ppp.affordable, 'boolean'),
  );
  const houses = [
    ['own_home', plan.cards.ownHome],
    ['investment_property', plan.cards.investmentProperty],
  ] as const;
  for (const [prefix, card] of houses) {
    if (!card) continue;
    items.push(
      i(`card_${prefix}_property_value`, card.propertyValue, 'currency'),
      i(`card_${prefix}_loan_amount`, card.loanAmount, 'currency'),
      i(`card_${prefix}_fixation_years`, card.fixationYears, 'integer'),
      i(`card_${prefix}_interest_rate`, card.interestRate, 'percentage'),
      i(`card_${prefix}_effective_rate`, card.effectiveRate, 'percentage'),
      i(`card_${prefix}_monthly_installment`, card.monthlyInstallment, 'currency'),
      i(`card_${prefix}_payoff_months`, card.payoffMonths, 'months'),
      i(`card_${prefix}_down_payment`, card.downPayment, 'currency'),
      i(`card_${prefix}_purchase_costs`, card.purchaseCosts, 'currency'),
      i(`card_${prefix}_one_time_cost`, card.oneTimeCost, 'currency'),
      i(`card_${prefix}_monthly_upkeep`, card.monthlyUpkeep, 'currency'),
      i(`card_${prefix}_appreciation`, card.appreciation, 'percentage'),
      i(`card_${prefix}_affordable`, card.affordable, 'boolean'),
    );
  }
  const property = plan.cards.investmentProperty;
  items.push(
    i('card_investment_property_monthly_rent', property.monthlyRent, 'currency'),
    i('card_investment_property_depreciation', property.depreciation, 'text'),
  );
  return items;
}

const finite = (v: number | null): number | null => (v !== null && Number.isFinite(v) ? v : null);

/**
 * Chart index 0 (type 'line'): domain `ages` (today's age to the life expectancy) and `amount` (euros, data
 * empty, range 0 … largest value). Series (spec § 3): ppp (plan capital with the slider contributions),
 * investmentProperty and ownHome (equity; ownHome absent for owners), feasibleRetirement (capital a
 * retirement at that age needs; null outside the retirement-age slider range).
 */
export function pensionChart(plan: PensionPlan): Chart {
  const c = plan.chart;
  const series = [
    { serie_name: 'ppp', data: c.ppp.map(finite) },
    { serie_name: 'investmentProperty', data: c.investmentProperty.map(finite) },
    ...(c.ownHome ? [{ serie_name: 'ownHome', data: c.ownHome.map(finite) }] : []),
    { serie_name: 'feasibleRetirement', data: c.feasibleRetirement.map(finite) },
  ];
  let top = 0;
  for (const s of series) for (const v of s.data) if (v !== null && v > top) top = v;
  const first = c.ages[0] ?? 0;
  const last = c.ages.at(-1) ?? first;
  return {
    type: 'line',
    domains: [
      { domain_name: 'ages', data: c.ages, range: [first, last] },
      { domain_name: 'amount', data: [], range: [0, top] },
    ],
    series,
  };
}
