/**
 * Known debt 2: the rate model page of the back office warns when the last daily fetch of the Bundesbank curves
 * failed — when, why (translated from the recorded code and figures, with the logged detail) and which curve the
 * rates pages use meanwhile — and says nothing once a fetch succeeded again. The failure is the one the fetch job
 * records in `rate_import_runs`; the notice is rendered with the real messages of both locales.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createTranslator } from 'next-intl';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { freshDatabase } from '../support/databases';
import { seedFixtureRates } from '../support/app-db';
import { runRatesFetch } from '@/features/rates/import/fetch-job';
import { lastFetchRun, recordImportRun, type ImportRun } from '@/features/rates/import/runs';
import { RatesFetchNotice, type RatesFetchNoticeProps } from '@/features/backoffice/components/RatesFetchNotice';
import { messagesFor } from '@/i18n/messages';
import type { Locale } from '@/i18n/routes';

const NOW = new Date('2026-11-23T16:30:00Z');
const SDMX = fs.readFileSync(path.join(process.cwd(), 'tests/fixtures/bundesbank-svensson-sdmx.csv'), 'utf8');
const csvReply = (text: string) => new Response(text, { status: 200, headers: { 'content-type': 'application/vnd.sdmx.data+csv;version=1.0.0;charset=UTF-8' } });

const render = (locale: Locale, run: ImportRun | null, curveDay: string | null = '03.06.2025') => {
  const t = createTranslator({ locale, messages: messagesFor(locale) as never, namespace: 'staff.rates' as never }) as unknown as RatesFetchNoticeProps['t'];
  const num = (n: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(n);
  return renderToStaticMarkup(createElement(RatesFetchNotice, { run, t, when: '23.11.2026, 17:30', curveDay, num }));
};

describe('the rate model page warns when the last daily fetch failed (known debt 2)', () => {
  let h: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    h = await freshDatabase('pglite');
    await seedFixtureRates(h.db);
  }, 60_000);
  afterAll(async () => {
    await h?.dispose();
  });
  const fetchAt = (at: Date, fetch: typeof globalThis.fetch, timeoutMs?: number) => runRatesFetch({ db: h.db, enabled: true, fetch, now: at, log: () => {}, ...(timeoutMs ? { timeoutMs } : {}) });

  test('no fetch yet, or only other imports: no notice', async () => {
    expect(await lastFetchRun(h.db)).toBeNull();
    expect(render('en', null)).toBe('');
    await recordImportRun(h.db, { at: NOW, trigger: 'command', origin: 'files', report: { read: 1, added: 1, alreadyPresent: 0, refused: [] } });
    expect(await lastFetchRun(h.db)).toBeNull();
  });

  test('a failed fetch is recorded and shown: when, why in both languages, the logged detail, the curve in use', async () => {
    expect(await fetchAt(NOW, async () => new Response('busy', { status: 503, statusText: 'Service Unavailable' }))).toMatchObject({ status: 'failed', code: 'http' });
    const run = (await lastFetchRun(h.db))!;
    expect(run).toMatchObject({ trigger: 'fetch', status: 'failed', errorCode: 'http', errorParams: { status: 503 }, error: 'HTTP 503 Service Unavailable' });

    const en = render('en', run);
    expect(en).toContain('data-testid="rates-fetch-failed"');
    expect(en).toContain('role="alert"');
    expect(en).toContain('The last daily fetch of the Bundesbank curves failed (23.11.2026, 17:30)');
    expect(en).toContain('Failed: the Bundesbank answered with HTTP status 503.');
    expect(en).toContain('Detail from the server log: HTTP 503 Service Unavailable');
    expect(en).toContain('Until a fetch succeeds, the rates pages use the newest stored curve, of 03.06.2025.');

    const de = render('de', run);
    expect(de).toContain('Der letzte tägliche Abruf der Bundesbank-Zinskurven ist fehlgeschlagen (23.11.2026, 17:30)');
    expect(de).toContain('Fehlgeschlagen: Die Bundesbank antwortete mit HTTP-Status 503.');
    expect(de).toContain('Angabe im Server-Log: HTTP 503 Service Unavailable');
    expect(de).toContain('rechnen die Zinsseiten mit der neuesten gespeicherten Kurve vom 03.06.2025.');
    expect(render('de', run, null)).toContain('Es ist noch keine Kurve gespeichert');
  });

  test('the newest fetch counts: a later timeout is shown with its seconds as a plain number', async () => {
    const later = new Date(NOW.getTime() + 60_000);
    const hanging: typeof globalThis.fetch = (_url, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)));
    expect(await fetchAt(later, hanging, 50)).toMatchObject({ status: 'failed', code: 'timeout' });
    const run = (await lastFetchRun(h.db))!;
    expect(run.errorCode).toBe('timeout');
    expect(render('en', run)).toContain('the Bundesbank did not answer within 0.05 seconds');
    expect(render('de', run)).toContain('nicht innerhalb von 0,05 Sekunden geantwortet');
  });

  test('once a fetch succeeds again the notice is gone', async () => {
    expect(await fetchAt(new Date(NOW.getTime() + 120_000), async () => csvReply(SDMX))).toMatchObject({ status: 'imported' });
    const run = (await lastFetchRun(h.db))!;
    expect(run.status).toBe('imported');
    expect(render('en', run)).toBe('');
  });
});
