/**
 * The house-budget and rent-or-buy calculators on the query endpoint (issue 14: `calculate` with sheet
 * "house-budget" / "rent-vs-buy", page "Calculator"). Names in the API's snake_case; rates and shares as
 * fractions (like the mortgage sheet's location_tax), money in euros. Without interest_rate the model rate of
 * the date counts. Rule livingCosts is the bank's household calculation (adults, children, living_area, optional
 * living_costs; src/engine/house-budget.ts HOUSEHOLD_CALCULATION); the outputs flag above_guidance (burden_share
 * above 40 %) and loan_above_value (loan above the price) for both rules. The bounds are the engines' (src/engine/house-budget.ts, rent-vs-buy-calculator.ts); amounts
 * above MAX_AMOUNT are refused before the engine runs, so no figure overflows.
 */
import { z } from 'zod';
import { BUDGET_DEFAULTS, houseBudget, type BudgetInputs, type BudgetResult } from '@/engine/house-budget';
import { CALCULATOR_FIXATION_YEARS, SUGGESTED_COMMISSION_PERCENT } from '@/engine/mortgage/defaults';
import { calculateRentVsBuy, RENT_VS_BUY_DEFAULTS, type RentVsBuyCalculation, type RentVsBuyInputs } from '@/engine/rent-vs-buy-calculator';
import { calculatorItem as item, engineSheet } from '@/lib/graphql/engine-sheet';
import type { FieldMap } from '@/lib/graphql/errors';
import type { CalculationSheet } from '@/lib/graphql/sheets';
import type { Locale } from '@/i18n/routes';
import { marketOf } from '@/features/rates/server';

export const HOUSE_BUDGET_SHEET = 'house-budget';
export const RENT_VS_BUY_SHEET = 'rent-vs-buy';
const PAGES = ['Calculator'] as const;
/** Largest amount (euros) any money input takes. */
export const MAX_AMOUNT = 100_000_000;

const amount = z.number().min(0).max(MAX_AMOUNT);
const fraction = z.number().min(-1).max(1);
const fixation = z.union(CALCULATOR_FIXATION_YEARS.map((y) => z.literal(y)) as [z.ZodLiteral<5>, z.ZodLiteral<10>, z.ZodLiteral<15>, z.ZodLiteral<20>, z.ZodLiteral<30>]);
const commission = SUGGESTED_COMMISSION_PERCENT / 100;

/** API name → engine field, both ways for the errors. */
function fieldMapOf(names: Readonly<Record<string, string>>): FieldMap {
  const back = Object.fromEntries(Object.entries(names).map(([api, engine]) => [engine, api]));
  return (field) => back[field] ?? field;
}

// --- house budget -----------------------------------------------------------------------------------------

const BUDGET_NAMES = {
  net_income: 'netIncome', other_loans: 'otherLoans', rule: 'rule', burden_ratio: 'burdenRatio', living_costs: 'livingCosts', adults: 'adults',
  children: 'children', living_area: 'livingArea', equity: 'equity',
  location_tax: 'locationTax', real_estate_commission: 'commission', repayment: 'repayment', fixation_years: 'fixationYears', interest_rate: 'interestRate',
} as const;

const budgetSchema = z.strictObject({
  net_income: amount,
  other_loans: amount.default(BUDGET_DEFAULTS.otherLoans),
  rule: z.enum(['burden', 'livingCosts']).default(BUDGET_DEFAULTS.rule),
  burden_ratio: fraction.nullish(),
  // Rule livingCosts (the bank's household calculation): the own figure counts only above the banks' flat rates;
  // the household defaults to the page's (two adults, no children, 100 m²).
  living_costs: amount.nullish(),
  adults: z.number().int().min(0).max(100).default(BUDGET_DEFAULTS.adults),
  children: z.number().int().min(0).max(100).default(BUDGET_DEFAULTS.children),
  living_area: amount.default(BUDGET_DEFAULTS.livingArea),
  equity: amount,
  location_tax: fraction,
  real_estate_commission: fraction.default(commission),
  repayment: fraction.default(BUDGET_DEFAULTS.repayment),
  fixation_years: fixation.default(BUDGET_DEFAULTS.fixationYears),
  interest_rate: fraction.nullish(),
});
type BudgetApiInputs = z.infer<typeof budgetSchema>;

