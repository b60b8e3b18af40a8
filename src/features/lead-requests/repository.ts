import { eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { leadRequests } from './tables';
import type { Locale } from '@/i18n/routes';
import type { RequestKind } from './schemas';

export interface LeadRequestRecord {
  id: string;
  leadId: string;
  kind: RequestKind;
  answers: Record<string, unknown>;
  locale: Locale;
  submissionId: string;
  createdAt: Date;
  /** The partner widget it came through (ADR 044). */
  partnerKey: string | null;
  partnerPage: string | null;
}

function toRecord(row: typeof leadRequests.$inferSelect): LeadRequestRecord {
  return { ...row, kind: row.kind as RequestKind, locale: row.locale as Locale, answers: row.answers as Record<string, unknown> };
}

/** Stores a request unless its submission id is known; null when it was (the earlier POST's request stands). */
export async function insertLeadRequest(db: Database, row: Omit<LeadRequestRecord, 'id'>): Promise<LeadRequestRecord | null> {
  const [inserted] = await db.insert(leadRequests).values(row).onConflictDoNothing({ target: leadRequests.submissionId }).returning();
  return inserted ? toRecord(inserted) : null;
}

export async function findLeadRequestBySubmission(db: Database, submissionId: string): Promise<LeadRequestRecord | null> {
  const [row] = await db.select().from(leadRequests).where(eq(leadRequests.submissionId, submissionId)).limit(1);
  return row ? toRecord(row) : null;
}

export async function findLeadRequestById(db: Database, id: string): Promise<LeadRequestRecord | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db.select().from(leadRequests).where(eq(leadRequests.id, id)).limit(1);
  return row ? toRecord(row) : null;
}
