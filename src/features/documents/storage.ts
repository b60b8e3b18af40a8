import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { documentContents } from './tables';

/**
 * Where the bytes of uploaded documents live (ADR 015). Today: the table document_contents in the
 * application's database, so every app instance reaches every file and a backup of the database holds them
 * too. A move to S3-compatible object storage replaces only this module: the rest of the feature calls
 * put/get/delete with the generated key and never learns where the bytes are.
 *
 * The database implementation takes the caller's executor (the database or an open transaction): the
 * metadata row (documents) and its bytes are written and deleted together, and the foreign key from
 * document_contents to documents.storage_key deletes the bytes with their row.
 */
export interface DocumentStorage {
  /** Stores the bytes under a key from `newStorageKey` (the key's metadata row must exist already). */
  put(key: string, data: Uint8Array): Promise<void>;
  /** The bytes under the key, or null. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

/** A fresh storage key: 24 random bytes, never derived from the customer's file name. */
export function newStorageKey(): string {
  return `doc_${randomBytes(24).toString('base64url')}`;
}

export function databaseStorage(db: Database): DocumentStorage {
  return {
    async put(key, data) {
      await db.insert(documentContents).values({ storageKey: key, data: Buffer.from(data.buffer, data.byteOffset, data.byteLength) });
    },
    async get(key) {
      const [row] = await db.select({ data: documentContents.data }).from(documentContents).where(eq(documentContents.storageKey, key));
      return row?.data ?? null;
    },
    async delete(key) {
      await db.delete(documentContents).where(eq(documentContents.storageKey, key));
    },
  };
}
