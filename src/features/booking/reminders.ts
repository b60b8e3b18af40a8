/**
 * The reminder e-mail 24 hours before an appointment (issue 10; ADR 018, amendment "Reminders").
 *
 * Booking and moving an appointment schedule a delayed job in the pg-boss queue `appointment-reminder`, in the
 * same transaction as the change (a rolled-back booking schedules nothing), due at the start minus 24 hours and
 * carrying the appointment's id and SEQUENCE. When it runs, the job sends the reminder only if the appointment
 * still exists, is not cancelled, has not started and still has that SEQUENCE: a move or a cancel raises the
 * SEQUENCE, so an outdated job sends nothing (a move schedules its own job). The e-mail goes through the outbox
 * with the key `appointment:<id>:reminder:<sequence>:lead`, so a job run twice sends one e-mail. An appointment
 * whose start minus 24 hours has already passed when it is booked or moved gets no reminder: the confirmation
 * has just arrived.
 */
import { eq, sql } from 'drizzle-orm';
import { fromDrizzle, type PgBoss } from 'pg-boss';
import type { Database } from '@/db/client';
import { emails } from '@/features/email/tables';
import { enqueueReminderEmail, reminderEmailKey } from './emails';
import { appointmentLinksFor } from './links';
import { REMINDER_BEFORE_MS, REMINDER_QUEUE, type ReminderJob } from './reminder-queue';
import { appointmentWithPeople, type AppointmentRow } from './repository';

/** Reminders are not urgent to the second: an idle worker looks for due ones this often. */
const REMINDER_POLLING_SECONDS = 30;

export const reminderDueAt = (startsAt: Date): Date => new Date(startsAt.getTime() - REMINDER_BEFORE_MS);

/**
 * Schedules the reminder of this state of the appointment inside the caller's transaction `tx`. Returns the
 * job's id, or null when the reminder would be due at or before `now` (then there is none).
 */
export async function scheduleReminder(tx: Database, boss: PgBoss, appointment: Pick<AppointmentRow, 'id' | 'sequence' | 'startsAt'>, now: Date): Promise<string | null> {
  const due = reminderDueAt(appointment.startsAt);
  if (due.getTime() <= now.getTime()) return null;
  return boss.send(REMINDER_QUEUE, { appointmentId: appointment.id, sequence: appointment.sequence } satisfies ReminderJob, { startAfter: due, db: fromDrizzle(tx as never, sql as never) });
}

export interface ReminderServices {
  db: Database;
  boss: PgBoss;
  now: Date;
  /** Absolute origin for the links in the e-mail. */
  baseUrl: string;
}

/** What a reminder job did: sent, or why not. */
export type ReminderOutcome = 'sent' | 'alreadySent' | 'gone' | 'cancelled' | 'changed' | 'started';

class AlreadySent extends Error {}

/**
 * Runs one reminder job: writes the reminder e-mail (with new links to move or cancel, expiring at the start;
 * the booking e-mail's links stay valid) when the appointment is still as it was scheduled. The appointment's
 * row is locked meanwhile, so a move or cancel at the same moment comes strictly before (this job then sends
 * nothing) or after (it retires these links and sends its own e-mail).
 */
export async function sendAppointmentReminder(s: ReminderServices, job: ReminderJob): Promise<ReminderOutcome> {
  try {
    return await s.db.transaction(async (tx) => {
      const row = await appointmentWithPeople(tx, job.appointmentId, { forUpdate: true });
      if (!row) return 'gone';
      if (row.a.cancelledAt) return 'cancelled';
      if (row.a.sequence !== job.sequence) return 'changed';
      if (row.a.startsAt.getTime() <= s.now.getTime()) return 'started';
      // A repeated job: the e-mail exists, and no further links are made.
      const [sent] = await tx.select({ id: emails.id }).from(emails).where(eq(emails.idempotencyKey, reminderEmailKey(row.a.id, row.a.sequence)));
      if (sent) return 'alreadySent';
      const links = await appointmentLinksFor(tx, row.a.id, row.a.startsAt, s.baseUrl, row.lead.locale === 'en' ? 'en' : 'de');
      const email = await enqueueReminderEmail(tx, s.boss, { appointment: row.a, advisor: row.advisor, lead: row.lead, links });
      // Another run wrote it first: undo this run's links.
      if (!email.created) throw new AlreadySent();
      return 'sent';
    });
  } catch (error) {
    if (error instanceof AlreadySent) return 'alreadySent';
    throw error;
  }
}

/**
 * Runs due reminder jobs in this process (started with the e-mail worker, features/email/runtime.ts); returns
 * the worker id. A failed run (the database away) is retried by pg-boss with the queue's policy (startBoss).
 */
export async function startReminderWorker(boss: PgBoss, db: Database, baseUrl: string, options: { pollingIntervalSeconds?: number; now?: () => Date } = {}): Promise<string> {
  const now = options.now ?? (() => new Date());
  return boss.work<ReminderJob>(REMINDER_QUEUE, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? REMINDER_POLLING_SECONDS, batchSize: 1 }, async ([job]) => {
    if (job) await sendAppointmentReminder({ db, boss, now: now(), baseUrl }, job.data);
  });
}
