/**
 * The content endpoint POST /api/graphql/content (spec § 7 "Content") over HTTP, on PGlite and PostgreSQL,
 * with the loader's test fixtures plus a draft FAQ (the site's content store is pointed at a copy of them).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';
import { ADMIN_COOKIE } from '@/features/staff/cookies';
import { addStaff } from '@/features/staff/staff';
import { signedInStaff } from '../support/staff-session';

vi.mock('@/features/content/store', async () => {
  const { loadContent } = await import('@/features/content/loader');
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-graphql-'));
  fs.cpSync(path.join(import.meta.dirname, '../fixtures/content'), root, { recursive: true });
  const draft = (locale: string, slug: string, question: string) =>
    `---\nid: draft-question\nslug: ${slug}\nquestion: ${question}\norder: 2\ntags: [fixation]\ndraft: true\ndescription: ${'A draft question that only staff may preview before it is published on the website. '.repeat(2).slice(0, 130)}\nupdatedAt: 2026-11-20\n---\n${locale === 'de' ? 'Die Zinsbindung legt fest, wie lange dein Zins gilt.' : 'The fixation period sets how long your rate stays fixed.'}\n`;
  fs.writeFileSync(path.join(root, 'faqs/about/draft-question.de.md'), draft('de', 'entwurf-frage', 'Wie lange sollte die Zinsbindung sein?'));
  fs.writeFileSync(path.join(root, 'faqs/about/draft-question.en.md'), draft('en', 'draft-question', 'How long should the fixation be?'));
  const small = { min: 5, max: 200 };
  let cached: ReturnType<typeof loadContent> | null = null;
  return {
    CONTENT_ROOT: root,
    contentStore: () => (cached ??= loadContent(root, { today: '2026-11-23', wordLimits: { article: small, faq: small, term: small, author: small } })),
  };
});

const { createContentGraphQLServer, handleContentGraphQLRequest } = await import('@/graphql/content-server');
const { syncSiteSearch } = await import('@/features/content/search/sync');

interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the shape depends on the query: the tests read the fields they asked for
  data: Record<string, any> | null | undefined;
  errors: { extensions?: { code?: string; field?: string | null; params?: Record<string, unknown> } }[] | undefined;
}

describe.each(DATABASE_KINDS)('content endpoint on %s', (kind) => {
  let h: Awaited<ReturnType<typeof freshDatabase>>;
  let server: ReturnType<typeof createContentGraphQLServer>;
  let staffSession = '';

  beforeAll(async () => {
    h = await freshDatabase(kind);
    server = createContentGraphQLServer({ db: async () => h.db, mailQueue: async () => Promise.reject(new Error('no mail here')) });
    await addStaff(h.db, { email: 'editor@hauslotse.de', name: 'Eddie Editor', role: 'admin' });
    const { findStaffByEmail } = await import('@/features/staff/staff');
    const staff = (await findStaffByEmail(h.db, 'editor@hauslotse.de'))!;
    staffSession = (await signedInStaff(h.db, staff.id)).id;
    expect(await syncSiteSearch(h.db, [])).toMatchObject({ deleted: 0 });
  }, 60_000);
  afterAll(async () => {
    await h?.dispose();
  });

  async function gql(query: string, variables: Record<string, unknown> = {}, { cookie, method = 'POST', origin = 'http://localhost' }: { cookie?: string; method?: string; origin?: string } = {}): Promise<Answer> {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json', origin };
    if (cookie) headers.cookie = cookie;
    const res = await handleContentGraphQLRequest(
      new Request('http://localhost/api/graphql/content', { method, headers, body: method === 'POST' ? JSON.stringify({ query, variables }) : undefined }),
      server,
    );
    const body = (await res.json()) as { data?: Record<string, unknown> | null; errors?: Answer['errors'] };
    return { status: res.status, data: body.data, errors: body.errors };
  }

  test('faqs by tag and locale; an unknown tag is a coded error', async () => {
    const de = await gql('{ faqs(tag: "broker", locale: de) { id question path i18nPath } }');
    expect(de.data?.faqs).toEqual([
      { id: 'how-is-the-broker-paid', question: 'Wie verdient Hauslotse Geld, wenn die Beratung kostenlos ist?', path: expect.stringMatching(/^\/de\/baufinanzierung-faq\/.+\/wie-wird-hauslotse-bezahlt\.fah$/), i18nPath: expect.stringMatching(/^\/en\//) },
    ]);
    expect((await gql('{ faqs(tag: "fixation", locale: en) { id } }')).data?.faqs).toEqual([]);
    const bad = await gql('{ faqs(tag: "nonsense") { id } }');
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'OUT_OF_RANGE', field: 'tag' });
  });

  test('a bad locale is a 400 with a code, not a 500', async () => {
    const answer = await gql('{ faqs(locale: fr) { id } }');
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0]?.extensions?.code).toBeTruthy();
  });

  test('faq_post: drafts only with preview_api for staff', async () => {
    const q = 'query($slug: String!, $p: Boolean) { faq_post(slug: $slug, locale: en, preview_api: $p) { id draft answerHtml } }';
    expect((await gql(q, { slug: 'how-is-hauslotse-paid' })).data?.faq_post).toMatchObject({ id: 'how-is-the-broker-paid', draft: false });
    expect((await gql(q, { slug: 'draft-question' })).data?.faq_post).toBeNull();
    expect((await gql(q, { slug: 'draft-question', p: true })).data?.faq_post).toBeNull();
    expect((await gql(q, { slug: 'draft-question', p: true }, { cookie: `${ADMIN_COOKIE}=bogus` })).data?.faq_post).toBeNull();
    expect((await gql(q, { slug: 'draft-question', p: true }, { cookie: `${ADMIN_COOKIE}=${staffSession}` })).data?.faq_post).toMatchObject({ id: 'draft-question', draft: true });
    expect((await gql('{ faqs(tag: "fixation", locale: de) { id } }', {}, { cookie: `${ADMIN_COOKIE}=${staffSession}` })).data?.faqs).toEqual([]);
  });

  test('seo_faqs by the page’s tags; an unknown page is a coded error', async () => {
    expect((await gql('{ seo_faqs(locale: de, url_page: "mortgage-rates") { id } }')).data?.seo_faqs).toEqual([]);
    expect((await gql('{ seo_faqs(tag: "broker", locale: de) { id } }')).data?.seo_faqs).toEqual([{ id: 'how-is-the-broker-paid' }]);
    expect((await gql('{ seo_faqs(locale: de, url_page: "nowhere") { id } }')).errors?.[0]?.extensions).toMatchObject({ code: 'UNKNOWN_PAGE', field: 'url_page' });
  });

  test('the mortgage-faqs collection: categories by order with their FAQs, and the handy definitions', async () => {
    const answer = await gql('{ mortgage_faqs(locale: en) { categories { id categoryCode slug i18nSlug order articles { id } } handyDefinitions { id word } } }');
    const categories = answer.data?.mortgage_faqs.categories as { id: string; order: number; articles: { id: string }[] }[];
    expect(categories.map((c) => c.order)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(categories.find((c) => c.id === 'about')?.articles).toEqual([{ id: 'how-is-the-broker-paid' }]);
    expect(answer.data?.mortgage_faqs.handyDefinitions).toEqual([{ id: 'land-charge', word: expect.any(String) }]);
  });

  test('glossary posts with total, 1000 per page; page 0 is a coded error', async () => {
    expect((await gql('{ glossary_posts(locale: de) { total page perPage posts { id } } }')).data?.glossary_posts).toEqual({ total: 1, page: 1, perPage: 1000, posts: [{ id: 'land-charge' }] });
    expect((await gql('{ glossary_posts(locale: de, page: 2) { total posts { id } } }')).data?.glossary_posts).toEqual({ total: 1, posts: [] });
    expect((await gql('{ glossary_posts(page: 0) { total } }')).errors?.[0]?.extensions).toMatchObject({ code: 'OUT_OF_RANGE', field: 'page' });
  });

  test('static pages, blog categories, articles, authors', async () => {
    const page = await gql('{ fetchStaticPage(url_slug: "about", locale: en) { slug sections { heading } } }');
    expect(page.data?.fetchStaticPage.slug).toBe('about');
    expect(page.data?.fetchStaticPage.sections.length).toBeGreaterThan(0);
    expect((await gql('{ fetchStaticPage(url_slug: "nope") { slug } }')).data?.fetchStaticPage).toBeNull();
    const categories = (await gql('{ blog_categories(locale: en) { id order articleCount } }')).data?.blog_categories as { id: string; articleCount: number }[];
    expect(categories.map((c) => c.id)).not.toContain('pension');
    expect(categories.find((c) => c.id === 'homebuyingBasics')?.articleCount).toBe(1);
    expect((await gql('{ articles(locale: de, category: "homebuyingBasics") { id path } }')).data?.articles).toEqual([{ id: 'purchase-costs', path: expect.stringMatching(/\.ahb$/) }]);
    expect((await gql('{ articles(locale: de, category: "marketNews") { id } }')).data?.articles).toEqual([]); // a draft
    expect((await gql('{ articles(category: "nowhere") { id } }')).errors?.[0]?.extensions).toMatchObject({ code: 'OUT_OF_RANGE', field: 'category' });
    expect((await gql('{ authors(locale: de) { id demo } }')).data?.authors).toEqual([{ id: 'anna-lehmann', demo: true }]);
  });

  test('search: hits in the visitor’s language; empty and too long queries are coded errors', async () => {
    const hits = (await gql('{ search(q: "Grundschulden", locale: de) { kind id path snippetHtml } }')).data?.search as { kind: string; id: string }[];
    expect(hits.map((h) => `${h.kind}:${h.id}`)).toContain('term:land-charge');
    expect((await gql('{ search(q: "xqzvbl", locale: de) { id } }')).data?.search).toEqual([]);
    expect((await gql('{ search(q: " ") { id } }')).errors?.[0]?.extensions).toMatchObject({ code: 'REQUIRED', field: 'q' });
    expect((await gql(`{ search(q: "${'a'.repeat(201)}") { id } }`)).errors?.[0]?.extensions).toMatchObject({ code: 'OUT_OF_RANGE', field: 'q', params: { max: 200 } });
  });

  test('POST only, same origin only', async () => {
    expect((await gql('{ authors { id } }', {}, { method: 'GET' })).status).toBe(405);
    expect((await gql('{ authors { id } }', {}, { origin: 'https://evil.example' })).status).toBe(403);
  });
});
