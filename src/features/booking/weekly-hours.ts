import type { WeeklyHours } from '@/config/booking';
import type { Database } from '@/db/client';
import { advisorHours } from './tables';

/**
 * Writes advisors' weekly working hours (advisor_hours, which this feature owns; ISO weekday → [from, to)
 * wall-clock times in the advisor's zone) for advisors just inserted, in the caller's transaction: the demo
 * advisors' hours at the set-up (src/demo/advisors.ts). Staff change an advisor's week with `setWeekdayHours`
 * (audited). Returns the number of rows written.
 */
export async function addWeeklyHours(tx: Database, weeks: readonly { advisorId: string; week: WeeklyHours }[]): Promise<number> {
  const rows = weeks.flatMap(({ advisorId, week }) =>
    Object.entries(week).flatMap(([weekday, ranges]) => ranges.map(([fromTime, toTime]) => ({ advisorId, weekday: Number(weekday), fromTime, toTime }))),
  );
  if (rows.length > 0) await tx.insert(advisorHours).values(rows);
  return rows.length;
}
