/**
 * What follows the run-time environment of the production server (issue 27):
 * - HSTS (point 3): the same build sends it when the server starts with ENABLE_HSTS=true (behind a TLS-terminating
 *   proxy) and not when it serves plain http without it (the e2e server);
 * - the local mailbox (point 7): without SMTP_URL it answers a request from this machine, though Next adds an
 *   X-Forwarded-For to every request; a request a proxy forwarded still gets the 404.
 */
import { expect, test } from '../support/playwright';
import { startClockServer, type ClockServer } from '../support/clock-server';
import { BASE_URL } from '../../playwright.config';

const PORT = Number(new URL(BASE_URL).port) + 3;
// One server on one port: the file's tests run in one worker (with fullyParallel, each worker would run beforeAll
// and start a second server on the same port, which fails with EADDRINUSE).
test.describe.configure({ mode: 'serial' });
let server: ClockServer;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startClockServer(PORT, '2026-11-27T10:00:00Z', { ENABLE_HSTS: 'true' });
});
test.afterAll(async () => {
  test.setTimeout(90_000);
  await server?.stop();
});

test('a server started with ENABLE_HSTS=true sends Strict-Transport-Security on pages and the API; the plain-http e2e server does not', async ({ request }) => {
  for (const path of ['/en', '/api/health']) {
    const withHsts = await fetch(`${server.baseURL}${path}`);
    expect(withHsts.headers.get('strict-transport-security'), path).toBe('max-age=63072000; includeSubDomains; preload');
    const plain = await request.get(path);
    expect(plain.headers()['strict-transport-security'], path).toBeUndefined();
  }
});

test('without SMTP the local mailbox answers this machine; a forwarded request gets the 404', async () => {
  const local = await fetch(`${server.baseURL}/en/mailbox`);
  expect(local.status).toBe(200);
  const forwarded = await fetch(`${server.baseURL}/en/mailbox`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
  expect(forwarded.status).toBe(404);
  const spoofed = await fetch(`${server.baseURL}/en/mailbox`, { headers: { 'x-client-forwarded': '0', forwarded: 'for=203.0.113.9' } });
  expect(spoofed.status).toBe(404);
  // A same-host proxy that sets only one of the other forwarding headers (known debt 3).
  for (const header of ['x-real-ip', 'x-client-ip', 'true-client-ip', 'cf-connecting-ip']) {
    const proxied = await fetch(`${server.baseURL}/en/mailbox`, { headers: { [header]: '203.0.113.9' } });
    expect(proxied.status, header).toBe(404);
  }
});
