import 'server-only';
import { desc, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { documents } from '@/features/documents/tables';
import { leadRequests } from '@/features/lead-requests/tables';
import { leads } from '@/features/leads/tables';

/**
 * The newest leads with their requests and uploaded documents: what the staff page lists. An admin sees all
 * leads, an advisor the leads assigned to them (the same rule as documents/access.ts). Kept by the back office, which reads the leads, requests and documents it shows.
 */
export async function newestLeads(db: Database, staff: { role: string; advisorId: string | null }, limit = 20) {
  if (staff.role !== 'admin' && !staff.advisorId) return [];
  const base = db.select().from(leads);
  const scoped = staff.role === 'admin' ? base : base.where(or(eq(leads.claimedAdvisorId, staff.advisorId!), eq(leads.defaultAdvisorId, staff.advisorId!)));
  const rows = await scoped.orderBy(desc(leads.createdAt)).limit(limit);
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const [requests, docs] = await Promise.all([
    db.select().from(leadRequests).where(inArray(leadRequests.leadId, ids)).orderBy(desc(leadRequests.createdAt)),
    db.select({ id: documents.id, leadId: documents.leadId, fileName: documents.fileName, sizeBytes: documents.sizeBytes, createdAt: documents.createdAt }).from(documents).where(inArray(documents.leadId, ids)).orderBy(desc(documents.createdAt)),
  ]);
  return rows.map((lead) => ({
    lead,
    requests: requests.filter((r) => r.leadId === lead.id),
    documents: docs.filter((d) => d.leadId === lead.id),
  }));
}
