import { describe, expect, it } from 'vitest';
import { answersToQuery, readAnswers, STEPS } from '@/features/funnel/answers';

describe('funnel answers in the URL', () => {
  it('an empty query opens the first step of either funnel', () => {
    expect(readAnswers('AF', {}).firstOpenStep).toBe(0);
    expect(readAnswers('OM', new URLSearchParams()).complete).toBeNull();
  });

  it('AF: all answers give the complete set, money typed as people write it', () => {
    const state = readAnswers('AF', { income: '4.800', adults: '2', children: '', commitments: '250', equity: '60,000', loc: 'BY', employment: 'employed', residency: 'limited' });
    expect(state.errors).toEqual({});
    expect(state.complete).toEqual({ income: 4800, adults: 2, children: 0, commitments: 250, equity: 60000, loc: 'BY', employment: 'employed', residency: 'limited' });
  });

  it('OM: the first missing or wrong answer decides the open step; errors are codes', () => {
    const state = readAnswers('OM', { price: '450000', loc: 'berlin', usage: 'ownHome', equity: '90000', income: 'abc', age: '17' });
    expect(state.firstOpenStep).toBe(STEPS.OM.findIndex((s) => s.id === 'income'));
    expect(state.errors.income).toEqual({ code: 'NOT_A_NUMBER', params: {} });
    expect(state.errors.age).toEqual({ code: 'TOO_LOW', params: { min: 18 } });
    expect(state.values.building).toBe('existing');
    expect(readAnswers('OM', { equity: '1' }).values.building).toBeUndefined();
    expect(readAnswers('OM', { price: '50000' }).errors.price).toEqual({ code: 'TOO_LOW', params: { min: 100000 } });
    expect(readAnswers('OM', { hold: '2,5' }).errors.hold).toEqual({ code: 'NOT_WHOLE', params: {} });
    expect(readAnswers('OM', { risk: 'yolo' }).errors.risk).toEqual({ code: 'INVALID_OPTION', params: {} });
    expect(readAnswers('OM', { price: '' }).errors.price).toEqual({ code: 'REQUIRED', params: {} });
  });

  it('round trip: the query of complete answers reads back to the same answers', () => {
    const values = { price: 450000, loc: 'berlin', usage: 'ownHome', building: 'new', equity: 90000, income: 5200, children: 2, age: 38, hold: 20, sure: 'likely', risk: 'low' };
    const q = answersToQuery('OM', values);
    expect(q.get('funnel')).toBe('OM');
    expect(readAnswers('OM', q).complete).toEqual(values);
    expect([...answersToQuery('OM', values, 1).keys()]).toEqual(['funnel', 'price', 'loc', 'usage', 'building']);
  });
});
