import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { emails } from './tables';

/** What an e-mail row keeps after its addressee deleted the account (ADR 015): no address, no content. */
export const DELETED_ADDRESS = 'deleted';

/**
 * Forgets an address in the outbox (account deletion, ADR 015), in the caller's transaction: e-mails to it that are
 * still queued are cancelled (the delivery job skips them), and every row to it loses its personal data (address,
 * subject, body, error, unsubscribe link); the row stays as an anonymous count of what was sent, with its template,
 * status and dates. The address is matched case-insensitively.
 */
export async function forgetEmailAddress(tx: Database, address: string): Promise<void> {
  const toAddress = eq(sql`lower(${emails.toAddress})`, address.toLowerCase());
  await tx.update(emails).set({ status: 'cancelled' }).where(and(toAddress, eq(emails.status, 'queued')));
  await tx
    .update(emails)
    .set({ toAddress: DELETED_ADDRESS, subject: '', html: '', text: '', lastError: null, unsubscribeUrl: null, idempotencyKey: sql`'deleted:' || ${emails.id}` })
    .where(toAddress);
}
