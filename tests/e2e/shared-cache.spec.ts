/**
 * Shared caches may help (ADR 012, amendment of issue 47): a page that is the same for everyone tells a CDN it may
 * keep it briefly and carries a weak ETag, which answers If-None-Match with 304; a page for the visitor stays
 * private. The unit tests (tests/unit/shared-cache.test.ts) hold the details; this holds the built server.
 */
import { expect, test } from '../support/playwright';

const PUBLIC = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

test('/en: public for shared caches with a weak ETag; If-None-Match gets 304 without a body and with the same headers', async ({ request }) => {
  // Another worker's test may change the page's data between the two requests (a new render, another ETag): try again.
  let page = await request.get('/en');
  let again = await request.get('/en', { headers: { 'if-none-match': page.headers().etag ?? '' } });
  for (let attempt = 0; attempt < 2 && again.status() !== 304; attempt++) {
    page = await request.get('/en');
    again = await request.get('/en', { headers: { 'if-none-match': page.headers().etag ?? '' } });
  }
  expect(page.status()).toBe(200);
  expect(page.headers()['cache-control']).toBe(PUBLIC);
  expect(page.headers().etag).toMatch(/^W\/"[\w-]+"$/);
  expect(page.headers().vary).toMatch(/accept-encoding/i);
  expect(page.headers()['set-cookie']).toBeUndefined();
  expect(again.status()).toBe(304);
  expect((await again.body()).length).toBe(0);
  expect(again.headers().etag).toBe(page.headers().etag);
  expect(again.headers()['cache-control']).toBe(PUBLIC);
  expect(again.headers().vary).toBe(page.headers().vary);
});

test('/en/account: private, stored nowhere, never a 304', async ({ request }) => {
  const res = await request.get('/en/account');
  expect(res.status()).toBeLessThan(500);
  expect(res.headers()['cache-control']).toMatch(/\bprivate\b/);
  expect(res.headers()['cache-control']).toMatch(/\bno-store\b/);
  expect(res.headers()['cache-control']).not.toMatch(/public|s-maxage/);
  const again = await request.get('/en/account', { headers: { 'if-none-match': '*' } });
  expect(again.status()).not.toBe(304);
  expect(again.headers()['x-page-copy']).toBeUndefined();
});
