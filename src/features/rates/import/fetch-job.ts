/**
 * The daily fetch of the Bundesbank's Svensson parameters from its SDMX REST interface (issue 11, ADR 019):
 * a pg-boss schedule (queue `rates-fetch`, working days 17:30 Europe/Berlin) whose job fetches the days from
 * ten days before the newest stored curve on as SDMX-CSV, imports them (idempotent, plausibility-checked) and
 * logs the report. Only with RATES_FETCH=on: otherwise the schedule is removed and a job that still arrives
 * does nothing but say so (machines without internet).
 */
import { recordImportRun } from './runs';
import type { PgBoss } from 'pg-boss';
import type { Database } from '@/db/client';
import { newestCurveDate } from '@/features/rates/market-repository';
import { describeReport, importCurves, readRatesFiles, type ImportReport } from './import-curves';
import { RATES_FETCH_CRON, RATES_FETCH_QUEUE, RATES_FETCH_TZ } from './fetch-queue';

export const BUNDESBANK_SVENSSON_URL = 'https://api.statistiken.bundesbank.de/rest/data/BBSIS/D.I.ZST.B0+B1+B2+B3+T1+T2.EUR.S1311.B.A604._Z.R.A.A._Z._Z.A';
export const SDMX_CSV_ACCEPT = 'application/vnd.sdmx.data+csv;version=1.0.0';
/** The fetch reads again this many days before the newest stored curve (revisions, held-back days). */
export const REFETCH_DAYS = 10;
/** Without any stored curve (the seed normally fills the table), the fetch starts this many days back. */
const EMPTY_START_DAYS = 30;
const FETCH_TIMEOUT_MS = 30_000;
/** Ten days of six parameters are ~60 rows; a reply far larger than that is not what was asked for. */
const MAX_REPLY_BYTES = 5_000_000;

export interface RatesFetchServices {
  db: Database;
  /** RATES_FETCH=on */
  enabled: boolean;
  fetch: typeof fetch;
  now: Date;
  log?: (line: string) => void;
  timeoutMs?: number;
}

export type RatesFetchOutcome = { status: 'off' } | { status: 'imported'; url: string; report: ImportReport } | { status: 'failed'; url: string; error: string; code: FetchFailureCode };

/** Why a fetch failed, as a code with figures the back office translates (the English message is for the logs). */
export const FETCH_FAILURE_CODES = ['http', 'notCsv', 'tooLarge', 'timeout', 'unreachable', 'other'] as const;
export type FetchFailureCode = (typeof FETCH_FAILURE_CODES)[number];

class FetchFailure extends Error {
  constructor(
    message: string,
    readonly code: FetchFailureCode,
    readonly params: Record<string, string | number> = {},
  ) {
    super(message);
  }
}