function budgetInputs(v: BudgetApiInputs): BudgetInputs {
  return {
    netIncome: v.net_income, otherLoans: v.other_loans, rule: v.rule, burdenRatio: v.rule === 'burden' ? (v.burden_ratio ?? BUDGET_DEFAULTS.burdenRatio) : null,
    livingCosts: v.rule === 'livingCosts' ? (v.living_costs ?? null) : null,
    adults: v.rule === 'livingCosts' ? v.adults : null, children: v.rule === 'livingCosts' ? v.children : null, livingArea: v.rule === 'livingCosts' ? v.living_area : null,
    equity: v.equity, locationTax: v.location_tax, commission: v.real_estate_commission, repayment: v.repayment,
    fixationYears: v.fixation_years, interestRate: v.interest_rate ?? null,
  };
}

function budgetInputItems(v: BudgetApiInputs, locale: Locale) {
  const i = budgetInputs(v);
  return [
    item('net_income', i.netIncome, 'currency', locale), item('other_loans', i.otherLoans, 'currency', locale), item('rule', i.rule, 'text', locale),
    item('burden_ratio', i.burdenRatio, 'percentage', locale), item('living_costs', i.livingCosts, 'currency', locale), item('adults', i.adults ?? null, 'integer', locale),
    item('children', i.children ?? null, 'integer', locale), item('living_area', i.livingArea ?? null, 'integer', locale), item('equity', i.equity, 'currency', locale),
    item('location_tax', i.locationTax, 'percentage', locale), item('real_estate_commission', i.commission, 'percentage', locale), item('repayment', i.repayment, 'percentage', locale),
    item('fixation_years', i.fixationYears, 'integer', locale), item('interest_rate', i.interestRate, 'percentage', locale),
  ];
}

function budgetOutputItems(r: BudgetResult, locale: Locale) {
  return [
    item('max_installment', r.maxInstallment, 'currency', locale), item('max_price', r.maxPrice, 'currency', locale), item('loan', r.loan, 'currency', locale),
    item('monthly_payment', r.monthlyPayment, 'currency', locale), item('interest_rate', r.interestRate, 'percentage', locale), item('rate_source', r.rateSource, 'text', locale),
    item('purchase_costs', r.purchaseCosts, 'currency', locale), item('equity_for_costs', r.equityForCosts, 'currency', locale), item('equity_for_price', r.equityForPrice, 'currency', locale),
    item('loan_to_value', r.loanToValue, 'percentage', locale), item('finances_costs', r.financesCosts, 'boolean', locale), item('loan_above_value', r.loanAboveValue, 'boolean', locale),
    item('burden_share', r.burdenShare, 'percentage', locale), item('above_guidance', r.aboveGuidance, 'boolean', locale),
    item('living_costs_counted', r.household?.livingCosts ?? null, 'currency', locale), item('living_costs_flat', r.household?.flatLivingCosts ?? null, 'currency', locale),
    item('running_costs', r.household?.runningCosts ?? null, 'currency', locale), item('buffer', r.household?.buffer ?? null, 'currency', locale),
    item('capped', r.capped, 'boolean', locale), item('below_calculator_range', r.belowCalculatorRange, 'boolean', locale),
  ];
}

export const houseBudgetSheet: CalculationSheet = engineSheet(
  { pages: PAGES, schema: budgetSchema, fieldMap: fieldMapOf(BUDGET_NAMES), run: (v, { market }) => houseBudget(budgetInputs(v), { market }), inputItems: budgetInputItems, outputItems: budgetOutputItems },
  marketOf,
);

// --- rent or buy ------------------------------------------------------------------------------------------

const RENT_BUY_NAMES = {
  purchase_price: 'price', equity: 'equity', location_tax: 'locationTax', real_estate_commission: 'commission', interest_rate: 'interestRate', fixation_years: 'fixationYears',
  repayment: 'repayment', monthly_rent: 'monthlyRent', rent_growth: 'rentGrowth', appreciation: 'appreciation', maintenance: 'maintenance',
  building_share: 'buildingShare', maintenance_growth: 'maintenanceGrowth', investment_return: 'investmentReturn', joint_filing: 'jointFiling', horizon_years: 'horizonYears',
} as const;

