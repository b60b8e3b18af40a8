/**
 * After an import, by whichever path (the push endpoint with an XML file or a zip, the command line): the one use case
 * that asks the property radar for a sweep through its queue (issue 48, ADR 029). The sweep (radar-alerts.ts) matches
 * the import's events to the radars and delivers what is due, exactly once whoever asks and however often: the state
 * is in the tables, the job only says "now" instead of at the next five minutes.
 *
 * The server passes its running queue. The command line has none: it starts pg-boss on the database's own connection
 * for the one job and stops it again; the job is a row in the database, so a running server's worker takes it (on
 * PostgreSQL at once), and on embedded PGlite, where the server is stopped while the command runs, the worker takes
 * it when the server starts. No worker runs in the command.
 *
 * Browser-free and without the `server-only` marker: the command-line entry (cli.ts) exports it.
 */
import type { PgBoss } from 'pg-boss';
import { startQueue, stopBoss, type QueueConnection } from '@/lib/jobs/queue';
import type { ListingsImportReport } from './import-listings';
import { PROPERTY_RADAR_QUEUE, type RadarJob } from './radar-form';

/** Whether an import wrote what a radar tells of: a listing added (or back), reduced or withdrawn; a mere change is not. */
export function importConcernsRadars(report: Pick<ListingsImportReport, 'events'>): boolean {
  return report.events.some((e) => e.kind !== 'changed');
}

/**
 * Asks for a sweep now. With an import's report, only when that import concerns the radars; returns whether it asked.
 * Without one (a worker that starts), always.
 */
export async function requestRadarSweep(boss: PgBoss, report?: Pick<ListingsImportReport, 'events'>): Promise<boolean> {
  if (report && !importConcernsRadars(report)) return false;
  await boss.send(PROPERTY_RADAR_QUEUE, { kind: 'sweep' } satisfies RadarJob);
  return true;
}

/**
 * The command line's path: the same request, through a pg-boss instance of its own on `connection` (the database the
 * command opened), started for this one job and stopped again.
 */
export async function requestRadarSweepFromCommand(connection: QueueConnection, report: Pick<ListingsImportReport, 'events'>): Promise<boolean> {
  if (!importConcernsRadars(report)) return false;
  const boss = await startQueue(connection, [PROPERTY_RADAR_QUEUE]);
  try {
    return await requestRadarSweep(boss);
  } finally {
    await stopBoss(boss, connection);
  }
}
