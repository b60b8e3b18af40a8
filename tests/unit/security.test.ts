/**
 * Security headers (src/lib/security-headers.ts) and the CSRF origin check (src/lib/origin.ts).
 */
import { describe, expect, test } from 'vitest';
import { DEV_PAGE_CSP, NON_PAGE_CSP, pageCsp, staticSecurityHeaders } from '@/lib/security-headers';
import { isSameOrigin } from '@/lib/origin';

/** A CSP string as directive → source list. */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name, ...values] = d.split(/\s+/);
        return [name!.toLowerCase(), values] as const;
      }),
  );
}

const HASHES = { scriptHashes: ['sha256-AAAA', 'sha256-BBBB'], styleHashes: ['sha256-CCCC'] };

describe('page CSP (production)', () => {
  const csp = directives(pageCsp(HASHES));

  test.each([
    { label: 'script-src', source: "'unsafe-inline'", expected: false },
    { label: 'script-src', source: "'unsafe-eval'", expected: false },
    { label: 'script-src', source: '*', expected: false },
    { label: 'script-src', source: "'self'", expected: true },
    // With 'strict-dynamic' a CSP3 browser ignores 'self' and would block the framework's script files.
    { label: 'script-src', source: "'strict-dynamic'", expected: false },
    { label: 'script-src', source: "'sha256-AAAA'", expected: true },
    { label: 'script-src', source: "'sha256-BBBB'", expected: true },
    { label: 'style-src', source: "'sha256-CCCC'", expected: true },
    { label: 'style-src', source: "'unsafe-inline'", expected: false },
    { label: 'object-src', source: "'none'", expected: true },
    { label: 'base-uri', source: "'none'", expected: true },
    { label: 'frame-ancestors', source: "'none'", expected: true },
    { label: 'default-src', source: "'self'", expected: true },
    { label: 'form-action', source: "'self'", expected: true },
  ])('$label contains $source → $expected', ({ label, source, expected }) => {
    expect(csp.has(label), `${label} present`).toBe(true);
    expect(csp.get(label)!.includes(source)).toBe(expected);
  });

  test.each([
    { label: 'object-src', expected: ["'none'"] },
    { label: 'base-uri', expected: ["'none'"] },
    { label: 'frame-ancestors', expected: ["'none'"] },
    { label: 'script-src', expected: ["'self'", "'sha256-AAAA'", "'sha256-BBBB'"] },
    // ADR 016: the CAPTCHA's worker is a file of the site (/api/auth/captcha/worker), never a blob.
    { label: 'worker-src', expected: ["'self'"] },
  ])('$label allows nothing else → $expected', ({ label, expected }) => {
    expect(csp.get(label)).toEqual(expected);
  });

  test.each([
    { label: 'a page without inline scripts', hashes: { scriptHashes: [], styleHashes: [] }, expected: ["'self'"] },
  ])('$label → script-src $expected', ({ hashes, expected }) => {
    expect(directives(pageCsp(hashes)).get('script-src')).toEqual(expected);
  });

  test('upgrade-insecure-requests is present', () => {
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
  });

  test('no directive is given twice', () => {
    const names = pageCsp(HASHES)
      .split(';')
      .map((d) => d.trim().split(/\s+/)[0])
      .filter(Boolean);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('page CSP (development server only)', () => {
  const csp = directives(DEV_PAGE_CSP);

  test.each([
    { label: 'script-src', source: "'unsafe-eval'", expected: true },
    { label: 'object-src', source: "'none'", expected: true },
    { label: 'frame-ancestors', source: "'none'", expected: true },
  ])('$label contains $source → $expected', ({ label, source, expected }) => {
    expect(csp.get(label)?.includes(source) ?? false).toBe(expected);
  });
});

describe('non-page CSP', () => {
  test.each([
    { label: 'default-src', expected: ["'none'"] },
    { label: 'frame-ancestors', expected: ["'none'"] },
    { label: 'base-uri', expected: ["'none'"] },
  ])('$label → $expected', ({ label, expected }) => {
    expect(directives(NON_PAGE_CSP).get(label)).toEqual(expected);
  });
});

describe('static security headers', () => {
  const header = (headers: { key: string; value: string }[], key: string) =>
    headers.find((h) => h.key.toLowerCase() === key.toLowerCase())?.value;

  test.each([
    { label: 'X-Content-Type-Options', expected: 'nosniff' },
    { label: 'Referrer-Policy', expected: 'strict-origin-when-cross-origin' },
    { label: 'X-Frame-Options', expected: 'DENY' },
  ])('$label → $expected', ({ label, expected }) => {
    for (const hsts of [true, false]) expect(header(staticSecurityHeaders(hsts), label)).toBe(expected);
  });

  test.each([
    { label: 'HSTS enabled', hsts: true, expected: true },
    { label: 'HSTS disabled', hsts: false, expected: false },
  ])('$label → Strict-Transport-Security sent: $expected', ({ hsts, expected }) => {
    const value = header(staticSecurityHeaders(hsts), 'Strict-Transport-Security');
    expect(value !== undefined).toBe(expected);
    if (value !== undefined) {
      const maxAge = Number(/max-age=(\d+)/i.exec(value)?.[1]);
      expect(maxAge).toBeGreaterThanOrEqual(365 * 24 * 60 * 60);
      expect(value.toLowerCase()).toContain('includesubdomains');
    }
  });

  test.each([true, false].map((hsts) => ({ label: `hsts=${hsts}`, hsts, expected: [] })))('$label: no header is sent twice → duplicates $expected', ({ hsts, expected }) => {
    const keys = staticSecurityHeaders(hsts).map((h) => h.key.toLowerCase());
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual(expected);
  });
});

describe('isSameOrigin', () => {
  const request = (headers: Record<string, string>) => new Request('https://www.hauslotse.de/api/appointments', { method: 'POST', headers });

  test.each<{ label: string; headers: Record<string, string>; allowMissing: boolean; expected: boolean; trustProxy?: boolean }>([
    { label: 'same host', headers: { origin: 'https://www.hauslotse.de', host: 'www.hauslotse.de' }, allowMissing: false, expected: true },
    { label: 'same host with port', headers: { origin: 'http://localhost:3000', host: 'localhost:3000' }, allowMissing: false, expected: true },
    { label: 'same host behind a trusted proxy (x-forwarded-host)', headers: { origin: 'https://www.hauslotse.de', host: '10.0.0.5:3000', 'x-forwarded-host': 'www.hauslotse.de' }, allowMissing: false, expected: true, trustProxy: true },
    { label: 'x-forwarded-host without a trusted proxy is ignored', headers: { origin: 'https://www.hauslotse.de', host: '10.0.0.5:3000', 'x-forwarded-host': 'www.hauslotse.de' }, allowMissing: false, expected: false, trustProxy: false },
    { label: 'forged x-forwarded-host naming the foreign origin, no trusted proxy', headers: { origin: 'https://evil.example', host: 'www.hauslotse.de', 'x-forwarded-host': 'evil.example' }, allowMissing: true, expected: false, trustProxy: false },
    { label: 'the site’s host over another scheme (https against an http site)', headers: { origin: 'https://localhost:3000', host: 'localhost:3000' }, allowMissing: false, expected: false },
    { label: 'the production host over plain http', headers: { origin: 'http://www.hauslotse.de', host: 'www.hauslotse.de' }, allowMissing: false, expected: false },
    { label: 'behind a trusted proxy terminating TLS (x-forwarded-proto https)', headers: { origin: 'https://www.hauslotse.de', host: '10.0.0.5:3000', 'x-forwarded-host': 'www.hauslotse.de', 'x-forwarded-proto': 'https' }, allowMissing: false, expected: true, trustProxy: true },
    { label: 'behind a trusted proxy, plain http origin for an https request', headers: { origin: 'http://www.hauslotse.de', host: '10.0.0.5:3000', 'x-forwarded-host': 'www.hauslotse.de', 'x-forwarded-proto': 'https' }, allowMissing: false, expected: false, trustProxy: true },
    { label: 'upper-case host', headers: { origin: 'https://www.hauslotse.de', host: 'WWW.Hauslotse.DE' }, allowMissing: false, expected: true },
    { label: 'foreign origin', headers: { origin: 'https://evil.example', host: 'www.hauslotse.de' }, allowMissing: true, expected: false },
    { label: 'look-alike subdomain', headers: { origin: 'https://www.hauslotse.de.evil.example', host: 'www.hauslotse.de' }, allowMissing: true, expected: false },
    { label: 'sibling subdomain', headers: { origin: 'https://rente.hauslotse.de', host: 'www.hauslotse.de' }, allowMissing: true, expected: false },
    { label: 'same host, other port', headers: { origin: 'http://localhost:4000', host: 'localhost:3000' }, allowMissing: true, expected: false },
    { label: "opaque origin 'null'", headers: { origin: 'null', host: 'www.hauslotse.de' }, allowMissing: true, expected: false },
    { label: 'unparsable origin', headers: { origin: 'not a url', host: 'www.hauslotse.de' }, allowMissing: true, expected: false },
    { label: 'missing origin, allowMissing true', headers: { host: 'www.hauslotse.de' }, allowMissing: true, expected: true },
    { label: 'missing origin, allowMissing false', headers: { host: 'www.hauslotse.de' }, allowMissing: false, expected: false },
  ])('$label → $expected', ({ headers, allowMissing, expected, trustProxy = false }) => {
    expect(isSameOrigin(request(headers), { allowMissing, trustProxy })).toBe(expected);
  });
});

describe('the query endpoint grants no cross-origin reads', () => {
  // The content endpoint takes the same ENDPOINT_OPTIONS (cors: false); its route is not imported here because
  // tests/db/content-graphql.test.ts points its store at fixtures, and test files share loaded modules.
  test('no Access-Control-Allow-Origin, not even for its own origin, and another scheme is refused', async () => {
    const { POST } = await import('@/app/api/graphql/route');
    const send = (origin: string) =>
      POST(new Request('http://localhost:3000/api/graphql', { method: 'POST', headers: { 'content-type': 'application/json', origin, host: 'localhost:3000' }, body: JSON.stringify({ query: '{ __typename }' }) }));
    const own = await send('http://localhost:3000');
    expect(own.status).toBe(200);
    expect(own.headers.get('access-control-allow-origin')).toBeNull();
    expect(own.headers.get('access-control-allow-credentials')).toBeNull();
    const otherScheme = await send('https://localhost:3000');
    expect(otherScheme.headers.get('access-control-allow-origin')).toBeNull();
    expect(otherScheme.status).toBe(403);
  });
});
