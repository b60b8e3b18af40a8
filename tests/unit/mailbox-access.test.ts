import { describe, expect, test } from 'vitest';
import { mailboxAllowed, type MailboxRequest } from '@/features/email/mailbox-access';
import { requestCookies } from '@/lib/request-cookies';

const local: MailboxRequest = { host: 'localhost:3000', clientIp: '127.0.0.1', forwardedFor: null, smtpConfigured: false, development: false };

describe('the local mailbox is shown only to this machine, and never with SMTP', () => {
  test.each([
    { label: 'localhost from 127.0.0.1', r: local, allowed: true },
    { label: 'IPv6 loopback', r: { ...local, host: '[::1]:3000', clientIp: '::1' }, allowed: true },
    { label: 'SMTP configured', r: { ...local, smtpConfigured: true }, allowed: false },
    { label: 'another client address', r: { ...local, clientIp: '192.0.2.7' }, allowed: false },
    { label: 'a public host name (a reverse proxy on this machine)', r: { ...local, host: 'www.hauslotse.de' }, allowed: false },
    { label: 'a forwarded request', r: { ...local, forwardedFor: '192.0.2.7' }, allowed: false },
    { label: 'no socket address in production', r: { ...local, clientIp: null }, allowed: false },
    { label: 'no socket address under next dev', r: { ...local, clientIp: null, development: true }, allowed: true },
    { label: 'no host', r: { ...local, host: null }, allowed: false },
  ])('$label → $allowed', ({ r, allowed }) => {
    expect(mailboxAllowed(r)).toBe(allowed);
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
