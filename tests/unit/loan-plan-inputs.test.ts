/** The loan plan page's form (issue 51 part 2): defaults as the alerts assume them, the follow-up financing's bounds. */
import { describe, expect, test } from 'vitest';
import { planInputs } from '@/features/loans/plan-inputs';

describe('the plan page reads its form', () => {
  test('without input: a 10-year fixation, 2% repayment, the stored value', () => {
    expect(planInputs({}, 400_000)).toMatchObject({ fix: 10, repayment: 0.02, offer: null, value: 400_000, invalid: [] });
  });

  test('typed figures in either language’s notation', () => {
    expect(planInputs({ fix: '15', repayment: '2,5 %', offer: '3.9', value: '450.000' }, null)).toMatchObject({ fix: 15, repayment: 0.025, offer: 0.039, value: 450_000, invalid: [] });
  });

  test('a field outside the follow-up financing’s bounds keeps its default and is named', () => {
    const r = planInputs({ fix: '7', repayment: '12', offer: '25', value: '30000' }, 400_000);
    expect(r.invalid).toEqual(['fix', 'repayment', 'offer', 'value']);
    expect(r).toMatchObject({ fix: 10, repayment: 0.02, offer: null, value: 400_000 });
    expect(planInputs({ value: '20000001' }, null)).toMatchObject({ invalid: ['value'], value: null });
  });
});
