import { and, asc, count, eq, sql, sum } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { documents } from './tables';
import { documentAccess, type DocumentViewer } from './access';
import { databaseStorage } from './storage';

export interface DocumentInfo {
  id: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  category: string | null;
  createdAt: Date;
}

/** A document with its storage key (server side only: the key never reaches a page). */
export interface StoredDocument extends DocumentInfo {
  storageKey: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const columns = {
  id: documents.id,
  fileName: documents.fileName,
  contentType: documents.contentType,
  sizeBytes: documents.sizeBytes,
  category: documents.category,
  createdAt: documents.createdAt,
};

/** The documents of a lead, oldest first. */
export async function listDocuments(db: Database, leadId: string): Promise<DocumentInfo[]> {
  return db.select(columns).from(documents).where(eq(documents.leadId, leadId)).orderBy(asc(documents.createdAt), asc(documents.id));
}

/** How many documents a lead has and how many bytes they take. */
export async function documentUsage(db: Database, leadId: string): Promise<{ files: number; bytes: number }> {
  const [row] = await db.select({ files: count(), bytes: sum(documents.sizeBytes) }).from(documents).where(eq(documents.leadId, leadId));
  return { files: row?.files ?? 0, bytes: Number(row?.bytes ?? 0) };
}

/** One document the viewer may see (access.ts), or null: unknown, malformed and someone else's id look the same. */
export async function findDocumentForViewer(db: Database, viewer: DocumentViewer, id: string): Promise<StoredDocument | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db
    .select({ ...columns, storageKey: documents.storageKey })
    .from(documents)
    .where(and(eq(documents.id, id), documentAccess(viewer)));
  return row ?? null;
}

/** The document and its bytes for a download, or null. */
export async function readDocumentForViewer(db: Database, viewer: DocumentViewer, id: string): Promise<{ document: StoredDocument; data: Buffer } | null> {
  const document = await findDocumentForViewer(db, viewer, id);
  if (!document) return null;
  const data = await databaseStorage(db).get(document.storageKey);
  return data ? { document, data } : null;
}

/** Deletes a document of this lead (its bytes with it); false when the lead has no such document. */
export async function deleteDocument(db: Database, leadId: string, id: string): Promise<boolean> {
  if (!UUID.test(id)) return false;
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(documents).where(and(eq(documents.id, id), eq(documents.leadId, leadId))).returning({ storageKey: documents.storageKey });
    if (!row) return false;
    // The foreign key already removed the bytes kept in the database; an object store needs the explicit call.
    await databaseStorage(tx).delete(row.storageKey);
    return true;
  });
}

/** Serialises uploads of one lead inside a transaction, so that the per-lead limits hold under concurrency. */
export async function lockLeadDocuments(tx: Database, leadId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`documents:${leadId}`}, 0))`);
}
