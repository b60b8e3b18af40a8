import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { tsvector } from '../../db/columns';

/**
 * The tables the content feature owns (ADR 023, amendment of issue 46): only this feature writes them; other features
 * import this file to read them and to reference them in foreign keys. Relative imports only: drizzle-kit loads
 * this file (drizzle.config.ts).
 */

/**
 * Site search over the editorial content (issue 12): one row per published article, FAQ and glossary term and
 * locale, filled from the files under content/ by src/features/content/search/sync.ts (idempotent, skips rows
 * whose content_hash is unchanged). `document` is built in SQL with the locale's text search configuration
 * ('german' | 'english'): title weight A, subheadline/question/preview B, body C.
 */
export const contentSearch = pgTable(
  'content_search',
  {
    locale: text('locale').notNull(),
    /** article | faq | term */
    kind: text('kind').notNull(),
    itemId: text('item_id').notNull(),
    slug: text('slug').notNull(),
    url: text('url').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull(),
    body: text('body').notNull(),
    document: tsvector('document').notNull(),
    contentHash: text('content_hash').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.locale, t.kind, t.itemId] }), index('content_search_document').using('gin', t.document)],
);
