import { and, eq, sql } from 'drizzle-orm';
import { PgBoss, fromDrizzle, fromPglite } from 'pg-boss';
import type { Database, QueueConnection } from '@/db/client';
import { emails } from '@/db/schema';
import type { Locale } from '@/i18n/routes';
import { emailAttachments } from '@/features/booking/attachments';
import { REMINDER_QUEUE } from '@/features/booking/reminder-queue';
import { RATES_FETCH_QUEUE } from '@/features/rates/import/fetch-queue';
import { renderEmail, type EmailMessage } from './templates';
import type { MailTransport } from './transport';

/**
 * E-mail that is never lost (ADR 013): a transactional outbox in our database plus pg-boss, the job queue in
 * the same database. `enqueueEmail` writes the e-mail row and its job inside the caller's transaction: a
 * rolled-back change sends nothing. Workers in every app instance deliver with retries and backoff; the row
 * records attempts, the last error and a final state (sent, kept, failed).
 */

export const EMAIL_QUEUE = 'email';

export interface QueueSettings {
  /** Retries after the first attempt (so attempts = retries + 1). */
  retryLimit: number;
  /** Seconds before the first retry; doubled per retry with backoff. */
  retryDelay: number;
  retryBackoff: boolean;
  /** Longest wait between retries (only with backoff). */
  retryDelayMax?: number;
  /** How often an idle worker looks for new jobs. */
  pollingIntervalSeconds: number;
}

/** Production: 10 attempts over about 8 hours (5 s doubling up to an hour). */
export const DEFAULT_QUEUE_SETTINGS: QueueSettings = { retryLimit: 9, retryDelay: 5, retryBackoff: true, retryDelayMax: 3600, pollingIntervalSeconds: 1 };

/**
 * Workers per app instance. pg-boss fetches one job per worker and poll (a full batch of 1 does not trigger its
 * burst mode), so a burst of e-mails (a busy hour of sign-ups) drains this many times faster; SKIP LOCKED keeps
 * two workers from taking the same job.
 */
export const EMAIL_WORKERS_PER_INSTANCE = 4;

interface EmailJob {
  emailId: string;
}

export interface OutgoingEmail {
  /** One e-mail per key, however often the cause repeats (e.g. `login:<token id>`). */
  idempotencyKey: string;
  to: string;
  locale: Locale;
  message: EmailMessage;
}

/** A pg-boss instance on the application's database (its own pool on PostgreSQL, the shared PGlite otherwise). */
export function createBoss(connection: QueueConnection): PgBoss {
  const boss = connection.kind === 'postgres' ? new PgBoss({ connectionString: connection.connectionString, max: 4 }) : new PgBoss({ db: fromPglite(connection.client) });
  // pg-boss reports trouble (a dropped connection, a failed maintenance run) as events; unheard they would crash the process.
  boss.on('error', (error) => console.error('Job queue error:', error));
  return boss;
}

/**
 * The queues the application sends to inside its transactions: the e-mails, and the appointment reminders
 * (scheduled with a booking, features/booking/reminders.ts); and the daily Bundesbank fetch (its schedule
 * needs the queue, features/rates/import/fetch-job.ts). All are created by startBoss.
 */
export const APP_QUEUES = [EMAIL_QUEUE, REMINDER_QUEUE, RATES_FETCH_QUEUE] as const;

/**
 * Starts pg-boss on the application's database with the application's queues (APP_QUEUES) and their retry
 * policy. A first instance creates or migrates pg-boss's schema and the queues; the returned instance starts
 * after that, so that its queue cache already holds every queue: `send` inside an application transaction then
 * needs no query outside it (on PGlite, with one connection, such a query would wait for the transaction
 * forever). A queue missing from APP_QUEUES would hang the first booking on PGlite.
 */
export async function startBoss(connection: QueueConnection, settings: QueueSettings = DEFAULT_QUEUE_SETTINGS): Promise<PgBoss> {
  const options = {
    retryLimit: settings.retryLimit,
    retryDelay: settings.retryDelay,
    retryBackoff: settings.retryBackoff,
    ...(settings.retryBackoff && settings.retryDelayMax !== undefined ? { retryDelayMax: settings.retryDelayMax } : {}),
  };
  const setup = createBoss(connection);
  await setup.start();
  try {
    for (const queue of APP_QUEUES) {
      if (await setup.getQueue(queue)) await setup.updateQueue(queue, options);
      else await setup.createQueue(queue, options);
    }
  } finally {
    await setup.stop({ graceful: false, close: connection.kind === 'postgres' });
  }
  const boss = createBoss(connection);
  await boss.start();
  return boss;
}

