import { describe, expect, test } from 'vitest';
import { mailboxAllowed, mailboxAllowedFor, type MailboxRequest } from '@/features/email/mailbox-access';
import { requestCookies } from '@/lib/request-cookies';

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
