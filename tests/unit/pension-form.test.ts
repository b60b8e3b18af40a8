import { describe, expect, test } from 'vitest';
import { calculatePensionPlan } from '@/engine/pension';
import { PENSION_EXAMPLE } from '@/engine/pension/example';
import { marketOn } from '@/engine/rates/fixtures';
import {
  DEFAULT_PENSION_FORM,
  PENSION_FORM_KEYS,
  evaluatePensionForm,
  hasPensionParams,
  isExamplePensionForm,
  pensionFormFromParams,
  pensionFormToParams,
  type PensionForm,
} from '@/features/pension/pension-form';

const TODAY = '2026-11-21';
/** The engine's newest fixture curve with the published model (the site reads them from its database). */
const market = marketOn(TODAY);
const evaluate = (changes: Partial<PensionForm>) => evaluatePensionForm({ ...DEFAULT_PENSION_FORM, ...changes }, { today: TODAY, market });

describe('pension form in the URL', () => {
  test('the defaults are the spec example (§ 9): age 30, 4,500, 350, 30,000, 1,100, 67, 575, 29,500', () => {
    expect(DEFAULT_PENSION_FORM).toMatchObject({ age: '30', inc: '4500', sav: '350', bank: '30000', rent: '1100', ra: '67', mc: '575', oc: '29500', own: 'no', infl: 'no', pe: '8', ps: '0' });
    expect(isExamplePensionForm(DEFAULT_PENSION_FORM)).toBe(true);
    expect(isExamplePensionForm({ ...DEFAULT_PENSION_FORM, age: '31' })).toBe(false);
  });

  test('missing keys take the example data; unknown keys and values outside an enumeration are ignored', () => {
    const form = pensionFormFromParams(new URLSearchParams('own=maybe&emp=pirate&dep=x&infl=2&evil=1&__proto__=1'));
    expect(form).toEqual(DEFAULT_PENSION_FORM);
    expect(hasPensionParams(new URLSearchParams('evil=1'))).toBe(false);
    expect(hasPensionParams({ age: '40' })).toBe(true);
  });

  test('a form survives the round trip through its URL, with every key in the URL', () => {
    const form: PensionForm = {
      ...DEFAULT_PENSION_FORM, age: '45', inc: '6.200', own: 'yes', hval: '400000', hdebt: '120000', hpay: '1100', hrate: '3,2',
      infl: 'yes', emp: 'selfEmployed', grvc: 'yes', pe: '', ps: '', pt: '21,5', etf: '60', tax: 'joint', cl: 'yes', dep: 'linear3', city: 'Köln & Umgebung',
    };
    const params = pensionFormToParams(form);
    expect([...params.keys()]).toEqual([...PENSION_FORM_KEYS]);
    // Amounts typed grouped ("6.200") travel as plain numbers; everything else as typed.
    expect(params.get('inc')).toBe('6200');
    expect(pensionFormFromParams(new URLSearchParams(params.toString()))).toEqual({ ...form, inc: '6200' });
  });

  test('over-long values are cut and arrays take the first value; bad input never throws', () => {
    expect(pensionFormFromParams({ inc: '9'.repeat(10_000) }).inc).toHaveLength(40);
    expect(pensionFormFromParams({ age: ['41', '42'] }).age).toBe('41');
    for (const bad of ['NaN', 'Infinity', '-1', '1e400', '', ' ', '<script>', '١٢', '0x10', '--5']) {
      const params = Object.fromEntries(PENSION_FORM_KEYS.map((k) => [k, bad]));
      expect(() => evaluatePensionForm(pensionFormFromParams(params), { today: TODAY, market })).not.toThrow();
    }
  });
});

