/**
 * The loans feature's repository (issue 51): the homeowner's loans, read by the account's pages, the alerts, the
 * rate watch and the back office's pipeline (all in this feature). Writes: `insertLoan`, `updateLoan`, `deleteLoan`
 * here; the alerts and watches write their own tables from their files.
 */
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { homeownerLoans } from './tables';

export type LoanRow = typeof homeownerLoans.$inferSelect;
export type LoanSource = 'typed' | 'refinance_request' | 'landing';

/** The loan's inputs as the form and the engine know them (no id, owner or timestamps). */
export type LoanFields = Omit<LoanRow, 'id' | 'leadId' | 'source' | 'createdAt' | 'updatedAt'>;

/** Loans a lead may keep. */
export const MAX_LOANS_PER_LEAD = 5;

/** The lead's loans, oldest first. */
export async function loansOf(db: Database, leadId: string): Promise<LoanRow[]> {
  return db.select().from(homeownerLoans).where(eq(homeownerLoans.leadId, leadId)).orderBy(asc(homeownerLoans.createdAt), asc(homeownerLoans.id));
}

/** One loan by its id, whoever owns it (callers that act for a lead check `leadId`), or null. */
export async function loanById(db: Database, id: string): Promise<LoanRow | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
  const [row] = await db.select().from(homeownerLoans).where(eq(homeownerLoans.id, id)).limit(1);
  return row ?? null;
}

/** The loans whose fixation ends between `from` and `to` (ISO days, both included), soonest end first; each row carries its lead id. */
export async function loansEndingBetween(db: Database, from: string, to: string): Promise<LoanRow[]> {
  return db
    .select()
    .from(homeownerLoans)
    .where(and(gte(homeownerLoans.fixationEndDate, from), lte(homeownerLoans.fixationEndDate, to)))
    .orderBy(asc(homeownerLoans.fixationEndDate), asc(homeownerLoans.id));
}

/** Adds a loan for the lead; null when the lead already keeps MAX_LOANS_PER_LEAD. Pass a transaction to share it. */
export async function insertLoan(db: Database, leadId: string, fields: LoanFields, source: LoanSource, now: Date): Promise<string | null> {
  const existing = await db.select({ id: homeownerLoans.id }).from(homeownerLoans).where(eq(homeownerLoans.leadId, leadId));
  if (existing.length >= MAX_LOANS_PER_LEAD) return null;
  const [row] = await db
    .insert(homeownerLoans)
    .values({ ...fields, leadId, source, createdAt: now, updatedAt: now })
    .returning({ id: homeownerLoans.id });
  return row!.id;
}

/** Changes the lead's own loan; false when it is not the lead's. */
export async function updateLoan(db: Database, leadId: string, id: string, fields: LoanFields, now: Date): Promise<boolean> {
  const rows = await db
    .update(homeownerLoans)
    .set({ ...fields, updatedAt: now })
    .where(and(eq(homeownerLoans.id, id), eq(homeownerLoans.leadId, leadId)))
    .returning({ id: homeownerLoans.id });
  return rows.length > 0;
}

/** Deletes the lead's own loan (its alerts and watches go with it); false when it is not the lead's. */
export async function deleteLoan(db: Database, leadId: string, id: string): Promise<boolean> {
  const rows = await db.delete(homeownerLoans).where(and(eq(homeownerLoans.id, id), eq(homeownerLoans.leadId, leadId))).returning({ id: homeownerLoans.id });
  return rows.length > 0;
}
