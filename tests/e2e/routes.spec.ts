import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/playwright';
import { enumerateRoutePaths } from '../../src/i18n/paths';
import { LOCALES } from '../../src/i18n/routes';

const ALL = enumerateRoutePaths();

function attr(html: string, re: RegExp): string | null {
  return re.exec(html)?.[1] ?? null;
}

test.describe('every route of the table, both locales', () => {
  // One test per route (all parameter values inside), so a failure names the route.
  const byRoute = new Map<string, typeof ALL>();
  for (const entry of ALL) byRoute.set(entry.route.name, [...(byRoute.get(entry.route.name) ?? []), entry]);

  // The local mailbox exists only without SMTP and for requests from this machine: a 404 on this server
  // (tests/e2e/staff.spec.ts checks that).
  byRoute.delete('mailbox');
  for (const [name, entries] of byRoute) {
    test(`${name}: 200, lang, h1, canonical and hreflang alternates`, async ({ request, baseURL }) => {
      for (const { paths } of entries) {
        for (const locale of LOCALES) {
          const res = await request.get(paths[locale], { maxRedirects: 0 });
          expect(res.status(), paths[locale]).toBe(200);
          const html = await res.text();
          expect(attr(html, /<html[^>]*\slang="([^"]+)"/), paths[locale]).toBe(locale);
          expect(html, paths[locale]).toMatch(/<h1[\s>]/);
          expect(html, paths[locale]).toContain(`<link rel="canonical" href="${baseURL}${paths[locale]}"`);
          for (const l of LOCALES) {
            expect(html, `${paths[locale]} hreflang ${l}`).toContain(`hrefLang="${l}" href="${baseURL}${paths[l]}"`);
          }
          expect(html, `${paths[locale]} x-default`).toContain('hrefLang="x-default"');
        }
      }
    });
  }
});

test.describe('redirects', () => {
  test('the pension gap calculator answers 301 to the retirement calculator in both locales', async ({ request }) => {
    for (const [from, to] of [
      ['/en/pension-gap-calculator', '/en/retirement-calculator-germany'],
      ['/de/pension-gap-calculator', '/de/altersvorsorge-rechner'],
      ['/de/rentenluecke-rechner', '/de/altersvorsorge-rechner'],
    ]) {
      const res = await request.get(from!, { maxRedirects: 0 });
      expect(res.status(), from).toBe(301);
      expect(new URL(res.headers().location!, 'http://x').pathname).toBe(to);
    }
  });

  test('/ sends the visitor to their language', async ({ request }) => {
    const en = await request.get('/', { maxRedirects: 0, headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    expect(new URL(en.headers().location!, 'http://x').pathname).toBe('/en');
    const de = await request.get('/', { maxRedirects: 0, headers: { 'accept-language': 'de-DE,de;q=0.9' } });
    expect(new URL(de.headers().location!, 'http://x').pathname).toBe('/de');
  });

  test('a German slug under /en goes to the English page', async ({ request }) => {
    const res = await request.get('/en/ueber-uns', { maxRedirects: 0 });
    expect([301, 302, 307, 308]).toContain(res.status());
    expect(new URL(res.headers().location!, 'http://x').pathname).toBe('/en/about');
  });
});

test.describe('bad input never gives a 500', () => {
  test('unknown paths get the 404 page in the visitor’s locale', async ({ request }) => {
    for (const [path, title, lang] of [
      ['/en/no-such-page', '404 Not Found', 'en'],
      ['/de/gibt-es-nicht', '404 – Seite nicht gefunden', 'de'],
      ['/en/mortgage-rates-germany/atlantis', '404 Not Found', 'en'],
      ['/de/baufinanzierung/bayern/hamburg', '404 – Seite nicht gefunden', 'de'],
      ['/en/appointment/carrier-pigeon', '404 Not Found', 'en'],
      ['/en/german-mortgage-calculator/hypothekenrechner', '404 Not Found', 'en'],
    ] as const) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(404);
      const html = await res.text();
      expect(html, path).toContain(`lang="${lang}"`);
      expect(html, path).toContain(title);
      // The whole site frame: header navigation and footer, so the visitor can go on from here.
      expect(html, path).toMatch(/<header[\s>]/);
      expect(html, path).toMatch(/<footer[\s>]/);
    }
  });

  test('a page carries its header and footer once (no second frame for the not-found fallbacks)', async ({ request }) => {
    for (const path of ['/en/german-mortgage-calculator', '/de/baufinanzierung/bayern/muenchen', '/en']) {
      const html = await (await request.get(path)).text();
      // Server HTML plus the React payload: one footer each, i.e. at most two occurrences of its CTA title.
      expect(html.split('footer-cta-title').length - 1, path).toBeLessThanOrEqual(2 * 2);
      const skipLink = path.startsWith('/de') ? 'Zum Inhalt springen' : 'Skip to content';
      expect(html.split(skipLink).length - 1, path).toBe(2);
    }
  });

  test('a missing blog category names the category and leads back to the blog', async ({ request }) => {
    const res = await request.get('/en/mortgage-tips/space-travel');
    expect(res.status()).toBe(404);
    const html = await res.text();
    expect(html).toContain('404 - Category not found');
    expect(html).toContain('We cannot find the category space-travel');
    expect(html).toContain('href="/en/mortgage-tips"');
  });

  test('malformed URLs, odd query strings and oversized headers', async ({ request }) => {
    for (const path of ['/en/%E0%A4%A', '/%C0%AF', '/de/%']) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(404);
    }
    for (const path of ['/en?%%%=1&a[]=<script>', '/de/ueber-uns?utm_source=%F0%9F%98%80&x=' + 'y'.repeat(2000), '/en/about?signup&flow=']) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBeLessThan(500);
    }
    const big = await request.get('/en', { headers: { 'x-filler': 'a'.repeat(20_000) } });
    expect(big.status()).toBe(431);
  });
});

