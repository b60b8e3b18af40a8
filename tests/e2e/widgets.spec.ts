/**
 * The partner widgets (issue 29, ADR 044), embedded the way a partner embeds them: a static page on a second
 * local origin (http://127.0.0.1:PORT+11, registered for the e2e partner by tests/support/e2e-fixtures.ts; the
 * site is http://localhost:PORT, another origin) embeds each widget by script and one by plain iframe. The widget
 * sizes itself and follows its content; a request sent inside it carries the partner and the page (staff see it)
 * and the page gets `hauslotse:lead-submitted`; the widgets ask nothing of a third party. The same page on an
 * origin nobody registered (PORT+12) gets the frame refused by the browser (frame-ancestors) and keeps the link.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { BASE_URL } from '../../playwright.config';
import { axeFor } from '../support/axe';
import { e2eFixtures, signInStaff } from '../support/staff-login';
import { expect, test, type Browser, type FrameLocator, type Page } from '../support/playwright';
import { uniqueAddress } from '../support/e2e-choice';

const SITE = new URL(BASE_URL).origin;
const PORT = Number(new URL(BASE_URL).port);
const WIDGETS = ['mortgage-calculator', 'rates', 'purchase-request', 'refinance-request', 'certificate-request'] as const;
const serious = (violations: { impact?: string | null }[]) => violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');

/** A partner's page: every widget by script, the rates table once more by plain iframe, and a listener. */
function partnerPage(key: string): string {
  const scripts = WIDGETS.map((w) => {
    const options = w === 'rates' ? ' data-place="hamburg" data-price="450000"' : w === 'mortgage-calculator' ? ' data-price="450000" data-accent="blue"' : '';
    return `<section><h2>${w}</h2><script src="${SITE}/widgets/v1.js" data-hauslotse-widget="${w}" data-partner="${key}" data-lang="de"${options} async></script></section>`;
  }).join('\n');
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Makler Testseite</title></head><body>
<h1>Makler Testseite</h1>
<script>window.leadEvents = []; window.addEventListener('hauslotse:lead-submitted', (e) => window.leadEvents.push(e.detail));</script>
${scripts}
<section><h2>plain</h2><iframe id="plain" src="${SITE}/de/widget/rates/${key}?place=berlin" title="Bauzinsen von Hauslotse" style="width:100%;height:700px;border:0"><a href="${SITE}/de/baufinanzierung">Bauzinsen bei Hauslotse</a></iframe></section>
</body></html>`;
}

/** A static HTTP server on 127.0.0.1:port answering every GET with the page. */
async function staticServer(port: number, html: string): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(html);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  expect((server.address() as AddressInfo).port).toBe(port);
  return server;
}

let partnerOrigin = '';
let key = '';

test.beforeAll(() => {
  const fixture = e2eFixtures().widgetPartner;
  key = fixture.key;
  partnerOrigin = fixture.origin;
  expect(partnerOrigin).toBe(`http://127.0.0.1:${PORT + 11}`);
});

