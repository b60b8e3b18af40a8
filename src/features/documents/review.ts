import { and, eq } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { Database } from '@/db/client';
import { leads } from '@/features/leads/tables';
import { documents } from './tables';
import { recordAudit, type AuditActor } from '@/features/audit/server';
import { enqueueEmail } from '@/features/email/server';
import { documentRejectedEmail } from './email-templates';
import type { Locale } from '@/i18n/routes';

/**
 * Staff review a lead's uploaded document (the back office, issue 28): "checked", or a new one asked for with the
 * reason, which the lead gets by e-mail in their language with the way to the upload page. Audited in the same
 * transaction; the latest review is what the document shows.
 */
export const REVIEW_REASON_MAX = 500;
export type ReviewResult = { ok: true } | { ok: false; code: 'NOT_FOUND' | 'REASON_REQUIRED' | 'INVALID_INPUT' };

export async function reviewDocument(
  db: Database,
  boss: PgBoss,
  input: { documentId: string; leadId: string; decision: string; reason: string; uploadUrl: (locale: Locale) => string },
  actor: AuditActor,
  now: Date,
): Promise<ReviewResult> {
  if (input.decision !== 'checked' && input.decision !== 'rejected') return { ok: false, code: 'INVALID_INPUT' };
  const reason = input.reason.trim().slice(0, REVIEW_REASON_MAX);
  if (input.decision === 'rejected' && reason === '') return { ok: false, code: 'REASON_REQUIRED' };
  if (!/^[0-9a-f-]{36}$/i.test(input.documentId)) return { ok: false, code: 'NOT_FOUND' };
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ doc: documents, lead: leads })
      .from(documents)
      .innerJoin(leads, eq(leads.id, documents.leadId))
      .where(and(eq(documents.id, input.documentId), eq(documents.leadId, input.leadId)));
    if (!found) return { ok: false, code: 'NOT_FOUND' } as const;
    await tx
      .update(documents)
      .set({ reviewStatus: input.decision, reviewReason: input.decision === 'rejected' ? reason : null, reviewedBy: actor.label, reviewedAt: now })
      .where(eq(documents.id, found.doc.id));
    await recordAudit(tx, {
      actor,
      action: input.decision === 'checked' ? 'document.checked' : 'document.rejected',
      subject: { kind: 'lead', id: found.lead.id },
      before: { document: found.doc.fileName, review: found.doc.reviewStatus },
      after: { document: found.doc.fileName, review: input.decision, ...(input.decision === 'rejected' ? { reason } : {}) },
      at: now,
    });
    if (input.decision === 'rejected') {
      const locale: Locale = found.lead.locale === 'en' ? 'en' : 'de';
      await enqueueEmail(tx as unknown as Database, boss, {
        idempotencyKey: `document-rejected:${found.doc.id}:${now.getTime()}`,
        to: found.lead.email,
        locale,
        message: { template: documentRejectedEmail, data: { givenName: found.lead.givenName, fileName: found.doc.fileName, reason, uploadUrl: input.uploadUrl(locale) } },
      });
    }
    return { ok: true } as const;
  });
}
