import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';
import { searchContent, snippetToHtml, MARK_START, MARK_END } from '@/features/content/search/search';
import { contentSearch } from '@/features/content/tables';
import { syncContentSearch, type SearchEntry } from '@/features/content/search/sync';

const de = (id: string, title: string, body: string, kind: SearchEntry['kind'] = 'article', subtitle = ''): SearchEntry => ({
  locale: 'de', kind, id, slug: id, url: `/de/x/${id}`, title, subtitle, body,
});
const en = (id: string, title: string, body: string, kind: SearchEntry['kind'] = 'article'): SearchEntry => ({
  locale: 'en', kind, id, slug: id, url: `/en/x/${id}`, title, subtitle: '', body,
});

const FIXTURES: SearchEntry[] = [
  de('purchase-costs', 'Kaufnebenkosten beim Immobilienkauf', 'Die Grunderwerbsteuern liegen je nach Land zwischen 3,5 und 6,5 Prozent des Kaufpreises.'),
  de('fixation', 'Welche Laufzeit passt?', 'Lange Zinsbindungen geben Sicherheit, kurze sind oft günstiger.', 'faq'),
  de('land-charge', 'Grundschuld', 'Die Bank lässt eine Grundschuld ins Grundbuch eintragen, bevor sie das Darlehen auszahlt.', 'term'),
  de('title-match', 'Notarkosten', 'Ein Text über etwas anderes.'),
  de('body-match', 'Ein anderer Titel', 'Nebenbei werden hier auch Notarkosten erwähnt, zusammen mit vielen anderen Dingen rund um den Kauf.'),
  de('xss', 'Sicher <script>alert(1)</script>', 'Die Tilgung <b>fett</b> & "Anführung" wird hier erklärt.'),
  en('purchase-costs', 'Purchase costs when buying a home', 'The transfer taxes range from 3.5 to 6.5 percent of the price.'),
  en('fixation', 'Which fixation period fits?', 'Long fixation periods give certainty; running costs are predictable.', 'faq'),
];

describe.each(DATABASE_KINDS)('content search on %s', (kind) => {
  let h: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    h = await freshDatabase(kind);
    await syncContentSearch(h.db, FIXTURES);
  });
  afterAll(async () => {
    await h?.dispose();
  });

  const ids = async (locale: 'de' | 'en', q: string) => {
    const outcome = await searchContent(h.db, locale, q);
    if (!outcome.ok) throw new Error(outcome.code);
    return outcome.results.map((r) => `${r.kind}:${r.id}`);
  };

  test('German word forms: "Grunderwerbsteuer" finds "Grunderwerbsteuern", "Zinsbindung" finds "Zinsbindungen"', async () => {
    expect(await ids('de', 'Grunderwerbsteuer')).toEqual(['article:purchase-costs']);
    expect(await ids('de', 'Zinsbindung')).toEqual(['faq:fixation']);
    expect(await ids('de', 'grundschulden')).toEqual(['term:land-charge']);
  });

  test('the visitor’s locale only, with the English configuration for English', async () => {
    expect(await ids('en', 'transfer tax')).toEqual(['article:purchase-costs']);
    expect(await ids('en', 'fixation period')).toEqual(['faq:fixation']);
    expect(await ids('en', 'Grunderwerbsteuer')).toEqual([]);
    expect(await ids('de', 'transfer taxes')).toEqual([]);
  });

  test('a match in the title ranks above a match in the body', async () => {
    expect(await ids('de', 'Notarkosten')).toEqual(['article:title-match', 'article:body-match']);
  });

  test('gibberish and search syntax: empty list, no error', async () => {
    expect(await ids('de', 'xqzvbl grmpf')).toEqual([]);
    expect(await ids('de', '"unclosed -- or & | ! :* (')).toEqual([]);
  });

  test('empty and too long queries give codes', async () => {
    expect(await searchContent(h.db, 'de', '   ')).toMatchObject({ ok: false, code: 'SEARCH_QUERY_EMPTY' });
    expect(await searchContent(h.db, 'de', 'a'.repeat(201))).toMatchObject({ ok: false, code: 'SEARCH_QUERY_TOO_LONG' });
    expect(await searchContent(h.db, 'de', 'Tilgung ' + 'a'.repeat(150))).toMatchObject({ ok: true });
  });

  test('snippets mark the matches and carry no HTML from the content or the query', async () => {
    expect(await searchContent(h.db, 'de', '<img src=x onerror=alert(1)>')).toEqual({ ok: true, query: '<img src=x onerror=alert(1)>', results: [] });
    const outcome = await searchContent(h.db, 'de', 'Tilgung');
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    const [hit] = outcome.results;
    expect(hit?.id).toBe('xss');
    expect(hit!.snippetHtml).toContain('<mark>Tilgung</mark>');
    expect(hit!.snippetHtml.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
    expect(hit!.snippetHtml).toContain('&amp; &quot;Anführung&quot;');
    expect(hit!.title).toBe('Sicher <script>alert(1)</script>'); // plain text; React escapes it
  });

  test('sync is idempotent; a changed item is updated and a removed item deleted', async () => {
    const rows = async () =>
      (await h.db.select({ k: sql<string>`locale || ':' || kind || ':' || item_id || ':' || content_hash` }).from(contentSearch).orderBy(sql`1`)).map((r) => r.k);
    const before = await rows();
    expect(await syncContentSearch(h.db, FIXTURES)).toEqual({ upserted: 0, deleted: 0, unchanged: FIXTURES.length });
    expect(await rows()).toEqual(before);

    const changed = FIXTURES.filter((e) => e.id !== 'body-match').map((e) =>
      e.locale === 'de' && e.id === 'fixation' ? { ...e, body: 'Eine Anschlussfinanzierung folgt auf die Zinsbindung.' } : e,
    );
    expect(await syncContentSearch(h.db, changed)).toEqual({ upserted: 1, deleted: 1, unchanged: FIXTURES.length - 2 });
    expect(await ids('de', 'Anschlussfinanzierungen')).toEqual(['faq:fixation']);
    expect(await ids('de', 'Notarkosten')).toEqual(['article:title-match']);
    expect(await rows()).toHaveLength(FIXTURES.length - 1);
  });
});

test('snippetToHtml escapes everything but the marks', () => {
  expect(snippetToHtml(`a <b>&"' ${MARK_START}x${MARK_END}`)).toBe('a &lt;b&gt;&amp;&quot;&#39; <mark>x</mark>');
});