/** The failure of a fetch as message (logs), code and figures (the import report). */
function failureOf(error: unknown, timeoutMs: number): FetchFailure {
  if (error instanceof FetchFailure) return error;
  if (error instanceof Error && error.name === 'TimeoutError') return new FetchFailure(`no answer within ${timeoutMs / 1000} s`, 'timeout', { seconds: timeoutMs / 1000 });
  // fetch() rejects with a TypeError when the host cannot be reached (DNS, connection, TLS).
  if (error instanceof TypeError) return new FetchFailure(error.message, 'unreachable');
  return new FetchFailure(error instanceof Error ? error.message : String(error), 'other');
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const shiftDays = (date: string, days: number) => isoDay(new Date(Date.parse(date) + days * 86_400_000));

/** The REST URL for the days from `startPeriod` on. */
export function fetchUrl(startPeriod: string): string {
  return `${BUNDESBANK_SVENSSON_URL}?startPeriod=${startPeriod}`;
}

/** One run of the job: fetch, import, log. A failure is reported in the outcome and the log, never thrown. */
export async function runRatesFetch(s: RatesFetchServices): Promise<RatesFetchOutcome> {
  const log = s.log ?? ((line: string) => console.log(line));
  if (!s.enabled) {
    log('Rates fetch: off (RATES_FETCH is not "on"); nothing fetched.');
    return { status: 'off' };
  }
  const newest = await newestCurveDate(s.db);
  const url = fetchUrl(newest ? shiftDays(newest, -REFETCH_DAYS) : shiftDays(isoDay(s.now), -EMPTY_START_DAYS));
  try {
    const response = await s.fetch(url, { headers: { Accept: SDMX_CSV_ACCEPT }, redirect: 'follow', signal: AbortSignal.timeout(s.timeoutMs ?? FETCH_TIMEOUT_MS) });
    if (!response.ok) throw new FetchFailure(`HTTP ${response.status} ${response.statusText}`.trim(), 'http', { status: response.status });
    // Without the CSV (e.g. the Bundesbank's bot challenge, an HTML page) there is nothing to import.
    const type = response.headers.get('content-type') ?? '';
    if (!/csv/i.test(type)) throw new FetchFailure(`the reply is not CSV (content-type "${type}")`, 'notCsv', { type: type.slice(0, 100) });
    const text = await response.text();
    if (text.length > MAX_REPLY_BYTES) throw new FetchFailure(`the reply is unexpectedly large (${text.length} characters)`, 'tooLarge', { characters: text.length });
    const { sets, incomplete, source } = readRatesFiles([text], isoDay(s.now), true);
    const report = await importCurves(s.db, sets, { source, now: s.now, incomplete });
    log(`Rates fetch from ${url}: ${describeReport(report)}`);
    await recordImportRun(s.db, { at: s.now, trigger: 'fetch', origin: url, report });
    return { status: 'imported', url, report };
  } catch (error) {
    const failure = failureOf(error, s.timeoutMs ?? FETCH_TIMEOUT_MS);
    log(`Rates fetch from ${url} failed: ${failure.message}`);
    await recordImportRun(s.db, { at: s.now, trigger: 'fetch', origin: url, error: failure.message, code: failure.code, params: failure.params }).catch((e: unknown) =>
      log(`Rates fetch: the failure could not be recorded: ${e instanceof Error ? e.message : String(e)}`),
    );
    return { status: 'failed', url, error: failure.message, code: failure.code };
  }
}

/** Creates the working-day schedule when enabled, removes it when not. The queue exists (startBoss). */
export async function syncRatesFetchSchedule(boss: PgBoss, enabled: boolean): Promise<void> {
  if (enabled) await boss.schedule(RATES_FETCH_QUEUE, RATES_FETCH_CRON, {}, { tz: RATES_FETCH_TZ });
  else await boss.unschedule(RATES_FETCH_QUEUE);
}

/**
 * Syncs the schedule and runs the fetch jobs in this process (started with the e-mail worker,
 * features/email/runtime.ts). A failed fetch fails the job, so that pg-boss retries it with the queue's policy.
 */
export async function startRatesFetchWorker(
  boss: PgBoss,
  db: Database,
  options: {
    enabled: boolean;
    fetch?: typeof fetch;
    now?: () => Date;
    log?: (line: string) => void;
    pollingIntervalSeconds?: number;
    /** Called after a fetch that imported (the composition root asks the loans' rate watches to be checked, issue 51). */
    afterImport?: (report: ImportReport) => Promise<unknown>;
  },
): Promise<string> {
  await syncRatesFetchSchedule(boss, options.enabled);
  const log = options.log ?? ((line: string) => (line.includes(' failed: ') ? console.error(line) : console.log(line)));
  // Once a day: an idle worker need not look for the job more often than once a minute.
  return boss.work(RATES_FETCH_QUEUE, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 60, batchSize: 1 }, async () => {
    const outcome = await runRatesFetch({ db, enabled: options.enabled, fetch: options.fetch ?? fetch, now: options.now?.() ?? new Date(), log });
    if (outcome.status === 'failed') throw new Error(`Rates fetch failed: ${outcome.error}`);
    if (outcome.status === 'imported' && options.afterImport) await options.afterImport(outcome.report);
  });
}
