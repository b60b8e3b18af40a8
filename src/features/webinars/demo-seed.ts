import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Database } from '@/db/client';
import { webinars } from '@/db/schema';
import { createWebinar } from './repository';

/**
 * Demo dates for the demo site (SEED_DEMO_DATA=true, scripts/db-setup.ts), only into an empty table: one
 * English and one German webinar on German pensions, two and three weeks ahead at 18:30 in Berlin, given by the
 * demo advisor Miriam Schulz. They are flagged as demo: the pages and e-mails say that no webinar takes place,
 * and the meeting link points to a reserved (.invalid) host.
 */
export async function seedDemoWebinars(db: Database, now: Date = new Date()): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(webinars);
  if ((row?.n ?? 0) > 0) return 0;
  const day = (weeks: number) => DateTime.fromJSDate(now, { zone: 'Europe/Berlin' }).plus({ weeks }).set({ weekday: 4 }).toFormat("yyyy-MM-dd'T'18:30");
  const common = { topic: 'german-pensions' as const, durationMinutes: 60, speakerEmail: 'miriam.schulz@demo.hauslotse.invalid', capacity: 40, meetingUrl: 'https://meet.demo.hauslotse.invalid/pensions', isDemo: true };
  await createWebinar(db, { ...common, language: 'en', title: 'The German pension system for expats', startsAtLocal: day(2) }, now);
  await createWebinar(db, { ...common, language: 'de', title: 'Rentenlücke erkennen und schließen', startsAtLocal: day(3) }, now);
  return 2;
}
