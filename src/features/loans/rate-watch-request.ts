/**
 * After a curve import, by whichever path, the rate watches are checked (issue 51 part 3, ADR 052): this asks for the
 * check through the loans feature's queue, the way the property radar's sweep is asked for after a listings import
 * (features/properties/radar-sweep.ts). The server's rates fetch job passes its running queue (the composition root's
 * hook, src/server/jobs.ts); the import command has none and starts pg-boss on its database for the one job: a
 * running server's worker takes it at once on PostgreSQL, and on embedded PGlite (the server is stopped while the
 * command runs) the worker's start checks the watches anyway.
 *
 * Browser-free and without the `server-only` marker: the command-line entry (cli.ts) exports it.
 */
import { isNull } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { Database } from '@/db/client';
import { startQueue, stopBoss, type QueueConnection } from '@/lib/jobs/queue';
import { LOAN_ALERTS_QUEUE, type LoanAlertsJob } from './alerts-queue';
import { loanRateWatches } from './tables';

/** Whether an import stored a curve: only then can a model rate have moved. */
export function importMovesRates(report: { added: number }): boolean {
  return report.added > 0;
}

/** Asks for the rate watches' check now; with an import's report only when it stored a curve. Returns whether it asked. */
export async function requestRateWatchCheck(boss: PgBoss, report?: { added: number }): Promise<boolean> {
  if (report && !importMovesRates(report)) return false;
  await boss.send(LOAN_ALERTS_QUEUE, { kind: 'rate-watch' } satisfies LoanAlertsJob);
  return true;
}

/**
 * The command line's path: the same request through a pg-boss instance of its own on `connection`, stopped again; only
 * when the import stored a curve and some watch still sends (else there is nothing to check, and no queue is started).
 */
export async function requestRateWatchCheckFromCommand(db: Database, connection: QueueConnection, report: { added: number }): Promise<boolean> {
  if (!importMovesRates(report)) return false;
  if ((await db.$count(loanRateWatches, isNull(loanRateWatches.unsubscribedAt))) === 0) return false;
  const boss = await startQueue(connection, [LOAN_ALERTS_QUEUE]);
  try {
    return await requestRateWatchCheck(boss);
  } finally {
    await stopBoss(boss, connection);
  }
}
