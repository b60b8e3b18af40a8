/**
 * Fills the `content_search` table from the published content (issue 12) and the entries of pages that other features
 * describe (the property pages, issue 48: kind `property`, handed in by the composition roots). Idempotent and cheap when nothing
 * changed: one transaction, serialised across app instances by a transaction-scoped advisory lock; it reads
 * the stored hashes, upserts (ON CONFLICT on locale+kind+id) only rows whose content hash differs, and deletes
 * rows of items that are gone or became drafts. Run by scripts/db-setup.ts (before `npm start`) and at server
 * start (src/instrumentation.ts).
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { contentSearch } from '../tables';
import { LOCALES, type Locale } from '@/i18n/routes';
import { itemPath, type ContentStore } from '../loader';
import { contentStore } from '../store';
import { MARK_END, MARK_START, SEARCH_CONFIG, type SearchKind } from './search';

export interface SearchEntry {
  locale: Locale;
  kind: SearchKind;
  id: string;
  slug: string;
  url: string;
  /** Weight A. */
  title: string;
  /** Weight B: subheadline, the FAQ's description, the term's preview. */
  subtitle: string;
  /** Weight C: the plain text of the body. */
  body: string;
}

const clean = (text: string) => text.replaceAll(MARK_START, ' ').replaceAll(MARK_END, ' ');

export function entryHash(entry: SearchEntry): string {
  const { locale, kind, id, slug, url, title, subtitle, body } = entry;
  return createHash('sha256').update(JSON.stringify([locale, kind, id, slug, url, title, subtitle, body])).digest('hex');
}

const key = (e: { locale: string; kind: string; id: string }) => `${e.locale}\u0000${e.kind}\u0000${e.id}`;

export interface SyncReport {
  upserted: number;
  deleted: number;
  unchanged: number;
}

export async function syncContentSearch(db: Database, entries: SearchEntry[]): Promise<SyncReport> {
  const wanted = new Map(entries.map((e) => [key(e), { ...e, title: clean(e.title), subtitle: clean(e.subtitle), body: clean(e.body) }]));
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('content_search_sync'))`);
    const stored = await tx
      .select({ locale: contentSearch.locale, kind: contentSearch.kind, id: contentSearch.itemId, hash: contentSearch.contentHash })
      .from(contentSearch);
    const storedHash = new Map(stored.map((r) => [key(r), r.hash]));
    let upserted = 0;
    let unchanged = 0;
    for (const [k, e] of wanted) {
      const hash = entryHash(e);
      if (storedHash.get(k) === hash) {
        unchanged += 1;
        continue;
      }
      const config = sql.raw(`'${SEARCH_CONFIG[e.locale]}'::regconfig`);
      const document = sql`setweight(to_tsvector(${config}, ${e.title}), 'A') || setweight(to_tsvector(${config}, ${e.subtitle}), 'B') || setweight(to_tsvector(${config}, ${e.body}), 'C')`;
      await tx
        .insert(contentSearch)
        .values({ locale: e.locale, kind: e.kind, itemId: e.id, slug: e.slug, url: e.url, title: e.title, subtitle: e.subtitle, body: e.body, document, contentHash: hash })
        .onConflictDoUpdate({
          target: [contentSearch.locale, contentSearch.kind, contentSearch.itemId],
          set: { slug: e.slug, url: e.url, title: e.title, subtitle: e.subtitle, body: e.body, document, contentHash: hash, updatedAt: sql`now()` },
        });
      upserted += 1;
    }
    let deleted = 0;
    for (const r of stored) {
      if (wanted.has(key(r))) continue;
      await tx.delete(contentSearch).where(sql`${contentSearch.locale} = ${r.locale} and ${contentSearch.kind} = ${r.kind} and ${contentSearch.itemId} = ${r.id}`);
      deleted += 1;
    }
    return { upserted, deleted, unchanged };
  });
}

/** The search entries of the published content in both locales (from the content loader; not server-only, so
 * the setup script can call it too). */
export function contentSearchEntries(content: ContentStore = contentStore()): SearchEntry[] {
  const entries: SearchEntry[] = [];
  for (const locale of LOCALES) {
    for (const a of content.items.article[locale]) {
      if (!a.draft) entries.push({ locale, kind: 'article', id: a.id, slug: a.slug, url: itemPath(a), title: a.title, subtitle: a.subheadline, body: a.text });
    }
    for (const f of content.items.faq[locale]) {
      if (!f.draft) entries.push({ locale, kind: 'faq', id: f.id, slug: f.slug, url: itemPath(f), title: f.question, subtitle: f.description, body: f.text });
    }
    for (const t of content.items.term[locale]) {
      if (!t.draft) entries.push({ locale, kind: 'term', id: t.id, slug: t.slug, url: itemPath(t), title: t.word, subtitle: t.preview, body: t.text });
    }
  }
  return entries;
}

/**
 * Sync from the site's content and the pages other features describe (the property pages, issue 48: the server start
 * composes them, src/instrumentation.ts, as the setup script does); logs and returns null on failure (search then
 * shows what it had). Every entry the index should keep is passed each time: the rows of the others are deleted.
 */
export async function syncSiteSearch(db: Database, pages: readonly SearchEntry[], content: ContentStore = contentStore()): Promise<SyncReport | null> {
  try {
    return await syncContentSearch(db, [...contentSearchEntries(content), ...pages]);
  } catch (error) {
    console.error('The content search index could not be updated:', error);
    return null;
  }
}