/** The partner page on its own port for the length of one test (each test that needs one has its own port). */
async function servingPartnerPage<T>(port: number, run: () => Promise<T>): Promise<T> {
  const server = await staticServer(port, partnerPage(key));
  try {
    return await run();
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

const frameOf = (page: Page, widget: string) => page.locator(`[data-hauslotse-box="${widget}"] iframe`);

/** The purchase request's first three steps in a widget frame, answered the same way each time. */
async function answerPurchaseSteps(form: FrameLocator) {
  await form.getByLabel('Kaufpreis').fill('425.000');
  await form.getByLabel('Ort der Immobilie').fill('10115');
  await form.getByRole('button', { name: 'Weiter' }).click();
  await expect(form.getByTestId('step-indicator')).toHaveText('Schritt 2 von 4');
  await form.getByLabel('Dein Eigenkapital').fill('80000');
  await form.getByLabel('4.000 bis 6.000 €').check();
  await form.getByRole('button', { name: 'Weiter' }).click();
  await expect(form.getByTestId('step-indicator')).toHaveText('Schritt 3 von 4');
  await form.getByLabel('innerhalb von 3 Monaten').check();
  await form.getByRole('button', { name: 'Weiter' }).click();
}

test('the widget page names exactly the partner\'s origins in frame-ancestors and sends no X-Frame-Options; an unknown key gets none', async ({ request }) => {
  const own = await request.get(`/de/widget/rates/${key}?place=hamburg`);
  expect(own.status()).toBe(200);
  expect(own.headers()['content-security-policy']).toContain(`frame-ancestors ${partnerOrigin};`);
  expect(own.headers()['x-frame-options']).toBeUndefined();
  const unknown = await request.get('/de/widget/rates/AAAAAAAAAAAAAAAAAAAAAA');
  expect(unknown.headers()['content-security-policy']).toContain(`frame-ancestors 'none'`);
  // Every other page stays unframeable.
  const library = await request.get('/de/widget-bibliothek');
  expect(library.headers()['content-security-policy']).toContain(`frame-ancestors 'none'`);
  expect(library.headers()['x-frame-options']).toBe('DENY');
  const loader = await request.get('/widgets/v1.js');
  expect(loader.headers()['content-type']).toMatch(/javascript/);
  expect(loader.headers()['cross-origin-resource-policy']).toBe('cross-origin');
});

test('on a registered partner page: each widget by script and by iframe, sized to its content, a request carries the partner, the page hears of it, nothing from third parties', async ({ browser }) => {
  test.setTimeout(300_000);
  await servingPartnerPage(PORT + 11, () => registeredPage(browser));
});

async function registeredPage(browser: Browser) {
  const context = await browser.newContext();
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': `192.0.2.${100 + (process.pid % 50)}` });
  const page = await context.newPage();
  const requests: { url: string; frame: string }[] = [];
  page.on('request', (r) => {
    let frame = '';
    try {
      frame = r.frame().url();
    } catch {
      frame = '';
    }
    requests.push({ url: r.url(), frame });
  });
  await page.goto(`${partnerOrigin}/makler/angebote?visitor=secret`);

  for (const widget of WIDGETS) {
    const frame = frameOf(page, widget);
    await frame.scrollIntoViewIfNeeded();
    await expect(frame).toHaveAttribute('title', /Hauslotse/);
    await expect(frame).toHaveAttribute('loading', 'lazy');
    // The widget runs inside the frame and has reported its height: the fallback link is hidden.
    await expect(frame.contentFrame().locator(`#widget-root[data-widget="${widget}"]`)).toBeVisible({ timeout: 60_000 });
    await expect(page.locator(`[data-hauslotse-box="${widget}"] [data-hauslotse-fallback]`)).toBeHidden({ timeout: 30_000 });
    // The frame is as tall as the widget's content (not the loader's first 480 px).
    await expect
      .poll(async () => {
        const outer = await frame.evaluate((el) => el.getBoundingClientRect().height);
        const inner = await frame.contentFrame().locator('#widget-root').evaluate((el) => el.getBoundingClientRect().height);
        return Math.abs(outer - Math.ceil(inner));
      }, { timeout: 20_000, message: `${widget}: frame height follows the content` })
      .toBeLessThanOrEqual(1);
  }
  await expect(frameOf(page, 'rates').contentFrame().getByTestId('compact-rates')).toContainText('Hamburg');
  await expect(frameOf(page, 'mortgage-calculator').contentFrame().locator('#widget-root')).toHaveAttribute('style', /--color-brand-700:\s*#264d7c/);
  // The plain iframe: the widget renders inside it too (no script on the partner's side).
  await page.locator('#plain').scrollIntoViewIfNeeded();
  await expect(page.frameLocator('#plain').getByTestId('compact-rates')).toContainText('Berlin', { timeout: 60_000 });

  // The purchase request grows with its errors, and the frame with it.
  const frame = frameOf(page, 'purchase-request');
  const form = frame.contentFrame();
  await frame.scrollIntoViewIfNeeded();
  const before = await frame.evaluate((el) => el.getBoundingClientRect().height);
  await form.getByRole('button', { name: 'Weiter' }).click();
  await expect(form.getByTestId('request-errors')).toBeVisible();
  await expect.poll(() => frame.evaluate((el) => el.getBoundingClientRect().height), { timeout: 20_000, message: 'the frame grows with the errors' }).toBeGreaterThan(before + 20);

  // A request through the widget: the steps stay inside the frame, no cookie is needed.
  const address = uniqueAddress('widget');
  await answerPurchaseSteps(form);
  await expect(form.getByTestId('step-indicator')).toHaveText('Schritt 4 von 4');
  await form.getByLabel('Vorname').fill('Wanda');
  await form.getByLabel('Nachname').fill('Widget');
  await form.getByLabel('E-Mail', { exact: true }).fill(address);
  const consent = form.getByLabel(/Ich stimme den AGB zu/);
  await expect(async () => {
    await consent.check({ timeout: 3000 });
    await expect(consent).toBeChecked({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await form.getByRole('button', { name: 'Anfrage abschicken' }).click();
  await expect(form.getByTestId('widget-request-sent')).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => page.evaluate(() => (window as unknown as { leadEvents: unknown[] }).leadEvents), { timeout: 20_000 }).toEqual([{ widget: 'purchase-request', kind: 'purchase' }]);
  expect(await context.cookies(SITE), 'the embedded flow sets no cookie').toEqual([]);

  // Nothing but the partner's page and the site; the widgets' own requests go to the site only.
  const origins = new Set(requests.map((r) => new URL(r.url).origin));
  expect([...origins].filter((o) => o !== SITE && o !== partnerOrigin && !o.startsWith('data:'))).toEqual([]);
  for (const r of requests.filter((q) => q.frame.startsWith(`${SITE}/`))) expect(new URL(r.url).origin, r.url).toBe(SITE);
  // The embedding page's query (which may hold a visitor's data) never reaches the site.
  for (const r of requests.filter((q) => q.url.startsWith(SITE))) expect(r.url, r.url).not.toContain('secret');
  await context.close();

  // Staff see where the request came from.
  const staffContext = await browser.newContext({ baseURL: BASE_URL });
  const staff = await staffContext.newPage();
  await signInStaff(staff, 'widgetsAdmin');
  await staff.goto(`/de/team/leads?q=${encodeURIComponent(address)}`);
  await staff.getByTestId('lead-list').getByRole('link', { name: 'Wanda Widget' }).click();
  await expect(staff.getByTestId('request-partner')).toHaveText(`über Partner E2E Makler GmbH (${partnerOrigin}/makler/angebote)`);
  await staffContext.close();
}

test('without JavaScript, a request refused in a partner\'s frame comes back with the contact details typed; once sent, they are deleted', async ({ browser }) => {
  test.setTimeout(120_000);
  const partner = e2eFixtures().plainFramePartner;
  // The partner frames the request widget without any script of its own, and the visitor's browser runs none.
  const html = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Makler ohne Skript</title></head><body><h1>Makler ohne Skript</h1>
<iframe id="request" src="${SITE}/de/widget/purchase-request/${partner.key}" title="Finanzierungsanfrage von Hauslotse" style="width:100%;height:1600px;border:0"></iframe></body></html>`;
  const server = await staticServer(Number(new URL(partner.origin).port), html);
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': `192.0.2.${150 + (process.pid % 50)}` });
    const page = await context.newPage();
    await page.goto(`${partner.origin}/makler/anfrage`);
    const form = page.frameLocator('#request');
    await answerPurchaseSteps(form);
    await expect(form.getByTestId('step-indicator')).toHaveText('Schritt 4 von 4');

    // A mistyped address: the server refuses it, and the frame shows the step again with everything typed.
    const address = uniqueAddress('ohne.skript');
    await form.getByLabel('Vorname').fill('Otto');
    await form.getByLabel('Nachname').fill('Ohneskript');
    await form.getByLabel('E-Mail', { exact: true }).fill(address.replace('@', ' at '));
    await form.getByLabel(/Ich stimme den AGB zu/).check();
    await form.getByRole('button', { name: 'Anfrage abschicken' }).click();
    await expect(form.getByTestId('request-errors')).toBeVisible();
    await expect(form.getByLabel('Vorname')).toHaveValue('Otto');
    await expect(form.getByLabel('Nachname')).toHaveValue('Ohneskript');
    await expect(form.getByLabel('E-Mail', { exact: true })).toHaveValue(address.replace('@', ' at '));
    // Kept for this partner's frame only: a partitioned cookie, never one the site itself would see.
    const kept = (await context.cookies(SITE)).filter((c) => c.name.includes('widget_request_draft'));
    expect(kept.map((c) => [c.httpOnly, c.sameSite, c.secure, c.partitionKey !== undefined])).toEqual([[true, 'None', true, true]]);

    await form.getByLabel('E-Mail', { exact: true }).fill(address);
    await form.getByLabel(/Ich stimme den AGB zu/).check();
    await form.getByRole('button', { name: 'Anfrage abschicken' }).click();
    await expect(form.getByTestId('widget-request-sent')).toBeVisible({ timeout: 30_000 });
    expect((await context.cookies(SITE)).filter((c) => c.name.includes('widget_request_draft')), 'the draft is deleted once the request is stored').toEqual([]);

  } finally {
    await context.close();
    await new Promise((resolve) => server.close(resolve));
  }
});

test('on a page whose origin is not registered, the browser refuses the frame and the link to the site stays', async ({ page }) => {
  await servingPartnerPage(PORT + 12, () => refusedPage(page));
});

async function refusedPage(page: Page) {
  const other = `http://127.0.0.1:${PORT + 12}`;
  const answered = page.waitForResponse((r) => r.url().startsWith(`${SITE}/de/widget/rates/`));
  await page.goto(`${other}/`);
  await frameOf(page, 'rates').scrollIntoViewIfNeeded();
  const response = await answered;
  // The site answered, but its policy names only the partner's registered origin.
  expect(response.headers()['content-security-policy']).toContain(`frame-ancestors ${partnerOrigin};`);
  await page.waitForTimeout(3000);
  const frame = await (await frameOf(page, 'rates').elementHandle())!.contentFrame();
  expect(await frame!.locator('#widget-root').count(), 'the widget never renders inside the refused frame').toBe(0);
  const fallback = page.locator('[data-hauslotse-box="rates"] [data-hauslotse-fallback] a');
  await expect(fallback).toBeVisible();
  await expect(fallback).toHaveAttribute('href', `${SITE}/de/baufinanzierung?utm_source=partner-widget&utm_medium=widget&utm_campaign=${key}`);
}

test('the widget library shows each widget live with its snippets and options, accessible at 360 px', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/de/widget-bibliothek');
  await expect(page.getByTestId('widget-demo-note')).toContainText('Demo-Partner');
  for (const widget of WIDGETS) {
    const section = page.getByTestId(`widget-library-${widget}`);
    await expect(section.getByTestId(`snippet-script-${widget}`)).toContainText(`data-hauslotse-widget="${widget}"`);
    await expect(section.getByTestId(`snippet-iframe-${widget}`)).toContainText(`/de/widget/${widget}/YOUR_PARTNER_KEY`);
    await expect(section.getByRole('table')).toContainText('data-accent');
    await expect(section.getByTestId(`copy-script-${widget}`)).toBeVisible();
  }
  const demo = page.getByTestId('widget-demo-rates').locator('iframe');
  await demo.scrollIntoViewIfNeeded();
  await expect(demo.contentFrame().getByTestId('compact-rates')).toContainText('Hamburg', { timeout: 60_000 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(serious((await axeFor(page).exclude('iframe').analyze()).violations)).toEqual([]);
});
