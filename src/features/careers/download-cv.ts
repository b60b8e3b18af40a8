import 'server-only';
import type { Database } from '@/db/client';
import { recordAudit, type AuditActor } from '@/features/audit/server';
import { readApplicationCv, type ApplicationRow } from './repository';

/**
 * An application's CV for a signed-in admin (applications are personnel data: advisors do not see them). Each
 * download is written to the audit log, so who read which applicant's CV stays visible. Null for anybody else and
 * for an unknown id alike.
 */
export async function downloadApplicationCv(db: Database, input: { staff: { id: string; email: string; role: string } | null; id: string; now?: Date }): Promise<{ application: ApplicationRow; data: Buffer } | null> {
  if (!input.staff || input.staff.role !== 'admin') return null;
  const found = await readApplicationCv(db, input.id);
  if (!found) return null;
  const actor: AuditActor = { kind: 'staff', staffId: input.staff.id, label: input.staff.email };
  await recordAudit(db, { actor, action: 'application.cv_downloaded', subject: { kind: 'job_application', id: found.application.id }, at: input.now ?? new Date() });
  return found;
}
