import { describe, expect, test } from 'vitest';
import { wantsJson } from '@/lib/wants-json';

describe('wantsJson', () => {
  test.each([
    { label: 'JSON only (the login dialog, fetch)', accept: 'application/json', expected: true },
    { label: 'JSON among other types', accept: 'text/html, application/json;q=0.9', expected: true },
    { label: 'the header name is case-insensitive', accept: 'application/json', header: 'ACCEPT', expected: true },
    { label: 'a browser form post', accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', expected: false },
    { label: 'anything', accept: '*/*', expected: false },
    { label: 'no Accept header', accept: null, expected: false },
  ])('$label → $expected', ({ accept, header, expected }) => {
    const headers = new Headers();
    if (accept !== null) headers.set(header ?? 'accept', accept);
    expect(wantsJson(new Request('https://example.test/api', { method: 'POST', headers }))).toBe(expected);
  });
});
