/**
 * Pages from the cache (ADR 012): which pages come from Next's cache and which render per request, the hash
 * CSP that allows exactly a page's own inline scripts, the visitor islands that ask after load, and pages
 * without JavaScript.
 */
import { createHash } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '../support/playwright';

/** Public pages: the same for every visitor, rendered once. */
const CACHED = [
  '/en/terms',
  '/de/baufinanzierung-vergleich/bayern/muenchen',
  '/de/impressum',
  '/en/privacy',
  '/en/mortgage-faqs',
  '/en/mortgage-tips',
  '/en/login',
  '/en/criteria/start',
];

/**
 * Pages with the rates (and on the home page the advisors, on the about page the reviews) of the database
 * (ADR 019): rendered per request, kept by the production server while that data stays the same (x-page-copy on a
 * later answer), and public for shared caches for a minute (ADR 012, amendment of issue 47).
 */
const RATES_DATA = [
  '/de',
  '/en',
  '/de/baufinanzierungsrechner',
  '/en/german-mortgage-calculator',
  '/en/german-mortgage-calculator/home-loan-calculator-germany',
  '/de/baufinanzierung/bayern/muenchen',
  '/en/mortgage-rates-germany/bavaria',
  '/en/mortgage-rates-germany',
  '/de/baufinanzierung/zinsentwicklung',
  // The retirement planner's house cards use the model rate of the day (issue 13).
  '/de/altersvorsorge-rechner',
  '/en/retirement-calculator-germany',
  '/de/wie-viel-haus-kann-ich-mir-leisten-rechner.ia',
  '/en/how-much-house-can-i-afford-calculator.ia',
  '/de/mieten-oder-kaufen-rechner.ia',
  '/en/rent-or-buy-in-germany.ia',
  // The about page shows the published reviews (issue 29, ADR 046).
  '/de/ueber-uns',
  '/en/about',
];

/** What shared caches are told about a page that is the same for everyone (ADR 012, amendment of issue 47). */
const PUBLIC = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

/**
 * Data pages with their form's inputs (the home page's calculator, the with-query twins): kept per URL under the
 * data version like the pages without inputs, and public.
 */
const KEPT_PER_URL = [
  '/en?price=500000&savings=100000&loc=BY',
  '/en/german-mortgage-calculator?price=500000&savings=100000',
  '/de/baufinanzierung/bayern/muenchen?price=300000',
  '/en/retirement-calculator-germany?age=40&inc=5200',
  '/en/how-much-house-can-i-afford-calculator.ia?income=6000',
  '/de/mieten-oder-kaufen-rechner.ia?rent=1500',
];

/** Pages that depend on the visitor or on the request: rendered per request, never cached. */
const PER_REQUEST = [
  // Free appointment times (ADR 018) change between requests.
  '/de/termin',
  '/en/appointment/video',
  '/en/account',
  '/de/konto',
  '/en/account/refer',
  '/en/appointment/video/confirm',
  '/de/termin/video/bestaetigt',
  '/en/criteria/start?funnel=AF',
  // A parameter that is none of the page's inputs: never kept, whatever else the URL says.
  '/en/german-mortgage-calculator?price=500000&utm_source=news',
];

async function getTwice(request: APIRequestContext, path: string) {
  await request.get(path);
  return request.get(path);
}

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

/** The inline scripts a browser runs (not JSON-LD data blocks, not script files). */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attrs]) => !/\ssrc=/.test(attrs!) && !/type="application\/(ld\+)?json"/.test(attrs!)).map(([, , text]) => text!);
}

function scriptSources(csp: string): string[] {
  return csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src'))!.split(/\s+/).slice(1);
}

