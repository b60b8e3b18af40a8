/**
 * The end-to-end tests' choices without unseeded random numbers (issue 46): a free time to book, an e-mail address of its own,
 * a client address of its own. Each is deterministic — the same test in the same worker slot chooses the same, so a
 * failure can be run again as it was — and still apart between the workers that run at the same time (two tests
 * booking the same advisor must not take the same time; per-IP limits must not add up between tests).
 */
import { test } from '@playwright/test';
import { spreadIndex } from './spread-index';

/**
 * The index of the running test's choice among `length` items: from its worker slot (apart from the other worker's
 * share) and its title; `salt` tells apart several choices of one test (e.g. the attempt after a lost race).
 */
export function indexForTest(length: number, salt = ''): number {
  const info = test.info();
  return spreadIndex(length, info.parallelIndex, info.config.workers, `${info.titlePath.join(' › ')}|${info.repeatEachIndex}|${info.retry}|${salt}`);
}

/** The running test's choice from `list` (see indexForTest). */
export function pickForTest<T>(list: readonly T[], salt = ''): T {
  return list[indexForTest(list.length, salt)]!;
}

// One counter per worker process, shared by every spec file and module copy it loads.
const COUNTER = Symbol.for('hauslotse.e2e.sequence');
const holder = globalThis as { [COUNTER]?: number };
const next = () => (holder[COUNTER] = (holder[COUNTER] ?? 0) + 1);
/** Playwright numbers its worker processes for the run (a restarted worker gets a new number); "main" while listing the tests. */
const worker = () => process.env.TEST_WORKER_INDEX ?? 'main';

/** An e-mail address of its own for this run (each run has a new database and mailbox): worker and counter. */
export function uniqueAddress(name: string, domain = 'example.de'): string {
  return `${name}.w${worker()}.${next()}@${domain}`;
}

/** A client address of its own (10.x.y.z): the worker in the second octet, the counter in the last two. */
export function ownClientIp(): string {
  const n = next();
  const w = Number(process.env.TEST_WORKER_INDEX ?? 0);
  return `10.${(w % 254) + 1}.${(Math.floor(n / 254) % 254) + 1}.${(n % 254) + 1}`;
}
