/**
 * Site search over articles, FAQs, glossary terms (issue 12) and the property pages (issue 48): PostgreSQL full-text search on the
 * `content_search` table (filled by ./sync.ts), the same on PGlite and PostgreSQL.
 *
 * - The visitor's locale only, with its configuration: 'german' for de (its snowball stemmer folds
 *   "Grunderwerbsteuern" and "Grunderwerbsteuer" to one lexeme, "Zinsbindungen" and "Zinsbindung" too — checked
 *   by tests/db/content-search.test.ts, so no prefix fallback is needed), 'english' for en.
 * - `websearch_to_tsquery` (quotes, `or`, `-word` as a visitor types them; never a syntax error), ranked with
 *   `ts_rank_cd` (title weight A > subheadline/question B > body C), top 20, of which at most five property pages.
 * - Snippets from `ts_headline` with sentinel characters around the matches; the snippet is HTML-escaped and
 *   only then the sentinels become <mark>…</mark>: no HTML from the query or the content reaches the page.
 * - Empty query → SEARCH_QUERY_EMPTY, longer than 200 characters → SEARCH_QUERY_TOO_LONG, NUL or other control
 *   characters → SEARCH_QUERY_INVALID (the UI says it in
 *   words); words that occur nowhere → an empty list.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import type { Locale } from '@/i18n/routes';
import { isValidText } from '@/lib/text';

export const SEARCH_MAX_QUERY_LENGTH = 200;
export const SEARCH_RESULT_LIMIT = 20;
/** The property pages are many and alike (a page per city and type; issue 48): at most this many of them in one
 * answer, the best ranked, so that a general question ("Wohnung kaufen") still shows the guides. */
export const SEARCH_PROPERTY_LIMIT = 5;
/** `property`: the property pages (the search, buying a flat or a house, the cities' pages; issue 48), whose entries
 * the composition roots hand to the sync (see ./sync.ts). */
export const SEARCH_KINDS = ['article', 'faq', 'term', 'property'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];
export type SearchErrorCode = 'SEARCH_QUERY_EMPTY' | 'SEARCH_QUERY_TOO_LONG' | 'SEARCH_QUERY_INVALID';

/** The text search configuration per locale (fixed names, never from input). */
export const SEARCH_CONFIG: Record<Locale, 'german' | 'english'> = { de: 'german', en: 'english' };

/** Around matches in ts_headline's output; removed from indexed text (./sync.ts), so they only mark matches. */
export const MARK_START = '\u0002';
export const MARK_END = '\u0003';

export interface SearchResult {
  kind: SearchKind;
  id: string;
  url: string;
  title: string;
  /** HTML: escaped text with <mark> around the matched words. */
  snippetHtml: string;
  rank: number;
}

export type SearchOutcome = { ok: true; query: string; results: SearchResult[] } | { ok: false; query: string; code: SearchErrorCode };

/** The query as searched (trimmed, inner whitespace collapsed), or the error code. */
export function checkSearchQuery(raw: string | null | undefined): { ok: true; query: string } | { ok: false; query: string; code: SearchErrorCode } {
  const query = (raw ?? '').replace(/\s+/g, ' ').trim();
  if (query.length > SEARCH_MAX_QUERY_LENGTH) return { ok: false, query, code: 'SEARCH_QUERY_TOO_LONG' };
  if (!query) return { ok: false, query, code: 'SEARCH_QUERY_EMPTY' };
  // NUL and other control characters never reach the database (src/lib/text.ts).
  if (!isValidText(query)) return { ok: false, query: '', code: 'SEARCH_QUERY_INVALID' };
  return { ok: true, query };
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** ts_headline output → safe HTML: everything escaped, then the sentinels become <mark> tags. */
export function snippetToHtml(headline: string): string {
  const escaped = headline.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
  return escaped.replaceAll(MARK_START, '<mark>').replaceAll(MARK_END, '</mark>').replace(/\s+/g, ' ').trim();
}

interface Row extends Record<string, unknown> {
  kind: string;
  item_id: string;
  url: string;
  title: string;
  headline: string;
  rank: number | string;
}

export async function searchContent(db: Database, locale: Locale, raw: string | null | undefined): Promise<SearchOutcome> {
  const checked = checkSearchQuery(raw);
  if (!checked.ok) return checked;
  const config = sql.raw(`'${SEARCH_CONFIG[locale]}'::regconfig`);
  const options = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;
  const result = await db.execute<Row>(sql`
    with q as (select websearch_to_tsquery(${config}, ${checked.query}) as query),
    hits as (
      select s.kind, s.item_id, s.url, s.title, s.subtitle, s.body, ts_rank_cd(s.document, q.query) as rank
      from content_search s, q
      where s.locale = ${locale} and s.document @@ q.query
    ),
    ranked as (select hits.*, row_number() over (partition by hits.kind order by hits.rank desc, hits.title asc) as nth from hits)
    select r.kind, r.item_id, r.url, r.title,
           ts_headline(${config}, r.subtitle || ' ' || r.body, q.query, ${options}) as headline,
           r.rank
    from ranked r, q
    where r.kind <> 'property' or r.nth <= ${SEARCH_PROPERTY_LIMIT}
    order by r.rank desc, r.title asc
    limit ${SEARCH_RESULT_LIMIT}`);
  const rows = (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
  return {
    ok: true,
    query: checked.query,
    results: rows.map((r) => ({
      kind: r.kind as SearchKind,
      id: r.item_id,
      url: r.url,
      title: r.title,
      snippetHtml: snippetToHtml(r.headline),
      rank: Number(r.rank),
    })),
  };
}
