import { and, eq, sql } from 'drizzle-orm';
import { type PgBoss, fromDrizzle } from 'pg-boss';
import type { Database } from '@/db/client';
import { emails } from './tables';
import type { Locale } from '@/i18n/routes';
import { DEFAULT_QUEUE_SETTINGS, type QueueSettings } from '@/lib/jobs/queue';
import { EMAIL_QUEUE } from './queue';
import { UnknownEmailTemplateError, type EmailTemplateRegistry } from './registry';
import { renderEmail, type EmailAttachments, type EmailMessage } from './template';
import type { MailTransport } from './transport';

export { EMAIL_QUEUE };

/**
 * E-mail that is never lost (ADR 013): a transactional outbox in our database plus pg-boss, the job queue in
 * the same database. `enqueueEmail` writes the e-mail row and its job inside the caller's transaction: a
 * rolled-back change sends nothing. Workers in every app instance deliver with retries and backoff; the row
 * records attempts, the last error and a final state (sent, kept, failed).
 */

/**
 * Workers per app instance. pg-boss fetches one job per worker and poll (a full batch of 1 does not trigger its
 * burst mode), so a burst of e-mails (a busy hour of sign-ups) drains this many times faster; SKIP LOCKED keeps
 * two workers from taking the same job.
 */
export const EMAIL_WORKERS_PER_INSTANCE = 4;

interface EmailJob {
  emailId: string;
}

export interface OutgoingEmail<Data> {
  /** One e-mail per key, however often the cause repeats (e.g. `login:<token id>`). */
  idempotencyKey: string;
  to: string;
  locale: Locale;
  /** A feature's template with its data (`{ template: loginLinkEmail, data: … }`); rendered here, now (ADR 013). */
  message: EmailMessage<Data>;
  /** The one-click unsubscribe address (POST, RFC 8058) sent as List-Unsubscribe, for e-mails a lead subscribed to. */
  unsubscribeUrl?: string;
}

/**
 * Renders the e-mail and writes it with its delivery job in the caller's transaction (`tx`). A key seen before
 * changes nothing: the same e-mail is not written or sent twice. Returns the e-mail's id.
 */
export async function enqueueEmail<Data>(tx: Database, boss: PgBoss, email: OutgoingEmail<Data>): Promise<{ id: string; created: boolean }> {
  const rendered = await renderEmail(email.locale, email.message);
  const [row] = await tx
    .insert(emails)
    .values({ idempotencyKey: email.idempotencyKey, toAddress: email.to, locale: email.locale, template: email.message.template.name, ...rendered, unsubscribeUrl: email.unsubscribeUrl ?? null })
    .onConflictDoNothing({ target: emails.idempotencyKey })
    .returning({ id: emails.id });
  if (!row) {
    const [existing] = await tx.select({ id: emails.id }).from(emails).where(eq(emails.idempotencyKey, email.idempotencyKey));
    return { id: existing!.id, created: false };
  }
  await boss.send(EMAIL_QUEUE, { emailId: row.id } satisfies EmailJob, { db: fromDrizzle(tx as never, sql as never) });
  return { id: row.id, created: true };
}

const NO_ATTACHMENTS: EmailAttachments = async () => [];

/**
 * One delivery attempt of one e-mail. Only a queued e-mail is sent, so a job that runs again after success
 * (at-least-once delivery of jobs) sends nothing more, and a cancelled one (its addressee deleted the account)
 * is never sent. The row's template is looked up in the registry (its files are made now, e.g. a calendar file);
 * a template nobody registered is refused before anything is sent. A failure is recorded and thrown, so that
 * pg-boss retries; the last allowed attempt marks the e-mail failed instead.
 */
export async function deliverEmail(db: Database, transport: MailTransport, emailId: string, maxAttempts: number, templates: EmailTemplateRegistry): Promise<void> {
  const [row] = await db.select().from(emails).where(eq(emails.id, emailId));
  if (!row || row.status !== 'queued') return;
  try {
    const attachmentsFor: EmailAttachments = templates.get(row.template).attachments ?? NO_ATTACHMENTS;
    const attachments = await attachmentsFor(db, row);
    await transport.send({ id: row.id, to: row.toAddress, subject: row.subject, html: row.html, text: row.text, ...(attachments.length ? { attachments } : {}), ...(row.unsubscribeUrl ? { unsubscribeUrl: row.unsubscribeUrl } : {}) });
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
    if (error instanceof UnknownEmailTemplateError) console.error(`E-mail ${row.id} not sent: ${message}`);
    throw error;
  }
  await db
    .update(emails)
    .set({ attempts: row.attempts + 1, lastError: null, status: transport.kind === 'smtp' ? 'sent' : 'kept', sentAt: new Date() })
    .where(eq(emails.id, row.id));
}

/**
 * Starts delivering queued e-mails in this process with the application's templates (composed in
 * src/server/email-templates.ts); returns the worker id (for `boss.offWork`).
 */
export async function startEmailWorker(boss: PgBoss, db: Database, transport: MailTransport, templates: EmailTemplateRegistry, settings: QueueSettings = DEFAULT_QUEUE_SETTINGS): Promise<string> {
  return boss.work<EmailJob>(EMAIL_QUEUE, { pollingIntervalSeconds: settings.pollingIntervalSeconds, batchSize: 1, localConcurrency: EMAIL_WORKERS_PER_INSTANCE }, async ([job]) => {
    if (job) await deliverEmail(db, transport, job.data.emailId, settings.retryLimit + 1, templates);
  });
}
