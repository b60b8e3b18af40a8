import 'server-only';
import { eq } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { Database } from '@/db/client';
import { webinarRegistrations } from './tables';
import { enqueueWebinarEmail } from './emails';
import { dueReminders, registrationWithPeople } from './repository';

/**
 * Writes the webinar reminders due at `now` to the outbox: a day before (without the link) and an hour before
 * (with the join link), each once per seat. Each is marked in the transaction that writes its e-mail, with the
 * registration's row locked: instances sweeping at the same time send each reminder once, and a registration
 * cancelled meanwhile gets none. Returns how many were written.
 */
export async function sendDueWebinarReminders(db: Database, boss: PgBoss, now: Date, baseUrl: string): Promise<number> {
  let sent = 0;
  for (const kind of ['day', 'hour'] as const) {
    for (const { id } of await dueReminders(db, now, kind)) {
      const wrote = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(webinarRegistrations).where(eq(webinarRegistrations.id, id)).for('update');
        const mark = kind === 'day' ? row?.dayReminderAt : row?.hourReminderAt;
        if (!row || row.status !== 'registered' || mark) return false;
        await tx
          .update(webinarRegistrations)
          .set(kind === 'day' ? { dayReminderAt: now } : { hourReminderAt: now })
          .where(eq(webinarRegistrations.id, id));
        const full = await registrationWithPeople(tx, id);
        await enqueueWebinarEmail(tx, boss, full!, kind === 'day' ? 'reminder-day' : 'reminder-hour', full!.w.startsAt.toISOString(), { baseUrl });
        return true;
      });
      if (wrote) sent++;
    }
  }
  return sent;
}
