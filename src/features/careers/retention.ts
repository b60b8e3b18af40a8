import 'server-only';
import type { PgBoss } from 'pg-boss';
import type { Database } from '@/db/client';
import { recordAudit, type AuditActor } from '@/features/audit/server';
import { CAREERS_RETENTION_QUEUE, LATEST_RETENTION_MONTHS, RETENTION_MONTHS } from './index';
import { deleteApplicationsDecidedOrReceivedBefore, markApplicationDecided } from './repository';

/** Daily at 03:15 (UTC): the deletion of applications whose keeping has run out. */
export const RETENTION_CRON = '15 3 * * *';

const monthsAfter = (at: Date, months: number) => {
  const due = new Date(at);
  due.setUTCMonth(due.getUTCMonth() + months);
  return due;
};

/**
 * The day an application is deleted (the privacy policy): six months after the decision, and at the latest
 * twelve months after it arrived, decided or not.
 */
export function deletionDue(application: { createdAt: Date; decidedAt: Date | null }): Date {
  const latest = monthsAfter(application.createdAt, LATEST_RETENTION_MONTHS);
  if (!application.decidedAt) return latest;
  const afterDecision = monthsAfter(application.decidedAt, RETENTION_MONTHS);
  return afterDecision < latest ? afterDecision : latest;
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

/** Deletes (with its CV) every application whose deletion day (`deletionDue`) has come. */
export async function purgeExpiredApplications(db: Database, now: Date = new Date()): Promise<number> {
  return deleteApplicationsDecidedOrReceivedBefore(db, { decidedBefore: monthsAfter(now, -RETENTION_MONTHS), receivedBefore: monthsAfter(now, -LATEST_RETENTION_MONTHS) });
}

/** Runs the daily deletion in this process (one schedule for all instances; pg-boss runs each due job once). */
export async function startCareersRetentionWorker(boss: PgBoss, db: Database): Promise<string> {
  await boss.schedule(CAREERS_RETENTION_QUEUE, RETENTION_CRON, {});
  return boss.work(CAREERS_RETENTION_QUEUE, { pollingIntervalSeconds: 30, batchSize: 1 }, async () => {
    const deleted = await purgeExpiredApplications(db);
    if (deleted > 0) console.log(`Careers: ${deleted} application(s) deleted (six months after the decision, at the latest twelve after arrival).`);
  });
}
