import { eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { recordAudit, type AuditActor } from '@/features/audit/server';
import { documents } from './tables';
import { readDocumentForViewer, type StoredDocument } from './repository';

/** The signed-in staff member who downloads (the staff feature's row; only these fields are read). */
export interface DownloadingStaff {
  id: string;
  email: string;
  role: string;
  advisorId: string | null;
}

/**
 * A customer's document for a staff member (issue 46): an admin every document, an advisor those of the leads
 * assigned to them (access.ts). Each download is written to the audit log in the read's transaction — who, the
 * document, its file name and lead, never its content — so that who read which customer's papers stays visible,
 * as with the CVs of job applications. A refused download (another advisor's lead, an unknown id) is null and
 * leaves no entry, like a refused CV download.
 */
export async function downloadDocumentAsStaff(db: Database, input: { staff: DownloadingStaff; id: string; now?: Date }): Promise<{ document: StoredDocument; data: Buffer } | null> {
  const { staff } = input;
  return db.transaction(async (tx) => {
    const found = await readDocumentForViewer(tx, { kind: 'staff', role: staff.role, advisorId: staff.advisorId }, input.id);
    if (!found) return null;
    const [owner] = await tx.select({ leadId: documents.leadId }).from(documents).where(eq(documents.id, found.document.id));
    const actor: AuditActor = { kind: 'staff', staffId: staff.id, label: staff.email };
    await recordAudit(tx, {
      actor,
      action: 'document.downloaded',
      subject: { kind: 'document', id: found.document.id },
      after: { document: found.document.fileName, lead: owner?.leadId ?? null },
      at: input.now ?? new Date(),
    });
    return found;
  });
}
