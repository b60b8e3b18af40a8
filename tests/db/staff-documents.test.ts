/**
 * Staff read customers' documents (issue 9: "downloadable only by their owner and staff"): an admin every
 * document, an advisor those of the leads assigned to them, nobody else's; the team page's lead list follows
 * the same rule. Every staff download is audited (issue 46, as the CVs of job applications are); a refused one
 * leaves no entry.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';
import { anAdvisor } from '../support/builders';
import { and, eq } from 'drizzle-orm';
import { staffAuditLog } from '@/features/audit/tables';
import { downloadDocumentAsStaff } from '@/features/documents/server';
import { addStaff } from '@/features/staff/server';
import { documentContents, documents } from '@/features/documents/tables';
import { leads } from '@/features/leads/tables';
import { readDocumentForViewer } from '@/features/documents/repository';
import { attributionFrom } from '@/features/leads/attribution';
import { findOrCreateLead } from '@/features/leads/repository';
import { newestLeads } from '@/features/backoffice/server';

describe.each(DATABASE_KINDS)('staff access to documents on %s', (kind) => {
  let h: Awaited<ReturnType<typeof freshDatabase>>;
  let mine: string;
  let other: string;
  let docId: string;
  beforeAll(async () => {
    h = await freshDatabase(kind);
    const advisor = async (x: string) => (await anAdvisor(h.db, { email: `${x}-${kind}@example.de`, givenName: x, surname: 'Advisor', titleDe: 'Berater', enumValue: `${x}_${kind}`.toUpperCase() })).id;
    mine = await advisor('M');
    other = await advisor('O');
    const { lead } = await findOrCreateLead(h.db, { email: `doc-owner-${kind}@example.de`, locale: 'de', attribution: attributionFrom(new URLSearchParams(), null) });
    await h.db.update(leads).set({ defaultAdvisorId: mine }).where(eq(leads.id, lead.id));
    const [doc] = await h.db
      .insert(documents)
      .values({ leadId: lead.id, storageKey: `doc_test_${kind}`, fileName: 'payslip.pdf', contentType: 'application/pdf', sizeBytes: 9, category: 'payslips', createdAt: new Date() })
      .returning();
    await h.db.insert(documentContents).values({ storageKey: `doc_test_${kind}`, data: Buffer.from('%PDF-1.7\n') });
    docId = doc!.id;
  }, 60_000);
  afterAll(async () => {
    await h?.dispose();
  });

  test('an admin reads it, the assigned advisor reads it, another advisor and staff without an advisor profile do not', async () => {
    expect((await readDocumentForViewer(h.db, { kind: 'staff', role: 'admin', advisorId: null }, docId))?.data.toString()).toBe('%PDF-1.7\n');
    expect(await readDocumentForViewer(h.db, { kind: 'staff', role: 'advisor', advisorId: mine }, docId)).not.toBeNull();
    expect(await readDocumentForViewer(h.db, { kind: 'staff', role: 'advisor', advisorId: other }, docId)).toBeNull();
    expect(await readDocumentForViewer(h.db, { kind: 'staff', role: 'advisor', advisorId: null }, docId)).toBeNull();
  });

  test('the team page lists the lead to the admin and the assigned advisor only', async () => {
    const emails = async (staff: { role: string; advisorId: string | null }) => (await newestLeads(h.db, staff)).map((l) => l.lead.email);
    expect(await emails({ role: 'admin', advisorId: null })).toContain(`doc-owner-${kind}@example.de`);
    expect(await emails({ role: 'advisor', advisorId: mine })).toEqual([`doc-owner-${kind}@example.de`]);
    expect(await emails({ role: 'advisor', advisorId: other })).toEqual([]);
    const listed = (await newestLeads(h.db, { role: 'advisor', advisorId: mine }))[0]!;
    expect(listed.documents.map((d) => d.fileName)).toEqual(['payslip.pdf']);
  });

  test('every staff download writes one audit entry naming the staff member and the document; a refused one writes none', async () => {
    const NOW = new Date('2026-11-23T10:00:00Z');
    const staffMember = async (email: string, role: string, advisor: string | null) => {
      const added = await addStaff(h.db, { email, name: 'Team Member', role, advisorEnumValue: advisor });
      if (!added.ok) throw new Error(added.code);
      return added.staff;
    };
    const assigned = await staffMember(`assigned-${kind}@hauslotse.de`, 'advisor', `M_${kind}`);
    const otherAdvisor = await staffMember(`other-${kind}@hauslotse.de`, 'advisor', `O_${kind}`);
    const admin = await staffMember(`admin-${kind}@hauslotse.de`, 'admin', null);
    const entries = () => h.db.select().from(staffAuditLog).where(and(eq(staffAuditLog.action, 'document.downloaded'), eq(staffAuditLog.subjectId, docId)));

    // Refused: another advisor's lead, an unknown or malformed id.
    expect(await downloadDocumentAsStaff(h.db, { staff: otherAdvisor, id: docId, now: NOW })).toBeNull();
    expect(await downloadDocumentAsStaff(h.db, { staff: admin, id: '00000000-0000-4000-8000-000000000000', now: NOW })).toBeNull();
    expect(await downloadDocumentAsStaff(h.db, { staff: admin, id: 'not-a-uuid', now: NOW })).toBeNull();
    expect(await h.db.select().from(staffAuditLog).where(eq(staffAuditLog.action, 'document.downloaded'))).toEqual([]);

    const found = await downloadDocumentAsStaff(h.db, { staff: assigned, id: docId, now: NOW });
    expect(found?.data.toString()).toBe('%PDF-1.7\n');
    const [doc] = await h.db.select({ leadId: documents.leadId }).from(documents).where(eq(documents.id, docId));
    expect(await entries()).toEqual([
      expect.objectContaining({
        at: NOW,
        actorKind: 'staff',
        actorStaffId: assigned.id,
        actorLabel: `assigned-${kind}@hauslotse.de`,
        action: 'document.downloaded',
        subjectKind: 'document',
        subjectId: docId,
        before: null,
        after: { document: 'payslip.pdf', lead: doc!.leadId },
      }),
    ]);
    // Names the file, never carries its content.
    expect(JSON.stringify(await entries())).not.toContain('%PDF');

    // The admin's download is a second entry of its own.
    expect(await downloadDocumentAsStaff(h.db, { staff: admin, id: docId, now: NOW })).not.toBeNull();
    expect((await entries()).map((e) => e.actorLabel).sort()).toEqual([`admin-${kind}@hauslotse.de`, `assigned-${kind}@hauslotse.de`]);
  });
});