test.describe('which pages come from the cache', () => {
  for (const path of CACHED) {
    test(`cached: ${path}`, async ({ request }) => {
      const res = await getTwice(request, path);
      expect(res.status()).toBe(200);
      expect(res.headers()['x-nextjs-cache']).toBe('HIT');
      expect(res.headers()['cache-control']).toMatch(/s-maxage=\d+/);
      expect(res.headers()['cache-control']).not.toMatch(/private|no-store/);
    });
  }

  for (const path of RATES_DATA) {
    test(`rates data: ${path}`, async ({ request }) => {
      const res = await getTwice(request, path);
      expect(res.status()).toBe(200);
      expect(res.headers()['x-page-data']).toBe('rates');
      expect(res.headers()['x-page-copy']).toBe('HIT');
      expect(res.headers()['x-nextjs-cache']).toBeUndefined();
      expect(res.headers()['cache-control']).toBe(PUBLIC);
      expect(res.headers().etag).toMatch(/^W\//);
    });
  }

  for (const path of KEPT_PER_URL) {
    test(`kept per URL: ${path}`, async ({ request }) => {
      const res = await getTwice(request, path);
      expect(res.status()).toBe(200);
      expect(res.headers()['x-page-copy']).toBe('HIT');
      expect(res.headers()['cache-control']).toBe(PUBLIC);
    });
  }

  test('the 404 page is kept per path with its status, public', async ({ request }) => {
    const res = await getTwice(request, '/en/this-page-does-not-exist');
    expect(res.status()).toBe(404);
    expect(res.headers()['x-page-copy']).toBe('HIT');
    expect(res.headers()['cache-control']).toBe(PUBLIC);
  });

  for (const path of PER_REQUEST) {
    test(`per request: ${path}`, async ({ request }) => {
      const res = await getTwice(request, path);
      expect(res.status()).toBeLessThan(500);
      expect(res.headers()['x-nextjs-cache']).toBeUndefined();
      expect(res.headers()['x-page-copy']).toBeUndefined();
      expect(res.headers()['cache-control']).toMatch(/private/);
      expect(res.headers()['cache-control']).toMatch(/no-store/);
    });
  }

  test('pages from Next’s cache tell shared caches the same short policy as the data pages, not Next’s day', async ({ request }) => {
    for (const path of ['/en/terms', '/de/impressum']) {
      const res = await getTwice(request, path);
      expect(res.headers()['cache-control'], path).toBe(PUBLIC);
      expect(res.headers().etag, path).toMatch(/^W\//);
    }
  });

  test('two responses of a cached page are byte-identical, CSP included', async ({ request }) => {
    for (const path of ['/en/terms', '/en/privacy', '/de/impressum']) {
      const a = await getTwice(request, path);
      const b = await request.get(path);
      expect(Buffer.compare(await a.body(), await b.body()), path).toBe(0);
      expect(a.headers()['content-security-policy'], path).toBe(b.headers()['content-security-policy']);
      expect(a.headers().etag, path).toBe(b.headers().etag);
    }
  });

  test('the result of a submitted form is rendered for its inputs, the page without inputs keeps the defaults', async ({ request }) => {
    const withInputs = await (await request.get('/en/german-mortgage-calculator?price=500000&savings=100000&loc=BY')).text();
    expect(withInputs).toContain('value="500000"');
    const cached = await (await getTwice(request, '/en/german-mortgage-calculator')).text();
    expect(cached).toContain('value="425000"');
  });

  test('the per-request twins have no URL of their own', async ({ request }) => {
    const res = await request.get('/en/with-query/german-mortgage-calculator?price=500000');
    expect(res.status()).toBe(404);
  });
});

test.describe('CSP from the page’s own inline scripts', () => {
  for (const path of ['/de', '/en/german-mortgage-calculator', '/de/baufinanzierung/bayern/muenchen', '/en/account', '/en/this-page-does-not-exist']) {
    test(`${path}: script-src allows its own files and exactly its inline scripts`, async ({ request }) => {
      const res = await getTwice(request, path);
      const html = await res.text();
      const expected = [...new Set(inlineScripts(html).map((s) => `'${sha256(s)}'`))].sort();
      expect(expected.length).toBeGreaterThan(0);
      const sources = scriptSources(res.headers()['content-security-policy']!);
      expect(sources[0]).toBe("'self'");
      expect(sources.slice(1).sort()).toEqual(expected);
    });
  }

  test('an injected inline script is blocked; the page still hydrates and works', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    await page.route('**/en/german-mortgage-calculator', async (route) => {
      const response = await route.fetch();
      // Injected into <head>, where React tolerates foreign elements, so that hydration is not disturbed.
      const body = (await response.text()).replace('<head>', '<head><script>window.__injected = true;</script>');
      await route.fulfill({ response, body });
    });
    await page.goto('/en/german-mortgage-calculator');
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    expect(violations.some((v) => /inline script/i.test(v))).toBe(true);
    // The page's own scripts ran: the calculator recalculates when a field changes (loan = price + costs - savings).
    await page.getByLabel('Savings (equity)', { exact: true }).fill('100000');
    await expect(page.getByTestId('calc-loan')).toHaveText(new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(425_000 * 1.08 - 100_000));
  });

  test('the framework hydrates under the policy: no violation, language switch and drawer work', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/en/mortgage-rates-germany/bavaria/munich');
    await expect(page.locator('[data-nav="live"]')).toHaveCount(1);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByTestId('mobile-drawer')).toBeVisible();
    await expect(page.getByTestId('mobile-drawer').getByRole('link', { name: 'Login' })).toBeVisible();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await page.locator('footer summary').click();
    await page.locator('footer').getByRole('link', { name: 'Deutsch', exact: true }).click();
    await expect(page).toHaveURL(/\/de\/baufinanzierung\/bayern\/muenchen$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    expect(violations).toEqual([]);
  });
});

