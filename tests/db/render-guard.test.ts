/**
 * PDFs are rendered once per input and day, at most 30 a minute per client (issue 27 point 8), on the instance's PDF
 * worker threads with a bounded queue (issue 47, ADR 047): the same request is answered from memory, the 31st new
 * render of a client within a minute is a 429 with Retry-After, another client is not affected; a request that
 * finds the pool full is a 503 BUSY with Retry-After, and is served again once the queue has drained.
 */
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { GET as getPlan } from '@/app/api/calculator/financing-plan/route';
import { guardedRender, renderKey, RENDER_RATE_LIMIT } from '@/features/security/render-guard';
import { replacePdfRenderPool } from '@/lib/pdf/pool';
import { useMemoryAppDb } from '../support/app-db';
import { gatedPdfPool } from '../support/pdf-gate';
import { pdfText } from '../support/pdf-text';

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

  test('a full PDF pool: the next request is answered 503 BUSY with Retry-After in the site’s error body; once the queue drains it is served', async () => {
    // One thread and two places in the queue; each render waits at the gate until the test opens it.
    const { pool, open } = gatedPdfPool(1, 2);
    const before = replacePdfRenderPool(pool);
    const plan = (price: number, locale: 'de' | 'en', ip: string) =>
      getPlan(new Request(`http://localhost/api/calculator/financing-plan?date=2026-11-21&price=${price}&locale=${locale}`, { headers: { 'x-client-ip': ip } }));
    try {
      const waiting = [1, 2, 3].map((n) => plan(400_000 + n * 1000, 'de', `192.0.2.${10 + n}`));
      await vi.waitFor(() => expect(pool.inFlight).toBe(3));
      for (const locale of ['en', 'de'] as const) {
        const refused = await plan(450_000, locale, '192.0.2.20');
        expect(refused.status).toBe(503);
        const retryAfter = Number(refused.headers.get('retry-after'));
        expect(retryAfter).toBeGreaterThanOrEqual(1);
        expect(refused.headers.get('cache-control')).toBe('no-store');
        expect(refused.headers.get('content-type')).toBe('application/json; charset=utf-8');
        const { error } = await refused.json();
        expect(error).toMatchObject({ code: 'BUSY', field: null, params: { retryAfterSeconds: retryAfter } });
        expect(error.params.message).toMatch(locale === 'en' ? /^We are creating a lot of PDFs at once right now\. Please try again in (a second|\d+ seconds)\.$/ : /^Gerade werden sehr viele PDFs auf einmal erstellt\. Bitte versuch es in (einer Sekunde|\d+ Sekunden) noch einmal\.$/);
      }
      open();
      const served = await Promise.all(waiting);
      expect(served.map((r) => r.status)).toEqual([200, 200, 200]);
      expect(pool.inFlight).toBe(0);
      const again = await plan(450_000, 'en', '192.0.2.20');
      expect(again.status).toBe(200);
      expect(pdfText(new Uint8Array(await again.arrayBuffer()))).toContain('Financing plan');
    } finally {
      open();
      replacePdfRenderPool(before);
      await pool.close();
    }
  });
});
