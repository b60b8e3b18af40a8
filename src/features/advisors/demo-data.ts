import type { Database } from '@/db/client';
import { advisorHours } from '@/db/schema';
import { BOOKING } from '@/config/booking';
import type { WeeklyHours } from '@/config/booking';
import { countAdvisors, insertAdvisors, type NewAdvisor } from './repository';

/**
 * DEMO DATA. These advisors are not real people: they let the site be tried out locally (appointment pages
 * list them). Every row is stored with is_demo = true. Never seeded when SEED_DEMO_DATA=false.
 */
export const DEMO_ADVISORS: NewAdvisor[] = [
  {
    email: 'anna.lehmann@demo.hauslotse.invalid',
    givenName: 'Anna',
    surname: 'Lehmann',
    phoneNumber: null,
    picture: null,
    title: { de: 'Baufinanzierungsberaterin', en: 'Mortgage advisor' },
    description: { de: 'Schwerpunkt Erstkauf und KfW-Förderung.', en: 'Focus on first-time buyers and KfW programmes.' },
    enumValue: 'DEMO_ANNA_LEHMANN',
    roles: ['advisor'],
    languages: ['de', 'en'],
    isDemo: true,
  },
  {
    email: 'david.okafor@demo.hauslotse.invalid',
    givenName: 'David',
    surname: 'Okafor',
    phoneNumber: null,
    picture: null,
    title: { de: 'Baufinanzierungsberater', en: 'Mortgage advisor' },
    description: { de: 'Schwerpunkt Finanzierung für Expats und Kapitalanlage.', en: 'Focus on financing for expats and buy-to-let.' },
    enumValue: 'DEMO_DAVID_OKAFOR',
    roles: ['advisor'],
    languages: ['en', 'de'],
    isDemo: true,
  },
  {
    email: 'miriam.schulz@demo.hauslotse.invalid',
    givenName: 'Miriam',
    surname: 'Schulz',
    phoneNumber: null,
    picture: null,
    title: { de: 'Spezialistin Anschlussfinanzierung', en: 'Refinancing specialist' },
    description: { de: 'Schwerpunkt Anschlussfinanzierung und Forward-Darlehen.', en: 'Focus on refinancing and forward loans.' },
    enumValue: 'DEMO_MIRIAM_SCHULZ',
    roles: ['advisor'],
    languages: ['de'],
    isDemo: true,
  },
];

const days = (weekdays: number[], ranges: [string, string][]): WeeklyHours => Object.fromEntries(weekdays.map((d) => [d, ranges]));

/**
 * DEMO DATA. Weekly working hours of the demo advisors (advisor_hours; ISO weekday → [from, to) wall-clock
 * times in their zone, Europe/Berlin), made up so that the booking calendar of each demo advisor looks
 * different: Anna part-time Monday to Thursday, David later in the day with a lunch break, Miriam the office's
 * full week. Together they cover the office's opening hours (config/booking.ts), so the calendar of the whole
 * team is the office week. Keyed by the demo advisor's enumValue.
 */
export const DEMO_ADVISOR_HOURS: Readonly<Record<string, WeeklyHours>> = {
  DEMO_ANNA_LEHMANN: days([1, 2, 3, 4], [['09:00', '17:00']]),
  DEMO_DAVID_OKAFOR: days([1, 2, 3, 4, 5], [
    ['11:00', '13:00'],
    ['14:00', '19:00'],
  ]),
  DEMO_MIRIAM_SCHULZ: BOOKING.weeklyHours,
};

/**
 * Seed demo data into an empty database (no advisors yet): the demo advisors and their weekly hours, together
 * or not at all. Returns what was inserted.
 */
export async function seedDemoData(db: Database): Promise<{ advisors: number; hours: number }> {
  if ((await countAdvisors(db)) > 0) return { advisors: 0, hours: 0 };
  return db.transaction(async (tx) => {
    // Hours only for the advisors inserted here: a second instance seeding at the same moment adds none twice.
    const seeded = await insertAdvisors(tx, DEMO_ADVISORS);
    const rows = seeded.flatMap(({ id, enumValue }) =>
      Object.entries(DEMO_ADVISOR_HOURS[enumValue] ?? {}).flatMap(([weekday, ranges]) => ranges.map(([fromTime, toTime]) => ({ advisorId: id, weekday: Number(weekday), fromTime, toTime }))),
    );
    if (rows.length > 0) await tx.insert(advisorHours).values(rows);
    return { advisors: seeded.length, hours: rows.length };
  });
}
