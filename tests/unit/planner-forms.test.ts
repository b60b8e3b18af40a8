import { describe, expect, test } from 'vitest';
import { houseBudget } from '@/engine/house-budget';
import { marketOn } from '@/engine/rates/fixtures';
import { calculateRentVsBuy, RENT_VS_BUY_DEFAULTS } from '@/engine/rent-vs-buy-calculator';
import {
  DEFAULT_BUDGET_FORM,
  budgetFormFromParams,
  budgetFormToParams,
  evaluateBudgetForm,
  mortgageCalculatorParams,
} from '@/features/calculators/budget-form';
import { evaluateMortgageForm, formFromParams } from '@/features/calculators/mortgage-form';
import { DEFAULT_RENT_BUY_FORM, evaluateRentBuyForm, rentBuyFormFromParams, rentBuyFormToParams } from '@/features/calculators/rent-buy-form';

const DATE = '2026-11-21';
const market = marketOn(DATE);

describe('house budget form', () => {
  test('the evaluation carries the parsed inputs its sentence repeats (grouped money, comma decimals)', () => {
    const e = evaluateBudgetForm({ ...DEFAULT_BUDGET_FORM, income: '5.400', loans: '250', ratio: '37,5', repayment: '2,5' }, DATE, market);
    expect(e.inputs).toEqual({ income: 5400, loans: 250, ratio: 0.375, living: null, repayment: 0.025 });
    const living = evaluateBudgetForm({ ...DEFAULT_BUDGET_FORM, rule: 'living', living: '2.300' }, DATE, market);
    expect(living.inputs).toMatchObject({ ratio: null, living: 2300 });
    expect(evaluateBudgetForm({ ...DEFAULT_BUDGET_FORM, income: 'abc' }, DATE, market).inputs).toBeNull();
  });

  test('defaults evaluate to the engine figures (Berlin 6 %, 3.57 % commission)', () => {
    const e = evaluateBudgetForm(budgetFormFromParams({}), DATE, market);
    expect(e.errors).toEqual({});
    const direct = houseBudget({ netIncome: 5000, otherLoans: 0, rule: 'burden', burdenRatio: 0.35, equity: 80000, locationTax: 0.06, commission: 0.0357, repayment: 0.02, fixationYears: 10 }, { market });
    expect(e.result?.maxPrice).toBe(direct.maxPrice);
    expect(e.result?.monthlyPayment).toBeCloseTo(direct.monthlyPayment, 8);
  });

  test('URL round trip keeps every field, unknown keys ignored, grouped money read', () => {
    const form = { ...DEFAULT_BUDGET_FORM, income: '6.500', rule: 'living' as const, living: '2800', rateMode: 'manual' as const, rate: '3,9', fix: 15 as const, loc: 'BY' };
    const params = budgetFormToParams(form);
    expect(params.get('income')).toBe('6500');
    const back = budgetFormFromParams(params);
    expect(back).toEqual({ ...form, income: '6500' });
    expect(budgetFormFromParams(new URLSearchParams('fix=7&rule=x&rateMode=?&foo=1'))).toEqual(DEFAULT_BUDGET_FORM);
    const e = evaluateBudgetForm(back, DATE, market);
    expect(e.valid).toBe(true);
    // Household calculation: own living costs 2,800 (above the flat 1,500 for two adults) + 100 m² × 3.50 + 10 % buffer.
    expect(e.result?.maxInstallment).toBeCloseTo(6500 - 2800 - 350 - 650, 9);
    expect(e.result?.interestRate).toBeCloseTo(0.039, 10);
  });

  test('errors per field in codes, never throws', () => {
    const e = evaluateBudgetForm({ ...DEFAULT_BUDGET_FORM, income: 'abc', equity: '', loc: 'atlantis' }, DATE, market);
    expect(e.errors).toMatchObject({ income: { code: 'NOT_A_NUMBER' }, equity: { code: 'REQUIRED' }, loc: { code: 'LOCATION_REQUIRED' } });
    expect(e.valid).toBe(false);
    expect(evaluateBudgetForm({ ...DEFAULT_BUDGET_FORM, ratio: '60' }, DATE, market).errors.ratio).toEqual({ code: 'TOO_HIGH', params: { max: 50 } });
    expect(evaluateBudgetForm({ ...DEFAULT_BUDGET_FORM, loans: '5000' }, DATE, market).errors.income).toEqual({ code: 'NO_BUDGET', params: {} });
    expect(evaluateBudgetForm({ ...DEFAULT_BUDGET_FORM, repayment: '0,5' }, DATE, market).errors.repayment?.code).toBe('TOO_LOW');
    expect(evaluateBudgetForm(DEFAULT_BUDGET_FORM, DATE, null).errors.rate?.code).toBe('NO_MARKET');
    for (const junk of ['', '-1', '1e9', 'NaN', '∞', '1,2,3']) {
      expect(() => evaluateBudgetForm({ ...DEFAULT_BUDGET_FORM, income: junk, ratio: junk, rate: junk, rateMode: 'manual' }, DATE, market)).not.toThrow();
    }
  });

  test('household calculation on the form (issue 24): the audit case is flagged; own living costs optional', () => {
    // 5,000 net, two adults, own living costs 1,150: the flat 1,500 count, 100 m² × 3.50 = 350, buffer 500 → 2,650.
    const audit = evaluateBudgetForm({ ...DEFAULT_BUDGET_FORM, rule: 'living', income: '5000', adults: '2', children: '0', area: '100', living: '1.150' }, DATE, market);
    expect(audit.errors).toEqual({});
    expect(audit.inputs).toMatchObject({ living: 1150, ratio: null });
    expect(audit.result?.maxInstallment).toBeCloseTo(2650, 9);
    expect(audit.result?.household).toMatchObject({ livingCosts: 1500, runningCosts: 350, buffer: 500 });
    expect(audit.result?.aboveGuidance).toBe(true);
    // Empty own figure: the flat rates (the same here); empty children: none.
    const flat = evaluateBudgetForm({ ...DEFAULT_BUDGET_FORM, rule: 'living', living: '', children: '' }, DATE, market);
    expect(flat.errors).toEqual({});
    expect(flat.inputs?.living).toBeNull();
    expect(flat.result?.maxInstallment).toBeCloseTo(2650, 9);
    // The burden rule ignores the household fields (even broken ones).
    expect(evaluateBudgetForm({ ...DEFAULT_BUDGET_FORM, adults: 'x', area: '' }, DATE, market).errors).toEqual({});
  });

  test('household fields: errors in codes, bounds in plain numbers', () => {
    const living = { ...DEFAULT_BUDGET_FORM, rule: 'living' as const };
    expect(evaluateBudgetForm({ ...living, adults: 'zwei' }, DATE, market).errors.adults).toEqual({ code: 'NOT_A_NUMBER', params: {} });
    expect(evaluateBudgetForm({ ...living, adults: '1,5' }, DATE, market).errors.adults).toEqual({ code: 'NOT_WHOLE', params: {} });
    expect(evaluateBudgetForm({ ...living, adults: '0' }, DATE, market).errors.adults).toEqual({ code: 'TOO_LOW', params: { min: 1 } });
    expect(evaluateBudgetForm({ ...living, children: '11' }, DATE, market).errors.children).toEqual({ code: 'TOO_HIGH', params: { max: 10 } });
    expect(evaluateBudgetForm({ ...living, area: '' }, DATE, market).errors.area).toEqual({ code: 'REQUIRED', params: {} });
    expect(evaluateBudgetForm({ ...living, area: '10' }, DATE, market).errors.area).toEqual({ code: 'TOO_LOW', params: { min: 20 } });
    // 2,500 net − 1,500 − 350 − 250 = 400 left: fine; 2,000 net leaves nothing.
    expect(evaluateBudgetForm({ ...living, income: '2500' }, DATE, market).result?.maxInstallment).toBeCloseTo(400, 9);
    expect(evaluateBudgetForm({ ...living, income: '2000' }, DATE, market).errors.income).toEqual({ code: 'NO_BUDGET', params: {} });
  });

  test('the mortgage calculator link shows the same monthly payment', () => {
    for (const form of [
      DEFAULT_BUDGET_FORM,
      { ...DEFAULT_BUDGET_FORM, income: '8000', equity: '150000', repayment: '3', fix: 20 as const, loc: 'muenchen' },
      { ...DEFAULT_BUDGET_FORM, rule: 'living' as const, income: '7000', adults: '2', children: '2', area: '130', equity: '120000', loc: 'BY' },
    ]) {
      const e = evaluateBudgetForm(form, DATE, market);
      const mortgage = evaluateMortgageForm(formFromParams(mortgageCalculatorParams(form, e.result!)), DATE, market);
      expect(mortgage.valid).toBe(true);
      expect(mortgage.calculation!.chosen.monthlyRate).toBeCloseTo(e.result!.monthlyPayment, 6);
    }
  });
});

