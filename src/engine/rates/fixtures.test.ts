import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { EngineInputError } from '../errors';
import { isIsoDate } from '../iso-date';
import { BUNDESBANK_SVENSSON, curveOn } from './fixtures';

describe('stored Bundesbank parameter sets', () => {
  test('three sets, ascending, with the Bundesbank source', () => {
    expect(BUNDESBANK_SVENSSON.map((s) => s.date)).toEqual(['2024-12-30', '2025-05-30', '2025-06-03']);
    for (const s of BUNDESBANK_SVENSSON) {
      expect(s.source).toContain('Zinsstrukturkurve börsennotierter Bundeswertpapiere');
      expect(s.source).toContain('BBSIS.D.I.ZST');
      expect(s.source).toContain('03.06.2025');
    }
  });

  test('2025-06-03 parameters as published', () => {
    expect(curveOn('2025-06-03')).toMatchObject({
      beta0: 0.79,
      beta1: 1.15219,
      beta2: 0.54569,
      beta3: 7.3107,
      tau1: 0.64319,
      tau2: 13.76662,
    });
  });
});

describe('curveOn', () => {
  test.each([
    { label: 'exact first date', date: '2024-12-30', expected: '2024-12-30' },
    { label: 'between first and second', date: '2025-03-15', expected: '2024-12-30' },
    { label: 'exact month-end', date: '2025-05-30', expected: '2025-05-30' },
    { label: 'weekend before 03.06.', date: '2025-06-01', expected: '2025-05-30' },
    { label: 'exact newest', date: '2025-06-03', expected: '2025-06-03' },
    { label: 'far future → newest', date: '2030-01-01', expected: '2025-06-03' },
  ])('$label: $date → $expected', ({ date, expected }) => {
    expect(curveOn(date).date).toBe(expected);
  });

  test.each([
    { label: 'before the first set', date: '2024-12-29', code: 'NO_CURVE_FOR_DATE' },
    { label: 'malformed', date: '3.6.2025', code: 'INVALID_DATE' },
    { label: 'month 13', date: '2025-13-01', code: 'INVALID_DATE' },
  ])('$label → $code', ({ date, code }) => {
    let err: unknown;
    try {
      curveOn(date);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(EngineInputError);
    expect((err as EngineInputError).code).toBe(code);
    expect((err as EngineInputError).field).toBe('date');
  });

  test('property: result is the newest set at or before the date', () => {
    const day = fc.integer({ min: 0, max: 40 * 365 });
    fc.assert(
      fc.property(day, (n) => {
        const d = new Date(Date.UTC(2024, 11, 30) + n * 86_400_000).toISOString().slice(0, 10);
        expect(isIsoDate(d)).toBe(true);
        const found = curveOn(d);
        expect(found.date <= d).toBe(true);
        expect(BUNDESBANK_SVENSSON.some((s) => s.date > found.date && s.date <= d)).toBe(false);
      }),
    );
  });
});
