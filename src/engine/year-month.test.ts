import { describe, expect, test } from 'vitest';
import { addMonths, monthAfter } from './year-month';

describe('addMonths', () => {
  test.each([
    { label: 'Jan + 0 stays', start: { year: 2025, month: 1 }, add: 0, expected: { year: 2025, month: 1 } },
    { label: 'Jan + 11 stays in the year', start: { year: 2025, month: 1 }, add: 11, expected: { year: 2025, month: 12 } },
    { label: 'Jan + 12 is next January', start: { year: 2025, month: 1 }, add: 12, expected: { year: 2026, month: 1 } },
    { label: 'Dec + 1 wraps into January', start: { year: 2026, month: 12 }, add: 1, expected: { year: 2027, month: 1 } },
    { label: 'Jun + 340 (a long loan)', start: { year: 2025, month: 6 }, add: 340, expected: { year: 2053, month: 10 } },
    { label: 'Jan + 340', start: { year: 2026, month: 1 }, add: 340, expected: { year: 2054, month: 5 } },
    { label: 'Jan − 1 goes back into December', start: { year: 2026, month: 1 }, add: -1, expected: { year: 2025, month: 12 } },
    { label: 'Mar − 14 goes back over a year', start: { year: 2026, month: 3 }, add: -14, expected: { year: 2025, month: 1 } },
    { label: 'Jan − 12 is last January', start: { year: 2026, month: 1 }, add: -12, expected: { year: 2025, month: 1 } },
  ])('$label', ({ start, add, expected }) => {
    expect(addMonths(start, add)).toEqual(expected);
  });
});

describe('monthAfter', () => {
  test.each([
    { label: 'mid-year', date: '2026-11-21', expected: { year: 2026, month: 12 } },
    { label: 'the first of a month', date: '2026-03-01', expected: { year: 2026, month: 4 } },
    { label: 'December rolls into January', date: '2026-12-31', expected: { year: 2027, month: 1 } },
    { label: 'end of February in a leap year', date: '2028-02-29', expected: { year: 2028, month: 3 } },
  ])('$label: $date → $expected', ({ date, expected }) => {
    expect(monthAfter(date)).toEqual(expected);
  });
});
