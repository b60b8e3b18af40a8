import type { Database } from '@/db/client';
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

/** Seed demo data into an empty database. Returns what was inserted. */
export async function seedDemoData(db: Database): Promise<{ advisors: number }> {
  if ((await countAdvisors(db)) > 0) return { advisors: 0 };
  await insertAdvisors(db, DEMO_ADVISORS);
  return { advisors: DEMO_ADVISORS.length };
}
