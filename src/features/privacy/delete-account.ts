import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { documents, emails, rateLimitEvents } from '@/db/schema';
import { deleteLead, lockLeadForDeletion } from '@/features/leads/server';
import { databaseStorage } from '@/features/documents/server';

/** What an e-mail row keeps after its addressee deleted the account (ADR 015): no address, no content. */
export const DELETED_ADDRESS = 'deleted';

/**
 * Account deletion (GDPR Art. 17), in one transaction:
 * - the lead row is deleted; the foreign keys delete its sessions (every login ends at once), login tokens,
 *   lead browsers, lead requests, consents, saved calculations and documents; the document bytes go through
 *   the storage module, so an object store would be emptied the same way;
 * - e-mails to the address that are still queued are cancelled (the delivery job skips them), and every
 *   e-mail row to the address loses its personal data (address, subject, body, error): the row stays as an
 *   anonymous count of what was sent, with its template, status and dates;
 * - the rate-limit counters keyed by the address are removed.
 * Other leads this lead referred keep their accounts; their referrer link becomes empty (FK set null).
 */
export async function deleteAccount(db: Database, leadId: string): Promise<{ ok: true; email: string } | { ok: false; code: 'NOT_FOUND' }> {
  return db.transaction(async (tx) => {
    const lead = await lockLeadForDeletion(tx, leadId);
    if (!lead) return { ok: false as const, code: 'NOT_FOUND' as const };
    const storage = databaseStorage(tx);
    const files = await tx.select({ storageKey: documents.storageKey }).from(documents).where(eq(documents.leadId, leadId));
    for (const file of files) await storage.delete(file.storageKey);
    await deleteLead(tx, leadId);

    const toAddress = eq(sql`lower(${emails.toAddress})`, lead.email.toLowerCase());
    await tx.update(emails).set({ status: 'cancelled' }).where(and(toAddress, eq(emails.status, 'queued')));
    await tx
      .update(emails)
      .set({ toAddress: DELETED_ADDRESS, subject: '', html: '', text: '', lastError: null, unsubscribeUrl: null, idempotencyKey: sql`'deleted:' || ${emails.id}` })
      .where(toAddress);
    await tx.delete(rateLimitEvents).where(eq(rateLimitEvents.bucket, `login-email:${lead.email}`));
    return { ok: true as const, email: lead.email };
  });
}
