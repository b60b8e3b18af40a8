/**
 * The staff audit log (issue 28, ADR 036): every staff action is written in the same transaction as the change it
 * records, with who did it, what, when, and the subject's fields before and after. The table is append-only (the
 * database refuses UPDATE, DELETE and TRUNCATE), so no code path — and no staff member — can edit history.
 */
import { and, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Database } from '@/db/client';
import { staffAuditLog } from './tables';

/** Who acted: a signed-in staff member, or the command line (`npm run staff`), which has no staff session. */
export type AuditActor = { kind: 'staff'; staffId: string; label: string } | { kind: 'command'; label: string };

/** The actions recorded so far; new staff actions add theirs here (the admin page offers them as filters). */
export const AUDIT_ACTIONS = [
  'certificate.documents_checked',
  'certificate.revoked',
  'staff.added',
  'staff.role_changed',
  'staff.link_made',
  'staff.signed_in',
  'staff.second_factor_enrolled',
  'staff.second_factor_locked',
  'staff.second_factor_reset',
  'advisor.hours_set',
  'advisor.absence_added',
  'advisor.calendar_link_made',
  'advisor.created',
  'advisor.updated',
  'lead.stage_changed',
  'lead.forecast_set',
  'lead.note_added',
  'lead.advisor_assigned',
  'lead.message_sent',
  'appointment.cancelled',
  'appointment.no_show',
  'appointment.moved',
  'document.checked',
  'document.rejected',
  'site.demo_data_off',
  'rates.spread_set_added',
  'flag.changed',
  'review.published',
  'review.rejected',
  'review.replied',
  'review.imported',
  'application.cv_downloaded',
  'document.downloaded',
  'application.decided',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditEntryInput {
  actor: AuditActor;
  action: AuditAction;
  subject: { kind: string; id: string };
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  at: Date;
}

/** Writes one entry; pass the transaction of the change so both happen or neither. */
export async function recordAudit(db: Pick<Database, 'insert'>, entry: AuditEntryInput): Promise<void> {
  await db.insert(staffAuditLog).values({
    at: entry.at,
    actorKind: entry.actor.kind,
    actorStaffId: entry.actor.kind === 'staff' ? entry.actor.staffId : null,
    actorLabel: entry.actor.label,
    action: entry.action,
    subjectKind: entry.subject.kind,
    subjectId: entry.subject.id,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export interface AuditFilter {
  action?: AuditAction | null;
  /** Part of the actor's e-mail or label, case-insensitive. */
  actor?: string | null;
  /** YYYY-MM-DD, inclusive, days in Berlin time (as the staff page shows the times). */
  from?: string | null;
  to?: string | null;
  subjectId?: string | null;
  limit?: number;
}

export type AuditEntry = typeof staffAuditLog.$inferSelect;

/** Entries newest first, filtered. */
export async function auditEntries(db: Database, filter: AuditFilter = {}): Promise<AuditEntry[]> {
  const where: SQL[] = [];
  if (filter.action) where.push(eq(staffAuditLog.action, filter.action));
  if (filter.subjectId) where.push(eq(staffAuditLog.subjectId, filter.subjectId));
  const actor = filter.actor?.trim();
  if (actor) where.push(ilike(staffAuditLog.actorLabel, `%${actor.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  const berlinDay = (day: string) => DateTime.fromISO(day, { zone: 'Europe/Berlin' }).startOf('day');
  if (filter.from) where.push(gte(staffAuditLog.at, berlinDay(filter.from).toJSDate()));
  if (filter.to) where.push(lt(staffAuditLog.at, berlinDay(filter.to).plus({ days: 1 }).toJSDate()));
  return db
    .select()
    .from(staffAuditLog)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(staffAuditLog.at), desc(staffAuditLog.id))
    .limit(Math.min(500, filter.limit ?? 100));
}
