import { and, eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { reviews } from './tables';
import { recordAudit, type AuditActor } from '@/features/audit/server';
import { REVIEW_TEXT_MAX } from './schemas';

export const MODERATION_CODES = ['NOT_FOUND', 'NOT_PENDING', 'NO_CONSENT', 'NOT_PUBLISHED', 'REASON_REQUIRED', 'REPLY_REQUIRED', 'TOO_LONG'] as const;
export type ModerationCode = (typeof MODERATION_CODES)[number];
export type ModerationResult = { ok: true } | { ok: false; code: ModerationCode };

const isUuid = (v: string) => /^[0-9a-f-]{36}$/i.test(v);

/**
 * Staff's moderation (issue 29), each step audited: publish a pending review (only with its author's consent),
 * reject it with a reason, reply to a published one. Nothing here changes what a reviewer wrote (and the
 * database refuses it for a published review).
 */
export async function moderateReview(
  db: Database,
  input: { id: string; action: 'publish' | 'reject' | 'reply'; reason?: string; reply?: string },
  actor: AuditActor,
  now: Date,
): Promise<ModerationResult> {
  if (!isUuid(input.id)) return { ok: false, code: 'NOT_FOUND' };
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(reviews).where(eq(reviews.id, input.id)).for('update');
    if (!row) return { ok: false, code: 'NOT_FOUND' };
    if (input.action === 'reply') {
      const reply = (input.reply ?? '').trim();
      if (row.status !== 'published') return { ok: false, code: 'NOT_PUBLISHED' };
      if (!reply) return { ok: false, code: 'REPLY_REQUIRED' };
      if (reply.length > REVIEW_TEXT_MAX) return { ok: false, code: 'TOO_LONG' };
      await tx.update(reviews).set({ reply, repliedAt: now }).where(eq(reviews.id, row.id));
      await recordAudit(tx, { actor, action: 'review.replied', subject: { kind: 'review', id: row.id }, before: { reply: row.reply }, after: { reply }, at: now });
      return { ok: true };
    }
    if (row.status !== 'pending') return { ok: false, code: 'NOT_PENDING' };
    if (input.action === 'publish') {
      if (!row.consentToPublish) return { ok: false, code: 'NO_CONSENT' };
      await tx.update(reviews).set({ status: 'published', publishedAt: now, moderatedBy: actor.label }).where(and(eq(reviews.id, row.id), eq(reviews.status, 'pending')));
      await recordAudit(tx, { actor, action: 'review.published', subject: { kind: 'review', id: row.id }, before: { status: 'pending' }, after: { status: 'published' }, at: now });
      return { ok: true };
    }
    const reason = (input.reason ?? '').trim();
    if (reason.length < 3) return { ok: false, code: 'REASON_REQUIRED' };
    if (reason.length > 500) return { ok: false, code: 'TOO_LONG' };
    await tx.update(reviews).set({ status: 'rejected', rejectReason: reason, moderatedBy: actor.label }).where(eq(reviews.id, row.id));
    await recordAudit(tx, { actor, action: 'review.rejected', subject: { kind: 'review', id: row.id }, before: { status: 'pending' }, after: { status: 'rejected', reason }, at: now });
    return { ok: true };
  });
}
