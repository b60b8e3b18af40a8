/**
 * Availability (issue 10) on fixed dates: DST weeks (security reference), holidays, paging across a month end,
 * busy advisors and buffers, and a visitor in America/New_York.
 */
import { describe, expect, test } from 'vitest';
import { BOOKING } from '@/config/booking';
import { availability, firstBookableDay, instantOf, publicHoliday, wallTime, type AdvisorCalendar } from '@/features/booking/availability';

const advisor = (busy: AdvisorCalendar['busy'] = [], id = 'a1'): AdvisorCalendar => ({ id, zone: 'Europe/Berlin', busy });
const base = { contactType: 'phone' as const, visitorZone: 'Europe/Berlin', locale: 'de' as const };
/** The calendar day that contains `date`, asked the day before (the first bookable day is the next working day). */
function day(date: string, extra: Partial<Parameters<typeof availability>[0]> = {}) {
  const days = availability({ ...base, advisors: [advisor()], now: new Date(new Date(`${date}T06:00:00Z`).getTime() - 10 * 86_400_000), page: 1, per: 60, ...extra });
  return days.find((d) => d.date === date)!;
}

describe('DST: advisor hours 09:00 Europe/Berlin', () => {
  test.each([
    { date: '2026-03-27', first: '2026-03-27T08:00:00.000Z' },
    { date: '2026-03-30', first: '2026-03-30T07:00:00.000Z' },
    { date: '2026-10-23', first: '2026-10-23T07:00:00.000Z' },
    { date: '2026-10-26', first: '2026-10-26T08:00:00.000Z' },
  ])('$date: first slot at $first', ({ date, first }) => {
    const d = availability({ ...base, advisors: [advisor()], now: new Date('2026-03-20T10:00:00Z'), page: 1, per: 60 }).find((x) => x.date === date)
      ?? availability({ ...base, advisors: [advisor()], now: new Date('2026-10-16T10:00:00Z'), page: 1, per: 60 }).find((x) => x.date === date)!;
    expect(d.slots[0]!.start.toISOString()).toBe(first);
    expect(d.slots[0]!.value).toEqual({ hour: 9, date });
    expect(d.slots[0]!.label).toBe('09:00');
  });

  test('02:30 on 2026-03-29 does not exist in Berlin: never a slot, never a booking instant', () => {
    expect(wallTime('2026-03-29', '02:30', 'Europe/Berlin')).toBeNull();
    expect(instantOf({ hour: 2.5, date: '2026-03-29' }, 'Europe/Berlin')).toBeNull();
    expect(instantOf({ hour: 9.5, date: '2026-03-30' }, 'Europe/Berlin')?.toISOString()).toBe('2026-03-30T07:30:00.000Z');
  });
});

describe('days', () => {
  test('a weekday has phone slots from 09:00 to 18:30 every 30 minutes; weekends have none', () => {
    const d = day('2026-11-24');
    expect(d.holiday).toBeNull();
    expect(d.slots.map((s) => s.label)).toEqual(Array.from({ length: 20 }, (_, i) => `${String(9 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`));
    const video = day('2026-11-24', { contactType: 'video' });
    expect(video.slots.at(-1)!.label).toBe('18:00');
    const saturday = day('2026-11-28');
    expect(saturday.slots).toEqual([]);
  });

  test.each([
    { date: '2026-12-25', de: '1. Weihnachtstag', en: 'Christmas Day' },
    { date: '2026-10-03', de: 'Tag der Deutschen Einheit', en: 'German Unity Day' },
    { date: '2026-03-08', de: 'Internationaler Frauentag', en: "International Women's Day" },
  ])('$date is a public holiday in Berlin: marked, no slots', ({ date, de, en }) => {
    expect(publicHoliday(date, 'de')).toBe(de);
    expect(publicHoliday(date, 'en')).toBe(en);
    const d = day(date);
    expect(d.holiday).toBe(de);
    expect(d.slots).toEqual([]);
  });

  test('the first bookable day is the next working day (Friday → Monday; before Christmas → after the holidays)', () => {
    expect(firstBookableDay(new Date('2026-11-27T15:00:00Z')).toISODate()).toBe('2026-11-30');
    expect(firstBookableDay(new Date('2026-12-24T10:00:00Z')).toISODate()).toBe('2026-12-28');
  });

  test('pages are consecutive days and cross the month end', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    const p1 = availability({ ...base, advisors: [advisor()], now, page: 1, per: 7 });
    const p2 = availability({ ...base, advisors: [advisor()], now, page: 2, per: 7 });
    expect(p1.map((d) => d.date)).toEqual(['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30']);
    expect(p2.map((d) => d.date)).toEqual(['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06', '2026-12-07']);
    const beyond = availability({ ...base, advisors: [advisor()], now, page: 20, per: 7 });
    expect(beyond).toEqual([]);
  });
});

describe('busy advisors', () => {
  const at = (iso: string) => new Date(iso);
  test(`an appointment blocks its own slot and, with the ${BOOKING.bufferMinutes}-minute buffer, the slots that would run into it`, () => {
    // 10:00–10:30 Berlin (09:00–09:30Z) booked; its busy interval ends after the buffer.
    const busy = [{ start: at('2026-11-24T09:00:00Z'), end: at(`2026-11-24T09:${30 + BOOKING.bufferMinutes}:00Z`) }];
    const d = day('2026-11-24', { advisors: [advisor(busy)] });
    const occupied = d.slots.filter((s) => s.occupied).map((s) => s.label);
    expect(occupied).toEqual(['09:30', '10:00', '10:30']);
  });

  test('with two advisors a slot is free while one of them is free, and names who', () => {
    const busy = [{ start: at('2026-11-24T09:00:00Z'), end: at('2026-11-24T09:45:00Z') }];
    const d = day('2026-11-24', { advisors: [advisor(busy, 'a1'), advisor([], 'a2')] });
    const ten = d.slots.find((s) => s.label === '10:00')!;
    expect(ten).toMatchObject({ occupied: false, advisorIds: ['a2'] });
    expect(d.slots.find((s) => s.label === '12:00')!.advisorIds).toEqual(['a1', 'a2']);
  });
});

describe('a visitor in another zone', () => {
  test('America/New_York sees converted times, labelled with the zone, and their own date and decimal hour', () => {
    const d = day('2026-11-24', { visitorZone: 'America/New_York', locale: 'en' });
    expect(d.slots[0]!.start.toISOString()).toBe('2026-11-24T08:00:00.000Z');
    expect(d.slots[0]!.value).toEqual({ hour: 3, date: '2026-11-24' });
    expect(d.slots[0]!.label).toBe('03:00 (GMT-5, America/New_York)');
    expect(d.slots[1]!.value).toEqual({ hour: 3.5, date: '2026-11-24' });
    expect(instantOf(d.slots[1]!.value, 'America/New_York')?.toISOString()).toBe('2026-11-24T08:30:00.000Z');
  });
});
