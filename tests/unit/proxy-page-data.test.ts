/**
 * Which answers the proxy marks as the same for everyone who asks that URL (header x-page-data, ADR 012 amendment of
 * issue 47): the production server keeps a copy of exactly these under the page data version, and only these are
 * public for shared caches. A data page without a query or with its form's inputs only; the 404 page of a path
 * without a query, unless the answer depended on the request. next-intl's middleware is replaced by a pass-through:
 * the marks are the proxy's own.
 */
import { NextRequest, NextResponse } from 'next/server';
import { describe, expect, test, vi } from 'vitest';
import { DATA_PAGE_INPUTS, DATA_PAGES, QUERY_PAGES, dataPageKept } from '@/i18n/query-pages';
import { HOME_CALCULATOR_KEYS } from '@/features/home/home-calculator';

vi.mock('next-intl/middleware', () => ({ default: () => () => NextResponse.next() }));
const { default: proxy } = await import('@/proxy');

async function mark(path: string, headers: Record<string, string> = {}): Promise<{ data: string | null; rewrite: string | null }> {
  const res = await proxy(new NextRequest(`http://localhost:3000${path}`, { headers }));
  const rewrite = res.headers.get('x-middleware-rewrite');
  return { data: res.headers.get('x-page-data'), rewrite: rewrite ? new URL(rewrite).pathname : null };
}

describe('data pages: kept per URL only with their own inputs', () => {
  test.each([
    { path: '/en', data: 'rates' },
    { path: '/de/baufinanzierungsrechner', data: 'rates' },
    // The home page evaluates its small calculator itself.
    { path: '/en?price=500000&savings=100000&loc=BY', data: 'rates' },
    // The twins of calculators, rates and the property search.
    { path: '/en/german-mortgage-calculator?savings=100000&price=500000', data: 'rates' },
    { path: '/de/baufinanzierung/bayern/muenchen?price=300000', data: 'rates' },
    { path: '/en/properties?place=berlin&radius=10&page=2', data: 'rates' },
    { path: '/en/retirement-calculator-germany?age=40&inc=5200', data: 'rates' },
    // A listing page (issue 47): the page itself; with anything in the query it is rendered per request.
    { path: '/en/properties/wohnung-berlin-10437-7a5ffe', data: 'rates' },
    { path: '/de/immobilien/wohnung-berlin-10437-7a5ffe', data: 'rates' },
    { path: '/de/immobilien/wohnung-berlin-10437-7a5ffe?utm_source=news', data: null },
    // Opened from a search (issue 48): the search's parameters are the page's inputs, kept per URL; anything else is not.
    { path: '/en/properties/wohnung-berlin-10437-7a5ffe?place=Berlin&savings=120000&page=2', data: 'rates' },
    { path: '/de/immobilien/wohnung-berlin-10437-7a5ffe?savings=120000&utm_source=news', data: null },
    // Anything else in the query: rendered per request, kept nowhere.
    { path: '/en?utm_source=news', data: null },
    { path: '/en/german-mortgage-calculator?price=500000&utm_source=news', data: null },
    { path: '/en/german-mortgage-calculator?signup&flow=prop_search', data: null },
    { path: '/en/properties?place=berlin&_rsc=abc', data: null },
    // Twins of pages that are not data pages (cookies, per-visitor steps): never.
    { path: '/en/login?step=sent', data: null },
    { path: '/en/criteria/start?funnel=AF', data: null },
    { path: '/en/lp-2/request-property-financing?step=2&price=425000', data: null },
    // Pages for the visitor.
    { path: '/en/account', data: null },
    { path: '/de/termin', data: null },
  ])('$path → $data', async ({ path, data }) => {
    expect((await mark(path)).data).toBe(data);
  });

  test('every data page’s inputs are its form’s: the twin’s, the home page’s own', () => {
    expect([...DATA_PAGE_INPUTS.index!].sort()).toEqual([...HOME_CALCULATOR_KEYS].sort());
    for (const name of DATA_PAGES) if (QUERY_PAGES[name]) expect(DATA_PAGE_INPUTS[name]).toEqual(QUERY_PAGES[name]);
    expect(dataPageKept('login', new URLSearchParams('step=sent'))).toBe(false);
    expect(dataPageKept('properties', new URLSearchParams(''))).toBe(true);
  });

  test('a listing opened from a search renders per request in its twin, which reads the search (issue 48)', async () => {
    expect((await mark('/de/immobilien/wohnung-berlin-10437-7a5ffe?savings=120000&sort=price_asc')).rewrite).toBe('/de/with-query/properties/wohnung-berlin-10437-7a5ffe');
    // Without the search's parameters: the listing page itself.
    expect((await mark('/de/immobilien/wohnung-berlin-10437-7a5ffe?utm_source=news')).rewrite).toBeNull();
  });
});

describe('the 404 page: the same for everyone who asks the path', () => {
  test.each([
    { label: 'a path no page has', path: '/en/this-page-does-not-exist', data: 'not-found' },
    { label: 'an unknown city', path: '/de/baufinanzierung/bayern/nirgendwo', data: 'not-found' },
    { label: 'a twin’s own path', path: '/en/with-query/german-mortgage-calculator', data: 'not-found' },
    { label: 'with a query', path: '/en/this-page-does-not-exist?x=1', data: null },
    { label: 'a widget’s path (its frame policy is looked up per request)', path: '/en/widget/no-such-widget/abc', data: null },
  ])('$label ($path) → $data', async ({ path, data }) => {
    expect((await mark(path)).data).toBe(data);
  });

  test('the mailbox hidden from a forwarded request is not marked: this machine gets the mailbox', async () => {
    const forwarded = await mark('/en/mailbox', { 'x-client-forwarded': '1', 'x-forwarded-for': '203.0.113.9' });
    expect(forwarded.rewrite).toBe('/en/__not-found__');
    expect(forwarded.data).toBeNull();
  });
});
