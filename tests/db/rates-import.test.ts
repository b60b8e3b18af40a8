/**
 * The rates pipeline's import side (issue 11, ADR 019) on PGlite and PostgreSQL: the seed imports the REAL
 * vendored Bundesbank files (7,064 days, none refused) and RATE_MODEL as the first spread set, and only into
 * empty tables; a second import adds nothing; the daily fetch job (with an injected fetch, no network) imports
 * the SDMX-CSV fixture, does nothing when RATES_FETCH is off and says so, and reports a failing fetch instead
 * of crashing; its schedule exists only when on; spread sets are added as new dated rows, never edited.
 */
import fs from 'node:fs';
import path from 'node:path';
import { count } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';
import { rateCurves, rateSpreadSets } from '@/features/rates/tables';
import { BUNDESBANK_SVENSSON } from '@/engine/rates/fixtures';
import { mortgageRate, RATE_MODEL } from '@/engine/rates/model';
import { startBoss, stopBoss } from '@/server/queues';
import { curveOnOrBefore, marketOn, newestCurveDate, spreadSetOn } from '@/features/rates/market-repository';
import { BUNDESBANK_SVENSSON_URL, runRatesFetch, SDMX_CSV_ACCEPT, startRatesFetchWorker, syncRatesFetchSchedule } from '@/features/rates/import/fetch-job';
import { RATES_FETCH_CRON, RATES_FETCH_QUEUE, RATES_FETCH_TZ } from '@/features/rates/import/fetch-queue';
import { importCurves, readRatesFiles } from '@/features/rates/import/import-curves';
import { seedRates, vendoredCurveFiles } from '@/features/rates/import/seed';
import { addSpreadSet, listSpreadSets } from '@/features/rates/import/spread-set';
import { recentImportRuns } from '@/features/rates/import/runs';
import { MODEL_FILE } from '../support/rate-model-file';

const NOW = new Date('2026-11-23T16:30:00Z');
const SDMX = fs.readFileSync(path.join(process.cwd(), 'tests/fixtures/bundesbank-svensson-sdmx.csv'), 'utf8');
const KNOWN = BUNDESBANK_SVENSSON.find((s) => s.date === '2025-06-03')!;
const paramsOf = (s: { beta0: number; beta1: number; beta2: number; beta3: number; tau1: number; tau2: number }) => [s.beta0, s.beta1, s.beta2, s.beta3, s.tau1, s.tau2];
const csvReply = (text: string) => new Response(text, { status: 200, headers: { 'content-type': 'application/vnd.sdmx.data+csv;version=1.0.0;charset=UTF-8' } });

