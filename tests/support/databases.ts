import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@/db/client';

export type DatabaseKind = 'pglite' | 'postgres';

/** The migrated PGlite data folder of this run (tests/support/global-setup.ts), as PGlite loads it. */
export function migratedPglite(): Blob {
  return new Blob([fs.readFileSync(inject('pgliteTemplate'))]);
}
export const DATABASE_KINDS: DatabaseKind[] = ['pglite', 'postgres'];

/**
 * A migrated PGlite data folder at `dataDir` (a copy of the run's template, global-setup.ts), for a test whose
 * process or child opens a folder of its own: no initdb, no migrations. Returns `dataDir`.
 */
export function migratedDataDir(dataDir: string): string {
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  fs.cpSync(inject('pgliteTemplateDir'), dataDir, { recursive: true });
  return dataDir;
}

/**
 * A fresh, migrated database of the given kind for one test file: an in-memory PGlite, or a new database on
 * the throwaway PostgreSQL server (dropped again by `dispose`). `migrate: false` leaves it empty (migration tests).
 */
export async function freshDatabase(kind: DatabaseKind, { migrate = true } = {}): Promise<DatabaseHandle & { dispose(): Promise<void> }> {
  if (kind === 'pglite') {
    // Migrated: loaded from the run's migrated template (global-setup.ts), a third of the time of a new one.
    const handle = await openDatabase(migrate ? { memory: true, from: migratedPglite() } : { memory: true });
    return { ...handle, dispose: () => handle.close() };
  }
  const serverUrl = inject('postgresUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  if (migrate) await handle.migrate();
  return {
    ...handle,
    async dispose() {
      await handle.close();
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      // pg's Pool.end() resolves once it has asked its clients to end, not when their sessions are gone; a
      // FORCE drop would terminate a session still closing, and that client's FATAL 57P01 surfaces as an
      // uncaught error in whichever test file runs then. So wait (up to 3 s) until the sessions have left.
      for (let i = 0; i < 60; i++) {
        const { rows } = await c.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if ((rows[0]?.n ?? 0) === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
