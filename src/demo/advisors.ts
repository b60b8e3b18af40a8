/**
 * DEMO DATA. The demo advisors and their weekly hours. These advisors are not real people: they let the site be
 * tried out locally (appointment pages list them). Every row is stored with is_demo = true. Seeded by
 * scripts/db-setup.ts (through ./seed.ts) into a database without advisors, never when SEED_DEMO_DATA=false.
 */
import { BOOKING, type WeeklyHours } from '@/config/booking';
import type { Database } from '@/db/client';
import { countAdvisors, insertAdvisors, type NewAdvisor } from '@/features/advisors/cli';
import { addWeeklyHours } from '@/features/booking/cli';

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
 * Seeds the demo advisors into an empty database (no advisors yet) with their weekly hours (written by the booking
 * feature, which owns advisor_hours), together or not at all. Returns what was inserted.
 */
export async function seedDemoAdvisors(db: Database): Promise<{ advisors: number; hours: number }> {
  if ((await countAdvisors(db)) > 0) return { advisors: 0, hours: 0 };
  return db.transaction(async (tx) => {
    // Hours only for the advisors inserted here: a second instance seeding at the same moment adds none twice.
    const seeded = await insertAdvisors(tx, DEMO_ADVISORS);
    const hours = await addWeeklyHours(tx, seeded.map(({ id, enumValue }) => ({ advisorId: id, week: DEMO_ADVISOR_HOURS[enumValue] ?? {} })));
    return { advisors: seeded.length, hours };
  });
}