const D = RENT_VS_BUY_DEFAULTS;
const rentBuySchema = z.strictObject({
  purchase_price: amount,
  equity: amount,
  location_tax: fraction,
  real_estate_commission: fraction.default(commission),
  interest_rate: fraction.nullish(),
  fixation_years: fixation.default(D.fixationYears),
  repayment: fraction.default(D.repayment),
  monthly_rent: amount,
  rent_growth: fraction.default(D.rentGrowth),
  appreciation: fraction.default(D.appreciation),
  maintenance: fraction.default(D.maintenance),
  building_share: fraction.default(D.buildingShare),
  maintenance_growth: fraction.default(D.maintenanceGrowth),
  investment_return: fraction.default(D.investmentReturn),
  joint_filing: z.union([z.boolean(), z.enum(['true', 'false']).transform((s) => s === 'true')]).default(D.jointFiling),
  horizon_years: z.number().int().min(0).max(1000).default(D.horizonYears),
});
type RentBuyApiInputs = z.infer<typeof rentBuySchema>;

function rentBuyInputs(v: RentBuyApiInputs): RentVsBuyInputs {
  return {
    price: v.purchase_price, equity: v.equity, locationTax: v.location_tax, commission: v.real_estate_commission, interestRate: v.interest_rate ?? null,
    fixationYears: v.fixation_years, repayment: v.repayment, monthlyRent: v.monthly_rent, rentGrowth: v.rent_growth, appreciation: v.appreciation,
    maintenance: v.maintenance, buildingShare: v.building_share, maintenanceGrowth: v.maintenance_growth, investmentReturn: v.investment_return, jointFiling: v.joint_filing, horizonYears: v.horizon_years,
  };
}

function rentBuyInputItems(v: RentBuyApiInputs, locale: Locale) {
  const i = rentBuyInputs(v);
  return [
    item('purchase_price', i.price, 'currency', locale), item('equity', i.equity, 'currency', locale), item('location_tax', i.locationTax, 'percentage', locale),
    item('real_estate_commission', i.commission, 'percentage', locale), item('interest_rate', i.interestRate, 'percentage', locale), item('fixation_years', i.fixationYears, 'integer', locale),
    item('repayment', i.repayment, 'percentage', locale), item('monthly_rent', i.monthlyRent, 'currency', locale), item('rent_growth', i.rentGrowth, 'percentage', locale),
    item('appreciation', i.appreciation, 'percentage', locale), item('maintenance', i.maintenance, 'percentage', locale), item('building_share', i.buildingShare, 'percentage', locale),
    item('maintenance_growth', i.maintenanceGrowth, 'percentage', locale), item('investment_return', i.investmentReturn, 'percentage', locale),
    item('joint_filing', i.jointFiling, 'boolean', locale), item('horizon_years', i.horizonYears, 'integer', locale),
  ];
}

function rentBuyOutputItems(r: RentVsBuyCalculation, locale: Locale) {
  return [
    item('interest_rate', r.interestRate, 'percentage', locale), item('rate_source', r.rateSource, 'text', locale), item('loan', r.loan, 'currency', locale),
    item('monthly_installment', r.installment, 'currency', locale), item('purchase_costs', r.purchaseCosts, 'currency', locale),
    item('buyer_net_worth', r.finalBuyerNetWorth, 'currency', locale), item('renter_net_worth', r.finalRenterNetWorth, 'currency', locale),
    item('renter_tax_at_sale', r.series[r.series.length - 1]?.renterFund.taxAtSale ?? null, 'currency', locale),
    item('difference', r.difference, 'currency', locale), item('winner', r.winner, 'text', locale), item('break_even_year', r.breakEvenYear, 'integer', locale),
    item('threshold', r.threshold, 'text', locale), item('threshold_rent', r.thresholdRent, 'currency', locale), item('payoff_year', r.payoffYear, 'integer', locale),
  ];
}

export const rentVsBuySheet: CalculationSheet = engineSheet(
  { pages: PAGES, schema: rentBuySchema, fieldMap: fieldMapOf(RENT_BUY_NAMES), run: (v, { date, market }) => calculateRentVsBuy(rentBuyInputs(v), { market, date }), inputItems: rentBuyInputItems, outputItems: rentBuyOutputItems },
  marketOf,
);