test.describe('visitor islands on cached pages', () => {
  /** Answers /api/visitor with `body`; with `hold`, only once the test calls the function returned. */
  async function visitorAnswer(page: Page, body: object, hold = false): Promise<() => void> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    if (!hold) release();
    await page.route('**/api/visitor', async (route) => {
      await released;
      await route.fulfill({ status: 200, contentType: 'application/json', headers: { 'cache-control': 'private, no-cache' }, body: JSON.stringify(body) });
    });
    return release;
  }

  test('GET /api/visitor: a stranger, private to the visitor, revalidated with its ETag', async ({ request }) => {
    const res = await request.get('/api/visitor');
    expect(res.status()).toBe(200);
    // The bucket seed of the feature flags (ADR 040) and whether this host records analytics (it is PUBLIC_BASE_URL's, ADR 041).
    expect(await res.json()).toEqual({ eligible: false, lead: null, seed: expect.stringMatching(/^[\w-]{22}$/), analytics: true });
    expect(res.headers()['cache-control']).toBe('private, no-cache');
    expect(res.headers().vary).toContain('Cookie');
    const again = await request.get('/api/visitor', { headers: { 'if-none-match': res.headers().etag! } });
    expect(again.status()).toBe(304);
  });

  test('a stranger sees Login in the header; the page asks for the visitor once', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/visitor')) asked.push(r.url());
    });
    await page.goto('/en');
    await expect(page.getByTestId('header-account').getByRole('link', { name: 'Login' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(asked).toHaveLength(1);
  });

  test('logged in: the header of a cached page shows Continue to dashboard and Log out', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await visitorAnswer(page, { eligible: true, lead: { givenName: 'Anna' } });
    await page.goto('/en/terms');
    const account = page.getByTestId('header-account');
    await expect(account.getByRole('link', { name: 'Continue to dashboard' })).toHaveAttribute('href', '/en/account');
    await expect(account.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(account.getByRole('link', { name: 'Login' })).toHaveCount(0);
    // The drawer follows the same answer.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.locator('[data-nav="live"]')).toHaveCount(1);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByTestId('drawer-account').getByRole('button', { name: 'Log out' })).toBeVisible();
  });

  test('until the server answers, the login keeps its place but stays hidden: no wrong state, no shift', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    // The answer is held until the pending state has been checked (no fixed delay).
    const answer = await visitorAnswer(page, { eligible: false, lead: null }, true);
    await page.goto('/en/terms');
    const slot = page.getByTestId('header-account');
    await expect(slot).toHaveAttribute('data-visitor', 'pending');
    await expect(slot.getByRole('link', { name: 'Login' })).toBeHidden();
    const before = await slot.boundingBox();
    const ctaBefore = await page.locator('h1').boundingBox();
    answer();
    await expect(slot).toHaveAttribute('data-visitor', 'anonymous');
    await expect(slot.getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await slot.boundingBox()).toEqual(before);
    expect(await page.locator('h1').boundingBox()).toEqual(ctaBefore);
  });

  test('appointment pages offer a recognised lead the login (desktop button, mobile sub-header); strangers see neither', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/en/appointment');
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('advisor-login')).toHaveCount(0);

    await visitorAnswer(page, { eligible: false, lead: { givenName: 'Anna' } });
    await page.goto('/en/appointment');
    await expect(page.getByTestId('advisor-login')).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByTestId('advisor-login-subheader')).toBeVisible();
    await expect(page.getByTestId('advisor-login-subheader')).toContainText('Log in to pick up where you left off');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a cached page is complete: header with login, content, footer', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/de/baufinanzierung/bayern/muenchen');
    await expect(page.locator('h1')).toContainText('München');
    await expect(page.getByTestId('header-account').getByRole('link', { name: 'Anmelden' })).toBeVisible();
    await expect(page.locator('footer').first()).toBeVisible();
    await expect(page.getByRole('table').first()).toBeVisible();
  });
});

test('a kept-alive connection is still served after 6 s idle (longer than Node’s default 5 s, shorter than a load balancer’s 60 s)', async ({ baseURL }) => {
  const http = await import('node:http');
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = () =>
    new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
      const req = http.get(`${baseURL}/en/terms`, { agent }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket }));
      });
      req.on('error', reject);
    });
  try {
    expect(await get()).toEqual({ status: 200, reused: false });
    await new Promise((r) => setTimeout(r, 6_000));
    // With Node's default keepAliveTimeout the server had closed the socket: a new one, or a reset when the
    // close crossed the request.
    expect(await get()).toEqual({ status: 200, reused: true });
  } finally {
    agent.destroy();
  }
});
