import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { acquireDataDirLock } from './pglite-lock';

/**
 * The database as the features see it: the query builder without a schema (the app makes no relational queries,
 * `db.query.…`), so this shared layer knows no feature's tables; each feature imports the tables it reads from their
 * owners' `tables.ts` (ADR 023, amendment of issue 46).
 */
export type Database = PgDatabase<PgQueryResultHKT>;

/** How the job queue (pg-boss) reaches the same database: its own pool on PostgreSQL, the one PGlite instance otherwise. */
import type { QueueConnection } from '@/lib/jobs/queue';

export type { QueueConnection };

export interface DatabaseHandle {
  kind: 'pglite' | 'postgres';
  db: Database;
  queue: QueueConnection;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the data folder as a tarball, to start other in-memory databases from (DatabaseTarget `from`). */
  dump?(): Promise<Blob>;
}

/**
 * Where the data lives: a PostgreSQL server, a PGlite data folder, or PGlite in memory, optionally started from a
 * dump of another PGlite data folder (`PGlite.dumpDataDir`; the tests start each database from one migrated dump).
 */
export type DatabaseTarget = { url: string } | { dataDir: string } | { memory: true; from?: Blob };

const MIGRATIONS = path.join(process.cwd(), 'drizzle');
/** btree_gist: the appointments' exclusion constraint (no overlapping bookings of one advisor) needs it. */
const PGLITE_EXTENSIONS = { btree_gist };

/** Arbitrary constant key of the advisory lock that serialises migrations across app instances. */
const MIGRATION_LOCK_KEY = 727_500_001;

/** Open PostgreSQL (url) or embedded PGlite (data folder, created if missing and locked; or in memory). */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if ('url' in target) {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    const db = drizzlePg({ client: pool }) as unknown as Database;
    return {
      kind: 'postgres',
      db,
      queue: { kind: 'postgres', connectionString: target.url },
      async migrate() {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
          await migratePg(drizzlePg({ client }), { migrationsFolder: MIGRATIONS });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }

  let release = () => {};
  let client: PGlite;
  if ('dataDir' in target) {
    const lock = acquireDataDirLock(target.dataDir);
    release = lock.release;
    try {
      fs.mkdirSync(target.dataDir, { recursive: true });
      client = await PGlite.create(target.dataDir, { extensions: PGLITE_EXTENSIONS });
    } catch (e) {
      release();
      throw e;
    }
  } else {
    client = await PGlite.create({ extensions: PGLITE_EXTENSIONS, ...(target.from ? { loadDataDir: target.from } : {}) });
  }
  const db = drizzlePglite({ client }) as unknown as Database;
  return {
    kind: 'pglite',
    db,
    queue: { kind: 'pglite', client },
    async migrate() {
      await migratePglite(drizzlePglite({ client }), { migrationsFolder: MIGRATIONS });
    },
    dump: () => client.dumpDataDir('none'),
    async close() {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}
