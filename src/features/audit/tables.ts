import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { staffUsers } from '../staff/tables';

/**
 * The tables the audit feature owns (ADR 023, amendment of issue 46): only this feature writes them; other features
 * import this file to read them and to reference them in foreign keys. Relative imports only: drizzle-kit loads
 * this file (drizzle.config.ts).
 */

/**
 * What staff did (issue 28, ADR 036): one row per action — who (a staff member, or the command line), what (an
 * action code and its subject), when, and the subject's relevant fields before and after. Append-only: the
 * database refuses UPDATE, DELETE and TRUNCATE on it (migration 0019). Admins read and filter it on the staff page.
 */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** 'staff' (signed in) | 'command' (npm run staff) */
    actorKind: text('actor_kind').notNull(),
    actorStaffId: uuid('actor_staff_id').references(() => staffUsers.id, { onDelete: 'restrict' }),
    /** The staff member's e-mail, or the command's name: kept as it was when the action happened. */
    actorLabel: text('actor_label').notNull(),
    action: text('action').notNull(),
    subjectKind: text('subject_kind').notNull(),
    subjectId: text('subject_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('staff_audit_log_at').on(t.at), index('staff_audit_log_action_at').on(t.action, t.at), index('staff_audit_log_subject').on(t.subjectKind, t.subjectId)],
);