/** Stops a pg-boss instance of startBoss: waits up to `timeoutMs` for running deliveries. */
export async function stopBoss(boss: PgBoss, connection: QueueConnection, timeoutMs = 10_000): Promise<void> {
  await boss.stop({ graceful: true, close: connection.kind === 'postgres', timeout: timeoutMs });
}

/**
 * Renders the e-mail and writes it with its delivery job in the caller's transaction (`tx`). A key seen before
 * changes nothing: the same e-mail is not written or sent twice. Returns the e-mail's id.
 */
export async function enqueueEmail(tx: Database, boss: PgBoss, email: OutgoingEmail): Promise<{ id: string; created: boolean }> {
  const rendered = await renderEmail(email.locale, email.message);
  const [row] = await tx
    .insert(emails)
    .values({ idempotencyKey: email.idempotencyKey, toAddress: email.to, locale: email.locale, template: email.message.template, ...rendered })
    .onConflictDoNothing({ target: emails.idempotencyKey })
    .returning({ id: emails.id });
  if (!row) {
    const [existing] = await tx.select({ id: emails.id }).from(emails).where(eq(emails.idempotencyKey, email.idempotencyKey));
    return { id: existing!.id, created: false };
  }
  await boss.send(EMAIL_QUEUE, { emailId: row.id } satisfies EmailJob, { db: fromDrizzle(tx as never, sql as never) });
  return { id: row.id, created: true };
}

/**
 * One delivery attempt of one e-mail. Only a queued e-mail is sent, so a job that runs again after success
 * (at-least-once delivery of jobs) sends nothing more, and a cancelled one (its addressee deleted the account)
 * is never sent. A failure is recorded and thrown, so that pg-boss
 * retries; the last allowed attempt marks the e-mail failed instead.
 */
export async function deliverEmail(db: Database, transport: MailTransport, emailId: string, maxAttempts: number): Promise<void> {
  const [row] = await db.select().from(emails).where(eq(emails.id, emailId));
  if (!row || row.status !== 'queued') return;
  try {
    const attachments = await emailAttachments(db, row);
    await transport.send({ id: row.id, to: row.toAddress, subject: row.subject, html: row.html, text: row.text, ...(attachments.length ? { attachments } : {}) });
  } catch (error) {
    const attempts = row.attempts + 1;
    const message = error instanceof Error ? error.message : String(error);
    // Only a still queued e-mail is marked for a retry: one cancelled meanwhile (account deleted) stays cancelled.
    const [still] = await db
      .update(emails)
      .set({ attempts, lastError: message.slice(0, 1000), status: attempts >= maxAttempts ? 'failed' : 'queued' })
      .where(and(eq(emails.id, row.id), eq(emails.status, 'queued')))
      .returning({ id: emails.id });
    if (!still) return;
    if (attempts >= maxAttempts) {
      console.error(`E-mail ${row.id} failed for good after ${attempts} attempts: ${message}`);
      return;
    }
    throw error;
  }
  await db
    .update(emails)
    .set({ attempts: row.attempts + 1, lastError: null, status: transport.kind === 'smtp' ? 'sent' : 'kept', sentAt: new Date() })
    .where(eq(emails.id, row.id));
}

/** Starts delivering queued e-mails in this process; returns the worker id (for `boss.offWork`). */
export async function startEmailWorker(boss: PgBoss, db: Database, transport: MailTransport, settings: QueueSettings = DEFAULT_QUEUE_SETTINGS): Promise<string> {
  return boss.work<EmailJob>(EMAIL_QUEUE, { pollingIntervalSeconds: settings.pollingIntervalSeconds, batchSize: 1, localConcurrency: EMAIL_WORKERS_PER_INSTANCE }, async ([job]) => {
    if (job) await deliverEmail(db, transport, job.data.emailId, settings.retryLimit + 1);
  });
}
