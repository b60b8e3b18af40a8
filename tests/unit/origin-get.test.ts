import { describe, expect, test } from 'vitest';
import { isSameOriginScriptGet } from '@/lib/origin';

const get = (headers: Record<string, string | undefined>) => new Request('http://localhost:3000/api/v3/delete-cookie', { headers: Object.fromEntries(Object.entries({ host: 'localhost:3000', ...headers }).filter((e): e is [string, string] => e[1] !== undefined)) });

describe('a state-changing GET (spec api/v3) is accepted only from this site\'s own scripts', () => {
  test.each([
    { label: 'fetch from this site (Fetch Metadata)', headers: { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' }, ok: true },
    { label: 'with this site\'s Origin', headers: { origin: 'http://localhost:3000' }, ok: true },
    { label: 'a navigation on this site (link, typed URL)', headers: { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate' }, ok: false },
    { label: 'an image or link on another site', headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors' }, ok: false },
    { label: 'another site\'s Origin', headers: { origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' }, ok: false },
    { label: 'no Fetch Metadata and no Origin', headers: {}, ok: false },
  ])('$label → $ok', ({ headers, ok }) => {
    expect(isSameOriginScriptGet(get(headers))).toBe(ok);
  });
});
