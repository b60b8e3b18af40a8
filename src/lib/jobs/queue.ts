import type { PGlite } from '@electric-sql/pglite';
import { PgBoss, fromPglite } from 'pg-boss';

/**
 * The job queue (ADR 013): pg-boss in the application's own database, so that a job can be written inside the
 * transaction that causes it. Generic: it knows queue names, not features. The features export their jobs
 * (queue name and worker), and the composition root (src/server/queues.ts, src/server/jobs.ts) starts the
 * queue with all of them.
 */

/** How pg-boss reaches the database: its own pool on PostgreSQL, the application's PGlite otherwise. */
export type QueueConnection = { kind: 'postgres'; connectionString: string } | { kind: 'pglite'; client: PGlite };

export interface QueueSettings {
  /** Retries after the first attempt (so attempts = retries + 1). */
  retryLimit: number;
  /** Seconds before the first retry; doubled per retry with backoff. */
  retryDelay: number;
  retryBackoff: boolean;
  /** Longest wait between retries (only with backoff). */
  retryDelayMax?: number;
  /** How often an idle worker looks for new jobs. */
  pollingIntervalSeconds: number;
}

/** Production: 10 attempts over about 8 hours (5 s doubling up to an hour). */
export const DEFAULT_QUEUE_SETTINGS: QueueSettings = { retryLimit: 9, retryDelay: 5, retryBackoff: true, retryDelayMax: 3600, pollingIntervalSeconds: 1 };

/** A pg-boss instance on the application's database (its own pool on PostgreSQL, the shared PGlite otherwise). */
export function createBoss(connection: QueueConnection): PgBoss {
  const boss = connection.kind === 'postgres' ? new PgBoss({ connectionString: connection.connectionString, max: 4 }) : new PgBoss({ db: fromPglite(connection.client) });
  // pg-boss reports trouble (a dropped connection, a failed maintenance run) as events; unheard they would crash the process.
  boss.on('error', (error) => console.error('Job queue error:', error));
  return boss;
}

/**
 * Starts pg-boss with the given queues and their retry policy. A first instance creates or migrates pg-boss's
 * schema and the queues; the returned instance starts after that, so that its queue cache already holds every
 * queue: `send` inside an application transaction then needs no query outside it (on PGlite, with one
 * connection, such a query would wait for the transaction forever). A queue missing from `queues` would hang the
 * first job sent to it on PGlite.
 */
export async function startQueue(connection: QueueConnection, queues: readonly string[], settings: QueueSettings = DEFAULT_QUEUE_SETTINGS): Promise<PgBoss> {
  const options = {
    retryLimit: settings.retryLimit,
    retryDelay: settings.retryDelay,
    retryBackoff: settings.retryBackoff,
    ...(settings.retryBackoff && settings.retryDelayMax !== undefined ? { retryDelayMax: settings.retryDelayMax } : {}),
  };
  const setup = createBoss(connection);
  await setup.start();
  try {
    for (const queue of queues) {
      if (await setup.getQueue(queue)) await setup.updateQueue(queue, options);
      else await setup.createQueue(queue, options);
    }
  } finally {
    await setup.stop({ graceful: false, close: connection.kind === 'postgres' });
  }
  const boss = createBoss(connection);
  await boss.start();
  return boss;
}

/** Stops a pg-boss instance of startQueue: waits up to `timeoutMs` for running jobs. */
export async function stopBoss(boss: PgBoss, connection: QueueConnection, timeoutMs = 10_000): Promise<void> {
  await boss.stop({ graceful: true, close: connection.kind === 'postgres', timeout: timeoutMs });
}
