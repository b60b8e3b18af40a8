/**
 * Staff keep an advisor's own week and absences (issue 10), and the calendar follows: a changed weekday, a day
 * off, a half-day absence and a week of holiday, with wall-clock times in the advisor's zone. Fixed clock:
 * Monday 2026-11-23, 11:00 in Berlin.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';
import { anAdvisor } from '../support/builders';
import { BOOKING } from '@/config/booking';
import { addAbsence, setWeekdayHours } from '@/features/booking/advisor-schedule';
import { calendarPage } from '@/features/booking/booking';
import { auditEntries } from '@/features/audit/server';

const NOW = new Date('2026-11-23T10:00:00Z');
const BY = { actor: { kind: 'command' as const, label: 'schedule-test' }, now: NOW };

describe.each(DATABASE_KINDS)('advisor schedule on %s', (kind) => {
  let h: Awaited<ReturnType<typeof freshDatabase>>;
  const enumValue = `KEEP_${kind.toUpperCase()}`;
  beforeAll(async () => {
    h = await freshDatabase(kind);
    await anAdvisor(h.db, { email: `keep-${kind}@example.de`, givenName: 'Kai', surname: 'Keep', titleDe: 'Berater', enumValue, isDemo: true });
  }, 60_000);
  afterAll(async () => h?.dispose());

  const day = async (date: string) => {
    const page = await calendarPage(h.db, { contactType: 'phone', page: 1, per: 14, advisor: enumValue.toLowerCase(), userTimeZone: 'Europe/Berlin', locale: 'de', now: NOW });
    return page.find((d) => d.date === date)!.slots.filter((s) => !s.occupied).map((s) => s.label);
  };

  test('a weekday of their own: Wednesday 13:00–19:00, Friday off; the other days keep the office week', async () => {
    expect((await setWeekdayHours(h.db, enumValue, 3, ['13:00-19:00'], BOOKING.weeklyHours, BY)).ok).toBe(true);
    expect((await setWeekdayHours(h.db, enumValue, 5, [], BOOKING.weeklyHours, BY)).ok).toBe(true);
    expect((await day('2026-11-25'))[0]).toBe('13:00');
    expect(await day('2026-11-27')).toEqual([]);
    expect((await day('2026-11-24'))[0]).toBe('09:00');
    expect((await day('2026-11-24')).at(-1)).toBe('18:30');
  });

  test('absences: an afternoon and a whole week remove exactly those slots', async () => {
    expect((await addAbsence(h.db, enumValue, '2026-11-24T14:00', '2026-11-24T16:00', 'Notar', BY)).ok).toBe(true);
    const tuesday = await day('2026-11-24');
    // A 30-minute call needs 15 minutes of buffer after it: 13:30 would run into 14:00.
    expect(tuesday).toContain('13:00');
    expect(tuesday).not.toContain('13:30');
    expect(tuesday.filter((l) => l >= '14:00' && l < '16:00')).toEqual([]);
    expect(tuesday).toContain('16:00');
    const week = await addAbsence(h.db, enumValue, '2026-11-30', '2026-12-04', 'Urlaub', BY);
    expect(week.ok && week.value.startsAt.toISOString()).toBe('2026-11-29T23:00:00.000Z');
    expect(week.ok && week.value.endsAt.toISOString()).toBe('2026-12-04T23:00:00.000Z');
    for (const date of ['2026-11-30', '2026-12-01', '2026-12-04']) expect(await day(date)).toEqual([]);
    // Every change is in the audit log, with who made it (issue 28).
    const audit = await auditEntries(h.db, { subjectId: enumValue });
    expect(audit.map((e) => [e.action, e.actorLabel, e.after])).toEqual([
      ['advisor.absence_added', 'schedule-test', { from: '2026-11-29T23:00:00.000Z', to: '2026-12-04T23:00:00.000Z', reason: 'Urlaub' }],
      ['advisor.absence_added', 'schedule-test', { from: '2026-11-24T13:00:00.000Z', to: '2026-11-24T15:00:00.000Z', reason: 'Notar' }],
      ['advisor.hours_set', 'schedule-test', { weekday: 5, hours: [] }],
      ['advisor.hours_set', 'schedule-test', { weekday: 3, hours: [['13:00', '19:00']] }],
    ]);
  });

  test('refused: unknown advisor, weekday 8, 19:00-09:00, overlapping ranges, a date that does not exist, an end before the start', async () => {
    expect(await setWeekdayHours(h.db, 'NOBODY', 1, ['09:00-12:00'], BOOKING.weeklyHours, BY)).toEqual({ ok: false, code: 'UNKNOWN_ADVISOR' });
    expect(await setWeekdayHours(h.db, enumValue, 8, ['09:00-12:00'], BOOKING.weeklyHours, BY)).toEqual({ ok: false, code: 'INVALID_WEEKDAY' });
    expect(await setWeekdayHours(h.db, enumValue, 1, ['19:00-09:00'], BOOKING.weeklyHours, BY)).toEqual({ ok: false, code: 'INVALID_RANGE' });
    expect(await setWeekdayHours(h.db, enumValue, 1, ['09:00-12:00', '11:00-13:00'], BOOKING.weeklyHours, BY)).toEqual({ ok: false, code: 'OVERLAPPING_RANGES' });
    expect(await addAbsence(h.db, enumValue, '2026-02-30', '2026-03-01', null, BY)).toEqual({ ok: false, code: 'INVALID_DATE' });
    expect(await addAbsence(h.db, enumValue, '2026-03-29T02:30', '2026-03-29T05:00', null, BY)).toEqual({ ok: false, code: 'INVALID_DATE' });
    expect(await addAbsence(h.db, enumValue, '2026-12-10T12:00', '2026-12-10T11:00', null, BY)).toEqual({ ok: false, code: 'END_BEFORE_START' });
    // Refused changes leave no audit entry.
    expect(await auditEntries(h.db, { subjectId: enumValue })).toHaveLength(4);
  });
});
