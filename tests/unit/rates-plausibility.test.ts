/**
 * The plausibility check of imported curve days (issue 11, ADR 019): zero rates at 2, 5, 10, 20, 30 years
 * within −2 % … 12 %, and no move of more than 0.5 pp from BOTH neighbouring days. On the real history
 * (1997-08 … 2025-06) nothing is refused — 2022's rate rise and 2015's Bund tantrum are real days — while a
 * single-day bad fit, a fit out of range or a τ ≤ 0 is.
 */
import fs from 'node:fs';
import { describe, expect, test } from 'vitest';
import { readRatesFiles } from '@/features/rates/import/import-curves';
import type { DailyParameters } from '@/features/rates/import/parse';
import { checkedZeroRates, judgeDays, MAX_JUMP, MAX_ZERO_RATE, MIN_ZERO_RATE, NEIGHBOUR_MAX_GAP_DAYS } from '@/features/rates/import/plausibility';
import { vendoredCurveFiles } from '@/features/rates/import/seed';

const history = readRatesFiles(vendoredCurveFiles().map((f) => fs.readFileSync(f, 'utf8')), '2026-11-23').sets;
const day = (date: string) => history.find((d) => d.date === date)!;
const index = (date: string) => history.findIndex((d) => d.date === date);
const maxMove = (a: DailyParameters, b: DailyParameters) => Math.max(...checkedZeroRates(a).map((z, i) => Math.abs(z - checkedZeroRates(b)[i]!)));

describe('the real history', () => {
  test('no day of 1997-08-07 … 2025-06-06 is refused', () => {
    const { accepted, refused } = judgeDays(history, []);
    expect(refused).toEqual([]);
    expect(accepted).toHaveLength(7064);
  });

  test('the figures the bounds are chosen from (ADR 019)', () => {
    const all = history.flatMap((d) => checkedZeroRates(d));
    expect(Math.min(...all)).toBeCloseTo(-0.0102, 4);
    expect(Math.max(...all)).toBeCloseTo(0.0695, 4);
    expect(Math.min(...all)).toBeGreaterThan(MIN_ZERO_RATE);
    expect(Math.max(...all)).toBeLessThan(MAX_ZERO_RATE);
    const twoSided = history.slice(1, -1).map((d, i) => ({ date: d.date, move: Math.min(maxMove(d, history[i]!), maxMove(d, history[i + 2]!)) }));
    const largest = twoSided.reduce((a, b) => (b.move > a.move ? b : a));
    expect(largest.date).toBe('2015-05-07');
    expect(largest.move).toBeCloseTo(0.00269, 5);
    expect(largest.move).toBeLessThan(MAX_JUMP);
    const oneSided = history.slice(1).map((d, i) => ({ date: d.date, move: maxMove(d, history[i]!) }));
    const largestOneDay = oneSided.reduce((a, b) => (b.move > a.move ? b : a));
    expect(largestOneDay.date).toBe('1998-10-09');
    expect(largestOneDay.move).toBeCloseTo(0.00448, 5);
    expect(largestOneDay.move).toBeLessThan(MAX_JUMP);
    const gaps = history.slice(1).map((d, i) => (Date.parse(d.date) - Date.parse(history[i]!.date)) / 86_400_000);
    expect(Math.max(...gaps)).toBe(6);
    expect(Math.max(...gaps)).toBeLessThan(NEIGHBOUR_MAX_GAP_DAYS);
  });

  test('1998-08-26 (β0 = 2.07, its neighbours ≈ 6) is an odd parameter set, not a bad curve: kept', () => {
    const odd = day('1998-08-26');
    expect(odd.beta0).toBe(2.07319);
    expect(day('1998-08-25').beta0).toBeGreaterThan(6);
    expect(maxMove(odd, day('1998-08-25'))).toBeLessThan(0.0013);
    expect(maxMove(odd, day('1998-08-27'))).toBeLessThan(0.0013);
  });

  test('2022: a rate rise that persists is kept, however fast', () => {
    const rise = history.filter((d) => d.date >= '2022-01-01' && d.date <= '2022-12-31');
    expect(checkedZeroRates(rise.at(-1)!)[2]! - checkedZeroRates(rise[0]!)[2]!).toBeGreaterThan(0.02);
    expect(judgeDays(rise, []).refused).toEqual([]);
  });
});

