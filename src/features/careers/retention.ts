import 'server-only';
import type { PgBoss } from 'pg-boss';
import type { Database } from '@/db/client';
import { recordAudit, type AuditActor } from '@/features/audit/server';
import { CAREERS_RETENTION_QUEUE, RETENTION_MONTHS } from './index';
import { deleteApplicationsDecidedBefore, markApplicationDecided } from './repository';

/** Daily at 03:15 (UTC): the deletion of applications decided more than RETENTION_MONTHS ago. */
export const RETENTION_CRON = '15 3 * * *';

/** The day an application decided at `decidedAt` is deleted (the privacy policy's six months). */
export function deletionDue(decidedAt: Date): Date {
  const due = new Date(decidedAt);
  due.setUTCMonth(due.getUTCMonth() + RETENTION_MONTHS);
  return due;
}

/**
 * An admin records that the application is decided (hired or not): from then the six months run. Recorded once,
 * audited. Null for anybody but an admin and for an unknown id.
 */
export async function recordApplicationDecision(db: Database, input: { staff: { id: string; email: string; role: string } | null; id: string; now?: Date }): Promise<{ decidedAt: Date } | null> {
  if (!input.staff || input.staff.role !== 'admin') return null;
  const now = input.now ?? new Date();
  const staff = input.staff;
  return db.transaction(async (tx) => {
    const marked = await markApplicationDecided(tx, input.id, now);
    if (!marked) return null;
    if (marked.changed) {
      const actor: AuditActor = { kind: 'staff', staffId: staff.id, label: staff.email };
      await recordAudit(tx, { actor, action: 'application.decided', subject: { kind: 'job_application', id: input.id }, after: { decidedAt: marked.decidedAt.toISOString() }, at: now });
    }
    return { decidedAt: marked.decidedAt };
  });
}

/** Deletes every application whose decision lies more than RETENTION_MONTHS back (with its CV). */
export async function purgeDecidedApplications(db: Database, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - RETENTION_MONTHS);
  return deleteApplicationsDecidedBefore(db, cutoff);
}

/** Runs the daily deletion in this process (one schedule for all instances; pg-boss runs each due job once). */
export async function startCareersRetentionWorker(boss: PgBoss, db: Database): Promise<string> {
  await boss.schedule(CAREERS_RETENTION_QUEUE, RETENTION_CRON, {});
  return boss.work(CAREERS_RETENTION_QUEUE, { pollingIntervalSeconds: 30, batchSize: 1 }, async () => {
    const deleted = await purgeDecidedApplications(db);
    if (deleted > 0) console.log(`Careers: ${deleted} application(s) deleted six months after the decision.`);
  });
}
