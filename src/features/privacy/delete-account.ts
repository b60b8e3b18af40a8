import { eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { documents } from '@/features/documents/tables';
import { forgetEmailAddress } from '@/features/email/server';
import { deleteLead, lockLeadForDeletion } from '@/features/leads/server';
import { databaseStorage } from '@/features/documents/server';
import { forgetRateLimitBucket } from '@/features/security/server';

/**
 * Account deletion (GDPR Art. 17), in one transaction:
 * - the lead row is deleted; the foreign keys delete its sessions (every login ends at once), login tokens,
 *   lead browsers, lead requests, consents, saved calculations, documents and the homeowner's loans with their
 *   alerts and rate watches (issue 51); the document bytes go through
 *   the storage module, so an object store would be emptied the same way;
 * - e-mails to the address that are still queued are cancelled (the delivery job skips them), and every
 *   e-mail row to the address loses its personal data (address, subject, body, error): the row stays as an
 *   anonymous count of what was sent, with its template, status and dates (the e-mail feature's
 *   `forgetEmailAddress`: it owns the outbox);
 * - the rate-limit counters keyed by the address are removed (the security feature's `forgetRateLimitBucket`).
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

    await forgetEmailAddress(tx, lead.email);
    await forgetRateLimitBucket(tx, `login-email:${lead.email}`);
    return { ok: true as const, email: lead.email };
  });
}
