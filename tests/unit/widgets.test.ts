/**
 * The partner widgets (issue 29, ADR 044) without a browser: who may frame a widget page (origin rules, the
 * frame-ancestors value, the per-path decision of server.mjs, X-Frame-Options removed from the response), the
 * widget options (accent palette, place, price, the embedding page), and the loader's message handling (run in a
 * small fake DOM: only its iframe's messages from the site's origin count).
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { withPageCsp } from '@/lib/page-csp';
import { pageCsp } from '@/lib/security-headers';
import { framingFor, frameAncestorsFor, isWidgetPath, normalizeOrigin, widgetPartnerOfPath } from '@/lib/widget-frame';
import { WIDGETS, WIDGET_PUBLIC_ROUTE, embedderOrigin, iframeSnippet, pageOf, parseWidgetOptions, scriptSnippet } from '@/features/widgets';
import { parseOrigins } from '@/features/widgets/partners';
import { localizedPath } from '@/i18n/paths';

const KEY = 'AbCdEfGhIjKlMnOpQrStUv';

describe('partner origins', () => {
  test.each([
    { label: 'https origin', input: 'https://www.makler.de', expected: 'https://www.makler.de' },
    { label: 'trailing slash', input: 'https://www.makler.de/', expected: 'https://www.makler.de' },
    { label: 'upper-case host', input: 'https://WWW.Makler.de', expected: 'https://www.makler.de' },
    { label: 'explicit port', input: 'https://portal.example:8443', expected: 'https://portal.example:8443' },
    { label: 'default port dropped', input: 'https://portal.example:443', expected: 'https://portal.example' },
    { label: 'local http with port', input: 'http://localhost:3641', expected: 'http://localhost:3641' },
    { label: 'local http by address', input: 'http://127.0.0.1:3641', expected: 'http://127.0.0.1:3641' },
    { label: 'http elsewhere', input: 'http://www.makler.de', expected: null },
    { label: 'a path', input: 'https://www.makler.de/immobilien', expected: null },
    { label: 'a query', input: 'https://www.makler.de/?a=1', expected: null },
    { label: 'a fragment', input: 'https://www.makler.de/#x', expected: null },
    { label: 'credentials', input: 'https://user:pw@www.makler.de', expected: null },
    { label: 'wildcard', input: 'https://*.makler.de', expected: null },
    { label: 'a second source smuggled in', input: "https://a.de 'unsafe-inline'", expected: null },
    { label: 'a directive smuggled in', input: 'https://a.de;script-src *', expected: null },
    { label: 'a keyword', input: "'self'", expected: null },
    { label: 'another scheme', input: 'javascript:alert(1)', expected: null },
    { label: 'empty', input: '', expected: null },
  ])('$label: $input → $expected', ({ input, expected }) => {
    expect(normalizeOrigin(input)).toBe(expected);
  });

  test('a partner\'s list: normalised, without repeats; the first bad one names itself', () => {
    expect(parseOrigins(['https://a.de/', 'https://A.de', 'http://localhost:4000'])).toEqual({ ok: true, origins: ['https://a.de', 'http://localhost:4000'] });
    expect(parseOrigins(['https://a.de', 'https://b.de/x'])).toEqual({ ok: false, code: 'INVALID_ORIGIN', detail: 'https://b.de/x' });
    expect(parseOrigins([])).toEqual({ ok: false, code: 'NO_ORIGIN' });
  });

  test.each([
    { label: 'one origin', origins: ['https://a.de'], expected: 'https://a.de' },
    { label: 'two origins, exactly those', origins: ['https://a.de', 'https://b.de:8443'], expected: 'https://a.de https://b.de:8443' },
    { label: 'no partner', origins: null, expected: "'none'" },
    { label: 'no origin', origins: [], expected: "'none'" },
    { label: 'only invalid stored values', origins: ['*', "'self'"], expected: "'none'" },
  ])('frame-ancestors for $label → $expected', ({ origins, expected }) => {
    expect(frameAncestorsFor(origins)).toBe(expected);
  });
});

describe('framing per request path (server.mjs)', () => {
  const lookup = async (key: string) => (key === KEY ? ['https://makler.de', 'https://portal.example:8443'] : null);

  test.each([
    { label: 'a widget of the partner', path: `/de/widget/rates/${KEY}`, expected: 'https://makler.de https://portal.example:8443', removes: true },
    { label: 'the English widget', path: `/en/widget/purchase-request/${KEY}`, expected: 'https://makler.de https://portal.example:8443', removes: true },
    { label: 'an unknown key', path: '/de/widget/rates/ZZZZZZZZZZZZZZZZZZZZZZ', expected: "'none'", removes: true },
    { label: 'a malformed key', path: '/de/widget/rates/a%20b', expected: "'none'", removes: true },
    { label: 'an unknown widget', path: `/de/widget/other/${KEY}`, expected: "'none'", removes: false },
    { label: 'an ordinary page', path: '/de/baufinanzierung', expected: "'none'", removes: false },
    { label: 'the library page', path: '/de/widget-bibliothek', expected: "'none'", removes: false },
  ])('$label → $expected', async ({ path, expected, removes }) => {
    const framing = await framingFor(path, lookup);
    expect(framing.frameAncestors).toBe(expected);
    expect(framing.removeHeaders).toEqual(removes ? ['x-frame-options'] : []);
  });

  test('a lookup that fails refuses (never allows more); no lookup registered refuses too', async () => {
    const failing = async () => {
      throw new Error('database down');
    };
    const errors = console.error;
    console.error = () => {};
    try {
      expect((await framingFor(`/de/widget/rates/${KEY}`, failing)).frameAncestors).toBe("'none'");
    } finally {
      console.error = errors;
    }
    expect((await framingFor(`/de/widget/rates/${KEY}`, undefined)).frameAncestors).toBe("'none'");
  });

  test('the paths: the key of a widget page, nothing for others', () => {
    expect(widgetPartnerOfPath(`/de/widget/mortgage-calculator/${KEY}`)).toBe(KEY);
    expect(widgetPartnerOfPath('/de/widget/mortgage-calculator/short')).toBe('');
    expect(widgetPartnerOfPath('/de/ueber-uns')).toBeNull();
    expect(isWidgetPath(`/de/widget/rates/${KEY}/`)).toBe(true);
    expect(isWidgetPath(`/de/widget/rates/${KEY}/more`)).toBe(false);
  });

  test('the page policy names the ancestors it is given and frames only the site itself', () => {
    expect(pageCsp({ scriptHashes: [], styleHashes: [] })).toContain("frame-ancestors 'none';");
    expect(pageCsp({ scriptHashes: [], styleHashes: [], frameAncestors: 'https://a.de https://b.de' })).toContain('frame-ancestors https://a.de https://b.de;');
    expect(pageCsp({ scriptHashes: [], styleHashes: [] })).toContain("frame-src 'self';");
  });
});

describe('a widget page\'s response carries no X-Frame-Options', () => {
  let server: http.Server;
  let base = '';
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const widget = req.url === '/widget';
      withPageCsp(res, (hashes) => pageCsp({ ...hashes, frameAncestors: widget ? 'https://a.de' : "'none'" }), undefined, undefined, widget ? ['x-frame-options'] : []);
      res.setHeader('X-Frame-Options', 'DENY');
      if (req.url === '/write-head') {
        res.writeHead(200, { 'Content-Type': 'text/html', 'X-Frame-Options': 'DENY' });
        res.end('<p>x</p>');
        return;
      }
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end('<!DOCTYPE html><p>Widget</p>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test('widget: the partner\'s ancestors, no X-Frame-Options; other pages keep DENY', async () => {
    const widget = await fetch(`${base}/widget`);
    expect(widget.headers.get('content-security-policy')).toContain('frame-ancestors https://a.de;');
    expect(widget.headers.get('x-frame-options')).toBeNull();
    const page = await fetch(`${base}/page`);
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none';");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
  });
});

describe('widget options', () => {
  test.each([
    { label: 'nothing', query: {}, expected: { accent: 'brand', place: null, price: null, ref: null } },
    { label: 'every option', query: { accent: 'blue', place: 'hamburg', price: '450000', ref: 'https://makler.de/angebote?kunde=anna#x' }, expected: { accent: 'blue', place: 'hamburg', price: 450000, ref: 'https://makler.de/angebote' } },
    { label: 'a state code in lower case', query: { place: 'by' }, expected: { accent: 'brand', place: 'BY', price: null, ref: null } },
    { label: 'an unknown accent is the default', query: { accent: 'hotpink' }, expected: { accent: 'brand', place: null, price: null, ref: null } },
    { label: 'a colour value is no accent', query: { accent: '#ff00ff' }, expected: { accent: 'brand', place: null, price: null, ref: null } },
    { label: 'an unknown place', query: { place: 'atlantis', accent: 'ink' }, expected: { accent: 'ink', place: null, price: null, ref: null } },
    { label: 'a price below the bounds', query: { price: '5000' }, expected: { accent: 'brand', place: null, price: null, ref: null } },
    { label: 'a price above the bounds', query: { price: '99999999' }, expected: { accent: 'brand', place: null, price: null, ref: null } },
    { label: 'a price that is no number', query: { price: 'viel' }, expected: { accent: 'brand', place: null, price: null, ref: null } },
    { label: 'a ref that is no web page', query: { ref: 'javascript:alert(1)' }, expected: { accent: 'brand', place: null, price: null, ref: null } },
    { label: 'repeated values: the first', query: { accent: ['amber', 'blue'] }, expected: { accent: 'amber', place: null, price: null, ref: null } },
  ])('$label', ({ query, expected }) => {
    expect(parseWidgetOptions(query)).toEqual(expected);
  });

  test('messages go only to an embedding page of the partner', () => {
    expect(embedderOrigin('https://makler.de/a', ['https://makler.de'])).toBe('https://makler.de');
    expect(embedderOrigin('https://evil.example/a', ['https://makler.de'])).toBeNull();
    expect(embedderOrigin('https://makler.de.evil.example/', ['https://makler.de'])).toBeNull();
    expect(embedderOrigin(null, ['https://makler.de'])).toBeNull();
    expect(pageOf('https://user:pw@makler.de/')).toBeNull();
  });

  test('the snippets name the loader, the widget, the key and only the options given', () => {
    const script = scriptSnippet({ siteOrigin: 'https://hauslotse.de', widget: 'rates', partnerKey: KEY, locale: 'de', place: 'hamburg', price: 450000, accent: 'brand' });
    expect(script).toBe(`<script src="https://hauslotse.de/widgets/v1.js" data-hauslotse-widget="rates" data-partner="${KEY}" data-lang="de" data-place="hamburg" data-price="450000" async></script>`);
    const iframe = iframeSnippet({ siteOrigin: 'https://hauslotse.de', widget: 'rates', partnerKey: KEY, locale: 'en', place: 'hamburg', accent: 'blue' }, 'Rates', 'Open', 'https://hauslotse.de/en/mortgage-rates-germany?a=1&b=2');
    expect(iframe).toContain(`src="https://hauslotse.de/en/widget/rates/${KEY}?place=hamburg&amp;accent=blue"`);
    expect(iframe).toContain('<a href="https://hauslotse.de/en/mortgage-rates-germany?a=1&amp;b=2">Open</a>');
  });
});

/** A DOM just large enough for the loader: elements with attributes and children, window listeners, events. */
function fakeDom(scriptAttributes: Record<string, string>) {
  class El {
    attributes = new Map<string, string>();
    children: El[] = [];
    parentNode: El | null = null;
    style: Record<string, string> & { cssText?: string } = {};
    hidden = false;
    contentWindow: object | null = null;
    dispatched: { type: string; detail: unknown; bubbles: boolean }[] = [];
    [key: string]: unknown;
    constructor(public tagName: string) {}
    setAttribute(name: string, value: string) {
      this.attributes.set(name, value);
    }
    getAttribute(name: string) {
      return this.attributes.get(name) ?? null;
    }
    hasAttribute(name: string) {
      return this.attributes.has(name);
    }
    appendChild(child: El) {
      child.parentNode = this;
      this.children.push(child);
    }
    insertBefore(child: El) {
      this.appendChild(child);
    }
    dispatchEvent(event: { type: string; detail: unknown; bubbles: boolean }) {
      this.dispatched.push(event);
      return true;
    }
  }
  const body = new El('body');
  const script = new El('script');
  script.src = 'https://hauslotse.de/widgets/v1.js';
  for (const [k, v] of Object.entries(scriptAttributes)) script.setAttribute(k, v);
  body.appendChild(script);
  const listeners: ((event: unknown) => void)[] = [];
  const created: El[] = [];
  const document = {
    readyState: 'complete',
    querySelectorAll: () => [script],
    createElement: (tag: string) => {
      const el = new El(tag);
      if (tag === 'iframe') el.contentWindow = { frame: true };
      created.push(el);
      return el;
    },
    addEventListener: () => {},
  };
  const window = { location: { href: 'https://makler.de/angebote?kunde=anna', origin: 'https://makler.de', pathname: '/angebote' }, addEventListener: (_: string, fn: (event: unknown) => void) => listeners.push(fn) };
  class CustomEvent {
    constructor(public type: string, init: { detail: unknown; bubbles: boolean }) {
      Object.assign(this, init);
    }
  }
  return { body, script, listeners, created, context: vm.createContext({ window, document, URL, URLSearchParams, CustomEvent }) };
}

