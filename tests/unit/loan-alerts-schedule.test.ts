/** The loan alerts' schedule and the rate watch's crossing rule (issue 51 part 3). */
import { describe, expect, test } from 'vitest';
import { addMonthsToDay, wholeMonthsBetween } from '@/engine/loans/dates';
import { alertDay, alertSchedule, dueAlert } from '@/features/loans/alerts-schedule';
import { watchStep } from '@/features/loans/rate-watch-crossing';

describe('alert days', () => {
  test('are calendar months before the end, clamped to the shorter month', () => {
    expect(alertDay('2031-06-30', '60m')).toBe('2026-06-30');
    expect(alertDay('2031-06-30', '36m')).toBe('2028-06-30');
    expect(alertDay('2031-06-30', '12m')).toBe('2030-06-30');
    expect(alertDay('2031-06-30', '6m')).toBe('2030-12-30');
    expect(alertDay('2029-08-31', '6m')).toBe('2029-02-28');
    expect(alertDay('2029-02-28', '12m')).toBe('2028-02-28');
    expect(addMonthsToDay('2028-02-29', 12)).toBe('2029-02-28');
    expect(addMonthsToDay('2026-12-15', 1)).toBe('2027-01-15');
  });
});

describe('the schedule', () => {
  test('a loan entered more than five years ahead gets all four alerts, each on its day and once', () => {
    const end = '2032-03-31';
    expect(alertSchedule(end, '2026-11-29')).toEqual([
      { kind: '60m', day: '2027-03-31' },
      { kind: '36m', day: '2029-03-31' },
      { kind: '12m', day: '2031-03-31' },
      { kind: '6m', day: '2031-09-30' },
    ]);
    const sent: string[] = [];
    const days = ['2027-03-30', '2027-03-31', '2027-04-01', '2029-03-31', '2031-03-31', '2031-09-30', '2032-01-01', '2032-03-30'];
    const got = days.map((today) => {
      const kind = dueAlert({ fixationEnd: end, enteredOn: '2026-11-29', today, sent });
      if (kind) sent.push(kind);
      return kind;
    });
    expect(got).toEqual([null, '60m', null, '36m', '12m', '6m', null, null]);
  });

  test('a loan entered 20 months before the end: the 60- and 36-month alerts are not backfilled', () => {
    expect(alertSchedule('2028-07-31', '2026-11-29').map((a) => a.kind)).toEqual(['12m', '6m']);
    expect(dueAlert({ fixationEnd: '2028-07-31', enteredOn: '2026-11-29', today: '2026-11-29', sent: [] })).toBeNull();
    expect(dueAlert({ fixationEnd: '2028-07-31', enteredOn: '2026-11-29', today: '2027-07-31', sent: [] })).toBe('12m');
  });

  test('a fixation ending in less than six months: no alert at all, none backfilled', () => {
    expect(alertSchedule('2027-04-30', '2026-11-29')).toEqual([]);
    for (const today of ['2026-11-29', '2027-01-01', '2027-04-29']) expect(dueAlert({ fixationEnd: '2027-04-30', enteredOn: '2026-11-29', today, sent: [] })).toBeNull();
  });

  test('entered on the very day an alert is due: that alert is sent', () => {
    expect(dueAlert({ fixationEnd: '2027-05-29', enteredOn: '2026-11-29', today: '2026-11-29', sent: [] })).toBe('6m');
  });

  test('a fixation already ended: nothing, whatever was sent', () => {
    expect(alertSchedule('2026-10-31', '2026-11-29')).toEqual([]);
    expect(dueAlert({ fixationEnd: '2026-10-31', enteredOn: '2020-01-01', today: '2026-11-29', sent: [] })).toBeNull();
    expect(dueAlert({ fixationEnd: '2026-11-29', enteredOn: '2020-01-01', today: '2026-11-29', sent: [] })).toBeNull();
  });

  test('missed days: only the alert that matches the time left, an overtaken one never', () => {
    // Entered long ago, no sweep ran until 8 months before the end: the 12-month alert, not the 60 or 36.
    expect(dueAlert({ fixationEnd: '2030-07-31', enteredOn: '2024-01-01', today: '2029-11-30', sent: [] })).toBe('12m');
    // The 6-month alert sent: the 12-month one is not sent after it.
    expect(dueAlert({ fixationEnd: '2030-07-31', enteredOn: '2024-01-01', today: '2030-03-01', sent: ['6m'] })).toBeNull();
  });

  test('months left, counted as the plan page counts them (the engine’s wholeMonthsBetween), on each alert’s own day too', () => {
    expect(wholeMonthsBetween('2026-11-29', '2027-11-29')).toBe(12);
    expect(wholeMonthsBetween('2026-11-29', '2027-11-28')).toBe(11);
    // A fixation ending on a month's last day: 30 November → 28 February is three whole months (§ 188 (3) BGB).
    expect(wholeMonthsBetween('2026-11-30', '2027-02-28')).toBe(3);
    expect(wholeMonthsBetween('2027-03-31', '2027-06-30')).toBe(3);
    expect(wholeMonthsBetween('2026-11-29', '2026-11-01')).toBe(0);
    for (const end of ['2031-06-30', '2029-08-31', '2029-02-28', '2030-07-31']) {
      for (const kind of ['60m', '36m', '12m', '6m'] as const) expect(wholeMonthsBetween(alertDay(end, kind), end), `${end} ${kind}`).toBe(Number.parseInt(kind, 10));
    }
  });
});

describe('the rate watch crosses once', () => {
  test('fires on the fall below the threshold, not again while below, again after going back above', () => {
    const threshold = 0.035;
    let below: boolean | null = false;
    const fired: boolean[] = [];
    for (const rate of [0.0362, 0.0351, 0.035, 0.0349, 0.034, 0.0345, 0.0355, 0.0349, 0.0349]) {
      const step = watchStep(below, rate, threshold);
      fired.push(step.fire);
      below = step.below;
    }
    expect(fired).toEqual([false, false, false, true, false, false, false, true, false]);
  });

  test('a first check only records where the rate stands', () => {
    expect(watchStep(null, 0.03, 0.035)).toEqual({ below: true, fire: false });
    expect(watchStep(null, 0.04, 0.035)).toEqual({ below: false, fire: false });
  });

  test('exactly at the threshold is not below it', () => {
    expect(watchStep(false, 0.035, 0.035)).toEqual({ below: false, fire: false });
    expect(watchStep(false, 0.0349, 0.035).fire).toBe(true);
  });
});
