/**
 * The advisors' calendars for the availability engine (./availability.ts): active advisors with their zone,
 * their own weekly hours (advisor_hours) when they have any, else the office's week (config/booking.ts), and
 * their busy intervals (live appointments with buffer, absences) from the repository for the range asked.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { advisors } from '@/features/advisors/tables';
import { advisorHours } from './tables';
import type { AdvisorCalendar } from './availability';
import { busyIntervals } from './repository';

export type AdvisorRow = typeof advisors.$inferSelect;

/** Active advisors, optionally only the one whose enumValue matches (case-insensitive), in a stable order. */
export async function activeAdvisors(db: Database, enumValue?: string): Promise<AdvisorRow[]> {
  const where = enumValue === undefined ? eq(advisors.active, true) : sql`${advisors.active} and lower(${advisors.enumValue}) = ${enumValue.toLowerCase()}`;
  return db.select().from(advisors).where(where).orderBy(asc(advisors.surname), asc(advisors.givenName), asc(advisors.id));
}

/** The calendars of these advisors with everything that keeps them busy in [from, to). */
export async function advisorCalendars(db: Database, list: readonly AdvisorRow[], from: Date, to: Date): Promise<AdvisorCalendar[]> {
  const ids = list.map((a) => a.id);
  if (ids.length === 0) return [];
  // One after the other: inside a transaction both run on one connection.
  const hours = await db.select().from(advisorHours).where(inArray(advisorHours.advisorId, ids));
  const busy = await busyIntervals(db, ids, from, to);
  return list.map((a) => {
    const own = hours.filter((h) => h.advisorId === a.id);
    const weeklyHours: Record<number, [string, string][]> = {};
    for (const h of own) (weeklyHours[h.weekday] ??= []).push([h.fromTime, h.toTime]);
    return { id: a.id, zone: a.zone, ...(own.length > 0 ? { weeklyHours } : {}), busy: busy.get(a.id) ?? [] };
  });
}