describe('the loader (public/widgets/v1.js)', () => {
  const source = fs.readFileSync('public/widgets/v1.js', 'utf8');
  const run = (attributes: Record<string, string>) => {
    const dom = fakeDom(attributes);
    vm.runInContext(source, dom.context);
    const frame = dom.created.find((e) => e.tagName === 'iframe');
    const fallback = dom.created.find((e) => e.tagName === 'p');
    const link = dom.created.find((e) => e.tagName === 'a');
    const send = (event: { origin: string; source: unknown; data: unknown }) => dom.listeners.forEach((fn) => fn(event));
    return { ...dom, frame, fallback, link, send };
  };

  test('one iframe per script: the widget\'s page with the options and the embedding page without its query', () => {
    const { frame, listeners } = run({ 'data-hauslotse-widget': 'rates', 'data-partner': KEY, 'data-lang': 'en', 'data-place': 'hamburg', 'data-price': '450000', 'data-accent': 'blue' });
    expect(frame!.src).toBe(`https://hauslotse.de/en/widget/rates/${KEY}?place=hamburg&price=450000&accent=blue&ref=https%3A%2F%2Fmakler.de%2Fangebote`);
    expect(frame!.title).toBe('Mortgage rates by Hauslotse');
    expect(frame!.getAttribute('loading')).toBe('lazy');
    expect(listeners).toHaveLength(1);
  });

  test('height and lead-submitted count only from the site\'s origin and that iframe', () => {
    const { frame, fallback, script, send } = run({ 'data-hauslotse-widget': 'purchase-request', 'data-partner': KEY, 'data-lang': 'de' });
    const initial = frame!.style.cssText;
    send({ origin: 'https://evil.example', source: frame!.contentWindow, data: { type: 'hauslotse:height', height: 900 } });
    send({ origin: 'https://hauslotse.de', source: { other: true }, data: { type: 'hauslotse:height', height: 900 } });
    send({ origin: 'https://hauslotse.de', source: frame!.contentWindow, data: { type: 'hauslotse:height', height: 1e9 } });
    send({ origin: 'https://hauslotse.de', source: frame!.contentWindow, data: 'hauslotse:height' });
    expect(frame!.style.cssText).toBe(initial);
    expect(frame!.style.height).toBeUndefined();
    expect(fallback!.hidden).toBe(false);
    send({ origin: 'https://hauslotse.de', source: frame!.contentWindow, data: { type: 'hauslotse:height', height: 812.4 } });
    expect(frame!.style.height).toBe('813px');
    expect(fallback!.hidden).toBe(true);
    send({ origin: 'https://evil.example', source: frame!.contentWindow, data: { type: 'hauslotse:lead-submitted', kind: 'purchase' } });
    expect(script.dispatched).toEqual([]);
    send({ origin: 'https://hauslotse.de', source: frame!.contentWindow, data: { type: 'hauslotse:lead-submitted', kind: 'purchase' } });
    expect(script.dispatched).toEqual([expect.objectContaining({ type: 'hauslotse:lead-submitted', detail: { widget: 'purchase-request', kind: 'purchase' }, bubbles: true })]);
  });

  test('nothing for an unknown widget or a malformed key', () => {
    expect(run({ 'data-hauslotse-widget': 'ads', 'data-partner': KEY }).frame).toBeUndefined();
    expect(run({ 'data-hauslotse-widget': 'rates', 'data-partner': 'x"><script>' }).frame).toBeUndefined();
  });

  test.each(WIDGETS.flatMap((widget) => (['de', 'en'] as const).map((locale) => ({ widget, locale }))))('the fallback link of $widget ($locale) is the site\'s page for it, with the partner', ({ widget, locale }) => {
    const { link } = run({ 'data-hauslotse-widget': widget, 'data-partner': KEY, 'data-lang': locale });
    expect(link!.href).toBe(`https://hauslotse.de${localizedPath(WIDGET_PUBLIC_ROUTE[widget], locale)}?utm_source=partner-widget&utm_medium=widget&utm_campaign=${KEY}`);
    expect(link!.target).toBe('_blank');
  });
});
