import { describe, expect, test } from 'vitest';
import { mailboxAllowed, mailboxAllowedFor, type MailboxRequest } from '@/features/email/mailbox-access';
import { requestCookies } from '@/lib/request-cookies';
import { carriesForwardingHeader } from '@/lib/forwarding-headers';

const local: MailboxRequest = { host: 'localhost:3000', clientIp: '127.0.0.1', forwarded: false, smtpConfigured: false, development: false };

describe('the local mailbox is shown only to this machine, and never with SMTP', () => {
  test.each([
    { label: 'localhost from 127.0.0.1', r: local, allowed: true },
    { label: 'IPv6 loopback', r: { ...local, host: '[::1]:3000', clientIp: '::1' }, allowed: true },
    { label: 'SMTP configured', r: { ...local, smtpConfigured: true }, allowed: false },
    { label: 'another client address', r: { ...local, clientIp: '192.0.2.7' }, allowed: false },
    { label: 'a public host name (a reverse proxy on this machine)', r: { ...local, host: 'www.hauslotse.de' }, allowed: false },
    { label: 'a forwarded request', r: { ...local, forwarded: true }, allowed: false },
    { label: 'no socket address in production', r: { ...local, clientIp: null }, allowed: false },
    { label: 'no socket address under next dev', r: { ...local, clientIp: null, development: true }, allowed: true },
    { label: 'no host', r: { ...local, host: null }, allowed: false },
  ])('$label → $allowed', ({ r, allowed }) => {
    expect(mailboxAllowed(r)).toBe(allowed);
  });
});

describe('the request as server.mjs marks it', () => {
  test('Next’s own X-Forwarded-For does not hide the local mailbox; a request a proxy forwarded does', () => {
    const env = { NODE_ENV: 'production' };
    const headers = (extra: Record<string, string>) => new Headers({ host: 'localhost:3000', 'x-client-ip': '127.0.0.1', 'x-forwarded-for': '127.0.0.1', ...extra });
    expect(mailboxAllowedFor(headers({ 'x-client-forwarded': '0' }), env)).toBe(true);
    expect(mailboxAllowedFor(headers({ 'x-client-forwarded': '1' }), env)).toBe(false);
    expect(mailboxAllowedFor(headers({ 'x-client-forwarded': '0' }), { ...env, SMTP_URL: 'smtp://127.0.0.1:2525' })).toBe(false);
  });
});

describe('any forwarding header makes a request not local (known debt 3)', () => {
  // What a proxy on this machine may set: it connects from 127.0.0.1 and may keep the Host localhost.
  const FORWARDING = [
    ['X-Real-IP', '203.0.113.9'],
    ['X-Forwarded-For', '203.0.113.9'],
    ['Forwarded', 'for=203.0.113.9'],
    ['X-Forwarded-Host', 'localhost:3000'],
    ['X-Forwarded-Proto', 'https'],
    ['X-Forwarded-Port', '443'],
    ['X-Forwarded-Server', 'proxy'],
    ['X-Forwarded-Ssl', 'on'],
    ['X-Client-IP', '203.0.113.9'],
    ['True-Client-IP', '203.0.113.9'],
    ['CF-Connecting-IP', '203.0.113.9'],
    ['Fastly-Client-IP', '203.0.113.9'],
    ['X-Cluster-Client-IP', '203.0.113.9'],
    ['Via', '1.1 caddy'],
  ] as const;

  test.each(FORWARDING)('server.mjs marks a raw request carrying only %s as forwarded', (name, value) => {
    // Node's raw headers, as the socket delivered them (lower-case names).
    const raw = { host: 'localhost:3000', accept: 'text/html', [name.toLowerCase()]: value };
    expect(carriesForwardingHeader(Object.keys(raw))).toBe(true);
  });

  test('a request straight from this machine carries none', () => {
    expect(carriesForwardingHeader(['host', 'accept', 'user-agent', 'cookie', 'x-requested-with'])).toBe(false);
  });

  test.each(FORWARDING.filter(([name]) => !/^X-Forwarded-(For|Host|Proto|Port)$|^X-Client-IP$/.test(name)))(
    'behind Next, a request carrying %s is refused even when server.mjs did not mark it (and under next dev)',
    (name, value) => {
      const headers = new Headers({ host: 'localhost:3000', 'x-client-ip': '127.0.0.1', 'x-forwarded-for': '127.0.0.1', 'x-forwarded-host': 'localhost:3000', 'x-forwarded-proto': 'http', 'x-forwarded-port': '3000', [name]: value });
      expect(mailboxAllowedFor(new Headers({ ...Object.fromEntries(headers), 'x-client-forwarded': '0' }), { NODE_ENV: 'production' })).toBe(false);
      const dev = new Headers(Object.fromEntries(headers));
      dev.delete('x-client-ip');
      expect(mailboxAllowedFor(dev, { NODE_ENV: 'development' })).toBe(false);
    },
  );

  test('the headers Next and server.mjs add to every request alone keep the mailbox local', () => {
    const headers = new Headers({ host: 'localhost:3000', 'x-client-ip': '127.0.0.1', 'x-forwarded-for': '127.0.0.1', 'x-forwarded-host': 'localhost:3000', 'x-forwarded-proto': 'http', 'x-forwarded-port': '3000', 'x-client-forwarded': '0' });
    expect(mailboxAllowedFor(headers, { NODE_ENV: 'production' })).toBe(true);
  });
});

describe('requestCookies', () => {
  test('reads names and decoded values; the first of two equal names wins; broken encodings stay as sent', () => {
    const jar = requestCookies(new Request('http://localhost/', { headers: { cookie: 'a=1; hl_login=anna%40example.de; a=2; bad=%E0%A4%A; q="quoted"' } }));
    expect(jar.get('a')?.value).toBe('1');
    expect(jar.get('hl_login')?.value).toBe('anna@example.de');
    expect(jar.get('bad')?.value).toBe('%E0%A4%A');
    expect(jar.get('q')?.value).toBe('quoted');
    expect(jar.get('missing')).toBeUndefined();
  });
});
