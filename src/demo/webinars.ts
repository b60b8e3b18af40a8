/**
 * DEMO DATA. Demo dates for the demo site (SEED_DEMO_DATA=true, scripts/db-setup.ts through ./seed.ts), only into
 * an empty table: one English and one German webinar on German pensions, two and three weeks ahead at 18:30 in
 * Berlin, given by the demo advisor Miriam Schulz (./advisors.ts). They are flagged as demo: the pages and e-mails
 * say that no webinar takes place, and the meeting link points to a reserved (.invalid) host.
 */
import { DateTime } from 'luxon';
import type { Database } from '@/db/client';
import { countWebinars, createWebinar } from '@/features/webinars/cli';

/** The demo webinars' speaker: the demo advisor Miriam Schulz (./advisors.ts). */
const SPEAKER_EMAIL = 'miriam.schulz@demo.hauslotse.invalid';

export async function seedDemoWebinars(db: Database, now: Date = new Date()): Promise<number> {
  if ((await countWebinars(db)) > 0) return 0;
  const day = (weeks: number) => DateTime.fromJSDate(now, { zone: 'Europe/Berlin' }).plus({ weeks }).set({ weekday: 4 }).toFormat("yyyy-MM-dd'T'18:30");
  const common = { topic: 'german-pensions' as const, durationMinutes: 60, speakerEmail: SPEAKER_EMAIL, capacity: 40, meetingUrl: 'https://meet.demo.hauslotse.invalid/pensions', isDemo: true };
  await createWebinar(db, { ...common, language: 'en', title: 'The German pension system for expats', startsAtLocal: day(2) }, now);
  await createWebinar(db, { ...common, language: 'de', title: 'Rentenlücke erkennen und schließen', startsAtLocal: day(3) }, now);
  return 2;
}
