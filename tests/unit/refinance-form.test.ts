import { describe, expect, test } from 'vitest';
import { followUpFinancing } from '@/engine/rates/follow-up-financing';
import { marketOn } from '@/engine/rates/fixtures';
import { refinanceLoanStep } from '@/features/lead-requests/schemas';
import { DEFAULT_REFINANCE_FORM, evaluateRefinanceForm, monthAhead, refinanceFormFromParams, refinanceFormToParams, refinanceRequestParams } from '@/features/calculators/refinance-form';

const MARKET = marketOn('2025-06-03');
const TODAY = '2025-06-10';

describe('refinance form', () => {
  test('defaults: 250,000 balance, 500,000 value, 24 months ahead, 10 years, 2 % — the engine’s result', () => {
    const form = refinanceFormFromParams({});
    expect(form).toEqual(DEFAULT_REFINANCE_FORM);
    const evaluation = evaluateRefinanceForm(form, TODAY, MARKET);
    expect(evaluation.valid).toBe(true);
    expect(evaluation.result).toEqual(followUpFinancing({ balance: 250_000, propertyValue: 500_000, monthsAhead: 24, fixationYears: 10, repayment: 0.02, market: MARKET }));
  });

  test('amounts as people write them (de "180.000", en "180,000"), the address with plain numbers', () => {
    for (const debt of ['180.000', '180,000', '180 000']) {
      const form = refinanceFormFromParams({ debt, months: '6', fix: '15', repayment: '2,5' });
      const r = evaluateRefinanceForm(form, TODAY, MARKET).result!;
      expect(r.balance).toBe(180_000);
      expect(r.fixationYears).toBe(15);
      expect(r.repayment).toBeCloseTo(0.025, 12);
      expect(refinanceFormToParams(form).get('debt')).toBe('180000');
    }
  });

  test('an unknown fixation falls back to 10 years', () => {
    expect(refinanceFormFromParams({ fix: '30' }).fix).toBe(10);
  });

  test.each([
    { label: 'empty balance', patch: { debt: '' }, field: 'debt', code: 'REQUIRED' },
    { label: 'balance in words', patch: { debt: 'viel' }, field: 'debt', code: 'NOT_A_NUMBER' },
    { label: 'balance below 10,000', patch: { debt: '5000' }, field: 'debt', code: 'TOO_LOW', params: { min: 10_000 } },
    { label: 'value above 20 million', patch: { value: '25000000' }, field: 'value', code: 'TOO_HIGH', params: { max: 20_000_000 } },
    { label: 'months above 60', patch: { months: '61' }, field: 'months', code: 'TOO_HIGH', params: { max: 60 } },
    { label: 'months not whole', patch: { months: '2.5' }, field: 'months', code: 'NOT_WHOLE' },
    { label: 'repayment above 10 %', patch: { repayment: '12' }, field: 'repayment', code: 'TOO_HIGH', params: { max: 10 } },
  ])('$label → $field: $code', ({ patch, field, code, params }) => {
    const evaluation = evaluateRefinanceForm({ ...DEFAULT_REFINANCE_FORM, ...patch }, TODAY, MARKET);
    expect(evaluation.valid).toBe(false);
    expect(evaluation.errors[field as keyof typeof evaluation.errors]).toEqual({ code, params: params ?? {} });
  });

  test('without rate data the calculator says so instead of a field error', () => {
    expect(evaluateRefinanceForm(DEFAULT_REFINANCE_FORM, TODAY, null)).toMatchObject({ result: null, noMarket: true, valid: false });
  });

  test.each([
    { today: '2025-06-10', months: 0, expected: { month: 6, year: 2025 } },
    { today: '2025-06-10', months: 7, expected: { month: 1, year: 2026 } },
    { today: '2025-12-31', months: 60, expected: { month: 12, year: 2030 } },
  ])('monthAhead($today, $months) → $expected', ({ today, months, expected }) => {
    expect(monthAhead(today, months)).toEqual(expected);
  });

  test('the refinance request opens with the balance, the month the fixation ends and the value, and accepts them', () => {
    const form = refinanceFormFromParams({ debt: '180.000', value: '420.000', months: '18' });
    const r = evaluateRefinanceForm(form, TODAY, MARKET).result!;
    const params = refinanceRequestParams(form, r, TODAY);
    expect(Object.fromEntries(params)).toEqual({ debt: '180000', fixMonth: '12', fixYear: '2026', value: '420000' });
    const step = refinanceLoanStep(TODAY).safeParse(Object.fromEntries(params));
    expect(step.success && step.data).toEqual({ debt: 180_000, fixEnd: '2026-12' });
  });
});
