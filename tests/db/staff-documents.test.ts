/**
 * Staff read customers' documents (issue 9: "downloadable only by their owner and staff"): an admin every
 * document, an advisor those of the leads assigned to them, nobody else's; the team page's lead list follows
 * the same rule.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';
import { eq } from 'drizzle-orm';
import { advisors, documentContents, documents, leads } from '@/db/schema';
import { readDocumentForViewer } from '@/features/documents/repository';
import { attributionFrom } from '@/features/leads/attribution';
import { findOrCreateLead } from '@/features/leads/repository';
import { newestLeads } from '@/features/staff/overview';

describe.each(DATABASE_KINDS)('staff access to documents on %s', (kind) => {
  let h: Awaited<ReturnType<typeof freshDatabase>>;
  let mine: string;
  let other: string;
  let docId: string;
  beforeAll(async () => {
    h = await freshDatabase(kind);
    const [a, b] = await h.db
      .insert(advisors)
      .values(['M', 'O'].map((x) => ({ email: `${x}-${kind}@example.de`, givenName: x, surname: 'Advisor', titleDe: 'Berater', titleEn: 'Advisor', descriptionDe: 'x', descriptionEn: 'x', enumValue: `${x}_${kind}`.toUpperCase() })))
      .returning();
    mine = a!.id;
    other = b!.id;
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
});