describe.each(DATABASE_KINDS)('the rates import on %s', (kind) => {
  let h: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    h = await freshDatabase(kind);
  }, 60_000);
  afterAll(async () => {
    await h?.dispose();
  });
  const curveCount = async () => (await h.db.select({ n: count() }).from(rateCurves))[0]!.n;

  test('the seed imports the real vendored files (all 7,064 days, none refused) and RATE_MODEL as the first spread set', async () => {
    const started = performance.now();
    const seeded = await seedRates(h.db, NOW);
    const ms = performance.now() - started;
    console.log(`rates seed on ${kind}: ${Math.round(ms)} ms`);
    expect(seeded.curves).toEqual({ read: 7064, added: 7064, alreadyPresent: 0, refused: [] });
    expect(seeded.spreadSet).toBe(true);
    expect(await curveCount()).toBe(7064);
    // The back office's import report has the seed's run (issue 28).
    expect((await recentImportRuns(h.db)).map((r) => [r.trigger, r.status, r.read, r.added, r.refused])).toEqual([['seed', 'imported', 7064, 7064, []]]);
    expect(await newestCurveDate(h.db)).toBe('2025-06-06');

    const known = (await curveOnOrBefore(h.db, '2025-06-03'))!;
    expect(known.date).toBe('2025-06-03');
    expect(paramsOf(known)).toEqual(paramsOf(KNOWN));
    expect(known.source).toMatch(/^Deutsche Bundesbank, .*BBSIS\.D\.I\.ZST\.\{B0,B1,B2,B3,T1,T2\}\.EUR\.S1311\.B\.A604\._Z\.R\.A\.A\._Z\._Z\.A, Stand vom 06\.06\.2025$/);
    // 1998-08-26 (β0 = 2.07) is kept: its zero rates at 2–30 years are those of its neighbours.
    expect((await curveOnOrBefore(h.db, '1998-08-26'))!.beta0).toBe(2.07319);
    expect((await curveOnOrBefore(h.db, '1997-08-06'))).toBeNull();

    const [set] = await h.db.select().from(rateSpreadSets);
    expect(set).toMatchObject({ validFrom: '2025-06-03', calibrationCurveDate: '2025-06-03', createdBy: 'seed' });
    expect(await spreadSetOn(h.db, '2025-06-03')).toEqual({ ...RATE_MODEL, spreadByFixation: { ...RATE_MODEL.spreadByFixation }, ltvSteps: RATE_MODEL.ltvSteps.map((s) => ({ ...s })), sizeSurcharges: RATE_MODEL.sizeSurcharges.map((s) => ({ ...s })), sources: [...RATE_MODEL.sources] });
    // The seeded market gives the engine's published 10-year figure (3.73 % at 80 % LTV, loan ≥ €150k).
    const market = (await marketOn(h.db, '2025-06-03'))!;
    expect(mortgageRate({ fixationYears: 10, loanAmount: 400_000, propertyValue: 500_000, curve: market.curve, model: market.model }).rateRounded).toBe(3.73);
  });

  test('the seed fills only empty tables; importing the same files again adds nothing', async () => {
    expect(await seedRates(h.db, NOW)).toEqual({ curves: null, spreadSet: false });
    const { sets, incomplete, source } = readRatesFiles(vendoredCurveFiles().map((f) => fs.readFileSync(f, 'utf8')), '2026-11-23');
    expect(await importCurves(h.db, sets, { source, now: NOW, incomplete })).toEqual({ read: 7064, added: 0, alreadyPresent: 7064, refused: [] });
    expect(await curveCount()).toBe(7064);
  });

  test('an implausible new day is refused with its reason and not stored; the good days beside it are added', async () => {
    const base = KNOWN;
    const days = [
      { ...base, date: '2025-06-09', beta0: base.beta0 + 0.02 },
      { ...base, date: '2025-06-10', beta0: base.beta0 + 0.9 }, // a one-day bad fit: +0.9 pp at every maturity
      { ...base, date: '2025-06-11', beta0: base.beta0 + 0.03 },
    ];
    const report = await importCurves(h.db, days, { source: 'test', now: NOW, incomplete: [{ date: '2025-06-12', missing: ['T2'] }] });
    expect(report).toEqual({
      read: 4,
      added: 2,
      alreadyPresent: 0,
      refused: [
        { date: '2025-06-10', reason: expect.stringMatching(/from 2025-06-09 and .* from 2025-06-11/), code: 'jump', params: { from: '2025-06-09', years: 2, move: expect.closeTo(0.0088, 6), limit: 0.005, wait: 'none' } },
        { date: '2025-06-12', reason: 'parameters missing: T2 (a day needs all six)', code: 'incomplete', params: { missing: 'T2' } },
      ],
    });
    expect((await curveOnOrBefore(h.db, '2025-06-10'))!.date).toBe('2025-06-09');
    // Imported again: still refused, nothing added.
    expect((await importCurves(h.db, days, { source: 'test', now: NOW })).added).toBe(0);
  });

  test('spread sets: a valid file adds a dated row used from its date on; a second set for that date is refused; a bad file stores nothing', async () => {
    const newer = { ...MODEL_FILE, validFrom: '2025-06-10', calibrationCurveDate: '2025-06-09', spreadByFixation: { ...MODEL_FILE.spreadByFixation, 10: 0.0112 } };
    const added = await addSpreadSet(h.db, JSON.stringify(newer), 'command line (test)');
    expect(added).toMatchObject({ ok: true, model: { validFrom: '2025-06-10' } });
    expect((await spreadSetOn(h.db, '2025-06-09'))!.spreadByFixation[10]).toBe(0.0107);
    expect((await spreadSetOn(h.db, '2025-06-10'))!.spreadByFixation[10]).toBe(0.0112);
    expect(await addSpreadSet(h.db, JSON.stringify({ ...newer, minimumRate: 0.004 }), 'command line (test)')).toEqual({ ok: false, code: 'EXISTS', validFrom: '2025-06-10' });
    expect(await addSpreadSet(h.db, JSON.stringify({ ...newer, validFrom: '2025-07-01', sources: [] }), 'x')).toEqual({ ok: false, code: 'INVALID', problems: ['sources: name at least one source'] });
    expect(await addSpreadSet(h.db, '{ not json', 'x')).toMatchObject({ ok: false, code: 'INVALID', problems: [expect.stringMatching(/^not JSON/)] });
    const rows = await listSpreadSets(h.db);
    expect(rows.map((r) => [r.validFrom, r.createdBy, r.minimumRate])).toEqual([
      ['2025-06-03', 'seed', 0.005],
      ['2025-06-10', 'command line (test)', 0.005],
    ]);
  });
});

