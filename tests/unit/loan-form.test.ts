import { describe, expect, test } from 'vitest';
import { parseForm } from '@/lib/forms/parse-form';
import { LOAN_FORM_CODES, LOAN_FORM_FIELDS, loanFormSchema, loanFormValues, parseAmount, parsePercentText } from '@/features/loans/loan-form';

const parse = (fields: Record<string, string>) => parseForm(loanFormSchema, fields, LOAN_FORM_FIELDS, { codes: LOAN_FORM_CODES, fallback: 'invalidChoice' });
const ORIGINAL = { basis: 'original', amount: '300.000', start: '2016-03-15', rate: '1,8', paymentKind: 'repayment', repayment: '2', fixEnd: '2031-03-31' };

describe('the loan form', () => {
  test('amounts and percentages as typed on either page', () => {
    expect(parseAmount('187.432,17')).toBe(187_432.17);
    expect(parseAmount('187,432.17')).toBe(187_432.17);
    expect(parseAmount('187 432 €')).toBe(187_432);
    expect(parseAmount('950,5')).toBe(950.5);
    expect(parseAmount('1.050')).toBe(1_050);
    expect(parseAmount('12,3456')).toBeNull();
    expect(parseAmount('abc')).toBeNull();
    expect(parsePercentText('3,45 %')).toBe(0.0345);
    expect(parsePercentText('1.85')).toBe(0.0185);
    expect(parsePercentText('-1')).toBeNull();
  });

  test('the original amount with a repayment rate: only the chosen way’s fields are read', () => {
    const parsed = parse({ ...ORIGINAL, debt: 'ignored', payment: 'ignored' });
    expect(parsed).toEqual({ ok: true, data: expect.objectContaining({ originalAmount: 300_000, startDate: '2016-03-15', remainingDebt: null, nominalRate: 0.018, repaymentRate: 0.02, monthlyPayment: null, specialRepaymentRate: 0, propertyValue: null }) });
  });

  test('every failing field has its code at once; a fixation ending before the start is named', () => {
    expect(parse({ basis: 'remaining', debt: '500', debtDate: '2026-02-30', rate: 'x', paymentKind: 'payment', payment: '', fixEnd: '' })).toEqual({
      ok: false,
      errors: { debt: 'tooLow', debtDate: 'invalidDate', rate: 'notAPercent', payment: 'required', fixEnd: 'required' },
    });
    expect(parse({ ...ORIGINAL, fixEnd: '2016-03-01' })).toEqual({ ok: false, errors: { fixEnd: 'fixEndBeforeStart' } });
    expect(parse({ ...ORIGINAL, basis: 'other' })).toEqual({ ok: false, errors: { basis: 'invalidChoice' } });
  });

  test('a saved loan reads back into the same form text, per locale', () => {
    const parsed = parse({ ...ORIGINAL, special: '5', value: '450000', bank: '  Bank  X ' });
    if (!parsed.ok) throw new Error('expected a parse');
    expect(loanFormValues(parsed.data, 'de')).toMatchObject({ basis: 'original', amount: '300000', rate: '1,8', repayment: '2', special: '5', value: '450000', bank: 'Bank X' });
    expect(loanFormValues(parsed.data, 'en')).toMatchObject({ rate: '1.8' });
    expect(parse(loanFormValues(parsed.data, 'de'))).toEqual(parsed);
  });
});