describe('refused days', () => {
  const shifted = (d: DailyParameters, by: number): DailyParameters => ({ ...d, beta0: d.beta0 + by }); // β0 moves every zero rate by `by` (pp)

  test('a single-day outlier is refused, naming its moves from both neighbours; its neighbours are kept', () => {
    const i = index('2025-06-03');
    const days = history.slice(i - 5, i + 4).map((d) => (d.date === '2025-06-03' ? shifted(d, 0.8) : d));
    const { accepted, refused } = judgeDays(days, []);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.date).toBe('2025-06-03');
    expect(refused[0]).toMatchObject({ code: 'jump', params: { limit: 0.005, wait: 'none', from: expect.stringMatching(/^2025-06-0[24]$/) } });
    expect(refused[0]!.reason).toMatch(/jump more than 0\.50 pp from every neighbouring day: 0\.\d\d pp \(\d+ years\) from 2025-06-02 and 0\.\d\d pp \(\d+ years\) from 2025-06-04/);
    expect(accepted.map((d) => d.date)).not.toContain('2025-06-03');
    expect(accepted).toHaveLength(8);
  });

  test('the same outlier among stored days (the neighbours in the database) is refused too', () => {
    const i = index('2025-06-03');
    expect(judgeDays([shifted(day('2025-06-03'), -0.7)], [history[i - 1]!, history[i + 1]!]).refused.map((r) => r.date)).toEqual(['2025-06-03']);
    expect(judgeDays([day('2025-06-03')], [history[i - 1]!, history[i + 1]!]).accepted).toHaveLength(1);
  });

  test('a move that persists is kept: the day after is close to it', () => {
    const i = index('2025-06-03');
    const days = history.slice(i - 5, i + 4).map((d) => (d.date >= '2025-06-03' ? shifted(d, 0.8) : d));
    expect(judgeDays(days, []).refused).toEqual([]);
  });

  test('the newest day that jumps waits for the next day to confirm it; with it, it is kept', () => {
    const i = index('2025-06-03');
    const before = history.slice(i - 5, i);
    const jumped = shifted(day('2025-06-03'), 0.8);
    const first = judgeDays([jumped], before);
    expect(first.refused).toEqual([{ date: '2025-06-03', reason: expect.stringMatching(/from 2025-06-02; no later day yet to confirm the move/), code: 'jump', params: expect.objectContaining({ from: '2025-06-02', wait: 'later' }) }]);
    const next = shifted(day('2025-06-04'), 0.8);
    expect(judgeDays([jumped, next], before).accepted.map((d) => d.date)).toEqual(['2025-06-03', '2025-06-04']);
  });

  test('a day without a neighbour within ten days is judged by its range alone', () => {
    const last = day('2025-06-06');
    const later = { ...shifted(last, 1), date: '2025-07-01' };
    expect(judgeDays([later], history.slice(-5)).accepted).toHaveLength(1);
  });

  test('a zero rate outside −2 % … 12 % or a τ ≤ 0 is refused, and such a day is no neighbour', () => {
    const base = day('2025-06-03');
    const { refused } = judgeDays(
      [
        { ...base, date: '2025-07-01', beta0: 14 },
        { ...base, date: '2025-07-02', beta0: -4 },
        { ...base, date: '2025-07-03', tau1: 0 },
        { ...base, date: '2025-07-04', tau2: -1 },
        { ...base, date: '2025-07-07', beta3: Number.NaN },
      ],
      [],
    );
    expect(refused.map((r) => [r.date, r.reason])).toEqual([
      ['2025-07-01', expect.stringMatching(/zero rate 1[45]\.\d\d % is outside -2\.00 % … 12\.00 %/)],
      ['2025-07-02', expect.stringMatching(/zero rate -\d\.\d\d % is outside/)],
      ['2025-07-03', expect.stringMatching(/τ must be above 0/)],
      ['2025-07-04', expect.stringMatching(/τ must be above 0/)],
      ['2025-07-07', 'a parameter is not a number'],
    ]);
    // The codes and figures the back office's import report translates (issue 28).
    expect(refused.map((r) => [r.code, r.params?.years ?? r.params?.tau1 ?? r.params?.tau2 ?? null])).toEqual([
      ['zeroRateRange', expect.any(Number)],
      ['zeroRateRange', expect.any(Number)],
      ['tau', 0],
      ['tau', expect.any(Number)],
      ['notNumber', null],
    ]);
    expect(refused[0]!.params).toMatchObject({ min: -0.02, max: 0.12 });
  });
});
