/**
 * The browser side of first-party analytics (ADR 041, src/lib/analytics.ts): what an event carries, the console
 * instead of a request on other hosts, and that a failure is reported, never thrown.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

type Sent = { url: string; body: Record<string, unknown> };

async function freshModule(location: string, referrer: string) {
  vi.resetModules();
  const url = new URL(location);
  vi.stubGlobal('window', { location: { pathname: url.pathname, search: url.search, host: url.host } });
  vi.stubGlobal('document', { referrer });
  return import('@/lib/analytics');
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('analytics in the browser', () => {
  let sent: Sent[];
  beforeEach(() => {
    sent = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      sent.push({ url, body: JSON.parse(String(init.body)) });
      return new Response(null, { status: 204 });
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  test('the first page view starts the visit with its source; later events keep the visit; the flags seen go along; values of the address do not', async () => {
    const a = await freshModule('https://www.hauslotse.de/de/baufinanzierung?utm_source=newsletter&utm_campaign=herbst&price=500000', 'https://www.google.com/search?q=x');
    a.setAnalyticsMode(Promise.resolve(true));
    a.track('page_view');
    a.noteFlagSeen('rates_advisor_banner', true);
    await settle();
    a.track('calculator_used');
    await settle();
    expect(sent.map((s) => s.url)).toEqual(['/api/analytics', '/api/analytics']);
    const visit = { source: 'newsletter', medium: 'n/a', campaign: 'herbst', referrerHost: 'www.google.com', landingPath: '/de/baufinanzierung' };
    expect(sent[0]!.body).toEqual({ name: 'page_view', path: '/de/baufinanzierung', keys: ['utm_source', 'utm_campaign', 'price'], landing: true, visit, flags: { rates_advisor_banner: true } });
    expect(sent[1]!.body).toMatchObject({ name: 'calculator_used', landing: false, visit });
    expect(JSON.stringify(sent)).not.toContain('500000');
  });

  test('a page opened from the site itself starts no visit', async () => {
    const a = await freshModule('https://www.hauslotse.de/de/termin', 'https://www.hauslotse.de/de/zinsen');
    a.setAnalyticsMode(Promise.resolve(true));
    a.track('page_view');
    await settle();
    expect(sent[0]!.body).toMatchObject({ landing: false, visit: null });
  });

  test('on another host the event goes to the console, and no request is made', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const a = await freshModule('http://127.0.0.1:3000/de', '');
    a.setAnalyticsMode(Promise.resolve(false));
    a.track('page_view');
    await settle();
    expect(sent).toEqual([]);
    expect(log).toHaveBeenCalledWith('[analytics]', 'page_view', expect.objectContaining({ path: '/de', landing: true }));
  });

  test('a failed request or a failed decision is reported to the console, never thrown', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const a = await freshModule('https://www.hauslotse.de/de', '');
    a.setAnalyticsMode(Promise.resolve(true));
    expect(() => a.track('page_view')).not.toThrow();
    await settle();
    expect(error).toHaveBeenCalledWith('Analytics failed', expect.any(TypeError));
    // Without a window at all (a broken environment), track still returns.
    vi.stubGlobal('window', undefined);
    expect(() => a.track('calculator_used')).not.toThrow();
  });
});
