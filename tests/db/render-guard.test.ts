/**
 * PDFs are rendered once per input and day, at most 30 a minute per client, one at a time per instance (issue 27
 * point 8): the same request is answered from memory, the 31st new render of a client within a minute is a 429
 * with Retry-After, another client is not affected.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import { guardedRender, renderKey, RENDER_RATE_LIMIT } from '@/features/security/render-guard';
import { useMemoryAppDb } from '../support/app-db';

beforeAll(async () => {
  await useMemoryAppDb();
});

const NOW = new Date('2026-11-27T10:00:00Z');
const request = (query: string, ip = '198.51.100.7') => new Request(`http://localhost/api/pension/pdf?${query}`, { headers: { 'x-client-ip': ip } });

describe('guardedRender', () => {
  test('the key: path, the query in any order, and the day', () => {
    expect(renderKey(request('b=2&a=1'), '2026-11-27')).toBe(renderKey(request('a=1&b=2'), '2026-11-27'));
    expect(renderKey(request('a=1'), '2026-11-27')).not.toBe(renderKey(request('a=1'), '2026-11-28'));
  });

  test('the same input is rendered once; a client’s renders are limited per minute; another client is not affected', async () => {
    let renders = 0;
    const render = async () => {
      renders++;
      return new Uint8Array([37, 80, 68, 70]);
    };
    const first = await guardedRender(request('age=40'), render, {}, NOW);
    const again = await guardedRender(request('age=40'), render, {}, NOW);
    expect([first.ok && first.cached, again.ok && again.cached, renders]).toEqual([false, true, 1]);
    for (let i = 1; i < RENDER_RATE_LIMIT.limit; i++) expect((await guardedRender(request(`age=${41 + i}`), render, {}, NOW)).ok).toBe(true);
    const refused = await guardedRender(request('age=99'), render, {}, NOW);
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.response.status).toBe(429);
      expect(Number(refused.response.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(renders).toBe(RENDER_RATE_LIMIT.limit);
    expect((await guardedRender(request('age=99', '203.0.113.5'), render, {}, NOW)).ok).toBe(true);
  });

  test('renders run one after another on an instance', async () => {
    let running = 0;
    let most = 0;
    const slow = async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 20));
      running--;
      return new Uint8Array([1]);
    };
    await Promise.all([1, 2, 3].map((n) => guardedRender(request(`serial=${n}`, `192.0.2.${n}`), slow, {}, NOW)));
    expect(most).toBe(1);
  });
});
