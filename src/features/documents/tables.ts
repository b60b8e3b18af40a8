import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea } from '../../db/columns';
import { leads } from '../leads/tables';

/**
 * The tables the documents feature owns (ADR 023, amendment of issue 46): only this feature writes them; other features
 * import this file to read them and to reference them in foreign keys. Relative imports only: drizzle-kit loads
 * this file (drizzle.config.ts).
 */

/**
 * Uploaded documents (metadata). The bytes live in document_contents under the generated storage key, so
 * every app instance reaches them (ADR 015); a move to object storage changes only the storage module.
 */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull().unique(),
    /** The name the customer's file had (shown, never used as a path). */
    fileName: text('file_name').notNull(),
    /** Detected from the content: application/pdf | image/jpeg | image/png. */
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** Checklist item the customer filed it under (e.g. payslip), or null. */
    category: text('category'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Staff's review (the back office, issue 28): 'checked' | 'rejected' (a new one was asked for, with the reason). */
    reviewStatus: text('review_status'),
    reviewReason: text('review_reason'),
    reviewedBy: text('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [index('documents_lead').on(t.leadId)],
);

/** The bytes of an uploaded document, keyed by its generated storage key. */
export const documentContents = pgTable('document_contents', {
  storageKey: text('storage_key')
    .primaryKey()
    .references(() => documents.storageKey, { onDelete: 'cascade' }),
  data: bytea('data').notNull(),
});
