/**
 * Demo advisors' weekly hours (issue 10), on PGlite and PostgreSQL: the seed writes them with the demo team into
 * an empty database only, and each demo advisor's booking calendar (appointment_availability_for_advisor) then
 * follows their own week, while the whole team's calendar is still the office's week. Fixed clock: Monday
 * 2026-11-23, 11:00 in Berlin; the first page of 7 days runs from Tuesday 24 to Monday 30 November.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';
import { advisors } from '@/features/advisors/tables';
import { DEMO_ADVISOR_HOURS, DEMO_ADVISORS, seedDemoAdvisors } from '@/demo/advisors';
import { advisorHours } from '@/features/booking/tables';
import { createGraphQLServer, handleGraphQLRequest } from '@/graphql/server';

const NOW = new Date('2026-11-23T10:00:00Z');
const CAL = `query C($type: String!, $advisor: String!) {
  appointment_availability_for_advisor(page: 1, per: 7, appointment_type: $type, advisor: $advisor, locale: de) { date slots { label occupied } }
}`;
const ALL = `query A($type: String!) { appointment_availability(page: 1, per: 7, appointment_type: $type, locale: de) { date slots { label } } }`;

/** "09:00", "09:30", … up to but not including `to`. */
function halfHours(from: string, to: string): string[] {
  const out: string[] = [];
  for (let m = Number(from.slice(0, 2)) * 60 + Number(from.slice(3)); m < Number(to.slice(0, 2)) * 60 + Number(to.slice(3)); m += 30) {
    out.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${m % 60 ? '30' : '00'}`);
  }
  return out;
}

describe.each(DATABASE_KINDS)('demo advisors’ hours on %s', (kind) => {
  let h: Awaited<ReturnType<typeof freshDatabase>>;
  let server: ReturnType<typeof createGraphQLServer>;

  beforeAll(async () => {
    h = await freshDatabase(kind);
    server = createGraphQLServer({ db: async () => h.db, mailQueue: async () => Promise.reject(new Error('no e-mail in this test')), now: () => NOW });
  }, 60_000);
  afterAll(async () => {
    await h?.dispose();
  });

  async function gql(query: string, variables: Record<string, unknown>) {
    const res = await handleGraphQLRequest(
      new Request('http://localhost/api/graphql', { method: 'POST', headers: { 'content-type': 'application/json', origin: 'http://localhost' }, body: JSON.stringify({ query, variables }) }),
      server,
    );
    const body = (await res.json()) as { data?: Record<string, { date: string; slots: { label: string; occupied?: boolean }[] }[]>; errors?: unknown };
    expect(body.errors).toBeUndefined();
    return Object.values(body.data!)[0]!;
  }
  /** Date → the slot labels of that day, for one demo advisor's calendar. */
  const calendarOf = async (advisor: string, type = 'phone') =>
    Object.fromEntries((await gql(CAL, { type, advisor: advisor.toLowerCase() })).map((d) => [d.date, d.slots.map((s) => s.label)]));

  test('the seed writes each demo advisor’s week into an empty database, once', async () => {
    expect(Object.keys(DEMO_ADVISOR_HOURS).sort()).toEqual(DEMO_ADVISORS.map((a) => a.enumValue).sort());
    expect(await seedDemoAdvisors(h.db)).toEqual({ advisors: 3, hours: 19 });
    const rows = await h.db.select({ enumValue: advisors.enumValue, isDemo: advisors.isDemo, weekday: advisorHours.weekday, from: advisorHours.fromTime, to: advisorHours.toTime }).from(advisorHours).innerJoin(advisors, eq(advisors.id, advisorHours.advisorId));
    expect(rows.every((r) => r.isDemo)).toBe(true);
    const weekOf = (enumValue: string) => rows.filter((r) => r.enumValue === enumValue).map((r) => `${r.weekday} ${r.from}-${r.to}`).sort();
    expect(weekOf('DEMO_ANNA_LEHMANN')).toEqual(['1 09:00-17:00', '2 09:00-17:00', '3 09:00-17:00', '4 09:00-17:00']);
    expect(weekOf('DEMO_DAVID_OKAFOR')).toEqual([1, 2, 3, 4, 5].flatMap((d) => [`${d} 11:00-13:00`, `${d} 14:00-19:00`]));
    expect(weekOf('DEMO_MIRIAM_SCHULZ')).toEqual([1, 2, 3, 4, 5].map((d) => `${d} 09:00-19:00`));
    // Not into a database that has advisors: nothing is added twice.
    expect(await seedDemoAdvisors(h.db)).toEqual({ advisors: 0, hours: 0 });
    expect(await h.db.select().from(advisorHours)).toHaveLength(19);
  });

  test('each demo advisor’s calendar follows their own week', async () => {
    const anna = await calendarOf('DEMO_ANNA_LEHMANN');
    expect(anna['2026-11-24']).toEqual(halfHours('09:00', '17:00')); // 30-minute calls, the last from 16:30
    expect(anna['2026-11-27']).toEqual([]); // no Fridays
    expect(anna['2026-11-30']).toEqual(halfHours('09:00', '17:00'));

    const david = await calendarOf('DEMO_DAVID_OKAFOR');
    expect(david['2026-11-24']).toEqual([...halfHours('11:00', '13:00'), ...halfHours('14:00', '19:00')]); // no call runs into lunch
    expect(david['2026-11-27']).toEqual(david['2026-11-24']);
    // A 45-minute video call must end by 13:00 and by 19:00.
    const davidVideo = await calendarOf('DEMO_DAVID_OKAFOR', 'video');
    expect(davidVideo['2026-11-24']).toEqual(['11:00', '11:30', '12:00', ...halfHours('14:00', '18:30')]);

    const miriam = await calendarOf('DEMO_MIRIAM_SCHULZ');
    expect(miriam['2026-11-24']).toEqual(halfHours('09:00', '19:00'));
    expect(miriam['2026-11-27']).toEqual(halfHours('09:00', '19:00'));
    for (const cal of [anna, david, miriam]) {
      expect(cal['2026-11-28']).toEqual([]);
      expect(cal['2026-11-29']).toEqual([]);
    }
  });

  test('the whole team together still offers the office week, Monday to Friday 9:00 to 19:00', async () => {
    const days = await gql(ALL, { type: 'phone' });
    expect(Object.fromEntries(days.map((d) => [d.date, d.slots.length]))).toEqual({
      '2026-11-24': 20,
      '2026-11-25': 20,
      '2026-11-26': 20,
      '2026-11-27': 20,
      '2026-11-28': 0,
      '2026-11-29': 0,
      '2026-11-30': 20,
    });
  });
});
