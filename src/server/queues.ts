/**
 * Composition root of the job queue (ADR 013, ADR 023): the queues of every feature's jobs, created together
 * when the queue starts. No `server-only` marker: the booking worker of tests/support/book-in-process.ts runs
 * in plain Node.
 */
import type { PgBoss } from 'pg-boss';
import { REMINDER_QUEUE } from '@/features/booking';
import { CAREERS_RETENTION_QUEUE } from '@/features/careers';
import { EMAIL_QUEUE } from '@/features/email';
import { LOAN_ALERTS_QUEUE } from '@/features/loans';
import { PROPERTY_RADAR_QUEUE } from '@/features/properties';
import { RATES_FETCH_QUEUE } from '@/features/rates';
import { DEFAULT_QUEUE_SETTINGS, startQueue, type QueueConnection, type QueueSettings } from '@/lib/jobs/queue';

/**
 * The queues the application sends to inside its transactions: the e-mails, the appointment reminders
 * (scheduled with a booking), the daily Bundesbank fetch (its schedule needs the queue), the property radar's
 * matching and alerts, the daily deletion of decided job applications, and the loans' fixation alerts and rate watch
 * (issue 51).
 */
export const APP_QUEUES = [EMAIL_QUEUE, REMINDER_QUEUE, RATES_FETCH_QUEUE, PROPERTY_RADAR_QUEUE, CAREERS_RETENTION_QUEUE, LOAN_ALERTS_QUEUE] as const;

/** Starts pg-boss on the application's database with every application queue (APP_QUEUES). */
export function startBoss(connection: QueueConnection, settings: QueueSettings = DEFAULT_QUEUE_SETTINGS): Promise<PgBoss> {
  return startQueue(connection, APP_QUEUES, settings);
}

export { stopBoss } from '@/lib/jobs/queue';
