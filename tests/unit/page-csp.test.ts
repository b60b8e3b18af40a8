/**
 * The CSP of a page from its own bytes (src/lib/page-csp.ts, ADR 012): which inline elements get a hash, and
 * the response wrapper that holds back HTML until it can set the header.
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { deferStartupScripts } from '@/lib/defer-scripts';
import { inlineHashes, withPageCsp } from '@/lib/page-csp';
import { pageCsp } from '@/lib/security-headers';

/** The oracle: the hash a browser computes over an element's text (UTF-8). */
const hash = (text: string) => `sha256-${createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64')}`;

describe('inlineHashes', () => {
  test.each([
    { label: 'plain inline script', html: '<script>self.__next_f=[]</script>', scripts: ['self.__next_f=[]'], styles: [] },
    { label: 'script with an id', html: '<script id="_R_">TURBOPACK.push(1)</script>', scripts: ['TURBOPACK.push(1)'], styles: [] },
    { label: 'module script', html: '<script type="module">import("/a.js")</script>', scripts: ['import("/a.js")'], styles: [] },
    { label: 'explicit JavaScript type', html: "<script type='text/javascript'>a()</script>", scripts: ['a()'], styles: [] },
    { label: 'upper-case tag', html: '<SCRIPT>b()</SCRIPT>', scripts: ['b()'], styles: [] },
    { label: 'empty inline script', html: '<script></script>', scripts: [''], styles: [] },
    { label: 'non-ASCII text is hashed as UTF-8', html: '<script>t("Zinsbindung – 10 Jahre, 3,5 %")</script>', scripts: ['t("Zinsbindung – 10 Jahre, 3,5 %")'], styles: [] },
    { label: 'quoted > inside an attribute', html: '<script data-x="a>b">c()</script>', scripts: ['c()'], styles: [] },
    { label: 'script file (allowed by self)', html: '<script src="/_next/static/chunks/a.js" async=""></script>', scripts: [], styles: [] },
    { label: 'JSON-LD data block (never run)', html: '<script type="application/ld+json">{"@type":"Organization"}</script>', scripts: [], styles: [] },
    { label: 'JSON data block', html: '<script type="application/json">{}</script>', scripts: [], styles: [] },
    { label: 'two scripts in order', html: '<script>one()</script><p>x</p><script>two()</script>', scripts: ['one()', 'two()'], styles: [] },
    { label: 'repeated script once', html: '<script>same()</script><script>same()</script>', scripts: ['same()'], styles: [] },
    { label: 'inline style element', html: '<style>body{color:red}</style>', scripts: [], styles: ['body{color:red}'] },
    { label: 'multi-line script', html: '<script>\n  let a = 1;\n  a++;\n</script>', scripts: ['\n  let a = 1;\n  a++;\n'], styles: [] },
  ])('$label', ({ html, scripts, styles }) => {
    expect(inlineHashes(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`)).toEqual({ scriptHashes: scripts.map(hash), styleHashes: styles.map(hash) });
  });
});

describe('withPageCsp on a real HTTP response', () => {
  type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;
  const handlers = new Map<string, Handler>();
  let server: http.Server;
  let base = '';

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      withPageCsp(res, pageCsp);
      handlers.get(req.url ?? '')?.(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const PAGE = ['<!DOCTYPE html><html><body><h1>Zinsen</h1>', '<script>self.__next_f.push([1,"a"])</script>', '<script src="/app.js"></script></body></html>'];

  handlers.set('/streamed', (_req, res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.flushHeaders();
    res.write(PAGE[0]);
    res.write(Buffer.from(PAGE[1]!));
    res.end(PAGE[2]);
  });
  handlers.set('/write-head', (_req, res) => {
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': Buffer.byteLength(PAGE.join('')) });
    res.end(PAGE.join(''));
  });
  handlers.set('/json', (_req, res) => {
    res.setHeader('Content-Type', 'application/json');
    res.write('{"a":');
    res.end('1}');
  });
  handlers.set('/not-modified', (_req, res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.statusCode = 304;
    res.end();
  });

  const scriptSrc = (csp: string | null) => csp?.split(';').find((d) => d.trim().startsWith('script-src'))?.trim().split(/\s+/).slice(1);

  test.each([
    { label: 'streamed page (flushHeaders, write, end)', path: '/streamed', status: 200 },
    { label: 'page sent with writeHead and a length', path: '/write-head', status: 404 },
  ])('$label → body intact, CSP allows exactly its inline script', async ({ path, status }) => {
    const res = await fetch(base + path);
    expect(res.status).toBe(status);
    expect(await res.text()).toBe(PAGE.join(''));
    expect(scriptSrc(res.headers.get('content-security-policy'))).toEqual(["'self'", `'${hash('self.__next_f.push([1,"a"])')}'`]);
  });

  test.each([
    { label: 'JSON passes through without a page CSP', path: '/json', body: '{"a":1}', status: 200 },
    { label: '304 without body keeps the stored policy', path: '/not-modified', body: '', status: 304 },
  ])('$label', async ({ path, body, status }) => {
    const res = await fetch(base + path);
    expect(res.status).toBe(status);
    expect(await res.text()).toBe(body);
    expect(res.headers.get('content-security-policy')).toBeNull();
  });
});

describe('withPageCsp with the start-up script deferral (ADR 022)', () => {
  let server: http.Server;
  let base = '';
  const PAGE = '<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body><h1>Zinsen</h1><script>self.__next_f.push([1,"a"])</script></body></html>';

  beforeAll(async () => {
    server = http.createServer((_req, res) => {
      withPageCsp(res, pageCsp, undefined, deferStartupScripts);
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': Buffer.byteLength(PAGE) });
      res.end(PAGE);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test('the page is sent rewritten, whole (its length counts the new bytes), and its CSP allows the loader', async () => {
    const res = await fetch(base);
    const body = await res.text();
    expect(body).toBe(deferStartupScripts(PAGE));
    expect(Number(res.headers.get('content-length'))).toBe(Buffer.byteLength(body));
    const loader = /<script>(\(function\(s\)[\s\S]*?)<\/script>/.exec(body)![1]!;
    expect(res.headers.get('content-security-policy')).toContain(`'${hash(loader)}'`);
    expect(res.headers.get('content-security-policy')).toContain(`'${hash('self.__next_f.push([1,"a"])')}'`);
  });
});
