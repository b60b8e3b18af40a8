/**
 * The client address for per-IP rate limits (src/lib/client-ip.ts).
 */
import { afterEach, describe, expect, test, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

async function clientIpWith(trustProxy: 'true' | 'false') {
  vi.stubEnv('TRUST_PROXY', trustProxy);
  vi.resetModules();
  return (await import('@/lib/client-ip')).clientIp;
}

const request = (headers: Record<string, string>) => new Request('http://localhost/api/auth/login-link', { method: 'POST', headers });

describe('clientIp', () => {
  test.each<{ label: string; trust: 'true' | 'false'; headers: Record<string, string>; expected: string }>([
    { label: 'the address server.mjs took from the socket', trust: 'false', headers: { 'x-client-ip': '192.0.2.7' }, expected: '192.0.2.7' },
    { label: 'X-Forwarded-For is ignored without a trusted proxy', trust: 'false', headers: { 'x-client-ip': '192.0.2.7', 'x-forwarded-for': '203.0.113.1' }, expected: '192.0.2.7' },
    { label: 'behind a trusted proxy: the first X-Forwarded-For value', trust: 'true', headers: { 'x-client-ip': '10.0.0.2', 'x-forwarded-for': '203.0.113.1, 10.0.0.9' }, expected: '203.0.113.1' },
    { label: 'behind a trusted proxy without the header: the socket', trust: 'true', headers: { 'x-client-ip': '10.0.0.2' }, expected: '10.0.0.2' },
    { label: 'nothing known', trust: 'false', headers: {}, expected: 'unknown' },
  ])('$label → $expected', async ({ trust, headers, expected }) => {
    expect((await clientIpWith(trust))(request(headers))).toBe(expected);
  });
});
