/**
 * Availability (issue 10) on fixed dates: DST weeks (security reference), holidays (nationwide and Berlin's),
 * the first bookable day around Christmas and New Year, paging across month and year ends, busy advisors and
 * buffers, visitors in America/New_York, Asia/Tokyo and zones with :30 and :45 offsets, and the decimal hour.
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
    { date: '2026-12-26', de: '2. Weihnachtstag', en: 'Second Day of Christmas' },
    { date: '2027-01-01', de: 'Neujahr', en: "New Year's Day" },
    { date: '2026-05-01', de: 'Maifeiertag', en: 'Labour Day' },
    { date: '2026-05-14', de: 'Christi Himmelfahrt', en: 'Ascension Day' },
    { date: '2027-03-08', de: 'Internationaler Frauentag', en: "International Women's Day" },
  ])('$date is a public holiday in Berlin: marked in both languages, no slots', ({ date, de, en }) => {
    expect(publicHoliday(date, 'de')).toBe(de);
    expect(publicHoliday(date, 'en')).toBe(en);
    const d = day(date);
    expect(d.holiday).toBe(de);
    expect(d.slots).toEqual([]);
    expect(day(date, { locale: 'en' }).holiday).toBe(en);
  });

  test('weekday holidays remove a full day of slots; Frauentag (Monday 2027-03-08) only in Berlin, not in Bavaria', () => {
    // Friday 1 May, Thursday 14 May (Ascension), Friday 25 December 2026: working days but for the holiday.
    for (const date of ['2026-05-01', '2026-05-14', '2026-12-25']) expect(day(date).slots, date).toEqual([]);
    expect(day('2026-05-13').slots).toHaveLength(20);
    expect(day('2027-03-08').slots).toEqual([]);
    const bavaria = day('2027-03-08', { state: 'BY' });
    expect(bavaria.holiday).toBeNull();
    expect(bavaria.slots).toHaveLength(20);
    expect(publicHoliday('2027-03-08', 'de', 'BY')).toBeNull();
    // Christmas Eve and New Year's Eve are not public holidays: ordinary working days.
    expect(day('2026-12-24').holiday).toBeNull();
    expect(day('2026-12-24').slots).toHaveLength(20);
    expect(day('2026-12-31').slots).toHaveLength(20);
  });

  test('the first bookable day is the next working day (Friday → Monday; before Christmas → after the holidays)', () => {
    expect(firstBookableDay(new Date('2026-11-27T15:00:00Z')).toISODate()).toBe('2026-11-30');
    expect(firstBookableDay(new Date('2026-12-24T10:00:00Z')).toISODate()).toBe('2026-12-28');
  });

  test('around Christmas and New Year the first bookable day skips holidays and the weekend, counted in Berlin', () => {
    expect(firstBookableDay(new Date('2026-12-23T10:00:00Z')).toISODate()).toBe('2026-12-24');
    expect(firstBookableDay(new Date('2026-12-28T10:00:00Z')).toISODate()).toBe('2026-12-29');
    // 23:30 on the 30th in Berlin: tomorrow, the 31st, is a working day.
    expect(firstBookableDay(new Date('2026-12-30T22:30:00Z')).toISODate()).toBe('2026-12-31');
    // 00:30 on the 31st in Berlin (still the 30th in UTC): 1 January is a holiday, then a weekend.
    expect(firstBookableDay(new Date('2026-12-30T23:30:00Z')).toISODate()).toBe('2027-01-04');
    const page = availability({ ...base, advisors: [advisor()], now: new Date('2026-12-31T10:00:00Z'), page: 1, per: 2 });
    expect(page.map((d) => d.date)).toEqual(['2027-01-04', '2027-01-05']);
    expect(page[0]!.slots[0]!.start.toISOString()).toBe('2027-01-04T08:00:00.000Z');
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

  test('page 2 continues exactly where page 1 ended, across the year end (2026-12-31 → 2027-01-01)', () => {
    const now = new Date('2026-12-21T10:00:00Z'); // Monday
    const p1 = availability({ ...base, advisors: [advisor()], now, page: 1, per: 7 });
    const p2 = availability({ ...base, advisors: [advisor()], now, page: 2, per: 7, locale: 'en' });
    expect(p1.map((d) => d.date)).toEqual(['2026-12-22', '2026-12-23', '2026-12-24', '2026-12-25', '2026-12-26', '2026-12-27', '2026-12-28']);
    expect(p2.map((d) => d.date)).toEqual(['2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03', '2027-01-04']);
    expect(p1.map((d) => d.holiday)).toEqual([null, null, null, '1. Weihnachtstag', '2. Weihnachtstag', null, null]);
    expect(p2.map((d) => d.holiday)).toEqual([null, null, null, "New Year's Day", null, null, null]);
    expect(p2.map((d) => d.slots.length)).toEqual([20, 20, 20, 0, 0, 0, 20]);
    expect(p2[2]!.slots.at(-1)!.start.toISOString()).toBe('2026-12-31T17:30:00.000Z');
    expect(p2[6]!.slots[0]!.start.toISOString()).toBe('2027-01-04T08:00:00.000Z');
  });

  test('pages of 7 cross January → February and February (28 days) → March without a gap or a repeat', () => {
    const now = new Date('2027-01-25T10:00:00Z'); // Monday
    const pages = [1, 2, 3, 4, 5].map((page) => availability({ ...base, advisors: [advisor()], now, page, per: 7 }).map((d) => d.date));
    expect(pages[0]).toEqual(['2027-01-26', '2027-01-27', '2027-01-28', '2027-01-29', '2027-01-30', '2027-01-31', '2027-02-01']);
    expect(pages[1]![0]).toBe('2027-02-02');
    expect(pages[4]).toEqual(['2027-02-23', '2027-02-24', '2027-02-25', '2027-02-26', '2027-02-27', '2027-02-28', '2027-03-01']);
    const all = pages.flat();
    expect(new Set(all).size).toBe(35);
    for (let i = 1; i < all.length; i++) expect(Date.parse(all[i]!) - Date.parse(all[i - 1]!), all[i]).toBe(86_400_000);
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

  test('America/New_York in the weeks the US is already on summer time and Berlin is not (five hours apart, not six)', () => {
    const before = day('2026-03-20', { visitorZone: 'America/New_York', locale: 'de' });
    expect(before.slots[0]).toMatchObject({ value: { hour: 4, date: '2026-03-20' }, label: '04:00 (GMT-4, America/New_York)', start: new Date('2026-03-20T08:00:00Z') });
    const after = day('2026-03-30', { visitorZone: 'America/New_York', locale: 'en' });
    expect(after.slots[0]).toMatchObject({ value: { hour: 3, date: '2026-03-30' }, label: '03:00 (GMT-4, America/New_York)', start: new Date('2026-03-30T07:00:00Z') });
    for (const s of [...before.slots, ...after.slots]) expect(instantOf(s.value, 'America/New_York')).toEqual(s.start);
  });

  test.each(['de', 'en'] as const)('Asia/Tokyo (%s): a Berlin evening slot is the next morning there, with that date; booking it names the same instant', (locale) => {
    const d = day('2026-11-24', { visitorZone: 'Asia/Tokyo', locale });
    expect(d.date).toBe('2026-11-24'); // the calendar day stays the office's
    expect(d.slots[0]).toMatchObject({ value: { hour: 17, date: '2026-11-24' }, label: '17:00 (GMT+9, Asia/Tokyo)', start: new Date('2026-11-24T08:00:00Z') });
    // 15:00 in Berlin = 23:00 in Tokyo; 15:30 in Berlin = 23:30; 16:00 in Berlin = 00:00 the next day.
    expect(d.slots.find((s) => s.start.toISOString() === '2026-11-24T15:00:00.000Z')!.value).toEqual({ hour: 0, date: '2026-11-25' });
    const last = d.slots.at(-1)!;
    expect(last).toMatchObject({ value: { hour: 2.5, date: '2026-11-25' }, label: '02:30 (GMT+9, Asia/Tokyo)', start: new Date('2026-11-24T17:30:00Z') });
    for (const s of d.slots) expect(instantOf(s.value, 'Asia/Tokyo')).toEqual(s.start);
  });
});

describe('the decimal hour (one decimal)', () => {
  test('a :30 slot is sent as 9.5 and names 09:30 again', () => {
    const d = day('2026-11-24');
    expect(d.slots[1]).toMatchObject({ value: { hour: 9.5, date: '2026-11-24' }, label: '09:30' });
    expect(instantOf({ hour: 9.5, date: '2026-11-24' }, 'Europe/Berlin')).toEqual(new Date('2026-11-24T08:30:00Z'));
  });

  test('Asia/Kathmandu (+05:45): 09:00 in Berlin is 13:45 there, sent as 13.8, and 13.8 books 09:00 Berlin, not 13:48', () => {
    const d = day('2026-11-24', { visitorZone: 'Asia/Kathmandu', locale: 'en' });
    expect(d.slots[0]).toMatchObject({ value: { hour: 13.8, date: '2026-11-24' }, label: '13:45 (GMT+5:45, Asia/Kathmandu)', start: new Date('2026-11-24T08:00:00Z') });
    expect(d.slots[1]).toMatchObject({ value: { hour: 14.3, date: '2026-11-24' }, label: '14:15 (GMT+5:45, Asia/Kathmandu)' });
    expect(instantOf({ hour: 13.8, date: '2026-11-24' }, 'Asia/Kathmandu')).toEqual(new Date('2026-11-24T08:00:00Z'));
    expect(instantOf({ hour: 14.3, date: '2026-11-24' }, 'Asia/Kathmandu')).toEqual(new Date('2026-11-24T08:30:00Z'));
    for (const s of d.slots) expect(instantOf(s.value, 'Asia/Kathmandu')).toEqual(s.start);
  });

  test('values that are no quarter hour keep their own minute (10.2 → 10:12, no slot); 23.8 is 23:45', () => {
    expect(instantOf({ hour: 10.2, date: '2026-11-24' }, 'Europe/Berlin')).toEqual(new Date('2026-11-24T09:12:00Z'));
    expect(instantOf({ hour: 10.3, date: '2026-11-24' }, 'Europe/Berlin')).toEqual(new Date('2026-11-24T09:15:00Z'));
    expect(instantOf({ hour: 23.8, date: '2026-11-24' }, 'Europe/Berlin')).toEqual(new Date('2026-11-24T22:45:00Z'));
    expect(instantOf({ hour: 23.9, date: '2026-11-24' }, 'Europe/Berlin')).toEqual(new Date('2026-11-24T22:54:00Z'));
  });

  test.each(['Europe/Berlin', 'America/New_York', 'America/St_Johns', 'Asia/Tokyo', 'Asia/Kolkata', 'Asia/Kathmandu', 'Australia/Eucla', 'Australia/Lord_Howe', 'Pacific/Chatham'])(
    'every slot of spring and autumn (DST weeks included) round-trips for a visitor in %s',
    (zone) => {
      for (const now of ['2026-03-01T10:00:00Z', '2026-09-20T10:00:00Z']) {
        const days = availability({ ...base, advisors: [advisor()], now: new Date(now), page: 1, per: 60, visitorZone: zone });
        const slots = days.flatMap((d) => d.slots);
        expect(slots.length).toBeGreaterThan(500);
        for (const s of slots) {
          expect(Math.abs(s.value.hour * 10 - Math.round(s.value.hour * 10))).toBeLessThan(1e-9); // one decimal
          expect(instantOf(s.value, zone), `${zone} ${JSON.stringify(s.value)}`).toEqual(s.start);
        }
      }
    },
  );
});
