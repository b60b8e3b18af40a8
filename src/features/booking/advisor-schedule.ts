/**
 * An advisor's own week and absences (issue 10), kept by staff: hours per weekday override the office's week
 * (config/booking.ts) for that advisor; an absence removes every slot it touches. Wall-clock times are in the
 * advisor's IANA zone, so "09:00" stays 09:00 across the DST changes. Until the back office exists, the
 * staff command line and the back office's calendar use these; each change is audited with who made it.
 */

/** Who changes the schedule, and when (for the audit log). */
export interface ScheduleChange {
  actor: AuditActor;
  now: Date;
}
import { and, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Database } from '@/db/client';
import { advisorAbsences, advisorHours } from './tables';
import { recordAudit, type AuditActor } from '@/features/audit/server';
import { activeAdvisors, type AdvisorRow } from './advisors';
import { wallTime } from './availability';

export type ScheduleResult<T> = { ok: true; value: T } | { ok: false; code: 'UNKNOWN_ADVISOR' | 'INVALID_WEEKDAY' | 'INVALID_RANGE' | 'OVERLAPPING_RANGES' | 'INVALID_DATE' | 'END_BEFORE_START' };

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

async function advisorByEnum(db: Database, enumValue: string): Promise<AdvisorRow | null> {
  const [found] = await activeAdvisors(db, enumValue);
  return found ?? null;
}

/**
 * Sets one weekday's working hours (ISO weekday, 1 = Monday) as ranges "HH:MM-HH:MM", replacing that day's
 * earlier ranges; an empty list makes it a day off. The first call for an advisor gives them their own week:
 * the other weekdays are copied from the office's week, so that only the day named changes.
 */
export async function setWeekdayHours(db: Database, enumValue: string, weekday: number, ranges: readonly string[], officeWeek: Readonly<Record<number, readonly (readonly [string, string])[]>>, by: ScheduleChange): Promise<ScheduleResult<[string, string][]>> {
  const advisor = await advisorByEnum(db, enumValue);
  if (!advisor) return { ok: false, code: 'UNKNOWN_ADVISOR' };
  if (!Number.isInteger(weekday) || weekday < 1 || weekday > 7) return { ok: false, code: 'INVALID_WEEKDAY' };
  const parsed: [string, string][] = [];
  for (const range of ranges) {
    const [from = '', to = ''] = range.split('-');
    if (!HHMM.test(from) || !HHMM.test(to) || from >= to) return { ok: false, code: 'INVALID_RANGE' };
    parsed.push([from, to]);
  }
  parsed.sort((a, b) => a[0].localeCompare(b[0]));
  if (parsed.some((r, i) => i > 0 && r[0] < parsed[i - 1]![1])) return { ok: false, code: 'OVERLAPPING_RANGES' };
  await db.transaction(async (tx) => {
    const own = await tx.select({ id: advisorHours.id }).from(advisorHours).where(eq(advisorHours.advisorId, advisor.id)).limit(1);
    if (own.length === 0) {
      const copied = Object.entries(officeWeek).flatMap(([day, list]) => (Number(day) === weekday ? [] : list.map(([fromTime, toTime]) => ({ advisorId: advisor.id, weekday: Number(day), fromTime, toTime }))));
      if (copied.length > 0) await tx.insert(advisorHours).values(copied);
    }
    await tx.delete(advisorHours).where(and(eq(advisorHours.advisorId, advisor.id), eq(advisorHours.weekday, weekday)));
    if (parsed.length > 0) await tx.insert(advisorHours).values(parsed.map(([fromTime, toTime]) => ({ advisorId: advisor.id, weekday, fromTime, toTime })));
    await recordAudit(tx, { actor: by.actor, action: 'advisor.hours_set', subject: { kind: 'advisor', id: advisor.enumValue }, after: { weekday, hours: parsed }, at: by.now });
  });
  return { ok: true, value: parsed };
}

/**
 * Records an absence. `from` and `to` are wall-clock times in the advisor's zone: a date alone means the whole
 * day (from its start, to the end of the `to` date), a date with time ("2026-12-01T14:00") that instant.
 */
export async function addAbsence(db: Database, enumValue: string, from: string, to: string, reason: string | null, by: ScheduleChange): Promise<ScheduleResult<{ startsAt: Date; endsAt: Date }>> {
  const advisor = await advisorByEnum(db, enumValue);
  if (!advisor) return { ok: false, code: 'UNKNOWN_ADVISOR' };
  const instant = (value: string, end: boolean): Date | null => {
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
      const day = DateTime.fromISO(value, { zone: advisor.zone });
      return day.isValid ? (end ? day.plus({ days: 1 }) : day).startOf('day').toUTC().toJSDate() : null;
    }
    const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(value);
    return m ? (wallTime(m[1]!, m[2]!, advisor.zone)?.toUTC().toJSDate() ?? null) : null;
  };
  const startsAt = instant(from, false);
  const endsAt = instant(to, true);
  if (!startsAt || !endsAt) return { ok: false, code: 'INVALID_DATE' };
  if (endsAt <= startsAt) return { ok: false, code: 'END_BEFORE_START' };
  const kept = reason?.trim().slice(0, 200) || null;
  await db.transaction(async (tx) => {
    await tx.insert(advisorAbsences).values({ advisorId: advisor.id, startsAt, endsAt, reason: kept });
    await recordAudit(tx, { actor: by.actor, action: 'advisor.absence_added', subject: { kind: 'advisor', id: advisor.enumValue }, after: { from: startsAt.toISOString(), to: endsAt.toISOString(), reason: kept }, at: by.now });
  });
  return { ok: true, value: { startsAt, endsAt } };
}
