/**
 * The copies server.mjs keeps of the rate pages (src/lib/page-cache.ts with isDataPage, ADR 012/019): a page
 * rendered per request that says it shows the rates data (x-page-data) is answered from the copy while the data
 * version stays the same, and rendered again on the first request after the version changed (new curve, new
 * spread set, a new day). Pages without the header, with cookies or another status are never kept; a URL with a
 * query only when the proxy marked it (the page's own inputs, kept per normalised URL: tests/unit/shared-cache.test.ts).
 * On a real HTTP server whose handler plays Next.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { PageCache, PAGE_DATA_HEADER, PUBLIC_CACHE_CONTROL, isDataPage, sendPage } from '@/lib/page-cache';
import { withPageCsp } from '@/lib/page-csp';
import { pageCsp } from '@/lib/security-headers';

let now = 0;
let renders = 0;
let version = 'v1';
let cache: PageCache;
let answer: { status: number; headers: Record<string, string> } = { status: 200, headers: {} };
const PER_REQUEST = { 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate', [PAGE_DATA_HEADER]: 'rates' };

let server: http.Server;
let base = '';
beforeAll(async () => {
  server = http.createServer(async (req, res) => {
    const seen = cache.wants(req) ? version : null;
    if (seen !== null && cache.serve(req, res, seen)) return;
    withPageCsp(res, pageCsp, (rendered) => {
      const { page, decision } = sendPage(req.headers['if-none-match'], rendered);
      if (seen !== null) cache.store(req, page, seen);
      return decision;
    });
    renders++;
    res.statusCode = answer.status;
    res.setHeader('content-type', 'text/html; charset=utf-8');
    for (const [k, v] of Object.entries(answer.headers)) res.setHeader(k, v);
    res.end(`<!DOCTYPE html><html><body><p>rates ${version} render ${renders}</p><script>boot()</script></body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  now = 1_000_000;
  renders = 0;
  version = 'v1';
  cache = new PageCache({ ttlMs: 600_000, now: () => now, accepts: isDataPage, query: true });
  answer = { status: 200, headers: PER_REQUEST };
});

describe('rate pages kept under the data version', () => {
  test('same version: the copy answers with the same bytes and policy; a new version renders again at once', async () => {
    const first = await fetch(`${base}/de/baufinanzierung`);
    const body = await first.text();
    const second = await fetch(`${base}/de/baufinanzierung`);
    expect(await second.text()).toBe(body);
    expect(second.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
    expect(first.headers.get('x-page-copy')).toBeNull();
    expect(second.headers.get('x-page-copy')).toBe('HIT');
    // Not Next's cache; the same for everyone, so a shared cache may keep it briefly (ADR 012, issue 47).
    expect(second.headers.get('x-nextjs-cache')).toBeNull();
    expect(second.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    expect(renders).toBe(1);
    version = 'v2'; // a new curve, a new spread set or a new day
    expect(await (await fetch(`${base}/de/baufinanzierung`)).text()).toContain('rates v2 render 2');
    expect(await (await fetch(`${base}/de/baufinanzierung`)).text()).toContain('rates v2 render 2');
    expect(renders).toBe(2);
  });

  test('the copy lives at most its lifetime', async () => {
    await fetch(`${base}/en/german-mortgage-calculator`);
    now += 600_000;
    await fetch(`${base}/en/german-mortgage-calculator`);
    expect(renders).toBe(2);
  });

  test.each([
    { label: 'a page without the data header', headers: { 'cache-control': 'private, no-store' } },
    { label: 'a page that sets a cookie', headers: { ...PER_REQUEST, 'set-cookie': 'hl_lead=abc; Path=/' } },
  ])('never kept: $label', async ({ headers }) => {
    answer = { status: 200, headers };
    await fetch(`${base}/de/baufinanzierung`);
    await fetch(`${base}/de/baufinanzierung`);
    expect(renders).toBe(2);
  });

  test('never kept: another status, a query the proxy did not mark, an asset, the router payload', async () => {
    answer = { status: 404, headers: PER_REQUEST };
    await fetch(`${base}/de/baufinanzierung/nirgendwo`);
    await fetch(`${base}/de/baufinanzierung/nirgendwo`);
    answer = { status: 200, headers: { 'cache-control': PER_REQUEST['cache-control'] } };
    await fetch(`${base}/de/baufinanzierung?price=500000&utm_source=news`);
    await fetch(`${base}/de/baufinanzierung?price=500000&utm_source=news`);
    answer = { status: 200, headers: PER_REQUEST };
    await fetch(`${base}/_next/static/chunks/app.js`);
    await fetch(`${base}/_next/static/chunks/app.js`);
    await fetch(`${base}/de/baufinanzierung`, { headers: { rsc: '1' } });
    await fetch(`${base}/de/baufinanzierung`, { headers: { rsc: '1' } });
    expect(renders).toBe(8);
  });
});
