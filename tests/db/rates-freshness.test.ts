/**
 * How current the rates are (issue 11): one policy (5 working days) for pages and labels, and /api/health
 * turning not ready past its limit. Fixed clocks; the app's database is a fresh one with the engine's fixture
 * curves (newest 2025-06-03, a Tuesday).
 */
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { GET as health } from '@/app/api/health/route';
import { ratesFreshness, workingDaysBetween } from '@/features/rates/freshness';
import { useMemoryAppDb } from '../support/app-db';

beforeAll(async () => {
  await useMemoryAppDb();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('working days and freshness', () => {
  test('weekends and nationwide holidays do not count', () => {
    expect(workingDaysBetween('2026-11-20', '2026-11-25')).toBe(3);
    // 24 December is a working day, 25 and 26 are holidays (26th a Saturday), 27 a Sunday.
    expect(workingDaysBetween('2026-12-23', '2026-12-28')).toBe(2);
    expect(workingDaysBetween('2026-11-25', '2026-11-25')).toBe(0);
    expect(workingDaysBetween('2026-11-25', '2026-11-20')).toBe(0);
  });

  test('current for 5 working days after the curve, not on the 6th', () => {
    expect(ratesFreshness('2025-06-03', '2025-06-06')).toEqual({ asOf: '2025-06-03', workingDaysOld: 3, current: true });
    // 2025-06-09 is Whit Monday (nationwide): Wed 4, Thu 5, Fri 6, Tue 10, Wed 11 → 5.
    expect(ratesFreshness('2025-06-03', '2025-06-11').current).toBe(true);
    expect(ratesFreshness('2025-06-03', '2025-06-12').current).toBe(false);
    expect(ratesFreshness('2025-06-03', '2026-11-23').current).toBe(false);
  });
});

describe('GET /api/health', () => {
  test('ready while the newest curve is young, with its age', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-06-06T10:00:00Z'));
    const res = await health();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ status: 'ready', rates: { newestCurveDate: '2025-06-03', workingDaysOld: 3, current: true, maxAgeWorkingDays: 10 } });
  });

  test('not ready (503) once the curve is older than the limit; the age is reported', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-06-20T10:00:00Z'));
    const res = await health();
    expect(res.status).toBe(503);
    const body = await res.json();
    expect(body.status).toBe('not_ready');
    expect(body.reason).toBe('rates_stale');
    expect(body.rates).toMatchObject({ newestCurveDate: '2025-06-03', current: false });
    expect(body.rates.workingDaysOld).toBeGreaterThan(10);
  });
});
