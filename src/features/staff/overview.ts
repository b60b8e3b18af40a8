import 'server-only';
import { desc, inArray } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { documents, leadRequests, leads } from '@/db/schema';

/** The newest leads with their requests and uploaded documents: what the staff page lists. */
export async function newestLeads(db: Database, limit = 20) {
  const rows = await db.select().from(leads).orderBy(desc(leads.createdAt)).limit(limit);
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