describe('evaluatePensionForm', () => {
  test('the example data give exactly the engine plan of PENSION_EXAMPLE', () => {
    const e = evaluate({});
    expect(e.valid).toBe(true);
    expect(e.errors).toEqual({});
    expect(e.plan).toEqual(calculatePensionPlan(PENSION_EXAMPLE, { today: TODAY, market }));
    expect(e.plan!.pensionGap).toBeGreaterThan(0);
  });

  test('money with grouping and percentages in percent reach the engine as numbers and fractions', () => {
    const e = evaluate({ inc: '4.500', etf: '50', etfv: '10 000' });
    const expected = calculatePensionPlan({ ...PENSION_EXAMPLE, etfShare: 0.5, etfValue: 10_000 }, { today: TODAY, market });
    expect(e.plan).toEqual(expected);
  });

  test('inflation on: the money basis is nominal', () => {
    expect(evaluate({ infl: 'yes' }).plan!.moneyBasis).toBe('nominal');
    expect(evaluate({}).plan!.moneyBasis).toBe('today');
  });

  test('owners get no own-home option; the home fields count only for owners', () => {
    expect(evaluate({ own: 'yes' }).plan!.suggestions.ownHome).toBeNull();
    expect(evaluate({}).plan!.suggestions.ownHome).not.toBeNull();
    expect(evaluate({ own: 'no', hrate: 'abc' }).valid).toBe(true);
    expect(evaluate({ own: 'yes', hrate: 'abc' }).errors).toEqual({ hrate: { code: 'INVALID_NUMBER', params: {} } });
  });

  test.each([
    { label: 'age 19', changes: { age: '19' }, errors: { age: { code: 'MINIMUM', params: { minimum: 20 } } } },
    { label: 'age 67', changes: { age: '67' }, errors: { age: { code: 'MAXIMUM', params: { maximum: 66 } } } },
    { label: 'missing income', changes: { inc: '' }, errors: { inc: { code: 'REQUIRED', params: {} } } },
    { label: 'income not a number', changes: { inc: 'viel' }, errors: { inc: { code: 'INVALID_NUMBER', params: {} } } },
    { label: 'negative savings', changes: { sav: '-5' }, errors: { sav: { code: 'MINIMUM', params: { minimum: 0 } } } },
    { label: 'missing bank savings', changes: { bank: '' }, errors: { bank: { code: 'REQUIRED', params: {} } } },
    { label: 'missing cold rent', changes: { rent: ' ' }, errors: { rent: { code: 'REQUIRED', params: {} } } },
    { label: 'all points zero', changes: { pe: '0', ps: '0' }, errors: { pe: { code: 'POINTS_EMPTY', params: {} } } },
    { label: 'total points zero', changes: { pt: '0' }, errors: { pt: { code: 'POINTS_EMPTY', params: {} } } },
    { label: 'no points at all', changes: { pe: '', ps: '' }, errors: { pe: { code: 'POINTS_REQUIRED', params: {} } } },
    { label: 'retirement age 76', changes: { ra: '76' }, errors: { ra: { code: 'MAXIMUM', params: { maximum: 75 } } } },
    { label: 'retirement age not after the age', changes: { age: '60', ra: '60' }, errors: { ra: { code: 'MINIMUM', params: { minimum: 61 } } } },
    { label: 'monthly contribution above the slider', changes: { mc: '1500' }, errors: { mc: { code: 'MAXIMUM', params: { maximum: 1425 } } } },
    { label: 'one-time contribution above the slider', changes: { oc: '130001' }, errors: { oc: { code: 'MAXIMUM', params: { maximum: 130000 } } } },
    { label: 'ETF share above 100 %', changes: { etf: '120' }, errors: { etf: { code: 'MAXIMUM', params: { maximum: 100 } } } },
    { label: 'home loan rate above 20 %', changes: { own: 'yes' as const, hrate: '25' }, errors: { hrate: { code: 'MAXIMUM', params: { maximum: 20 } } } },
  ])('$label → its code at its field, no plan', ({ changes, errors }) => {
    const e = evaluate(changes);
    expect(e.errors).toEqual(errors);
    expect(e.valid).toBe(false);
    expect(e.plan).toBeNull();
  });

  test('every error at once: age, income, rent and points in one pass', () => {
    const e = evaluate({ age: '19', inc: '', rent: 'x', pe: '0', ps: '0' });
    expect(e.errors).toEqual({
      age: { code: 'MINIMUM', params: { minimum: 20 } },
      inc: { code: 'REQUIRED', params: {} },
      rent: { code: 'INVALID_NUMBER', params: {} },
      pe: { code: 'POINTS_EMPTY', params: {} },
    });
  });

  test('one point field is enough: the empty other one counts as 0', () => {
    const e = evaluate({ pe: '', ps: '8' });
    expect(e.valid).toBe(true);
    expect(e.plan!.statutory.pointsSoFar).toBe(8);
  });
});
