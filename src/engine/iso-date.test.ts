import { describe, expect, test } from 'vitest';
import { isIsoDate } from './iso-date';

describe('isIsoDate', () => {
  test.each([
    { label: 'an ordinary date', value: '2026-11-26', expected: true },
    { label: 'the first day of the year', value: '2026-01-01', expected: true },
    { label: 'the last day of the year', value: '2025-12-31', expected: true },
    { label: '31 in a 31-day month', value: '2025-07-31', expected: true },
    { label: '29 February in a leap year', value: '2024-02-29', expected: true },
    { label: '29 February in 2000 (divisible by 400)', value: '2000-02-29', expected: true },
    { label: '31 February', value: '2025-02-31', expected: false },
    { label: '30 February', value: '2024-02-30', expected: false },
    { label: '29 February in a common year', value: '2025-02-29', expected: false },
    { label: '29 February in 1900 (divisible by 100, not 400)', value: '1900-02-29', expected: false },
    { label: '31 April', value: '2025-04-31', expected: false },
    { label: 'month 13', value: '2025-13-01', expected: false },
    { label: 'month 00', value: '2025-00-10', expected: false },
    { label: 'day 00', value: '2025-01-00', expected: false },
    { label: 'day 32', value: '2025-01-32', expected: false },
    { label: 'without leading zeros', value: '2025-1-5', expected: false },
    { label: 'a date and time', value: '2025-01-05T00:00:00Z', expected: false },
    { label: 'surrounding space', value: ' 2025-01-05', expected: false },
    { label: 'day first', value: '05-01-2025', expected: false },
    { label: 'the empty string', value: '', expected: false },
    { label: 'not a string (undefined from an untyped caller)', value: undefined as unknown as string, expected: false },
  ])('$label: $value → $expected', ({ value, expected }) => {
    expect(isIsoDate(value)).toBe(expected);
  });
});
