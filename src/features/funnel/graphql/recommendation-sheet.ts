/**
 * The OM funnel's recommendation on the query endpoint (issue 14: `calculate` with sheet
 * "mortgage-recommendation", page "Calculator"): the engine src/engine/recommendation with the rate market of
 * the date. Rates and shares as fractions, money in euros; tables (fixations, break-even pairs, KfW) as lists
 * of rows with type "table".
 */
import { z } from 'zod';
import { recommendMortgage, RECOMMENDATION_DEFAULTS, type Recommendation, type RecommendationInputs } from '@/engine/recommendation';
import { marketOf } from '@/features/rates/server';
import { calculatorItem as item, engineSheet } from '@/lib/graphql/engine-sheet';
import type { CalculationSheet } from '@/lib/graphql/sheets';
import type { Locale } from '@/i18n/routes';

export const RECOMMENDATION_SHEET = 'mortgage-recommendation';

const NAMES = {
  purchase_price: 'purchasePrice', location_tax: 'locationTax', real_estate_commission: 'realEstateCommission', usage: 'usage', equity: 'equity',
  net_income: 'netIncomeMonthly', age: 'age', retirement_age: 'retirementAge', hold_years: 'holdYears', hold_certainty: 'holdCertainty', risk: 'risk',
  children: 'children', building: 'building',
} as const;
const BACK: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(NAMES).map(([api, engine]) => [engine, api]));

const money = z.number().min(-1e9).max(1e9);
const fraction = z.number().min(-1).max(1);
const whole = z.number().min(-1000).max(1000);
/** Choices: any short string here; the engine names the allowed values (INVALID_OPTION → OUT_OF_RANGE). */
const choice = z.string().max(40);

const schema = z.strictObject({
  purchase_price: money,
  location_tax: fraction,
  real_estate_commission: fraction.default(RECOMMENDATION_DEFAULTS.realEstateCommission),
  usage: choice,
  equity: money,
  net_income: money,
  age: whole,
  retirement_age: whole.default(RECOMMENDATION_DEFAULTS.retirementAge),
  hold_years: whole,
  hold_certainty: choice,
  risk: choice,
  children: whole.default(0),
  building: choice.default('existing'),
});
type ApiInputs = z.infer<typeof schema>;

function engineInputs(v: ApiInputs): RecommendationInputs {
  return {
    purchasePrice: v.purchase_price, locationTax: v.location_tax, realEstateCommission: v.real_estate_commission, usage: v.usage as RecommendationInputs['usage'],
    equity: v.equity, netIncomeMonthly: v.net_income, age: v.age, retirementAge: v.retirement_age, holdYears: v.hold_years,
    holdCertainty: v.hold_certainty as RecommendationInputs['holdCertainty'], risk: v.risk as RecommendationInputs['risk'], children: v.children,
    building: v.building as RecommendationInputs['building'],
  };
}

function inputItems(v: ApiInputs, locale: Locale) {
  return [
    item('purchase_price', v.purchase_price, 'currency', locale), item('location_tax', v.location_tax, 'percentage', locale),
    item('real_estate_commission', v.real_estate_commission, 'percentage', locale), item('usage', v.usage, 'text', locale), item('equity', v.equity, 'currency', locale),
    item('net_income', v.net_income, 'currency', locale), item('age', v.age, 'integer', locale), item('retirement_age', v.retirement_age, 'integer', locale),
    item('hold_years', v.hold_years, 'integer', locale), item('hold_certainty', v.hold_certainty, 'text', locale), item('risk', v.risk, 'text', locale),
    item('children', v.children, 'integer', locale), item('building', v.building, 'text', locale),
  ];
}

function outputItems(r: Recommendation, locale: Locale) {
  return [
    item('recommended_fixation', r.recommended.fixationYears, 'integer', locale),
    item('interest_rate', r.recommended.interestRate, 'percentage', locale),
    item('monthly_payment', r.recommended.monthlyRate, 'currency', locale),
    item('reasons', r.reasons.join(','), 'text', locale),
    item('cheapest_expected_fixation', r.cheapestExpected, 'integer', locale),
    item('horizon_years', r.horizonYears, 'integer', locale),
    item('curve_date', r.curveDate, 'date', locale),
    item('purchase_costs', r.financing.purchaseCosts, 'currency', locale),
    item('down_payment', r.financing.downPayment, 'currency', locale),
    item('reserve', r.financing.reserve, 'currency', locale),
    item('reserve_note', r.financing.note, 'text', locale),
    item('loan_amount', r.financing.loanAmount, 'currency', locale),
    item('loan_to_value', r.financing.loanToValue, 'percentage', locale),
    item('interest_saved_with_all_equity', r.financing.interestSavedWithAllEquity, 'currency', locale),
    item('repayment_rate', r.repayment.rate, 'percentage', locale),
    item('repayment_note', r.repayment.note, 'text', locale),
    item('share_of_income', r.repayment.shareOfIncome, 'percentage', locale),
    item('above_guidance', r.repayment.aboveGuidance, 'boolean', locale),
    item('payoff_age', r.repayment.payoffAge, 'integer', locale),
    item('fixations', r.fixations.map((f) => ({ fixation_years: f.fixationYears, interest_rate: f.interestRate, monthly_payment: f.monthlyRate, follow_up_rate: f.followUpRate, expected_cost: f.expectedCost, stressed_cost: f.stressedCost, balance_at_horizon: f.balanceAtHorizon, excluded: f.excluded })), 'table', locale),
    item('break_even', r.breakEven.map((p) => ({ short_years: p.shortYears, long_years: p.longYears, break_even_rate: p.breakEvenRate, forward_rate: p.forwardRate })), 'table', locale),
    item('stress', r.stress && { balance: r.stress.balance, expected_rate: r.stress.expectedRate, stressed_rate: r.stress.stressedRate, expected_installment: r.stress.expectedInstallment, stressed_installment: r.stress.stressedInstallment }, 'table', locale),
    item('kfw', r.kfw.map((k) => ({ programme: k.id, max_loan: k.maxLoan, income_limit: k.incomeLimit, conditions: k.conditions, source: k.source, valid_from: k.validFrom })), 'table', locale),
  ];
}

export const recommendationSheet: CalculationSheet = engineSheet(
  { pages: ['Calculator'], schema, fieldMap: (f) => BACK[f] ?? f, run: (v, env) => recommendMortgage(engineInputs(v), env), inputItems, outputItems },
  marketOf,
);