test.describe('headers, robots and sitemap', () => {
  test('pages carry a hash CSP without unsafe-inline or nonces, and the security headers', async ({ request }) => {
    const res = await request.get('/de');
    const h = res.headers();
    const csp = h['content-security-policy']!;
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'))!;
    expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
    expect(scriptSrc).not.toContain('nonce-');
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // A cacheable page carries no nonce: the same bytes serve every visitor.
    expect(await res.text()).not.toMatch(/\snonce="/);
  });

  test('robots.txt points to the sitemap; the sitemap lists every public page in both locales with alternates', async ({ request, baseURL }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    const xml = await (await request.get('/sitemap.xml')).text();
    for (const { route, paths } of ALL) {
      if (!route.sitemap) {
        expect(xml).not.toContain(`<loc>${baseURL}${paths.en}</loc>`);
        continue;
      }
      for (const l of LOCALES) expect(xml, paths[l]).toContain(`<loc>${baseURL}${paths[l]}</loc>`);
    }
    expect(xml).toContain('hreflang="de"');
    expect(xml).toContain('hreflang="x-default"');
  });
});

test('the scripts every page runs at start carry the compile hint, so Chromium compiles them off the main thread', async ({ request }) => {
  const manifest = JSON.parse(fs.readFileSync(path.join(process.cwd(), '.next/build-manifest.json'), 'utf8')) as { rootMainFiles: string[] };
  const html = await (await request.get('/de/baufinanzierungsrechner')).text();
  // Named by the page's script loader (ADR 022).
  const scripts = [...html.matchAll(/"\/_next\/(static\/chunks\/[\w.-]+\.js)"/g)].map((m) => m[1]!);
  const startup = scripts.filter((s) => manifest.rootMainFiles.includes(s));
  expect(startup.length).toBeGreaterThan(2);
  for (const file of startup) {
    const body = await (await request.get(`/_next/${file}`)).text();
    expect(body.startsWith('//# allFunctionsCalledOnLoad\n'), file).toBe(true);
  }
});