describe('rent or buy form', () => {
  test('defaults evaluate to the engine figures', () => {
    const e = evaluateRentBuyForm(rentBuyFormFromParams({}), DATE, market);
    expect(e.errors).toEqual({});
    const direct = calculateRentVsBuy({ ...RENT_VS_BUY_DEFAULTS, locationTax: 0.06, commission: 0.0357 }, { market, date: DATE });
    expect(e.result?.difference).toBeCloseTo(direct.difference, 6);
    expect(e.result?.thresholdRent).toBeCloseTo(direct.thresholdRent!, 6);
  });

  test('URL round trip; an unchecked joint box in a submitted form means no', () => {
    const form = { ...DEFAULT_RENT_BUY_FORM, price: '500.000', joint: 'yes' as const, horizon: '30', rateMode: 'manual' as const, rate: '3.5' };
    expect(rentBuyFormFromParams(rentBuyFormToParams(form))).toEqual({ ...form, price: '500000' });
    expect(rentBuyFormFromParams(new URLSearchParams('price=400000')).joint).toBe('no');
    const e = evaluateRentBuyForm(form, DATE, market);
    expect(e.valid).toBe(true);
    expect(e.result?.series).toHaveLength(30);
  });

  test("the building share and the maintenance's yearly rise are the visitor's: 1 % of 50 % of 400,000 = 2,000 in year 1, +3 % in year 2", () => {
    const e = evaluateRentBuyForm({ ...DEFAULT_RENT_BUY_FORM, price: '400000', maintenance: '1', share: '50', mgrowth: '3' }, DATE, market);
    expect(e.errors).toEqual({});
    expect(e.result!.series[0]!.maintenance).toBeCloseTo(2_000, 6);
    expect(e.result!.series[1]!.maintenance).toBeCloseTo(2_060, 6);
    expect(rentBuyFormFromParams(new URLSearchParams('share=60&mgrowth=1.5'))).toMatchObject({ share: '60', mgrowth: '1.5' });
    expect(evaluateRentBuyForm({ ...DEFAULT_RENT_BUY_FORM, share: '5' }, DATE, market).errors.share).toEqual({ code: 'TOO_LOW', params: { min: 10 } });
    expect(evaluateRentBuyForm({ ...DEFAULT_RENT_BUY_FORM, mgrowth: 'x' }, DATE, market).errors.mgrowth?.code).toBe('NOT_A_NUMBER');
  });

  test('errors per field, never throws', () => {
    expect(evaluateRentBuyForm({ ...DEFAULT_RENT_BUY_FORM, price: '50000' }, DATE, market).errors.price).toEqual({ code: 'TOO_LOW', params: { min: 100000 } });
    expect(evaluateRentBuyForm({ ...DEFAULT_RENT_BUY_FORM, horizon: '80' }, DATE, market).errors.horizon).toEqual({ code: 'TOO_HIGH', params: { max: 50 } });
    expect(evaluateRentBuyForm({ ...DEFAULT_RENT_BUY_FORM, ret: '20' }, DATE, market).errors.ret).toEqual({ code: 'TOO_HIGH', params: { max: 15 } });
    expect(evaluateRentBuyForm({ ...DEFAULT_RENT_BUY_FORM, rent: 'x' }, DATE, market).errors.rent?.code).toBe('NOT_A_NUMBER');
    for (const junk of ['', '-1', '1e9', '2.5', 'abc']) {
      expect(() => evaluateRentBuyForm({ ...DEFAULT_RENT_BUY_FORM, price: junk, horizon: junk, rent: junk, equity: junk }, DATE, market)).not.toThrow();
    }
  });
});