describe.each(DATABASE_KINDS)('the daily fetch job on %s', (kind) => {
  let h: Awaited<ReturnType<typeof freshDatabase>>;
  let boss: PgBoss;
  beforeAll(async () => {
    h = await freshDatabase(kind);
    boss = await startBoss(h.queue);
  }, 60_000);
  afterAll(async () => {
    if (boss) await stopBoss(boss, h.queue, 5000);
    await h?.dispose();
  });

  test('with RATES_FETCH off it fetches nothing, stores nothing, and says it is off', async () => {
    const fetch = vi.fn();
    const log: string[] = [];
    expect(await runRatesFetch({ db: h.db, enabled: false, fetch, now: NOW, log: (l) => log.push(l) })).toEqual({ status: 'off' });
    expect(fetch).not.toHaveBeenCalled();
    expect(log).toEqual(['Rates fetch: off (RATES_FETCH is not "on"); nothing fetched.']);
    expect(await newestCurveDate(h.db)).toBeNull();
  });

  test('on, it asks the REST interface for SDMX-CSV and imports the reply; the next run starts ten days before the newest day and adds nothing new', async () => {
    const fetch = vi.fn(async () => csvReply(SDMX));
    const log: string[] = [];
    const first = await runRatesFetch({ db: h.db, enabled: true, fetch, now: NOW, log: (l) => log.push(l) });
    // An empty table: the thirty days before today.
    expect(fetch).toHaveBeenCalledWith(`${BUNDESBANK_SVENSSON_URL}?startPeriod=2026-10-24`, expect.objectContaining({ headers: { Accept: SDMX_CSV_ACCEPT } }));
    expect(first).toMatchObject({ status: 'imported', report: { read: 10, added: 10, alreadyPresent: 0, refused: [] } });
    expect(log).toEqual([expect.stringMatching(/^Rates fetch from https:\/\/api\.statistiken\.bundesbank\.de\/rest\/data\/BBSIS\/D\.I\.ZST\.B0\+B1\+B2\+B3\+T1\+T2\.EUR\.S1311\.B\.A604\._Z\.R\.A\.A\._Z\._Z\.A\?startPeriod=2026-10-24: Read 10 days: 10 added, 0 already present, 0 refused\.$/)]);
    const known = (await curveOnOrBefore(h.db, '2025-06-03'))!;
    expect(paramsOf(known)).toEqual(paramsOf(KNOWN));
    expect(known.source).toMatch(/SDMX-CSV fetched from api\.statistiken\.bundesbank\.de on 2026-11-23$/);

    const second = await runRatesFetch({ db: h.db, enabled: true, fetch, now: NOW, log: () => {} });
    expect(fetch).toHaveBeenLastCalledWith(`${BUNDESBANK_SVENSSON_URL}?startPeriod=2025-05-27`, expect.anything());
    expect(second).toMatchObject({ status: 'imported', report: { read: 10, added: 0, alreadyPresent: 10, refused: [] } });
  });

  test('a failing fetch is reported, not thrown: no network, an HTTP error, an HTML page instead of CSV, a timeout', async () => {
    const log: string[] = [];
    const run = (fetch: typeof globalThis.fetch, timeoutMs?: number) => runRatesFetch({ db: h.db, enabled: true, fetch, now: NOW, log: (l) => log.push(l), ...(timeoutMs ? { timeoutMs } : {}) });
    expect(await run(async () => Promise.reject(new TypeError('fetch failed')))).toMatchObject({ status: 'failed', error: 'fetch failed', code: 'unreachable' });
    expect(await run(async () => new Response('busy', { status: 503, statusText: 'Service Unavailable' }))).toMatchObject({ status: 'failed', error: 'HTTP 503 Service Unavailable', code: 'http' });
    expect(await run(async () => new Response('<html>challenge</html>', { status: 200, headers: { 'content-type': 'text/html' } }))).toMatchObject({ status: 'failed', error: 'the reply is not CSV (content-type "text/html")', code: 'notCsv' });
    const hanging: typeof globalThis.fetch = (_url, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)));
    expect(await run(hanging, 50)).toMatchObject({ status: 'failed', error: 'no answer within 0.05 s', code: 'timeout' });
    expect(log).toHaveLength(4);
    expect(log.every((l) => / failed: /.test(l))).toBe(true);
    // Each run is in the back office's import report (issue 28), the switched-off one is not.
    const runs = await recentImportRuns(h.db);
    expect(runs.filter((r) => r.status === 'imported').map((r) => [r.trigger, r.added, r.alreadyPresent]).sort()).toEqual([['fetch', 0, 10], ['fetch', 10, 0]]);
    expect(runs.filter((r) => r.status === 'failed').map((r) => r.error).sort()).toEqual(['HTTP 503 Service Unavailable', 'fetch failed', 'no answer within 0.05 s', 'the reply is not CSV (content-type "text/html")']);
    // The report translates the code with its figures.
    expect(runs.filter((r) => r.status === 'failed').map((r) => [r.errorCode, r.errorParams]).sort()).toEqual([
      ['http', { status: 503 }],
      ['notCsv', { type: 'text/html' }],
      ['timeout', { seconds: 0.05 }],
      ['unreachable', {}],
    ]);
    expect(runs.every((r) => r.origin.startsWith(BUNDESBANK_SVENSSON_URL))).toBe(true);
  });

  test('the schedule exists (working days 17:30 Europe/Berlin) only while RATES_FETCH is on', async () => {
    await syncRatesFetchSchedule(boss, true);
    expect((await boss.getSchedules(RATES_FETCH_QUEUE)).map((s) => ({ cron: s.cron, tz: s.timezone }))).toEqual([{ cron: RATES_FETCH_CRON, tz: RATES_FETCH_TZ }]);
    expect(RATES_FETCH_CRON).toBe('30 17 * * 1-5');
    await syncRatesFetchSchedule(boss, true);
    expect(await boss.getSchedules(RATES_FETCH_QUEUE)).toHaveLength(1);
    await syncRatesFetchSchedule(boss, false);
    expect(await boss.getSchedules(RATES_FETCH_QUEUE)).toEqual([]);
  });

  test('the worker runs a queued job: off, it removes the schedule and only logs; on, it creates the schedule and imports', async () => {
    await h.db.delete(rateCurves);
    await syncRatesFetchSchedule(boss, true);
    const log: string[] = [];
    const fetch = vi.fn(async () => csvReply(SDMX));
    const off = await startRatesFetchWorker(boss, h.db, { enabled: false, fetch, now: () => NOW, log: (l) => log.push(l), pollingIntervalSeconds: 0.5 });
    expect(await boss.getSchedules(RATES_FETCH_QUEUE)).toEqual([]);
    await boss.send(RATES_FETCH_QUEUE, {});
    await vi.waitFor(() => expect(log).toEqual(['Rates fetch: off (RATES_FETCH is not "on"); nothing fetched.']), { timeout: 10_000, interval: 100 });
    await boss.offWork(RATES_FETCH_QUEUE, { id: off });
    expect(fetch).not.toHaveBeenCalled();

    const on = await startRatesFetchWorker(boss, h.db, { enabled: true, fetch, now: () => NOW, log: (l) => log.push(l), pollingIntervalSeconds: 0.5 });
    expect(await boss.getSchedules(RATES_FETCH_QUEUE)).toHaveLength(1);
    await boss.send(RATES_FETCH_QUEUE, {});
    await vi.waitFor(async () => expect(await newestCurveDate(h.db)).toBe('2025-06-06'), { timeout: 10_000, interval: 100 });
    await boss.offWork(RATES_FETCH_QUEUE, { id: on });
    expect(log.at(-1)).toMatch(/Read 10 days: 10 added/);
    await syncRatesFetchSchedule(boss, false);
  });
});
